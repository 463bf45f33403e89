"""Plain scene data handed to the renderer: drawables, highlight rings and the aim arrow.

The renderer never reads physics objects directly; `drawables_from_poses` converts the physics
`PieceInfo` table plus poses (`world.poses()`, an `Outcome`, or a dict of `PieceState`) into
`Drawable`s.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

import numpy as np

from deboule.spatial import quat_multiply, quat_to_mat

Vec3 = tuple[float, float, float]
Quat = tuple[float, float, float, float]

KINDS = ("deboule", "cochonde", "tower", "die")
TABLES = ("deboule", "tray")

# sRGB colours of the pieces (converted to linear in the renderer).
NAMED_COLOURS: dict[str, tuple[float, float, float]] = {
    "red": (0.74, 0.07, 0.06),
    "blue": (0.08, 0.22, 0.74),
    "green": (0.05, 0.40, 0.15),
    "yellow": (0.95, 0.78, 0.12),
    "pink": (0.93, 0.60, 0.66),
    "ivory": (0.94, 0.91, 0.82),
    "wood": (0.86, 0.70, 0.50),
    "black": (0.05, 0.05, 0.05),
    "white": (0.97, 0.97, 0.95),
}
DEFAULT_COLOUR = {"deboule": "red", "cochonde": "pink", "tower": "wood", "die": "ivory"}
# Ink (symbols, pips): white on the dark déboules, near-black elsewhere.
DEFAULT_INK = {"red": "white", "blue": "white", "green": "white"}


class SceneError(ValueError):
    """Scene data the renderer refuses (unknown kind or colour, non-finite pose, bad sizes)."""


def colour_rgb(colour) -> tuple[float, float, float]:
    """A colour name or an (r, g, b) triple in 0..1 -> (r, g, b) floats (sRGB)."""
    if isinstance(colour, str):
        try:
            return NAMED_COLOURS[colour]
        except KeyError as exc:
            raise SceneError(f"unknown colour {colour!r}; known: {sorted(NAMED_COLOURS)}") from exc
    try:
        rgb = tuple(float(c) for c in colour)
    except (TypeError, ValueError) as exc:
        raise SceneError(f"a colour is a name or three numbers, got {colour!r}") from exc
    if len(rgb) != 3 or not all(math.isfinite(c) and 0.0 <= c <= 1.0 for c in rgb):
        raise SceneError(f"a colour needs three numbers in 0..1, got {colour!r}")
    return rgb  # type: ignore[return-value]


def _finite(name: str, values, size: int) -> tuple[float, ...]:
    try:
        items = tuple(float(v) for v in values)
    except (TypeError, ValueError) as exc:
        raise SceneError(f"{name} must be {size} numbers, got {values!r}") from exc
    if len(items) != size or not all(math.isfinite(v) for v in items):
        raise SceneError(f"{name} must be {size} finite numbers, got {values!r}")
    return items


@dataclass(frozen=True)
class Drawable:
    """One piece to draw. size: cube edge (déboule, cochondé, die) or tower radius; height: tower
    height. quaternion is (w, x, y, z) like MuJoCo; it is normalised here."""

    kind: str
    size: float
    colour: object
    position: Vec3
    quaternion: Quat = (1.0, 0.0, 0.0, 0.0)
    height: float = 0.0
    id: str | None = None
    ink: object | None = None

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise SceneError(f"unknown piece kind {self.kind!r}; known: {KINDS}")
        size = float(self.size)
        if not math.isfinite(size) or size <= 0.0:
            raise SceneError(f"{self.id or self.kind}: size must be positive, got {self.size!r}")
        height = float(self.height)
        if self.kind == "tower" and (not math.isfinite(height) or height <= 0.0):
            raise SceneError(f"{self.id or 'tower'}: height must be positive, got {self.height!r}")
        position = _finite("position", self.position, 3)
        quat = _finite("quaternion", self.quaternion, 4)
        norm = math.sqrt(sum(q * q for q in quat))
        if norm < 1e-9:
            raise SceneError("quaternion must not be zero")
        colour = self.colour if self.colour is not None else DEFAULT_COLOUR[self.kind]
        colour_rgb(colour)
        if self.ink is not None:
            colour_rgb(self.ink)
        object.__setattr__(self, "size", size)
        object.__setattr__(self, "height", height)
        object.__setattr__(self, "position", position)
        object.__setattr__(self, "quaternion", tuple(q / norm for q in quat))
        object.__setattr__(self, "colour", colour)

    @property
    def rgb(self) -> tuple[float, float, float]:
        return colour_rgb(self.colour)

    @property
    def ink_rgb(self) -> tuple[float, float, float]:
        if self.ink is not None:
            return colour_rgb(self.ink)
        if isinstance(self.colour, str):
            return colour_rgb(DEFAULT_INK.get(self.colour, "black"))
        return colour_rgb("black")

    @property
    def footprint_radius(self) -> float:
        """Radius of a circle around the piece's footprint (for highlight rings)."""
        if self.kind == "tower":
            return self.size
        return self.size * math.sqrt(0.5)

    @property
    def scale(self) -> tuple[float, float, float]:
        """How the unit mesh is stretched along its local axes: a tower by its height."""
        return (self.size, self.size, self.height if self.kind == "tower" else self.size)

    def model_matrix(self) -> np.ndarray:
        """4x4 local -> world; the unit meshes are scaled to the piece's size here."""
        model = np.eye(4)
        model[:3, :3] = quat_to_mat(self.quaternion) * np.asarray(self.scale)[None, :]
        model[:3, 3] = self.position
        return model


