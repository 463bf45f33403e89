"""What Cul de Chouette's controller checks in what it is given (seats, seed, pace, decision
time, rules) before a game starts: each bad value is one refusal, French and English."""

from __future__ import annotations

import math
from typing import Any

from deboule.match_base import MatchError
from deboule.rules.core import IllegalAction
from deboule.rules.core.ranges import check_int, said
from deboule.rules.cul_de_chouette import Variant, VariantError
from deboule.rules.cul_de_chouette.variant import RANGES

MAX_HUMANS = 4


def checked_options(seats: list[str], seed: Any, pace: Any, decision_timeout: Any,
                    preset: Any) -> Variant:
    """The rules the match plays (`preset`: a name or a Variant), once every value is checked."""
    try:  # the rules' own range of players (CDC-P1; docs/options.md), not one of its own
        check_int("players", len(seats), RANGES)
    except IllegalAction as exc:
        raise MatchError.said(*said(exc)) from None
    if seats.count("human") > MAX_HUMANS:
        raise MatchError.said(f"au plus {MAX_HUMANS} humains au clavier",
                              f"at most {MAX_HUMANS} humans share the keyboard")
    try:  # the seed's range: the rules' own (issue 32, point 3; docs/options.md)
        check_int("seed", seed, RANGES)
    except IllegalAction as exc:
        raise MatchError.said(*said(exc)) from None
    if not isinstance(pace, (int, float)) or not math.isfinite(pace) or pace < 0:
        raise MatchError.said("allure invalide",
                              f"pace must be a non-negative number: {pace!r}")
    if decision_timeout is not None and (
            isinstance(decision_timeout, bool) or not isinstance(decision_timeout, (int, float))
            or not math.isfinite(decision_timeout) or decision_timeout <= 0):
        raise MatchError.said("délai de décision invalide",
                              f"decision_timeout must be a positive number or None: "
                              f"{decision_timeout!r}")
    try:
        variant = Variant.preset(preset) if isinstance(preset, str) else preset
    except VariantError as exc:
        raise MatchError.said(f"règles invalides : {exc}", f"bad rules: {exc}") from exc
    if not isinstance(variant, Variant):
        raise MatchError.said("règles inconnues",
                              f"preset must be a name or a Variant: {preset!r}")
    return variant
