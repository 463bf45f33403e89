"""L'Enculette on its rules alone (deboule/rules_match.py): `EnculetteMatch.new(seats, seed,
rules_only=True, options={...})` (its
`GAME.new_match(..., rules_only=True)`). Each shake's dice are two fair dice from the rules'
chance model (deboule/rules/enculette/chance.py) instead of the physics Tasses."""

from __future__ import annotations

from typing import Any

from deboule.games.enculette.match_options import seat_list, variant_options
from deboule.rules.enculette import CODEC, Options, State, make_bot, new_game
from deboule.rules.enculette.chance import sample_outcome
from deboule.rules_match import RulesMatch


def new(seats: list[Any], seed: int = 0, variant: str = "classique",
        options: Options | None = None, start: State | None = None,
        **window: Any) -> RulesMatch:
    """The match on the rules (`window`: the window's options, lang, headless, which change
    nothing here); `start`: a state to go on from (a save's start)."""
    given = seat_list(seats)
    if start is None:
        start = new_game(len(given), options or variant_options(variant))
    return RulesMatch("enculette", start, given, seed, make_bot, sample_outcome, CODEC)
