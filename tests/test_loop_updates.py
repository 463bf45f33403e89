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
from deboule.screens.base import Screen
from deboule.shell.settings import Settings
from deboule.shell.window import GameApp

app = GameApp(headless=True, settings=Settings(window=(960, 540)))
events = []

class Recorder(Screen):
    def update(self, dt):
        # the loop's clock reading this update was stepped from (the last one made)
        events.append(("update", [dt, readings[-1]]))

    def draw(self):
        drawn = sum(kind == "draw" for kind, _ in events)
        events.append(("draw", time.perf_counter()))
        if drawn == 60:  # a count of frames, not a time: a loaded machine draws few a second
            pyglet.clock.schedule_once(lambda dt: app.quit(), 0.0)
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
# every reading of the loop's clock, kept: the updates are checked against the loop's own
# readings, not against a second clock read a moment later (a loaded machine may preempt the
# process in that moment)
clock = pyglet.clock.get_default()
read = clock.time
readings = []

def reading():
    readings.append(read())
    return readings[-1]

clock.time = reading
app.run()
print(json.dumps({"events": events, "started": readings[0]}))
"""


@pytest.fixture(scope="module")
def loop(tmp_path_factory):
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp_path_factory.mktemp("config")),
               PYGLET_HEADLESS="1")
    result = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout.strip().splitlines()[-1])
    return data["events"], data["started"]


def test_every_frame_is_drawn_then_updated_once_then_shown(loop):
    events, _ = loop
    kinds = [kind for kind, _ in events]
    while kinds and kinds[-1] != "flip":  # the last frame may be cut short by the quit
        kinds.pop()
    frames = len(kinds) // 3
    assert frames >= 55, kinds
    assert kinds == ["draw", "update", "flip"] * frames


def test_the_updates_add_up_to_the_time_that_passed(loop):
    events, started = loop
    updates = [value for kind, value in events if kind == "update"]
    steps = [dt for dt, _ in updates]
    assert all(dt > 0.0 for dt in steps)
    # from the loop's start to the last update, by the loop's clock: all of it stepped
    assert sum(steps) == pytest.approx(updates[-1][1] - started, abs=1e-9)
    # each update covers the time since the one before, late frames included: a late frame's
    # update is a longer step, no time is left over or counted twice
    times = [at for _, at in updates]
    gaps = [b - a for a, b in zip(times, times[1:], strict=False)]
    assert max(gaps) > 0.03  # the late frames happened
    for gap, step in zip(gaps, steps[1:], strict=False):
        assert step == pytest.approx(gap, abs=1e-9)


# A screen may run the frame's update while it draws (GameApp.update_in_frame), once part of
# its frame is on its way to the rasteriser: the Déboulé at low runs it while llvmpipe draws the
# 3D frame, before the scale-up's draw that waits for it.
# the end of each child below: every swap recorded, the loop run for some seconds, the events
# printed
RUN_RECORDED = """
flip = app.window.flip

def recorded_flip():
    events.append("flip")
    flip()

app.window.flip = recorded_flip
pyglet.clock.schedule_once(lambda dt: app.quit(), {seconds})
app.run()
print(json.dumps(events))
"""

MID_DRAW = """
import json, time
import pyglet
from deboule.screens.base import Screen
from deboule.shell.settings import Settings
from deboule.shell.window import GameApp

app = GameApp(headless=True, settings=Settings(window=(960, 540)))
events = []

class MidDraw(Screen):
    def update(self, dt):
        events.append("update")

    def draw(self):
        events.append("draw")
        events.append(("ran", app.update_in_frame()))
        app.update_in_frame()  # a second call in the same frame runs nothing more
        events.append("drawn")

app.push(MidDraw(app))
""" + RUN_RECORDED.format(seconds=0.5)

DEBOULE = """
import json
import pyglet
import deboule.render.renderer as R
from deboule.games.deboule.screen import DebouleScreen
from deboule.shell.settings import Settings
from deboule.shell.window import GameApp

