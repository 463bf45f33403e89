"""Issue 30, point 5 in the real window (Xvfb), by its pixels: after a Cul de Chouette throw the
die just thrown is shown in large print in the tray view's top corner, ivory with black pips,
≥ 64 px across at 1280×720 (more at 1920×1080); nothing like it before the throw; and holding Z
with the mouse on a die in the tray opens the loupe (its gold frame) beside it.
"""

from __future__ import annotations

import time

import numpy as np
import pytest
from scipy import ndimage

from tests.realwindow import RealWindow, share_of, xserver

IVORY = np.array([240, 232, 209])  # the dice's body (deboule.render.scene), drawn flat
GOLD = np.array([255, 214, 90])  # the loupe's frame (deboule.screens.big_face.LOUPE_FRAME)


def _ivory(image: np.ndarray) -> np.ndarray:
    return (np.abs(image.astype(int) - IVORY) <= 14).all(axis=2)


def _large_faces(image: np.ndarray, tray: tuple[int, int, int, int]) -> list[tuple[int, int]]:
    """(side in pixels of its ivory, pips) of every large flat ivory die face in the top third
    of the tray view (x, y, w, h from the top left): big ivory blobs with dark pips inside."""
    x, y, w, h = tray
    part = image[y:y + h // 3, x:x + w]
    blobs, count = ndimage.label(ndimage.binary_fill_holes(_ivory(part)))
    faces = []
    for index, box in enumerate(ndimage.find_objects(blobs), start=1):
        side = min(box[0].stop - box[0].start, box[1].stop - box[1].start)
        if side < 48:  # a die on the table (15–30 px), not the large print
            continue
        inside = (blobs[box] == index) & ~_ivory(part[box]) & (part[box].mean(axis=2) < 90)
        _, pips = ndimage.label(ndimage.binary_erosion(inside))
        faces.append((side, pips))
    return faces


def _gold(image: np.ndarray, tray: tuple[int, int, int, int]) -> int:
    """Pixels of the loupe's gold in the tray view (the HUD's gold text lies outside it)."""
    x, y, w, h = tray
    return int((np.abs(image[y:y + h, x:x + w].astype(int) - GOLD) <= 12).all(axis=2).sum())


def _dice_on_table(image: np.ndarray, tray: tuple[int, int, int, int]) -> list[tuple[int, int]]:
    """Window pixels (x, y from the top left) of the small lit ivory dice in the tray view."""
    x, y, w, h = tray
    part = image[y:y + h, x:x + w].astype(int)
    light = (part.min(axis=2) > 150) & (part[..., 2] < part[..., 0] - 10)
    blobs, _ = ndimage.label(light)
    found = []
    for box in ndimage.find_objects(blobs):
        side = max(box[0].stop - box[0].start, box[1].stop - box[1].start)
        if 8 <= side <= 45 and box[0].start > h // 8:
            found.append((x + (box[1].start + box[1].stop) // 2,
                          y + (box[0].start + box[0].stop) // 2))
    return found


SIZES = ((1280, 720), (1920, 1080))


def _tray_box(width: int, height: int) -> tuple[int, int, int, int]:
    """The tray view at a window size: x, y, w, h from the top left."""
    from deboule.games.cul_de_chouette.hud import regions

    tray = regions(width, height)["tray"]
    return round(tray.x), round(height - tray.top), round(tray.w), round(tray.h)


def _throw_and_loupe(window: RealWindow, box: tuple[int, int, int, int], folder) -> dict:
    """At the table of a new game: a screenshot before any throw, once the human's starting
    die is thrown, with Z held over a die of the tray, once Z is let go."""
    seen = {"felt": window.shot_until(lambda image: share_of(image.reshape(-1, 3), "felt") > 0.1,
                                      folder / "table.png")}
    window.key("space")  # the human's starting die
    seen["thrown"] = thrown = window.shot_until(lambda image: bool(_large_faces(image, box)),
                                                folder / "thrown.png", timeout=120)
    # the loupe: Z held with the mouse on a die of the tray (found again at each try: the
    # bot's throws move the dice)
    seen["gold_before"] = gold_before = _gold(thrown, box)
    window.xdotool("keydown", "z")
    try:
        deadline, loupe = time.monotonic() + 120.0, thrown  # a net
        while _gold(loupe, box) <= gold_before + 200 and time.monotonic() < deadline:
            dice = _dice_on_table(loupe, box)
            if dice:
                window.xdotool("mousemove", "--window", window.window, str(dice[0][0]),
                               str(dice[0][1]))
            time.sleep(0.8)
            loupe = window.shot(folder / "loupe.png")
    finally:
        window.xdotool("keyup", "z")
    seen["loupe"] = loupe
    seen["released"] = window.shot_until(lambda image: _gold(image, box) <= gold_before + 50,
                                         folder / "released.png", timeout=120)
    seen["alive"] = window.alive(), window.log.read_text()[-2000:]
    return seen


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> dict:
    """A Cul de Chouette game at each size in one real window (each size opened its own X
    server and window, a process start and its first frame apiece): at 1280×720, the size
    the window opens at; then back to the main menu by the pause menu, the window resized to
    1920×1080 and a new game. {size: what _throw_and_loupe saw}."""
    seen = {}
    folder = tmp_path_factory.mktemp("big_face")
    with xserver("1920x1080") as display, RealWindow(display, folder) as window:
        window.shot_until(lambda image: share_of(image.reshape(-1, 3), "black") < 0.5)
        for index, (width, height) in enumerate(SIZES):
            if index:
                window.key("Escape", "Up", "Return")  # the pause menu's last line: the menu
                window.resize(width, height)
                window.key("Return")  # the main menu keeps Cul de Chouette's line in focus
            else:
                window.key("Down", "Return")
            window.key(*["Down"] * 7, "Return")
            (folder / str(width)).mkdir()
            seen[width, height] = _throw_and_loupe(window, _tray_box(width, height),
                                                   folder / str(width))
    return seen


@pytest.mark.parametrize("size", SIZES)
def test_a_cul_de_chouette_throw_is_shown_in_large_print_in_the_real_window(size, played):
    width, height = size
    box = _tray_box(width, height)
    seen = played[size]
    alive, log = seen["alive"]
    felt = seen["felt"]
    assert felt.shape[:2] == (height, width)
    assert _large_faces(felt, box) == [], "a large face before any throw"
    faces = _large_faces(seen["thrown"], box)
    assert faces, "no large face after the throw"
    # the ivory inside a face's dark rim is 88 % of its side: 72 px at 720p (≥ 64), and
    # the face grows with the window's height
    least = 0.85 * max(64, 72 * height / 720)
    for side, pips in faces:
        assert side >= least and 1 <= pips <= 6, faces
    gold_before = seen["gold_before"]
    assert _gold(seen["loupe"], box) > gold_before + 200, "no loupe frame with Z held over a die"
    assert _gold(seen["released"], box) <= gold_before + 50, "the loupe stayed after Z was let go"
    assert alive, log
