"""GameApp.run: the game's own loop updates the game once for every frame it draws, by the time
since the update before, after the frame is drawn and before it is shown (the update overlaps
the rasteriser finishing the frame). An update schedule of its own (120 Hz) ran 0.86 times a
frame, as pyglet calls a late item once: one rolling frame in seven showed the world of the
frame before (bench.window: "frames whose world did not move on").

The loop runs in a child process: pyglet's event loop, once run and left, leaves a process
where the next headless window cannot be made."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

CHILD = """
import json, time
import pyglet
from game.screens.base import Screen
from game.settings import Settings
from game.window import GameApp

app = GameApp(headless=True, settings=Settings(window=(960, 540)))
events = []

class Recorder(Screen):
    def update(self, dt):
        events.append(("update", [dt, time.perf_counter()]))

    def draw(self):
        drawn = sum(kind == "draw" for kind, _ in events)
        events.append(("draw", time.perf_counter()))
        # every fifth frame costs more than a period (a late frame), the others 2 ms
        cost = 0.022 if drawn % 5 == 4 else 0.002
        busy_until = time.perf_counter() + cost
        while time.perf_counter() < busy_until:
            pass

app.push(Recorder(app))
flip = app.window.flip

def recorded_flip():
    events.append(("flip", time.perf_counter()))
    flip()

app.window.flip = recorded_flip
pyglet.clock.schedule_once(lambda dt: app.quit(), 1.0)
started = time.perf_counter()
app.run()
print(json.dumps({"events": events, "elapsed": time.perf_counter() - started}))
"""


@pytest.fixture(scope="module")
def loop(tmp_path_factory):
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp_path_factory.mktemp("config")),
               PYGLET_HEADLESS="1")
    result = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout.strip().splitlines()[-1])
    return data["events"], data["elapsed"]


def test_every_frame_is_drawn_then_updated_once_then_shown(loop):
    events, _ = loop
    kinds = [kind for kind, _ in events]
    while kinds and kinds[-1] != "flip":  # the last frame may be cut short by the quit
        kinds.pop()
    frames = len(kinds) // 3
    assert frames >= 30, kinds
    assert kinds == ["draw", "update", "flip"] * frames


def test_the_updates_add_up_to_the_time_that_passed(loop):
    events, elapsed = loop
    updates = [value for kind, value in events if kind == "update"]
    steps = [dt for dt, _ in updates]
    assert all(dt > 0.0 for dt in steps)
    assert sum(steps) == pytest.approx(elapsed, abs=0.15)
    # each update covers the time since the one before, late frames included: a late frame's
    # update is a longer step, no time is left over or counted twice
    times = [at for _, at in updates]
    gaps = [b - a for a, b in zip(times, times[1:], strict=False)]
    assert max(gaps) > 0.03  # the late frames happened
    for gap, step in zip(gaps, steps[1:], strict=False):
        assert step == pytest.approx(gap, abs=0.002)
