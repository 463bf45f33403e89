// Shared by the lit programs (included by game.render.renderer.load_shader).
// Colours are linear with gamma 2.0 (RENDERING R3); the filmic curve below compresses bright
// faces instead of clipping them (a lit top face is never blown out). It is applied to the
// luminance and the colour scaled with it, so that a lit die keeps its hue and saturation (a
// curve per channel washes bright colours towards white), and it is one curve instead of three.
uniform float u_exposure;

vec3 to_screen(vec3 linear) {
    float y = max(dot(linear, vec3(0.2126, 0.7152, 0.0722)) * u_exposure, 1e-5);
    float mapped = (y * (2.51 * y + 0.03)) / (y * (2.43 * y + 0.59) + 0.14);
    vec3 c = linear * (mapped / y * u_exposure);
    // a saturated colour whose brightest channel would pass 1 is scaled down whole: its hue
    // stays (clipping one channel turns a lit red face orange-white)
    float top = max(max(c.r, c.g), c.b);
    return sqrt(c / max(top, 1.0));
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
