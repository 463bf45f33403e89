"""Pictures for the illustrated rules (issue 15, point 2): hand-placed scenes drawn by the games'
own renderer, never bitmaps. A `Picture` is one or two `Pane`s (a before/after pair) side by
side; each pane is a table, its pieces at known poses, a camera and the renderer's overlays
(rings, an arrow), plus flat marks drawn over the frame (measured distances, Chamot's cards).

This module holds the data types and the helpers the scenes share; the scenes are in each
game's package (deboule/games/<package>/rules_pictures.py, `PICTURES`: found through the registry),
and `picture(id)` of picture_book.py finds any of them. Nothing here touches GL
(deboule/screens/rules_pictures.py draws).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from deboule.render.camera import Camera, orbit_camera
from deboule.render.demo import DIE_EDGE
from deboule.render.faces import face_table
from deboule.render.scene import AimArrow, Drawable, Highlight, quat_axis_up
from deboule.spatial import quat_to_mat

Vec2 = tuple[float, float]

# On each face the glyph's "up" direction in the die's own frame (docs/rendering.md R1).
GLYPH_UP = {"+x": (0, 0, 1), "-x": (0, 0, 1), "+y": (0, 0, 1), "-y": (0, 0, 1),
            "+z": (0, 1, 0), "-z": (0, -1, 0)}


@dataclass(frozen=True)
class Segment:
    """A measured distance drawn flat over a pane: from a piece to the cochondé (table metres,
    at table height); `counted` ones (the déboules that score) in gold."""

    start: Vec2
    end: Vec2
    counted: bool = False


@dataclass(frozen=True)
class Card:
    """One Chamot card lying on the table: its letter, whether it is a capital (maj.), and
    whether it is marked (the cards a move or a load takes)."""

    letter: str
    maj: bool = False
    marked: bool = False


@dataclass(frozen=True)
class CardRow:
    """Cards left to right from a point of the pane (fractions of its width and height, from
    the bottom left), `label` written before them (a row number, a player)."""

    at: Vec2
    cards: tuple[Card, ...]
    label: str = ""
    stacked: bool = False  # a pile (a corbeille): each card mostly covers the one before


@dataclass(frozen=True)
class Pane:
    """One view: what the renderer draws (table, pieces, camera, rings, arrow, badges), then
    the flat marks over it (segments, cards, an arrow between two points of the pane)."""

    table: str
    drawables: tuple[Drawable, ...]
    camera: Camera
    highlights: tuple[Highlight, ...] = ()
    aim: AimArrow | None = None
    badges: tuple[str, ...] = ()
    segments: tuple[Segment, ...] = ()
    cards: tuple[CardRow, ...] = ()
    card_height: float = 0.22  # a card's height, as a fraction of the pane's height
    arrows: tuple[tuple[Vec2, Vec2], ...] = ()  # flat arrows, fractions of the pane
    labels: tuple[tuple[str, tuple[float, float, float]], ...] = ()  # text at a table point


@dataclass(frozen=True)
class Picture:
    """A picture of the rules: one pane, or two (before → after) with an arrow between.
    `aspect` is the whole picture's width over its height. `symbol`: the déboule whose top face
    the picture shows (tests look for the glyph's ink there)."""

    id: str
    panes: tuple[Pane, ...]
    aspect: float = 1.6
    width: float = 0.45  # the share of the page's width it takes (its text beside it)
    symbol: str | None = None
    extra: dict = field(default_factory=dict, compare=False)

    def pane_rects(self, width: int, height: int) -> list[tuple[int, int, int, int]]:
        """Each pane's viewport (x, y, w, h from the bottom left) in a picture of this size:
        side by side, a gap for the arrow between a before and an after."""
        if len(self.panes) == 1:
            return [(0, 0, width, height)]
        gap = max(12, round(width * 0.06))
        each = (width - gap * (len(self.panes) - 1)) // len(self.panes)
        return [(k * (each + gap), 0, each, height) for k in range(len(self.panes))]


# ---------------------------------------------------------------------------- pieces
def face_up(kind: str, face: object, yaw_deg: float = 0.0) -> tuple[float, float, float, float]:
    """The orientation showing `face` on top ('fleche', 'blank', 3...), read from the face
    table (RULINGS D1), turned so that the glyph's top points along +x (away from a thrower
    looking down the table) and then by `yaw_deg`."""
    table = face_table()["deboule" if kind == "deboule" else "numbered"]
    axis = next(a for a, f in table.items() if f == face)
    base = quat_axis_up(axis)
    up = _rotate(base, GLYPH_UP[axis])
    turn = -math.degrees(math.atan2(up[1], up[0]))
    return quat_axis_up(axis, turn + yaw_deg)


def _rotate(q, v) -> tuple[float, float, float]:
    m = quat_to_mat(q)
    return tuple(float(sum(m[i][j] * v[j] for j in range(3))) for i in range(3))


def camera_at(target, yaw: float = 180.0, pitch: float = 50.0, distance: float = 0.3,
              fov: float = 36.0) -> Camera:
    """An orbit camera (yaw 180: from the thrower's end of the table)."""
    return orbit_camera(tuple(target), yaw, pitch, distance, fov)


def ring(x: float, y: float, radius: float = 0.02, gold: bool = True) -> Highlight:
    """A ring on the table round a piece: gold for the piece the text is about, cyan for a
    target."""
    colour = (1.0, 0.84, 0.15, 0.9) if gold else (0.3, 0.9, 1.0, 0.9)
    return Highlight((x, y, 0.0), radius, colour)


# ---------------------------------------------------------------------------- dice on the tray
HALF = DIE_EDGE / 2
YAWS = (8.0, -14.0, 21.0, -5.0, 12.0, -19.0)  # a hand-thrown look: no two dice square


def dice(values: tuple[int, ...], xs: tuple[float, ...], y: float = 0.0,
         prefix: str = "die") -> tuple[Drawable, ...]:
    """Dice of the tray showing `values`, lying at `xs` along it, each turned a little (a
    hand-thrown look); their ids `<prefix>-<k>`."""
    return tuple(Drawable("die", DIE_EDGE, "ivory", (x, y + 0.004 * (k % 2 * 2 - 1), HALF),
                          face_up("die", value, YAWS[k % len(YAWS)]), id=f"{prefix}-{k}")
                 for k, (value, x) in enumerate(zip(values, xs, strict=True)))
