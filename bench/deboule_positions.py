"""Benchmark of two Le Déboulé bot levels on identical positions (issue 35, point 3).

Whole matches tell two bots apart slowly: most of a match's luck is in positions neither bot
chose. Here both levels choose a throw on the SAME positions, and each choice is scored by
playing the rest of the round several times from the same seeds (common random numbers: the
two choices meet the same playouts). Positions are sampled from seeded matches of `--source`
bots (a déboule throw awaited of a bot: `ThrowRequest` of purpose "deboule"); the rest of the
round is played by `--playout` bots on both seats. A choice's score is the mean, over the
playouts, of the round's points of the chooser's side minus its opponent's.

Prints the share of positions where level A's choice scored better than level B's (ties count
half), its 95 % Wilson interval over the positions that differ, the mean score difference
with its standard error, and each level's decision time in processor seconds (the same
positions: a side-by-side cost that a loaded machine does not inflate).
Run: `python -m bench.deboule_positions [--a expert] [--b expert_issue12] [--positions 40]
[--playouts 4] [--first-seed 0] [--jobs 2]` or `deboule bench deboule_positions`.
"""

from __future__ import annotations

import math
import pickle
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from bench._options import BenchParser

A_LEVEL = "expert"
B_LEVEL = "expert_issue12"
SOURCE = "regular"  # the matches positions are sampled from: cheap, and varied tables
PLAYOUT = "regular"  # who plays the rest of the round after the choice
PER_MATCH = 2  # positions taken from one source match (spread over its throws)
MAX_STEPS = 5_000  # a guard: a round is over long before


@dataclass(frozen=True)
class Position:
    """A match (pickled whole: rules, world and bots) where a bot's déboule throw is awaited."""

    seed: int
    index: int  # which throw of the source match
    player: int
    blob: bytes


def sample_positions(seed: int, per_match: int = PER_MATCH, source: str = SOURCE
                     ) -> list[Position]:
    """`per_match` positions of the seeded match of `source` bots: déboule throws awaited of a
    bot, spread over the match (every third such throw, from the second on)."""
    from deboule.games.deboule.match import DebouleMatch, Seat
    from deboule.rules.deboule import ThrowRequest

    match = DebouleMatch([Seat("bot", source), Seat("bot", source)], seed=seed, headless=True)
    found: list[Position] = []
    throws = 0
    for _ in range(MAX_STEPS * 10):
        if match.over or len(found) >= per_match:
            break
        req = match.pending
        if isinstance(req, ThrowRequest) and req.purpose == "deboule" and match.flight is None:
            if throws % 3 == 1:
                found.append(Position(seed, throws, req.players[0], pickle.dumps(match)))
            throws += 1
        match.step()
    match.close()
    return found


def _bot_for(level: str, key: tuple[int, ...], sim):
    import numpy as np

    from deboule.rules.deboule.bots import make_bot

    return make_bot(level, np.random.SeedSequence(list(key)), sim)


def choose(position: Position, level: str):
    """`level`'s throw plan on `position` (its bot seeded from the position) and the processor
    time it took to decide (this process's: on a shared machine, wall time measures the load)."""
    match = pickle.loads(position.blob)
    bot = _bot_for(level, (position.seed, position.index, 1), match.sim)
    started = time.process_time()
    plan = bot.act(match.game, position.player)
    return plan, time.process_time() - started


def playout_score(position: Position, plan, playout: int, level: str = PLAYOUT) -> float:
    """Play `plan` on `position`, then the rest of the round with `level` bots seeded by
    `playout`: the round's points of the chooser's side minus the other side's."""
    match = pickle.loads(position.blob)
    req = match.pending
    side = match.game.layout.side_of[position.player]
    before = match.game.scores
    rounds = len(match.game.round_results)
    match.bots = [_bot_for(level, (position.seed, position.index, 2, playout, seat), match.sim)
                  for seat in range(len(match.bots))]
    match.launch(plan.piece, match.planned_throw(plan), req)
    match.land()
    for _ in range(MAX_STEPS):
        if match.over or len(match.game.round_results) > rounds:
            break
        match.step()
    after = match.game.scores
    match.close()
    mine = after[side] - before[side]
    theirs = sum(after[s] - before[s] for s in range(len(after)) if s != side)
    return float(mine - theirs)


