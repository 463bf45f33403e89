"""The window benchmark measures the real window (issue 10, point 8): with no display it starts
its own Xvfb, and prints the launch time and `FPS thrower-view N` / `FPS orbit N` lines, and the
frames per second of a real match between bots."""

from __future__ import annotations

import contextlib
import os
import re
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_the_real_window_benchmark_prints_its_figures():
    env = dict(os.environ)
    env.pop("DISPLAY", None)  # it must find an X server itself
    result = subprocess.run(
        [sys.executable, "-m", "bench.window", "--runs", "1", "--frames", "10", "--real-only",
         "--match-seconds", "8"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-2000:]
    out = result.stdout
    assert "real window (a private Xvfb" in out and "headless" not in out
    # the machine's yardstick, so that figures of two machines can be set side by side
    yardstick = re.search(r"machine yardstick: (\d+\.\d+) ms", out)
    assert yardstick and float(yardstick.group(1)) > 0.0, out
    assert re.search(r"launch to first frame \d+\.\d+ s", out)
    for label in ("thrower-view", "orbit", "follow"):
        match = re.search(rf"FPS {label} (\d+\.\d+)", out)
        assert match and float(match.group(1)) > 0.0, out
    # a real match in the game's own loop: the bots throw within 8 s (the roll-off's first
    # throw rolled from 2.8 s to 3.9 s of the match, the second from 4.9 s, at a load of 8.7 on
    # 2 cores), so frames of a throw rolling are seen, and the loop draws at most 60 frames a
    # second
    rolling = re.search(r"FPS match rolling (\d+\.\d+)", out)
    assert rolling and 0.0 < float(rolling.group(1)) <= 61.0, out
    # every frame of a rolling throw shows the world moved on (one update a frame; pyglet's
    # 120 Hz schedule left 14-18 % of them showing the frame before)
    repeated = re.search(r"frames whose world did not move on (\d+\.\d+)–(\d+\.\d+) %", out)
    assert repeated and float(repeated.group(2)) < 2.0, out
    assert re.search(r"FPS match (moving|still) \d+\.\d+", out), out


def test_bad_benchmark_arguments_get_one_clear_line():
    result = subprocess.run([sys.executable, "-m", "bench.window", "--runs", "0"], cwd=ROOT,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "--runs" in result.stderr


@pytest.mark.parametrize("value", ["95", "-5", "lots"])
def test_a_bad_slower_share_gets_one_clear_line(value):
    result = subprocess.run([sys.executable, "-m", "bench.window", "--slower", value],
                            cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "--slower" in result.stderr


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@pytest.mark.parametrize("slower", [True, False], ids=["slower", "busy"])
def test_the_machine_models_take_their_share_of_every_core_and_leave_nothing_behind(slower):
    from bench import window

    with window.cpu_thieves(50, slower=slower) as thieves:
        assert len(thieves) == len(os.sched_getaffinity(0))
        # each one at work: it has spent more CPU time than its start takes (how much in a
        # second depends on the machine's load; the share itself: _thief_run, stubbed clock)
        deadline = time.monotonic() + 120.0  # a net only
        while not all(_cpu_seconds(thief.pid) >= 0.2 for thief in thieves):
            assert time.monotonic() < deadline
            time.sleep(0.05)
        assert all(thief.poll() is None for thief in thieves)
        policies = {os.sched_getscheduler(thief.pid) for thief in thieves}
    # a slower machine: real-time, so that its slices come when due (where allowed); a loaded
    # one: an ordinary process
    realtime = slower and window.realtime_allowed()
    assert policies == {os.SCHED_FIFO if realtime else os.SCHED_OTHER}
    assert all(thief.poll() is not None for thief in thieves)
    with window.cpu_thieves(0) as none:
        assert none == []


class _Stop(Exception):
    pass


def _thief_run(share: float, period: float, sleeps: int = 200) -> tuple[list[float], float]:
    """bench.window's THIEF run on a stubbed clock: (CPU seconds of each busy slice between two
    sleeps, the share of the wall time it was busy). Each clock read while busy costs 10 µs of
    both clocks, a sleep only wall time: what the code does, whatever this machine's speed
    (the same check on real processes counted wake-ups in a second of wall time, and failed
    on a loaded machine)."""
    from bench import window

    clock = {"wall": 0.0, "cpu": 0.0}
    slices: list[float] = []
    since = [0.0]

    def busy_read() -> float:
        clock["wall"] += 1e-5
        clock["cpu"] += 1e-5
        return clock["cpu"]

    def sleep(seconds: float) -> None:
        slices.append(clock["cpu"] - since[0])
        since[0] = clock["cpu"]
        clock["wall"] += max(0.0, seconds)
        if len(slices) >= sleeps:
            raise _Stop

    fakes = {
        "time": SimpleNamespace(perf_counter=lambda: clock["wall"], thread_time=busy_read,
                                sleep=sleep),
        "os": SimpleNamespace(sched_setaffinity=lambda *a: None, sched_setscheduler=lambda *a: None,
                              SCHED_FIFO=1, sched_param=lambda *a: None),
        "sys": SimpleNamespace(argv=["-c", "0", str(share), str(period), "0"]),
    }
    builtins = dict(__builtins__ if isinstance(__builtins__, dict) else vars(__builtins__))
    builtins["__import__"] = lambda name, *args: fakes[name]
    with pytest.raises(_Stop):
        exec(window.THIEF, {"__builtins__": builtins})
    return slices, clock["cpu"] / clock["wall"]


def test_a_slower_machine_takes_its_time_in_slices_far_shorter_than_a_frame(monkeypatch):
    """A core 20 % slower: 0.2 ms of every millisecond, not 2 ms of every 10 (a burst as long
    as a frame's raster, which a thread kept on that core waits out whole)."""
    from bench import window

    periods = {}
    monkeypatch.setattr(window, "realtime_allowed", lambda: False)
    for slower in (True, False):
        started: list[list[str]] = []

        def popen(argv, started=started, **_):
            started.append(argv)
            return SimpleNamespace(kill=lambda: None, wait=lambda timeout=None: None)

        monkeypatch.setattr(window.subprocess, "Popen", popen)
        with window.cpu_thieves(20, slower=slower):
            pass
        assert len(started) == len(os.sched_getaffinity(0))
        assert all(argv[4] == "0.2" for argv in started), started
        periods[slower] = {float(argv[5]) for argv in started}
    assert periods == {True: {window.SLOWER_PERIOD}, False: {window.BUSY_PERIOD}}
    for period, longest in ((window.SLOWER_PERIOD, 0.0003), (window.BUSY_PERIOD, 0.003)):
        slices, busy = _thief_run(0.2, period)
        assert busy == pytest.approx(0.2, abs=0.01)
        # every slice after the first: a fifth of its period (the first pays one period ahead)
        assert all(0.15 * period < cpu < longest for cpu in slices[1:]), (period, slices[:5])
    # at 50 %: half of the time, never all of it
    assert _thief_run(0.5, window.SLOWER_PERIOD)[1] == pytest.approx(0.5, abs=0.01)


def test_the_two_machine_models_are_one_at_a_time():
    result = subprocess.run([sys.executable, "-m", "bench.window", "--slower", "20", "--busy",
                             "20"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "--busy" in result.stderr and result.stderr.count("\n") == 1


def test_the_yardstick_is_the_best_of_its_runs_in_milliseconds(monkeypatch):
    """A machine that did the work in 30, 20 and 25 ms has a yardstick of 20 ms (what it can
    do, not what a neighbour took from it); the work is done once a run."""
    from bench import window

    clock = iter([0.0, 0.030, 1.0, 1.020, 2.0, 2.025])
    runs: list[int] = []
    monkeypatch.setattr(window.time, "perf_counter", lambda: next(clock))
    monkeypatch.setattr(window, "_yardstick_work", lambda: runs.append(1))
    assert window.machine_yardstick(repeats=3) == pytest.approx(20.0)
    assert len(runs) == 3


def _floor_with(monkeypatch, capsys, fps_at) -> tuple[int, list[int], str]:
    """`find_floor` with each child's FPS given by `fps_at(mode, share)` instead of measured."""
    from bench import window

    share = [0]
    asked: list[int] = []

    @contextlib.contextmanager
    def thieves(percent, slower=True):
        assert slower  # the slower-machine model, not the loaded one
        share[0] = percent
        asked.append(percent)
        yield []

    def run(call, display, prefix):
        mode = "orbit" if "'orbit'" in call else "follow"
        return f"FPS {fps_at(mode, share[0]):.1f}\n", 1.0

    monkeypatch.setattr(window, "cpu_thieves", thieves)
    monkeypatch.setattr(window, "_run", run)
    args = SimpleNamespace(frames=100, runs=1, quality="low")
    held = window.find_floor("real window", ":0", args, [])
    return held, asked, capsys.readouterr().out


def test_the_floor_is_the_last_share_both_moving_cameras_kept_60(monkeypatch, capsys):
    # orbit 150 FPS on this machine, follow 120: each 10 % slower costs them 12 and 10 FPS
    held, asked, out = _floor_with(
        monkeypatch, capsys, lambda mode, share: (150 if mode == "orbit" else 120) -
        (1.2 if mode == "orbit" else 1.0) * share)
    assert held == 60  # follow: 60.0 at 60 %, 50 at 70 %
    assert asked == [0, 10, 20, 30, 40, 50, 60, 70]  # stops at the first share that fails
    assert "down to a machine 60 % slower" in out


def test_a_machine_that_keeps_60_at_every_step_has_a_floor_of_at_least_the_last(
        monkeypatch, capsys):
    from bench import window

    held, asked, out = _floor_with(monkeypatch, capsys, lambda mode, share: 200.0)
    assert held == window.FLOOR_MAX and asked[-1] == window.FLOOR_MAX
    assert f"down to a machine at least {window.FLOOR_MAX} % slower" in out


def test_a_machine_that_cannot_keep_60_has_no_floor(monkeypatch, capsys):
    held, asked, out = _floor_with(monkeypatch, capsys, lambda mode, share: 59.0)
    assert held == -1 and asked == [0]
    assert "do not keep 60 FPS even on this machine" in out
