// Shared by the lit programs (included by game.render.renderer.load_shader).
// Colours are linear with gamma 2.0 (RENDERING R3). The filmic curve below compresses bright
// faces instead of clipping them: a lit top face is never blown out. It is applied to the
// brightest channel and the colour scaled with it, so a lit die keeps its hue and saturation
// (a curve per channel washes bright colours towards white; one on the luminance lets a
// saturated red pass 1 and clip), and its shading and patterns stay visible. One curve, not three.
uniform float u_exposure;

vec3 to_screen(vec3 linear) {
    float top = max(max(linear.r, linear.g), linear.b) * u_exposure;
    float x = max(top, 1e-5);
    float mapped = (x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14);
    return sqrt(clamp(linear * (u_exposure * mapped / x), 0.0, 1.0));
}

float hash12(vec2 p) {
    vec3 q = fract(vec3(p.xyx) * 0.1031);
    q += dot(q, q.yzx + 33.33);
    return fract((q.x + q.y) * q.z);
}

float value_noise(vec2 p) {
    vec2 i = floor(p);
    vec2 f = fract(p);
    f = f * f * (3.0 - 2.0 * f);
    float a = hash12(i);
    float b = hash12(i + vec2(1.0, 0.0));
    float c = hash12(i + vec2(0.0, 1.0));
    float d = hash12(i + vec2(1.0, 1.0));
    return mix(mix(a, b, f.x), mix(c, d, f.x), f.y);
}

float fbm(vec2 p) {
    float sum = 0.0;
    float amp = 0.5;
    for (int k = 0; k < 4; k++) {
        sum += amp * value_noise(p);
        p = p * 2.03 + vec2(17.1, 9.7);
        amp *= 0.5;
    }
    return sum;
}
