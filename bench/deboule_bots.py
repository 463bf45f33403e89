"""Benchmark of the Le Déboulé bots on the real physics world.

Prints, over N seeded matches (default 100) of one level against another (seats alternate; by
default the expert against the baseline, the expert as it was before it looked at symbols,
layouts and stakes: issue 12), the first level's win share, and the median, 90th percentile and
worst wall time of one of its throw decisions. Run: `python -m bench.deboule_bots [--matches 100]
[--jobs 2] [--strong expert] [--weak baseline] [--positions 6]` or `deboule bench deboule_bots`.

Before the matches (issue 35), the candidate throws the expert simulates per second of its
decision time, on the first `--positions` déboule throws it decides in a seeded match: before
(one throw after another, the throw loop one check period at a time, as before issue 35) and
after (the chunked loop, `throw_many` batches on one and on two threads), the same decisions
(checked: the same plan every time).
"""

from __future__ import annotations

import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from bench._options import BenchParser

STRONG = "expert"
WEAK = "baseline"


def one_match(seed: int, strong: str = STRONG, weak: str = WEAK
              ) -> tuple[int, bool, list[float], int, tuple[int, ...], float]:
    from deboule.games.deboule.sim import play_match

    strong_seat = seed % 2
    levels = [weak, weak]
    levels[strong_seat] = strong
    started = time.perf_counter()
    report = play_match(2, levels, seed=seed)
    wall = time.perf_counter() - started
    times = [t for t, lv in zip(report.decision_seconds, report.decision_levels, strict=True)
             if lv == strong]
    game = report.game
    return (seed, game.winner == strong_seat, times, game.round_number, game.scores, wall)


def candidate_rates(positions: int, seed: int = 0) -> dict[str, float]:
    """Candidate throws per second of the expert's decision time, per way of simulating them,
    over the first `positions` déboule throws the expert decides in the match of `seed`."""
    import numpy as np

    from deboule.games.deboule.sim import new_report
    from deboule.games.deboule.simulator import WorldSimulator
    from deboule.rules.deboule import ThrowRequest
    from deboule.rules.deboule.bots import DebouleBot

    class Counting(WorldSimulator):
        def __init__(self, world, threads: int, thrown: list) -> None:
            super().__init__(world, threads)
            self.thrown = thrown

        def copy(self) -> Counting:
            return Counting(self.world.copy(), self.threads, self.thrown)

        def throw(self, piece, aim):
            self.thrown.append(1)  # list.append: safe from the batch's threads
            return super().throw(piece, aim)

    ways = {"before (one by one, period by period)": (False, 1),
            "after, 1 thread (chunked loop, batches)": (True, 1),
            "after, 2 threads": (True, 2)}
    thrown = {way: [] for way in ways}
    seconds = dict.fromkeys(ways, 0.0)
    match = new_report([STRONG, WEAK], seed=seed).match
    seen = 0
    while seen < positions and not match.over:
        req = match.pending
        if isinstance(req, ThrowRequest) and req.purpose == "deboule" and req.player == 0:
            plans = []
            state = match.bots[0].rng.bit_generator.state
            for way, (chunked, threads) in ways.items():
                world = match.world.copy()
                world.chunked = chunked
                rng = np.random.default_rng()
                rng.bit_generator.state = state
                bot = DebouleBot(STRONG, rng)
                started = time.perf_counter()
                plans.append(bot.plan_throw(match.game, Counting(world, threads, thrown[way])))
                seconds[way] += time.perf_counter() - started
            if any(plan != plans[0] for plan in plans):
                raise RuntimeError("the ways of simulating chose differently")
            seen += 1
        match.step()
    match.close()
    return {way: len(thrown[way]) / seconds[way] for way in ways if seconds[way] > 0}


def main(argv: list[str] | None = None) -> int:
    parser = BenchParser(prog="bench.deboule_bots", description=__doc__.splitlines()[0])
    parser.add_count("--matches", 100, low=0)
    from deboule.rules.deboule.bots import LEVELS  # the hidden baseline included

    # a level checked here, not in a worker process where it would end in a traceback
    parser.add_argument("--strong", default=STRONG, choices=tuple(LEVELS))
    parser.add_argument("--weak", default=WEAK, choices=tuple(LEVELS))
    parser.add_count("--jobs", 2, high=256)
    parser.add_seed("--first-seed", 0)
    parser.add_count("--positions", 6, low=0, help="expert decisions timed per way of "
                     "simulating candidates (0: none)")
    args = parser.parse_args(argv if argv is not None else [])
    if args.positions:
        rates = candidate_rates(args.positions, args.first_seed)
        print(f"Le Déboulé expert, candidate throws per second of decision time over "
              f"{args.positions} decisions (seed {args.first_seed}), same choices each way:")
        for way, rate in rates.items():
            print(f"  {way}: {rate:.1f}")
    if args.matches == 0:
        return 0
    seeds = range(args.first_seed, args.first_seed + args.matches)
    started = time.perf_counter()
    from deboule.shell.progress import bar

    shown = bar(len(seeds), "matches", "")  # a bar on a terminal; the lines below in a log

    def tell(result) -> None:
        results.append(result)
        wins_so_far = sum(1 for r in results if r[1])
        line = (f"  match {len(results)}/{len(seeds)} (seed {result[0]}): "
                f"{'won' if result[1] else 'lost'} {result[4]}; "
                f"{wins_so_far}/{len(results)} so far")
        if shown.disable:
            print(line, file=sys.stderr, flush=True)
        else:
            shown.update(1)
            shown.set_postfix_str(f"{wins_so_far}/{len(results)} won")

    results: list = []
    if args.jobs > 1:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            for result in pool.map(one_match, seeds, [args.strong] * len(seeds),
                                   [args.weak] * len(seeds)):
                tell(result)
    else:
        for seed in seeds:
            tell(one_match(seed, args.strong, args.weak))
    shown.close()
    wins = sum(1 for r in results if r[1])
    times = [t for r in results for t in r[2]]
    walls = [r[5] for r in results]
    strong, weak = args.strong, args.weak
    target = "target >= 60 %" if weak == "baseline" else "target >= 80 %"
    print(f"Le Déboulé bots: {strong} vs {weak}, {len(results)} seeded matches "
          f"({args.jobs} process(es), total {time.perf_counter() - started:.0f} s)")
    print(f"  {strong} win share: {wins}/{len(results)} = {100 * wins / len(results):.0f} % "
          f"({target})")
    p90 = statistics.quantiles(times, n=10)[-1] if len(times) > 1 else times[0]
    print(f"  {strong} throw decision: median {statistics.median(times):.3f} s, p90 {p90:.3f} s, "
          f"worst {max(times):.3f} s over {len(times)} decisions (target median <= 2 s)")
    print(f"  match wall time: median {statistics.median(walls):.1f} s, worst {max(walls):.1f} s;"
          f" rounds per match: median {statistics.median(r[3] for r in results)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
