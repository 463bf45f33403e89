"""States as values, deep into a game (issue 46 point 6): for each game, after `--actions`
actions of random legal play, how long `copy()` takes, whether the copy equals the state, how
long `repr` is, and how many bytes the largest seat's `observation()` weighs as JSON.

Each game plays long options (a far target, a deep broc, a long deck) so that a random game
reaches the count; one that ends sooner is reported at its end. Chance outcomes come from the
game's own chance model (`deboule/rules/<package>/chance.py`), seeded: same options, same games.

Run: `.venv/bin/python -m bench.state_values [--actions 400] [--repeat 15] [--seed 1]`.
The times are this machine's (the median of `--repeat` copies).
"""

from __future__ import annotations

import json
import random
import statistics
import time
from typing import Any

from bench._options import BenchParser
from deboule.registry import GAMES
from deboule.rules.core import CHANCE, GameState

# Per rules package: options under which a random game lasts past a few thousand actions.
LONG_OPTIONS: dict[str, dict[str, Any]] = {
    "deboule": {"players": 2, "target": 1000},
    "cul_de_chouette": {"players": 3, "variant": "kaamelott", "start_scores": [0, 0, 0]},
    "enculette": {"players": 3, "broc": 1000},
    "chamot": {"players": 4},
}


def long_game(entry: Any, actions: int, seed: int) -> GameState:
    """A game of `entry` played at random until `actions` actions (or its end)."""
    sample = entry.chance_supplier()
    rng = random.Random(seed)
    state = entry.state_class().new(LONG_OPTIONS.get(entry.package))
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


def median_ms(call: Any, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        call()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def largest_observation(state: GameState) -> int:
    return max(len(json.dumps(state.observation(p))) for p in range(state.num_players))


def main(argv: list[str] | None = None) -> None:
    parser = BenchParser(description=__doc__.splitlines()[0])
    parser.add_count("--actions", 400)
    parser.add_count("--repeat", 15)
    parser.add_seed("--seed", 1)
    args = parser.parse_args(argv)
    print(f"{'game':16} {'actions':>7} {'copy ms':>9} {'copy==':>7} {'repr':>5} "
          f"{'observation B':>13}")
    for entry in GAMES:
        state = long_game(entry, args.actions, args.seed)
        copy = median_ms(state.copy, args.repeat)
        print(f"{entry.package:16} {len(state.history):7} {copy:9.2f} "
              f"{str(state == state.copy()):>7} {len(repr(state)):5} "
              f"{largest_observation(state):13}")


if __name__ == "__main__":
    main()
