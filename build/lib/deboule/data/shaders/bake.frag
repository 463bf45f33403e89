#version 330 core
// Bakes one static surface into a texture, once per table (game/render/bake.py): its colour,
// the light it receives and its ambient occlusion, tone-mapped to the screen, so that the
// runtime shader of the biggest surface of the frame fetches a single texel and adds only the
// pieces' shadows and the varnish highlight. Out: rgb = screen colour, a = varnish gloss.
// Recipes:
//   0 Déboulé table top: oak planks, ebony inlays (réglette, repères), varnish worn at the
//     throwing end, occlusion along the rails;
//   1 tavern table top under the piste: planks, the piste's shadow and occlusion;
//   2 felt of the piste, darker along its walls (gloss 0).
#include "common.glsl"

uniform int u_recipe;
uniform vec4 u_rect;          // world x0, y0, x1, y1 of the texture
uniform vec2 u_texel;         // world size of one texel
uniform sampler2D u_grain;    // wood tile, sRGB, grain along u, one tile = u_tile metres
uniform sampler2D u_felt;
uniform float u_tile;
uniform vec3 u_light_dir;
uniform vec3 u_light_colour;
uniform vec3 u_sky;
uniform vec3 u_ground;
uniform vec4 u_box_rect;      // the piste's outline on the tavern table
uniform float u_box_height;

in vec2 v_uv;
out vec4 f_colour;

const vec3 EBONY = vec3(0.0030, 0.0022, 0.0018);
const vec3 BOXWOOD = vec3(0.50, 0.36, 0.17);

vec3 grain(vec2 uv) {
    vec3 c = texture(u_grain, uv).rgb;
    return c * c;
}

// occlusion of the sky by a wall of height h at horizontal distance d (0.5 at its foot)
float wall_occlusion(float d, float h) {
    d = max(d, 0.0);
    return 0.5 * (1.0 - d / sqrt(d * d + h * h));
}

// distance outside a rectangle (0 inside)
float rect_distance(vec2 p, vec4 r) {
    vec2 q = max(max(r.xy - p, p - r.zw), vec2(0.0));
    return length(q);
}

// 1 inside the rectangle, 0 outside, soft over `soft` metres around its edge
float soft_rect(vec2 p, vec4 r, float soft) {
    vec2 inside = min(p - r.xy, r.zw - p);
    float d = min(inside.x, inside.y);
    return smoothstep(-soft, soft, d);
}

// planks along x, `width` wide from y0; (wood albedo, seam darkening, plank id)
vec3 planks(vec2 p, float width, float y0, float joint_length, out float seam, out float id) {
    float row = (p.y - y0) / width;
    float j = floor(row);
    float fy = row - j;
    float across = fy * width;
    float shift = hash12(vec2(j, 4.7)) * joint_length;
    float along = p.x + shift;
    float k = joint_length > 0.0 ? floor(along / joint_length) : 0.0;
    float fx = joint_length > 0.0 ? along - k * joint_length : 1.0;
    id = hash12(vec2(j * 13.0 + k, 2.1));
    float gap = 0.0007;
    float edge = min(across, width - across);
    float end = joint_length > 0.0 ? min(fx, joint_length - fx) : 1.0;
    float d = min(edge, end);
    seam = mix(0.25, 1.0, smoothstep(0.0, gap + u_texel.x, d))
         * mix(0.86, 1.0, smoothstep(gap, gap + 0.0025, d));  // a small chamfer
    // the tile stretched along the grain: arches as long as a board's figure, not ripples
    vec2 uv = vec2(p.x / (u_tile * 2.6) + id * 11.0, across / u_tile * 0.8 + hash12(vec2(j, 8.3)) * 5.0);
    if (hash12(vec2(j, 1.3)) > 0.5) uv.y = -uv.y;
    vec3 wood = grain(uv);
    float tone = mix(0.82, 1.10, hash12(vec2(id, 5.5)));
    float warm = hash12(vec2(id, 6.6));
    wood *= tone * vec3(1.0, 1.0 - 0.05 * warm, 1.0 - 0.12 * warm);
    wood *= 0.90 + 0.20 * fbm(vec2(p.x * 3.0, p.y * 9.0) + id * 7.0);  // slow colour drift
    return wood;
}

float disc_mask(vec2 p, vec2 c, float r) {
    return 1.0 - smoothstep(r - u_texel.x, r + u_texel.x, length(p - c));
}

