"""The rules' pictures drawn once into offscreen textures by the window's own renderer, kept,
and copied to the window every frame (a blit: no 3D work while the page only scrolls).

A picture is rendered at the pixel size it is shown at (crisp at every window size), when the
screen asks for it (as it scrolls into view), one a frame so that the menu never stalls on a
CPU rasteriser. The flat marks over a picture (measured distances, Chamot's cards, the arrow
between a before and an after, values under dice) are pyglet shapes and labels drawn into the
same texture."""

from __future__ import annotations

import math
from collections import OrderedDict

import moderngl
import numpy as np

from deboule.render.illustrations import CardRow, Pane, Picture
from deboule.render.picture_book import picture

BACKGROUND = (0.06, 0.05, 0.04)
MAX_PIXELS = 12_000_000  # kept pictures' pixels (≈ 48 MB of colour): older ones are freed
PAPER, MAJ_PAPER, EDGE, CHOSEN, INK = ((246, 240, 222), (226, 206, 150), (70, 50, 30),
                                       (255, 200, 60), (30, 24, 20))
CARD_RATIO = 0.72  # as Chamot's screen (deboule/games/chamot/layout.py)


class PictureCache:
    """Pictures by (id, size): each a colour texture in a framebuffer to blit from."""

    def __init__(self, app) -> None:
        self.app = app
        self._kept: OrderedDict[tuple[str, int, int], tuple] = OrderedDict()
        self.rendered = 0  # pictures drawn so far (tests: each only once)

    def ready(self, name: str, size: tuple[int, int]) -> bool:
        return (name, *size) in self._kept

    def render(self, name: str, size: tuple[int, int]) -> None:
        """Draw picture `name` at `size` (pixels) into a texture of its own."""
        key = (name, *size)
        if key in self._kept:
            return
        ctx = self.app.ctx
        texture = ctx.texture(size, 4)
        depth = ctx.depth_renderbuffer(size)
        drawing = ctx.framebuffer(color_attachments=[texture], depth_attachment=depth)
        try:
            self._draw(picture(name), drawing, size)
        finally:
            drawing.release()
            depth.release()  # needed while drawing only
            ctx.screen.use()
            ctx.viewport = (0, 0, *self.app.size)
        self._kept[key] = (ctx.framebuffer(color_attachments=[texture]), texture)
        self.rendered += 1
        self._trim()

    def _trim(self) -> None:
        while len(self._kept) > 1 and sum(k[1] * k[2] for k in self._kept) > MAX_PIXELS:
            _, (framebuffer, texture) = self._kept.popitem(last=False)
            framebuffer.release()
            texture.release()

    def _draw(self, shown: Picture, framebuffer, size: tuple[int, int]) -> None:
        framebuffer.use()
        framebuffer.viewport = (0, 0, *size)
        framebuffer.clear(*BACKGROUND, 1.0, depth=1.0)
        rects = shown.pane_rects(*size)
        for pane, rect in zip(shown.panes, rects, strict=True):
            self.app.renderer.render(framebuffer, pane.drawables, pane.camera, table=pane.table,
                                     highlights=pane.highlights, aim=pane.aim, viewport=rect,
                                     badges=pane.badges)
        self.app.ctx.disable(moderngl.DEPTH_TEST | moderngl.CULL_FACE)
        FlatMarks(self.app, framebuffer, size).draw(shown, rects)

    def blit(self, name: str, size: tuple[int, int], x: float, y: float, clip) -> None:
        """Copy the picture to the window with its bottom-left corner at (x, y), only what
        lies inside `clip` (a Rect: the page's scrolling area)."""
        # loaded on first use, not with this module: pyglet (1 ms)
        from pyglet import gl

        entry = self._kept.get((name, *size))
        if entry is None:
            return
        self._kept.move_to_end((name, *size))
        w, h = size
        x0, y0 = max(round(x), round(clip.x)), max(round(y), round(clip.y))
        x1, y1 = min(round(x) + w, round(clip.right)), min(round(y) + h, round(clip.top))
        if x1 <= x0 or y1 <= y0:
            return
        sx, sy = x0 - round(x), y0 - round(y)
        gl.glBindFramebuffer(gl.GL_READ_FRAMEBUFFER, entry[0].glo)
        gl.glBindFramebuffer(gl.GL_DRAW_FRAMEBUFFER, self.app.ctx.screen.glo)
        gl.glBlitFramebuffer(sx, sy, sx + x1 - x0, sy + y1 - y0, x0, y0, x1, y1,
                             gl.GL_COLOR_BUFFER_BIT, gl.GL_NEAREST)
        self.app.ctx.screen.use()

    def image(self, name: str, size: tuple[int, int]) -> np.ndarray:
        """The picture's pixels, (h, w, 3) uint8, top row first (tests); drawn if needed."""
        self.render(name, size)
        framebuffer, _ = self._kept[(name, *size)]
        raw = framebuffer.read(components=3, alignment=1)
        return np.frombuffer(raw, dtype=np.uint8).reshape(size[1], size[0], 3)[::-1].copy()

    def release(self) -> None:
        for framebuffer, texture in self._kept.values():
            framebuffer.release()
            texture.release()
        self._kept.clear()


