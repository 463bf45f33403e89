"""L'Enculette's Tasse: a cup upside down on a saucer with two dice between them.

The cup and the saucer are held by a hand (MuJoCo mocap bodies moved along a trajectory); the
dice are free bodies. Shaking, lifting the cup and turning the whole Tasse over are simulated,
so a turn-over can change a 65 into a 21 when both dice land on their opposite faces (seed:
"la sortie d'un 65 peut se convertir en 21 si le retournement de la tasse se fait avec obtention
des faces opposées des deux dés").
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import mujoco
import numpy as np

from deboule.physics.arenas import Arena
from deboule.physics.model import Fragment, room
from deboule.physics.tables import TraySpec, Zone, pip_dice, tray_pieces
from deboule.physics.types import ActionError, Outcome, PieceInfo, Throw
from deboule.spatial import axis_angle_mat, mat_to_quat, random_quaternion
from deboule.spatial.exact import matvec


@dataclass(frozen=True)
class CupSpec:
    """Dimensions in metres. The assembly frame has its origin on the saucer's top face."""

    saucer_radius: float = 0.070
    saucer_thickness: float = 0.006
    cup_inner_radius: float = 0.042
    cup_wall: float = 0.004
    cup_height: float = 0.065
    wall_segments: int = 20
    rest_height: float = 0.006  # the saucer's top face above the table when set down

    @property
    def inside_half(self) -> float:
        """Half side of the square inscribed in the cup: where dice may be pressed flat."""
        return self.cup_inner_radius / math.sqrt(2.0)


def tasse(s: CupSpec) -> Fragment:
    """The Tasse's model fragment: a small table, and the saucer and the cup upside down on it,
    both held by the hand (mocap bodies); the cup's wall is a ring of boxes."""
    radius = s.cup_inner_radius + s.cup_wall / 2
    half_width = math.pi * radius / s.wall_segments * 1.15
    walls = []
    for k in range(s.wall_segments):
        angle = 2 * math.pi * k / s.wall_segments
        walls.append(
            f'<geom name="cup-wall-{k}" type="box" size="{s.cup_wall / 2} {half_width:.5f} '
            f'{s.cup_height / 2}" pos="{radius * math.cos(angle):.5f} '
            f'{radius * math.sin(angle):.5f} {s.cup_height / 2}" euler="0 0 {angle:.5f}" '
            f'rgba="0.9 0.9 0.95 1"/>'
        )
    cup = (
        f'<body name="cup" mocap="true" pos="0 0 {s.rest_height}">{"".join(walls)}'
        f'<geom name="cup-bottom" type="cylinder" size="{radius + s.cup_wall / 2} '
        f'{s.cup_wall / 2}" pos="0 0 {s.cup_height + s.cup_wall / 2}"/></body>'
    )
    saucer = (
        f'<body name="saucer" mocap="true" pos="0 0 {s.rest_height}">'
        f'<geom name="saucer" type="cylinder" size="{s.saucer_radius} '
        f'{s.saucer_thickness / 2}" pos="0 0 {-s.saucer_thickness / 2}"/></body>'
    )
    table = '<geom name="table" type="box" size="0.3 0.3 0.01" pos="0 0 -0.01"/>'
    return Fragment(statics=(table,), bodies=(saucer, cup))


