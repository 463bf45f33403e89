"""Bakes the static surfaces of a table into textures, once, on the GPU
(deboule/data/shaders/bake.frag).

What never moves is lit once: the table top's planks, inlays, worn varnish and the occlusion
along its rails; the felt and its dark edges; the tavern table under the piste. The runtime
shader then fetches one texel for the biggest surface of the frame (llvmpipe's cost is mostly
texture fetches), and the pieces' shadows and the varnish highlight are added at run time.
"""

from __future__ import annotations

import moderngl
import numpy as np

from deboule.render import furniture
from deboule.render.furniture import Surface, TableScene
from deboule.render.lighting import uniforms as light_uniforms
from deboule.render.shapes import GRAIN_TILE_METRES

RECIPES = {"deboule_top": 0, "tavern_top": 1, "felt": 2}


def _set(prog, name: str, value) -> None:
    if name in prog:
        prog[name].value = value


def baked_size(surface: Surface, scale: float = 1.0) -> tuple[int, int]:
    """The texture size `surface` is baked at, at this quality's scale."""
    return max(16, int(surface.size[0] * scale)), max(16, int(surface.size[1] * scale))


def bake_surface(ctx: moderngl.Context, prog, quad_vao, scene: TableScene, surface: Surface,
                 scale: float = 1.0) -> moderngl.Texture:
    """One surface of `scene` baked into a new mipmapped RGBA texture (the caller frees it)."""
    width, height = baked_size(surface, scale)
    texture = ctx.texture((width, height), 4)
    fbo = ctx.framebuffer(color_attachments=[texture])
    try:
        x0, y0, x1, y1 = surface.rect
        values = {
            "u_recipe": RECIPES[surface.recipe],
            "u_rect": (x0, y0, x1, y1),
            "u_texel": ((x1 - x0) / width, (y1 - y0) / height),
            "u_grain": 0,
            "u_felt": 1,
            "u_tile": GRAIN_TILE_METRES,
            "u_box_height": furniture.TRAY_WALL_H + furniture.TRAY_BASE,
            **light_uniforms(),
        }
        if scene.name == "deboule":
            values["u_box_rect"] = (0.0, 0.0, 0.0, 0.0)
        else:
            bx = furniture.TRAY_HX + furniture.TRAY_WALL_T
            by = furniture.TRAY_HY + furniture.TRAY_WALL_T
            values["u_box_rect"] = (-bx, -by, bx, by)
        for name, value in values.items():
            _set(prog, name, value)
        fbo.use()
        fbo.viewport = (0, 0, width, height)
        ctx.disable(moderngl.DEPTH_TEST | moderngl.CULL_FACE | moderngl.BLEND)
        quad_vao.render(moderngl.TRIANGLES)
    finally:
        fbo.release()
    return finish_baked(texture)


def finish_baked(texture: moderngl.Texture, mipmaps: bool = True) -> moderngl.Texture:
    """A baked surface's texture made ready to draw: its mipmaps (unless it has them: one
    uploaded from the disk, deboule/render/prebuilt.py), its filter, clamped."""
    if mipmaps:
        texture.build_mipmaps()
    texture.filter = (moderngl.LINEAR_MIPMAP_NEAREST, moderngl.LINEAR)
    texture.repeat_x = texture.repeat_y = False
    return texture


def fullscreen_triangle(ctx: moderngl.Context):
    """A buffer of one triangle covering clip space (2 floats per vertex)."""
    return ctx.buffer(np.array([-1.0, -1.0, 3.0, -1.0, -1.0, 3.0], dtype=np.float32).tobytes())
