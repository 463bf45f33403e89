"""Le Déboulé's options, one mapping (deboule/games/game_options.py): `teams` (four players
in two teams, D1) and `target` (the points that win, the seed's 21), checked against the rules'
own `MatchOptions` and its RANGES (deboule/rules/deboule/setup.py)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deboule.games.deboule import rules_only as on_rules
from deboule.games.deboule.match import DebouleMatch, Seat
from deboule.games.game_options import (
    bad_value,
    check_bool,
    check_names,
    refuse_other_args,
    seat_names,
)
from deboule.match_base import HUMAN, is_bot_object
from deboule.rules.core import IllegalAction
from deboule.rules.core.ranges import check_int
from deboule.rules.deboule.setup import RANGES, TARGET_SCORE, MatchOptions

TITLE = "Le Déboulé"
NAMES = ("teams", "target")
DEFAULTS = {"teams": False, "target": TARGET_SCORE}


def check(options: Any, players: int | None = None) -> dict[str, Any]:
    """The mapping with every option, checked (OptionRefused)."""
    given = check_names(TITLE, options, NAMES)
    check_bool(TITLE, given, "teams")
    if "target" in given:
        try:
            check_int("target", given["target"], RANGES)
        except IllegalAction as exc:
            raise bad_value(TITLE, "target", exc) from None
    checked = {**DEFAULTS, **given}
    if players is not None:
        try:
            MatchOptions(players=players, teams=checked["teams"], target=checked["target"])
        except IllegalAction as exc:
            raise bad_value(TITLE, "teams", exc) from None
    return checked


def from_args(args: Mapping[str, Any]) -> dict[str, Any]:
    """`deboule sim`'s `--teams` (Le Déboulé has no preset nor house words)."""
    refuse_other_args(TITLE, args, ("teams",))
    return {"teams": bool(args.get("teams") or False)}


def new_match(options: dict[str, Any], seats: list, *, seed: int = 0, names: Any = None,
              headless: bool | None = None, lang: str = "fr", rules_only: bool = False,
              **window: Any) -> Any:
    """A match of `seats` (HUMAN, a level, a BoundLevel or a bot object); a person's seat
    carries its name when one is given (the HUD and the views show it). `rules_only`: on
    the rules alone (deboule/games/deboule/rules_only.py)."""
    given = seat_names(names, len(seats))
    if rules_only:
        return on_rules.new(list(seats), seed=seed, teams=options["teams"],
                            target=options["target"], **window)
    built: list[Seat] = []
    for seat, name in zip(seats, given, strict=True):
        if is_bot_object(seat) or seat == HUMAN:
            one = Seat.named(seat)
        else:
            one = Seat("bot", seat)
        built.append(Seat(one.kind, one.level, name, bot=one.bot) if name else one)
    return DebouleMatch(built, seed=seed, teams=options["teams"], target=options["target"],
                        lang=lang, headless=True if headless is None else headless, **window)
