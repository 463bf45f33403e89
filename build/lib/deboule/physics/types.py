"""Plain data exchanged with the physics world: throws, piece descriptions and outcomes."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from enum import StrEnum

import numpy as np

from deboule.physics.aiming import hand_throw
from deboule.spatial.exact import norm

Vec3 = tuple[float, float, float]
Quat = tuple[float, float, float, float]  # (w, x, y, z), MuJoCo's order

# RULINGS D3: what a hand can do.
MAX_SPEED = 6.0  # m/s
MAX_SPIN = 60.0  # rad/s


class Face(StrEnum):
    """The face a die shows on top (RULINGS D1), one type for every die: a déboule's symbols
    or a numbered die's pips (the cochondé, Cul de Chouette's and L'Enculette's dice).

    A Face is a str ("losange", "3"): it compares equal to its name and writes to JSON as it.
    `pips` is the number a numbered face shows (None for a symbol).

    >>> Face.LOSANGE == "losange", Face.of(3), Face.of(3).pips, Face.ARC.pips
    (True, <Face.THREE: '3'>, 3, None)
    """

    FLECHE = "fleche"
    CHAPEAU = "chapeau"
    ARC = "arc"
    LOSANGE = "losange"
    BLANK = "blank"
    ONE = "1"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"

    @property
    def pips(self) -> int | None:
        """The number shown by a numbered face, None for a déboule's symbol."""
        return int(self.value) if self.value.isdigit() else None

    @classmethod
    def of(cls, value: str | int) -> Face:
        """The face named `value` ("arc") or numbered `value` (3), as
        deboule/data/assets/deboule_faces.json writes them; ValueError for anything else."""
        if isinstance(value, bool) or not isinstance(value, str | int):
            raise ValueError(f"a face is a name or a number 1..6, got {value!r}")
        return cls(str(value))


class ThrowError(ValueError):
    """A throw that must not be simulated (non-finite, too fast, outside the throwing zone)."""


class ActionError(ValueError):
    """A kinematic action that cannot be done (blocked bascule, unknown piece...)."""


def checked_pose(position, quaternion) -> tuple[list[float], np.ndarray]:
    """A pose set by hand, checked: 3 finite coordinates and a non-zero quaternion (returned
    normalised); else ActionError."""
    try:
        values = [float(v) for v in (*position, *quaternion)]
    except (TypeError, ValueError) as exc:
        raise ActionError(f"a pose is 3 numbers and a quaternion: {exc}") from exc
    if len(tuple(position)) != 3 or len(tuple(quaternion)) != 4 or not all(
            math.isfinite(v) for v in values):
        raise ActionError(f"a pose is 3 finite coordinates and a quaternion, got {values}")
    quat = np.array(values[3:])
    if norm(quat) < 1e-9:
        raise ActionError("the quaternion must not be zero")
    return values[:3], quat / norm(quat)


def _vec3(name: str, value) -> Vec3:
    try:
        if isinstance(value, str | bytes) or any(isinstance(v, bool) for v in value):
            raise TypeError("not numbers")
        items = tuple(float(v) for v in value)
    except (TypeError, ValueError) as exc:
        raise ThrowError(f"{name} must be three numbers, got {value!r}") from exc
    if len(items) != 3:
        raise ThrowError(f"{name} must be three numbers, got {len(items)}")
    if not all(math.isfinite(v) for v in items):
        raise ThrowError(f"{name} must be finite, got {items}")
    return items  # type: ignore[return-value]


