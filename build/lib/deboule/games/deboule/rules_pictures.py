"""Le Déboulé's pictures for the rules screen (its page: deboule/games/deboule/rules_page.py): the
table, the cochondé, each face of a déboule, each effect before and after (relance, chapeauter,
bascule, force la relance, Déchole), a tower and the measurement. Pieces are placed by hand at
the physics' sizes (deboule.render.demo), with the faces of the face table (RULINGS D1)."""

from __future__ import annotations

import math

from deboule.render.demo import (
    COCHONDE_EDGE,
    DEBOULE_EDGE,
    TOWER_HEIGHT,
    TOWER_RADIUS,
    deboule_demo_drawables,
    repere,
)
from deboule.render.illustrations import Pane, Picture, Segment, camera_at, face_up, ring
from deboule.render.scene import AimArrow, Drawable
from deboule.spatial import quat_multiply

HALF = DEBOULE_EDGE / 2
COCHONDE = (0.80, 0.0)  # where the cochondé lies in the effects' pictures


def die(pid: str, x: float, y: float, face: str = "blank", yaw: float = 0.0,
        z: float = HALF) -> Drawable:
    """A déboule (its colour from its id, "red-1") showing `face`, resting at height z."""
    return Drawable("deboule", DEBOULE_EDGE, pid.split("-")[0], (x, y, z),
                    face_up("deboule", face, yaw), id=pid)


def cochonde(x: float = COCHONDE[0], y: float = COCHONDE[1], value: int = 4) -> Drawable:
    return Drawable("cochonde", COCHONDE_EDGE, "pink", (x, y, COCHONDE_EDGE / 2),
                    face_up("cochonde", value, 20.0), id="cochonde")


def tower(index: int, name: str | None = None) -> Drawable:
    x, y = repere(index)
    return Drawable("tower", TOWER_RADIUS, "wood", (x, y, TOWER_HEIGHT / 2),
                    height=TOWER_HEIGHT, id=name or f"tower-{index}")


def pair(name: str, before: list[Drawable], after: list[Drawable], camera, *,
         before_rings=(), after_rings=(), aim: AimArrow | None = None) -> Picture:
    """A before → after picture of one effect, both seen by the same camera."""
    return Picture(name, (Pane("deboule", tuple(before), camera, tuple(before_rings), aim),
                          Pane("deboule", tuple(after), camera, tuple(after_rings))), aspect=2.4)


# ---------------------------------------------------------------------------- the table
def table() -> Picture:
    camera = camera_at((0.66, 0.0, 0.0), 180.0, 42.0, 1.0, 40.0)
    return Picture("deboule.table", (Pane("deboule", tuple(deboule_demo_drawables()), camera,
                                          badges=("cochonde",)),))


def cochonde_picture() -> Picture:
    items = (cochonde(0.70, 0.0, 5), die("red-1", 0.66, 0.05, "blank", 25.0),
             die("blue-1", 0.73, -0.06, "losange", -15.0))
    camera = camera_at((0.70, 0.0, 0.006), 180.0, 42.0, 0.21, 34.0)
    return Picture("deboule.cochonde", (Pane("deboule", items, camera, badges=("cochonde",)),))


def next_thrower() -> Picture:
    """Who throws next (RULINGS D7): straight down on the cochondé, red's déboule nearer than
    blue's: blue, the farther side, throws (ringed)."""
    cx, cy = COCHONDE
    red, blue = (0.77, 0.045), (0.70, -0.06)
    items = (cochonde(), die("red-1", *red, "blank", 20.0), die("blue-1", *blue, "blank", -15.0))
    segments = (Segment(red, (cx, cy)), Segment(blue, (cx, cy)))
    camera = camera_at((0.76, 0.0, 0.0), 180.0, 89.0, 0.30, 34.0)
    return Picture("deboule.next", (Pane("deboule", items, camera, (ring(*blue, gold=False),),
                                         segments=segments),))


FACE_COLOURS = {"fleche": "red", "chapeau": "blue", "losange": "green", "arc": "yellow",
                "blank": "red"}


def face(symbol: str) -> Picture:
    """One déboule close up, `symbol` on top, the glyph's top away from the viewer."""
    items = (die(f"{FACE_COLOURS[symbol]}-1", 0.6, 0.0, symbol),)
    camera = camera_at((0.6, 0.0, HALF), 180.0, 58.0, 0.12, 30.0)
    return Picture(f"deboule.face.{symbol}", (Pane("deboule", items, camera),), aspect=1.6,
                   width=0.3,
                   symbol=symbol, extra={"centre": (0.6, 0.0, DEBOULE_EDGE)})


# ---------------------------------------------------------------------------- the effects
def relance() -> Picture:
    camera = camera_at((0.70, 0.03, 0.0), 180.0, 60.0, 0.50, 36.0)
    rest = [cochonde(), die("blue-1", 0.76, -0.05, "blank", 30.0)]
    before = [*rest, die("red-1", 0.59, 0.08, "fleche", 10.0)]
    after = [*rest, die("red-1", 0.79, 0.035, "losange", -25.0)]
    return pair("deboule.relance", before, after, camera,
                before_rings=[ring(0.59, 0.08)], after_rings=[ring(0.79, 0.035)])


