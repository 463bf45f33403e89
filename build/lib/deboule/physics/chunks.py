"""The throw loop in chunks (issue 35; docs/physics.md "The chunked loop").

The World checks a throw every CHECK_EVERY steps (out of play D3, rest D4). Done one period at
a time, those checks cost half as much again as the stepping itself. `step_ahead` steps several
periods in one go, keeps the poses and velocities at each period's end, and then runs every
period's checks at once on those rows, as whole arrays, with the very arithmetic of
`World._check` (same numpy calls on the same layouts, so the same bits). A row where the check
would *do* something it cannot replay from poses alone (a piece left the play area: it is
latched and parked; a die quiet but tilted, whose edge guard needs that step's contacts) ends
the chunk there: the world is put back to its last mark in the chunk (`mj_copyData`), stepped
again to that row in one call (MuJoCo's `nstep` loop gives the same bits as steps split), and the
World's own one-period check takes over for that row. The outcome of every throw is the one of
the period-by-period loop, bit for bit (tests/test_physics_chunks.py)."""

from __future__ import annotations

import threading
import weakref
from typing import Protocol

import mujoco
import numpy as np

from deboule.physics.bodies import Bodies
from deboule.physics.flight import (
    CAP_STEPS,
    CHECK_EVERY,
    EDGE_GUARD_COS,
    REST_SPEED,
    REST_SPIN,
    REST_STEPS,
    Flight,
)

# Check periods stepped before looking: 100 ms (REST_STEPS of quiet), so that a chunk cannot run
# past the throw's end; twice that while a piece still moves fast (FAST_SPEED), when coming to
# rest within the chunk is unlikely (and then the world goes back to the row it rested on).
# Going back (a piece out, a die quiet but tilted before the last row, a fast chunk that
# rested: a few throws in a hundred on the crowded table) restarts from the last mark, a copy
# of the state kept every MARK_ROWS rows, so it steps again at most MARK_ROWS - 1 periods; the
# rows after the one gone back to are lost, so longer chunks lose more (forty rows measured: 7 %
# more steps on the crowded table, bench.physics; docs/physics.md P17).
REST_ROWS = REST_STEPS // CHECK_EVERY
MAX_ROWS = 2 * REST_ROWS
MARK_ROWS = REST_ROWS
FAST_SPEED = 0.5  # m/s: a guess that changes how fast, never what (the outcome is the same)


class PlayArea(Protocol):
    def left_play_mask(self, positions: np.ndarray) -> np.ndarray: ...


