#version 330 core
// The pieces: dice (face atlas: ink and an engraved groove), turned towers (wood grain), plain.
// Compiled once per kind (MODE_ATLAS, MODE_TEXTURE or neither): llvmpipe runs every branch of
// an `if`, even on a uniform, so the kinds are not chosen at run time.
// Lambert + hemisphere ambient + a Schlick-Fresnel highlight (faces seen from above stay matt,
// edges catch the light), one hardware PCF tap of the pieces' shadow map, the filmic curve.
#include "common.glsl"

uniform sampler2D u_albedo;
uniform sampler2D u_atlas;
uniform sampler2DShadow u_shadow;
uniform float u_uv_scale;
uniform vec3 u_light_dir;       // unit vector towards the light
uniform vec3 u_light_colour;
uniform vec3 u_sky;
uniform vec3 u_ground;
uniform vec3 u_eye;
uniform float u_specular;
uniform float u_shadow_bias;
uniform float u_shell_alpha;

in vec3 v_world;
in vec3 v_normal;
in vec2 v_uv;
in vec3 v_colour;
in vec3 v_ink;
in vec4 v_light;
flat in float v_pattern;

out vec4 f_colour;

float lit_fraction(float n_dot_l) {
    vec3 p = v_light.xyz / v_light.w * 0.5 + 0.5;
    if (p.z >= 1.0 || any(lessThan(p.xy, vec2(0.0))) || any(greaterThan(p.xy, vec2(1.0)))) {
        return 1.0;
    }
    float bias = u_shadow_bias * (1.0 + 2.0 * (1.0 - n_dot_l));
    return texture(u_shadow, vec3(p.xy, p.z - bias));
}

// colour-blind cue on the ground of a face: 1 stripes, 2 dots, 3 checks, 4 none
float pattern(vec2 uv) {
    vec2 q = fract(uv * vec2(4.0, 3.0)) * 2.0 - 1.0;  // -1..1 across the face's atlas cell
    if (v_pattern < 1.5) return step(0.55, fract((q.x + q.y) * 2.2));
    if (v_pattern < 2.5) return step(length(fract(q * 2.0 + 0.5) - 0.5), 0.2);
    if (v_pattern < 3.5) return mod(floor(q.x * 2.5 + 8.0) + floor(q.y * 2.5 + 8.0), 2.0);
    return 0.0;
}

void main() {
    vec3 n = normalize(v_normal);
    if (!gl_FrontFacing) n = -n;
    vec3 albedo = v_colour;
#if defined(MODE_TEXTURE)
    vec3 tex = texture(u_albedo, v_uv * u_uv_scale).rgb;
    albedo *= tex * tex;
#elif defined(MODE_ATLAS)
    vec2 mark = texture(u_atlas, v_uv).rg;
    if (v_pattern > 0.5) albedo *= 1.0 - 0.5 * pattern(v_uv);
    albedo = mix(albedo, v_ink, mark.r);
    albedo *= 1.0 - 0.6 * mark.g;  // the groove around an engraved symbol
#endif
    float n_dot_l = dot(n, u_light_dir);
    float shadow = n_dot_l > 0.0 ? lit_fraction(n_dot_l) : 0.0;
    n_dot_l = max(n_dot_l, 0.0);
    vec3 view_dir = normalize(u_eye - v_world);
    vec3 half_dir = normalize(u_light_dir + view_dir);
    float n_h = max(dot(n, half_dir), 0.0);
    float p8 = n_h * n_h; p8 *= p8; p8 *= p8;
    float p64 = p8 * p8; p64 *= p64; p64 *= p64;
    float grazing = 1.0 - max(dot(n, view_dir), 0.0);
    float g2 = grazing * grazing;
    float fresnel = 0.04 + 0.96 * g2 * g2 * grazing;
    float spec = (p64 * 0.9 + p8 * 0.05) * u_specular * (0.1 + 3.0 * fresnel);
    // pieces low on the table get less of the room's light (contact occlusion)
    float low = 0.62 + 0.38 * smoothstep(0.0, 0.014, v_world.z);
    vec3 ambient = mix(u_ground, u_sky, n.z * 0.5 + 0.5) * low;
    vec3 colour = albedo * (ambient + u_light_colour * n_dot_l * shadow)
        + u_light_colour * spec * shadow * step(0.0, n_dot_l);
    f_colour = vec4(to_screen(colour), 1.0);
#if defined(SHELL)
    f_colour.a = u_shell_alpha;  // the soft silhouette, blended over what lies behind
#endif
}
