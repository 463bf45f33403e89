#version 330 core
// A moving camera's frame, drawn smaller, filtered up to the whole window (game/screens/base.py:
// SceneCache). One bilinear fetch per pixel: cheaper on llvmpipe than glBlitFramebuffer's path.
uniform sampler2D u_frame;

in vec2 v_uv;
out vec4 f_colour;

void main() {
    f_colour = vec4(texture(u_frame, v_uv).rgb, 1.0);
}
