"""Where the current turn of a Cul de Chouette state started (deboule.rules.cul_de_chouette.state):
what `State.copy` replays from, the script (a generator) being impossible to copy."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deboule.rules.core import Event
from deboule.rules.cul_de_chouette.actions import Action
from deboule.rules.cul_de_chouette.house import jarret_rules

# What a turn starts from (State's data, apart from the options, the events and the actions):
# lists of plain values, so a shallow copy is a copy.
TURN_DATA = ("names", "side_of", "scores", "bank", "raitournelles", "has_grelottine",
             "has_civet", "has_boucliette", "immune", "passe_grelot_used", "order", "turn_index",
             "turns", "rounds", "owner", "winner_side", "over", *jarret_rules.HOLDINGS,
             "has_civet_filoche")  # issue 34: house rules' holdings


@dataclass(frozen=True)
class TurnStart:
    """Where the current turn started: how many actions and events then, and the data."""

    actions: int
    events: int
    data: dict[str, Any]


@dataclass(frozen=True)
class Resume:
    """What a copy starts from: a state's current turn start, its actions, events, position."""

    start: TurnStart
    actions: list[Action]
    events: list[Event]
    position: dict[str, Any] | None
