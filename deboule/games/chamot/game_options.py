"""Chamot's options, one mapping (deboule/games/game_options.py): `short` (seed E's short
game, 48 min.), `house_words` (H4: words the players add, a list or one text of words
separated by commas) and `turn_limit` (CH-R14), checked by the rules' own `Options`
(deboule/rules/chamot/options.py and its RANGES)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deboule.games.chamot import rules_only as on_rules
from deboule.games.chamot.match import ChamotMatch
from deboule.games.game_options import (
    OptionRefused,
    bad_value,
    check_names,
    refuse_other_args,
    seat_names,
    shown,
)
from deboule.rules.chamot.options import Options
from deboule.rules.core import IllegalAction

TITLE = "Chamot"
NAMES = ("short", "house_words", "turn_limit")


def check(options: Any, players: int | None = None) -> dict[str, Any]:
    """Every option, checked by the rules' `Options` (OptionRefused naming the one refused;
    a bad house word is named, H4)."""
    given = check_names(TITLE, options, NAMES)
    words = given.get("house_words", ())
    if isinstance(words, str):  # "mot1,mot2", as --house-words and --rule write them
        given["house_words"] = [part.strip() for part in words.split(",")]
    try:
        checked = Options.from_dict({**given, "players": players or 2})
    except IllegalAction as exc:
        name = str(exc.params.get("option") or ("house_words" if "house" in str(exc.code)
                                                  else ""))
        if exc.code == "bad_house_word":
            word = str(exc.params.get("word", ""))
            refusal = OptionRefused("options.bad_value", game=TITLE, name="house_words",
                                    fr=f"mot refusé : {word}", en=f"word refused: {word}")
        else:
            refusal = bad_value(TITLE, name if name in NAMES else "options", exc)
        # the rules' own refusal of a house word (H4), which `deboule sim` words as before
        refusal.rules_refusal = (str(exc.code), dict(exc.params)) if name == "house_words" \
            else None
        raise refusal from None
    return {name: value for name, value in checked.to_dict().items() if name in NAMES}


def from_args(args: Mapping[str, Any]) -> dict[str, Any]:
    """`deboule sim`'s `--preset short` and `--house-words mot1,mot2`."""
    refuse_other_args(TITLE, args, ("preset", "house_words"))
    preset = args.get("preset")
    if preset not in (None, "normal", "short"):
        raise OptionRefused("options.bad_value", game=TITLE, name="preset",
                            fr=f"{shown(preset)} ? normal, short",
                            en=f"{shown(preset)}? normal, short")
    options: dict[str, Any] = {"short": preset == "short"}
    if args.get("house_words") is not None:
        options["house_words"] = args["house_words"]
    return options


def new_match(options: dict[str, Any], seats: list, *, seed: int = 0, names: Any = None,
              headless: bool | None = None, lang: str = "fr", rules_only: bool = False,
              **window: Any) -> Any:
    """A match of `seats`; `headless` None: the window's clock and pace, as the sim and the
    server have always run Chamot (its bots pause so a person follows them); `rules_only`:
    on the rules alone (deboule/games/chamot/rules_only.py)."""
    given = seat_names(names, len(seats))
    if rules_only:
        return on_rules.new(list(seats), seed=seed, short=options["short"],
                            house_words=tuple(options["house_words"]),
                            turn_limit=options["turn_limit"], **window)
    match = ChamotMatch(list(seats), seed=int(seed), short=options["short"],
                        house_words=tuple(options["house_words"]),
                        turn_limit=options["turn_limit"], headless=bool(headless), **window)
    match.names = given
    return match
