"""Chamot on its rules alone (deboule/rules_match.py): `ChamotMatch.new(seats, seed,
rules_only=True, options={...})` (its
`GAME.new_match(..., rules_only=True)`). Chamot has no physics: its deck
orders come from the rules' chance model (deboule/rules/chamot/chance.py) in either match; the
rules-only one has no thinking clock and no pace."""

from __future__ import annotations

from typing import Any

from deboule.match_base import MatchError, check_seats
from deboule.rules.chamot.actions import CODEC
from deboule.rules.chamot.bots import LEVELS, make_bot
from deboule.rules.chamot.chance import sample_outcome
from deboule.rules.chamot.lexicon import Lexicon
from deboule.rules.chamot.options import DEFAULT_TURN_LIMIT
from deboule.rules.chamot.state import ChamotState
from deboule.rules.core import IllegalAction
from deboule.rules_match import RulesMatch


def new(seats: list[Any], seed: int = 0, short: bool = False, house_words: Any = (),
        turn_limit: int = DEFAULT_TURN_LIMIT, lexicon: Lexicon | None = None,
        start: ChamotState | None = None, **window: Any) -> RulesMatch:
    """The match on the rules (`window`: the window's options, clock, pace, turn_seconds,
    headless, which change nothing here); `start`: a state to go on from (a save's start)."""
    check_seats(seats, LEVELS)
    if start is None:
        options = {"players": len(seats), "short": short, "house_words": list(house_words),
                   "turn_limit": turn_limit}
        try:
            start = ChamotState.new(options, lexicon)
        except IllegalAction as exc:
            raise MatchError.said(f"options refusées : {exc}", f"options refused: {exc}") \
                from None
    return RulesMatch("chamot", start, seats, seed, make_bot, sample_outcome, CODEC)
