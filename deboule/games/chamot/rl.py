"""Chamot in deboule.rl: its integer actions and the length of its observation tensor
(deboule/rl/discrete.py builds the environment from them).

An id is the i-th action of the rules' `legal_actions`, in their order. The rules list one
example word per play (a placement, a move, a load) while any word fitting the cards is legal:
an id plays the listed example. A program that wants another word applies it to the state
itself (`env.state.apply(...)` before `env.resync()`), the env follows.
"""

from __future__ import annotations

import sys
from typing import Any

from deboule.rl.discrete import DiscreteGameEnv

SIZE = 128
OBSERVATION_LENGTH = 512


def offered(state: Any, seat: int) -> list[Any]:
    """The actions seat `seat` may take now, as the env numbers them."""
    return list(state.legal_actions(seat))


def make_env(game: Any, seed: int = 0, options: Any = None, **kwargs: Any) -> DiscreteGameEnv:
    return DiscreteGameEnv(game, sys.modules[__name__], seed=seed, options=options, **kwargs)
