#version 330 core
// The static scene: vertices already in world space (no instancing, no normal matrix: vertex
// work is done on the CPU by llvmpipe and the room alone has thousands of vertices).
// The varnish's highlight is computed here, per vertex (the table top is a fine grid): per
// pixel it cost as much as the rest of the table's shading. ROOM: only the colour is needed.
uniform mat4 u_view_proj;
uniform mat4 u_light_view_proj;
uniform vec3 u_eye;
uniform vec3 u_light_dir;
uniform vec3 u_highlight;       // the lamp's colour on screen
uniform float u_shadow_bias;
#if defined(SHELL)
uniform vec2 u_viewport;
uniform float u_shell_pixels;
#endif

in vec3 in_position;
in vec3 in_normal;
in vec2 in_uv;
in vec3 in_colour;

out vec2 v_uv;
out vec3 v_colour;
out vec3 v_shadow;   // light-space coordinates of the pieces' shadow map, bias applied
out vec3 v_sheen;    // the varnish highlight (screen colour) before gloss and shadow

void main() {
    v_colour = in_colour;
#if !defined(ROOM)
    v_uv = in_uv;
    vec3 light = (u_light_view_proj * vec4(in_position, 1.0)).xyz * 0.5 + 0.5;
    v_shadow = light - vec3(0.0, 0.0, u_shadow_bias);
    vec3 n = normalize(in_normal);
    vec3 view_dir = normalize(u_eye - in_position);
    vec3 half_dir = normalize(u_light_dir + view_dir);
    float n_h = max(dot(n, half_dir), 0.0);
    float p8 = n_h * n_h; p8 *= p8; p8 *= p8;
    float p64 = p8 * p8; p64 *= p64; p64 *= p64;
    float grazing = 1.0 - max(dot(n, view_dir), 0.0);
    float g2 = grazing * grazing;
    float fresnel = 0.04 + 0.96 * g2 * g2 * grazing;
    v_sheen = u_highlight * (p64 * 0.45 + p8 * 0.04) * (0.35 + 2.0 * fresnel)
            * step(0.0, dot(n, u_light_dir));
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
