"""Exact resting poses of a few throws and actions, pinned bit for bit (issue 31 point 4).

The physics worlds were rebuilt (a core plus per-game parts instead of a tower of mixins, one
face type): a refactor must not move a single bit of any outcome, or recorded games would replay
differently. The pins in tests/data/physics_pins.json were measured on the code before that
refactor; each scenario hashes the whole MuJoCo state (positions and velocities of every piece)
after every step and keeps the outcome's readable summary, so a failure says where it drifted.

The pins are one engine's bits (docs/physics.md P12): they hold for the MuJoCo, numpy and
processor they were measured with (their `engine` stamp, as records carry it); on another
engine the scenarios cannot be compared bit for bit and the test says so and is skipped.

Regenerate (only after a change that is meant to change the physics, or on another engine):
    .venv/bin/python tests/test_physics_pins.py
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import mujoco
import numpy as np
import pytest

from deboule.physics.world import World
from deboule.replays.records import engine_stamp

PINS = Path(__file__).resolve().parent / "data" / "physics_pins.json"


def _state_hash(world: World) -> str:
    """sha256 of every piece's position and velocity, bit for bit."""
    poses = world.poses(in_play_only=False)
    digest = hashlib.sha256()
    for pid in world.piece_ids:
        position, quaternion = poses[pid]
        digest.update(np.asarray([*position, *quaternion], dtype=np.float64).tobytes())
    return digest.hexdigest()


def _summary(world: World, outcome) -> dict:
    return {
        "state": _state_hash(world),
        "out": sorted(outcome.out),
        "fallen": sorted(outcome.fallen_towers),
        "flattened": sorted(outcome.flattened),
        "seconds": outcome.seconds.hex(),
        "capped": outcome.capped,
        "faces": {pid: str(face) for pid, face in sorted(outcome.top_faces().items())},
        "rest": {pid: [float(v).hex() for v in p.position]
                 for pid, p in sorted(outcome.pieces.items()) if p.in_play},
    }


def deboule_scenario() -> list[dict]:
    """A cochondé, three déboules, a bascule, a chapeau and a pressed die on the default towers."""
    world = World.deboule(seed=5)
    rng = np.random.default_rng(31)
    steps = [_summary(world, world.throw("cochonde", world.random_throw(rng, "cochonde")))]
    for pid in ("red-1", "blue-1", "red-2"):
        steps.append(_summary(world, world.throw(pid, world.random_throw(rng, pid))))
    in_play = [pid for pid in ("red-1", "blue-1", "red-2") if world.status(pid) == "play"]
    for pid in in_play:
        for direction in ("far", "left", "near", "right"):
            if world.can_tip(pid, direction)[0]:
                steps.append(_summary(world, world.tip(pid, direction)))
                break
    if len(in_play) >= 2:
        steps.append(_summary(world, world.place_on(in_play[0], in_play[1])))
    if in_play:
        steps.append(_summary(world, world.flatten(in_play[-1])))
    towers = [pid for pid in world.piece_ids if pid.startswith("tower")]
    fallen = [pid for pid in towers if world.state().pieces[pid].fallen]
    if fallen:
        steps.append(_summary(world, world.erect(fallen[0])))
    return steps


def stepped_scenario() -> list[dict]:
    """A throw driven by launch / advance / finish, as the window drives it."""
    world = World.deboule(seed=2, towers=(1, 4))
    throw = world.random_throw(np.random.default_rng(7), "green-1")
    world.launch("green-1", throw)
    hashes = []
    while not world.at_rest():
        world.advance(0.05)
        hashes.append(_state_hash(world))
    return [{"advances": hashlib.sha256("".join(hashes).encode()).hexdigest()},
            _summary(world, world.finish())]


def tray_scenario() -> list[dict]:
    world = World.dice_tray(3, seed=9)
    rng = np.random.default_rng(4)
    steps = []
    for _ in range(2):
        steps.append(_summary(world, world.throw_many(world.random_throws(rng, world.piece_ids))))
    return steps


def cup_scenario() -> list[dict]:
    world = World.cup(2, seed=3)
    steps = [_summary(world, world.state())]
    rng = np.random.default_rng(8)
    steps.append(_summary(world, world.shake(rng, seconds=0.6)))
    steps.append(_summary(world, world.turn_over(0.5)))
    steps.append(_summary(world, world.turn_over(0.5)))
    steps.append(_summary(world, world.lift_cup()))
    steps.append(_summary(world, world.cover()))
    return steps


def models() -> list[dict]:
    """The compiled MuJoCo model of every kind of world, as MuJoCo saves it (every number of it),
    however it was put together."""
    hashes = []
    for world in (World.deboule(), World.deboule(towers=()), World.dice_tray(1),
                  World.dice_tray(3), World.cup(2), World.cup(3)):
        buffer = np.zeros(mujoco.mj_sizeModel(world.model), dtype=np.uint8)
        mujoco.mj_saveModel(world.model, None, buffer)
        hashes.append({"model": hashlib.sha256(buffer.tobytes()).hexdigest()})
    return hashes


SCENARIOS = {"deboule": deboule_scenario, "stepped": stepped_scenario, "tray": tray_scenario,
             "cup": cup_scenario, "models": models}


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_outcomes_are_the_pinned_bits(name):
    pins = json.loads(PINS.read_text(encoding="utf-8"))
    if pins["engine"] != engine_stamp():
        pytest.skip(f"pinned on {pins['engine']}, this engine is {engine_stamp()} (P12)")
    pinned = pins[name]
    measured = SCENARIOS[name]()
    assert len(measured) == len(pinned)
    for index, (got, want) in enumerate(zip(measured, pinned, strict=True)):
        assert got == want, f"{name} step {index} drifted"


if __name__ == "__main__":
    measured = {name: run() for name, run in SCENARIOS.items()}
    PINS.write_text(json.dumps({**measured, "engine": engine_stamp()}, indent=1,
                               sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {PINS}")
