#version 330 core
uniform vec4 u_colour;
out vec4 f_colour;

void main() {
    f_colour = u_colour;
}
