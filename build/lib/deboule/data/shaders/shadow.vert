#version 330 core
// Depth-only pass from the light.
uniform mat4 u_light_view_proj;
in vec3 in_position;
in mat4 i_model;

void main() {
    gl_Position = u_light_view_proj * i_model * vec4(in_position, 1.0);
}
