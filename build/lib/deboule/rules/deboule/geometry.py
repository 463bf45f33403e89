"""Footprints in the table plane and the distance between them (RULINGS D6).

A déboule or the cochondé is the square under it (centre, half edge, yaw); a DéTour is the disc
of its base (centre, radius). "On mesure à la base ... en prenant les sommets les plus proches":
the distance is the gap between the closest points; touching or overlapping footprints are at 0.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from importlib.resources import files

from deboule.rules.core import IllegalAction
from deboule.spatial import quat_to_mat

Point = tuple[float, float]



def _load_spec() -> dict:
    try:  # the data package: a checkout's deboule/data/assets/ or the installed copy
        table = files("deboule.data.assets") / "deboule_table.json"
        return json.loads(table.read_text(encoding="utf-8"))
    except (OSError, ModuleNotFoundError):  # rules stay usable without the assets (D2 values)
        return {"deboule_edge": 0.022, "cochonde_edge": 0.014, "tower_radius": 0.015}


SPEC = _load_spec()
DEBOULE_HALF = float(SPEC["deboule_edge"]) / 2.0
COCHONDE_HALF = float(SPEC["cochonde_edge"]) / 2.0
TOWER_RADIUS = float(SPEC["tower_radius"])
TIE_EPS = 1e-9  # metres: distances closer than this are an exact tie (decision R8)


def _finite(name: str, *values: float) -> None:
    for v in values:
        if not isinstance(v, (int, float)) or isinstance(v, bool) or not math.isfinite(v):
            raise IllegalAction(f"{name} must be a finite number, got {v!r}")


@dataclass(frozen=True)
class Square:
    """Footprint of a cube: centre (x, y), half edge, yaw (radians about the vertical)."""

    centre: Point
    half_edge: float
    yaw: float = 0.0

    def __post_init__(self) -> None:
        try:
            cx, cy = (float(c) for c in self.centre)
        except (TypeError, ValueError) as exc:
            raise IllegalAction(
                f"a square centre must be two numbers, got {self.centre!r}"
            ) from exc
        _finite("square centre", cx, cy)
        _finite("square half edge", self.half_edge)
        _finite("square yaw", self.yaw)
        if self.half_edge <= 0:
            raise IllegalAction(f"a square half edge must be positive, got {self.half_edge}")
        object.__setattr__(self, "centre", (cx, cy))
        object.__setattr__(self, "half_edge", float(self.half_edge))
        object.__setattr__(self, "yaw", float(self.yaw))

    def __deepcopy__(self, memo: dict) -> Square:
        return self  # immutable

    def corners(self) -> list[Point]:
        c, s = math.cos(self.yaw), math.sin(self.yaw)
        h = self.half_edge
        cx, cy = self.centre
        return [
            (cx + c * dx - s * dy, cy + s * dx + c * dy)
            for dx, dy in ((h, h), (-h, h), (-h, -h), (h, -h))
        ]

    def to_dict(self) -> dict:
        return {"shape": "square", "centre": list(self.centre), "half_edge": self.half_edge,
                "yaw": self.yaw}


@dataclass(frozen=True)
class Disc:
    """Footprint of a DéTour: centre (x, y) and radius."""

    centre: Point
    radius: float

    def __post_init__(self) -> None:
        try:
            cx, cy = (float(c) for c in self.centre)
        except (TypeError, ValueError) as exc:
            raise IllegalAction(
                f"a disc centre must be two numbers, got {self.centre!r}"
            ) from exc
        _finite("disc centre", cx, cy)
        _finite("disc radius", self.radius)
        if self.radius <= 0:
            raise IllegalAction(f"a disc radius must be positive, got {self.radius}")
        object.__setattr__(self, "centre", (cx, cy))
        object.__setattr__(self, "radius", float(self.radius))

    def __deepcopy__(self, memo: dict) -> Disc:
        return self  # immutable

    def to_dict(self) -> dict:
        return {"shape": "disc", "centre": list(self.centre), "radius": self.radius}


Footprint = Square | Disc


def footprint_from_dict(data: dict) -> Footprint:
    if not isinstance(data, dict):
        raise IllegalAction(f"a footprint must be a mapping, got {type(data).__name__}")
    shape = data.get("shape")
    try:
        if shape == "square":
            return Square(tuple(data["centre"]), data["half_edge"], data.get("yaw", 0.0))
        if shape == "disc":
            return Disc(tuple(data["centre"]), data["radius"])
    except KeyError as exc:
        raise IllegalAction(f"a {shape} footprint needs {exc.args[0]!r}") from exc
    raise IllegalAction(f"unknown footprint shape {shape!r} (square or disc)")


def _point_square(p: Point, sq: Square) -> float:
    """Distance from a point to a (filled) square, 0 inside."""
    dx, dy = p[0] - sq.centre[0], p[1] - sq.centre[1]
    c, s = math.cos(sq.yaw), math.sin(sq.yaw)
    lx, ly = c * dx + s * dy, -s * dx + c * dy
    qx = max(abs(lx) - sq.half_edge, 0.0)
    qy = max(abs(ly) - sq.half_edge, 0.0)
    return math.hypot(qx, qy)


def _squares_overlap(a: list[Point], b: list[Point]) -> bool:
    """Separating axis test on the edge normals of both squares (touching counts as overlap)."""
    for poly in (a, b):
        for i in range(4):
            x1, y1 = poly[i]
            x2, y2 = poly[(i + 1) % 4]
            nx, ny = y2 - y1, x1 - x2
            pa = [nx * x + ny * y for x, y in a]
            pb = [nx * x + ny * y for x, y in b]
            if max(pa) < min(pb) - 1e-15 or max(pb) < min(pa) - 1e-15:
                return False
    return True


def _point_segment(p: Point, a: Point, b: Point) -> float:
    ax, ay = a
    bx, by = b
    vx, vy = bx - ax, by - ay
    length2 = vx * vx + vy * vy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - ax) * vx + (p[1] - ay) * vy) / length2))
    return math.hypot(p[0] - (ax + t * vx), p[1] - (ay + t * vy))


def footprint_distance(a: Footprint, b: Footprint) -> float:
    """Closest-point gap between two footprints in the table plane, 0 when they touch (D6)."""
    if isinstance(a, Disc) and isinstance(b, Disc):
        gap = math.hypot(a.centre[0] - b.centre[0], a.centre[1] - b.centre[1])
        return max(0.0, gap - a.radius - b.radius)
    if isinstance(a, Disc):
        a, b = b, a
    if isinstance(b, Disc):
        assert isinstance(a, Square)
        return max(0.0, _point_square(b.centre, a) - b.radius)
    if not (isinstance(a, Square) and isinstance(b, Square)):
        raise IllegalAction(f"cannot measure between {a!r} and {b!r}")
    ca, cb = a.corners(), b.corners()
    if _squares_overlap(ca, cb):
        return 0.0
    best = math.inf
    for pts, other in ((ca, cb), (cb, ca)):
        for p in pts:
            for i in range(4):
                best = min(best, _point_segment(p, other[i], other[(i + 1) % 4]))
    return best


def yaw_from_quaternion(quaternion: tuple[float, float, float, float]) -> float:
    """Yaw of a cube's footprint: the angle of a horizontal local axis, modulo a quarter turn."""
    rotation = quat_to_mat(quaternion)  # its columns: the local axes in the world frame
    up = max(range(3), key=lambda i: abs(rotation[2, i]))
    side = rotation[:, (up + 1) % 3]
    yaw = math.atan2(side[1], side[0])
    return yaw % (math.pi / 2)


def repere_position(index: int) -> Point:
    """D2: the nine repères, a 3 × 3 grid at 40/60/80 % of the length, 25/50/75 % of the width."""
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < 9:
        raise IllegalAction(f"a repère index is 0..8, got {index!r}")
    length = float(SPEC.get("play_length", 1.2))
    width = float(SPEC.get("play_width", 0.6))
    xs = SPEC.get("repere_length_fractions", [0.4, 0.6, 0.8])
    ys = SPEC.get("repere_width_fractions", [0.25, 0.5, 0.75])
    return (length * xs[index // 3], -width / 2 + width * ys[index % 3])
