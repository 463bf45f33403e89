"""How long `copy()` and `is_legal()` take deep into a game (issue 31 point 3): the contract asks
for both without replaying the history.

Plays Cul de Chouette (and the three other games, for comparison) with random legal actions and
fair chance outcomes until `--actions` actions are in the history (a game that ends starts
again with more turns allowed: long games are what copies of a replayed history suffer from),
then times `copy()` and `is_legal(one legal action)`, the median of `--repeat` calls.

Run: `.venv/bin/python -m bench.contract_copy [--actions 3000] [--repeat 15]`. Same options,
same games (seeded); the times are this machine's.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import random
import statistics
import time

from deboule.registry import GAMES
from deboule.rules.core import CHANCE, GameState


def _long_options(package: str):
    """Cul de Chouette to 100 000 points (a random game would end before 3,000 actions)."""
    if package != "cul_de_chouette":
        return None
    from deboule.rules.cul_de_chouette import Game, Variant
    variant = dataclasses.replace(Variant.preset("kaamelott"), win_score=100_000,
                                  cap_score=99_000, eliminate_at_or_below=None)
    return Game(players=3, variant=variant)


def _long_game(package: str, actions: int, seed: int) -> GameState:
    module = importlib.import_module(f"deboule.rules.{package}")
    sample = importlib.import_module(f"deboule.rules.{package}.chance").sample_outcome
    rng = random.Random(seed)
    state = module.STATE.new(_long_options(package))
    while len(state.history) < actions and not state.is_over:
        outcomes = state.chance_outcomes()
        if state.current_player() == CHANCE or (outcomes and rng.random() < 0.3):
            if outcomes:
                moves, weights = zip(*outcomes, strict=True)
                state.apply(rng.choices(moves, weights)[0])
            else:
                state.apply(sample(state.chance_request(), rng))
            continue
        moves = [a for p in state.deciders() for a in state.legal_actions(p)]
        if not moves:
            state.apply(sample(state.chance_request(), rng))
            continue
        kind = rng.choice(sorted({a.KIND for a in moves}))
        state.apply(rng.choice([a for a in moves if a.KIND == kind]))
    return state


def _median_ms(call, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        call()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=3000)
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args(argv)
    for entry in GAMES:
        state = _long_game(entry.package, args.actions, seed=1)
        moves = [a for p in state.deciders() for a in state.legal_actions(p)]
        moves += [a for a, _ in state.chance_outcomes()]
        legal = _median_ms(lambda s=state, m=moves: s.is_legal(m[0]), args.repeat) if moves else 0.0
        copy = _median_ms(state.copy, args.repeat)
        print(f"{entry.package:16} {len(state.history):6} actions  copy {copy:8.2f} ms  "
              f"is_legal {legal:8.2f} ms")


if __name__ == "__main__":
    main()
