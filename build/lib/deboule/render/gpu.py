"""The GL pieces the renderer is built from: shader sources with includes and defines, uniforms,
meshes on the GPU (indexed, instanced, for several programs), the baked table surfaces split
each frame into shadowed and plain cells, and a table's static meshes."""

from __future__ import annotations

import ctypes
import ctypes.util
import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from importlib.resources import files

import moderngl
import numpy as np

from deboule.render.lighting import LIGHT_DIR
from deboule.render.scene import Drawable, SceneError

# the data package: a checkout's deboule/data/shaders/ or the installed copy
SHADERS_DIR = files("deboule.data.shaders")

INSTANCE_FLOATS = 23  # mat4 model (16) + colour (3) + ink (3) + pattern (1)
INSTANCE_FORMAT = "16f 3f 3f 1f/i"
INSTANCE_NAMES = ("i_model", "i_colour", "i_ink", "i_pattern")
VERTEX_FORMAT = "3f 3f 2f 3f"
VERTEX_NAMES = ("in_position", "in_normal", "in_uv", "in_colour")

_GL_FLUSH: list = []


def gl_flush() -> None:
    """glFlush on the current context: what was drawn goes to llvmpipe's raster threads now,
    not at the next draw that samples it (which waits for them) or at the swap; the Python
    that runs before that draw then overlaps them (docs/rendering.md, "Flush, then work").
    Only a hint: where no GL library is found it does nothing."""
    if not _GL_FLUSH:
        flush = None
        for name in ("OpenGL", "GL"):
            found = ctypes.util.find_library(name)
            if found:
                try:
                    flush = ctypes.CDLL(found).glFlush
                    break
                except (OSError, AttributeError):
                    continue
        _GL_FLUSH.append(flush)
    if _GL_FLUSH[0] is not None:
        _GL_FLUSH[0]()


def load_shader(name: str, defines: Iterable[str] = ()) -> str:
    """GLSL source of deboule/data/shaders/<name>, with `#include "file"` lines replaced by that
    file (its own #version line dropped) and `#define NAME` lines added after the #version line."""
    path = SHADERS_DIR / name
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise FileNotFoundError(f"shader {name!r} not found in {SHADERS_DIR}") from exc
    text = re.sub(r'^#include "([^"]+)"\s*$', lambda m: load_shader(m.group(1)), text,
                  flags=re.MULTILINE)
    lines = text.splitlines()
    version = [k for k, line in enumerate(lines) if line.startswith("#version")]
    at = version[0] + 1 if version else 0
    extra = [f"#define {name}" for name in defines]
    return "\n".join(lines[:at] + extra + lines[at:]) + "\n"


def srgb_to_linear(rgb) -> np.ndarray:
    return np.asarray(rgb, dtype=np.float64) ** 2.0  # gamma 2.0, matching the shaders


def set_uniform(prog, name: str, value) -> None:
    """Set a uniform if the compiled program kept it (unused uniforms are optimised away)."""
    try:
        # a lookup, not `name in prog`: moderngl's Program has no __contains__, so `in` walks
        # its members one by one (~300 steps a frame)
        member = prog[name]
    except KeyError:
        return
    if isinstance(value, bytes):
        member.write(value)
    else:
        member.value = value


def mat_bytes(matrix: np.ndarray) -> bytes:
    """numpy row-major 4x4 -> GL column-major float32 bytes."""
    return np.ascontiguousarray(matrix.T, dtype=np.float32).tobytes()


