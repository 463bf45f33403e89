"""What an L'Enculette match is set up with, checked before anything starts: its seats and the
set-up menu's variants (the window's match, deboule/games/enculette/match.py, and the rules-only
one, deboule/games/enculette/rules_only.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from deboule.match_base import MatchError, check_seats
from deboule.rules.core import IllegalAction
from deboule.rules.core.ranges import said
from deboule.rules.enculette import LEVELS, Options

# Setup menu variant -> rules options (the seed's "annonce aveugle" is the blind reshake).
VARIANTS: dict[str, dict[str, Any]] = {
    "classique": {},
    "aveugle": {"blind_reshake": True},
}


def seat_list(seats: Sequence[str]) -> list[str]:
    """Validate the seats: 'human' or a bot level each, within the rules' players `RANGES`."""
    seats = list(seats)
    try:  # with the default options: only the players' range can refuse
        Options().check_players(len(seats))
    except IllegalAction as exc:
        raise MatchError.said(*said(exc)) from None
    return check_seats(seats, LEVELS)


def variant_options(variant: str) -> Options:
    if not isinstance(variant, str) or variant not in VARIANTS:
        raise MatchError.said(f"variante inconnue {variant!r} ; variantes : {sorted(VARIANTS)}",
                              f"unknown variant {variant!r}; variants are {sorted(VARIANTS)}")
    return Options.from_dict(VARIANTS[variant])
