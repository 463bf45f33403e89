#version 330 core
// The static scene: vertices already in world space (no instancing, no normal matrix: vertex
// work is done on the CPU by llvmpipe and the room alone has thousands of vertices).
// ROOM: only the per-vertex screen colour is needed.
uniform mat4 u_view_proj;
uniform mat4 u_light_view_proj;

in vec3 in_position;
in vec3 in_normal;
in vec2 in_uv;
in vec3 in_colour;

out vec3 v_world;
out vec3 v_normal;
out vec2 v_uv;
out vec3 v_colour;
out vec4 v_light;

void main() {
    v_colour = in_colour;
#if !defined(ROOM)
    v_world = in_position;
    v_normal = in_normal;
    v_uv = in_uv;
    v_light = u_light_view_proj * vec4(in_position, 1.0);
#endif
    gl_Position = u_view_proj * vec4(in_position, 1.0);
}