class GpuMesh:
    """A vertex buffer with a per-instance buffer and its vertex arrays for several programs."""

    def __init__(self, ctx, data: np.ndarray, programs: dict, max_instances: int,
                 static: bool = False):
        self.max_instances = max_instances
        # indexed: a vertex shared by several triangles is shaded once (llvmpipe's vertex cache),
        # and vertex work is a large part of a frame on a CPU
        unique, index = np.unique(np.ascontiguousarray(data, dtype=np.float32), axis=0,
                                  return_inverse=True)
        self.vertex_count = len(unique)
        self.index_count = len(index)
        self.vbo = ctx.buffer(np.ascontiguousarray(unique, dtype=np.float32).tobytes())
        self.index = ctx.buffer(np.asarray(index, dtype=np.uint32).reshape(-1).tobytes())
        self.ibo = ctx.buffer(reserve=max_instances * INSTANCE_FLOATS * 4, dynamic=True)
        # one piece drawn again after the others in the same frame (the x-ray marker) reads its
        # row from a buffer of its own: rewriting the shared one while the frame's earlier draws
        # still use it would make llvmpipe draw everything queued first and wait
        self.solo_ibo = ctx.buffer(reserve=INSTANCE_FLOATS * 4, dynamic=True)
        # the shadow pass redraws only the pieces over the part of the map being redrawn: its
        # rows are a subset, kept apart from the lit pass's
        self.shadow_ibo = ctx.buffer(reserve=max_instances * INSTANCE_FLOATS * 4, dynamic=True)
        self.vaos = {}
        for key, prog in programs.items():
            if key == "xray":
                content = [(self.vbo, VERTEX_FORMAT, *VERTEX_NAMES),
                           (self.solo_ibo, INSTANCE_FORMAT, *INSTANCE_NAMES)]
            elif key == "shadow":
                content = [(self.vbo, "3f 32x", "in_position"),
                           (self.shadow_ibo if not static else self.ibo, "16f 28x/i",
                            "i_model")]
            elif static:  # world-space vertices, deboule/data/shaders/static.vert
                content = [(self.vbo, VERTEX_FORMAT, *VERTEX_NAMES)]
            else:
                content = [(self.vbo, VERTEX_FORMAT, *VERTEX_NAMES),
                           (self.ibo, INSTANCE_FORMAT, *INSTANCE_NAMES)]
            self.vaos[key] = ctx.vertex_array(prog, content, index_buffer=self.index,
                                              index_element_size=4, skip_errors=True)
        self.static = static
        self.instances = 0
        self.shadow_instances = 0

    def set_instances(self, rows: np.ndarray) -> None:
        if len(rows) > self.max_instances:
            raise SceneError(f"too many pieces of one kind ({len(rows)} > {self.max_instances})")
        self.instances = len(rows)
        if self.instances:
            self.ibo.write(np.ascontiguousarray(rows, dtype=np.float32).tobytes())

    def set_shadow_instances(self, rows: np.ndarray) -> None:
        """The rows the shadow pass draws (a subset of `set_instances`' rows)."""
        self.shadow_instances = len(rows)
        if self.shadow_instances:
            self.shadow_ibo.write(np.ascontiguousarray(rows, dtype=np.float32).tobytes())

    def render(self, program: str, instances: int | None = None) -> None:
        if instances is not None:
            count = instances
        elif program == "shadow" and not self.static:  # a static mesh's one row serves all
            count = self.shadow_instances
        else:
            count = self.instances
        if count:
            self.vaos[program].render(moderngl.TRIANGLES, instances=count)

    def render_one(self, program: str, row: np.ndarray) -> None:
        """Draw one instance (a row of `set_instances`) with `program`, whose vertex array reads
        the solo buffer (the x-ray's)."""
        self.solo_ibo.write(np.ascontiguousarray(row, dtype=np.float32).reshape(-1).tobytes())
        self.vaos[program].render(moderngl.TRIANGLES, instances=1)

    def release(self) -> None:
        for obj in (*self.vaos.values(), self.vbo, self.index, self.ibo, self.solo_ibo,
                    self.shadow_ibo):
            obj.release()


