"""How far a throw goes on an empty Déboulé table, by launch speed, from the physics.

The aim arrow's length tells the player roughly where a throw of that strength comes to rest
(issue: "a power scale whose length tells roughly how far it will go on an empty table, computed
from the physics, not guessed"). The table is simulated once by `build_reach_table` (MuJoCo, a
déboule and the cochondé thrown straight down an empty table from the keyboard's start point, in
several starting orientations, the median kept) and shipped in deboule/data/assets/throw_reach.json;
the game only reads and interpolates it. Rebuild it with `python -m deboule.render.reach` after a
change to the physics or to deboule/shell/flick.py.
"""

from __future__ import annotations

import functools
import json
import math
from importlib.resources import files

import numpy as np

from deboule.shell.flick import keyboard_throw

REACH_PATH = files("deboule.data.assets") / "throw_reach.json"  # a checkout's or the installed copy
POWERS = tuple(round(k / 10, 1) for k in range(11))
PIECES = {"deboule": "red-1", "cochonde": "cochonde"}
ORIENTATION_SEEDS = tuple(range(25))  # 5 left some powers 15 % off a fresh median


def _orientation(seed: int) -> tuple[float, float, float, float]:
    if seed == 0:
        return (1.0, 0.0, 0.0, 0.0)
    rng = np.random.Generator(np.random.PCG64(seed))
    quat = rng.normal(size=4)
    quat /= np.linalg.norm(quat)
    return tuple(float(q) for q in quat)


FAR_RAIL_X = 1.20
# the side rails' inner faces (deboule/data/assets/deboule_table.json: width 0.60)
SIDE_RAIL_Y = 0.30


def roll_straight(kind: str, power: float,
                  orientation=(1.0, 0.0, 0.0, 0.0)) -> tuple[float, float, float, bool]:
    """(launch speed m/s, distance from the start to where it rests (m, NaN when it left the
    table), the furthest x it reached, whether it met the far rail) of one keyboard throw at
    `power` straight down an empty table (no towers, nothing else), the piece starting in
    `orientation`."""
    # loaded on first use, not with this module: MuJoCo, the physics (101 ms)
    from deboule.physics.world import World
    world = World.deboule(seed=0, towers=())
    piece = PIECES[kind]
    half = world.pieces[piece].size / 2
    throw = keyboard_throw(0.0, power, 0.0, 0.0, orientation=orientation)
    world.launch(piece, throw)
    furthest = throw.position[0]
    while not world.at_rest():
        world.advance(0.01)
        furthest = max(furthest, world.poses(in_play_only=False)[piece][0][0])
    state = world.finish().pieces[piece]
    start = np.asarray(throw.position[:2])
    rest = np.asarray(state.position[:2])
    distance = float(np.linalg.norm(rest - start)) if state.in_play else float("nan")
    rail = furthest + half * 1.5 >= FAR_RAIL_X
    return float(np.linalg.norm(throw.velocity)), distance, float(furthest), bool(rail)


def simulate_reach(kind: str, power: float, seed: int) -> tuple[float, float, bool]:
    """(launch speed m/s, distance from the start to where it rests (m), whether it met the far
    rail) of one keyboard throw straight down an empty table, in the seed's orientation."""
    speed, distance, _, rail = roll_straight(kind, power, _orientation(seed))
    return speed, distance, rail


def build_reach_table() -> dict:
    """Simulate every power for both kinds of thrown piece (takes a few seconds)."""
    table: dict = {"_doc": "Rest distance (m) of a throw straight down an empty Déboulé table by "
                           "launch speed (m/s), median of several starting orientations; "
                           "built by deboule/render/reach.py from the physics.",
                   "powers": list(POWERS)}
    for kind in PIECES:
        speeds, distances, rails = [], [], []
        for power in POWERS:
            runs = [simulate_reach(kind, power, seed) for seed in ORIENTATION_SEEDS]
            speeds.append(round(runs[0][0], 4))
            kept = [d for _, d, _ in runs if math.isfinite(d)]
            distances.append(round(float(np.median(kept)), 4) if kept else None)
            rails.append(sum(rail for *_, rail in runs) * 2 > len(runs))
        table[kind] = {"speed": speeds, "distance": distances, "far_rail": rails}
    return table


@functools.lru_cache(maxsize=1)
def reach_table() -> dict:
    return json.loads(REACH_PATH.read_text(encoding="utf-8"))


def reach_for_speed(speed: float, kind: str = "deboule") -> float:
    """Expected rest distance (m) of a throw launched at `speed` m/s (interpolated)."""
    entry = reach_table()["cochonde" if kind == "cochonde" else "deboule"]
    speeds = np.asarray(entry["speed"], dtype=np.float64)
    distances = np.asarray([d if d is not None else np.nan for d in entry["distance"]])
    ok = np.isfinite(distances)
    return float(np.interp(speed, speeds[ok], distances[ok]))


def reaches_far_rail(speed: float, kind: str = "deboule") -> bool:
    """Whether most throws at this speed meet the far rail (and come back off it)."""
    entry = reach_table()["cochonde" if kind == "cochonde" else "deboule"]
    first = next((s for s, rail in zip(entry["speed"], entry["far_rail"], strict=True) if rail),
                 None)
    return first is not None and speed >= first


def arrow_reach(speed: float, start, direction, kind: str = "deboule") -> float:
    """How long the aim arrow of a throw at `speed` m/s is drawn: where it should rest while it
    stops short of the far rail; from the speed that meets the far rail on, as far as that rail
    along `direction` (the rest distance of such throws shrinks again as they bounce back
    harder, and an arrow that shrank as the player pulled harder would read as less power).
    Every arrow stops at the rail it meets first (a slanting one at a side rail). So a harder
    throw never draws a shorter arrow (issue 30: the arrow grows with the flick)."""
    reach = reach_for_speed(speed, kind)
    dx, dy = direction[0], direction[1]
    norm = math.hypot(dx, dy)
    if norm < 1e-9 or dx <= 1e-6:
        return reach
    to_rail = (FAR_RAIL_X - start[0]) * norm / dx
    if abs(dy) > 1e-9:  # a slanting throw meets a side rail first: the arrow stops there
        # the rail on the side it turns to: y = +SIDE_RAIL_Y (left) or -SIDE_RAIL_Y (right)
        to_rail = min(to_rail, (SIDE_RAIL_Y - start[1] * math.copysign(1.0, dy)) * norm / abs(dy))
    to_rail = max(to_rail, 1e-3)
    return to_rail if reaches_far_rail(speed, kind) else min(reach, to_rail)


def speed_for_power(power: float, kind: str = "deboule") -> float:
    """Launch speed (m/s) of a keyboard throw of this power (0..1), as simulated."""
    entry = reach_table()["cochonde" if kind == "cochonde" else "deboule"]
    powers = np.asarray(reach_table()["powers"], dtype=np.float64)
    return float(np.interp(power, powers, entry["speed"]))


def reach_for_power(power: float, kind: str = "deboule") -> float:
    """Expected rest distance (m) of a keyboard throw of this power (0..1)."""
    return reach_for_speed(speed_for_power(power, kind), kind)


if __name__ == "__main__":
    data = build_reach_table()
    REACH_PATH.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    from deboule.text.terminal import say

    say(f"wrote {REACH_PATH}")
    for kind in PIECES:
        rows = zip(data[kind]["speed"], data[kind]["distance"], data[kind]["far_rail"],
                   strict=True)
        say(f"{kind} {list(rows)}")
