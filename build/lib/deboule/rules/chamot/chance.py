"""Deck orders for the chance points of a Chamot game, from a generator the caller seeds.

The rules never shuffle (deboule.rules.core): the deal and every reshuffle are handed in. This is
the ordinary supplier, used by the sim, the window and tests (a test may hand in its own orders).
"""

from __future__ import annotations

import random

from deboule.rules.chamot.actions import Deal, Shuffle
from deboule.rules.chamot.cards import MAJ_DECK, MIN_DECK
from deboule.rules.core import Action, ChanceRequest


def sample_outcome(request: ChanceRequest, rng: random.Random) -> Action:
    """A uniformly random deck order for `request` (a state's `chance_request()`)."""
    if request.kind == "deal":
        min_order, maj_order = list(range(MIN_DECK)), list(range(MAJ_DECK))
        rng.shuffle(min_order)
        rng.shuffle(maj_order)
        return Deal(tuple(min_order), tuple(maj_order))
    cards = list(request.info["cards"])
    rng.shuffle(cards)
    return Shuffle(tuple(cards))