@dataclass(frozen=True)
class Throw:
    """Initial state of a thrown piece, validated on construction (RULINGS D3).

    position in metres (world frame), velocity in m/s, spin (angular velocity) in rad/s,
    orientation a unit quaternion (w, x, y, z); it is normalised here.
    """

    position: Vec3
    velocity: Vec3
    spin: Vec3 = (0.0, 0.0, 0.0)
    orientation: Quat = (1.0, 0.0, 0.0, 0.0)

    def __post_init__(self) -> None:
        position = _vec3("position", self.position)
        velocity = _vec3("velocity", self.velocity)
        spin = _vec3("spin", self.spin)
        try:
            quat = tuple(float(v) for v in self.orientation)
        except (TypeError, ValueError) as exc:
            raise ThrowError(f"orientation must be four numbers, got {self.orientation!r}") from exc
        if len(quat) != 4 or not all(math.isfinite(v) for v in quat):
            raise ThrowError(f"orientation must be four finite numbers, got {quat}")
        norm = math.hypot(*quat)  # no overflow for huge components
        if not 1e-9 <= norm < math.inf:
            raise ThrowError("orientation must be a non-zero quaternion")
        speed = math.sqrt(sum(v * v for v in velocity))
        if speed > MAX_SPEED:
            raise ThrowError(f"throw speed {speed:.2f} m/s is above the {MAX_SPEED} m/s limit (D3)")
        spin_rate = math.sqrt(sum(v * v for v in spin))
        if spin_rate > MAX_SPIN:
            raise ThrowError(f"spin {spin_rate:.1f} rad/s is above the {MAX_SPIN} rad/s limit (D3)")
        object.__setattr__(self, "position", position)
        object.__setattr__(self, "velocity", velocity)
        object.__setattr__(self, "spin", spin)
        # Normalise only when needed: normalising twice can move the last bits, and a throw
        # read back from a record must be the very same throw.
        if abs(norm - 1.0) > 1e-12:
            quat = tuple(v / norm for v in quat)
            if not 1e-9 <= math.hypot(*quat):
                raise ThrowError("orientation must be a non-zero quaternion")
        object.__setattr__(self, "orientation", quat)

    def to_dict(self) -> dict:
        return {
            "position": list(self.position),
            "velocity": list(self.velocity),
            "spin": list(self.spin),
            "orientation": list(self.orientation),
        }

    @classmethod
    def towards(cls, world, piece: str, target_xy, *, rng=None, speed_factor: float = 1.0,
                start_y: float | None = None) -> Throw:
        """A hand throw of `piece` from behind the réglette at the point `target_xy` (x, y in
        metres) of `world`'s Déboulé table: on an empty table it comes to rest near it.

        rng (a numpy Generator): a person's hand — start along the réglette, spin, lift and the
        die's orientation drawn from it (the bots' throws); without it, a plain throw from the
        middle of the réglette. speed_factor: above 1 hits through the target, below 1 stops
        short. start_y: where along the réglette the hand starts. See deboule.physics.aiming.

        >>> import math
        >>> from deboule.physics import Throw, World
        >>> world = World.deboule(seed=1, towers=())
        >>> throw = Throw.towards(world, "red-1", (0.7, 0.05))
        >>> red = world.throw("red-1", throw).pieces["red-1"]
        >>> red.in_play, red.resting_on, math.dist(red.position[:2], (0.7, 0.05)) < 0.03
        (True, 'table', True)
        """
        if getattr(getattr(world, "arena", None), "name", None) != "deboule":
            raise ThrowError("a throw is aimed at a point of the Déboulé table only")
        world.throwable(piece)
        try:
            position, velocity, spin, orientation = hand_throw(target_xy, rng, speed_factor,
                                                                start_y)
        except ValueError as exc:
            raise ThrowError(str(exc)) from None
        return cls(position, velocity, spin, orientation)

    @classmethod
    def from_dict(cls, data: dict) -> Throw:
        if not isinstance(data, dict):
            raise ThrowError(f"a throw must be a mapping, got {type(data).__name__}")
        try:
            return cls(
                position=data["position"],
                velocity=data["velocity"],
                spin=data.get("spin", (0.0, 0.0, 0.0)),
                orientation=data.get("orientation", (1.0, 0.0, 0.0, 0.0)),
            )
        except KeyError as exc:
            raise ThrowError(f"a throw needs {exc.args[0]!r}") from exc


@dataclass(frozen=True)
class PieceInfo:
    """What a piece is. kind: 'deboule', 'cochonde', 'tower' or 'die' (a pip die).

    size: edge length for cubes; for towers, the radius is `radius` and the height `height`.
    faces: local axis ('+z', '-x', ...) -> Face shown on top when that axis points up.
    """

    id: str
    kind: str
    size: float
    mass: float
    colour: str | None = None
    owner_index: int | None = None  # for déboules: 0..3 colour index
    radius: float = 0.0
    height: float = 0.0
    faces: dict[str, Face] = field(default_factory=dict)


@dataclass(frozen=True)
class PieceState:
    """A piece after a throw or an action.

    top_face: the Face on top of a die (None for a tower); `pips` its number on a numbered die.
    resting_on: 'table', another piece id, 'floor' (fell off), or 'hand' (not thrown yet,
    or removed). in_play is False for pieces in hand, removed, or out.
    """

    id: str
    kind: str
    position: Vec3
    quaternion: Quat
    top_face: Face | None
    flat: bool
    tilt_deg: float
    resting_on: str
    in_play: bool
    fallen: bool = False  # towers: axis tilted more than 45° (D10)

    @property
    def pips(self) -> int | None:
        """The number on top of a numbered die (cochondé, pip dice); None otherwise."""
        return None if self.top_face is None else self.top_face.pips


@dataclass(frozen=True)
class Outcome:
    """The settled world after a throw or an action.

    out: pieces that went out during this throw (D3): over a rail, off the table, left the
    play area, or resting short of the réglette. They are removed from play by the world.
    fallen_towers: towers that fell during this throw (D10); they are left lying.
    flattened: pieces pressed flat after rest (D5).
    """

    pieces: dict[str, PieceState]
    out: frozenset[str] = frozenset()
    fallen_towers: frozenset[str] = frozenset()
    flattened: frozenset[str] = frozenset()
    seconds: float = 0.0
    capped: bool = False  # True when the 10 s cap of D4 ended the throw

    def top_faces(self) -> dict[str, Face | None]:
        return {pid: p.top_face for pid, p in self.pieces.items() if p.in_play}
