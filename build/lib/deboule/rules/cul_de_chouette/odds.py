"""Exact odds of three fair dice, used by the bots' expected-value decisions."""

from __future__ import annotations

import itertools
from fractions import Fraction
from functools import cache

from deboule.rules.cul_de_chouette.combinations import Combination, classify

C = Combination
ALL_THROWS = list(itertools.product(range(1, 7), repeat=3))


@cache
def combination_odds(bleu_rouge: bool = True, positional: bool = False) -> dict[str, Fraction]:
    """P(combination in a throw of three dice), plus "SIROP_GRELOT" (CDC natural or siroté);
    `positional`: the dice read by position (issue 34, house/positional.py)."""
    counts = {c.value: 0 for c in Combination}
    sirop = Fraction(0)
    reading = _Reading(bleu_rouge, positional)
    for dice in ALL_THROWS:
        cls = classify(dice, reading)
        for c in cls.combinations:
            counts[c.value] += 1
        if C.CUL_DE_CHOUETTE in cls.combinations:
            sirop += 1
        elif C.CHOUETTE in cls.combinations and C.BLEU_ROUGE not in cls.combinations:
            sirop += Fraction(1, 6)
    odds = {k: Fraction(v, len(ALL_THROWS)) for k, v in counts.items()}
    odds["SIROP_GRELOT"] = sirop / len(ALL_THROWS)
    return odds


class _Reading:
    """The two variant fields `classify` reads."""

    def __init__(self, bleu_rouge: bool, positional: bool) -> None:
        self.bleu_rouge = bleu_rouge
        self.positional_dice = positional


@cache
def bleu_rouge_total_odds() -> dict[int, Fraction]:
    totals: dict[int, int] = {}
    for dice in ALL_THROWS:
        totals[sum(dice)] = totals.get(sum(dice), 0) + 1
    return {t: Fraction(n, len(ALL_THROWS)) for t, n in totals.items()}


@cache
def soufflette_odds() -> tuple[Fraction, Fraction, Fraction]:
    """P(the challenged makes 4-2-1 first at try 1, 2, 3), keeping every useful die."""
    return _soufflette_from(frozenset(), 0)


@cache
def _soufflette_from(kept: frozenset, attempt: int) -> tuple[Fraction, ...]:
    result = [Fraction(0)] * 3
    n = 3 - len(kept)
    outcomes = list(itertools.product(range(1, 7), repeat=n))
    for faces in outcomes:
        if sorted(list(kept) + list(faces)) == [1, 2, 4]:
            result[attempt] += Fraction(1, len(outcomes))
        elif attempt < 2:
            now = frozenset(kept | {f for f in faces if f in (1, 2, 4)})
            later = _soufflette_from(now, attempt + 1)
            for k in range(3):
                result[k] += later[k] / len(outcomes)
    return tuple(result)
