"""Benchmark of a person's first Déboulé throw from the default aim (issue 30, point 2).

Plays N seeded openings (default 16) of a person against a bot (the person's roll-off and
cochondé from the suggested aim, a tower layout varied by seed) up to the person's first
déboule, then throws from there, on copies of the world, the old default (straight, half power)
and the suggested aim (deboule/games/deboule/aim.py). Prints how often each touched a tower or met
the far rail, the median and worst distance from the cochondé where it stopped, and the time the
suggestion took. Run: `python -m bench.first_throws [--positions 16] [--bot expert]` or
`deboule bench first_throws`.
"""

from __future__ import annotations

import statistics
import sys
import time

from bench._options import BenchParser


def first_position(seed: int, bot: str):
    """The match and its request at the person's first déboule throw."""
    from deboule.games.deboule.aim import suggested_aim
    from deboule.games.deboule.match import DebouleMatch, Seat
    from deboule.rules.deboule import ChooseTowers, RollOffRequest, ThrowRequest
    from deboule.rules.deboule.actions import KeepCochonde
    from deboule.shell.flick import keyboard_throw

    match = DebouleMatch([Seat("human"), Seat("bot", bot)], seed=seed, headless=True)
    for _ in range(200):
        req = match.pending
        if not match.human_to_act():
            match.step()
            continue
        if isinstance(req, ThrowRequest) and req.purpose == "deboule":
            return match, req
        if isinstance(req, RollOffRequest | ThrowRequest):
            piece = "cochonde" if isinstance(req, RollOffRequest) else req.pieces[0]
            aim = suggested_aim(match.world, piece, len(match.inputs))
            match.human_throw(piece, keyboard_throw(aim.angle, aim.power, 0.0, aim.lateral))
            match.step()
            continue
        actions = match.legal_actions()
        layouts = [a for a in actions if isinstance(a, ChooseTowers)]
        keep = [a for a in actions if isinstance(a, KeepCochonde)]
        match.human_action(keep[0] if keep else layouts[(seed * 37) % len(layouts)]
                           if layouts else actions[0])
    raise RuntimeError(f"seed {seed}: no first déboule throw for the person")


def measure(seed: int, bot: str) -> dict:
    import numpy as np

    from deboule.games.deboule.aim import SuggestedAim, suggested_aim, try_throw

    match, req = first_position(seed, bot)
    try:
        piece = req.pieces[0]
        cochonde = np.asarray(match.world.poses()["cochonde"][0][:2])
        started = time.perf_counter()
        aim = suggested_aim(match.world, piece)
        seconds = time.perf_counter() - started
        result = {"seconds": seconds}
        for name, tried in (("old", try_throw(match.world, piece, SuggestedAim(0.0, 0.5, 0.0))),
                            ("new", try_throw(match.world, piece, aim))):
            distance = (float(np.linalg.norm(np.asarray(tried.rest) - cochonde))
                        if tried.rest is not None else float("inf"))
            result[name] = (bool(tried.towers_touched), tried.far_rail, distance)
        return result
    finally:
        match.close()


def main(argv: list[str] | None = None) -> int:
    parser = BenchParser(prog="bench.first_throws", description=__doc__.splitlines()[0])
    parser.add_count("--positions", 16)
    parser.add_argument("--bot", default="expert", choices=("novice", "regular", "expert"))
    parser.add_seed("--first-seed", 0)
    args = parser.parse_args(argv if argv is not None else [])
    seeds = range(args.first_seed, args.first_seed + args.positions)
    results = [measure(seed, args.bot) for seed in seeds]
    print(f"{len(results)} first positions against the {args.bot} bot (seeds {seeds.start}–"
          f"{seeds.stop - 1}):")
    for name, label in (("old", "old default (0°, power 50 %)"), ("new", "suggested aim")):
        towers = sum(r[name][0] for r in results)
        rail = sum(r[name][1] for r in results)
        distances = [r[name][2] for r in results]
        gone = sum(1 for d in distances if d == float("inf"))
        kept = [d for d in distances if d != float("inf")] or [float("nan")]
        print(f"  {label}: touched a tower {towers}×, met the far rail {rail}×, left the table "
              f"{gone}×; stopped {statistics.median(kept):.3f} m from the cochondé at the "
              f"median, {max(kept):.3f} m at worst")
    seconds = [r["seconds"] for r in results]
    print(f"  the suggestion took {statistics.median(seconds):.2f} s at the median, "
          f"{max(seconds):.2f} s at worst")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
