"""The overlays drawn over a frame: soft contact shadows under the pieces, highlight rings, the aim
arrow with its scale, and a small piece's top face enlarged above it (a badge). They own their
programs and buffers; the renderer calls them in its blended pass."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import moderngl
import numpy as np

from deboule.render import meshes
from deboule.render.camera import Camera
from deboule.render.faces import face_table
from deboule.render.gpu import mat_bytes, set_uniform
from deboule.render.scene import AimArrow, Drawable, Highlight
from deboule.render.textures import atlas_uv_rect
from deboule.spatial import quat_to_mat, up_axis

DECAL_FLOATS = 9  # centre (3), half-axes (4), strength, shape


class Overlays:
    """The overlays' GL objects for one context; `program(vertex, fragment)` compiles shaders."""

    def __init__(self, ctx: moderngl.Context, program: Callable, max_instances: int) -> None:
        self.ctx = ctx
        self.overlay_prog = program("overlay.vert", "overlay.frag")
        self.decal_prog = program("decal.vert", "decal.frag")
        self.badge_prog = program("badge.vert", "badge.frag")
        quad = np.array([-1, -1, 1, -1, 1, 1, -1, -1, 1, 1, -1, 1], dtype=np.float32)
        self._decal_corners = ctx.buffer(quad.tobytes())
        self._decal_ibo = ctx.buffer(reserve=max_instances * 2 * DECAL_FLOATS * 4, dynamic=True)
        self.decal_vao = ctx.vertex_array(self.decal_prog, [
            (self._decal_corners, "2f", "in_corner"),
            (self._decal_ibo, "3f 4f 2f/i", "i_centre", "i_axes", "i_params"),
        ])
        self.badge_vao = ctx.vertex_array(self.badge_prog, [])
        ring_vbo = ctx.buffer(meshes.ring(0.78, 1.0).tobytes())
        arrow_vbo = ctx.buffer(meshes.arrow_2d().tobytes())
        square = np.array([[0, -0.5, 0], [1, -0.5, 0], [1, 0.5, 0], [0, -0.5, 0], [1, 0.5, 0],
                           [0, 0.5, 0]], dtype=np.float32)
        tick_vbo = ctx.buffer(np.hstack([square, np.zeros((6, 8), np.float32)]).tobytes())
        self._buffers = [ring_vbo, arrow_vbo, tick_vbo]
        self.tick_vao = ctx.vertex_array(self.overlay_prog, [(tick_vbo, "3f 32x", "in_position")])
        self.ring_vao = ctx.vertex_array(self.overlay_prog, [(ring_vbo, "3f 32x", "in_position")])
        self.arrow_vao = ctx.vertex_array(
            self.overlay_prog, [(arrow_vbo, "3f 32x", "in_position")]
        )

    def decal_rows(self, items: Sequence[Drawable]) -> np.ndarray | None:
        """The soft dark footprints where pieces touch the surface under them, one instance row
        each (None when there is none): worked out apart from `draw_decals`, so that the
        renderer can do it while the rasteriser draws the shadow map."""
        towers = [t for t in items if t.kind == "tower"]
        rows = []
        for item in items:
            x, y, z = item.position
            rotation = quat_to_mat(item.quaternion)
            if item.kind == "tower":
                if rotation[2, 2] < 0.9:  # a fallen tower lies on its side
                    continue
                radius = item.size * 1.5
                rows.append([x, y, 0.0004, radius, 0.0, 0.0, radius, 0.32, 1.0])
                continue
            half = item.size / 2.0
            bottom = z - half * float(np.abs(rotation[2]).sum())
            surface = 0.0
            for tower in towers:
                top = tower.position[2] + tower.height / 2.0
                if math.hypot(x - tower.position[0], y - tower.position[1]) < tower.size * 1.2 \
                        and bottom > top - 0.01:
                    surface = top
            lift = max(bottom - surface, 0.0)
            # 0.75 at the foot, reaching 0.9 of a side from the centre: with 0.55 and 0.78 the
            # wood at a die's edge was darkened by a seventh only, and dice looked set on the
            # table rather than resting on it (seen in the thrower's view, 2026-11-25)
            strength = 0.75 * max(0.0, 1.0 - lift / item.size)
            if strength <= 0.01:
                continue
            ax = rotation[:2, 0]
            norm = float(np.hypot(*ax))
            ax = ax / norm if norm > 1e-6 else np.array([1.0, 0.0])
            reach = item.size * 0.9
            rows.append([x, y, surface + 0.0004, ax[0] * reach, ax[1] * reach,
                         -ax[1] * reach, ax[0] * reach, strength, 0.0])
        if not rows:
            return None
        return np.asarray(rows, dtype=np.float32)[: self._decal_ibo.size // (DECAL_FLOATS * 4)]

    def draw_decals(self, data: np.ndarray | None, view_proj: np.ndarray) -> None:
        """Draw the footprints of `decal_rows`."""
        if data is None:
            return
        self._decal_ibo.write(data.tobytes())
        set_uniform(self.decal_prog, "u_view_proj", mat_bytes(view_proj))
        self.ctx.blend_func = moderngl.ZERO, moderngl.ONE_MINUS_SRC_ALPHA
        self.decal_vao.render(moderngl.TRIANGLES, instances=len(data))

    def draw_badge(self, item: Drawable, rgb, camera: Camera, size: tuple[int, int],
                   pixel_scale: float = 1.0) -> None:
        """The piece's top face, enlarged, just above it on screen (at least 22 window pixels:
        `pixel_scale` frame pixels per window pixel)."""
        faces = face_table()["deboule" if item.kind == "deboule" else "numbered"]
        cell = atlas_uv_rect(faces[up_axis(quat_to_mat(item.quaternion))[0]])
        x, y, z = item.position
        pixel = camera.project((x, y, z + item.size), size)[0]
        if not np.all(np.isfinite(pixel)):
            return
        width, height = size
        side = max(22.0 * pixel_scale, 0.042 * height)
        cx, cy = pixel[0], pixel[1] - side * 0.9
        rect = ((cx - side / 2) / width * 2 - 1, 1 - (cy + side / 2) / height * 2,
                (cx + side / 2) / width * 2 - 1, 1 - (cy - side / 2) / height * 2)
        prog = self.badge_prog
        set_uniform(prog, "u_rect", rect)
        set_uniform(prog, "u_cell", cell)
        set_uniform(prog, "u_body", tuple(float(c) for c in rgb))
        set_uniform(prog, "u_ink", tuple(float(c) for c in item.ink_rgb))
        self.ctx.disable(moderngl.DEPTH_TEST | moderngl.CULL_FACE)
        self.ctx.enable(moderngl.BLEND)
        self.ctx.blend_func = moderngl.SRC_ALPHA, moderngl.ONE_MINUS_SRC_ALPHA
        self.badge_vao.render(moderngl.TRIANGLE_STRIP, vertices=4)

    def draw_ring(self, ring: Highlight, view_proj: np.ndarray) -> None:
        model = np.diag([ring.radius, ring.radius, 1.0, 1.0])
        model[:3, 3] = (ring.position[0], ring.position[1], ring.position[2] + 0.0015)
        set_uniform(self.overlay_prog, "u_mvp", mat_bytes(view_proj @ model))
        set_uniform(self.overlay_prog, "u_colour", tuple(ring.colour))
        self.ring_vao.render(moderngl.TRIANGLES)

    def draw_aim(self, aim: AimArrow, view_proj: np.ndarray) -> None:
        angle = math.atan2(aim.direction[1], aim.direction[0])
        c, s = math.cos(angle), math.sin(angle)
        length, width = aim.length, 0.12
        model = np.array(
            [
                [c * length, -s * width, 0.0, aim.start[0]],
                [s * length, c * width, 0.0, aim.start[1]],
                [0.0, 0.0, 1.0, aim.start[2] + 0.002],
                [0.0, 0.0, 0.0, 1.0],
            ]
        )
        set_uniform(self.overlay_prog, "u_mvp", mat_bytes(view_proj @ model))
        set_uniform(self.overlay_prog, "u_colour", aim.colour)
        self.arrow_vao.render(moderngl.TRIANGLES)
        if aim.reach is None:
            return
        # the scale: a tick every 10 cm, and a ring where the throw should come to rest
        dark = (0.08, 0.06, 0.04, 0.8)
        ticks = int(aim.length / 0.10 + 1e-9)
        for k in range(1, ticks + 1):
            along = 0.10 * k
            tick = np.array([
                [c * 0.004, -s * 0.030, 0.0, aim.start[0] + c * along],
                [s * 0.004, c * 0.030, 0.0, aim.start[1] + s * along],
                [0.0, 0.0, 1.0, aim.start[2] + 0.0025],
                [0.0, 0.0, 0.0, 1.0],
            ])
            set_uniform(self.overlay_prog, "u_mvp", mat_bytes(view_proj @ tick))
            set_uniform(self.overlay_prog, "u_colour", dark)
            self.tick_vao.render(moderngl.TRIANGLES)
        self.draw_ring(Highlight(aim.end, 0.03, aim.colour), view_proj)

    def release(self) -> None:
        for obj in (self.ring_vao, self.arrow_vao, self.tick_vao, *self._buffers, self.decal_vao,
                    self._decal_corners, self._decal_ibo, self.badge_vao, self.overlay_prog,
                    self.decal_prog, self.badge_prog):
            obj.release()
