"""Le Déboulé on its rules alone (deboule/rules_match.py): `DebouleMatch.new(seats, seed,
rules_only=True, options={...})` (its
`GAME.new_match(..., rules_only=True)`). Its throws are physical: here each throw's settled
table is the rules' stand-in (deboule/rules/deboule/chance.py: a piece lands at a random spot or on
another, sometimes out; now and then a tower falls or the cochondé is knocked), so a rules-only
game measures the bots' decisions (towers, effects, put-backs) and the rules, not their aim."""

from __future__ import annotations

from typing import Any

from deboule.match_base import MatchError, check_seats
from deboule.rules.core import IllegalAction
from deboule.rules.core.ranges import said
from deboule.rules.deboule import CODEC, DebouleGame, MatchOptions, make_bot
from deboule.rules.deboule.bots import LEVELS
from deboule.rules.deboule.chance import sample_outcome
from deboule.rules_match import RulesMatch


def new(seats: list[Any], seed: int = 0, teams: bool = False, target: int = 21,
        start: DebouleGame | None = None, **window: Any) -> RulesMatch:
    """The match on the rules (`window`: the window's options, lang, pace, headless, which
    change nothing here); `start`: a state to go on from (a save's start)."""
    check_seats(seats, LEVELS)
    if start is None:
        try:
            start = DebouleGame(MatchOptions(players=len(seats), teams=teams, seed=seed,
                                             target=target))
        except IllegalAction as exc:
            raise MatchError.said(*said(exc)) from None
    return RulesMatch("deboule", start, seats, seed, make_bot, sample_outcome, CODEC)
