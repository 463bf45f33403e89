"""The measure view's distance labels (deboule/games/deboule/hud.py): issue 30 point 4, the
measurement reads at a glance.

Pure: the greedy placement (`place_labels`) keeps every label inside the view and clear of the
pieces and of the labels already placed, whenever there is room; the candidates' covers are
computed for all of them at once (`_covers`), as summing `_overlap` one by one would.

On the screen (headless window, 3D draw stubbed), at the end of a real round of bots with 2, 3
and 4 players, at 1280×720, 1920×1080 and 960×600: every measured piece and the cochondé lie in
the free view with a margin (not at its edge), no length's label overlaps another, a piece on
the table, a panel or text of the HUD, each label is near its piece, and the result panel is
compact.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

from deboule.games.deboule.hud import _covers, _overlap, place_labels
from deboule.screens.layout import Rect
from tests.headless_app import headless_app


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


def test_labels_in_a_crowd_round_the_cochonde_never_overlap():
    """Eight pieces packed round the cochondé (the old placement, along the lines only,
    piled the lengths on each other and on the dice): every label is clear of all."""
    rng = np.random.default_rng(3)
    view = Rect(0.0, 0.0, 900.0, 500.0)
    for _ in range(50):
        cochonde = (450.0, 250.0)
        angles = np.sort(rng.uniform(0, 2 * math.pi, 8))
        radii = rng.uniform(30, 120, 8)
        pieces = [(cochonde[0] + r * math.cos(a), cochonde[1] + r * math.sin(a))
                  for a, r in zip(angles, radii, strict=True)]
        squares = [Rect(x - 12, y - 12, 24, 24) for x, y in [*pieces, cochonde]]
        sizes = [(84.0, 23.0)] * len(pieces)
        spots = place_labels([(p, cochonde) for p in pieces], sizes, view, squares)
        for i, spot in enumerate(spots):
            assert spot.inside(view)
            assert not any(spot.intersects(square) for square in squares), (i, spot)
            assert not any(spot.intersects(other) for other in spots[:i]), (i, spot)
            x, y = pieces[i]
            assert math.hypot(spot.centre_x - x, spot.centre_y - y) < 140  # beside its piece


# ------------------------------------------------------------------ on the screen
SIZES = ((1280, 720), (1920, 1080), (960, 600))


@pytest.fixture(scope="module")
def app(tmp_path_factory) -> Iterator[Any]:
    with headless_app(tmp_path_factory.mktemp("measure"), (1280, 720)) as app:
        app.renderer.render = lambda *args, **kwargs: None  # where things go, not their pixels
        yield app


def _measured(app, players: int):
    """The screen of a bots' match at the measurement of its first round."""
    from deboule.games.deboule.match import DebouleMatch, Seat
    from deboule.games.deboule.screen import DebouleScreen

    screen = DebouleScreen(app, DebouleMatch([Seat("bot", "novice")] * players, seed=1,
                                             headless=True, pace=0.01))
    for _ in range(40000):
        if screen.measuring is not None:
            return screen
        screen.update(0.05)
    raise AssertionError("no round was measured")


@pytest.mark.parametrize("players", (2, 3, 4))
def test_the_measurement_reads_at_a_glance(app, players, monkeypatch):
    from deboule.games.deboule.hud import measure_pixels
    from deboule.shell.window import GameApp

    screen = _measured(app, players)
    app.push(screen)
    try:
        assert len(screen.measuring.pieces) >= players
        for size in SIZES:
            monkeypatch.setattr(GameApp, "size", property(lambda self, size=size: size))
            for _ in range(200):  # the camera glides down onto the pieces
                screen.update(0.05)
                if screen.view.director.rig.settled:
                    break
            assert screen.view.director.rig.settled
            app.draw()
            _check(screen, app, size, measure_pixels)
    finally:
        app.pop()


def _check(screen, app, size, measure_pixels) -> None:
    width, height = size
    boxes = screen.hud.regions()
    view = boxes["view"]
    ends, pieces = measure_pixels(screen.measuring, screen.match.world.poses(),
                                  screen.camera(), size)
    assert len(ends) == len(screen.measuring.pieces)
    margin = 0.04 * min(view.w, view.h)
    room = view.inset(margin)
    for item, start, end in ends:  # in the view, not at its edge
        for x, y in (start, end):
            assert room.contains(x, y), (item.piece, (x, y), room, size)
    drawn = app.text.last_frame
    labels = [Rect(box.x - 4, box.y, box.w + 8, box.h) for region, box, _ in drawn
              if region == "distances"]
    assert len(labels) == len(ends), (len(labels), len(ends))
    others = [box for region, box, _ in drawn if region != "distances"]
    panels = [box for box, _ in screen.hud.panels()]
    for i, label in enumerate(labels):
        assert label.inside(Rect(0, 0, width, height)), (label, size)
        assert not any(label.intersects(other) for other in labels[i + 1:]), (label, size)
        assert not any(label.intersects(square) for square in pieces), (label, size)
        assert not any(label.intersects(box) for box in panels + others), (label, size)
    for (_, start, _), label in zip(ends, labels, strict=True):  # beside its own piece
        gap = math.hypot(max(label.x - start[0], 0, start[0] - label.right),
                         max(label.y - start[1], 0, start[1] - label.top))
        assert gap < 3 * label.h, (gap, label, start, size)
    result = boxes["measure"]  # compact: under a third of the width, its lines inside it
    assert result.w <= 0.3 * width, (result, size)
    lines = [box for region, box, _ in drawn if region == "measure"]
    assert len(lines) >= 2 + len(screen.match.game.scores)
    assert all(box.inside(result, slack=2.0) for box in lines), (lines, result, size)
