"""deboule.shell.pacing.FramePacer: the game's loop draws on a fixed 60 Hz grid. pyglet's own
interval counts each period from when the last frame ran, so late wake-ups add up (57–58 FPS asked
for 60); on the grid a late frame is followed by an early one."""

from __future__ import annotations

import pytest

from deboule.shell.pacing import FramePacer

PERIOD = 1 / 60


def _run(costs, latency: float) -> list[float]:
    """Frame start times of the loop: each frame scheduled `delay` after the last one began,
    woken `latency` late, and never before the last one ended."""
    pacer, now, starts = FramePacer(60), 100.0, []
    for cost in costs:
        starts.append(now)
        due = now + pacer.delay(now)
        now = max(due, now + cost) + latency
    return starts


def _fps(starts: list[float]) -> float:
    return (len(starts) - 1) / (starts[-1] - starts[0])


def test_late_wake_ups_do_not_add_up():
    starts = _run([0.003] * 600, latency=0.0007)
    assert _fps(starts) == pytest.approx(60.0, abs=0.01)
    # counting each period from when the frame ran (pyglet's interval) loses them all
    assert 1 / (PERIOD + 0.0007) < 57.7


def test_a_slow_frame_is_followed_by_quicker_ones_and_the_grid_holds():
    costs = [0.003] * 100 + [0.025] + [0.003] * 100
    starts = _run(costs, latency=0.0)
    gaps = [b - a for a, b in zip(starts, starts[1:], strict=False)]
    assert gaps[100] == pytest.approx(0.025)  # the slow frame
    assert gaps[101] < PERIOD  # caught up
    assert starts[-1] - starts[0] == pytest.approx(200 * PERIOD)  # no frame lost


def test_frames_costing_more_than_a_period_run_back_to_back_without_bursts_after():
    costs = [0.05] * 20 + [0.003] * 60
    starts = _run(costs, latency=0.0)
    gaps = [b - a for a, b in zip(starts, starts[1:], strict=False)]
    assert all(gap == pytest.approx(0.05) for gap in gaps[:19])
    # once frames are cheap again a new grid starts: at most one early frame, then the grid
    early = [gap for gap in gaps[19:] if gap < PERIOD - 1e-9]
    assert len(early) <= 1
    assert all(gap == pytest.approx(PERIOD) for gap in gaps[22:])


def test_a_rate_that_is_not_a_positive_number_is_refused():
    for bad in (0, -60, float("nan"), float("inf")):
        with pytest.raises(ValueError):
            FramePacer(bad)
