"""The physics world: one MuJoCo model per arena, throws simulated to rest, settled outcomes.

A throw is `launch` then `advance` in fixed 1 ms steps until `at_rest`, then `finish`, which
removes out pieces (D3) and presses tilted dice flat (D5). `throw()` does all of it at once and
gives the very same Outcome as the stepped path, because both run the same checks on the same
step indices.
"""

from __future__ import annotations

import copy
import math
from collections.abc import Callable
from typing import Any

import mujoco
import numpy as np

from deboule.physics.arenas import Arena, DebouleArena, TrayArena
from deboule.physics.bodies import Bodies
from deboule.physics.chunks import step_ahead, work_for
from deboule.physics.cup import CupArena, Tasse
from deboule.physics.flight import (
    CAP_STEPS,
    CHECK_EVERY,
    CUBE_KINDS,
    FLAT_TOLERANCE_DEG,
    PARK_BELOW_Z,
    REST_STEPS,
    STEP_SECONDS,
    TOWER_FALLEN_DEG,
    Flight,
)
from deboule.physics.geometry import piece_half_height, piece_tilt
from deboule.physics.impacts import Impact, new_impacts
from deboule.physics.kinematics import TableActions
from deboule.physics.model import park_position
from deboule.physics.part_verbs import part_verb
from deboule.physics.reading import piece_states, supports, table_arrays
from deboule.physics.resting import balanced_on_edge, quiet
from deboule.physics.settling import flatten_tilted
from deboule.physics.throw_checks import clear_random_throws, throwable_piece, validate_throws
from deboule.physics.towers import stand_towers, tower_layout
from deboule.physics.types import ActionError, Outcome, PieceInfo, PieceState, Throw, checked_pose
from deboule.physics.world_state import Book, StateParts, read_state, write_state
from deboule.spatial import quat_to_mat
from deboule.spatial.exact import matvec

# The pose listener hears the poses every POSE_EVERY physics steps (17 ms: about 1/60 s of
# simulated time, so keyframes kept every other sample come 34 ms apart, under 30 a second).
POSE_EVERY = 17
PoseListener = Callable[[float, dict[str, tuple[tuple, tuple]]], None]


