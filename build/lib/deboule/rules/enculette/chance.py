"""Chance outcomes of L'Enculette from a generator the caller seeds: a fair shake of two dice.
The window and the sim hand in what the physics Tasse shows; tests and the conformance run use
this instead (deboule.rules.core: the rules never roll)."""

from __future__ import annotations

import random

from deboule.rules.core import ChanceRequest

from .actions import Action, DiceShaken


def sample_outcome(request: ChanceRequest, rng: random.Random) -> Action:
    """Two fair faces for a "shake" request (`State.chance_request()`)."""
    return DiceShaken((rng.randint(1, 6), rng.randint(1, 6)))
