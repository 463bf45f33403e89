"""Where things go on screen, as rectangles computed from the window size (no pyglet here).

Every screen lays itself out from the current window size on every frame: each kind of
information gets its own region (a `Rect`), regions are carved out of the window by cutting
strips off its sides, and text is fitted into its region (wrapped, then shortened with "…" as
a last resort) by `fit_lines`. Because regions are plain rectangles, tests check at any size
that they lie inside the window and never overlap (issue 10: a HUD that never overlaps).

Coordinates are pyglet's: pixels from the bottom left of the window.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

BASE_HEIGHT = 720  # the height the HUD's point sizes are written for
BASE_WIDTH = 1280
MIN_SCALE, MAX_SCALE = 0.72, 2.2
ELLIPSIS = "…"


@dataclass(frozen=True)
class Rect:
    """A rectangle: bottom-left corner (x, y), width w and height h, in pixels."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def top(self) -> float:
        return self.y + self.h

    @property
    def centre_x(self) -> float:
        return self.x + self.w / 2

    @property
    def centre_y(self) -> float:
        return self.y + self.h / 2

    @property
    def empty(self) -> bool:
        return self.w <= 0 or self.h <= 0

    def intersects(self, other: Rect) -> bool:
        """True when the two share some area (touching edges do not count)."""
        return (min(self.right, other.right) - max(self.x, other.x) > 0.5
                and min(self.top, other.top) - max(self.y, other.y) > 0.5)

    def inside(self, other: Rect, slack: float = 0.5) -> bool:
        """True when this rectangle lies within `other` (to `slack` pixels)."""
        return (self.x >= other.x - slack and self.y >= other.y - slack
                and self.right <= other.right + slack and self.top <= other.top + slack)

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px < self.right and self.y <= py < self.top

    def inset(self, dx: float, dy: float | None = None) -> Rect:
        dy = dx if dy is None else dy
        return Rect(self.x + dx, self.y + dy, max(0.0, self.w - 2 * dx),
                    max(0.0, self.h - 2 * dy))

    # Cutting a strip off one side: (the strip, what is left). A strip never takes more than
    # the rectangle holds.
    def cut_top(self, h: float) -> tuple[Rect, Rect]:
        h = min(max(0.0, h), self.h)
        return Rect(self.x, self.top - h, self.w, h), Rect(self.x, self.y, self.w, self.h - h)

    def cut_bottom(self, h: float) -> tuple[Rect, Rect]:
        h = min(max(0.0, h), self.h)
        return Rect(self.x, self.y, self.w, h), Rect(self.x, self.y + h, self.w, self.h - h)

    def cut_left(self, w: float) -> tuple[Rect, Rect]:
        w = min(max(0.0, w), self.w)
        return Rect(self.x, self.y, w, self.h), Rect(self.x + w, self.y, self.w - w, self.h)

    def cut_right(self, w: float) -> tuple[Rect, Rect]:
        w = min(max(0.0, w), self.w)
        return Rect(self.right - w, self.y, w, self.h), Rect(self.x, self.y, self.w - w, self.h)

    def rounded(self) -> tuple[int, int, int, int]:
        """(x, y, w, h) as whole pixels (a GL viewport)."""
        x, y = round(self.x), round(self.y)
        return x, y, max(1, round(self.right) - x), max(1, round(self.top) - y)


def window_rect(width: float, height: float) -> Rect:
    return Rect(0.0, 0.0, float(width), float(height))


def ui_scale(width: float, height: float) -> float:
    """How much bigger than at 1280 × 720 the HUD's text and spacing are drawn: text follows
    the window's height, and a narrow window shrinks it so that lines still fit across."""
    scale = min(height / BASE_HEIGHT, width / (BASE_WIDTH * 0.86))
    return max(MIN_SCALE, min(MAX_SCALE, scale))


def font_size(points: float, scale: float) -> int:
    """A HUD point size at this scale (never unreadably small)."""
    return max(9, round(points * scale))


def line_height(size: int) -> float:
    """Pixels from one baseline to the next for text of `size` points: at 96 dpi 1 pt is 4/3 px,
    and the HUD's font (DejaVu Sans) reaches 1.17 em from its lowest to its highest ink; a
    little leading keeps lines' boxes apart."""
    return size * 1.7


def overlaps(rects: Iterable[tuple[str, Rect]]) -> list[tuple[str, str]]:
    """The pairs of named rectangles that overlap (for tests and debugging)."""
    items = list(rects)
    found = []
    for i, (name_a, a) in enumerate(items):
        for name_b, b in items[i + 1:]:
            if a.intersects(b):
                found.append((name_a, name_b))
    return found


Measure = Callable[[str], float]


def shorten(text: str, max_px: float, measure: Measure) -> str:
    """`text` cut at a word (or, for one long word, a letter) and ended with "…" to fit."""
    if measure(text) <= max_px:
        return text
    words = text.split(" ")
    while len(words) > 1:
        words.pop()
        candidate = " ".join(words).rstrip(" ,;:—-") + ELLIPSIS
        if measure(candidate) <= max_px:
            return candidate
    word = words[0]
    while len(word) > 1:
        word = word[:-1]
        if measure(word + ELLIPSIS) <= max_px:
            return word + ELLIPSIS
    return ELLIPSIS


# French typography's spaced marks: never alone at a line's start ("»", "!"...) or end ("«")
CLOSING_MARKS = frozenset({"»", "!", "?", ":", ";"})


def words_kept_together(text: str) -> list[str]:
    """The words of `text` for wrapping, each French guillemet and spaced mark kept with its
    word ("« Docteur »" never breaks after "«" nor before "»")."""
    words: list[str] = []
    for word in text.split(" "):
        if words and (words[-1] == "«" or words[-1].endswith(" «") or word in CLOSING_MARKS):
            words[-1] = f"{words[-1]} {word}"
        else:
            words.append(word)
    return words


def wrap(text: str, max_px: float, measure: Measure) -> list[str]:
    """Greedy word wrap of one paragraph; a word too long for a line is shortened."""
    lines: list[str] = []
    current = ""
    for word in words_kept_together(text):
        candidate = word if not current else f"{current} {word}"
        if not current or measure(candidate) <= max_px:
            current = candidate
            continue
        lines.append(current)
        current = word
    lines.append(current)
    return [line if measure(line) <= max_px else shorten(line, max_px, measure)
            for line in lines]


def fit_lines(text: str, max_px: float, measure: Measure, max_lines: int = 3) -> list[str]:
    """`text` wrapped to `max_px`, on at most `max_lines` lines; what does not fit ends the
    last line with "…". Explicit newlines start new lines."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        lines.extend(wrap(paragraph, max_px, measure))
    if max_lines < 1:
        return []
    if len(lines) > max_lines:
        last = " ".join(lines[max_lines - 1:])
        lines = [*lines[:max_lines - 1], shorten(last, max_px, measure)]
    return lines


def stack(rect: Rect, heights: list[float], gap: float = 0.0) -> list[Rect]:
    """Rows of the given heights from the top of `rect` down (rows that do not fit are
    empty rectangles at the bottom edge)."""
    rows, top = [], rect.top
    for h in heights:
        bottom = max(rect.y, top - h)
        rows.append(Rect(rect.x, bottom, rect.w, max(0.0, top - bottom)))
        top = bottom - gap
    return rows