class FlatMarks:
    """pyglet shapes and labels drawn into a picture's framebuffer, in its own pixels: the
    window's projection is swapped for the picture's for the time it takes."""

    def __init__(self, app, framebuffer, size: tuple[int, int]) -> None:
        self.app, self.framebuffer, self.size = app, framebuffer, size
        self.items: list = []

    def draw(self, shown: Picture, rects) -> None:
        # loaded on first use, not with this module: pyglet (3 ms)
        from pyglet import gl
        from pyglet.math import Mat4

        w, h = self.size
        window = self.app.window
        projection = window.projection
        self.framebuffer.use()
        gl.glViewport(0, 0, w, h)
        window.projection = Mat4.orthogonal_projection(0, w, 0, h, -255, 255)
        try:
            for pane, rect in zip(shown.panes, rects, strict=True):
                self.pane(pane, rect)
            if len(rects) == 2:
                self.between(rects[0], rects[1])
            for item in self.items:
                item.draw()
        finally:
            window.projection = projection
            for item in self.items:
                item.delete()

    # ------------------------------------------------------------------ pieces of marks
    def pane(self, pane: Pane, rect) -> None:
        x, y, w, h = rect
        for segment in pane.segments:
            (ax, ay), (bx, by) = self.project(pane, rect, [(*segment.start, 0.012),
                                                           (*segment.end, 0.012)])
            colour = (255, 214, 90, 255) if segment.counted else (235, 235, 235, 230)
            self.line(ax, ay, bx, by, max(2.0, h / 150), colour)
        for text, point in pane.labels:
            (px, py), = self.project(pane, rect, [point])
            self.label(text, px, py, max(9, round(h * 0.055)), (250, 245, 230, 255))
        card_h = pane.card_height * h
        for row in pane.cards:
            self.cards(row, x, y, w, h, card_h)
        for (ax, ay), (bx, by) in pane.arrows:
            self.arrow(x + ax * w, y + ay * h, x + bx * w, y + by * h, max(3.0, h / 60))

    def project(self, pane: Pane, rect, points) -> list[tuple[float, float]]:
        x, y, w, h = rect
        pixels = pane.camera.project(points, (w, h))
        return [(x + float(px), y + h - float(py)) for px, py in pixels]

    def cards(self, row: CardRow, x: float, y: float, w: float, h: float, card_h: float
              ) -> None:
        # loaded on first use, not with this module: pyglet (1 ms)
        import pyglet

        card_w = card_h * CARD_RATIO
        left, bottom = x + row.at[0] * w, y + row.at[1] * h
        if row.label:
            self.label(row.label, left, bottom + card_h / 2, max(9, round(card_h * 0.3)),
                       (255, 255, 255, 255))
            left += card_h * 0.55
        for k, card in enumerate(row.cards):
            cx = left + k * card_w * (0.36 if row.stacked else 1.08)
            border = max(1, round(card_w * 0.06))
            self.items.append(pyglet.shapes.BorderedRectangle(
                round(cx), round(bottom), round(card_w), round(card_h), border=border,
                color=MAJ_PAPER if card.maj else PAPER,
                border_color=CHOSEN if card.marked else EDGE))
            peeking = row.stacked and k < len(row.cards) - 1  # covered but its left edge
            self.label(card.letter, cx + card_w * (0.16 if peeking else 0.5), bottom + card_h / 2,
                       max(9, round(card_h * 0.36 * 0.75)), (*INK, 255), bold=True)

    def between(self, before, after) -> None:
        """The arrow from a before to its after, in the gap between them."""
        gap_x = before[0] + before[2]
        mid = (gap_x + after[0]) / 2
        span = (after[0] - gap_x) * 0.8
        self.arrow(mid - span / 2, before[3] / 2, mid + span / 2, before[3] / 2,
                   max(3.0, span / 6), (255, 214, 90, 255))

    # ------------------------------------------------------------------ shapes
    def line(self, ax, ay, bx, by, thickness, colour) -> None:
        # loaded on first use, not with this module: pyglet (1 ms)
        import pyglet

        self.items.append(pyglet.shapes.Line(ax, ay, bx, by, thickness=thickness,
                                             color=colour))

    def arrow(self, ax, ay, bx, by, thickness, colour=(255, 214, 90, 255)) -> None:
        # loaded on first use, not with this module: pyglet (1 ms)
        import pyglet

        length = math.hypot(bx - ax, by - ay) or 1.0
        ux, uy = (bx - ax) / length, (by - ay) / length
        head = min(length * 0.45, thickness * 3.2)
        sx, sy = bx - ux * head, by - uy * head
        self.line(ax, ay, sx, sy, thickness, colour)
        nx, ny = -uy * head * 0.6, ux * head * 0.6
        self.items.append(pyglet.shapes.Triangle(bx, by, sx + nx, sy + ny, sx - nx, sy - ny,
                                                 color=colour))

    def label(self, text: str, x: float, y: float, size: int, colour, bold: bool = False
              ) -> None:
        # loaded on first use, not with this module: pyglet (2 ms)
        import pyglet

        self.items.append(pyglet.text.Label(text, x=round(x), y=round(y), font_size=size,
                                            color=colour, anchor_x="center",
                                            anchor_y="center",
                                            weight="bold" if bold else "normal"))
