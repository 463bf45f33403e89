"""The measurement at the end of a Déboulé round (issue 10): what is measured and how it is shown.

When a round ends, the screen reads the table as it lies (the physics world, not yet cleared for
the next round), finds every valid piece (deboule.rules.deboule.scoring.valid_pieces, D6: uncovered
déboules in play, a tower's base for a déboule on it, conceded towers), and for each the segment
between the closest points of its footprint and the cochondé's, with its length. The camera looks
straight down on the cochondé and those pieces, framed inside the part of the window the HUD
leaves free. Pure numpy: the screen draws it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from deboule.render.camera import CameraPose, ring, top_down
from deboule.rules.deboule.geometry import Disc, Footprint, Square
from deboule.rules.deboule.scoring import valid_pieces
from deboule.rules.deboule.table import COCHONDE, TableObs
from deboule.screens.layout import Rect

# A watched match of bots (Screen.watched) goes on after a round's measurement by itself, after
# this many seconds of looking at it: nobody is there to press Enter (issue 30, point 7)
WATCH_MEASURE_SECONDS = 5.0

TOP_FOV = 34.0  # degrees: the measurement camera's field of view
MARGIN = 0.03  # metres kept round each measured point (the piece itself and a little table)
FILL = 0.7  # the share of the free area the measured group spans: room for the lengths


@dataclass(frozen=True)
class Measured:
    """One valid piece measured: the segment from it to the cochondé (table metres)."""

    piece: str
    side: int
    distance: float
    start: tuple[float, float]  # on the piece's footprint
    end: tuple[float, float]  # on the cochondé's footprint
    counted: bool  # one of the déboules that score (score.pieces)
    closest: bool  # its side's closest piece


@dataclass(frozen=True)
class Measurement:
    """A round's measurement: the round result and the segments to draw."""

    result: object  # deboule.rules.deboule.state.RoundResult
    cochonde: tuple[float, float] | None
    pieces: tuple[Measured, ...]

    def points(self) -> list[tuple[float, float]]:
        """Every point the camera must show."""
        found = [] if self.cochonde is None else [self.cochonde]
        for m in self.pieces:
            found += [m.start, m.end]
        return found


def _outline(footprint: Footprint, samples: int = 24) -> list[tuple[float, float]]:
    """Points round a footprint's edge (for the closest pair)."""
    if isinstance(footprint, Disc):
        cx, cy = footprint.centre
        return [(cx + footprint.radius * math.cos(2 * math.pi * k / samples),
                 cy + footprint.radius * math.sin(2 * math.pi * k / samples))
                for k in range(samples)]
    assert isinstance(footprint, Square)
    corners = footprint.corners()
    points = []
    for i in range(4):
        (ax, ay), (bx, by) = corners[i], corners[(i + 1) % 4]
        for k in range(samples // 4):
            t = k / (samples // 4)
            points.append((ax + (bx - ax) * t, ay + (by - ay) * t))
    return points


def closest_points(a: Footprint, b: Footprint) -> tuple[tuple[float, float], tuple[float, float]]:
    """Nearly the closest pair of points of two footprints' edges (sampled: for drawing only;
    the distance shown is the rules' own, footprint_distance)."""
    pa = np.asarray(_outline(a, 64))
    pb = np.asarray(_outline(b, 64))
    gaps = np.linalg.norm(pa[:, None, :] - pb[None, :, :], axis=2)
    i, j = np.unravel_index(int(np.argmin(gaps)), gaps.shape)
    return (float(pa[i, 0]), float(pa[i, 1])), (float(pb[j, 0]), float(pb[j, 1]))


def measure(outcome, layout, result) -> Measurement:
    """The measurement of the round that ended with `result`, from the physics world's state
    `outcome` (World.state()). Towers that score (score.pieces) were conceded to the winner."""
    table = TableObs.from_outcome(outcome)
    score = result.score
    counted = set(score.pieces) if score is not None else set()
    conceded = {pid: score.winner for pid in counted if pid.startswith("tower")}
    cochonde = table.get(COCHONDE)
    if result.void or cochonde is None or not cochonde.in_play:
        return Measurement(result, None, ())
    pieces = valid_pieces(table, layout, conceded)
    best: dict[int, float] = {}
    for p in pieces:
        best[p.side] = min(best.get(p.side, math.inf), p.distance)
    measured = []
    for p in sorted(pieces, key=lambda q: (q.distance, q.piece)):
        start, end = closest_points(p.footprint, cochonde.footprint)
        measured.append(Measured(p.piece, p.side, p.distance, start, end, p.piece in counted,
                                 p.distance == best[p.side]))
    return Measurement(result, tuple(cochonde.footprint.centre), tuple(measured))


def top_down_pose(points: list[tuple[float, float]], window: tuple[int, int], free: Rect
                  ) -> CameraPose:
    """A camera straight down (table length across the screen, +x right) framing `points`
    inside the `free` part of the window: the HUD's panels never cover them. Each point gets
    MARGIN of table round it and the group spans FILL of the free area, centred on it (issue
    30 point 4: never at the screen's edge; room round the pieces for the lengths)."""
    around = [p for point in (points if points else [(0.9, 0.0)])
              for p in ring((point[0], point[1]), MARGIN)]
    return top_down(around, window, free, fill=FILL, fov_y_deg=TOP_FOV)


def distance_text(distance: float, lang: str) -> str:
    """A measured distance as the player reads it: "1,7 cm" (French) or "1.7 cm"."""
    text = f"{distance * 100:.1f} cm"
    return text.replace(".", ",") if lang == "fr" else text
