#version 330 core
// Lit pass: per-vertex mesh data plus per-instance model matrix and colours (instancing).
uniform mat4 u_view_proj;
uniform mat4 u_light_view_proj;

in vec3 in_position;
in vec3 in_normal;
in vec2 in_uv;
in vec3 in_colour;
in mat4 i_model;
in vec3 i_colour;
in vec3 i_ink;

out vec3 v_world;
out vec3 v_normal;
out vec2 v_uv;
out vec3 v_colour;
out vec3 v_ink;
out vec4 v_light;

void main() {
    vec4 world = i_model * vec4(in_position, 1.0);
    v_world = world.xyz;
    v_normal = transpose(inverse(mat3(i_model))) * in_normal;
    v_uv = in_uv;
    v_colour = in_colour * i_colour;
    v_ink = i_ink;
    v_light = u_light_view_proj * world;
    gl_Position = u_view_proj * world;
}
