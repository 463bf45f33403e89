"""Cochon's chance without physics: a fair die."""

from __future__ import annotations

import random

from deboule.rules.core import ChanceRequest
from tests.toy_game.rules.actions import Die


def sample_outcome(request: ChanceRequest, rng: random.Random) -> Die:
    return Die(rng.randint(1, 6))
