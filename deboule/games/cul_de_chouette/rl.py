"""Cul de Chouette in deboule.rl: its integer actions and the length of its observation
tensor (deboule/rl/discrete.py builds the environment from them).

An id is the i-th action offered to the seat (the rules' `legal_actions`, in their order), as
deboule/rl/discrete.py says. A Bleu-Rouge bet state offers every bet: up to 1,683 ids, all
listed. A race press is listed by the rules with t_ms=0 ("the time is free within the
window"): each listed press is offered once per time of PRESS_TIMES (0, 250, ... 1,750 ms
after the race opens), so an agent chooses when it shouts. SIZE bounds every state's list.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from typing import Any

from deboule.rl.discrete import DiscreteGameEnv

SIZE = 2048
OBSERVATION_LENGTH = 512
PRESS_TIMES = tuple(range(0, 2000, 250))  # ms after the race opens


def offered(state: Any, seat: int) -> list[Any]:
    """The actions seat `seat` may take now, as the env numbers them."""
    out: list[Any] = []
    for action in state.legal_actions(seat):
        if action.KIND == "press":
            out.extend(replace(action, t_ms=t) for t in PRESS_TIMES)
        else:
            out.append(action)
    return out


def make_env(game: Any, seed: int = 0, options: Any = None, **kwargs: Any) -> DiscreteGameEnv:
    return DiscreteGameEnv(game, sys.modules[__name__], seed=seed, options=options, **kwargs)
