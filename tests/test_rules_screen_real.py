"""The illustrated rules in a real X window (Xvfb), as a player opens them: "Règles" chosen in the
main menu by keys, each game's pictures found drawn by their pixels (the wood of the Déboulé
table, the felt of the dice tray) left of the page's text, at the end of the page too, and
again after the window grows."""

from __future__ import annotations

import numpy as np
import pytest

from tests.realwindow import RealWindow, region, share_of, xserver

PICTURES = (0.06, 0.30, 0.44, 0.80)  # the pictures' column (left, top, right, bottom)
TEXTS = (0.48, 0.25, 0.94, 0.80)  # the texts beside them


def downs_to(item: str) -> int:
    """Down presses from the main menu's first line to `item` (disabled lines are skipped),
    read from the menu itself: other lines may come and go."""
    from types import SimpleNamespace

    from deboule.screens.menus import MainMenu
    from deboule.shell.settings import Settings

    menu = MainMenu(SimpleNamespace(settings=Settings(), notify=lambda message: None)).menu
    steps = 0
    while menu.current.key != item:
        menu.move(1)
        steps += 1
        assert steps <= len(menu.items), f"no line {item!r} in the main menu"
    return steps


def shows(material: str, least: float):
    def ready(image: np.ndarray) -> bool:
        return share_of(region(image, *PICTURES), material) >= least
    return ready


@pytest.fixture(scope="module")
def display():
    with xserver() as name:
        yield name


def test_rules_open_from_the_main_menu_with_each_games_pictures_drawn(display, tmp_path):
    with RealWindow(display, tmp_path) as window:
        window.key(*["Down"] * downs_to("rules"), "Return")
        image = window.shot_until(shows("wood", 0.35), tmp_path / "deboule.png")
        assert share_of(region(image, *PICTURES), "wood") >= 0.35  # the Déboulé's table
        assert share_of(region(image, *TEXTS), "text") > 0.01  # its explanation beside it
        assert share_of(region(image, *TEXTS), "wood") < 0.05  # on the page's dark panel
        window.key("End")
        end = window.shot_until(shows("wood", 0.35), tmp_path / "deboule-end.png")
        assert share_of(region(end, *PICTURES), "wood") >= 0.35  # the measurement
        before, after = region(image, *PICTURES), region(end, *PICTURES)
        assert (np.abs(after - before).max(axis=1) > 40).mean() > 0.3  # the page has scrolled
        for game, material, least in (("cdc", "felt", 0.3), ("enculette", "felt", 0.2),
                                      ("chamot", "wood", 0.3)):
            window.key("Right")
            shot = window.shot_until(shows(material, least), tmp_path / f"{game}.png")
            assert share_of(region(shot, *PICTURES), material) >= least, game
        window.key("Left", "Left", "Left")  # back to the Déboulé
        window.resize(1920, 1080)
        large = window.shot_until(shows("wood", 0.35), tmp_path / "deboule-1920.png")
        assert large.shape[:2] == (1080, 1920)
        assert share_of(region(large, *PICTURES), "wood") >= 0.35
        assert window.alive()
