"""Integer actions for the discrete games: what id `i` means for a seat in a state, and how
many ids a game has (`Discrete(size)`, with a mask of the legal ids).

Id `i` is the i-th entry of the seat's offered list: the rules' `legal_actions(seat)`, in the
order the rules give it, expanded where the rules leave a value free and extended with the
table's own events. The meaning of an id is fixed for a given state (the same state always
offers the same list), and `size` bounds every state's list: the mask marks the first
`len(offered)` ids. How each game's large or open sets are factored:

- Cul de Chouette: a Bleu-Rouge bet state offers every bet (up to 1,683 ids, all listed); a
  race press is listed by the rules with t_ms=0 ("the time is free within the window"): each
  listed press becomes PRESS_TIMES ids, one per press time (0, 250, ... 1,750 ms), so an agent
  chooses when it shouts. `size` is 2,048.
- Chamot: the rules list one example word per play (a placement, a move, a load) while any
  word fitting the cards is legal; an id plays the listed example. A program that wants
  another word plays the state itself (`env.state.apply`), the env follows.
- L'Enculette: the table's events are outside `legal_actions` (anyone may make them at any
  time); with the refill_rule option (EN-R1) the acting seat is also offered, where the rules
  accept them, Refill(seat) and Denounce(seat, other) for every other seat, after the listed
  actions. A faute reported by hand, Join, TimeOut and Back are not offered: the rules find
  the fautes of the actions themselves, and the others are votes of the whole table about who
  sits there (a fixed table is what agents are compared on).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from deboule.rules.enculette.actions import Denounce, Refill

PRESS_TIMES = tuple(range(0, 2000, 250))  # ms after the race opens

# every state's offered list fits (checked on every step: a longer list is an error)
SIZES = {"cul-de-chouette": 2048, "enculette": 64, "chamot": 128}


def offered(game: str, state: Any, seat: int) -> list[Any]:
    """The actions seat `seat` may take now, as the env numbers them."""
    actions = list(state.legal_actions(seat))
    if game == "cul-de-chouette":
        return _timed_presses(actions)
    if game == "enculette":
        return actions + _table_events(state, seat)
    return actions


def _timed_presses(actions: list[Any]) -> list[Any]:
    out: list[Any] = []
    for action in actions:
        if getattr(action, "KIND", "") == "press":
            out.extend(replace(action, t_ms=t) for t in PRESS_TIMES)
        else:
            out.append(action)
    return out


def _table_events(state: Any, seat: int) -> list[Any]:
    if not state.options.refill_rule or not state.unrefilled:  # nothing to refill or denounce
        return []
    events = [Refill(seat)] + [Denounce(seat, other) for other in range(state.num_players)
                               if other != seat]
    return [action for action in events if state.is_legal(action)]
