"""L'Enculette's options, one mapping (deboule/games/game_options.py): the rules' own
`Options` (deboule/rules/enculette/options.py: broc, blind_reshake, cups, direction,
first_player, refill_rule, and its RANGES), which checks them itself."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from typing import Any

from deboule.games.enculette import rules_only as on_rules
from deboule.games.enculette.match import EnculetteMatch
from deboule.games.enculette.sim import parse_preset
from deboule.games.game_options import bad_value, check_names, refuse_other_args, seat_names
from deboule.rules.enculette import OptionError, Options

TITLE = "L'Enculette"
NAMES = tuple(f.name for f in fields(Options))


def check(options: Any, players: int | None = None) -> dict[str, Any]:
    """Every option, checked by the rules' `Options` (OptionRefused naming the one refused)."""
    given = check_names(TITLE, options, NAMES)
    try:
        checked = Options.from_dict(given)
        if players is not None:
            checked.check_players(players)
    except (OptionError, TypeError) as exc:
        named = [name for name in (*NAMES, "players") if name in str(exc)]
        raise bad_value(TITLE, named[0] if named else "options", exc) from None
    return checked.to_dict()


def from_args(args: Mapping[str, Any]) -> dict[str, Any]:
    """`deboule sim`'s `--preset` (a preset name, name=value options, or both)."""
    refuse_other_args(TITLE, args, ("preset",))
    try:
        return parse_preset(args.get("preset")).to_dict()
    except OptionError as exc:
        raise bad_value(TITLE, "preset", exc) from None


def new_match(options: dict[str, Any], seats: list, *, seed: int = 0, names: Any = None,
              headless: bool | None = None, lang: str = "fr", rules_only: bool = False,
              **window: Any) -> Any:
    """A match of `seats` (HUMAN, a level, a BoundLevel or a bot object); `names` as given
    (`match.names`: the views carry them). `rules_only`: on the rules alone
    (deboule/games/enculette/rules_only.py)."""
    given = seat_names(names, len(seats))
    if rules_only:
        return on_rules.new(list(seats), seed=seed, options=Options.from_dict(options),
                            **window)
    match = EnculetteMatch(list(seats), seed=seed, lang=lang,
                           headless=True if headless is None else headless,
                           options=Options.from_dict(options), **window)
    match.names = given
    return match
