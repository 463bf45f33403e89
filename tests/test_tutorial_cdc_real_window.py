"""Cul de Chouette's lesson opened from the main menu by keys in a real X window (Xvfb), looked at
by its pixels: its first step draws the tray (green felt on the left, above the prompts) and the
coach's panel (a dark panel with a gold frame and white text, over the score sheet), at 1280×720
and after a resize."""

from __future__ import annotations

import numpy as np
import pytest

from tests.realwindow import RealWindow, region, share_of, xserver

# the panel's gold frame (deboule.screens.coach.RING), within a little of each channel
GOLD = np.array([255, 214, 90])


def _keys() -> tuple[list[str], list[str]]:
    """Main menu -> "Apprendre à jouer" (counted from the menu itself: the disabled
    "Reprendre" is skipped, "Jouer en ligne" is not) -> the Cul de Chouette lesson."""
    from deboule.screens.learn import lesson_entries
    from tests.test_rules_screen_real import downs_to

    to_learn = ["Down"] * downs_to("learn") + ["Return"]
    to_lesson = ["Down"] * [e.key for e in lesson_entries()].index("cdc") + ["Return"]
    return to_learn, to_lesson


def _gold(pixels: np.ndarray) -> int:
    return int((np.abs(pixels - GOLD).max(axis=1) < 40).sum())


def _ready(image: np.ndarray) -> bool:
    return share_of(region(image, 0.05, 0.1, 0.65, 0.55), "felt") > 0.2 and \
        _gold(region(image, 0.66, 0.15, 1.0, 0.65)) > 200


@pytest.fixture(scope="module")
def display():
    with xserver() as name:
        yield name


def test_the_lessons_first_step_draws_the_tray_and_the_coach_panel(display, tmp_path):
    to_learn, to_lesson = _keys()
    with RealWindow(display, tmp_path) as window:
        window.key(*to_learn)
        window.key(*to_lesson)
        for width, height in ((1280, 720), (1600, 900)):
            if width != 1280:
                window.resize(width, height)
            image = window.shot_until(_ready, tmp_path / f"lesson-{width}.png")
            assert image.shape[:2] == (height, width)
            tray = region(image, 0.05, 0.1, 0.65, 0.55)  # the tray, left of the sheet
            assert share_of(tray, "felt") > 0.2, f"{width}: no tray where it should be"
            panel = region(image, 0.66, 0.15, 1.0, 0.65)  # the coach's panel, on the right
            assert _gold(panel) > 200, f"{width}: no gold frame of the coach's panel"
            assert share_of(panel, "text") > 0.01, f"{width}: no text in the coach's panel"
            assert share_of(region(image, 0.05, 0.2, 0.95, 0.8), "black") < 0.05
            assert window.alive()
