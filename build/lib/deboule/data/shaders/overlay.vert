#version 330 core
// Unlit flat overlays (highlight rings, aim arrow).
uniform mat4 u_mvp;
in vec3 in_position;

void main() {
    gl_Position = u_mvp * vec4(in_position, 1.0);
}
