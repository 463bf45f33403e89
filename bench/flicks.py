"""Benchmark of the mouse flick (issue 48): how often a person's natural flick lands in play.

Throws seeded synthetic human-like flicks (bench/_gestures.py: 150-300 px in 120-300 ms, varied
tilt, bend and release, sampled as a mouse reports) through the thrower's view at three window
sizes, turns each into a throw with the flick as it was (the pointer's speed on the table plane
times a gain) and as it is (deboule/shell/flick.py's SpeedCurve), throws it on a copy of the opening
table, and prints the share that rests in play, and how the others failed (no throw, short of
the réglette, over the far rail, over a side rail). The seeds the curve was tuned on and seeds
kept aside are counted apart. Run: `python -m bench.flicks [--gestures 120]` or
`deboule bench flicks`.
"""

from __future__ import annotations

import sys
from collections import Counter

from bench._options import BenchParser

SIZES = ((1280, 720), (960, 540), (1920, 1080))


def outcome_of(world, samples, camera, size, settings) -> str:
    """'in', 'no throw', 'short', 'far rail', 'left rail' or 'right rail'."""
    from deboule.shell.flick import FlickError, flick_to_throw
    from deboule.shell.flick_outs import why_out

    try:
        throw = flick_to_throw(samples, camera, size, settings=settings)
    except FlickError:
        return "no throw"
    piece = "red-1"
    sim = world.copy()
    outcome = sim.throw(piece, throw)
    if piece not in outcome.out:
        return "in"
    return why_out(sim.left_at(piece)).where


def run(seeds, size, settings, world) -> Counter:
    from bench._gestures import human_flick
    from deboule.render.camera import behind_throw_camera

    camera = behind_throw_camera()
    return Counter(outcome_of(world, human_flick(seed, camera, size).samples, camera, size,
                              settings) for seed in seeds)


def main(argv: list[str] | None = None) -> int:
    from bench._gestures import HELD_OUT_SEEDS, TUNING_SEEDS
    from deboule.games.deboule.simulator import DEFAULT_TOWERS
    from deboule.physics import World
    from deboule.shell.flick import DEBOULE_FLICK, FlickSettings

    parser = BenchParser(prog="bench.flicks", description=__doc__.splitlines()[0])
    parser.add_count("--gestures", len(TUNING_SEEDS), high=len(TUNING_SEEDS))
    args = parser.parse_args(argv)
    world = World.deboule(seed=0, towers=DEFAULT_TOWERS)
    ways = {"before": FlickSettings(speed_curve=None), "after": DEBOULE_FLICK}
    sets = {"tuning": TUNING_SEEDS[:args.gestures], "held out": HELD_OUT_SEEDS[:args.gestures]}
    print(f"Flicks landing in play, {args.gestures} gestures per set and size "
          "(150-300 px in 120-300 ms):")
    for size in SIZES:
        for set_name, seeds in sets.items():
            cells = []
            for way, settings in ways.items():
                counts = run(seeds, size, settings, world)
                others = ", ".join(f"{k} {v}" for k, v in sorted(counts.items()) if k != "in")
                cells.append(f"{way} {100 * counts['in'] / len(seeds):5.1f} % ({others})")
            print(f"  {size[0]}x{size[1]} {set_name:8s}: " + "; ".join(cells), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