class Tasse:
    """L'Enculette's Tasse as a part of a World (World.cup): the hand that holds the cup and the
    saucer, and what it does with them. Its verbs are the world's: `world.shake()`."""

    name = "tasse"
    where = "only the Tasse (World.cup) has a cup and a saucer"

    def __init__(self, world) -> None:
        self.world = world
        self.spec: CupSpec = world.arena.spec
        model = world.model
        self.cup = int(model.body_mocapid[mujoco.mj_name2id(model, mujoco.mjtObj.mjOBJ_BODY,
                                                             "cup")])
        self.saucer = int(model.body_mocapid[mujoco.mj_name2id(model, mujoco.mjtObj.mjOBJ_BODY,
                                                                "saucer")])

    @property
    def flipped(self) -> bool:
        """The Tasse is upside down (kept with the world: snapshots and copies carry it)."""
        return bool(self.world.part_state(self.name).get("flipped", False))

    @flipped.setter
    def flipped(self, value: bool) -> None:
        self.world.part_state(self.name)["flipped"] = bool(value)

    def load(self, rng: np.random.Generator | None = None) -> Outcome:
        """Put the dice on the saucer under the cup, in random orientations, at rest."""
        world = self.world
        world.require_idle()
        rng = world.rng if rng is None else rng
        self.flipped = False
        self._place_hand(np.zeros(3), np.eye(3), cup_lift=0.0)
        offsets = [(-0.012, -0.01), (0.012, 0.01), (0.0, 0.02)]
        for pid, (dx, dy) in zip(world.piece_ids, offsets, strict=False):
            half = world.pieces[pid].size / 2
            z = self.spec.rest_height + half * math.sqrt(3) + 0.002
            world.put(pid, (dx, dy, z), random_quaternion(rng))
        return world.settle()

    def shake(self, rng: np.random.Generator | None = None, seconds: float = 1.0) -> Outcome:
        """Shake the Tasse (cup on saucer) by hand, set it down, and let the dice rest."""
        self._require_loaded()
        if isinstance(seconds, bool) or not math.isfinite(seconds) or not 0.2 <= seconds <= 5.0:
            raise ActionError(f"a shake lasts 0.2 to 5 s, got {seconds!r}")
        world = self.world
        rng = world.rng if rng is None else rng
        frequency = rng.uniform(4.0, 6.0)
        amplitude = rng.uniform(0.02, 0.03)
        phase = rng.uniform(0, 2 * math.pi, size=3)
        tilt_axis = rng.normal(size=3)
        tilt_axis[2] = 0.0
        steps = int(round(seconds * 1000))
        for step in range(steps):
            t = step / 1000.0
            envelope = min(1.0, t / 0.1, (seconds - t) / 0.15)
            wave = np.sin(2 * math.pi * frequency * t + phase)
            offset = amplitude * envelope * np.array([wave[0], wave[1], 1.5 * (1.0 + wave[2])])
            tilt = math.radians(12.0) * envelope * math.sin(2 * math.pi * frequency * t)
            self._place_hand(offset, axis_angle_mat(tilt_axis, tilt), cup_lift=0.0)
            world.step_by_hand()  # heard by the pose listener
        self._place_hand(np.zeros(3), np.eye(3), cup_lift=0.0)
        return world.settle()

    def lift_cup(self) -> Outcome:
        """Lift the cup off the saucer (doubting: the dice are shown)."""
        return self._move_cup(0.0, 0.12)

    def cover(self) -> Outcome:
        """Put the cup back over the dice."""
        return self._move_cup(0.12, 0.0)

    def turn_over(self, seconds: float = 0.6) -> Outcome:
        """Turn the whole Tasse upside down in the hand and set it down again, dice inside."""
        self._require_loaded()
        if isinstance(seconds, bool) or not math.isfinite(seconds) or not 0.2 <= seconds <= 5.0:
            raise ActionError(f"turning the Tasse over takes 0.2 to 5 s, got {seconds!r}")
        flipped = self.flipped
        steps = int(round(seconds * 1000))
        for step in range(1, steps + 1):
            progress = step / steps
            smooth = progress * progress * (3 - 2 * progress)
            angle = math.pi * (smooth + (1.0 if flipped else 0.0))
            raise_by = 0.12 * math.sin(math.pi * progress)
            self._place_hand(np.array([0.0, 0.0, raise_by]),
                             axis_angle_mat((1.0, 0.0, 0.0), angle), cup_lift=0.0)
            self.world.step_by_hand()  # heard by the pose listener
        self.flipped = not flipped
        return self.world.settle()

    def _move_cup(self, start: float, end: float) -> Outcome:
        self._require_loaded()
        if self.flipped:
            raise ActionError("the Tasse is upside down: turn it over first")
        for step in range(1, 301):
            lift = start + (end - start) * step / 300
            self._place_hand(np.zeros(3), np.eye(3), cup_lift=lift)
            self.world.step_by_hand()  # heard by the pose listener
        return self.world.settle()

    def _place_hand(self, offset: np.ndarray, rotation: np.ndarray, cup_lift: float) -> None:
        """Pose the saucer and cup: the assembly turns about a point 35 mm above the saucer."""
        spec, data = self.spec, self.world.data
        cup, saucer = self.cup, self.saucer
        pivot = np.array([0.0, 0.0, spec.rest_height + 0.035])
        saucer_origin = np.array([0.0, 0.0, spec.rest_height])
        cup_origin = saucer_origin + np.array([0.0, 0.0, cup_lift])
        quat = mat_to_quat(rotation)
        for mocap, origin in ((saucer, saucer_origin), (cup, cup_origin)):
            data.mocap_pos[mocap] = pivot + offset + matvec(rotation, origin - pivot)
            data.mocap_quat[mocap] = quat

    def dice_faces(self) -> tuple[int, ...]:
        """The numbers shown by the dice in play, in piece order."""
        state = self.world.state()
        return tuple(state.pieces[pid].pips for pid in self.world.piece_ids  # type: ignore[misc]
                     if state.pieces[pid].in_play)

    def _require_loaded(self) -> None:
        self.world.require_idle()
        if not any(self.world.status(pid) == "play" for pid in self.world.piece_ids):
            raise ActionError("the Tasse is empty: load() the dice first")


class CupArena(Arena):
    name = "cup"
    parts = (Tasse,)

    def __init__(self, n: int = 2, spec: CupSpec | None = None) -> None:
        if not isinstance(n, int) or not 1 <= n <= 3:
            raise ValueError(f"a Tasse holds 1 to 3 dice, got {n!r}")
        self.spec = spec or CupSpec()
        self.dice = TraySpec()
        self.pieces = tray_pieces(self.dice, n)

    def fragments(self) -> tuple[Fragment, ...]:
        return room(), tasse(self.spec), pip_dice(self.dice, self.pieces)

    def throw_zone(self, piece: PieceInfo) -> Zone:
        h = self.spec.inside_half - piece.size / 2
        top = self.spec.rest_height + self.spec.cup_height - piece.size / 2
        return Zone(x=(-h, h), y=(-h, h), z=(self.spec.rest_height + piece.size / 2 - 1e-3, top))

    def play_bounds(self) -> tuple[float, float, float, float]:
        h = self.spec.inside_half
        return -h, h, -h, h

    def left_play_mask(self, positions: np.ndarray) -> np.ndarray:
        """A die is out when it escapes the Tasse (a dropped die: a faute grave in the seed)."""
        reach = np.hypot(positions[:, 0], positions[:, 1])
        return (reach > self.spec.saucer_radius) | (positions[:, 2] < -0.005)

    def out_at_rest(self, position) -> bool:
        return bool(self.left_play_mask(np.asarray(position, dtype=float)[None, :])[0])

    def random_throw(self, rng: np.random.Generator, piece: PieceInfo) -> Throw:
        """Dropping a die into the cup: used to load the Tasse with random orientations."""
        zone = self.throw_zone(piece)
        position = (rng.uniform(-0.01, 0.01), rng.uniform(-0.01, 0.01), zone.z[1] - 0.005)
        return Throw(position, (0.0, 0.0, 0.0), tuple(rng.uniform(-10, 10, 3)),
                     random_quaternion(rng))