def as_drawable(item) -> Drawable:
    """A Drawable, or a tuple (kind, size | (radius, height), colour, position, quaternion)."""
    if isinstance(item, Drawable):
        return item
    try:
        kind, dims, colour, position, quaternion = item
    except (TypeError, ValueError) as exc:
        raise SceneError(
            "a drawable is a Drawable or (kind, size, colour, position, quaternion), "
            f"got {item!r}"
        ) from exc
    if isinstance(dims, (tuple, list)):
        radius, height = dims
        return Drawable(kind, radius, colour, position, quaternion, height=height)
    return Drawable(kind, dims, colour, position, quaternion)


def _pose_of(value) -> tuple[Vec3, Quat]:
    if hasattr(value, "position") and hasattr(value, "quaternion"):
        return value.position, value.quaternion
    if isinstance(value, Mapping):
        return value["position"], value.get("quaternion", value.get("quat"))
    items = list(value)
    if len(items) == 2:
        return items[0], items[1]
    if len(items) == 7:
        return items[:3], items[3:]
    raise SceneError(f"cannot read a pose from {value!r}")


def drawables_from_poses(
    pieces: Mapping[str, object],
    poses,
    hide: Iterable[str] = (),
    hide_in_hand: bool = True,
) -> list[Drawable]:
    """Physics `PieceInfo`s + poses -> drawables, in the order of `pieces`.

    poses: a mapping id -> (position, quaternion) | PieceState | 7 numbers, or an object with a
    `pieces` mapping (an `Outcome`). Ids without a pose, ids in `hide`, and (when hide_in_hand)
    PieceStates resting in the hand are skipped.
    """
    if hasattr(poses, "pieces") and isinstance(poses.pieces, Mapping):
        poses = poses.pieces
    if not isinstance(poses, Mapping):
        raise SceneError(f"poses must be a mapping id -> pose, got {type(poses).__name__}")
    hidden = set(hide)
    out = []
    for pid, info in pieces.items():
        if pid in hidden or pid not in poses:
            continue
        value = poses[pid]
        if hide_in_hand and getattr(value, "resting_on", None) == "hand":
            continue
        position, quaternion = _pose_of(value)
        kind = info.kind
        if kind == "tower":
            out.append(
                Drawable(kind, info.radius, info.colour, position, quaternion, info.height, pid)
            )
        else:
            out.append(Drawable(kind, info.size, info.colour, position, quaternion, id=pid))
    return out


@dataclass(frozen=True)
class Highlight:
    """A glowing ring on the table around a chosen piece (a legal target)."""

    position: Vec3
    radius: float
    colour: tuple[float, float, float, float] = (1.0, 0.84, 0.15, 0.85)

    def __post_init__(self) -> None:
        object.__setattr__(self, "position", _finite("position", self.position, 3))
        colour = _finite("colour", self.colour, 4)
        if not math.isfinite(self.radius) or self.radius <= 0.0:
            raise SceneError(f"highlight radius must be positive, got {self.radius!r}")
        object.__setattr__(self, "colour", colour)