vec4 deboule_top(vec2 p) {
    float seam, id;
    vec3 albedo = planks(p, 0.64 / 6.0, -0.32, 0.0, seam, id);
    float gloss = 0.85;
    // varnish rubbed thin at the throwing end and in scuffs
    float worn = 1.0 - smoothstep(0.015, 0.22, p.x);
    float scuff = smoothstep(0.55, 0.80, fbm(p * vec2(14.0, 30.0)));
    gloss *= (1.0 - 0.65 * worn) * (1.0 - 0.45 * scuff);
    albedo = mix(albedo, albedo * 1.22 + vec3(0.012, 0.010, 0.008), 0.55 * worn + 0.2 * scuff);
    albedo *= seam;
    // ebony inlays: the réglette (4 mm strip) and nine repère discs (RULINGS D2, RENDERING R2)
    float reglette = 1.0 - smoothstep(0.002 - u_texel.x, 0.002 + u_texel.x, abs(p.x - 0.10));
    reglette *= step(abs(p.y), 0.30);
    float ring = 0.0, dot_mask = 0.0;
    for (int i = 0; i < 9; i++) {
        vec2 c = vec2(1.2 * (0.4 + 0.2 * float(i / 3)), -0.3 + 0.6 * (0.25 + 0.25 * float(i % 3)));
        dot_mask = max(dot_mask, disc_mask(p, c, 0.005));
        ring = max(ring, disc_mask(p, c, 0.0064));
    }
    albedo = mix(albedo, BOXWOOD * 0.6, clamp(ring - dot_mask, 0.0, 1.0));
    albedo = mix(albedo, EBONY, max(reglette, dot_mask));
    gloss = mix(gloss, 0.95, max(reglette, ring));
    // ambient occlusion along the rails' inner faces (left, right, far)
    float h = 0.03;
    float occ = wall_occlusion(0.30 - p.y, h) + wall_occlusion(p.y + 0.30, h)
              + wall_occlusion(1.20 - p.x, h);
    float ao = clamp(1.0 - 1.1 * occ, 0.25, 1.0);
    float pool = 1.0 - 0.10 * pow(abs(p.x - 0.6) / 0.6, 2.0) - 0.05 * pow(abs(p.y) / 0.3, 2.0);
    vec3 light = u_sky * ao + u_light_colour * u_light_dir.z * pool;
    return vec4(to_screen(albedo * light), gloss);
}

// the key light's shadow of a box (rect r, height h) standing on the surface: p is shaded when
// p + t * L.xy / L.z lies in r for some t in [0, h]; the penumbra widens with t (a lamp, not a
// point). Sampled along t, the softest coverage kept: smooth, no noise.
float box_shadow(vec2 p, vec4 r, float h) {
    vec2 reach = u_light_dir.xy / u_light_dir.z;
    float shade = 0.0;
    for (int s = 0; s <= 16; s++) {
        float t = h * float(s) / 16.0;
        vec2 q = p + reach * t;
        vec2 inside = min(q - r.xy, r.zw - q);
        float d = min(inside.x, inside.y);
        float soft = 0.002 + 0.06 * t;
        shade = max(shade, smoothstep(-soft, soft, d));
    }
    return 1.0 - shade;
}

vec4 tavern_top(vec2 p) {
    float seam, id;
    vec3 albedo = planks(p, 0.92 / 6.0, -0.46, 0.0, seam, id) * seam * 0.9;
    float scuff = smoothstep(0.5, 0.8, fbm(p * vec2(10.0, 22.0)));
    float gloss = 0.55 * (1.0 - 0.5 * scuff);
    float d = rect_distance(p, u_box_rect);
    float ao = clamp(1.0 - 1.2 * wall_occlusion(d, u_box_height), 0.3, 1.0);
    float sun = box_shadow(p, u_box_rect, u_box_height);
    float pool = 1.0 - 0.18 * dot(p / vec2(0.8, 0.46), p / vec2(0.8, 0.46));
    vec3 light = u_sky * ao + u_light_colour * u_light_dir.z * sun * pool;
    return vec4(to_screen(albedo * light), gloss * mix(0.3, 1.0, sun));
}

vec4 felt(vec2 p) {
    vec3 f = texture(u_felt, p / 0.08).rgb;
    vec3 albedo = f * f;
    float h = 0.06;
    float occ = wall_occlusion(0.18 - p.x, h) + wall_occlusion(p.x + 0.18, h)
              + wall_occlusion(0.12 - p.y, h) + wall_occlusion(p.y + 0.12, h);
    float ao = clamp(1.0 - 1.0 * occ, 0.2, 1.0);
    vec3 light = u_sky * ao + u_light_colour * u_light_dir.z;
    return vec4(to_screen(albedo * light), 0.0);
}

void main() {
    vec2 p = mix(u_rect.xy, u_rect.zw, v_uv);
    if (u_recipe == 0) f_colour = deboule_top(p);
    else if (u_recipe == 1) f_colour = tavern_top(p);
    else f_colour = felt(p);
}
