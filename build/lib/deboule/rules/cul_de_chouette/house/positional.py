"""Positional dice (issue 34, family "scoring"): the chouettes are the first two dice thrown and
the cul the third, as cgarnier/cul_de_chouette src/game/network/DicesCombo.java reads a throw:
`isChouette` is `d1 == d2`, `isVeloute` is `d1 + d2 == d3` (so 2-2-5 is a Chouette of 2 but
2-5-2 is nothing, and 1-2-3 is a Velute of 3 but 3-1-2 only a Suite). A Cul de Chouette, a
Suite and a Soufflette (1-2-4) are the same dice in any order. The seeds read the dice "sans
tenir compte de l'ordre"; this option is off in kaamelott and iruo.

Plain data only (combinations.classify builds the Classification from it): this module imports
nothing of the rules, so `classify` may call it without an import cycle."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class InOrder:
    """What (chouette 1, chouette 2, cul) make by position: combination names and values."""

    names: frozenset[str]
    chouette_value: int | None = None
    velute_value: int | None = None
    triple_value: int | None = None


def read_in_order(d1: int, d2: int, d3: int, bleu_rouge: bool) -> InOrder:
    """The combinations of three faces by position (faces already checked 1..6)."""
    if d1 == d2 == d3:
        return InOrder(frozenset({"CUL_DE_CHOUETTE"}), triple_value=d1)
    if d1 == d2:
        if d3 == d1 + d2:  # a Chouette and a Velute: 1-1-2, 2-2-4, 3-3-6 in this order
            return InOrder(frozenset({"CHOUETTE_VELUTE"}), chouette_value=d1, velute_value=d3)
        names = {"CHOUETTE"}
        if bleu_rouge and (d1, d3) == (3, 4):
            names.add("BLEU_ROUGE")  # C2: a Chouette of 3 with a 4
        return InOrder(frozenset(names), chouette_value=d1)
    names = set()
    velute = None
    if d1 + d2 == d3:
        names.add("VELUTE")
        velute = d3
    low, middle, high = sorted((d1, d2, d3))
    if middle == low + 1 and high == middle + 1:
        names.add("SUITE")
    if (low, middle, high) == (1, 2, 4):
        names.add("SOUFFLETTE")
    return InOrder(frozenset(names or {"NEANT"}), velute_value=velute)
