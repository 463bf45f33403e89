"""Text in regions: the HUD drawer every screen shares (pyglet side of deboule.screens.layout).

A screen lays out its regions (`Rect`s) from the window size, then hands each region its lines:
`Hud.block` wraps every line to the region's width, stacks the lines from the top (or keeps the
newest at the bottom, for logs) and drops what does not fit, ending the last line shown with
"…". Sizes are points at 1280 × 720, scaled with the window (`Hud.pt`). Every label drawn is
recorded with its region and box (TextCache.drawn) so tests can check that nothing overlaps.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

from deboule.screens.base import PANEL_ALPHA, WHITE
from deboule.screens.layout import (
    ELLIPSIS,
    Rect,
    fit_lines,
    font_size,
    line_height,
    shorten,
    ui_scale,
    window_rect,
)


def text_width(text: str, size: int, bold: bool = False) -> float:
    """The width pyglet gives a one-line label of `text` in the HUD's font (`content_width`),
    from the font's glyphs: the sum of their advances, each rounded as pyglet's layout rounds
    it. A label made only to be measured costs ~1 ms (its layout and vertex lists); a new log
    line wrapped word by word made 40–100 of them in one frame (a visible stall)."""
    # loaded on first use, not with this module: pyglet (1 ms)
    import pyglet

    font = pyglet.font.load(None, size, weight="bold" if bold else "normal")
    glyphs, positions = font.get_glyphs(text)
    return float(sum(round(glyph.advance + position.x_advance)
                     for glyph, position in zip(glyphs, positions, strict=True)))


@functools.lru_cache(maxsize=256)
def font_extent(size: int, bold: bool = False) -> tuple[int, int]:
    """(ascent, descent) of the HUD's font: a one-line label at baseline b covers the pixels
    from b + descent (descent < 0) to b + ascent (pyglet's `bottom` and `top`)."""
    # loaded on first use, not with this module: pyglet (1 ms)
    import pyglet

    font = pyglet.font.load(None, size, weight="bold" if bold else "normal")
    return int(font.ascent), int(font.descent)


def whole_pixel(y: float) -> int:
    """`y` rounded half up, to whole pixels as labels are placed. Python's `round` (halves to
    even) moved two baselines 17.0 px apart to 16 px apart; the 1e-6 keeps float noise
    (20.4 + 17.0 ...) from choosing the side of a half."""
    return math.floor(y + 0.5 + 1e-6)


def row_baseline(top: float, h: float, size: int, bold: bool = False) -> int:
    """The baseline of a line of `size` in the row of height `h` under `top`: its ink centred,
    and its label's box within the row's whole pixels. A row is about as tall as a small
    font's box (10 pt: 17 px for 17, 9 pt: 15.3 px for 15), so the centred baseline alone,
    rounded, could put the box a pixel into the next row's."""
    em = size * 4 / 3  # pixels (96 dpi)
    # the font's ink runs from 0.24 em below the baseline to 0.93 em above: centred
    baseline = whole_pixel(top - h + (h - 1.17 * em) / 2 + 0.24 * em)
    ascent, descent = font_extent(size, bold)
    return max(min(baseline, whole_pixel(top) - ascent), whole_pixel(top - h) - descent)


@dataclass(frozen=True)
class Line:
    """One line of text for a region; wrapped onto at most `max_lines` lines."""

    text: str
    size: float = 14.0  # points at 1280 × 720
    color: tuple = WHITE
    bold: bool = False
    max_lines: int = 2
    indent: float = 0.0  # points at 1280 × 720


class Hud:
    """Draws lines of text into rectangles, at the window's scale."""

    def __init__(self, app) -> None:
        self.app = app
        self._widths: dict[tuple[str, int, bool], float] = {}
        self._wrapped: dict[tuple, list[str]] = {}
        self._scale_size: tuple[int, int] | None = None
        self._scale = 1.0

    # ------------------------------------------------------------------ scale
    @property
    def window(self) -> Rect:
        return window_rect(*self.app.size)

    @property
    def scale(self) -> float:
        # asked ~75 times a frame (every point size and spacing): worked out once per size
        size = self.app.size
        if size != self._scale_size:
            self._scale_size, self._scale = size, ui_scale(*size)
        return self._scale

    def pt(self, points: float) -> int:
        """A point size at 1280 × 720, at this window's scale."""
        return font_size(points, self.scale)

    def px(self, pixels: float) -> float:
        """A length in pixels at 1280 × 720, at this window's scale."""
        return pixels * self.scale

    def row(self, points: float) -> float:
        """Pixels one line of `points`-sized text takes."""
        return line_height(self.pt(points))

    # ------------------------------------------------------------------ measuring
    def measure(self, text: str, size: int, bold: bool = False) -> float:
        """Width in pixels of `text` in the HUD's font (measured once, then cached)."""
        key = (text, size, bold)
        width = self._widths.get(key)
        if width is None:
            width = text_width(text, size, bold)
            if len(self._widths) > 5000:
                self._widths.clear()
            self._widths[key] = width
        return width

    def wrapped(self, line: Line, width: float) -> list[str]:
        size = self.pt(line.size)
        room = width - self.px(line.indent)
        key = (line.text, size, line.bold, round(room), line.max_lines)
        lines = self._wrapped.get(key)
        if lines is None:  # laid out once, then every frame from the cache
            lines = fit_lines(line.text, room, lambda t: self.measure(t, size, line.bold),
                              line.max_lines)
            if len(self._wrapped) > 2000:
                self._wrapped.clear()
            self._wrapped[key] = lines
        return lines

    def fit(self, text: str, points: float, width: float, bold: bool = False) -> str:
        """One line of `text` shortened with "…" to `width` pixels."""
        size = self.pt(points)
        return shorten(text, width, lambda t: self.measure(t, size, bold))

    def height_of(self, lines: list[Line], width: float) -> float:
        """Pixels the lines take once wrapped to `width`."""
        return sum(self.row(line.size) * len(self.wrapped(line, width)) for line in lines)

    # ------------------------------------------------------------------ drawing
    def panel(self, rect: Rect, alpha: int = PANEL_ALPHA) -> None:
        if not rect.empty:
            self.app.text.panel(rect.x, rect.y, rect.w, rect.h, alpha=alpha)

    def text(self, text: str, x: float, y: float, points: float, region: str, **style):
        """One label at (x, y) (anchors as pyglet's), `points` scaled; recorded in `region`."""
        return self.app.text.draw(text, x, y, size=self.pt(points), region=region, **style)

    def block(self, rect: Rect, lines: list[Line], region: str, align: str = "left",
              bottom_up: bool = False) -> Rect:
        """Draw `lines` into `rect`, each wrapped to its width. From the top down; with
        `bottom_up` the last lines are kept (a log: the newest at the bottom). Lines that do
        not fit are dropped and the last line shown ends with "…". The area used is returned."""
        if rect.empty:
            return Rect(rect.x, rect.top, rect.w, 0.0)
        groups = [[(text, line) for text in self.wrapped(line, rect.w)] for line in lines]
        if bottom_up:  # whole lines from the last one up, as many as fit
            kept, total = [], 0.0
            for group in reversed(groups):
                h = sum(self.row(line.size) for _, line in group)
                if total + h > rect.h + 0.5:
                    break
                kept[:0] = group
                total += h
            rows = kept
            top = rect.y + total
        else:
            kept, total = [], 0.0
            for text, line in (row for group in groups for row in group):
                h = self.row(line.size)
                if total + h > rect.h + 0.5 and kept:  # the first line is always shown
                    if kept:
                        last_text, last_line = kept[-1]
                        kept[-1] = (self._ended(last_text, last_line, rect.w), last_line)
                    break
                kept.append((text, line))
                total += h
            rows = kept
            top = rect.top
        y = top
        for text, line in rows:
            h = self.row(line.size)
            size = self.pt(line.size)
            baseline = row_baseline(y, h, size, line.bold)
            indent = self.px(line.indent)
            if align == "center":
                x, anchor = rect.centre_x, "center"
            elif align == "right":
                x, anchor = rect.right, "right"
            else:
                x, anchor = rect.x + indent, "left"
            self.app.text.draw(text, x, baseline, size=size, color=line.color, bold=line.bold,
                               anchor_x=anchor, region=region)
            y -= h
        return Rect(rect.x, y, rect.w, top - y)

    def _ended(self, text: str, line: Line, width: float) -> str:
        """The last line shown of a block cut short: it ends with "…"."""
        if text.endswith(ELLIPSIS):
            return text
        size = self.pt(line.size)
        room = width - self.px(line.indent)
        # "text …" when it fits, else cut at a word and ended with "…"
        return shorten(f"{text} {ELLIPSIS}", room, lambda t: self.measure(t, size, line.bold))
