#version 330 core
// The porcelain cup and saucer of L'Enculette: a glaze with blue bands (game/render/porcelain.py).
uniform vec3 u_light_dir;
uniform vec3 u_eye;
uniform vec3 u_base;
uniform vec3 u_band;
uniform vec2 u_band_z;  // local height range of a band round the side (unit cylinder)
uniform vec2 u_band_r;  // local radius range of a ring on the flat faces
in vec3 v_world;
in vec3 v_normal;
in vec3 v_local;
out vec4 f_colour;
void main() {
    vec3 n = normalize(v_normal);
    if (!gl_FrontFacing) n = -n;
    float r = length(v_local.xy);
    bool side_band = r > 0.97 && v_local.z > u_band_z.x && v_local.z < u_band_z.y;
    bool ring = abs(v_local.z) > 0.49 && r > u_band_r.x && r < u_band_r.y;
    vec3 albedo = (side_band || ring) ? u_band : u_base;
    float lit = max(dot(n, u_light_dir), 0.0);
    vec3 view_dir = normalize(u_eye - v_world);
    vec3 half_dir = normalize(u_light_dir + view_dir);
    float spec = lit > 0.0 ? pow(max(dot(n, half_dir), 0.0), 90.0) * 0.55 : 0.0;
    vec3 ambient = mix(vec3(0.12, 0.10, 0.09), vec3(0.32, 0.33, 0.36), n.z * 0.5 + 0.5);
    vec3 colour = albedo * (ambient + vec3(1.05, 1.0, 0.92) * lit) + vec3(spec);
    f_colour = vec4(sqrt(clamp(colour, 0.0, 1.0)), 1.0);
}
