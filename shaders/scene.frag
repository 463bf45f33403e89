#version 330 core
// Blinn-Phong with a hemisphere ambient and a PCF-filtered shadow map (sampler2DShadow, one
// hardware 2x2 comparison). Colours arrive linear; textures are decoded and the result encoded
// with gamma 2.0 (x*x, sqrt): close to sRGB and much cheaper than pow() on llvmpipe.
uniform int u_mode;             // 0 plain colour, 1 albedo texture * colour, 2 atlas ink over colour
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
uniform float u_shininess;
uniform float u_shadow_bias;

in vec3 v_world;
in vec3 v_normal;
in vec2 v_uv;
in vec3 v_colour;
in vec3 v_ink;
in vec4 v_light;

out vec4 f_colour;

float lit_fraction(float n_dot_l) {
    vec3 p = v_light.xyz / v_light.w * 0.5 + 0.5;
    if (p.z >= 1.0 || any(lessThan(p.xy, vec2(0.0))) || any(greaterThan(p.xy, vec2(1.0)))) {
        return 1.0;
    }
    float bias = u_shadow_bias * (1.0 + 2.0 * (1.0 - n_dot_l));
    // One tap of the hardware 2x2 comparison (bilinear PCF): llvmpipe's cost is mostly texture
    // fetches, and 4 taps cost a sixth of the frame for edges that looked the same.
    return texture(u_shadow, vec3(p.xy, p.z - bias));
}

void main() {
    vec3 n = normalize(v_normal);
    if (!gl_FrontFacing) n = -n;
    vec3 albedo = v_colour;
    if (u_mode == 1) {
        vec3 tex = texture(u_albedo, v_uv * u_uv_scale).rgb;
        albedo *= tex * tex;
    } else if (u_mode == 2) {
        float ink = texture(u_atlas, v_uv).r;
        albedo = mix(albedo, v_ink, ink);
    }
    float n_dot_l = max(dot(n, u_light_dir), 0.0);
    float shadow = n_dot_l > 0.0 ? lit_fraction(n_dot_l) : 0.0;
    vec3 view_dir = normalize(u_eye - v_world);
    vec3 half_dir = normalize(u_light_dir + view_dir);
    float spec = n_dot_l > 0.0 ? pow(max(dot(n, half_dir), 0.0), u_shininess) * u_specular : 0.0;
    vec3 ambient = mix(u_ground, u_sky, n.z * 0.5 + 0.5);
    vec3 colour = albedo * (ambient + u_light_colour * n_dot_l * shadow)
        + u_light_colour * spec * shadow;
    f_colour = vec4(sqrt(clamp(colour, 0.0, 1.0)), 1.0);
}
