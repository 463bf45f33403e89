#version 330 core
// A moving camera's frame, drawn smaller, scaled up to the whole window (game/render/upscale.py),
// with the HUD's translucent panels laid on: one fetch and one multiply-add per pixel. The
// panels' colour comes flat from the rectangle's vertices (a per-pixel test of each panel's
// rows cost llvmpipe 2.7 times the plain scale-up).
uniform sampler2D u_frame;

in vec2 v_uv;
flat in vec4 v_tint;  // premultiplied colour added, and the share of the frame hidden
out vec4 f_colour;

void main() {
    vec3 colour = texture(u_frame, v_uv).rgb;
    f_colour = vec4(colour * (1.0 - v_tint.a) + v_tint.rgb, 1.0);
}
