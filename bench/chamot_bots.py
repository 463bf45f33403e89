"""Benchmark of the Chamot bots (issue 14, point 3) with the French lexicon.

Prints, over N seeded 2-player games (default 50) of a strong level against a weak one (seats
alternate; the pairs expert-novice, expert-regular, regular-novice), the strong level's win share
(a shared first place counts as no win), the game lengths and how games ended, then the median and
worst wall time of one decision per level, and the same in 4-player games. Then (issue 30,
point 9) the median frequency rank of the words the bots announce (wordfreq's French list, rank
1 the most common: deboule/rules/chamot/frequency.py), before (the old rule: the shortest word) and
after (the most common word), over games on fresh seeds (FRESH_SEEDS on: never used to tune
anything); both rules play the very same games, as a word never changes which row a bot chooses.

Run: `.venv/bin/python -m bench.chamot_bots [--games 50]` (at least 1 game; a bad option is
one line in French and English, exit status 2). Targets: expert beats novice in at least 80 %
of games; decision median at most 1 s.
"""

from __future__ import annotations

import statistics
import time
from collections import Counter, defaultdict

from bench._options import BenchParser
from deboule.rules.chamot.french import french_lexicon
from deboule.rules.chamot.sim import play_out

PAIRS = (("expert", "novice"), ("expert", "regular"), ("regular", "novice"))
FRESH_SEEDS = 50_000  # the word-rank games' seeds start here


def announced_words(report) -> list[str]:
    """The words the bots chose: placements and moves (a removal's word is the row's own)."""
    return [e["word"] for e in report.events if e.get("type") in ("placed", "moved")]


def word_ranks(games: int, lexicon) -> None:
    from deboule.rules.chamot.frequency import rank

    for name, rule in (("before (shortest word)", lexicon.shortest_words()),
                       ("after (most common word)", lexicon)):
        ranks = []
        for game in range(games):
            levels = ("expert", "regular", "novice")[game % 3], "regular"
            report = play_out(2, FRESH_SEEDS + game, levels, lexicon=rule)
            ranks.extend(rank(word) for word in announced_words(report))
        print(f"bots' words {name}: median frequency rank {statistics.median(ranks):g}, "
              f"upper quartile {statistics.quantiles(ranks, n=4)[2]:g} over {len(ranks)} "
              f"words in {games} games")


def duel(strong: str, weak: str, games: int, lexicon, seconds: dict[str, list[float]]) -> None:
    wins, turns, ends = 0, [], Counter()
    started = time.perf_counter()
    for seed in range(games):
        seat = seed % 2
        levels = [weak, weak]
        levels[seat] = strong
        report = play_out(2, seed, levels, lexicon=lexicon, timed=True)
        result = report.state.result()
        wins += result.winners == (seat,)
        turns.append(report.state.turns)
        ends[report.state.end_reason] += 1
        for who, spent in report.decision_seconds:
            seconds[levels[who]].append(spent)
    wall = time.perf_counter() - started
    print(f"{strong} vs {weak}: {strong} wins {wins}/{games} = {wins / games:.0%}; turns median "
          f"{statistics.median(turns):g}, max {max(turns)}; ends {dict(ends)}; {wall:.1f} s")


def main(argv: list[str] | None = None) -> int:
    parser = BenchParser(description=__doc__.splitlines()[0])  # counts from 1, both languages
    parser.add_count("--games", 50)
    args = parser.parse_args(argv)
    lexicon = french_lexicon()
    seconds: dict[str, list[float]] = defaultdict(list)
    for strong, weak in PAIRS:
        duel(strong, weak, args.games, lexicon, seconds)
    four: dict[str, list[float]] = defaultdict(list)
    for seed in range(max(1, args.games // 5)):
        levels = ("expert", "regular", "novice", "expert")
        report = play_out(4, seed, levels, lexicon=lexicon, timed=True)
        for who, spent in report.decision_seconds:
            four[levels[who]].append(spent)
    for title, table in (("2 players", seconds), ("4 players", four)):
        for level in ("novice", "regular", "expert"):
            times = table[level]
            print(f"decision time {title}, {level}: median {statistics.median(times) * 1e3:.2f} "
                  f"ms, worst {max(times) * 1e3:.1f} ms over {len(times)} decisions")
    word_ranks(args.games, lexicon)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
