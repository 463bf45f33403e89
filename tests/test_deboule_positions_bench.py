"""bench/deboule_positions.py: two levels choose on identical positions and each choice is
scored on the same playout seeds, so a level compared with itself ties exactly; the interval
it prints is Wilson's."""

from __future__ import annotations

import pytest

from bench import deboule_positions as bench


def test_the_wilson_interval_is_the_textbook_one():
    low, high = bench.wilson(8, 10)
    assert low == pytest.approx(0.4902, abs=1e-3) and high == pytest.approx(0.9433, abs=1e-3)
    assert bench.wilson(0, 0) == (0.0, 1.0)
    assert bench.wilson(0, 5)[0] == 0.0 and bench.wilson(5, 5)[1] == 1.0


def test_a_level_against_itself_ties_on_every_position_and_playout():
    positions = bench.sample_positions(seed=2, per_match=1, source="novice")
    assert len(positions) == 1
    position = positions[0]
    score_a, score_b, _, _ = bench.compare(position, "regular", "regular", playouts=1,
                                           playout_level="novice")
    assert score_a == score_b
    # the same plan and playout seed replay the same round
    plan, _ = bench.choose(position, "regular")
    assert bench.playout_score(position, plan, 0, "novice") == score_a


def test_the_summary_counts_ties_half():
    results = [(0, 1, 2.0, 1.0, 0.1, 0.2), (0, 4, 1.0, 1.0, 0.1, 0.2),
               (1, 1, -1.0, 0.0, 0.1, 0.2)]
    lines = bench.summary(results, "a", "b")
    assert "A better on 1, B better on 1, equal on 1" in lines[1]
    assert "A's share 50 %" in lines[1]
