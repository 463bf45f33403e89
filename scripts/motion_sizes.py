"""Bytes per motion as online play sends them (docs/physics.md P15): the median and largest
encoded size of a Déboulé throw, three dice in the tray and a cup shake over a few seeds, and
what recording costs the physics (CPU time with a MotionRecorder over without).

    python scripts/motion_sizes.py [seeds]
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable

from deboule.physics import World
from deboule.physics.keyframes import MotionRecorder, encoded_size

CASES: dict[str, tuple[Callable[[int], World], Callable[[World], object]]] = {
    "Déboulé throw": (lambda seed: World.deboule(seed=seed),
                      lambda world: world.throw("red-1", world.random_throw(piece_id="red-1"))),
    "three dice in the tray": (
        lambda seed: World.dice_tray(3, seed=seed),
        lambda world: world.throw_many(world.random_throws(piece_ids=world.piece_ids))),
    "cup shake (1 s)": (lambda seed: World.cup(2, seed=seed), lambda world: world.shake()),
}


def measure(build: Callable[[int], World], act: Callable[[World], object], seeds: int) -> str:
    sizes, durations, recorded, plain = [], [], 0.0, 0.0
    for seed in range(seeds):
        world, recorder = build(seed), MotionRecorder()
        world.pose_listener = recorder
        start = time.process_time()
        act(world)
        recorded += time.process_time() - start
        motion = recorder.take()
        sizes.append(encoded_size(motion))
        durations.append(motion.duration)
        world = build(seed)
        start = time.process_time()
        act(world)
        plain += time.process_time() - start
    return (f"median {statistics.median(sizes):.0f} bytes, largest {max(sizes)}, median "
            f"{statistics.median(durations):.2f} s of motion; CPU recorded / not "
            f"{recorded / plain:.2f}")


def main(argv: list[str]) -> None:
    seeds = int(argv[0]) if argv else 10
    for name, (build, act) in CASES.items():
        print(f"{name}: {measure(build, act, seeds)}")


if __name__ == "__main__":
    main(sys.argv[1:])
