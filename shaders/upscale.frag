#version 330 core
// A moving camera's frame, drawn smaller, filtered up to the whole window (game/screens/base.py:
// SceneCache). One fetch per pixel: cheaper on llvmpipe than glBlitFramebuffer's path.
// The HUD's dark bands across the window (game/deboule/hud.py) are laid on here, in the same
// pass, instead of being blended over every pixel of theirs again (a third of the window).
uniform sampler2D u_frame;
uniform vec2 u_band_rows[2];   // window rows [from, to) of each band; empty when to <= from
uniform vec4 u_band_tint[2];   // each band's colour and opacity, 0..1

in vec2 v_uv;
out vec4 f_colour;

void main() {
    vec3 colour = texture(u_frame, v_uv).rgb;
    float y = gl_FragCoord.y;
    for (int i = 0; i < 2; i++) {
        if (y >= u_band_rows[i].x && y < u_band_rows[i].y) {
            colour = mix(colour, u_band_tint[i].rgb, u_band_tint[i].a);
        }
    }
    f_colour = vec4(colour, 1.0);
}
