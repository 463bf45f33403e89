"""Le Déboulé's PettingZoo environment with physics on (deboule.rl, issue 50): PettingZoo's
`api_test` and `seed_test` with every throw played in the match's MuJoCo world, and the aim
deciding where the piece rests. Marked physics by hand: the env reaches the world through the
game's `Game` object, which tests/markers.py does not follow."""

from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from deboule import rl

pytestmark = pytest.mark.physics


def make(seed: int = 1):
    return rl.env("deboule", seed=seed, options={"players": 2, "target": 7})


def test_pettingzoo_api_test_passes_with_physics():
    api_test(make(), num_cycles=12)


def test_pettingzoo_seed_test_passes_with_physics():
    seed_test(make, num_cycles=8)


def test_the_aim_decides_where_the_throw_rests():
    """The roll-off throws the cochondé: aimed short and aimed long, it rests apart (in the
    rules-only mode the aim would not matter)."""
    rests = []
    for x in (0.1, 0.8):
        env = make(seed=3)
        env.reset()
        assert env.observe(env.agent_selection)["throw"][0] == 1
        env.step(np.array([0.0, x, 0.5, 0.5], dtype=np.float32))
        rests.append(env.match.world.poses()["cochonde"][0][0])
    assert rests[1] - rests[0] > 0.3, rests
