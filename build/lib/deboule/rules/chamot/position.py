"""A Chamot position's plain form (`ChamotState.from_position`, saved with the game), read and
checked before anything is laid out.

Cards are their numbers (deboule.rules.chamot.cards); piles and corbeilles list bottom to top; a row
is [maj., [min., ...]]. Besides the cards, a position may carry how far the game had gone (a seat's
view is rebuilt as such a position, deboule.rules.chamot.views): the card the player to act holds
(`hand`), the turn counters (`turns`, `idle_turns`, `progress`: H7), the shuffle awaited
(`awaiting`: ["maj", row] or ["corbeille", seat]), the end (`end`: winners and reason) and the
public plays of the turn so far (`recent`: the bots read them, H5). These keys are written only
when they differ from a fresh deal's, so older saved positions read and write as they did.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deboule.rules.chamot.actions import CODEC, Deal, Shuffle
from deboule.rules.core import Action

END_REASONS = ("out_of_cards", "idle", "turn_limit")  # H7, CH-R14
# the optional keys and their values in a fresh deal
PROGRESS_DEFAULTS: dict[str, Any] = {"hand": None, "turns": 0, "idle_turns": 0,
                                     "progress": False, "awaiting": None, "end": None,
                                     "recent": []}


def cards(value: Any) -> list[int]:
    """A list of card numbers, or TypeError."""
    if isinstance(value, str | bytes | Mapping) or any(
            isinstance(c, bool) or not isinstance(c, int) for c in value):
        raise TypeError(f"not a list of card numbers: {str(value)[:40]}")
    return list(value)


def whole(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise TypeError(f"{what} is a whole number")
    return value


def plain_position(position: Mapping[str, Any]) -> dict[str, Any]:
    """A position's card lists as lists of ints (TypeError/ValueError/KeyError otherwise); the
    optional keys kept only when they are not a fresh deal's."""
    current = position["current"]
    if isinstance(current, bool) or not isinstance(current, int):
        raise TypeError("current is a seat number")
    rows = []
    for row in position["rows"]:
        maj, mins = row
        rows.append([None if maj is None else cards([maj])[0], cards(mins)])
    boxed = position.get("boxed")
    plain = {"piles": [cards(p) for p in position["piles"]],
             "rows": rows,
             "corbeilles": [cards(c) for c in position["corbeilles"]],
             "maj_pile": cards(position.get("maj_pile", ())),
             "maj_corbeille": cards(position.get("maj_corbeille", ())),
             "min_corbeille": cards(position.get("min_corbeille", ())),
             "boxed": None if boxed is None else cards(boxed), "current": current}
    unknown = set(position) - set(plain) - set(PROGRESS_DEFAULTS)
    if unknown:
        raise ValueError(f"unknown keys {sorted(unknown)[:3]}")
    extra = {key: _progress_value(key, position[key]) for key in PROGRESS_DEFAULTS
             if key in position and position[key] != PROGRESS_DEFAULTS[key]}
    return {**plain, **extra}


def _progress_value(key: str, value: Any) -> Any:
    if key == "hand":
        return None if value is None else cards([value])[0]
    if key in ("turns", "idle_turns"):
        return whole(value, key)
    if key == "progress":
        if not isinstance(value, bool):
            raise TypeError("progress is true or false")
        return value
    if key == "awaiting":
        if value is None:
            return None
        kind, index = value
        if kind not in ("maj", "corbeille"):
            raise ValueError("a shuffle awaited is of the maj. pile or a corbeille")
        return [kind, whole(index, "the shuffle's row or seat")]
    if key == "end":
        if value is None:
            return None
        if not isinstance(value, Mapping) or set(value) != {"winners", "reason"} or \
                value["reason"] not in END_REASONS:
            raise ValueError("an end is its winners and its reason")
        winners = [whole(seat, "a winner") for seat in value["winners"]]
        if not winners or len(set(winners)) != len(winners):
            raise ValueError("an end has winners, each once")
        return {"winners": winners, "reason": value["reason"]}
    return [action.to_dict() for action in recent_actions(value)]


def recent_actions(value: Any) -> list[Action]:
    """The public plays a position carries (`recent`): player actions, never a deck order."""
    if isinstance(value, str | bytes | Mapping):
        raise TypeError("recent plays are a list")
    actions = [CODEC.from_dict(item) for item in value]
    if any(isinstance(action, Deal | Shuffle) for action in actions):
        raise ValueError("a position's recent plays are players' plays, not deck orders")
    return actions
