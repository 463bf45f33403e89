"""Kinematic actions on a World: chapeauter, bascule, aplatir, erect, remove, place by hand.

Each action checks everything first (a refused action changes nothing), sets poses directly,
then lets the physics settle the table.
"""

from __future__ import annotations

import dataclasses
import math

import mujoco
import numpy as np

from physics.flight import CAP_STEPS, FLAT_TOLERANCE_DEG, TOWER_FALLEN_DEG, Flight
from physics.geometry import footprint_half_extents, snap_flat
from physics.types import ActionError, Outcome
from spatial import axis_angle_mat, mat_to_quat

# RULINGS D8: a bascule is a quarter turn towards one side; these name the table directions.
DIRECTIONS = {"far": (1.0, 0.0), "near": (-1.0, 0.0), "left": (0.0, 1.0), "right": (0.0, -1.0)}
PENETRATION = 2e-4  # metres of overlap that count as a hit
SWEEP_STEPS = 6  # poses checked along a quarter turn


class KinematicActions:
    """Mixed into World; relies on its private helpers (poses, status, settling)."""

    # ------------------------------------------------------------- placing by hand
    def set_pose(self, piece_id: str, position, quaternion=(1.0, 0.0, 0.0, 0.0)) -> None:
        """Put a piece in play at a pose, at rest (tests, tools, tutorials). Call settle() after."""
        self._require_idle()
        pid = self._known(piece_id)
        try:
            values = [float(v) for v in (*position, *quaternion)]
        except (TypeError, ValueError) as exc:
            raise ActionError(f"a pose is 3 numbers and a quaternion: {exc}") from exc
        if len(tuple(position)) != 3 or len(tuple(quaternion)) != 4 or not all(
                math.isfinite(v) for v in values):
            raise ActionError(f"a pose is 3 finite coordinates and a quaternion, got {values}")
        quat = np.array(values[3:])
        if np.linalg.norm(quat) < 1e-9:
            raise ActionError("the quaternion must not be zero")
        self._set_pose(pid, values[:3], quat / np.linalg.norm(quat))
        self._book.status[pid] = "play"
        mujoco.mj_forward(self.model, self.data)

    def remove(self, piece_id: str) -> Outcome:
        """Take a piece out of play until the next round (Déchole, D9)."""
        self._require_idle()
        pid = self._known(piece_id)
        if self._book.status[pid] != "play":
            raise ActionError(f"{pid} is not in play")
        self._park(pid)
        self._book.status[pid] = "removed"
        mujoco.mj_forward(self.model, self.data)
        return self.state()

    # ------------------------------------------------------------- chapeauter
    def place_on(self, piece_id: str, target_id: str) -> Outcome:
        """RULINGS D8 chapeauter: set the die on top of the target's stack, top face kept."""
        self._require_idle()
        pid, target = self._known(piece_id), self._known(target_id)
        if self.pieces[pid].kind not in ("deboule", "cochonde", "die"):
            raise ActionError(f"{pid} is a {self.pieces[pid].kind}: only a die can be placed")
        for name in (pid, target):
            if self._book.status[name] != "play":
                raise ActionError(f"{name} is not in play")
        if pid == target:
            raise ActionError("a die cannot be placed on itself")
        if pid in self._support_chain(target):
            raise ActionError(f"{pid} is under {target}: it cannot be placed on it")
        if any(self.support_of(p) == pid for p in self._active() - {pid}):
            raise ActionError(f"{pid} has another piece on top of it")
        top = self._stack_top(target)
        if top == pid:
            raise ActionError(f"{pid} is already on top of {target}")
        mat = snap_flat(self._mat(pid))
        top_position = self._position(top)
        z = top_position[2] + self._half_height(top) + self.pieces[pid].size / 2 + 3e-4
        self._set_pose(pid, (top_position[0], top_position[1], z), mat_to_quat(mat))
        self._begin((pid,), flatten_after=True)
        return self.finish()

    def _support_chain(self, pid: str) -> list[str]:
        """The pieces under `pid`, nearest first."""
        chain, current = [], pid
        while True:
            below = self.support_of(current)
            if below in ("table", "floor", "hand") or below in chain or below == pid:
                return chain
            chain.append(below)
            current = below

    def _stack_top(self, target: str) -> str:
        current, seen = target, {target}
        while True:
            above = [p for p in self._active() - seen if self.support_of(p) == current]
            if not above:
                return current
            current = max(above, key=lambda p: self._position(p)[2])
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
        try:
            position, mat = self._tipped_pose(piece_id, direction)
        except _Blocked as blocked:
            raise ActionError(f"bascule refused: {blocked}") from None
        self._set_pose(piece_id, position, mat_to_quat(mat))
        self._begin((piece_id,), flatten_after=False)
        return self.finish()

    def _tipped_pose(self, piece_id: str, direction: str) -> tuple[np.ndarray, np.ndarray]:
        self._require_idle()
        pid = self._known(piece_id)
        if direction not in DIRECTIONS:
            names = ", ".join(DIRECTIONS)
            raise ActionError(f"direction must be one of {names}, got {direction!r}")
        if self.pieces[pid].kind not in ("deboule", "cochonde", "die"):
            raise _Blocked(f"{pid} is not a die")
        if self._book.status[pid] != "play":
            raise _Blocked(f"{pid} is not in play")
        if self.support_of(pid) != "table":
            raise _Blocked(f"{pid} does not rest on the table")
        if any(self.support_of(p) == pid for p in self._active() - {pid}):
            raise _Blocked(f"{pid} has another piece on top of it")
        mat, centre = self._mat(pid), self._position(pid)
        half = self.pieces[pid].size / 2
        wanted = np.array([*DIRECTIONS[direction], 0.0])
        # The side face whose outward normal is closest to the wanted direction.
        candidates = [sign * mat[:, i] for i in range(3) for sign in (1.0, -1.0)
                      if abs(mat[2, i]) < 0.5]
        normal = max(candidates, key=lambda n: float(np.dot(n, wanted)))
        normal = np.array([normal[0], normal[1], 0.0]) / np.hypot(normal[0], normal[1])
        pivot = centre + normal * half - np.array([0.0, 0.0, half])
        axis = np.cross([0.0, 0.0, 1.0], normal)
        final_position, final_mat = centre, mat
        for step in range(1, SWEEP_STEPS + 1):
            turn = axis_angle_mat(axis, math.pi / 2 * step / SWEEP_STEPS)
            final_position = pivot + turn @ (centre - pivot)
            final_mat = turn @ mat
            self._check_clear(pid, final_position, final_mat)
        self._check_inside(final_position, final_mat, half)
        return final_position, final_mat

    def _check_clear(self, pid: str, position, mat) -> None:
        scratch = self._scratch
        mujoco.mj_copyData(scratch, self.model, self.data)
        i = self._index[pid]
        scratch.qpos[self._qpos_index[i]] = [*position, *mat_to_quat(mat)]
        mujoco.mj_kinematics(self.model, scratch)
        geom = self._geom[pid]
        for other in sorted(self._active() - {pid}):
            gap = mujoco.mj_geomDistance(self.model, scratch, geom, self._geom[other], 0.01, None)
            if gap < -PENETRATION:
                raise _Blocked(f"{pid} would hit {other}")
        for rail in sorted(self._rail_geoms):
            if mujoco.mj_geomDistance(self.model, scratch, geom, rail, 0.01, None) < -PENETRATION:
                raise _Blocked("a rail is in the way")

    def _check_inside(self, position, mat, half: float) -> None:
        x_min, x_max, y_min, y_max = self.arena.play_bounds()
        ex, ey = footprint_half_extents(mat, half)
        if position[1] - ey < y_min or position[1] + ey > y_max or position[0] + ex > x_max:
            raise _Blocked("a rail is in the way")
        if position[0] - ex < x_min:
            raise _Blocked("the die would leave the play area")

    # ------------------------------------------------------------- aplatir
    def flatten(self, piece_id: str) -> Outcome:
        """RULINGS D5 aplatir: press the die flat, pushing aside what it leans on, then settle."""
        self._require_idle()
        pid = self._known(piece_id)
        if self.pieces[pid].kind not in ("deboule", "cochonde", "die"):
            raise ActionError(f"{pid} is a {self.pieces[pid].kind}: only a die can be pressed flat")
        if self._book.status[pid] != "play":
            raise ActionError(f"{pid} is not in play")
        self._press_flat([pid])
        self._begin((pid,), flatten_after=True)
        outcome = self.finish()
        return dataclasses.replace(outcome, flattened=outcome.flattened | {pid})

    def _flatten_tilted(self) -> tuple[frozenset[str], set[str]]:
        """Press every tilted die flat and settle, a few passes; returns (flattened, went out)."""
        flattened: set[str] = set()
        out: set[str] = set()
        for _ in range(3):
            tilted = self._tilted_dice()
            if not tilted:
                break
            self._press_flat(tilted)
            flattened.update(tilted)
            out |= self._settle_quietly()
        last = self._tilted_dice()
        if last:  # still tilted: press flat and push aside, without letting physics move it
            self._press_flat(last)
            flattened.update(last)
        if flattened:
            self.data.qvel[:] = 0.0
            mujoco.mj_forward(self.model, self.data)
        return frozenset(flattened), out

    def _tilted_dice(self) -> list[str]:
        arrays = self._table_arrays()
        tilted = arrays["active"] & self._is_cube & (arrays["tilt"] >= FLAT_TOLERANCE_DEG)
        return [self.piece_ids[i] for i in np.flatnonzero(tilted)]

    def _press_flat(self, ids: list[str]) -> None:
        for pid in ids:
            mat = snap_flat(self._mat(pid))
            half = self.pieces[pid].size / 2
            current = self._position(pid)
            bottom = current[2] - self._half_height(pid)  # the lowest point stays where it is
            position = self._clamped(current, *footprint_half_extents(mat, half))
            z = max(bottom, self._surface_under(pid, position)) + half + 2e-4
            self._set_pose(pid, (position[0], position[1], z), mat_to_quat(mat))
        self._push_aside(list(ids))

    def _clamped(self, position: np.ndarray, ex: float, ey: float) -> np.ndarray:
        x_min, x_max, y_min, y_max = self.arena.play_bounds()
        clamped = position.copy()
        clamped[0] = min(max(clamped[0], x_min + ex), x_max - ex)
        clamped[1] = min(max(clamped[1], y_min + ey), y_max - ey)
        return clamped

    def _surface_under(self, pid: str, position: np.ndarray) -> float:
        """Height of the highest flat top under the point: a flat die, an upright tower, or 0."""
        top = 0.0
        for other in self._active() - {pid}:
            info, other_position = self.pieces[other], self._position(other)
            if other_position[2] > position[2]:
                continue
            distance = math.hypot(*(position[:2] - other_position[:2]))
            if info.kind == "tower":
                fits = self._tilt(other) <= TOWER_FALLEN_DEG and distance < info.radius
            else:
                fits = self._tilt(other) < FLAT_TOLERANCE_DEG and distance < info.size / 2 * 0.9
            if fits:
                top = max(top, other_position[2] + self._half_height(other))
        return top

    def _push_aside(self, pushers: list[str]) -> None:
        """Move pieces overlapping the pushers horizontally out of the way (the seed's APLATIR:
        "Cela fait donc bouger l'autre déboule"), carrying what stands on them."""
        model, data = self.model, self.data
        queue = list(pushers)
        for _ in range(80):
            mujoco.mj_kinematics(model, data)
            moved = False
            for pusher in list(queue):
                pusher_position = self._position(pusher)
                for other in sorted(self._active() - {pusher}):
                    other_position = self._position(other)
                    if other_position[2] < pusher_position[2] - 0.6 * self.pieces[pusher].size:
                        continue  # it is under the pusher: a support, not an obstacle
                    gap = mujoco.mj_geomDistance(model, data, self._geom[pusher],
                                                 self._geom[other], 0.01, None)
                    if gap >= -PENETRATION:
                        continue
                    away = other_position[:2] - pusher_position[:2]
                    norm = float(np.hypot(*away))
                    away = away / norm if norm > 1e-9 else np.array([1.0, 0.0])
                    self._shift_stack(other, away * (-gap + 5e-4))
                    mujoco.mj_kinematics(model, data)
                    if other not in queue:
                        queue.append(other)
                    moved = True
            if not moved:
                return

    def _shift_stack(self, base: str, shift: np.ndarray) -> None:
        riders = [base] + [p for p in self._active() - {base} if base in self._support_chain(p)]
        for pid in riders:
            info = self.pieces[pid]
            reach = info.radius if info.kind == "tower" else info.size / 2
            position = self._position(pid)
            position[:2] += shift
            position = self._clamped(position, reach, reach)
            i = self._index[pid]
            self.data.qpos[self._qpos_index[i, :3]] = position
            self.data.qvel[self._dof_index[i]] = 0.0

    def _settle_quietly(self) -> set[str]:
        """Run the physics to rest after a kinematic change; returns the pieces that went out."""
        flight = Flight(thrown=(), upright_towers=frozenset(), flatten_after=False)
        self._run(flight, CAP_STEPS // 2)
        out = set(flight.out)
        for pid in self._active():
            if self.arena.out_at_rest(self._position(pid)):
                out.add(pid)
        for pid in out:
            self._take_out(pid)
        self._book.extra_steps += flight.steps
        return out

    # ------------------------------------------------------------- towers
    def erect(self, tower_id: str) -> Outcome:
        """RULINGS D10: set a fallen tower upright on its base, where the base lies."""
        self._require_idle()
        pid = self._known(tower_id)
        info = self.pieces[pid]
        if info.kind != "tower":
            raise ActionError(f"{pid} is not a tower")
        if self._book.status[pid] != "play":
            raise ActionError(f"{pid} is not in play")
        mat, centre = self._mat(pid), self._position(pid)
        base = centre - mat[:, 2] * info.height / 2
        position = self._clamped(np.array([base[0], base[1], info.height / 2]),
                                 info.radius, info.radius)
        self._set_pose(pid, position, (1.0, 0.0, 0.0, 0.0))
        self._push_aside([pid])
        self._begin((pid,), flatten_after=True)
        return self.finish()


class _Blocked(Exception):
    """A bascule that is not possible, with the reason."""
