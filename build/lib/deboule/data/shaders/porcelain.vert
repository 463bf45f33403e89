#version 330 core
// The porcelain cup and saucer of L'Enculette (game/render/porcelain.py).
uniform mat4 u_mvp;
uniform mat4 u_model;
uniform mat3 u_normal;
in vec3 in_position;
in vec3 in_normal;
out vec3 v_world;
out vec3 v_normal;
out vec3 v_local;
void main() {
    v_world = (u_model * vec4(in_position, 1.0)).xyz;
    v_normal = u_normal * in_normal;
    v_local = in_position;
    gl_Position = u_mvp * vec4(in_position, 1.0);
}
