"""`deboule play` with no display plays a bot match and writes a picture of the final table."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
from PIL import Image

ROOT = Path(__file__).resolve().parent.parent


def test_play_without_a_display_runs_a_bot_match_and_writes_a_png(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["DEBOULE_DATA_DIR"] = str(tmp_path)
    result = subprocess.run([sys.executable, "-m", "game.cli", "play", "--lang", "en"],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "No display" in result.stdout
    assert "wins the game" in result.stdout or "wins" in result.stdout
    picture = tmp_path / "final-table.png"
    assert picture.exists()
    image = np.asarray(Image.open(picture).convert("RGB"), dtype=float)
    assert image.shape == (720, 1280, 3)
    assert image.std() > 20
    centre = image[200:520, 200:1100].reshape(-1, 3).mean(axis=0)
    assert centre[0] > centre[1] > centre[2]  # the wooden table, not a blank frame