def chapeauter() -> Picture:
    camera = camera_at((0.77, 0.02, 0.012), 200.0, 34.0, 0.26, 36.0)
    rest = [cochonde(0.80, -0.035)]
    blue = die("blue-1", 0.775, 0.025, "arc", 12.0)
    before = [*rest, blue, die("red-1", 0.735, 0.075, "chapeau", -20.0)]
    after = [*rest, blue, die("red-1", 0.775, 0.025, "chapeau", 5.0, z=DEBOULE_EDGE + HALF)]
    return pair("deboule.chapeauter", before, after, camera,
                before_rings=[ring(0.735, 0.075), ring(0.775, 0.025, gold=False)],
                after_rings=[ring(0.775, 0.025)])


def bascule() -> Picture:
    camera = camera_at((0.74, 0.0, 0.01), 215.0, 40.0, 0.24, 36.0)
    start = die("green-1", 0.71, 0.03, "losange", 0.0)
    # a quarter turn about the die's far bottom edge: its top goes towards +x (D8)
    quarter = (math.sqrt(0.5), 0.0, math.sqrt(0.5), 0.0)
    tipped = Drawable("deboule", DEBOULE_EDGE, "green", (0.71 + DEBOULE_EDGE, 0.03, HALF),
                      quat_multiply(quarter, start.quaternion), id="green-1")
    rest = [cochonde(0.775, -0.01)]
    aim = AimArrow((0.71 + HALF + 0.004, 0.03, 0.001), (1.0, 0.0), 0.15)
    return pair("deboule.bascule", [*rest, start], [*rest, tipped], camera,
                before_rings=[ring(0.71, 0.03)], after_rings=[ring(0.71 + DEBOULE_EDGE, 0.03)],
                aim=aim)


def force_relance() -> Picture:
    camera = camera_at((0.69, -0.01, 0.0), 180.0, 60.0, 0.44, 36.0)
    rest = [cochonde(), die("yellow-1", 0.62, -0.10, "arc", 15.0)]
    before = [*rest, die("blue-1", 0.785, 0.03, "blank", -10.0)]
    after = [*rest, die("blue-1", 0.61, 0.05, "chapeau", 40.0)]
    return pair("deboule.force_relance", before, after, camera,
                before_rings=[ring(0.62, -0.10), ring(0.785, 0.03, gold=False)],
                after_rings=[ring(0.61, 0.05, gold=False)])


def dechole() -> Picture:
    camera = camera_at((0.72, 0.0, 0.0), 180.0, 60.0, 0.40, 36.0)
    rest = [cochonde(), die("red-1", 0.67, 0.07, "arc", 10.0),
            die("red-2", 0.71, -0.08, "fleche", -20.0)]
    before = [*rest, die("blue-1", 0.775, 0.035, "blank", 25.0)]
    return pair("deboule.dechole", before, rest, camera,
                before_rings=[ring(0.67, 0.07), ring(0.71, -0.08),
                              ring(0.775, 0.035, gold=False)],
                after_rings=[ring(0.67, 0.07), ring(0.71, -0.08)])


def tower_picture() -> Picture:
    x, y = repere(4)
    camera = camera_at((x, y, 0.03), 200.0, 30.0, 0.34, 36.0)
    rest = [tower(4), tower(5), cochonde(x + 0.09, y + 0.07, 3)]
    before = [*rest, die("red-1", x - 0.045, y + 0.03, "chapeau", 10.0)]
    after = [*rest, die("red-1", x, y, "chapeau", 10.0, z=TOWER_HEIGHT + HALF)]
    return pair("deboule.tower", before, after, camera,
                before_rings=[ring(x - 0.045, y + 0.03), ring(x, y, 0.024, gold=False)],
                after_rings=[ring(x, y, 0.024)])


def measurement() -> Picture:
    """Straight down on the end of a round: each déboule's distance to the cochondé; the red
    side is closest and scores its two déboules closer than the best blue one."""
    cx, cy = COCHONDE
    pieces = [("red-1", 0.765, 0.035), ("red-2", 0.835, -0.04), ("blue-1", 0.73, -0.07),
              ("blue-2", 0.89, 0.075)]
    items = [cochonde(), *(die(pid, x, y, "blank", 17.0 * k) for k, (pid, x, y)
                           in enumerate(pieces))]
    best_blue = min(math.hypot(x - cx, y - cy) for pid, x, y in pieces if pid.startswith("blue"))
    segments = []
    rings = []
    for pid, x, y in pieces:
        counted = pid.startswith("red") and math.hypot(x - cx, y - cy) < best_blue
        segments.append(Segment((x, y), (cx, cy), counted))
        if counted:
            rings.append(ring(x, y, 0.022))
    camera = camera_at((0.81, 0.0, 0.0), 180.0, 89.0, 0.31, 34.0)
    return Picture("deboule.measure", (Pane("deboule", tuple(items), camera, tuple(rings),
                                            segments=tuple(segments)),))


PICTURES = {
    "deboule.table": table,
    "deboule.cochonde": cochonde_picture,
    "deboule.next": next_thrower,
    **{f"deboule.face.{s}": (lambda s=s: face(s)) for s in FACE_COLOURS},
    "deboule.relance": relance,
    "deboule.chapeauter": chapeauter,
    "deboule.bascule": bascule,
    "deboule.force_relance": force_relance,
    "deboule.dechole": dechole,
    "deboule.tower": tower_picture,
    "deboule.measure": measurement,
}
