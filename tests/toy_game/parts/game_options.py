"""Cochon's options, one mapping (deboule/games/game_options.py): `target`, the points that win,
checked against the rules' own RANGES. The toy game has no window nor room: no match to build."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deboule.games.game_options import bad_value, check_names, refuse_other_args
from deboule.rules.core import IllegalAction
from deboule.rules.core.ranges import check_int
from tests.toy_game.rules.options import RANGES

TITLE = "Cochon"
NAMES = ("target",)
DEFAULTS = {"target": 20}  # the rules' own default


def check(options: Any, players: int | None = None) -> dict[str, Any]:
    """The mapping with every option, checked (OptionRefused)."""
    given = check_names(TITLE, options, NAMES)
    if "target" in given:
        try:
            check_int("target", given["target"], RANGES)
        except IllegalAction as exc:
            raise bad_value(TITLE, "target", exc) from None
    return {**DEFAULTS, **given}


def from_args(args: Mapping[str, Any]) -> dict[str, Any]:
    """Cochon takes none of `deboule sim`'s game-specific arguments."""
    refuse_other_args(TITLE, args, ())
    return {}


def new_match(options: dict[str, Any], seats: list, **_: Any) -> Any:
    raise NotImplementedError("Cochon is played by its sim only")
