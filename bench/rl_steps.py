"""Steps per second of the PettingZoo environments of deboule.rl (issue 50), per game: a random
agent picks among the legal ids (`action_mask`; Le Déboulé: a random `[choice, x, y, speed]`),
whole games one after another, the env playing the chance points itself. Le Déboulé twice:
rules-only (`physics=False`) and with every throw in MuJoCo.

Run: `.venv/bin/python -m bench.rl_steps [--seconds 5] [--seed 0]` (needs the `rl` extra).
A step is one agent's action (`env.step` of a live agent); the figures are this machine's.
"""

from __future__ import annotations

import random
import time

import numpy as np

from bench._options import BenchParser
from deboule import rl

# (label, registry name, options, env arguments)
RUNS = (
    ("cul-de-chouette", "cul-de-chouette", {"players": 3}, {}),
    ("enculette", "enculette", {"players": 3}, {}),
    ("chamot", "chamot", {"players": 2}, {}),
    ("deboule rules-only", "deboule", {"players": 2, "target": 21}, {"physics": False}),
    ("deboule physics", "deboule", {"players": 2, "target": 21}, {"physics": True}),
)


def steps_per_second(name: str, options: dict, extra: dict, seconds: float,
                     seed: int) -> tuple[float, int, int]:
    """(steps per second, steps, games finished) over about `seconds` of play."""
    env = rl.env(name, seed=seed, options=options, **extra)
    rng = random.Random(seed)
    steps = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        env.reset(seed=seed + games)
        for _agent in env.agent_iter():
            observation, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            if "action_mask" in observation:
                env.step(rng.choice(np.flatnonzero(observation["action_mask"]).tolist()))
            else:
                env.step(np.array([rng.random() for _ in range(4)], dtype=np.float32))
            steps += 1
            if time.perf_counter() - start >= seconds:
                break
        else:
            games += 1
    return steps / (time.perf_counter() - start), steps, games


def main(argv: list[str] | None = None) -> None:
    parser = BenchParser(description=__doc__.splitlines()[0])
    parser.add_count("--seconds", 5, high=3600, help="seconds of play per game")
    parser.add_seed("--seed", 0)
    args = parser.parse_args(argv)
    for label, name, options, extra in RUNS:
        rate, steps, games = steps_per_second(name, options, extra, args.seconds, args.seed)
        print(f"{label:20} {rate:10.0f} steps/s  ({steps} steps, {games} whole games "
              f"in {args.seconds} s)")


if __name__ == "__main__":
    main()
