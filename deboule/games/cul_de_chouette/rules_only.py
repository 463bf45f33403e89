"""Cul de Chouette on its rules alone (deboule/rules_match.py): `CdcMatch.new(seats, seed,
rules_only=True, options={...}, names=...)` (its
`GAME.new_match(..., rules_only=True)`). Each throw's dice are fair dice from the
rules' chance model (deboule/rules/cul_de_chouette/chance.py) instead of the tray's physics; the
shout races are settled at the bots' reaction times
(deboule/games/cul_de_chouette/rules_race.py)."""

from __future__ import annotations

from typing import Any

from deboule.games.cul_de_chouette.checks import checked_options
from deboule.games.cul_de_chouette.rules_race import race_presses
from deboule.match_base import MatchError, check_seats, seat_name
from deboule.rules.core import IllegalAction
from deboule.rules.cul_de_chouette import CODEC, Game, State, Variant, make_bot
from deboule.rules.cul_de_chouette.bots import LEVELS
from deboule.rules.cul_de_chouette.chance import sample_outcome
from deboule.rules_match import RulesMatch


def new(seats: list[Any], seed: int = 0, preset: str | Variant = "kaamelott", teams: Any = None,
        names: Any = None, start: State | None = None, **window: Any) -> RulesMatch:
    """The match on the rules (`window`: the window's options, clock, pace, decision_timeout,
    headless, which change nothing here); `start`: a state to go on from (a save's start)."""
    given = check_seats(seats, LEVELS)
    if start is None:
        variant = checked_options([seat_name(s) for s in given], seed, 0.0, None, preset)
        if names is None:
            names = [f"Joueur {i + 1}" if s == "human" else f"Bot {i + 1}"
                     for i, s in enumerate(given)]
        try:
            start = Game(len(given), variant, teams=teams, names=list(names), seed=seed).new_state()
        except IllegalAction as exc:
            raise MatchError.said(f"équipes invalides : {exc}", f"bad teams: {exc}") from exc
    return RulesMatch("cul-de-chouette", start, given, seed, make_bot, sample_outcome, CODEC,
                      together=race_presses)
