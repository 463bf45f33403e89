"""The scale-up of a moving camera's smaller frame to the whole window, with the HUD's panels
laid on in the same pass.

At quality low a moving camera's 3D frame is drawn at half the window's size and scaled up
(Renderer.upscale). The HUD's dark translucent panels (its bands across the window, the
choices, the measure) lie over that frame; blended by the HUD they would cost every pixel of
theirs a second time. Here the window is cut into rectangles (`tint_cells`) along the panels'
edges, and each is drawn with its panels' combined colour as a flat vertex attribute: per pixel
the shader fetches one texel and does one multiply-add. A per-pixel test of each panel's rows
(a loop over uniforms) cost llvmpipe 2.7 times the plain scale-up; the cells cost nothing more.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import moderngl
import numpy as np

from deboule.render.scene import SceneError

# A panel laid on: its box in window pixels (x, y from the bottom left, width, height; whole
# pixels) and its colour and opacity, 0-255, as a translucent panel blended over it looks.
Tint = tuple[tuple[int, int, int, int], tuple[int, int, int, int]]

FLOATS_PER_VERTEX = 6  # clip x, y; premultiplied r, g, b; opacity


def tint_cells(width: int, height: int, tints: Sequence[Tint]) -> np.ndarray:
    """Two triangles for each rectangle of a `width` x `height` window cut along the panels'
    edges: rows of (clip x, clip y, r, g, b, a), where (r, g, b) is the colour the panels over
    that rectangle add (premultiplied, 0..1) and a how much of the frame they hide. Panels
    stack in their order, as blended one over the other; the parts outside the window are
    dropped. Every pixel of the window is in exactly one rectangle."""
    if width <= 0 or height <= 0:
        raise SceneError(f"no window to cover: {width} x {height}")
    boxes = []
    for box, colour in tints:
        x, y, w, h = (int(v) for v in box)
        if len(colour) != 4 or not all(0 <= c <= 255 for c in colour):
            raise SceneError(f"a panel's colour is four values from 0 to 255, got {colour!r}")
        x0, x1 = max(0, x), min(width, x + w)
        y0, y1 = max(0, y), min(height, y + h)
        if x0 < x1 and y0 < y1:
            rgba = np.asarray(colour, dtype=np.float64) / 255.0
            boxes.append((x0, y0, x1, y1, rgba[:3], rgba[3]))
    rows: list[list[float]] = []
    ys = sorted({0, height, *(b[1] for b in boxes), *(b[3] for b in boxes)})
    for y0, y1 in itertools.pairwise(ys):
        across = [b for b in boxes if b[1] <= y0 and y1 <= b[3]]
        xs = sorted({0, width, *(b[0] for b in across), *(b[2] for b in across)})
        for x0, x1 in itertools.pairwise(xs):
            added, hidden = np.zeros(3), 0.0
            for bx0, _, bx1, _, rgb, alpha in across:
                if bx0 <= x0 and x1 <= bx1:  # blended over what is there: c (1 - a) + rgb a
                    added = added * (1.0 - alpha) + rgb * alpha
                    hidden = 1.0 - (1.0 - hidden) * (1.0 - alpha)
            left, right = 2.0 * x0 / width - 1.0, 2.0 * x1 / width - 1.0
            bottom, top = 2.0 * y0 / height - 1.0, 2.0 * y1 / height - 1.0
            tint = [*added, hidden]
            for cx, cy in ((left, bottom), (right, bottom), (right, top),
                           (left, bottom), (right, top), (left, top)):
                rows.append([cx, cy, *tint])
    return np.asarray(rows, dtype=np.float32)


class ScaleUp:
    """The scale-up pass: its program, and a vertex buffer of cells refilled each frame."""

    def __init__(self, ctx: moderngl.Context, program) -> None:
        self.ctx = ctx
        self.prog = program("upscale.vert", "upscale.frag")
        self.prog["u_frame"].value = 0
        self._capacity = 0
        self._buffer = None
        self._vao = None
        self._reserve(64 * 6)  # the HUD's panels need a few dozen cells at most

    def _reserve(self, vertices: int) -> None:
        if vertices <= self._capacity:
            return
        self._release_buffers()
        self._capacity = max(vertices, 2 * self._capacity)
        self._buffer = self.ctx.buffer(reserve=self._capacity * FLOATS_PER_VERTEX * 4,
                                       dynamic=True)
        self._vao = self.ctx.vertex_array(self.prog, [(self._buffer, "2f 4f", "in_position",
                                                       "in_tint")])

    def draw(self, framebuffer, texture, nearest: bool, tints: Sequence[Tint] = ()) -> None:
        """Cover `framebuffer`'s viewport with `texture`, with `tints` laid on."""
        width, height = framebuffer.viewport[2:]
        cells = tint_cells(width, height, tints)
        self._reserve(len(cells))
        self._buffer.write(cells.tobytes())
        framebuffer.use()
        self.ctx.enable_only(moderngl.NOTHING)
        texture.filter = (moderngl.NEAREST, moderngl.NEAREST) if nearest else \
            (moderngl.LINEAR, moderngl.LINEAR)
        texture.use(0)
        self._vao.render(moderngl.TRIANGLES, vertices=len(cells))

    def _release_buffers(self) -> None:
        for obj in (self._vao, self._buffer):
            if obj is not None:
                obj.release()
        self._vao = self._buffer = None

    def release(self) -> None:
        self._release_buffers()
        self.prog.release()
