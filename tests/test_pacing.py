"""deboule.shell.pacing.FramePacer: the game's loop draws on a fixed 60 Hz grid. pyglet's own
interval counts each period from when the last frame ran, so late wake-ups add up (57–58 FPS asked
for 60); on the grid a late frame is followed by an early one."""

from __future__ import annotations

import pytest

from deboule.shell.pacing import FPS, FPS_VARIABLE, FramePacer, asked_fps

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


def test_the_rate_asked_by_the_environment_caps_the_loop():
    assert asked_fps({}) == FPS
    assert asked_fps({FPS_VARIABLE: " 15 "}) == 15.0
    assert asked_fps({FPS_VARIABLE: str(FPS)}) == FPS
    pacer, now = FramePacer(asked_fps({FPS_VARIABLE: "15"})), 100.0
    assert [pacer.delay(now + k / 15) for k in range(3)] == pytest.approx([1 / 15] * 3)


def test_a_rate_the_environment_cannot_have_is_said_in_one_line_and_60_kept(capsys):
    for bad in ("0", "0.5", "61", "-15", "nan", "inf", "1e400", "vite", "\x1b[2Jx" * 30):
        assert asked_fps({FPS_VARIABLE: bad}) == FPS, bad
        out, err = capsys.readouterr()
        assert out == "" and err.count("\n") == 1 and "\x1b" not in err, (bad, err)
        assert f"{FPS_VARIABLE}=" in err and " ignoré " in err and " ignored: " in err
        assert len(err) < 300, err