class World:
    """A rigid-body world: the core (bodies, throws stepped to rest, settling and pressing flat,
    out of play, placing by hand, snapshots) of one arena, plus the parts that arena brings
    (`parts`: the Déboulé's table actions, L'Enculette's Tasse). Build it with
    `World.deboule()`, `World.dice_tray()` or `World.cup()`.

    A part's verbs are the world's too (listed below): `world.tip(...)` is
    `world.parts["table"].tip(...)`, `world.shake()` is `world.parts["tasse"].shake()`; a world
    without that part refuses them (ActionError).
    """

    def __init__(self, arena: Arena, seed: int = 0) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"seed must be an integer, got {seed!r}")
        self.arena = arena
        self.seed = seed
        self.model = mujoco.MjModel.from_xml_string(arena.xml())
        self.data = mujoco.MjData(self.model)
        self._scratch = mujoco.MjData(self.model)
        self.pieces: dict[str, PieceInfo] = {p.id: p for p in arena.pieces}
        self.piece_ids: tuple[str, ...] = tuple(self.pieces)
        self.bodies = Bodies(self.model, self.pieces)
        self._rng = np.random.default_rng(seed)
        self._book = Book(status={pid: "hand" for pid in self.piece_ids})
        self.listen_impacts = False  # set True to collect Impact events (sound); off for speed
        self._impacts: list[Impact] = []
        # Called with (sim time, drawn_poses()) while anything moves; changes nothing (tested).
        self.pose_listener: PoseListener | None = None
        self.pose_every = POSE_EVERY
        self._since_pose = 0
        self.chunked = True  # False: the throw loop one check period at a time (a yardstick)
        self.parts = self._parts_for(self)
        self._park_all()

    def _parts_for(self, world: World) -> dict[str, Any]:
        """The arena's parts bound to `world` (this one or its copy), by name."""
        return {kind.name: kind(world) for kind in self.arena.parts}

    # -- the parts' verbs: Le Déboulé's table (kinematics.py), L'Enculette's Tasse (cup.py) -----
    place_on = part_verb(TableActions, TableActions.place_on)
    can_tip = part_verb(TableActions, TableActions.can_tip)
    tip = part_verb(TableActions, TableActions.tip)
    flatten = part_verb(TableActions, TableActions.flatten)
    erect = part_verb(TableActions, TableActions.erect)
    load = part_verb(Tasse, Tasse.load)
    shake = part_verb(Tasse, Tasse.shake)
    lift_cup = part_verb(Tasse, Tasse.lift_cup)
    cover = part_verb(Tasse, Tasse.cover)
    turn_over = part_verb(Tasse, Tasse.turn_over)
    dice_faces = part_verb(Tasse, Tasse.dice_faces)

    # ----------------------------------------------------------------- construction
    @classmethod
    def deboule(cls, seed: int = 0, towers=None) -> World:
        """The Le Déboulé table (RULINGS D2) with its 13 pieces; towers stand on `towers`."""
        world = cls(DebouleArena(), seed)
        world.new_round(towers=world.arena.table.default_towers if towers is None else towers)
        return world

    @classmethod
    def dice_tray(cls, n: int = 3, seed: int = 0) -> World:
        """A Cul de Chouette piste with `n` pip dice, all in hand."""
        return cls(TrayArena(n), seed)

    @classmethod
    def cup(cls, n: int = 2, seed: int = 0) -> World:
        """L'Enculette's Tasse: a cup upside down on a saucer over `n` dice (see
        deboule.physics.cup)."""
        world = cls(CupArena(n), seed)
        world.load()
        return world

    def new_round(self, towers=()) -> Outcome:
        """Every piece back in hand; towers stand upright on the given repères (Déboulé)."""
        self._require_idle()
        layout = tower_layout(self.arena, towers)
        mujoco.mj_resetData(self.model, self.data)
        self._book = Book(status={pid: "hand" for pid in self.piece_ids})
        self._park_all()
        stand_towers(self, layout)
        mujoco.mj_forward(self.model, self.data)
        self.emit_poses()
        return self.state()

    def _park_all(self) -> None:
        for pid in self.piece_ids:
            self._park(pid)

    def _park(self, pid: str) -> None:
        info = self.pieces[pid]
        half = info.height / 2 if info.kind == "tower" else info.size / 2
        self._set_pose(pid, park_position(self.bodies.index[pid], half), (1.0, 0.0, 0.0, 0.0))

    def _set_pose(self, pid: str, position, quaternion, velocity=None, spin_local=None) -> None:
        i = self.bodies.index[pid]
        self.data.qpos[self.bodies.qpos_index[i]] = [*position, *quaternion]
        qvel = np.zeros(6)
        if velocity is not None:
            qvel[:3] = velocity
        if spin_local is not None:
            qvel[3:] = spin_local
        self.data.qvel[self.bodies.dof_index[i]] = qvel

    # ----------------------------------------------------------------- throwing
    def random_throw(self, rng: np.random.Generator | None = None, piece_id: str | None = None
                     ) -> Throw:
        """A plausible hand throw for this world (for tests, benchmarks and bots)."""
        piece = self.throwable(piece_id or self._default_throwable())
        return self.arena.random_throw(self._rng if rng is None else rng, piece)

    def random_throws(self, rng: np.random.Generator | None = None, piece_ids=()
                      ) -> dict[str, Throw]:
        """Plausible hand throws for several pieces at once, starting clear of each other."""
        return clear_random_throws(self, self._rng if rng is None else rng, piece_ids)

    def throwable(self, piece_id: str) -> PieceInfo:
        """The piece `piece_id` when it can be thrown (a die); else ThrowError."""
        return throwable_piece(self.pieces, piece_id)

    def _default_throwable(self) -> str:
        cubes = [p for p in self.piece_ids if self.pieces[p].kind in CUBE_KINDS]
        in_hand = [p for p in cubes if self._book.status[p] == "hand"]
        return (in_hand or cubes)[0]

    def throw(self, piece_id: str, throw: Throw) -> Outcome:
        """Throw one piece and simulate until everything rests (D4); see `finish`."""
        return self.throw_many({piece_id: throw})

    def throw_many(self, throws: dict[str, Throw]) -> Outcome:
        """Throw several pieces at once (the dice of a tray) and simulate until rest."""
        self.launch_many(throws)
        return self.finish()

    def launch(self, piece_id: str, throw: Throw) -> None:
        """Start a throw without simulating it; drive it with `advance` and end with `finish`."""
        self.launch_many({piece_id: throw})

    def launch_many(self, throws: dict[str, Throw]) -> None:
        self._require_idle()
        validate_throws(self, throws)
        for pid, thrown in throws.items():
            mat = quat_to_mat(thrown.orientation)
            spin_local = matvec(mat.T, thrown.spin)
            self._set_pose(pid, thrown.position, thrown.orientation, thrown.velocity, spin_local)
            self._book.status[pid] = "play"
        self._begin(tuple(throws), flatten_after=True)

    def check_throws(self, throws: dict[str, Throw]) -> None:
        """Raise ThrowError when `throw_many(throws)` would be refused; changes nothing."""
        self._require_idle()
        validate_throws(self, throws)

    def _begin(self, thrown: tuple[str, ...], flatten_after: bool) -> None:
        upright = frozenset(
            pid for pid in self.piece_ids
            if self.pieces[pid].kind == "tower" and self._book.status[pid] == "play"
            and self.tilt(pid) <= TOWER_FALLEN_DEG
        )
        self._book.flight = Flight(thrown=thrown, upright_towers=upright,
                                    flatten_after=flatten_after)
        self.emit_poses()

    def advance(self, seconds: float) -> None:
        """Step the throw in progress by `seconds` (whole 1 ms steps); stops early at rest."""
        flight = self._require_flight()
        if isinstance(seconds, bool) or not math.isfinite(seconds) or seconds < 0:
            raise ValueError(f"seconds must be a finite non-negative number, got {seconds!r}")
        # a throw never runs past the 10 s cap of D4: longer requests stop there
        self._run(flight, int(round(min(seconds, CAP_STEPS * STEP_SECONDS) / STEP_SECONDS)))

    def at_rest(self) -> bool:
        """True once every piece in play rests (D4) or the 10 s cap is reached."""
        flight = self._book.flight
        return flight is None or flight.done

    def finish(self) -> Outcome:
        """Simulate the throw in progress to rest, then settle the table and read it."""
        flight = self._require_flight()
        self._run(flight, CAP_STEPS)
        out = self._take_out_at_rest(flight)
        fallen = frozenset(
            pid for pid in flight.upright_towers
            if self._book.status[pid] == "play" and self.tilt(pid) > TOWER_FALLEN_DEG
        )
        self._book.flight = None
        self._book.extra_steps = 0
        if flight.capped:
            self.data.qvel[:] = 0.0
        flattened: frozenset[str] = frozenset()
        if flight.flatten_after:
            flattened, more_out = flatten_tilted(self)
            out |= more_out
        seconds = (flight.steps + self._book.extra_steps) / round(1 / STEP_SECONDS)
        self.emit_poses()  # at rest: the final poses
        return self._outcome(out=frozenset(out), fallen=fallen, flattened=flattened,
                             seconds=seconds, capped=flight.capped)

    def settle(self) -> Outcome:
        """Simulate until rest from the current state (after placing pieces by hand)."""
        self._require_idle()
        self._begin((), flatten_after=True)
        return self.finish()

    # ----------------------------------------------------------------- stepping core
    def _run(self, flight: Flight, steps: int) -> None:
        """Step the flight by up to `steps`: in chunks (deboule.physics.chunks), else (not
        `chunked`, or poses or impacts heard) one check period at a time as before issue 35; same
        bits."""
        self._refresh_active()
        chunked = self.chunked and self.pose_listener is None and not self.listen_impacts
        work = work_for(self.model, self.bodies) if chunked else None
        while steps > 0 and not flight.done:
            if chunked and not flight.out and flight.steps % CHECK_EVERY == 0:
                done, then_one = step_ahead(self.model, self.data, flight, steps,
                                            self._active_mask, self.arena, self.bodies,
                                            work)
                steps -= done
                if not then_one or steps <= 0 or flight.done:
                    continue
            steps -= self._one_period(flight, steps)

    def _one_period(self, flight: Flight, steps: int) -> int:
        chunk = min(steps, CHECK_EVERY - flight.steps % CHECK_EVERY)
        if self.pose_listener is not None:  # MuJoCo's nstep loop: split, same bits
            chunk = min(chunk, max(1, self.pose_every - self._since_pose))
        mujoco.mj_step(self.model, self.data, nstep=chunk)
        self._stepped(chunk)
        flight.steps += chunk
        if flight.steps % CHECK_EVERY == 0:
            self._check(flight)
        return chunk

    def _refresh_active(self) -> None:
        status = self._book.status
        self._active_mask = np.array([status[pid] == "play" for pid in self.piece_ids])

    def _check(self, flight: Flight) -> None:
        """Every 10 ms: latch pieces that left the play area (D3), then test for rest (D4).

        Runs a hundred times per simulated second: whole-array views, no per-piece Python.
        """
        active = self._active_mask
        qpos = self.data.qpos.reshape(-1, 7)  # one free joint per piece, in piece order
        left = self.arena.left_play_mask(qpos[:, :3]) & active
        if left.any() or flight.out:
            self._latch_out(flight, left, qpos)
            active = self._active_mask
        if flight.steps >= CAP_STEPS:
            flight.done = flight.capped = True
            return
        resting = quiet(self.data.qvel.reshape(-1, 6), active)
        if resting and balanced_on_edge(self.data, np.flatnonzero(active), qpos[active, 3:],
                                        self.bodies):
            resting = False
        if self.listen_impacts:
            self._note_impacts()
        flight.quiet_steps = flight.quiet_steps + CHECK_EVERY if resting else 0
        if flight.quiet_steps >= REST_STEPS:
            flight.done = True

    def _latch_out(self, flight: Flight, left: np.ndarray, qpos: np.ndarray) -> None:
        """D3: a piece that left the play area is out; it goes once it has dropped away."""
        for i in np.flatnonzero(left):
            if self.piece_ids[i] not in flight.out:
                self._book.left_at[self.piece_ids[i]] = tuple(float(v) for v in qpos[i, :3])
            flight.out.add(self.piece_ids[i])
        for pid in sorted(flight.out):
            i = self.bodies.index[pid]
            if self._active_mask[i] and qpos[i, 2] < PARK_BELOW_Z:
                self._take_out(pid)
        self._refresh_active()

    def _take_out_at_rest(self, flight: Flight) -> set[str]:
        """D3 at rest: the pieces latched out and those resting out of play leave the table."""
        out = set(flight.out) | {p for p in self.in_play()
                                 if self.arena.out_at_rest(self.position(p))}
        for pid in sorted(out - flight.out):
            self._book.left_at[pid] = tuple(float(v) for v in self.position(pid))
        for pid in out:
            self._take_out(pid)
        return out

    def _take_out(self, pid: str) -> None:
        self._park(pid)
        self._book.status[pid] = "out"

    def _note_impacts(self) -> None:
        """New contacts since the last check become Impacts, loud as the closing speed."""
        heard, self._book.touching = new_impacts(self.data, self.bodies, self._book.touching)
        self._impacts.extend(heard)

    def impacts(self) -> list[Impact]:
        """Impacts heard since the last call (needs `listen_impacts = True`), oldest first."""
        drained, self._impacts = self._impacts, []
        return drained

    # ----------------------------------------------------------------- reading the world
    def in_play(self) -> set[str]:
        """The ids of the pieces in play."""
        return {pid for pid, s in self._book.status.items() if s == "play"}

    def left_at(self, pid: str) -> tuple[float, float, float] | None:
        """Where piece `pid` was when it last left the play area (D3), None if it never did."""
        return self._book.left_at.get(pid)

    def position(self, pid: str) -> np.ndarray:
        """Where piece `pid`'s centre is (x, y, z in metres), a copy."""
        return self.data.qpos[self.bodies.qpos_index[self.bodies.index[pid], :3]].copy()

    def _quat(self, pid: str) -> np.ndarray:
        return self.data.qpos[self.bodies.qpos_index[self.bodies.index[pid], 3:]].copy()

    def rotation(self, pid: str) -> np.ndarray:
        """Piece `pid`'s orientation as a 3x3 rotation matrix (columns: its local axes)."""
        return quat_to_mat(self._quat(pid))

    def tilt(self, pid: str) -> float:
        """Degrees from lying flat (a die) or from upright (a tower)."""
        return piece_tilt(self.pieces[pid], self.rotation(pid))

    def half_height(self, pid: str) -> float:
        """Half piece `pid`'s vertical extent as it lies (m)."""
        return piece_half_height(self.pieces[pid], self.rotation(pid))

    def _table_arrays(self) -> dict[str, np.ndarray]:
        """Every piece's pose, tilt, vertical half extent and horizontal reach, vectorised."""
        active = np.array([self._book.status[pid] == "play" for pid in self.piece_ids])
        bodies = self.bodies
        return table_arrays(self.data.qpos.reshape(-1, 7), bodies.is_cube, bodies.half_edge,
                            bodies.tower_half, bodies.tower_radius, active)

    def support_of(self, pid: str) -> str:
        """What `pid` rests on: 'table', a piece id, 'floor', or 'hand' when not in play."""
        return supports(self._table_arrays(), self.piece_ids)[self.bodies.index[pid]]

    def _piece_states(self) -> dict[str, PieceState]:
        return piece_states(self._table_arrays(), self.pieces, self.piece_ids)

    def _outcome(self, out=frozenset(), fallen=frozenset(), flattened=frozenset(),
                 seconds: float = 0.0, capped: bool = False) -> Outcome:
        return Outcome(
            pieces=self._piece_states(),
            out=frozenset(out), fallen_towers=frozenset(fallen), flattened=frozenset(flattened),
            seconds=seconds, capped=capped,
        )

    def state(self) -> Outcome:
        """The world as it stands, read without simulating."""
        return self._outcome()

    def poses(self, in_play_only: bool = True) -> dict[str, tuple[tuple, tuple]]:
        """Position and quaternion of each piece (in play only, by default), for drawing."""
        status = self._book.status
        qpos = self.data.qpos[self.bodies.qpos_index]
        return {
            pid: (tuple(qpos[i, :3].tolist()), tuple(qpos[i, 3:].tolist()))
            for i, pid in enumerate(self.piece_ids)
            if not in_play_only or status[pid] == "play"
        }

    def drawn_poses(self) -> dict[str, tuple[tuple, tuple]]:
        """What a screen draws: the poses of the pieces in play and of the arena's moving
        fixtures (the Tasse's cup and saucer), as the pose listener hears them."""
        return {**self.poses(), **self.bodies.fixture_poses(self.data)}

    def emit_poses(self) -> None:
        """Tell the pose listener (if any) where everything is now; reads, changes nothing."""
        self._since_pose = 0
        if self.pose_listener is not None:
            self.pose_listener(self.time, self.drawn_poses())

    def _stepped(self, steps: int) -> None:
        if self.pose_listener is not None:
            self._since_pose += steps
            if self._since_pose >= self.pose_every:
                self.emit_poses()

    def step_by_hand(self) -> None:
        """One physics step of a part moving things by hand (the Tasse's shakes), heard by
        the pose listener like a throw's."""
        mujoco.mj_step(self.model, self.data)
        self._stepped(1)

    def status(self, pid: str) -> str:
        """'hand' (not thrown yet), 'play', 'out' (went out, D3) or 'removed'."""
        return self._book.status[self.check_piece(pid)]

    @property
    def time(self) -> float:
        return float(self.data.time)

    # ----------------------------------------------------------------- snapshots
    def snapshot(self) -> tuple:
        """An opaque copy of the whole world state (physics, bookkeeping, random state)."""
        return (copy.copy(self.data), copy.deepcopy(self._book), copy.deepcopy(self._rng))

    def restore(self, snapshot: tuple) -> None:
        data, book, rng = snapshot
        if not isinstance(data, mujoco.MjData) or not isinstance(book, Book):
            raise ValueError("not a snapshot of a World")
        if data.qpos.shape != self.data.qpos.shape or set(book.status) != set(self.piece_ids):
            raise ValueError("a snapshot of another kind of world")
        mujoco.mj_copyData(self.data, self.model, data)
        self._book = copy.deepcopy(book)
        self._rng = copy.deepcopy(rng)

    def copy(self) -> World:
        """An independent world in the same state, sharing the (read-only) model."""
        clone = object.__new__(World)
        vars(clone).update(
            self.__dict__, data=copy.copy(self.data), _scratch=mujoco.MjData(self.model),
            _book=copy.deepcopy(self._book), _rng=copy.deepcopy(self._rng),
            _impacts=[],  # a bot's practice throws must not be heard in the live game
            listen_impacts=False, pose_listener=None,  # nor drawn
        )
        clone.parts = self._parts_for(clone)  # the copy's parts act on the copy
        return clone

    def export_state(self) -> dict:
        """The whole world at rest as JSON-ready data (world_state.py): MuJoCo's integration
        state, the pieces' statuses, the parts' state and the random stream. A fresh World of
        the same kind given it by `import_state` then throws the very same bits."""
        self._require_idle()
        book = self._book
        return write_state(self.model, self.data, self.arena.name, self.piece_ids,
                           StateParts(book.status, book.parts, book.touching, self._rng))

    def import_state(self, data: Any) -> None:
        """Become the world `export_state` wrote (one of the same kind); ValueError on
        anything malformed, and then nothing is changed."""
        self._require_idle()
        parts = read_state(data, self.model, self.data, self.arena.name, self.piece_ids,
                           tuple(self.parts))
        self._book = Book(status=parts.status, parts=parts.parts, touching=parts.touching)
        self._rng = parts.rng

    # ----------------------------------------------------------------- for the parts
    def require_idle(self) -> None:
        """ActionError while a throw is in progress (a part's action must wait for rest)."""
        self._require_idle()

    @property
    def rng(self) -> np.random.Generator:
        """The world's own random stream (seeded by `seed`; part of snapshots and copies)."""
        return self._rng

    def part_state(self, name: str) -> dict:
        """Part `name`'s own state, kept with the world's bookkeeping: snapshots and copies
        carry it."""
        return self._book.parts.setdefault(name, {})

    def settle_moved(self, moved: tuple[str, ...], flatten_after: bool = True) -> Outcome:
        """Let the physics settle the table after a part moved `moved` by hand (D4 rest; D5
        tilted dice pressed flat unless `flatten_after` is False)."""
        self._begin(moved, flatten_after)
        return self.finish()

    def move_to(self, piece_id: str, position) -> None:
        """Slide a piece to `position` as it is turned, at rest (pushing pieces aside)."""
        i = self.bodies.index[piece_id]
        self.data.qpos[self.bodies.qpos_index[i, :3]] = position
        self.data.qvel[self.bodies.dof_index[i]] = 0.0

    def gap(self, piece_id: str, other: str, data: mujoco.MjData | None = None) -> float:
        """Distance (m) between two pieces' surfaces (< 0: overlap; MuJoCo's, within 1 cm) now
        or in `data` (a state of this model). A part calls `kinematics()` after moving pieces."""
        geom = self.bodies.geom
        return mujoco.mj_geomDistance(self.model, self.data if data is None else data,
                                      geom[piece_id], geom[other], 0.01, None)

    def kinematics(self) -> None:
        """Bring the bodies' frames up to date after poses were set (no time passes)."""
        mujoco.mj_kinematics(self.model, self.data)

    def trial_state(self, poses: dict[str, tuple]) -> mujoco.MjData:
        """The current state with pieces moved to `poses` ({id: (position, quaternion)}), the
        frames brought up to date, in a scratch copy (the world is not changed; the next call
        reuses the copy)."""
        scratch = self._scratch
        mujoco.mj_copyData(scratch, self.model, self.data)
        for pid, (position, quaternion) in poses.items():
            scratch.qpos[self.bodies.qpos_index[self.bodies.index[pid]]] = [*position, *quaternion]
        mujoco.mj_kinematics(self.model, scratch)
        return scratch

    def tilted_dice(self) -> list[str]:
        """The dice in play tilted more than D5's tolerance (to be pressed flat)."""
        arrays = self._table_arrays()
        tilted = arrays["active"] & self.bodies.is_cube & (arrays["tilt"] >= FLAT_TOLERANCE_DEG)
        return [self.piece_ids[i] for i in np.flatnonzero(tilted)]

    def settle_quietly(self) -> set[str]:
        """Run the physics to rest after a kinematic change; returns the pieces that went out."""
        flight = Flight(thrown=(), upright_towers=frozenset(), flatten_after=False)
        self._run(flight, CAP_STEPS // 2)
        out = self._take_out_at_rest(flight)
        self._book.extra_steps += flight.steps
        return out

    # ----------------------------------------------------------------- placing by hand
    def set_pose(self, piece_id: str, position, quaternion=(1.0, 0.0, 0.0, 0.0)) -> None:
        """Put a piece in play at a pose, at rest (tests, tools, tutorials). Call settle() after."""
        self._require_idle()
        pid = self.check_piece(piece_id)
        self._set_pose(pid, *checked_pose(position, quaternion))
        self._book.status[pid] = "play"
        mujoco.mj_forward(self.model, self.data)

    def remove(self, piece_id: str) -> Outcome:
        """Take a piece out of play until the next round (Déchole, D9)."""
        self._require_idle()
        pid = self.check_piece(piece_id)
        if self._book.status[pid] != "play":
            raise ActionError(f"{pid} is not in play")
        self._park(pid)
        self._book.status[pid] = "removed"
        mujoco.mj_forward(self.model, self.data)
        self.emit_poses()
        return self.state()

    def put(self, piece_id: str, position, quaternion) -> None:
        """Set a piece in play at a pose, at rest, as given (no check, no normalising): for the
        parts, which then settle the world. Programs use `set_pose`."""
        pid = self.check_piece(piece_id)
        self._set_pose(pid, position, quaternion)
        self._book.status[pid] = "play"

    # ----------------------------------------------------------------- guards
    def check_piece(self, pid: str) -> str:
        """`pid` when it names a piece of this world; else ActionError."""
        if pid not in self.pieces:
            raise ActionError(f"unknown piece {pid!r}; pieces are {', '.join(self.piece_ids)}")
        return pid

    def _require_idle(self) -> None:
        if self._book.flight is not None:
            raise ActionError("a throw is in progress: finish it first")

    def _require_flight(self) -> Flight:
        if self._book.flight is None:
            raise ActionError("no throw in progress: launch one first")
        return self._book.flight
