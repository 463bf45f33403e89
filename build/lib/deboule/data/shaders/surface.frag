#version 330 core
// The static scene, compiled once per kind (llvmpipe runs every branch of an `if`, even on a
// uniform): BAKED: a baked surface (table top, felt: colour, light and occlusion baked by
// bake.frag, tone-mapped); PRELIT: a wooden part (the grain tile x the stain and light baked per
// vertex, tone-mapped: game.render.lighting.prelit_screen); ROOM: the room's vertex colour.
// RECEIVE: darkened where the pieces' shadow map says so. Colours here are screen colours: the
// biggest surfaces of the frame cost one texture fetch, one shadow tap and a multiply-add.
uniform sampler2D u_albedo;
uniform sampler2D u_baked;
uniform sampler2DShadow u_shadow;
uniform float u_gloss;          // prelit parts' varnish
uniform float u_shade;          // screen brightness left in a piece's shadow
uniform float u_shell_alpha;

in vec2 v_uv;
in vec3 v_colour;
in vec3 v_shadow;
in vec3 v_sheen;

out vec4 f_colour;

void main() {
#if defined(ROOM)
    f_colour = vec4(v_colour, 1.0);
#else
#if defined(BAKED)
    vec4 baked = texture(u_baked, v_uv);
    vec3 colour = baked.rgb;
    float gloss = baked.a;
#else
    vec3 colour = texture(u_albedo, v_uv).rgb * v_colour;
    float gloss = u_gloss;
#endif
#if defined(RECEIVE)
    // the map covers the table and its rails; beyond it the cleared border reads as lit
    float lit = texture(u_shadow, v_shadow);
    colour = colour * mix(u_shade, 1.0, lit) + v_sheen * (gloss * lit);
#else
    colour += v_sheen * gloss;
#endif
    f_colour = vec4(min(colour, vec3(1.0)), 1.0);
#if defined(SHELL)
    f_colour.a = u_shell_alpha;  // the soft silhouette, blended over what lies behind
#endif
#endif
}
