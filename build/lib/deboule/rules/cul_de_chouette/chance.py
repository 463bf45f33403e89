"""Chance outcomes of Cul de Chouette from a generator the caller seeds: fair dice, and the race
clock. The window and the sim hand in what the physics dice show; tests and the conformance
run use this instead (deboule.rules.core: the rules never roll)."""

from __future__ import annotations

import random

from deboule.rules.core import ChanceRequest
from deboule.rules.cul_de_chouette.actions import Action, CloseRace, DiceRolled


def sample_outcome(request: ChanceRequest, rng: random.Random) -> Action:
    """Faces for "dice" (`info["n_dice"]` fair dice), CloseRace for "race_clock"."""
    if request.kind == "race_clock":
        return CloseRace()
    return DiceRolled(tuple(rng.randint(1, 6) for _ in range(request.info["n_dice"])))
