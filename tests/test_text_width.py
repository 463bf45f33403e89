"""deboule.screens.hud.text_width: the HUD measures text from the font's glyphs, and must get the
width a pyglet label of that text has (wrapping and "…" depend on it), for accents, punctuation,
bold and every size the HUD uses.

The window part runs in a fresh subprocess (pyglet's headless option is global): this file
runs itself with `python tests/test_text_width.py` and prints a JSON summary.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

SAMPLES = [
    "Le Déboulé", "la rouge 1 chapeaute la verte 2", "À côté du cochondé — « relance » !",
    "Perceval : C'est pas faux.", "œuvre ÉÈÀÇ ïô ù", "12 345 678 90 ½ %", "  espaces  ",
    "Karadoc lance la déboule bleue 3 : elle bascule la DéTour 4.", "W", "iiii", "…",
]


@pytest.fixture(scope="module")
def measured(tmp_path_factory) -> dict:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, __file__], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)
    if proc.returncode != 0:
        pytest.fail(f"window scenario failed:\n{proc.stdout}\n{proc.stderr}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_glyph_widths_equal_the_labels_widths(measured):
    assert len(measured["pairs"]) == len(SAMPLES) * 4 * 2
    assert all(label > 0 for label, _ in measured["pairs"])  # measured something
    different = [(label, glyphs) for label, glyphs in measured["pairs"] if label != glyphs]
    assert different == []


def test_bold_and_larger_text_are_wider(measured):
    widths = {tuple(key): value for key, value in measured["keyed"]}
    text = SAMPLES[1]
    assert widths[(text, 18, True)] > widths[(text, 18, False)]
    assert widths[(text, 24, False)] > widths[(text, 12, False)]


def _main() -> None:
    import pyglet

    pyglet.options["headless"] = True
    sys.path.insert(0, str(ROOT))
    from deboule.screens.hud import text_width

    window = pyglet.window.Window(width=64, height=64, visible=False)
    pairs, keyed = [], []
    for size in (9, 12, 18, 24):
        for bold in (False, True):
            for text in SAMPLES:
                label = pyglet.text.Label(text, font_size=size,
                                          weight="bold" if bold else "normal")
                pairs.append((float(label.content_width), text_width(text, size, bold)))
                keyed.append(((text, size, bold), pairs[-1][1]))
                label.delete()
    window.close()
    print(json.dumps({"pairs": pairs, "keyed": keyed}))


if __name__ == "__main__":
    _main()
