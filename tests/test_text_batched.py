"""TextCache.batched: panels and labels drawn in one pyglet batch must give the pixels drawing
them one by one gives (a panel drawn after text covers it), and a label not drawn in a frame
must leave the batch.

The window part runs in a fresh subprocess (pyglet's headless option is global): this file
runs itself with `python tests/test_text_batched.py` and prints a JSON summary.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def drawn(tmp_path_factory) -> dict:
    tmp_path = tmp_path_factory.mktemp("text_batched")
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp_path / "config"),
               DEBOULE_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, __file__], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)
    if proc.returncode != 0:
        pytest.fail(f"window scenario failed:\n{proc.stdout}\n{proc.stderr}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_a_batched_frame_has_the_pixels_of_one_drawn_label_by_label(drawn):
    assert drawn["text_pixels"] > 200  # the labels were drawn at all
    assert drawn["covered_changed"]  # the second panel darkens the first label where it lies
    assert drawn["differing_pixels"] == 0


def test_labels_not_drawn_in_a_frame_leave_the_batch(drawn):
    assert drawn["gone_pixels"] > 50  # drawn in its frame, where the next one is looked at
    assert drawn["kept_after_dropping"] == ["Kept"]
    assert drawn["dropped_pixels"] == 0  # where the dropped label was, only its panel shows


def test_scopes_do_not_nest(drawn):
    assert drawn["nested_refused"]


def test_a_slot_label_moved_has_the_pixels_of_one_made_there(drawn):
    # the measure view's lengths follow the pieces under a turning camera: one label per slot,
    # moved (and its panel moved and resized), not a new one at every position
    assert drawn["slot_labels_made"] == 2  # a label and a panel, for three positions
    assert drawn["slot_text_pixels"] > 100
    assert drawn["slot_differing_pixels"] == 0


def test_a_log_line_coming_makes_one_label_and_moves_the_others(drawn):
    # a log's lines move up and the newest turns grey when a line comes: each made anew, the
    # five on show cost ~1 ms each in that frame; moved and recoloured they cost nothing
    assert drawn["log_labels_made"] == 1  # the new line only
    assert drawn["log_labels_kept"] == 3  # the three lines still on show, moved
    assert drawn["log_text_pixels"] > 500
    assert drawn["log_differing_pixels"] == 0  # as a frame made from scratch


def _frame(app, items, batched: bool, slot: str | None = None):
    """Clear to mid grey, draw `items` ("panel", x, y, w, h) / ("text", s, x, y[, colour]),
    read back."""
    import contextlib

    app.ctx.screen.use()
    app.ctx.screen.clear(0.5, 0.5, 0.5, 1.0)
    scope = app.text.batched("test") if batched else contextlib.nullcontext()
    with scope:
        for item in items:
            if item[0] == "panel":
                app.text.panel(*item[1:], alpha=160, slot=slot)
            else:
                app.text.draw(item[1], item[2], item[3], size=28, bold=True, slot=slot,
                              **({"color": item[4]} if len(item) > 4 else {}))
    app.text.end_frame()
    app.ctx.finish()
    return app.screenshot()


def run_window() -> dict:
    import numpy as np

    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    app = GameApp(headless=True, settings=Settings(window=(960, 540)))  # first: headless
    height = app.size[1]
    # panel, text, a panel over part of that text, text on it: two layers when batched
    items = [("panel", 10, 10, 380, 80), ("text", "Abcdef", 20, 40),
             ("panel", 90, 30, 200, 60), ("text", "Xyz", 120, 50)]
    one_by_one = _frame(app, items, batched=False).astype(int)
    together = _frame(app, items, batched=True).astype(int)
    again = _frame(app, items, batched=True).astype(int)  # the labels reused from the batch
    without_cover = _frame(app, [items[0], items[1]], batched=False).astype(int)
    grey = _frame(app, [], batched=False).astype(int)
    out = {
        "text_pixels": int((np.abs(one_by_one - grey).max(axis=2) > 40).sum()),
        "covered_changed": bool(np.abs(one_by_one - without_cover).max() > 20),
        "differing_pixels": int((np.abs(one_by_one - together).max(axis=2) > 0).sum()
                                + (np.abs(one_by_one - again).max(axis=2) > 0).sum()),
    }
    # a frame drawing "Gone" then one without it: nothing of it remains in the batch
    with_gone = _frame(app, [("panel", 10, 10, 380, 80), ("text", "Gone", 20, 120),
                             ("text", "Kept", 20, 40)], batched=True).astype(int)
    after = _frame(app, [("panel", 10, 10, 380, 80), ("text", "Kept", 20, 40)], batched=True)
    batched = [key[0] for key in app.text._labels if key[-3:-1] == ("batched", "test")
               and key[0] != "panel"]
    out["kept_after_dropping"] = batched
    rows = slice(height - 170, height - 108)  # the "Gone" label's (baseline 120 from the bottom)
    out["gone_pixels"] = int((np.abs(with_gone[rows, 15:200] - grey[rows, 15:200]).max(axis=2)
                              > 40).sum())
    out["dropped_pixels"] = int((np.abs(after[rows, 15:200] - grey[rows, 15:200]).max(axis=2)
                                 > 0).sum())
    # a slot: the same label and panel moved (and resized) over three frames, then compared
    # with a label and a panel made where they end
    objects = set()
    for x, y, w in ((30, 200, 300), (140, 260, 260), (60, 330, 340)):
        moved = _frame(app, [("panel", x - 10, y - 20, w, 70), ("text", "Slot 12,5 cm", x, y)],
                       batched=True, slot="s").astype(int)
        objects |= {id(value) for key, value in app.text._labels.items()
                    if tuple(key[1:3]) == ("slot", "s")}
    out["slot_labels_made"] = len(objects)
    made = _frame(app, [("panel", 50, 310, 340, 70), ("text", "Slot 12,5 cm", 60, 330)],
                  batched=True).astype(int)
    out["slot_text_pixels"] = int((np.abs(moved - grey).max(axis=2) > 40).sum())
    out["slot_differing_pixels"] = int((np.abs(moved - made).max(axis=2) > 0).sum())
    # a log, newest line at the bottom in white, the others grey; then a line comes
    def log(lines):
        newest_first = reversed(lines)
        return [("panel", 10, 10, 600, 220)] + [
            ("text", text, 20, 40 + 45 * row, (255, 255, 255, 255) if row == 0
             else (150, 150, 150, 255)) for row, text in enumerate(newest_first)]

    def labels():
        return {key[0]: value for key, value in app.text._labels.items()
                if key[0] != "panel" and key[-3:-1] == ("batched", "test")}

    first = ["Manche 1", "Joueur 1 lance", "Joueur 2 lance", "Joueur 1 bascule"]
    _frame(app, log(first), batched=True)
    before = labels()
    came = _frame(app, log(first[1:] + ["Joueur 2 renonce"]), batched=True).astype(int)
    after = labels()
    out["log_labels_made"] = sum(label is not before.get(text) for text, label in after.items())
    out["log_labels_kept"] = sum(label is before.get(text) for text, label in after.items())
    _frame(app, [], batched=True)  # nothing kept: the next frame makes every label anew
    scratch = _frame(app, log(first[1:] + ["Joueur 2 renonce"]), batched=True).astype(int)
    out["log_text_pixels"] = int((np.abs(came - grey).max(axis=2) > 40).sum())
    out["log_differing_pixels"] = int((np.abs(came - scratch).max(axis=2) > 0).sum())
    try:
        with app.text.batched("a"), app.text.batched("b"):
            pass
        out["nested_refused"] = False
    except RuntimeError:
        out["nested_refused"] = True
    app.text.end_frame()
    return out


if __name__ == "__main__":
    print(json.dumps(run_window()))
