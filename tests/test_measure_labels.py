"""The measure view's distance labels (game/deboule/hud.py): the spots are searched for all
candidates at once (`_covers`), which must give what summing `_overlap` one rectangle at a time
gives, to the bit, so the labels land where they always did."""

from __future__ import annotations

import math

import numpy as np

from game.deboule.hud import DebouleHud, _covers, _overlap
from game.screens.layout import Rect


def _rects(rng: np.random.Generator, n: int) -> list[Rect]:
    return [Rect(*map(float, rng.uniform(0, 400, 2)), *map(float, rng.uniform(5, 80, 2)))
            for _ in range(n)]


def test_covers_equal_the_overlaps_summed_in_order():
    rng = np.random.default_rng(5)
    met = 0
    for _ in range(200):
        spots, placed = _rects(rng, 20), _rects(rng, int(rng.integers(0, 25)))
        expected = [sum(_overlap(spot, other) for other in placed) for spot in spots]
        assert _covers(spots, placed) == expected
        met += sum(value > 0 for value in expected)
    assert met > 100  # the rectangles did meet


def _reference_spot(cochonde, piece, size, view: Rect, placed: list[Rect]) -> Rect:
    """The search one spot at a time, as it was written first."""
    w, h = size
    dx, dy = piece[0] - cochonde[0], piece[1] - cochonde[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length, dx / length
    best, best_cover = None, math.inf
    for t in (0.6, 0.75, 0.45, 0.9, 0.3):
        for step in (0.9, -0.9, 1.8, -1.8):
            x = min(max(cochonde[0] + dx * t + nx * step * h - w / 2, view.x), view.right - w)
            y = min(max(cochonde[1] + dy * t + ny * step * h - h / 2, view.y), view.top - h)
            spot = Rect(x, y, w, h)
            cover = sum(_overlap(spot, other) for other in placed)
            if cover == 0:
                return spot
            if cover < best_cover:
                best, best_cover = spot, cover
    return best


def test_label_spots_are_where_the_one_by_one_search_puts_them():
    rng = np.random.default_rng(9)
    view = Rect(0.0, 0.0, 400.0, 300.0)
    crowded = 0
    for _ in range(300):
        placed = _rects(rng, int(rng.integers(0, 30)))
        cochonde = tuple(map(float, rng.uniform(50, 350, 2)))
        piece = tuple(map(float, rng.uniform(0, 400, 2)))
        size = (float(rng.uniform(30, 90)), float(rng.uniform(12, 24)))
        spot = DebouleHud.label_spot(cochonde, piece, size, view, placed)
        assert spot == _reference_spot(cochonde, piece, size, view, placed)
        crowded += sum(_overlap(spot, other) for other in placed) > 0
    assert crowded > 0  # some had no clear spot: the least-covered one was chosen
