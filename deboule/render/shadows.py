"""The pieces' shadow map: a depth texture seen down the light, fitted round each table, kept
from frame to frame and redrawn only inside the light-space box of the pieces that moved (their
place before and after). The renderer (deboule/render/renderer.py) owns one and samples it."""

from __future__ import annotations

import math
from collections.abc import Sequence

import moderngl
import numpy as np

from deboule.render import furniture
from deboule.render.camera import look_at, orthographic
from deboule.render.gpu import GpuMesh, StaticScene, bounding_radius, mat_bytes, set_uniform
from deboule.render.lighting import LIGHT_DIR
from deboule.render.scene import Drawable

# Shadow casting volume per table: (lo, hi) corners in world metres, a margin round the table's
# play area and the piste's inside (the physics' sizes: furniture reads them).
SHADOW_BOUNDS = {
    "deboule": ((-0.06, -(furniture.HALF_W + 0.06), -0.03),
                (furniture.LENGTH + 0.06, furniture.HALF_W + 0.06, 0.25)),
    "tray": ((-(furniture.TRAY_HX + 0.03), -(furniture.TRAY_HY + 0.03), -0.02),
             (furniture.TRAY_HX + 0.03, furniture.TRAY_HY + 0.03, 0.25)),
}


def light_fit(table: str, aspect: float | None = None) -> tuple[np.ndarray, float]:
    """(light view-projection, height/width aspect of its footprint) for a table.

    The light's up vector is world +y, so the table's length lies along the shadow map's width
    and a wide, short map keeps square texels. With `aspect`, the footprint is padded to it.
    """
    lo, hi = (np.asarray(v) for v in SHADOW_BOUNDS[table])
    centre = (lo + hi) / 2.0
    view = look_at(centre + LIGHT_DIR * 3.0, centre, (0.0, 1.0, 0.0))
    corners = np.array(
        [[x, y, z, 1.0] for x in (lo[0], hi[0]) for y in (lo[1], hi[1]) for z in (lo[2], hi[2])]
    )
    local = (view @ corners.T).T[:, :3]
    mins, maxs = local.min(axis=0), local.max(axis=0)
    width, height = maxs[0] - mins[0], maxs[1] - mins[1]
    if aspect is not None:
        mid_x, mid_y = (mins[0] + maxs[0]) / 2.0, (mins[1] + maxs[1]) / 2.0
        width, height = max(width, height / aspect), max(height, width * aspect)
        mins[0], maxs[0] = mid_x - width / 2.0, mid_x + width / 2.0
        mins[1], maxs[1] = mid_y - height / 2.0, mid_y + height / 2.0
    proj = orthographic(mins[0], maxs[0], mins[1], maxs[1], -maxs[2] - 0.01, -mins[2] + 0.01)
    return proj @ view, float(height / width)


