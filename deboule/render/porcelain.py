"""L'Enculette's Tasse in porcelain: the cup (with its handle) and saucer, painted over the
renderer's frame (deboule/data/shaders/porcelain.vert, deboule/data/shaders/porcelain.frag).

The renderer draws the cup and saucer as two "tower" cylinders (so that they cast shadows and
hide the dice); `PorcelainPainter` then paints the same surfaces over them, depth-tested, with a
glaze, blue bands and a handle. `tasse_parts` places the parts from a Tasse view (its `cup` and
`saucer` poses: position, quaternion) and the physics' Tasse spec.
"""

from __future__ import annotations

import math

import moderngl
import numpy as np

from deboule.render import meshes
from deboule.render.gpu import load_shader
from deboule.render.renderer import LIGHT_DIR
from deboule.spatial import quat_to_mat

PORCELAIN = (0.95, 0.94, 0.90)
BAND = (0.14, 0.27, 0.60)


def _torus(major: float, minor: float, rings: int = 28, sides: int = 12) -> np.ndarray:
    """A torus in the y-z plane (the cup's handle), as 11-float vertices like
    deboule.render.meshes."""
    rows = []
    for i in range(rings):
        for j in range(sides):
            quad = []
            for di, dj in ((0, 0), (1, 0), (1, 1), (0, 1)):
                u = 2 * math.pi * (i + di) / rings
                v = 2 * math.pi * (j + dj) / sides
                centre = np.array([0.0, major * math.cos(u), major * math.sin(u)])
                normal = np.array([math.sin(v), math.cos(v) * math.cos(u),
                                   math.cos(v) * math.sin(u)])
                quad.append((*(centre + minor * normal), *normal))
            for k in (0, 1, 2, 0, 2, 3):
                rows.append([*quad[k], 0.0, 0.0, 1.0, 1.0, 1.0])
    return np.asarray(rows, dtype=np.float32)


def _pose_matrix(pose) -> np.ndarray:
    matrix = np.eye(4)
    matrix[:3, :3] = quat_to_mat(pose[1])
    matrix[:3, 3] = pose[0]
    return matrix


def _translate_scale(offset, scale) -> np.ndarray:
    matrix = np.diag([*scale, 1.0])
    matrix[:3, 3] = offset
    return matrix


def tasse_parts(view, spec) -> list[tuple[str, np.ndarray]]:
    """(part, model matrix) of the saucer, the cup and its handle: unit cylinders / a torus."""
    cup_radius = spec.cup_inner_radius + spec.cup_wall
    cup_height = spec.cup_height + spec.cup_wall
    saucer = _pose_matrix(view.saucer) @ _translate_scale(
        (0.0, 0.0, -spec.saucer_thickness / 2),
        (spec.saucer_radius, spec.saucer_radius, spec.saucer_thickness))
    cup_pose = _pose_matrix(view.cup)
    cup = cup_pose @ _translate_scale((0.0, 0.0, cup_height / 2),
                                      (cup_radius, cup_radius, cup_height))
    handle = cup_pose @ _translate_scale((0.0, -cup_radius - 0.008, cup_height * 0.55),
                                         (1.0, 1.0, 1.0))
    return [("saucer", saucer), ("cup", cup), ("handle", handle)]


class PorcelainPainter:
    """Paints the cup and saucer in porcelain over the renderer's frame (depth-tested)."""

    def __init__(self, ctx) -> None:
        self.ctx = ctx
        self.prog = ctx.program(vertex_shader=load_shader("porcelain.vert"),
                                fragment_shader=load_shader("porcelain.frag"))
        # the renderer's own tower cylinder (28 segments): the same surface, painted over
        cylinder = np.ascontiguousarray(meshes.cylinder(1.0, 1.0, segments=28), dtype=np.float32)
        torus = _torus(0.011, 0.0032)
        self.buffers = [ctx.buffer(cylinder.tobytes()), ctx.buffer(torus.tobytes())]
        layout = "3f 3f 20x"
        self.vaos = {
            "cylinder": ctx.vertex_array(self.prog, [(self.buffers[0], layout, "in_position",
                                                      "in_normal")]),
            "torus": ctx.vertex_array(self.prog, [(self.buffers[1], layout, "in_position",
                                                   "in_normal")]),
        }

    def paint(self, camera, size, views: list, spec) -> None:
        ctx, prog = self.ctx, self.prog
        view_proj = camera.view_projection(size)
        prog["u_light_dir"].value = tuple(float(v) for v in LIGHT_DIR)
        if "u_eye" in prog:
            prog["u_eye"].value = tuple(float(v) for v in camera.eye)
        base = tuple(c * c for c in PORCELAIN)
        band = tuple(c * c for c in BAND)
        ctx.enable_only(moderngl.DEPTH_TEST | moderngl.CULL_FACE)
        ctx.polygon_offset = (-1.0, -4.0)  # win the depth test over the renderer's towers
        for view in views:
            for part, model in tasse_parts(view, spec):
                normal = np.linalg.inv(model[:3, :3]).T
                prog["u_mvp"].write(np.ascontiguousarray((view_proj @ model).T,
                                                         dtype=np.float32).tobytes())
                prog["u_model"].write(np.ascontiguousarray(model.T, dtype=np.float32).tobytes())
                prog["u_normal"].write(np.ascontiguousarray(normal.T,
                                                            dtype=np.float32).tobytes())
                prog["u_base"].value = base
                prog["u_band"].value = band
                prog["u_band_z"].value = (-0.40, -0.31) if part == "cup" else (-9.0, -9.0)
                prog["u_band_r"].value = (0.78, 0.85) if part == "saucer" else (-1.0, -1.0)
                vao = self.vaos["torus" if part == "handle" else "cylinder"]
                vao.render(moderngl.TRIANGLES)
        ctx.polygon_offset = (0.0, 0.0)

    def release(self) -> None:
        for vao in self.vaos.values():
            vao.release()
        for buffer in self.buffers:
            buffer.release()
        self.prog.release()
