"""RULINGS D5 aplatir, as the world core settles every table: a die resting tilted is pressed flat
where it lies, pushing aside what it leans on (the seed's APLATIR: "Cela fait donc bouger
l'autre déboule"), carrying what stands on the pieces it moves.

Functions of a World, through its public core interface only (positions, poses, geom gaps).
"""

from __future__ import annotations

import math
from typing import Protocol

import mujoco
import numpy as np

from deboule.physics.flight import FLAT_TOLERANCE_DEG, TOWER_FALLEN_DEG
from deboule.physics.geometry import footprint_half_extents, snap_flat
from deboule.physics.types import PieceInfo
from deboule.spatial import mat_to_quat

PENETRATION = 2e-4  # metres of overlap that count as a hit
PRESS_PASSES = 3  # press-and-settle rounds before the last dice are pressed without physics


class PlayArea(Protocol):
    """An arena as pushing aside sees it: the bounds a piece is kept within."""

    def play_bounds(self) -> tuple[float, float, float, float]: ...


class SettlingTable(Protocol):
    """What pressing flat and pushing aside need of a World (its public core interface)."""

    arena: PlayArea
    model: mujoco.MjModel
    data: mujoco.MjData
    pieces: dict[str, PieceInfo]

    def in_play(self) -> set[str]: ...
    def position(self, pid: str) -> np.ndarray: ...
    def rotation(self, pid: str) -> np.ndarray: ...
    def tilt(self, pid: str) -> float: ...
    def half_height(self, pid: str) -> float: ...
    def support_of(self, pid: str) -> str: ...
    def tilted_dice(self) -> list[str]: ...
    def settle_quietly(self) -> set[str]: ...
    def put(self, piece_id: str, position, quaternion) -> None: ...
    def move_to(self, piece_id: str, position) -> None: ...
    def kinematics(self) -> None: ...
    def gap(self, piece_id: str, other: str, data: mujoco.MjData | None = None) -> float: ...


def flatten_tilted(world: SettlingTable) -> tuple[frozenset[str], set[str]]:
    """Press every tilted die flat and settle, a few passes; returns (flattened, went out)."""
    flattened: set[str] = set()
    out: set[str] = set()
    tilted = world.tilted_dice()
    for _ in range(PRESS_PASSES):
        if not tilted:
            break
        press_flat(world, tilted)
        flattened.update(tilted)
        out |= world.settle_quietly()
        tilted = world.tilted_dice()  # read once per settled table (a throw's cost, issue 35)
    last = tilted
    if last:  # still tilted: press flat and push aside, without letting physics move it
        press_flat(world, last)
        flattened.update(last)
    if flattened:
        world.data.qvel[:] = 0.0
        mujoco.mj_forward(world.model, world.data)
    return frozenset(flattened), out


def press_flat(world: SettlingTable, ids: list[str]) -> None:
    """Each die of `ids` turned to its nearest flat pose, its lowest point kept, then the pieces
    it now overlaps pushed aside."""
    for pid in ids:
        mat = snap_flat(world.rotation(pid))
        half = world.pieces[pid].size / 2
        current = world.position(pid)
        bottom = current[2] - world.half_height(pid)  # the lowest point stays where it is
        position = clamped(world, current, *footprint_half_extents(mat, half))
        z = max(bottom, surface_under(world, pid, position)) + half + 2e-4
        world.put(pid, (position[0], position[1], z), mat_to_quat(mat))
    push_aside(world, list(ids))


def clamped(world: SettlingTable, position: np.ndarray, ex: float, ey: float) -> np.ndarray:
    """`position` moved inside the play area by the half extents (ex, ey)."""
    x_min, x_max, y_min, y_max = world.arena.play_bounds()
    inside = position.copy()
    inside[0] = min(max(inside[0], x_min + ex), x_max - ex)
    inside[1] = min(max(inside[1], y_min + ey), y_max - ey)
    return inside


def surface_under(world: SettlingTable, pid: str, position: np.ndarray) -> float:
    """Height of the highest flat top under the point: a flat die, an upright tower, or 0."""
    top = 0.0
    for other in world.in_play() - {pid}:
        info, other_position = world.pieces[other], world.position(other)
        if other_position[2] > position[2]:
            continue
        distance = math.hypot(*(position[:2] - other_position[:2]))
        if info.kind == "tower":
            fits = world.tilt(other) <= TOWER_FALLEN_DEG and distance < info.radius
        else:
            fits = world.tilt(other) < FLAT_TOLERANCE_DEG and distance < info.size / 2 * 0.9
        if fits:
            top = max(top, other_position[2] + world.half_height(other))
    return top


def push_aside(world: SettlingTable, pushers: list[str]) -> None:
    """Move pieces overlapping the pushers horizontally out of the way, carrying what stands
    on them."""
    queue = list(pushers)
    for _ in range(80):
        world.kinematics()
        moved = False
        for pusher in list(queue):
            pusher_position = world.position(pusher)
            for other in sorted(world.in_play() - {pusher}):
                other_position = world.position(other)
                if other_position[2] < pusher_position[2] - 0.6 * world.pieces[pusher].size:
                    continue  # it is under the pusher: a support, not an obstacle
                gap = world.gap(pusher, other)
                if gap >= -PENETRATION:
                    continue
                away = other_position[:2] - pusher_position[:2]
                norm = float(np.hypot(*away))
                away = away / norm if norm > 1e-9 else np.array([1.0, 0.0])
                shift_stack(world, other, away * (-gap + 5e-4))
                world.kinematics()
                if other not in queue:
                    queue.append(other)
                moved = True
        if not moved:
            return


def shift_stack(world: SettlingTable, base: str, shift: np.ndarray) -> None:
    """Slide `base` and every piece resting on it by `shift`, staying inside the play area."""
    riders = [base] + [p for p in world.in_play() - {base} if base in support_chain(world, p)]
    for pid in riders:
        info = world.pieces[pid]
        reach = info.radius if info.kind == "tower" else info.size / 2
        position = world.position(pid)
        position[:2] += shift
        world.move_to(pid, clamped(world, position, reach, reach))


def support_chain(world: SettlingTable, pid: str) -> list[str]:
    """The pieces under `pid`, nearest first."""
    chain, current = [], pid
    while True:
        below = world.support_of(current)
        if below in ("table", "floor", "hand") or below in chain or below == pid:
            return chain
        chain.append(below)
        current = below