def compare(position: Position, a: str, b: str, playouts: int, playout_level: str = PLAYOUT
            ) -> tuple[float, float, float, float]:
    """(mean score of a's choice, of b's, a's decision seconds, b's) on one position: the two
    choices scored on the same `playouts` seeds."""
    plan_a, seconds_a = choose(position, a)
    plan_b, seconds_b = choose(position, b)
    score_a = statistics.fmean(playout_score(position, plan_a, k, playout_level)
                               for k in range(playouts))
    if plan_b == plan_a:
        score_b = score_a
    else:
        score_b = statistics.fmean(playout_score(position, plan_b, k, playout_level)
                                   for k in range(playouts))
    return score_a, score_b, seconds_a, seconds_b


def _job(args: tuple[int, int, str, str, int, str, str]) -> list[tuple]:
    seed, per_match, a, b, playouts, source, playout_level = args
    return [(p.seed, p.index, *compare(p, a, b, playouts, playout_level))
            for p in sample_positions(seed, per_match, source)]


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a share of `wins` out of `n`."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def summary(results: list[tuple], a: str, b: str) -> list[str]:
    """The printed lines for `results`: (seed, index, score a, score b, seconds a, seconds b)."""
    diffs = [r[2] - r[3] for r in results]
    better = sum(1 for d in diffs if d > 1e-9)
    worse = sum(1 for d in diffs if d < -1e-9)
    differ = better + worse
    low, high = wilson(better, differ)
    share = (better + 0.5 * (len(diffs) - differ)) / len(diffs) if diffs else 0.0
    mean = statistics.fmean(diffs) if diffs else 0.0
    error = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
    lines = [
        f"Le Déboulé positions: {a} (A) vs {b} (B) on {len(diffs)} positions",
        f"  A better on {better}, B better on {worse}, equal on {len(diffs) - differ}: "
        f"A's share {100 * share:.0f} % (ties half); among the {differ} that differ "
        f"{100 * better / differ if differ else 0:.0f} % "
        f"[95 % CI {100 * low:.0f}-{100 * high:.0f}]",
        f"  round points A - B: mean {mean:+.3f} ± {error:.3f} (standard error)",
    ]
    for name, column in ((a, 4), (b, 5)):
        times = [r[column] for r in results]
        if times:
            lines.append(f"  {name} throw decision: median {statistics.median(times):.3f} s, "
                         f"worst {max(times):.3f} s of processor time")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = BenchParser(prog="bench.deboule_positions", description=__doc__.splitlines()[0])
    from deboule.rules.deboule.bots import LEVELS  # the hidden levels included

    parser.add_argument("--a", default=A_LEVEL, choices=tuple(LEVELS))
    parser.add_argument("--b", default=B_LEVEL, choices=tuple(LEVELS))
    parser.add_argument("--source", default=SOURCE, choices=tuple(LEVELS))
    parser.add_argument("--playout", default=PLAYOUT, choices=tuple(LEVELS))
    parser.add_count("--positions", 40)
    parser.add_count("--playouts", 4, high=1000)
    parser.add_count("--jobs", 2, high=256)
    parser.add_seed("--first-seed", 0)
    args = parser.parse_args(argv if argv is not None else [])
    matches = -(-args.positions // PER_MATCH)
    jobs = [(seed, PER_MATCH, args.a, args.b, args.playouts, args.source, args.playout)
            for seed in range(args.first_seed, args.first_seed + matches)]
    started = time.perf_counter()
    results: list[tuple] = []

    def tell(found: list[tuple]) -> None:
        results.extend(found)
        for r in found:
            print(f"  seed {r[0]} throw {r[1]}: A {r[2]:+.2f}, B {r[3]:+.2f}", file=sys.stderr,
                  flush=True)

    if args.jobs > 1:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            for found in pool.map(_job, jobs):
                tell(found)
    else:
        for job in jobs:
            tell(_job(job))
    results = results[:args.positions]
    for line in summary(results, args.a, args.b):
        print(line)
    print(f"  ({args.playouts} playouts of the round by {args.playout} bots per choice, "
          f"positions from {args.source} matches seeds {args.first_seed}-"
          f"{args.first_seed + matches - 1}, {args.jobs} process(es), "
          f"{time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
