#version 330 core
// The static scene: vertices already in world space (no instancing, no normal matrix: vertex
// work is done on the CPU by llvmpipe and the room alone has thousands of vertices).
// ROOM: only the per-vertex screen colour is needed.
uniform mat4 u_view_proj;
uniform mat4 u_light_view_proj;
#if defined(SHELL)
uniform vec2 u_viewport;
uniform float u_shell_pixels;
#endif

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
#if defined(SHELL)
    vec4 ahead = u_view_proj * vec4(in_position + in_normal * 0.001, 1.0);
    vec2 dir = ahead.xy / ahead.w - gl_Position.xy / gl_Position.w;
    float len = length(dir);
    if (len > 1e-7) {
        gl_Position.xy += dir / len * (2.0 * u_shell_pixels / u_viewport) * gl_Position.w;
    }
#endif
}