class SplitGrid:
    """A baked surface made of a grid of cells (6 vertices each, in order), drawn in two parts
    each frame: the cells a shadow can fall on with the shadow-receiving program, the others
    without the shadow tap (a third of the table's cost on llvmpipe, where an `if` around the
    tap would not save it). The rails' shadows are always possible; the pieces' are found each
    frame from their bounding spheres and the light's direction."""

    def __init__(self, ctx, data: np.ndarray, shadowed, plain, casters: np.ndarray,
                 reach: float = 0.006):
        data = np.ascontiguousarray(data, dtype=np.float32)
        unique, inverse = np.unique(data, axis=0, return_inverse=True)
        cells = len(data) // 6
        self.cell_indices = np.asarray(inverse, dtype=np.uint32).reshape(cells, 6)
        xy = data[:, :2].reshape(cells, 6, 2).astype(np.float64)
        self.lo, self.hi = xy.min(axis=1), xy.max(axis=1)
        self.z = float(data[0, 2])
        self.reach = reach
        self._layout = self._grid()
        self.vbo = ctx.buffer(unique.tobytes())
        self.index = {key: ctx.buffer(reserve=cells * 6 * 4, dynamic=True)
                      for key in ("shadowed", "plain")}
        content = [(self.vbo, VERTEX_FORMAT, *VERTEX_NAMES)]
        self.vaos = {key: ctx.vertex_array(prog, content, index_buffer=self.index[key],
                                           index_element_size=4, skip_errors=True)
                     for key, prog in (("shadowed", shadowed), ("plain", plain))}
        self.counts = {"shadowed": 0, "plain": 0}
        self._key: bytes | None = None
        # where the static casters' shadows can fall: each triangle and its image sent down
        # the light onto the surface
        points = np.asarray(casters[:, :3], dtype=np.float64)
        drop = points[:, :2] - LIGHT_DIR[None, :2] / LIGHT_DIR[2] * (
            np.maximum(points[:, 2:3] - self.z, 0.0))
        both = np.concatenate([points[:, :2].reshape(-1, 3, 2), drop.reshape(-1, 3, 2)], axis=1)
        self.static = self._cells_touched(both.min(axis=1) - self.reach,
                                          both.max(axis=1) + self.reach)

    def _grid(self) -> tuple[list[np.ndarray], np.ndarray] | None:
        """The cells as columns and rows of a regular grid: ([edges in x, edges in y], each
        cell's (column, row)), or None when they are not one."""
        edges, places = [], []
        for axis in (0, 1):
            cuts = np.unique(np.concatenate([self.lo[:, axis], self.hi[:, axis]]))
            first = np.searchsorted(cuts, self.lo[:, axis])
            if not np.array_equal(np.searchsorted(cuts, self.hi[:, axis]), first + 1):
                return None
            edges.append(cuts)
            places.append(first)
        return edges, np.stack(places, axis=1)

    def _cells_touched(self, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
        """The cells whose box overlaps any of the boxes (lo, hi): (N, 2) each."""
        lo, hi = np.asarray(lo, dtype=np.float64), np.asarray(hi, dtype=np.float64)
        if self._layout is None:
            overlap = (self.lo[None] <= hi[:, None]) & (self.hi[None] >= lo[:, None])
            return np.all(overlap, axis=2).any(axis=0)
        # on a grid: the columns and the rows each box spans, then the cells at both
        (xs, ys), places = self._layout
        columns = (xs[None, :-1] <= hi[:, :1]) & (xs[None, 1:] >= lo[:, :1])  # (boxes, nx)
        rows = (ys[None, :-1] <= hi[:, 1:]) & (ys[None, 1:] >= lo[:, 1:])  # (boxes, ny)
        spanned = columns.T.astype(np.int32) @ rows.astype(np.int32) > 0  # (nx, ny)
        return spanned[places[:, 0], places[:, 1]]

    def split(self, items: Sequence[Drawable], everywhere: bool = False) -> None:
        """Choose the cells that need the shadow tap for these pieces (all with everywhere)."""
        # each piece's bounding sphere, sent down the light onto the surface: all at once
        slope = LIGHT_DIR[:2] / LIGHT_DIR[2]
        centres = np.array([item.position for item in items], dtype=np.float64).reshape(-1, 3)
        radii = np.array([bounding_radius(item) for item in items], dtype=np.float64)
        low = np.maximum(centres[:, 2] - radii - self.z, 0.0)
        high = centres[:, 2] + radii - self.z
        above = high > 0.0
        near = centres[:, :2] - slope * low[:, None]
        far = centres[:, :2] - slope * high[:, None]
        lo = (np.minimum(near, far) - radii[:, None] - self.reach)[above]
        hi = (np.maximum(near, far) + radii[:, None] + self.reach)[above]
        key = np.concatenate([lo, hi]).round(4).tobytes() + bytes([everywhere])
        if key == self._key:
            return
        self._key = key
        hit = self.static | (self._cells_touched(lo, hi) if len(lo) else False) | everywhere
        for name, mask in (("shadowed", hit), ("plain", ~hit)):
            indices = self.cell_indices[mask].reshape(-1)
            self.counts[name] = len(indices)
            if len(indices):
                self.index[name].write(indices.tobytes())

    def render(self) -> None:
        for name, vao in self.vaos.items():
            if self.counts[name]:
                vao.render(moderngl.TRIANGLES, vertices=self.counts[name])

    def release(self) -> None:
        for obj in (*self.vaos.values(), *self.index.values(), self.vbo):
            obj.release()


def static_row(colour=(1.0, 1.0, 1.0)) -> np.ndarray:
    row = np.zeros((1, INSTANCE_FLOATS), dtype=np.float32)
    row[0, :16] = np.eye(4).reshape(-1)
    row[0, 16:19] = colour
    return row


@dataclass
class StaticScene:
    """The GL side of a furniture.TableScene: meshes and baked textures."""

    prelit: GpuMesh
    casters: GpuMesh
    room: GpuMesh
    surfaces: list  # (mesh, baked texture)

    def release(self) -> None:
        self.prelit.release()
        self.casters.release()
        self.room.release()
        for mesh, texture in self.surfaces:
            mesh.release()
            texture.release()


def bounding_radius(item: Drawable) -> float:
    if item.kind == "tower":
        return math.hypot(item.size, item.height / 2.0)
    return item.size * 0.87
