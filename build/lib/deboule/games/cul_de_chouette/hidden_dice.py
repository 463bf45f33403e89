"""Dice rolled out of sight (issue 34, Tichette by bidding: deboule/rules/cul_de_chouette/house/
tichage.py). The ticheur's three dice are "cachés" (aribautg/cul-de-chouette js/main.js
`startTichette`): the tray would show every die it throws, so the match answers that chance node
"under the cup", from its seeded generator, with no throw on screen; the faces go into the
record as a plain action, so a replay reads the same game."""

from __future__ import annotations

from typing import Any

import numpy as np

from deboule.rules.cul_de_chouette.actions import DiceRolled

HIDDEN_PURPOSES = ("tichette_hidden",)


def is_hidden(node: Any) -> bool:
    """Whether `node` asks for dice nobody may see."""
    return node.kind == "chance" and node.prompt in HIDDEN_PURPOSES


def under_the_cup(seed: int, entries: int, n_dice: int) -> DiceRolled:
    """Fair faces from the match's seed and how far it is (its number of entries)."""
    rng = np.random.default_rng([seed, entries, 11])
    return DiceRolled(tuple(int(f) for f in rng.integers(1, 7, size=n_dice)))
