"""Issue 30, point 6, in a real X window (Xvfb), looked at by its pixels, at 1280×720 and
1920×1080: the menus drawn over a Cul de Chouette table (the game's pause, the lesson's menu) show
the tray filling the window, not the tray's small view in the top-left corner over the grey
background; the rule options' footer (help, key hint) is read on panels, not over the table."""

from __future__ import annotations

import numpy as np
import pytest

from tests.realwindow import RealWindow, region, share_of, xserver

SIZES = ((1280, 720), (1920, 1080))


@pytest.fixture(scope="module")
def display():
    with xserver() as name:
        yield name


def _table(pixels: np.ndarray) -> float:
    """The share of `pixels` not of the plain background the screen is cleared to (the
    tray's felt, its walls, the wood of the table)."""
    from deboule.games.cul_de_chouette.screen import BACKGROUND

    grey = np.round(np.asarray(BACKGROUND) * 255)
    return float((np.abs(pixels - grey).max(axis=1) > 8).mean())


def _open(window: RealWindow) -> None:
    """Wait for the main menu to be drawn (its white lines) before pressing keys: on a loaded
    machine keys sent before the window draws may be lost."""
    menu = window.shot_until(lambda im: share_of(region(im, 0.2, 0.2, 0.8, 0.85), "text") > 0.01)
    assert share_of(region(menu, 0.2, 0.2, 0.8, 0.85), "text") > 0.01, "no main menu"


def _tray_shown(image: np.ndarray) -> bool:
    return share_of(region(image, 0.05, 0.1, 0.65, 0.55), "felt") > 0.2


def _covered(image: np.ndarray) -> tuple[float, float]:
    """How much of the right band (where the score sheet is in the game) and of the bottom
    band (where the prompts are) shows the table, leaving out the menu's middle panel."""
    right = region(image, 0.80, 0.25, 0.97, 0.75)
    bottom = region(image, 0.03, 0.72, 0.22, 0.92)
    return _table(right), _table(bottom)


def _fills(window: RealWindow, folder, name: str) -> dict:
    """The window at each of SIZES (from 1280×720) once the table fills the bands beside the
    menu's panel: {width: screenshot}."""
    shots = {}
    for width, height in SIZES:
        if width != 1280:
            window.resize(width, height)
        shots[width] = window.shot_until(lambda im: min(_covered(im)) > 0.95,
                                         folder / f"{name}-{width}.png")
    return shots


def _check_fills(shots: dict, name: str) -> None:
    for width, height in SIZES:
        image = shots[width]
        assert image.shape[:2] == (height, width)
        right, bottom = _covered(image)
        assert right > 0.95 and bottom > 0.95, \
            f"{name} at {width}: the table fills {right:.0%} of the right, {bottom:.0%} of the " \
            "bottom band (the tray drawn in its corner only, over grey?)"


@pytest.fixture(scope="module")
def cdc_window(display, tmp_path_factory) -> dict:
    """One real window for the rule options' screen and the game's pause menu (each opened its
    own, a process start and its first frame apiece): Cul de Chouette's set-up, its rule
    options at each size; back to the set-up at 1280×720, "Commencer", the pause menu at each
    size. The screenshots: {"options": {width: image}, "tray": the game,
    "pause": {width: image}, "alive": (bool, log)}."""
    folder = tmp_path_factory.mktemp("cdc_window")
    seen = {}
    with RealWindow(display, folder) as window:
        _open(window)
        window.key("Down", "Return")  # Cul de Chouette's set-up
        window.key(*["Down"] * 5, "Return")  # "Options des règles…"
        seen["options"] = shots = {}
        for width, height in SIZES:
            if width != 1280:
                window.resize(width, height)
            shots[width] = window.shot_until(lambda im: _drawn(im) and max(_footer(im)) < 0.1,
                                             folder / f"options-{width}.png")
        window.key("Escape")  # back to the set-up, on the options' line
        window.resize(1280, 720)
        window.key("Down", "Down", "Return")  # past the seed to "Commencer"
        seen["tray"] = window.shot_until(_tray_shown)
        window.key("Escape")
        seen["pause"] = _fills(window, folder, "pause")
        seen["alive"] = window.alive(), window.log.read_text()[-2000:]
    return seen


def test_the_pause_menu_draws_the_cul_de_chouette_table_over_the_whole_window(cdc_window):
    assert _tray_shown(cdc_window["tray"]), "the game did not open"
    _check_fills(cdc_window["pause"], "pause")
    alive, log = cdc_window["alive"]
    assert alive, log


def test_the_lessons_menu_draws_the_cul_de_chouette_table_over_the_whole_window(display,
                                                                                tmp_path):
    from tests.test_tutorial_cdc_real_window import _keys

    to_learn, to_lesson = _keys()
    with RealWindow(display, tmp_path) as window:
        _open(window)
        window.key(*to_learn)
        window.key(*to_lesson)
        assert _tray_shown(window.shot_until(_tray_shown)), "the lesson did not open"
        window.key("Escape")
        _check_fills(_fills(window, tmp_path, "lesson-menu"), "lesson-menu")
        assert window.alive()


def _coloured(pixels: np.ndarray) -> float:
    """The share of `pixels` with a colour (the table's wood, the room): not the grey of a
    dark panel or of its text."""
    return float(((pixels.max(axis=1) - pixels.min(axis=1)) > 25).mean())


def _footer(image: np.ndarray) -> tuple[float, float]:
    """How much colour shows through the help box and the key hint under it."""
    return _coloured(region(image, 0.02, 0.82, 0.98, 0.92)), \
        _coloured(region(image, 0.33, 0.955, 0.67, 0.985))


def _drawn(image: np.ndarray) -> bool:
    """The options' list is on screen (white text in the window's middle)."""
    return share_of(region(image, 0.1, 0.15, 0.9, 0.75), "text") > 0.01


def test_the_rule_options_footer_is_read_on_panels(cdc_window):
    for width, height in SIZES:
        image = cdc_window["options"][width]
        assert image.shape[:2] == (height, width)
        assert _drawn(image), f"{width}: the options screen is not drawn"
        help_box, hint = _footer(image)
        assert help_box < 0.1 and hint < 0.1, \
            f"{width}: the table shows through the help box ({help_box:.0%}) or the " \
            f"key hint ({hint:.0%})"
    alive, log = cdc_window["alive"]
    assert alive, log
