"""`deboule replay FILE --watch` in a real X window (Xvfb), looked at by its pixels: the viewer
draws the game's table with its HUD and the viewer's line of state at the bottom, goes on
playing, and Esc closes the program cleanly (issue 15, point 3)."""

from __future__ import annotations

import subprocess

import numpy as np
import pytest

from deboule.replays.records import write_record
from tests.realwindow import RealWindow, region, share_of, xserver

# what each game's table is made of, and the least share of it in the middle of the window
TABLE = {"deboule": {"wood": 0.6}, "enculette": {"felt": 0.15, "porcelain": 0.04}}


class WatchWindow(RealWindow):
    """`deboule replay FILE --watch` instead of `deboule play`."""

    opening_tries = 240  # the record is played through once before the window opens

    def argv(self) -> list[str]:
        return ["replay", *self.args, "--watch"]


def _record(game: str) -> dict:
    if game == "deboule":
        from deboule.games.deboule.sim import build_record, play_match

        return build_record(play_match(2, ["novice", "casual"], seed=7, target=6),
                            ["novice", "casual"])
    from deboule.games.enculette.match import EnculetteMatch
    from deboule.rules.enculette import Options

    match = EnculetteMatch(["novice", "regular"], seed=8, headless=True,
                           options=Options(broc=6))
    match.run_bots()
    return match.record()


def _lettering(pixels: np.ndarray) -> float:
    """The share of pixels that are light grey or white (hardly any colour), or gold."""
    low, high = pixels.min(axis=1), pixels.max(axis=1)
    grey = (low > 140) & (high - low < 30)
    r, g, b = pixels[:, 0], pixels[:, 1], pixels[:, 2]
    gold = (r > 220) & (g > 170) & (b < 140)
    return float((grey | gold).mean())


@pytest.mark.parametrize("game", list(TABLE))
def test_the_viewer_draws_the_table_in_a_real_window(game, tmp_path):
    path = write_record(tmp_path / f"{game}.json", _record(game))

    def table_shown(image: np.ndarray) -> bool:
        middle = region(image, 0.25, 0.2, 0.75, 0.8)
        return all(share_of(middle, m) >= least for m, least in TABLE[game].items())

    with xserver() as display, WatchWindow(display, tmp_path, str(path)) as window:
        first = window.shot_until(table_shown, tmp_path / "viewer.png", timeout=180)
        middle = region(first, 0.25, 0.2, 0.75, 0.8)
        for material, least in TABLE[game].items():
            assert share_of(middle, material) >= least, f"{game}: no table in the viewer"
        # the viewer's line of state and keys, where the game's HUD puts a player's keys (the
        # bottom right): grey, white or gold text on the HUD's dark panel, which the wood is not
        assert _lettering(region(first, 0.4, 0.82, 1.0, 1.0)) > 0.002, f"{game}: no line"
        window.key("plus", "plus")  # ×4: the game goes on, the table changes

        def moved(image: np.ndarray) -> float:
            return (np.abs(region(image, 0.1, 0.1, 0.9, 0.9) - region(first, 0.1, 0.1, 0.9, 0.9))
                    .max(axis=1) > 40).mean()

        later = window.shot_until(lambda image: moved(image) > 0.001, tmp_path / "later.png",
                                  timeout=180)
        assert moved(later) > 0.001, f"{game}: nothing moved while playing"
        window.key("Escape")
        try:
            window.process.wait(timeout=120)  # a net: it closes as soon as Esc is read
        except subprocess.TimeoutExpired:
            pass
        assert not window.alive(), "Esc did not close the viewer opened by --watch"
        assert window.process.returncode == 0, window.log.read_text()[-2000:]
