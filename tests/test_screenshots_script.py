"""The README's pictures come from `scripts/screenshots.py` (issue 13, point 5): the script plays
a game in a real window under its own Xvfb and grabs the screen. Here it takes L'Enculette's
picture in a window of another size than the default, which must fill the whole picture (the
window follows `--size`, not only the X screen), and refuses a size the settings do not offer in
one line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "scripts" / "screenshots.py"


def test_the_script_takes_a_game_s_picture_in_a_window_of_the_size_asked(tmp_path):
    result = subprocess.run([sys.executable, str(SCRIPT), "--size", "1600x900", "--out",
                             str(tmp_path), "enculette"], cwd=ROOT, capture_output=True,
                            text=True, timeout=300)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    picture = np.asarray(Image.open(tmp_path / "enculette.png").convert("RGB"), dtype=float)
    assert picture.shape == (900, 1600, 3)
    # the game's window covers the screen: no band of the bare black X screen at the right or
    # the bottom (a window left at 1280x720 on a larger screen leaves one)
    assert picture[:, -40:].mean() > 20.0 and picture[-40:, :].mean() > 20.0
    # the game is drawn: the Tasse's porcelain (near white) and the tray's felt (green)
    white = (picture.min(axis=2) > 200).mean()
    green = ((picture[..., 1] > picture[..., 0] + 30) & (picture[..., 1] > picture[..., 2] + 20))
    assert white > 0.01 and green.mean() > 0.02, (white, green.mean())


def test_a_size_the_settings_do_not_offer_is_refused_in_one_line(tmp_path):
    result = subprocess.run([sys.executable, str(SCRIPT), "--size", "100x100", "--out",
                             str(tmp_path)], cwd=ROOT, capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "--size '100x100'" in result.stderr and "taille" in result.stderr
    assert not list(tmp_path.iterdir())
