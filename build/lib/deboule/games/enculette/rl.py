"""L'Enculette in deboule.rl: its PettingZoo environment is deboule/rl/discrete.py's, its integer
actions the rules' own (`action_list`, deboule/rules/enculette/action_ids.py)."""

from __future__ import annotations

from typing import Any

from deboule.rl.discrete import DiscreteGameEnv

OBSERVATION_LENGTH = 256  # the observation tensor's length (deboule/rl/tensor.py)


def make_env(game: Any, seed: int = 0, options: Any = None, **kwargs: Any) -> DiscreteGameEnv:
    return DiscreteGameEnv(game, OBSERVATION_LENGTH, seed=seed, options=options, **kwargs)
