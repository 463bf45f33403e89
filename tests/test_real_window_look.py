"""The Déboulé table as the player sees it in a real X window (Xvfb started here, Mesa
llvmpipe, the game launched by `deboule play` and started by keys): the table is drawn with
its planks and grain, and the tavern around it, not a flat or black void (issue 13)."""

from __future__ import annotations

import numpy as np

from tests.realwindow import RealWindow, region, share_of, xserver

LUMA = np.array([0.2126, 0.7152, 0.0722])


def test_the_deboule_table_and_its_room_are_drawn_in_a_real_window(tmp_path):
    with xserver("1280x720") as display, RealWindow(display, tmp_path) as window:
        window.key("Return")
        window.key(*["Down"] * 6, "Return")
        image = window.shot_until(
            lambda shown: share_of(region(shown, 0.35, 0.45, 0.65, 0.72), "wood") > 0.8,
            tmp_path / "deboule.png")
        assert window.alive(), window.log.read_text()[-2000:]
    assert image.shape[:2] == (720, 1280)
    table = region(image, 0.35, 0.45, 0.65, 0.72)  # the table's middle, under the HUD's top
    assert share_of(table, "wood") > 0.8
    # grain and planks: the wood is not a flat colour
    luma = table @ LUMA
    assert luma.std() > 6.0
    # the room above the far rail: lit, warm, with detail; not the cleared black
    room = region(image, 0.40, 0.12, 0.95, 0.28)
    assert share_of(room, "black") < 0.02
    assert (room @ LUMA).std() > 2.0
    mean = room.mean(axis=0)
    assert mean[0] >= mean[2] and mean @ LUMA < (table.mean(axis=0) @ LUMA)
