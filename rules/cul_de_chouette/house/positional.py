"""Positional dice (issue 34, family "scoring"): the chouettes are the first two dice thrown and
the cul the third, as cgarnier/cul_de_chouette src/game/network/DicesCombo.java reads a throw:
`isChouette` is `d1 == d2`, `isVeloute` is `d1 + d2 == d3` (so 2-2-5 is a Chouette of 2 but
2-5-2 is nothing, and 1-2-3 is a Velute of 3 but 3-1-2 only a Suite). A Cul de Chouette, a
Suite and a Soufflette (1-2-4) are the same dice in any order. The seeds read the dice "sans
tenir compte de l'ordre"; this option is off in kaamelott and iruo."""

from __future__ import annotations

from rules.cul_de_chouette.combinations import (
    Classification,
    Combination,
    check_faces,
    chouette_points,
    cul_de_chouette_points,
    velute_points,
)


def classify_in_order(dice, variant) -> Classification:
    """Classify (chouette 1, chouette 2, cul) by position; the result's `dice` stay sorted."""
    d1, d2, d3 = check_faces(dice, 3)
    ordered = tuple(sorted((d1, d2, d3)))
    if d1 == d2 == d3:
        return Classification(ordered, frozenset({Combination.CUL_DE_CHOUETTE}),
                              cul_de_chouette_points(d1), triple_value=d1)
    if d1 == d2:
        if d3 == d1 + d2:  # a Chouette and a Velute: 1-1-2, 2-2-4, 3-3-6 in this order
            return Classification(ordered, frozenset({Combination.CHOUETTE_VELUTE}), 0,
                                  chouette_value=d1, velute_value=d3)
        combos = {Combination.CHOUETTE}
        if variant.bleu_rouge and (d1, d3) == (3, 4):
            combos.add(Combination.BLEU_ROUGE)  # C2: a Chouette of 3 with a 4
        return Classification(ordered, frozenset(combos), chouette_points(d1), chouette_value=d1)
    combos = set()
    points = 0
    velute = None
    if d1 + d2 == d3:
        combos.add(Combination.VELUTE)
        velute, points = d3, velute_points(d3)
    low, middle, high = ordered
    if middle == low + 1 and high == middle + 1:
        combos.add(Combination.SUITE)
    if ordered == (1, 2, 4):
        combos.add(Combination.SOUFFLETTE)
    if not combos:
        combos.add(Combination.NEANT)
    return Classification(ordered, frozenset(combos), points, velute_value=velute)
