#version 330 core
// The static scene, compiled once per kind (llvmpipe runs every branch of an `if`):
// BAKED: a baked surface (table top, felt: colour and light baked by bake.frag; here only the
// pieces' shadows and the varnish highlight); PRELIT: a wooden part (grain tile x the stain and
// light baked per vertex); ROOM: the room (the baked texel as it is). RECEIVE: darkened where the
// pieces' shadow map says so.
#include "common.glsl"

uniform sampler2D u_albedo;
uniform sampler2D u_baked;
uniform sampler2DShadow u_shadow;
uniform vec3 u_light_dir;
uniform vec3 u_light_colour;
uniform vec3 u_eye;
uniform float u_gloss;          // prelit parts' varnish
uniform float u_shade;          // screen brightness left in a piece's shadow
uniform vec3 u_highlight;       // the lamp's colour on screen
uniform float u_shadow_bias;
uniform float u_shell_alpha;

in vec3 v_world;
in vec3 v_normal;
in vec2 v_uv;
in vec3 v_colour;
in vec4 v_light;

out vec4 f_colour;

float lit_fraction() {
    vec3 p = v_light.xyz / v_light.w * 0.5 + 0.5;
    if (p.z >= 1.0 || any(lessThan(p.xy, vec2(0.0))) || any(greaterThan(p.xy, vec2(1.0)))) {
        return 1.0;
    }
    return texture(u_shadow, vec3(p.xy, p.z - u_shadow_bias));
}

void main() {
#if defined(ROOM)
    f_colour = vec4(v_colour, 1.0);
#else
    // colours here are screen colours: the baked texel and the prelit vertex colour are already
    // lit and tone-mapped (bake.frag, game.render.lighting.prelit_screen), which spares the
    // biggest surfaces of the frame the per-pixel light
#if defined(BAKED)
    vec4 baked = texture(u_baked, v_uv);
    vec3 colour = baked.rgb;
    float gloss = baked.a;
#else
    vec3 colour = texture(u_albedo, v_uv).rgb * v_colour;
    float gloss = u_gloss;
#endif
    vec3 n = normalize(v_normal);
    float n_dot_l = dot(n, u_light_dir);
    float lit = 1.0;
#if defined(RECEIVE)
    lit = n_dot_l > 0.0 ? lit_fraction() : 1.0;
    colour *= mix(u_shade, 1.0, lit);
#endif
    // varnish: a tight highlight and a broad sheen, stronger at grazing angles
    vec3 view_dir = normalize(u_eye - v_world);
    vec3 half_dir = normalize(u_light_dir + view_dir);
    float n_h = max(dot(n, half_dir), 0.0);
    float p8 = n_h * n_h; p8 *= p8; p8 *= p8;
    float p64 = p8 * p8; p64 *= p64; p64 *= p64;
    float grazing = 1.0 - max(dot(n, view_dir), 0.0);
    float g2 = grazing * grazing;
    float fresnel = 0.04 + 0.96 * g2 * g2 * grazing;
    float spec = (p64 * 0.45 + p8 * 0.04) * gloss * lit * (0.35 + 2.0 * fresnel);
    f_colour = vec4(min(colour + u_highlight * spec * step(0.0, n_dot_l), vec3(1.0)), 1.0);
#if defined(SHELL)
    f_colour.a = u_shell_alpha;  // the soft silhouette, blended over what lies behind
#endif
#endif
}