class ChunkWork:
    """Scratch space for the chunks of one model on one thread (`work_for`): the rows kept and
    the chunk's starting state, used within one `step_ahead` call."""

    def __init__(self, model: mujoco.MjModel, bodies: Bodies) -> None:
        self.qpos = np.empty((MAX_ROWS, model.nq))
        self.qvel = np.empty((MAX_ROWS, model.nv))
        # the chunk's state every MARK_ROWS rows (marks[0]: its start), to go back to
        self.marks = [mujoco.MjData(model) for _ in range(MAX_ROWS // MARK_ROWS)]
        self.speed = 0.0  # the fastest piece's speed at the last row looked at (m/s)
        # each geom's piece (its index, -1 for none) and whether it is a rail: the edge guard
        self.owner = np.full(model.ngeom, -1)
        for geom, pid in bodies.geom_owner.items():
            self.owner[geom] = bodies.index[pid]
        self.rail = np.zeros(model.ngeom, dtype=bool)
        self.rail[list(bodies.rail_geoms)] = True


_THREADS = threading.local()  # each thread's ChunkWork, by model (worlds and copies share one)


def work_for(model: mujoco.MjModel, bodies: Bodies) -> ChunkWork:
    """This thread's scratch space for `model` (a new MjData costs milliseconds: a bot's many
    world copies must not each make one). It lives as long as the model's `Bodies` (shared by a
    world and its copies): kept by a weak reference, it goes with the last of them, so a process
    that builds world after world (a soak, a server's rooms) does not keep every model's
    scratch MjData (about 1 MB a world)."""
    works: weakref.WeakKeyDictionary[Bodies, ChunkWork] = _THREADS.__dict__.setdefault(
        "works", weakref.WeakKeyDictionary())
    work = works.get(bodies)
    if work is None:
        work = works[bodies] = ChunkWork(model, bodies)
    return work


def chunk_rows(data: mujoco.MjData, flight: Flight, steps: int, active: np.ndarray,
               work: ChunkWork) -> int:
    """How many check periods the next chunk steps: no further than `steps`, nor up to the 10 s
    cap; and, unless a piece moves faster than FAST_SPEED (at the flight's start, or on the
    last chunk's last row), than the first period that could end the throw at rest."""
    rows = min(MAX_ROWS, steps // CHECK_EVERY, (CAP_STEPS - flight.steps) // CHECK_EVERY - 1)
    if flight.steps == 0:
        velocity = data.qvel.reshape(-1, 6)[active, :3]
        work.speed = float(np.max(np.einsum("ij,ij->i", velocity, velocity),
                                  initial=0.0)) ** 0.5
    if work.speed < FAST_SPEED:
        rows = min(rows, (REST_STEPS - flight.quiet_steps) // CHECK_EVERY)
    return max(0, rows)


def step_ahead(model: mujoco.MjModel, data: mujoco.MjData, flight: Flight, steps: int,
               active: np.ndarray, arena: PlayArea, bodies: Bodies, work: ChunkWork
               ) -> tuple[int, bool]:
    """Step the throw in progress (at a period's start, nothing out) by whole check periods and
    account their checks in `flight`. Returns the steps done and whether the World's own
    one-period check must run next (the chunk stopped before a row it cannot replay)."""
    rows = chunk_rows(data, flight, steps, active, work)
    if rows == 0:
        return 0, True
    step, copy, marks = mujoco.mj_step, mujoco.mj_copyData, work.marks
    now_qpos, now_qvel, kept_qpos, kept_qvel = data.qpos, data.qvel, work.qpos, work.qvel
    for r in range(rows):  # the only Python per period: a call and two copies
        if r % MARK_ROWS == 0:
            copy(marks[r // MARK_ROWS], model, data)
        step(model, data, CHECK_EVERY)
        kept_qpos[r] = now_qpos
        kept_qvel[r] = now_qvel
    count = len(active)
    qpos = work.qpos[:rows].reshape(-1, 7)
    left = (arena.left_play_mask(qpos[:, :3]).reshape(rows, count) & active).any(axis=1)
    quiet = _quiet_rows(work.qvel[:rows].reshape(-1, 6), active, rows, count, work)
    if not quiet.any() and not left.any():  # the common fast chunk: no row to look at
        flight.steps += rows * CHECK_EVERY
        flight.quiet_steps = 0
        return rows * CHECK_EVERY, False
    cubes = bodies.is_cube & active
    tilted = _tilted_rows(qpos[:, 3:].reshape(rows, count, 4), cubes) if quiet.any() else quiet
    quiet_steps = flight.quiet_steps
    left, quiet, tilted = left.tolist(), quiet.tolist(), tilted.tolist()  # Python bools
    for r in range(rows):
        resting = quiet[r]
        if left[r] or (resting and tilted[r] and r < rows - 1):
            return _back_to(model, data, flight, work, r, quiet_steps), True
        if resting and tilted[r]:  # the chunk's last row: its contacts are the data's own
            resting = not _balanced_on_edge(data, qpos[-count:, 3:], cubes, work)
        quiet_steps = quiet_steps + CHECK_EVERY if resting else 0
        if quiet_steps >= REST_STEPS and r < rows - 1:  # a fast chunk came to rest: back there
            flight.done = True
            return _back_to(model, data, flight, work, r + 1, quiet_steps), False
    flight.steps += rows * CHECK_EVERY
    flight.quiet_steps = quiet_steps
    if quiet_steps >= REST_STEPS:
        flight.done = True
    return rows * CHECK_EVERY, False


def _back_to(model: mujoco.MjModel, data: mujoco.MjData, flight: Flight, work: ChunkWork,
             row: int, quiet_steps: int) -> int:
    """Put the world back to the start of `row` (its last mark, stepped again); the rows
    before it are accounted. Returns the steps done."""
    mark = min(row // MARK_ROWS, len(work.marks) - 1)
    mujoco.mj_copyData(data, model, work.marks[mark])
    if row > mark * MARK_ROWS:
        mujoco.mj_step(model, data, nstep=(row - mark * MARK_ROWS) * CHECK_EVERY)
    flight.steps += row * CHECK_EVERY
    flight.quiet_steps = quiet_steps
    return row * CHECK_EVERY


def _quiet_rows(qvel: np.ndarray, active: np.ndarray, rows: int, count: int,
                work: ChunkWork) -> np.ndarray:
    """deboule.physics.resting.quiet for each row: the same einsum on the same strides, the maximum
    over the pieces in play (exact however taken); the spins only where the speeds are quiet. Keeps
    the last row's fastest speed for the next chunk's length."""
    if not active.any():
        work.speed = 0.0
        return np.ones(rows, dtype=bool)
    linear = qvel[:, :3]
    fastest = np.einsum("ij,ij->i", linear, linear).reshape(rows, count)[:, active].max(axis=1)
    work.speed = float(fastest[-1]) ** 0.5
    quiet = fastest < REST_SPEED**2
    if quiet.any():
        angular = qvel[:, 3:]
        quiet &= np.einsum("ij,ij->i", angular, angular).reshape(rows, count)[:, active].max(
            axis=1) < REST_SPIN**2
    return quiet


def _tilt_cos(quats: np.ndarray) -> np.ndarray:
    """The cosine of each piece's tilt from its nearest face-up pose (deboule.physics.resting's
    arithmetic), for quaternions in the last axis."""
    w, x, y, z = quats[..., 0], quats[..., 1], quats[..., 2], quats[..., 3]
    up = np.abs(np.stack([2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)]))
    return up.max(axis=0)


def _tilted_rows(quats: np.ndarray, cubes: np.ndarray) -> np.ndarray:
    """Per row: does a die in play lean 5° or more (the edge guard's question)?"""
    return ((_tilt_cos(quats) < EDGE_GUARD_COS) & cubes).any(axis=1)


def _balanced_on_edge(data: mujoco.MjData, quats: np.ndarray, cubes: np.ndarray,
                      work: ChunkWork) -> bool:
    """deboule.physics.resting.balanced_on_edge on whole arrays: a die tilted 5° or more that
    touches no piece and no rail (RULINGS D4)."""
    tilted = (_tilt_cos(quats) < EDGE_GUARD_COS) & cubes
    leaning = np.zeros(len(cubes), dtype=bool)
    if data.ncon:
        geoms = data.contact.geom
        owner1, owner2 = work.owner[geoms[:, 0]], work.owner[geoms[:, 1]]
        rail = work.rail[geoms[:, 0]] | work.rail[geoms[:, 1]]
        leaning[owner1[(owner1 >= 0) & ((owner2 >= 0) | rail)]] = True
        leaning[owner2[(owner2 >= 0) & ((owner1 >= 0) | rail)]] = True
    return bool((tilted & ~leaning).any())
