"""Benchmark of the Le Déboulé bots on the real physics world.

Prints, over N seeded matches (default 50) of the strongest level against the weakest (seats
alternate), the strongest level's win rate, and the median and worst wall time of one bot
throw decision of the strongest level. Run: `python -m bench.deboule_bots [--matches 50]
[--jobs 2]` or `deboule bench deboule_bots`.
"""

from __future__ import annotations

import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from game.cli import BilingualParser

STRONG = "expert"
WEAK = "novice"


def one_match(seed: int) -> tuple[int, bool, list[float], int, tuple[int, ...], float]:
    from game.deboule.sim import play_match

    strong_seat = seed % 2
    levels = [WEAK, WEAK]
    levels[strong_seat] = STRONG
    started = time.perf_counter()
    report = play_match(2, levels, seed=seed)
    wall = time.perf_counter() - started
    times = [t for t, lv in zip(report.decision_seconds, report.decision_levels, strict=True)
             if lv == STRONG]
    game = report.game
    return (seed, game.winner == strong_seat, times, game.round_number, game.scores, wall)


def main(argv: list[str] | None = None) -> int:
    parser = BilingualParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=50)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args(argv if argv is not None else [])
    seeds = range(args.first_seed, args.first_seed + args.matches)
    started = time.perf_counter()
    if args.jobs > 1:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            results = list(pool.map(one_match, seeds))
    else:
        results = [one_match(s) for s in seeds]
    wins = sum(1 for r in results if r[1])
    times = [t for r in results for t in r[2]]
    walls = [r[5] for r in results]
    print(f"Le Déboulé bots: {STRONG} vs {WEAK}, {len(results)} seeded matches "
          f"({args.jobs} process(es), total {time.perf_counter() - started:.0f} s)")
    print(f"  {STRONG} win rate: {wins}/{len(results)} = {100 * wins / len(results):.0f} % "
          "(target >= 80 %)")
    print(f"  {STRONG} throw decision: median {statistics.median(times):.3f} s, "
          f"worst {max(times):.3f} s over {len(times)} decisions (target median <= 2 s)")
    print(f"  match wall time: median {statistics.median(walls):.1f} s, worst {max(walls):.1f} s;"
          f" rounds per match: median {statistics.median(r[3] for r in results)}")
    return 0


if __name__ == "__main__":
    import sys

    raise SystemExit(main(sys.argv[1:]))