def highlight_for(drawable: Drawable, colour=None) -> Highlight:
    """A ring around a drawable's footprint, at the height of its base."""
    x, y, z = drawable.position
    half = drawable.height / 2.0 if drawable.kind == "tower" else drawable.size / 2.0
    base_z = max(z - half, 0.0)
    radius = drawable.footprint_radius * 1.35 + 0.004
    if colour is None:
        return Highlight((x, y, base_z), radius)
    return Highlight((x, y, base_z), radius, colour)


@dataclass(frozen=True)
class AimArrow:
    """Throw indicator on the table: from `start`, along `direction` (x, y), power 0..1.

    reach: where such a throw comes to rest on an empty table (metres from the start,
    deboule.render.reach, from the physics): the arrow is that long, with a tick every 10 cm and a
    ring where it should stop; far_rail: it meets the far rail first (drawn red)."""

    start: Vec3
    direction: tuple[float, float]
    power: float
    reach: float | None = None
    far_rail: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "start", _finite("start", self.start, 3))
        direction = _finite("direction", self.direction, 2)
        if math.hypot(*direction) < 1e-9:
            raise SceneError("aim direction must not be zero")
        object.__setattr__(self, "direction", direction)
        power = float(self.power)
        if not math.isfinite(power) or not 0.0 <= power <= 1.0:
            raise SceneError(f"aim power must be in 0..1, got {self.power!r}")
        object.__setattr__(self, "power", power)
        if self.reach is not None:
            reach = float(self.reach)
            if not math.isfinite(reach) or reach <= 0.0:
                raise SceneError(f"aim reach must be a positive distance, got {self.reach!r}")
            object.__setattr__(self, "reach", reach)

    @property
    def length(self) -> float:
        if self.reach is not None:
            return self.reach
        return 0.06 + 0.30 * self.power

    @property
    def colour(self) -> tuple[float, float, float, float]:
        if self.far_rail:
            return (1.0, 0.22, 0.12, 0.85)
        p = self.power  # green -> yellow -> red
        return (min(1.0, 2.0 * p), min(1.0, 2.0 * (1.0 - p)), 0.1, 0.85)

    @property
    def end(self) -> Vec3:
        """Where the arrow points to (the expected rest point when `reach` is given)."""
        dx, dy = self.direction
        norm = math.hypot(dx, dy)
        x, y, z = self.start
        return (x + dx / norm * self.length, y + dy / norm * self.length, z)


def in_hand(piece, start: Vec3, clock: float = 0.0) -> Drawable:
    """The piece about to be thrown, held above its starting point and turning slowly in the
    hand (piece: a physics PieceInfo or anything with kind, size, colour and id)."""
    x, y, _ = start
    yaw = math.radians(35.0 * clock)
    tilt = math.radians(18.0)
    bob = 0.004 * math.sin(clock * 2.2)
    # a quarter-tilted cube turning about z: every face catches the light in turn
    quat = quat_multiply((math.cos(yaw / 2), 0.0, 0.0, math.sin(yaw / 2)),
                         (math.cos(tilt / 2), math.sin(tilt / 2), 0.0, 0.0))
    return Drawable(piece.kind, piece.size, getattr(piece, "colour", None),
                    (x, y, 0.05 + bob), quat, id=getattr(piece, "id", None))


_AXIS_UP_QUATS: dict[str, Quat] = {
    "+z": (1.0, 0.0, 0.0, 0.0),
    "-z": (0.0, 1.0, 0.0, 0.0),
    "+x": (math.sqrt(0.5), 0.0, -math.sqrt(0.5), 0.0),
    "-x": (math.sqrt(0.5), 0.0, math.sqrt(0.5), 0.0),
    "+y": (math.sqrt(0.5), math.sqrt(0.5), 0.0, 0.0),
    "-y": (math.sqrt(0.5), -math.sqrt(0.5), 0.0, 0.0),
}


def quat_axis_up(axis: str, yaw_deg: float = 0.0) -> Quat:
    """Orientation that points the local `axis` ('+x', '-z', ...) up, then turns by yaw."""
    try:
        base = _AXIS_UP_QUATS[axis]
    except KeyError as exc:
        raise SceneError(f"unknown axis {axis!r}; known: {sorted(_AXIS_UP_QUATS)}") from exc
    half = math.radians(yaw_deg) / 2.0
    return quat_multiply((math.cos(half), 0.0, 0.0, math.sin(half)), base)
