#version 330 core
// Lit passes: per-vertex mesh data plus per-instance model matrix, colours and pattern.
uniform mat4 u_view_proj;
uniform mat4 u_light_view_proj;
#if defined(SHELL)
uniform vec2 u_viewport;        // pixels
uniform float u_shell_pixels;   // how far the shell reaches out of the silhouette
#endif

in vec3 in_position;
in vec3 in_normal;
in vec2 in_uv;
in vec3 in_colour;
in mat4 i_model;
in vec3 i_colour;
in vec3 i_ink;
in float i_pattern;

out vec3 v_world;
out vec3 v_normal;
out vec2 v_uv;
out vec3 v_colour;
out vec3 v_ink;
out vec4 v_light;
flat out float v_pattern;

void main() {
    vec4 world = i_model * vec4(in_position, 1.0);
    v_world = world.xyz;
    // the model is a rotation times a per-axis scale S: its normal matrix R S^-1 equals
    // M S^-2, and S^2 is the squared length of M's columns (cheaper than an inverse per vertex)
    mat3 m = mat3(i_model);
    v_normal = m * (in_normal / vec3(dot(m[0], m[0]), dot(m[1], m[1]), dot(m[2], m[2])));
    v_uv = in_uv;
    v_colour = in_colour * i_colour;
    v_ink = i_ink;
    v_pattern = i_pattern;
    v_light = u_light_view_proj * world;
    gl_Position = u_view_proj * world;
#if defined(SHELL)
    // the silhouette's soft edge: this vertex pushed out along its normal by a fixed number of
    // pixels on screen (shaders/README: the shell pass, edge anti-aliasing without MSAA)
    vec4 ahead = u_view_proj * vec4(world.xyz + normalize(v_normal) * 0.001, 1.0);
    vec2 dir = ahead.xy / ahead.w - gl_Position.xy / gl_Position.w;
    float len = length(dir);
    if (len > 1e-7) {
        gl_Position.xy += dir / len * (2.0 * u_shell_pixels / u_viewport) * gl_Position.w;
    }
#endif
}
