"""The aim a throw starts from (issue 30, point 2: "the first throws make sense").

When a person is to throw, the keyboard aim (and the arrow shown before a flick) is set from the
table as it lies: a déboule is aimed at the cochondé, or just beside it, along a line clear of the
DéTours, with the power whose roll stops near it (deboule.render.reach, from the physics); a
cochondé is aimed at a spot of the table away from the towers (knocking a tower down concedes it,
RULINGS D10 and R13 of docs/rules-deboule.md). The candidate aims are tried in order, each really
thrown on a copy of the world (the keyboard throw is deterministic: the copy rolls exactly as the
table will): the first that touches no tower, does not reach the far rail and stops near its goal
is kept. Before, the default (straight, half power) reached the far rail and three of a first
eight throws knocked a tower down.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from deboule.physics.aiming import heading_and_distance
from deboule.physics.world import World
from deboule.render.reach import reach_table
from deboule.shell.flick import keyboard_start, keyboard_throw
from deboule.spatial.exact import dot, norm

ANGLE_LIMIT = 60.0  # degrees, as the keyboard allows (deboule.screens.keys)
LATERALS = (0.0, 0.3, -0.3, 0.6, -0.6, 0.9, -0.9)  # hand positions tried, the middle first
SIDE_OFFSETS = (0.0, 0.035, -0.035, 0.06, -0.06)  # metres beside the cochondé
STOP_SHORT = 0.03  # a throw straight at the cochondé stops this short of its centre
TOWER_CLEARANCE = 0.05  # metres between a tower's axis and the rolling die's path
RAIL_MARGIN = 0.05  # the goal stays this far inside the rails
NEAR_ENOUGH = 0.08  # a tried aim stopping this close to its goal is kept at once
MAX_TRIED = 8  # throws simulated at most (a few hundredths of a second each)
COCHONDE_SPOTS = ((0.62, 0.0), (0.62, 0.075), (0.62, -0.075), (0.74, 0.075), (0.74, -0.075),
                  (0.55, 0.0), (0.85, 0.0))  # where a cochondé may be sent, nearest first


@dataclass(frozen=True)
class SuggestedAim:
    """A keyboard aim: angle (degrees, + to the thrower's left), power 0..1, lateral -1..1."""

    angle: float
    power: float
    lateral: float

    def as_dict(self) -> dict[str, float]:
        return {"angle": self.angle, "power": self.power, "lateral": self.lateral, "spin": 0.0}


@dataclass(frozen=True)
class TriedThrow:
    """What a throw did on a copy of the world."""

    towers_touched: tuple[str, ...]
    far_rail: bool
    rest: tuple[float, float] | None  # None: it left the table

    def clean(self) -> bool:
        return not self.towers_touched and not self.far_rail and self.rest is not None


def power_for_reach(distance: float, kind: str = "deboule") -> float:
    """The keyboard power whose straight roll on an empty table stops `distance` metres from
    the start: the reach table read backwards, on its rising part only (stronger throws meet
    the far rail and come back shorter)."""
    table = reach_table()
    entry = table["cochonde" if kind == "cochonde" else "deboule"]
    powers, reaches = [], []
    for power, reach in zip(table["powers"], entry["distance"], strict=True):
        if reach is None or (reaches and reach <= reaches[-1]):
            break
        powers.append(power)
        reaches.append(reach)
    return float(np.interp(distance, reaches, powers))


def _segment_clearance(start: np.ndarray, end: np.ndarray, point: np.ndarray) -> float:
    along = end - start
    t = float(np.clip(dot(point - start, along) / max(dot(along, along), 1e-12),
                      0.0, 1.0))
    return norm(start + t * along - point)


def _inside(point: np.ndarray, table) -> bool:
    return (RAIL_MARGIN <= point[0] <= table.length - RAIL_MARGIN
            and abs(point[1]) <= table.width / 2 - RAIL_MARGIN)


def _goals(world: World, kind: str, variety: int = 0) -> list[tuple[np.ndarray, float]]:
    """(goal point, how short of it the roll should stop), in order of preference; the
    cochondé's spots taken in turn from the `variety`-th (see `suggested_aim`)."""
    poses = world.poses()
    if kind == "deboule" and "cochonde" in poses:
        return [(np.asarray(poses["cochonde"][0][:2]), STOP_SHORT)]
    towers = [np.asarray(pose[0][:2]) for pid, pose in poses.items() if pid.startswith("tower")]
    spots = [np.asarray(spot) for spot in COCHONDE_SPOTS]
    clear = [s for s in spots if all(norm(s - t) > 2 * TOWER_CLEARANCE for t in towers)]
    spots = clear or spots
    start = variety % len(spots)
    return [(spot, 0.0) for spot in spots[start:] + spots[:start]]


def candidate_aims(world: World, kind: str = "deboule", variety: int = 0
                   ) -> list[tuple[SuggestedAim, np.ndarray]]:
    """(aim, its goal) for the aims whose straight path to their goal passes clear of every
    tower, best first: from the middle of the réglette first, straight at the goal first (then
    beside it)."""
    table = world.arena.table
    towers = [np.asarray(pose[0][:2]) for pid, pose in world.poses().items()
              if pid.startswith("tower")]
    aims: list[tuple[SuggestedAim, np.ndarray]] = []
    for goal, short in _goals(world, kind, variety):
        for lateral in LATERALS:
            start = np.asarray(keyboard_start(lateral)[:2])
            heading = goal - start
            distance = norm(heading)
            if distance < 0.05:
                continue
            unit = heading / distance
            across = np.array([-unit[1], unit[0]])
            for offset in SIDE_OFFSETS:
                end = goal + across * offset
                end = end - unit * (short if offset == 0.0 else 0.0)
                if not _inside(end, table):
                    continue
                path = end - start
                heading, _ = heading_and_distance(start, end)  # physics' one aiming (P13)
                angle = round(math.degrees(heading), 1)
                if abs(angle) > ANGLE_LIMIT:
                    continue
                # a little past the goal too: the roll is not exact
                beyond = end + path / norm(path) * 0.04
                if any(_segment_clearance(start, beyond, t) < TOWER_CLEARANCE for t in towers):
                    continue
                power = round(power_for_reach(norm(path), kind), 3)
                aims.append((SuggestedAim(angle, power, lateral), goal))
    return aims


def try_throw(world: World, piece: str, aim: SuggestedAim) -> TriedThrow:
    """Throw `piece` with `aim` (as the keyboard would) on a copy of `world`."""
    copy = world.copy()
    copy.listen_impacts = True
    throw = keyboard_throw(aim.angle, aim.power, 0.0, aim.lateral)
    towers = {pid: np.asarray(pose[0]) for pid, pose in copy.poses().items()
              if pid.startswith("tower")}
    half = copy.pieces[piece].size / 2
    far = copy.arena.table.length
    copy.launch(piece, throw)
    furthest, touched = throw.position[0], set()
    while not copy.at_rest():
        copy.advance(0.01)
        furthest = max(furthest, copy.poses(in_play_only=False)[piece][0][0])
        for impact in copy.impacts():
            if piece in (impact.a, impact.b):
                touched.update(p for p in (impact.a, impact.b) if p.startswith("tower"))
    copy.finish()
    poses = copy.poses()
    touched.update(pid for pid, before in towers.items()
                   if pid not in poses or norm(np.asarray(poses[pid][0]) - before) > 1e-3)
    rest = tuple(float(v) for v in poses[piece][0][:2]) if piece in poses else None
    return TriedThrow(tuple(sorted(touched)), furthest + half * 1.5 >= far, rest)


def suggested_aim(world: World, piece: str, variety: int = 0) -> SuggestedAim:
    """The aim a person's throw of `piece` starts from on this table (see the module's doc).

    `variety` (the number of moves made so far, say) sends a cochondé to another of its spots:
    the same throw on the same empty table rolls the same face, and two people rolling off
    from the suggested aim would tie again and again."""
    kind = "cochonde" if piece == "cochonde" else "deboule"
    aims = candidate_aims(world, kind, variety)
    if not aims:
        return SuggestedAim(0.0, round(power_for_reach(0.5, kind), 3), 0.0)
    best, best_distance = aims[0][0], math.inf
    for aim, goal in aims[:MAX_TRIED]:
        tried = try_throw(world, piece, aim)
        if not tried.clean():
            continue
        distance = norm(np.asarray(tried.rest) - goal)
        if distance <= NEAR_ENOUGH:
            return aim
        if distance < best_distance:
            best, best_distance = aim, distance
    return best
