"""What a seat's view costs at the end of a long game (issue 33: the online rooms send each seat
its `seat_view(player)`, and a client's bot thinks on `from_seat_view(view, rng)`).

Plays each game with random legal actions and fair chance outcomes until `--actions` actions
are in the history or the game ends (long options: a deep broc, four Chamot players on the whole
deck, Cul de Chouette to 10 000 points), then times, for seat 0, `seat_view` and
`from_seat_view` (the median of `--repeat` calls) and prints the view's size in bytes.

Run: `.venv/bin/python -m bench.seat_views [--actions 2000] [--repeat 5]`. Same options, same
games (seeded); the times are this machine's.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import random
import statistics
import time
from typing import Any

from deboule.registry import GAMES
from deboule.rules.core import CHANCE, GameState

LONG_OPTIONS: dict[str, Any] = {
    "deboule": {"players": 4, "target": 13, "seed": 1},
    "enculette": {"players": 4, "broc": 1000},
    "chamot": {"players": 4},
}


def long_options(package: str) -> Any:
    if package != "cul_de_chouette":
        return LONG_OPTIONS.get(package)
    from deboule.rules.cul_de_chouette import Game, Variant
    variant = dataclasses.replace(Variant.preset("kaamelott"), win_score=10_000,
                                  cap_score=9_000, eliminate_at_or_below=None)
    return Game(players=3, variant=variant)


def long_game(package: str, actions: int, seed: int) -> GameState:
    """Random legal play until `actions` actions or the end, whichever comes first."""
    module = importlib.import_module(f"deboule.rules.{package}")
    sample = importlib.import_module(f"deboule.rules.{package}.chance").sample_outcome
    rng = random.Random(seed)
    state = module.STATE.new(long_options(package))
    while len(state.history) < actions and not state.is_over:
        outcomes = state.chance_outcomes()
        moves = [a for p in state.deciders() for a in state.legal_actions(p)]
        if state.current_player() == CHANCE or not moves or (outcomes and rng.random() < 0.3):
            if outcomes:
                chances, weights = zip(*outcomes, strict=True)
                state.apply(rng.choices(chances, weights)[0])
            else:
                state.apply(sample(state.chance_request(), rng))
            continue
        kind = rng.choice(sorted({a.KIND for a in moves}))
        state.apply(rng.choice([a for a in moves if a.KIND == kind]))
    return state


def median_ms(call, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        call()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    for entry in GAMES:
        state = long_game(entry.package, args.actions, seed=1)
        view = json.loads(json.dumps(state.seat_view(0)))
        cls = type(state)
        write = median_ms(lambda s=state: s.seat_view(0), args.repeat)
        read = median_ms(lambda c=cls, v=view: c.from_seat_view(v, random.Random(0)),
                         args.repeat)
        size = len(json.dumps(view, separators=(",", ":")))
        print(f"{entry.package:16} {len(state.history):6} actions  seat_view {write:8.2f} ms  "
              f"from_seat_view {read:8.2f} ms  view {size:8} bytes")


if __name__ == "__main__":
    main()
