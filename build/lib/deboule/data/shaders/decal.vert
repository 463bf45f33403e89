#version 330 core
// Contact shadows: a soft dark footprint under each piece, lying on the surface below it.
uniform mat4 u_view_proj;
in vec2 in_corner;          // -1..1
in vec3 i_centre;
in vec4 i_axes;             // the two half-axes of the footprint in the plane (x, y) (x, y)
in vec2 i_params;           // strength, shape (0 rounded square, 1 disc)
out vec2 v_q;
flat out vec2 v_params;

void main() {
    v_q = in_corner;
    v_params = i_params;
    vec3 world = i_centre + vec3(i_axes.xy * in_corner.x + i_axes.zw * in_corner.y, 0.0);
    gl_Position = u_view_proj * vec4(world, 1.0);
}
