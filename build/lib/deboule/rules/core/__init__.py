"""What every game's rules share: the state contract, the action base, the one error type.

    >>> from deboule.rules.core import GameState, Action, ActionCodec, Event, IllegalAction, CHANCE
"""

from deboule.rules.core.actions import Action, ActionCodec
from deboule.rules.core.contract import (
    CHANCE,
    SIMULTANEOUS,
    TERMINAL,
    ChanceRequest,
    Event,
    GameState,
    Result,
    check_header,
    check_seat,
    check_view_header,
    copy_sharing,
)
from deboule.rules.core.errors import IllegalAction

__all__ = [
    "CHANCE", "SIMULTANEOUS", "TERMINAL", "Action", "ActionCodec", "ChanceRequest", "Event",
    "GameState", "IllegalAction", "Result", "check_header", "check_seat",
    "check_view_header", "copy_sharing",
]
