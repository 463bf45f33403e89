"""L'Enculette in deboule.rl: its integer actions and the length of its observation tensor
(deboule/rl/discrete.py builds the environment from them).

An id is the i-th action offered to the seat: the rules' `legal_actions`, in their order,
then the table's events, which the rules keep outside `legal_actions` since anyone may make
them at any time: with the refill_rule option (EN-R1) the acting seat is also offered, where
the rules accept them, Refill(seat) and Denounce(seat, other) for every other seat. A faute
reported by hand, Join, TimeOut and Back are not offered: the rules find the fautes of the
actions themselves, and the others are votes of the whole table about who sits there (a fixed
table is what agents are compared on).
"""

from __future__ import annotations

import sys
from typing import Any

from deboule.rl.discrete import DiscreteGameEnv
from deboule.rules.enculette.actions import Denounce, Refill

SIZE = 64
OBSERVATION_LENGTH = 256


def offered(state: Any, seat: int) -> list[Any]:
    """The actions seat `seat` may take now, as the env numbers them."""
    return list(state.legal_actions(seat)) + _table_events(state, seat)


def _table_events(state: Any, seat: int) -> list[Any]:
    if not state.options.refill_rule or not state.unrefilled:  # nothing to refill or denounce
        return []
    events = [Refill(seat)] + [Denounce(seat, other) for other in range(state.num_players)
                               if other != seat]
    return [action for action in events if state.is_legal(action)]


def make_env(game: Any, seed: int = 0, options: Any = None, **kwargs: Any) -> DiscreteGameEnv:
    return DiscreteGameEnv(game, sys.modules[__name__], seed=seed, options=options, **kwargs)
