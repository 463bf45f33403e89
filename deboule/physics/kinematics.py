"""Le Déboulé's table actions as a part of a World: chapeauter, bascule, aplatir a chosen die,
erect a fallen DéTour (RULINGS D5, D8, D10). Its verbs are the world's: `world.tip(...)`.

Each action checks everything first (a refused action changes nothing), sets poses directly,
then lets the world's core settle the table. (Placing by hand and removing are the core's.)
"""

from __future__ import annotations

import dataclasses
import math

import mujoco
import numpy as np

from deboule.physics.geometry import footprint_half_extents, snap_flat
from deboule.physics.settling import PENETRATION, clamped, press_flat, push_aside, support_chain
from deboule.physics.types import ActionError, Outcome
from deboule.spatial import axis_angle_mat, mat_to_quat
from deboule.spatial.exact import dot, matmul, matvec

# RULINGS D8: a bascule is a quarter turn towards one side; these name the table directions.
DIRECTIONS = {"far": (1.0, 0.0), "near": (-1.0, 0.0), "left": (0.0, 1.0), "right": (0.0, -1.0)}
SWEEP_STEPS = 6  # poses checked along a quarter turn
DICE = ("deboule", "cochonde", "die")


class TableActions:
    """The table actions part of a World (World.deboule, World.dice_tray)."""

    name = "table"
    where = "the table actions are the Déboulé's and the tray's"

    def __init__(self, world) -> None:
        self.world = world

    # ------------------------------------------------------------- chapeauter
    def place_on(self, piece_id: str, target_id: str) -> Outcome:
        """RULINGS D8 chapeauter: set the die on top of the target's stack, top face kept."""
        w = self.world
        w.require_idle()
        pid, target = w.check_piece(piece_id), w.check_piece(target_id)
        if w.pieces[pid].kind not in ("deboule", "cochonde", "die"):
            raise ActionError(f"{pid} is a {w.pieces[pid].kind}: only a die can be placed")
        for name in (pid, target):
            if w.status(name) != "play":
                raise ActionError(f"{name} is not in play")
        if pid == target:
            raise ActionError("a die cannot be placed on itself")
        if pid in support_chain(w, target):
            raise ActionError(f"{pid} is under {target}: it cannot be placed on it")
        if any(w.support_of(p) == pid for p in w.in_play() - {pid}):
            raise ActionError(f"{pid} has another piece on top of it")
        top = self._stack_top(target)
        if top == pid:
            raise ActionError(f"{pid} is already on top of {target}")
        mat = snap_flat(w.rotation(pid))
        top_position = w.position(top)
        z = top_position[2] + w.half_height(top) + w.pieces[pid].size / 2 + 3e-4
        w.put(pid, (top_position[0], top_position[1], z), mat_to_quat(mat))
        return w.settle_moved((pid,), flatten_after=True)

    def _stack_top(self, target: str) -> str:
        w = self.world
        current, seen = target, {target}
        while True:
            above = [p for p in w.in_play() - seen if w.support_of(p) == current]
            if not above:
                return current
            current = max(above, key=lambda p: w.position(p)[2])
            seen.add(current)

    # ------------------------------------------------------------- bascule
    def can_tip(self, piece_id: str, direction: str) -> tuple[bool, str]:
        """Whether a bascule of `piece_id` towards `direction` is possible, and why not (D8)."""
        try:
            self._tipped_pose(piece_id, direction)
        except _Blocked as blocked:
            return False, str(blocked)
        return True, ""

    def tip(self, piece_id: str, direction: str) -> Outcome:
        """RULINGS D8 bascule: a quarter turn about the bottom edge on the `direction` side.

        direction: 'far' (+x), 'near' (-x), 'left' (+y) or 'right' (-y). Refused (ActionError)
        when another piece or a rail is in the way or the die would leave the play area.
        No aplatir afterwards (D5: not during a bascule).
        """
        w = self.world
        try:
            position, mat = self._tipped_pose(piece_id, direction)
        except _Blocked as blocked:
            raise ActionError(f"bascule refused: {blocked}") from None
        w.put(piece_id, position, mat_to_quat(mat))
        return w.settle_moved((piece_id,), flatten_after=False)

    def _tipped_pose(self, piece_id: str, direction: str) -> tuple[np.ndarray, np.ndarray]:
        w = self.world
        w.require_idle()
        pid = w.check_piece(piece_id)
        if direction not in DIRECTIONS:
            names = ", ".join(DIRECTIONS)
            raise ActionError(f"direction must be one of {names}, got {direction!r}")
        if w.pieces[pid].kind not in ("deboule", "cochonde", "die"):
            raise _Blocked(f"{pid} is not a die")
        if w.status(pid) != "play":
            raise _Blocked(f"{pid} is not in play")
        if w.support_of(pid) != "table":
            raise _Blocked(f"{pid} does not rest on the table")
        if any(w.support_of(p) == pid for p in w.in_play() - {pid}):
            raise _Blocked(f"{pid} has another piece on top of it")
        mat, centre = w.rotation(pid), w.position(pid)
        half = w.pieces[pid].size / 2
        wanted = np.array([*DIRECTIONS[direction], 0.0])
        # The side face whose outward normal is closest to the wanted direction.
        candidates = [sign * mat[:, i] for i in range(3) for sign in (1.0, -1.0)
                      if abs(mat[2, i]) < 0.5]
        normal = max(candidates, key=lambda n: dot(n, wanted))
        normal = np.array([normal[0], normal[1], 0.0]) / np.hypot(normal[0], normal[1])
        pivot = centre + normal * half - np.array([0.0, 0.0, half])
        axis = np.cross([0.0, 0.0, 1.0], normal)
        final_position, final_mat = centre, mat
        for step in range(1, SWEEP_STEPS + 1):
            turn = axis_angle_mat(axis, math.pi / 2 * step / SWEEP_STEPS)
            final_position = pivot + matvec(turn, centre - pivot)
            final_mat = matmul(turn, mat)
            hit = obstacle_at(w, pid, final_position, mat_to_quat(final_mat), PENETRATION)
            if hit == "rail":
                raise _Blocked("a rail is in the way")
            if hit is not None:
                raise _Blocked(f"{pid} would hit {hit}")
        self._check_inside(final_position, final_mat, half)
        return final_position, final_mat

    def _check_inside(self, position, mat, half: float) -> None:
        w = self.world
        x_min, x_max, y_min, y_max = w.arena.play_bounds()
        ex, ey = footprint_half_extents(mat, half)
        if position[1] - ey < y_min or position[1] + ey > y_max or position[0] + ex > x_max:
            raise _Blocked("a rail is in the way")
        if position[0] - ex < x_min:
            raise _Blocked("the die would leave the play area")

    # ------------------------------------------------------------- aplatir
    def flatten(self, piece_id: str) -> Outcome:
        """RULINGS D5 aplatir: press the die flat, pushing aside what it leans on, then settle."""
        w = self.world
        w.require_idle()
        pid = w.check_piece(piece_id)
        if w.pieces[pid].kind not in ("deboule", "cochonde", "die"):
            raise ActionError(f"{pid} is a {w.pieces[pid].kind}: only a die can be pressed flat")
        if w.status(pid) != "play":
            raise ActionError(f"{pid} is not in play")
        press_flat(w, [pid])
        outcome = w.settle_moved((pid,), flatten_after=True)
        return dataclasses.replace(outcome, flattened=outcome.flattened | {pid})

    # ------------------------------------------------------------- towers
    def erect(self, tower_id: str) -> Outcome:
        """RULINGS D10: set a fallen tower upright on its base, where the base lies."""
        w = self.world
        w.require_idle()
        pid = w.check_piece(tower_id)
        info = w.pieces[pid]
        if info.kind != "tower":
            raise ActionError(f"{pid} is not a tower")
        if w.status(pid) != "play":
            raise ActionError(f"{pid} is not in play")
        mat, centre = w.rotation(pid), w.position(pid)
        base = centre - mat[:, 2] * info.height / 2
        position = clamped(w, np.array([base[0], base[1], info.height / 2]),
                           info.radius, info.radius)
        w.put(pid, position, (1.0, 0.0, 0.0, 0.0))
        push_aside(w, [pid])
        return w.settle_moved((pid,), flatten_after=True)


def obstacle_at(world, piece_id: str, position, quaternion, penetration: float) -> str | None:
    """What piece `piece_id` would hit if it stood at this pose: another piece in play (its
    id), 'rail', or None. Changes nothing."""
    scratch = world.trial_state({piece_id: (position, quaternion)})
    for other in sorted(world.in_play() - {piece_id}):
        if world.gap(piece_id, other, scratch) < -penetration:
            return other
    geom = world.bodies.geom[piece_id]
    for rail in sorted(world.bodies.rail_geoms):
        if mujoco.mj_geomDistance(world.model, scratch, geom, rail, 0.01, None) < -penetration:
            return "rail"
    return None


class _Blocked(Exception):
    """A bascule that is not possible, with the reason."""
