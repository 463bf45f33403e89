"""The window benchmark measures the real window (issue 10, point 8): with no display it starts
its own Xvfb, and prints the launch time and `FPS thrower-view N` / `FPS orbit N` lines, and the
frames per second of a real match between bots."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_real_window_benchmark_prints_its_figures():
    env = dict(os.environ)
    env.pop("DISPLAY", None)  # it must find an X server itself
    result = subprocess.run(
        [sys.executable, "-m", "bench.window", "--runs", "1", "--frames", "10", "--real-only",
         "--match-seconds", "12"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-2000:]
    out = result.stdout
    assert "real window (a private Xvfb" in out and "headless" not in out
    assert re.search(r"launch to first frame \d+\.\d+ s", out)
    for label in ("thrower-view", "orbit", "follow"):
        match = re.search(rf"FPS {label} (\d+\.\d+)", out)
        assert match and float(match.group(1)) > 0.0, out
    # a real match in the game's own loop: the bots throw within 12 s, so frames of a throw
    # rolling are seen, and the loop draws at most 60 frames a second
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