class ShadowMap:
    """The shadow map of `shadow_size` texels across, drawn with `shadow_prog` (the renderer's
    depth-only program). `stats` counts full, partial and skipped redraws (the renderer's)."""

    def __init__(self, ctx: moderngl.Context, shadow_size: int, shadow_prog,
                 stats: dict[str, int]) -> None:
        self.ctx = ctx
        self.shadow_prog = shadow_prog
        self.stats = stats
        # a wide map for the long table: the same texel size as shadow_size² with less memory
        # to clear and fetch; the tray's smaller footprint is padded to the same aspect
        short = int(math.ceil(shadow_size * light_fit("deboule")[1] / 64.0) * 64)
        self.shape = (shadow_size, min(short, shadow_size))
        self.aspect = self.shape[1] / self.shape[0]
        self.texture = ctx.depth_texture(self.shape)
        self.texture.compare_func = "<="
        self.texture.filter = (moderngl.LINEAR, moderngl.LINEAR)
        self.texture.repeat_x = False
        self.texture.repeat_y = False
        self.framebuffer = ctx.framebuffer(depth_attachment=self.texture)
        self._table: str | None = None
        self._light_fits: dict[str, np.ndarray] = {}
        self._items: dict[str, tuple[bytes, np.ndarray, float]] = {}

    def light_view_projection(self, table: str) -> np.ndarray:
        """Orthographic light matrix fitted around the table's shadow volume (fixed per table:
        computed once)."""
        fitted = self._light_fits.get(table)
        if fitted is None:
            fitted = self._light_fits[table] = light_fit(table, self.aspect)[0]
        return fitted

    def update(self, table: str, items: Sequence[Drawable], light_vp: np.ndarray,
               static: StaticScene, pieces: dict[str, GpuMesh],
               groups: dict[str, list[Drawable]], rows: dict[str, np.ndarray]) -> None:
        """Redraw the shadow map inside the light-space box of the pieces that moved (their
        place before and after), or all of it when the table changed. Only the pieces whose
        shadow falls in that box are drawn again (`groups` and their instance `rows`, by mesh):
        every piece's vertices cost CPU work even where the box clips all its pixels."""
        current: dict[str, tuple[bytes, np.ndarray, float]] = {}
        shown: dict[str, int] = {}
        for k, item in enumerate(items):
            # one id may be drawn twice (a die thrown again: where it lies and in the hand),
            # each place kept: with one per id, the die's old place left the redrawn box once
            # it flew, and its shadow stayed there with no die
            key = f"#{k}" if item.id is None else f"{item.id}/{shown.get(item.id, 0)}"
            if item.id is not None:
                shown[item.id] = shown.get(item.id, 0) + 1
            pose = (item.kind, item.size, item.height, item.position, item.quaternion)
            current[key] = (repr(pose).encode(), np.asarray(item.position, dtype=np.float64),
                            bounding_radius(item))
        width, height = self.shape
        if table != self._table:
            box = (0, 0, width, height)
            self.stats["shadow_full"] += 1
        else:
            moved = [current[k] for k in current
                     if k not in self._items or self._items[k][0] != current[k][0]]
            moved += [self._items[k] for k in self._items
                      if k not in current or self._items[k][0] != current[k][0]]
            if not moved:
                self.stats["shadow_skipped"] += 1
                return
            box = self._light_box(moved, light_vp)
            self.stats["shadow_partial"] += 1
        self._table = table
        self._items = current
        if box is None:
            return
        ctx = self.ctx
        fbo = self.framebuffer
        fbo.use()
        fbo.viewport = (0, 0, width, height)
        fbo.clear(depth=1.0, viewport=box)
        fbo.scissor = box
        ctx.enable_only(moderngl.DEPTH_TEST)
        ctx.polygon_offset = (1.6, 4.0)
        set_uniform(self.shadow_prog, "u_light_view_proj", mat_bytes(light_vp))
        static.casters.render("shadow")
        for key, mesh in pieces.items():
            inside = self._in_light_box(groups[key], light_vp, box)
            mesh.set_shadow_instances(rows[key][inside])
            mesh.render("shadow")
        ctx.polygon_offset = (0.0, 0.0)
        fbo.scissor = None

    def _texel_boxes(self, centres, radii, light_vp: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(lo, hi) corners, in shadow-map texels (N, 2), of bounding spheres seen down the
        light, without margin."""
        centres = np.asarray(centres, dtype=np.float64).reshape(-1, 3)
        radii = np.asarray(radii, dtype=np.float64).reshape(-1, 1)
        scale = np.linalg.norm(light_vp[:2, :3], axis=1)  # NDC units per metre in x, y
        ndc = centres @ light_vp[:2, :3].T + light_vp[:2, 3]
        texels = np.array(self.shape, dtype=np.float64)
        return (((ndc - radii * scale) * 0.5 + 0.5) * texels,
                ((ndc + radii * scale) * 0.5 + 0.5) * texels)

    def _light_box(self, moved, light_vp: np.ndarray) -> tuple[int, int, int, int] | None:
        """Texel box (x, y, w, h) of the shadow map covering these pieces' bounding spheres
        (two texels of margin)."""
        width, height = self.shape
        lo, hi = self._texel_boxes([centre for _, centre, _ in moved],
                                   [radius for _, _, radius in moved], light_vp)
        x0 = max(0, int(math.floor(lo[:, 0].min())) - 2)
        y0 = max(0, int(math.floor(lo[:, 1].min())) - 2)
        x1 = min(width, int(math.ceil(hi[:, 0].max())) + 2)
        y1 = min(height, int(math.ceil(hi[:, 1].max())) + 2)
        if x1 <= x0 or y1 <= y0:
            return None
        return (x0, y0, x1 - x0, y1 - y0)

    def _in_light_box(self, group: Sequence[Drawable], light_vp: np.ndarray,
                      box: tuple[int, int, int, int]) -> np.ndarray:
        """Which pieces of `group` cast into the texel box (x, y, w, h) of the shadow map (two
        texels of margin, as `_light_box`)."""
        if not group:
            return np.zeros(0, dtype=bool)
        lo, hi = self._texel_boxes([item.position for item in group],
                                   [bounding_radius(item) for item in group], light_vp)
        x0, y0, w, h = box
        return ((hi[:, 0] + 2.0 >= x0) & (lo[:, 0] - 2.0 <= x0 + w)
                & (hi[:, 1] + 2.0 >= y0) & (lo[:, 1] - 2.0 <= y0 + h))

    def invalidate(self) -> None:
        """Force the next frame to redraw the whole shadow map (e.g. after a context loss)."""
        self._table = None
        self._items = {}

    def release(self) -> None:
        """Free the framebuffer and its depth texture."""
        self.framebuffer.release()
        self.texture.release()
