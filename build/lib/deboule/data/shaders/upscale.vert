#version 330 core
// One rectangle of the window (game/render/upscale.py: tint_cells), with the colour the HUD's
// panels over it add and how much of the frame they hide; v_uv runs 0..1 over the window.
in vec2 in_position;
in vec4 in_tint;
out vec2 v_uv;
flat out vec4 v_tint;

void main() {
    v_uv = in_position * 0.5 + 0.5;
    v_tint = in_tint;
    gl_Position = vec4(in_position, 0.0, 1.0);
}
