#version 330 core
// A piece seen through what hides it (drawn where the depth test says it is behind): a glowing
// silhouette, brightest along its rim.
uniform vec4 u_colour;
uniform vec3 u_eye;
in vec3 v_world;
in vec3 v_normal;
out vec4 f_colour;

void main() {
    vec3 n = normalize(v_normal);
    float rim = 1.0 - abs(dot(n, normalize(u_eye - v_world)));
    f_colour = vec4(u_colour.rgb, u_colour.a * (0.45 + 0.55 * rim));
}
