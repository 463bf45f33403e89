#version 330 core
// The top face of a small piece, enlarged over it (the cochondé's number read from afar):
// a rounded square of the piece's colour with a dark border, the face's ink from the atlas.
uniform sampler2D u_atlas;
uniform vec4 u_cell;        // atlas uv rectangle of the face
uniform vec3 u_body;        // screen colours (sRGB)
uniform vec3 u_ink;
in vec2 v_q;
out vec4 f_colour;

void main() {
    vec2 a = abs(v_q);
    float d = sqrt(sqrt(a.x * a.x * a.x * a.x + a.y * a.y * a.y * a.y));
    if (d > 1.0) discard;
    float ink = texture(u_atlas, mix(u_cell.xy, u_cell.zw, clamp(v_q * 0.5 / 0.84 + 0.5, 0.0, 1.0))).r;
    vec3 colour = mix(u_body, u_ink, ink);
    colour = mix(colour, vec3(0.08, 0.06, 0.05), smoothstep(0.80, 0.86, d));
    f_colour = vec4(colour, 1.0 - smoothstep(0.94, 1.0, d));
}