app = GameApp(headless=True, settings=Settings(window=(960, 540), quality="low"))
screen = DebouleScreen.new(app, ["expert", "expert"], seed=1)
app.push(screen)
screen.camera_mode = "orbit"
events = []

def recorded(name, method):
    def call(*args, **kwargs):
        events.append(name)
        return method(*args, **kwargs)
    return call

R.Renderer.render = recorded("3d", R.Renderer.render)
R.Renderer.upscale = recorded("scale-up", R.Renderer.upscale)
update = screen.update

def turning_update(dt):  # the free camera turns every frame: a moving camera
    screen.orbit[0] += 3.0
    events.append("update")
    update(dt)

screen.update = turning_update
""" + RUN_RECORDED.format(seconds=1.5)


def _child(script: str, tmp_path) -> list:
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp_path), PYGLET_HEADLESS="1")
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def _frames(events: list) -> list[list]:
    """The events split at each swap (the last frame, cut short by the quit, left out)."""
    frames, current = [], []
    for event in events:
        current.append(event)
        if event == "flip":
            frames.append(current)
            current = []
    return frames


def test_an_update_run_while_the_screen_draws_is_the_frames_only_one(tmp_path):
    frames = _frames(_child(MID_DRAW, tmp_path))
    assert len(frames) >= 10
    for frame in frames:
        assert frame == ["draw", "update", ["ran", True], "drawn", "flip"], frame


def test_the_update_runs_outside_the_loop_only_through_frame(tmp_path):
    """Tests drive `frame()`: it updates once, and a screen's call while drawing runs none."""
    script = MID_DRAW.split("app.push(")[0] + """
app.push(MidDraw(app))
app.frame()
app.frame()
print(json.dumps(events))
"""
    events = _child(script, tmp_path)
    assert events == ["update", "draw", ["ran", True], "drawn"] * 2


def test_the_deboule_at_low_updates_while_its_3d_frame_is_rasterised(tmp_path):
    """At low, a moving camera's frame: the 3D frame is drawn, then the update runs (while
    llvmpipe rasterises it), then the scale-up and the swap."""
    # The game's clock is stubbed (1/60 s an update, whatever the frame took) and the loop ends
    # after a count of frames, not after a time: a loaded machine draws few frames a second,
    # and at the real clock's long steps the free camera's glide into "orbit" ended within a
    # few frames; the camera, settled, then turned, still drew as a still one (CameraRig:
    # issue 31 point 8). Settled first here, on purpose: its turns must count as moving.
    script = DEBOULE.replace('''screen.camera_mode = "orbit"
''', '''screen.camera_mode = "orbit"
screen.update(1.0)  # past the longest glide into the orbit: the camera rests
assert screen.view.director.rig.settled
''').replace('''    update(dt)
''', '''    update(1 / 60)
    if events.count("scale-up") >= 12 or events.count("update") >= 40:
        app.quit()
''').replace("pyglet.clock.schedule_once(lambda dt: app.quit(), 1.5)\n", "")
    frames = _frames(_child(script, tmp_path))
    moving = [frame for frame in frames if "scale-up" in frame]
    assert len(moving) >= 10, frames
    for frame in moving:
        assert frame == ["3d", "update", "scale-up", "flip"], frame
    assert all(frame.count("update") == 1 for frame in frames)


def test_an_update_that_closes_the_game_while_the_deboule_draws_ends_it_cleanly(tmp_path):
    """The update run mid-draw may close the game (the player quit): the frame stops there,
    with no traceback and nothing drawn with the freed renderer."""
    script = DEBOULE.replace('''    update(dt)
''', '''    update(dt)
    if events.count("update") == 12:
        app.quit()
''').replace("pyglet.clock.schedule_once(lambda dt: app.quit(), 1.5)\n", "")
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp_path), PYGLET_HEADLESS="1")
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    events = json.loads(result.stdout.strip().splitlines()[-1])
    assert events.count("update") == 12
    last = len(events) - 1 - events[::-1].index("update")
    assert "scale-up" not in events[last:] and "flip" not in events[last:]
