#version 330 core
// Multiplied over the frame (blend ZERO, ONE_MINUS_SRC_ALPHA): darkest at the piece's foot.
in vec2 v_q;
flat in vec2 v_params;
out vec4 f_colour;

void main() {
    vec2 a = abs(v_q);
    float d = v_params.y > 0.5 ? length(v_q) : sqrt(sqrt(a.x * a.x * a.x * a.x + a.y * a.y * a.y * a.y));
    float falloff = 1.0 - smoothstep(0.30, 1.0, d);
    f_colour = vec4(0.0, 0.0, 0.0, v_params.x * falloff * falloff);
}
