"""Issue 13, point 4: at graphics quality "low", a moving camera draws the table at half the
window's size, each pixel doubled on the way up (deboule.render.renderer.MOVING_SCALE), and the full
size comes back when the camera stops. Looked at in a real X window (Xvfb): the right mouse
button held and moved turns the free camera."""

from __future__ import annotations

import json
import threading
import time

import numpy as np
import pytest

from deboule.shell.settings import Settings
from tests.realwindow import RealWindow, region, share_of, xserver

START = ["Return"] + ["Down"] * 6 + ["Return"]  # the main menu's Le Déboulé, then Commencer


@pytest.fixture(scope="module")
def display():
    with xserver() as name:
        yield name


def doubled_share(image: np.ndarray) -> float:
    """The share of 2×2 blocks (on even rows and columns) whose four pixels are the same colour,
    in the middle of the window, where only the table is drawn."""
    height, width = image.shape[:2]
    middle = image[int(0.3 * height) // 2 * 2:int(0.7 * height) // 2 * 2,
                   int(0.3 * width) // 2 * 2:int(0.7 * width) // 2 * 2].astype(int)
    corner = middle[0::2, 0::2]
    same = ((middle[1::2, 0::2] == corner) & (middle[0::2, 1::2] == corner)
            & (middle[1::2, 1::2] == corner)).all(axis=2)
    return float(same.mean())


def _table(image: np.ndarray) -> bool:
    return share_of(region(image, 0.3, 0.3, 0.7, 0.7), "wood") > 0.5


def _turn_camera(window: RealWindow, stop: threading.Event) -> None:
    """Hold the right button and move the mouse across the window until told to stop."""
    _, _, width, height = window.geometry()
    window.xdotool("mousemove", "--window", window.window, str(width // 2), str(height // 2),
                   "mousedown", "3")
    moves = 0
    try:
        while not stop.is_set():  # to and fro, so the mouse stays in the window
            step = 6 if (moves // 40) % 2 == 0 else -6
            window.xdotool("mousemove_relative", "--", str(step), "0")
            moves += 1
            time.sleep(0.03)
    finally:
        window.xdotool("mouseup", "3")


def test_a_turning_camera_at_quality_low_draws_a_half_size_frame_then_the_full_one(
        display, tmp_path):
    config = tmp_path / "config"
    config.mkdir()
    settings = Settings(quality="low").to_dict()
    (config / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    with RealWindow(display, tmp_path) as window:
        window.key(*START)
        still = window.shot_until(_table, tmp_path / "still.png")
        assert _table(still), "the table is not drawn"
        stop = threading.Event()
        turning = threading.Thread(target=_turn_camera, args=(window, stop), daemon=True)
        turning.start()
        try:
            moving = window.shot_until(lambda im: _table(im) and doubled_share(im) > 0.97,
                                       tmp_path / "moving.png")
        finally:
            stop.set()
            turning.join(timeout=20)
        assert _table(moving), "no table while the camera turns"
        assert doubled_share(moving) > 0.97, \
            f"the moving frame is not drawn at half size ({doubled_share(moving):.0%} doubled)"
        # released: the camera eases to a stop and the full-size frame comes back
        rested = window.shot_until(lambda im: _table(im) and doubled_share(im) < 0.8,
                                   tmp_path / "rested.png")
        assert doubled_share(rested) < 0.8, "the frame stays at half size once the camera stops"
        assert _table(rested)
        assert window.alive(), window.log.read_text()[-2000:]
    assert "Traceback" not in window.log.read_text()

