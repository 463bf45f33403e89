"""A newcomer's first Déboulé throws in a real X window (Xvfb), looked at by their pixels (issue
30, point 2): the aim arrow waiting for the player is green (the throw stops on the table), never
red (it would meet the far rail, as the old default, straight at half power, drew it), at the
roll-off and at the player's next throw after the bot's moves."""

from __future__ import annotations

import numpy as np
import pytest

from tests.realwindow import RealWindow, region, xserver


@pytest.fixture(scope="module")
def display():
    with xserver() as name:
        yield name


def _arrow(image: np.ndarray) -> tuple[float, float]:
    """(green share, red share) of the aim arrow's colours where the table is: the arrow is
    drawn 85 % opaque over the wood, from green (0, 1, 0.1) through yellow-green (0.7, 1, 0.1)
    for a throw that stops on the table (its power), red (1, 0.22, 0.12) for one that meets the
    far rail. The red déboule in hand is red too: the arrow is told by its share against green's."""
    pixels = region(image, 0.15, 0.15, 0.85, 0.85)
    r, g, b = pixels[:, 0], pixels[:, 1], pixels[:, 2]
    green = (g > 180) & (g >= r - 20) & (g > b + 120) & (b < 110)
    red = (r > 200) & (r > g + 110) & (b < 110)
    return float(green.mean()), float(red.mean())


def _aiming(image: np.ndarray) -> bool:
    green, red = _arrow(image)
    return green > 0.002 or red > 0.004


def test_the_first_throws_aim_is_green_in_a_real_window(display, tmp_path):
    with RealWindow(display, tmp_path) as window:
        window.key("Return")  # Le Déboulé, the first item of the main menu
        window.key(*["Down"] * 6, "Return")  # the set-up's "Commencer"
        rolloff = window.shot_until(_aiming, tmp_path / "rolloff.png", timeout=60)
        green, red = _arrow(rolloff)
        assert green > 0.002 and red < green / 2, f"roll-off: green {green:.4f}, red {red:.4f}"
        window.key("space")  # the roll-off, then the bot's moves
        # the arrow goes while the cochondé rolls and the bot plays, then comes back
        window.shot_until(lambda image: not _aiming(image), timeout=60)
        later = window.shot_until(_aiming, tmp_path / "next-throw.png", timeout=120)
        green, red = _arrow(later)
        assert green > 0.002 and red < green / 2, f"next throw: green {green:.4f}, red {red:.4f}"
        assert window.alive(), window.log.read_text()[-2000:]
