"""Fairness: a thousand random hand throws give every face its share (chi-square p > 0.001).

The figure for 20,000 throws is printed by `python -m bench.physics`. A thousand is enough to
fail on a broken build (a face that never or always comes up, one twice or one and a half times
as likely as its share: checked below on the same statistic at the same count); 3,000 a test
cost CI 89 s for the Déboulé's die alone, and a finer bias than these takes far more throws
than a test can make anyway (the bench's 20,000).
"""

from __future__ import annotations

import numpy as np
import pytest
from scipy.stats import chisquare

from bench.physics import fairness
from deboule.physics import World

THROWS = 1200


@pytest.mark.parametrize(
    "make_world, piece",
    [(lambda: World.deboule(seed=0, towers=()), "red-1"), (lambda: World.dice_tray(n=1), "die-1")],
    ids=["deboule", "tray-die"],
)
def test_random_throws_are_fair(make_world, piece):
    counts, p_value = fairness(make_world(), piece, THROWS, seed=101)
    assert sum(counts.values()) > 0.9 * THROWS  # most throws stay in play
    assert min(counts.values()) > 0
    assert p_value > 0.001, counts


@pytest.mark.parametrize("weight", [2.0, 1.5])
def test_the_fairness_check_detects_a_loaded_die(weight):
    # The same statistic, at the same count, on a die that shows its first face twice (or one
    # and a half times) as often must fail, whatever the seed of its throws.
    for seed in range(20):
        rng = np.random.default_rng(seed)
        faces = rng.choice(6, size=THROWS, p=np.array([weight, 1, 1, 1, 1, 1]) / (5 + weight))
        counts = np.bincount(faces, minlength=6)
        assert chisquare(counts).pvalue < 0.001, (seed, counts)


def test_every_throw_ends_flat_never_tilted():
    world = World.dice_tray(n=3, seed=9)
    rng = np.random.default_rng(9)
    snap = world.snapshot()
    for _ in range(60):
        world.restore(snap)
        first = world.random_throw(rng, "die-1")
        second = world.random_throw(rng, "die-2")
        if np.linalg.norm(np.subtract(first.position, second.position)) < 0.03:
            continue  # the two hands would overlap; the world refuses that (tested elsewhere)
        world.throw_many({"die-1": first, "die-2": second})
        outcome = world.throw("die-3", world.random_throw(rng, "die-3"))
        for die in outcome.pieces.values():
            if die.in_play:
                assert die.flat and die.tilt_deg < 2.0 and die.pips in range(1, 7)
