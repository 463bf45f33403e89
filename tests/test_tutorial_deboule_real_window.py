"""Le Déboulé's lesson in a real X window (Xvfb, xdotool): opened from the main menu by keys,
its first steps draw the table with the coach's panel beside it and, on the throw, the ring
on the hand behind the réglette."""

from __future__ import annotations

import numpy as np

from tests.realwindow import RealWindow, region, share_of, xserver
from tests.test_rules_screen_real import downs_to

# main menu: the games, (resume: disabled), Jouer en ligne, Apprendre (read from the menu)
TO_LESSON = ["Down"] * downs_to("learn") + ["Return"]


def _drawn(image: np.ndarray) -> bool:
    return share_of(region(image, 0.0, 0.0, 1.0, 1.0), "black") < 0.5


def _table(image: np.ndarray) -> bool:
    return share_of(region(image, 0.4, 0.3, 0.75, 0.75), "wood") > 0.6


def _gold(pixels: np.ndarray) -> float:
    r, g, b = pixels[:, 0], pixels[:, 1], pixels[:, 2]
    return float(((r > 220) & (g > 170) & (g < 235) & (b < 140)).mean())


def test_the_lesson_draws_the_table_and_the_coach_panel(tmp_path):
    with xserver("1280x720") as display, RealWindow(display, tmp_path) as window:
        window.shot_until(_drawn, tmp_path / "menu.png")
        window.key(*TO_LESSON)
        learn = window.shot_until(_drawn, tmp_path / "learn.png")
        window.key("Return")  # "Le Déboulé : la leçon"

        def changed(image: np.ndarray) -> float:
            return np.abs(image.astype(int) - learn.astype(int)).max(axis=2).mean()

        # the menu's turning table is wood too: wait for the lesson itself (a loaded machine
        # may take a while to open it), then look at it
        first = window.shot_until(lambda image: _table(image) and changed(image) > 30,
                                  tmp_path / "welcome.png")
        assert _table(first), "no table behind the lesson"
        assert changed(first) > 30, "the lessons' menu is still shown"
        panel = region(first, 0.02, 0.24, 0.29, 0.5)  # the coach's column, left of the table
        beside = region(first, 0.4, 0.3, 0.75, 0.75)
        assert panel.mean() < 0.6 * beside.mean(), "no dark panel for the coach"
        assert share_of(panel, "text") > 0.02, "no explanation written in the panel"
        assert _gold(region(first, 0.0, 0.18, 0.33, 0.8)) > 0.002, "no gold edge on the panel"
        window.key("Return", "Return")  # the welcome and the arranged round read
        throw = window.shot_until(
            lambda image: _gold(region(image, 0.35, 0.7, 0.65, 0.95)) > 0.005,
            tmp_path / "flick.png")
        # the ring and the arrow on the hand behind the réglette, at the bottom of the view
        assert _gold(region(throw, 0.35, 0.7, 0.65, 0.95)) > 0.005, "no ring on the hand"
        assert window.alive(), window.log.read_text()[-2000:]
