"""A bot match with its physics against the same match on the rules alone (issue 46 point 6):
for each game, the same seats, seed and options, played to the end headless (`play_out`) once
with the physics (the window's match, `headless=True`) and once rules-only (`rules_only=True`,
deboule/rules_match.py: chance outcomes from the rules' chance model). Prints the seconds of each,
the speed-up, and the actions each game took (the two games differ: the dice and the throws come
from different sources).

Run: `.venv/bin/python -m bench.rules_only [--game NAME] [--seed 1]`. The times are this
machine's; a run takes about a minute, most of it in the physics matches.
"""

from __future__ import annotations

import time
from typing import Any

from bench._options import BenchParser
from deboule.registry import GAMES, NAMES, by_name

# Per game: the seats and the options of one quick but whole bot match.
MATCHES: dict[str, tuple[list[str], dict[str, Any]]] = {
    "deboule": (["regular", "regular"], {"target": 3}),
    "cul-de-chouette": (["regular", "regular", "regular"], {"preset": "iruo"}),
    "enculette": (["regular", "regular", "regular"], {}),
    "chamot": (["regular", "regular"], {"short": True}),
}


def timed(entry: Any, seed: int, rules_only: bool) -> tuple[float, int]:
    """Seconds to play the match out, and the actions it took."""
    seats, options = MATCHES.get(entry.name, (["regular", "regular"], {}))
    start = time.perf_counter()
    match = entry.match_class().new(list(seats), seed=seed, headless=True,
                                    rules_only=rules_only, options=options)
    match.play_out()
    seconds = time.perf_counter() - start
    actions = len(match.state.history)
    match.close()
    return seconds, actions


def main(argv: list[str] | None = None) -> None:
    parser = BenchParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=NAMES, default=None)
    parser.add_seed("--seed", 1)
    args = parser.parse_args(argv)
    entries = [by_name(args.game)] if args.game else list(GAMES)
    print(f"{'game':16} {'physics s':>10} {'actions':>8} {'rules s':>9} {'actions':>8} "
          f"{'speed-up':>9}")
    for entry in entries:
        physics, physics_actions = timed(entry, args.seed, rules_only=False)
        rules, rules_actions = timed(entry, args.seed, rules_only=True)
        print(f"{entry.name:16} {physics:10.2f} {physics_actions:8} {rules:9.3f} "
              f"{rules_actions:8} {physics / rules:8.0f}x")


if __name__ == "__main__":
    main()
