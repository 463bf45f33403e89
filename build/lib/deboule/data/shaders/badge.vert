#version 330 core
// A badge in screen space (no buffers: the corners come from gl_VertexID, a triangle strip).
uniform vec4 u_rect;        // NDC x0, y0, x1, y1
out vec2 v_q;

void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float((gl_VertexID >> 1) & 1));
    v_q = corner * 2.0 - 1.0;
    gl_Position = vec4(mix(u_rect.xy, u_rect.zw, corner), 0.0, 1.0);
}
