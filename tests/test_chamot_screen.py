"""Chamot's screen in a headless window (a fresh process: pyglet's headless switch is
process-wide): keys, the word typed and checked, mouse drags onto a row and onto an opponent,
the pause, the autosave and its resume, and the cards drawn on the wood."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = ("keys", "drag", "pixels")


@pytest.fixture(scope="module")
def results(tmp_path_factory) -> dict:
    tmp_path = tmp_path_factory.mktemp("chamot_window")
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp_path / "config"),
               DEBOULE_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, __file__, str(tmp_path), *SCENARIOS], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        pytest.fail(f"window scenarios failed:\n{proc.stdout}\n{proc.stderr}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_keys_turn_a_card_choose_a_row_and_the_typed_word_places_it(results):
    out = results["keys"]
    assert out["phase_after_space"] == "holding"
    assert out["status_while_typing"] == "partial" and out["status_typed"] == "word"
    assert out["row_after"] == out["row_before"] + 1
    assert out["saved_kind"] == "chamot" and out["resumed_same"]
    assert out["pause_on_top"] and out["back_in_game"]
    # a word off the row: refused in French, nothing placed
    assert out["refused_message"] and out["refused_row_same"]
    # issue 30, point 9: typing the word does not count as thinking time
    assert out["held_typing"] is True and out["held_after"] is False


def test_a_drag_onto_a_row_places_and_onto_an_opponent_loads(results):
    out = results["drag"]
    assert out["plan_after_drop"] == {"kind": "place", "row": out["row"]}
    assert out["placed"]
    # dropped on the opponent's box: a coup vache the rules judge (here: an empty corbeille)
    assert out["load_message"].startswith("Sa corbeille est vide")


def test_the_cards_lie_on_the_wood(results):
    out = results["pixels"]
    assert out["wood_share"] > 0.4
    assert out["card_share_rows"] > 0.08  # the three capitals and the placed min.
    assert out["hand_card_share"] > 0.3  # the card in hand, face up for its holder


# ------------------------------------------------------------------ the scenarios (subprocess)
def _frames(app, n: int = 2) -> None:
    for _ in range(n):
        app.frame(1 / 60)


def _key(app, symbol) -> None:
    app.window.dispatch_event("on_key_press", symbol, 0)
    app.frame(1 / 60)


def _find_row(screen):
    from deboule.games.chamot.plan import Plan

    state = screen.match.state
    for row in range(3):
        plan = Plan("place", "hand", row=row)
        word = plan.suggestion(state)
        if word and "?" not in state.rows[row].pattern():
            return row, word
    raise AssertionError("no row takes the card")


def scenario_keys(app, out_dir: Path) -> dict:
    from pyglet.window import key

    from deboule.files.saves import read_save
    from deboule.games.chamot.screen import ChamotScreen
    from deboule.screens.menus import PauseScreen

    screen = ChamotScreen.new(app, ["human", "expert"], seed=3, turn_seconds=None)
    app.push(screen)
    _frames(app)
    _key(app, key.SPACE)
    phase = screen.match.state.phase()
    row, word = _find_row(screen)
    before = len(screen.match.state.rows[row].mins)
    # a wrong word first: refused, nothing placed
    _key(app, key._1 + row)
    screen.on_text("zzzq")  # (pyglet delivers on_text from the X server: the real-window test)
    _key(app, key.ENTER)
    refused, same = screen.message, len(screen.match.state.rows[row].mins) == before
    screen.plan = None
    _key(app, key._1 + row)
    held_typing = screen.match.clock_held  # the word box is open: the clock stands still
    screen.on_text(word[:len(screen.plan.pattern(screen.match.state))])
    status_partial = screen.plan.status(screen.match.state)
    screen.on_text(word[len(screen.plan.pattern(screen.match.state)):])
    status_word = screen.plan.status(screen.match.state)
    _key(app, key.ENTER)
    after = len(screen.match.state.rows[row].mins)
    _frames(app)
    held_after = screen.match.clock_held
    kind, data = read_save()
    resumed = ChamotScreen.from_save(app, data)
    _key(app, key.ESCAPE)
    pause_on_top = isinstance(app.screen, PauseScreen)
    _key(app, key.ENTER)  # "Continuer"
    return {"phase_after_space": phase, "status_while_typing": status_partial,
            "status_typed": status_word, "row_before": before, "row_after": after,
            "saved_kind": kind,
            "resumed_same": resumed.match.state.to_dict() == screen.match.state.to_dict(),
            "pause_on_top": pause_on_top, "back_in_game": app.screen is screen,
            "refused_message": refused, "refused_row_same": same,
            "held_typing": held_typing, "held_after": held_after}


def scenario_drag(app, out_dir: Path) -> dict:
    from pyglet.window import key, mouse

    from deboule.games.chamot.screen import ChamotScreen

    screen = ChamotScreen.new(app, ["human", "expert"], seed=3, turn_seconds=None)
    app.push(screen)
    _frames(app)
    _key(app, key.SPACE)
    row, word = _find_row(screen)
    lay = screen.hud.layout()
    scale_x = app.window.width / app.size[0]
    scale_y = app.window.height / app.size[1]

    def drag(start, end) -> None:
        (sx, sy), (ex, ey) = start, end
        app.window.dispatch_event("on_mouse_press", sx * scale_x, sy * scale_y, mouse.LEFT, 0)
        for k in range(1, 6):
            x, y = sx + (ex - sx) * k / 5, sy + (ey - sy) * k / 5
            app.window.dispatch_event("on_mouse_drag", x * scale_x, y * scale_y, 1, 1,
                                      mouse.LEFT, 0)
        app.window.dispatch_event("on_mouse_release", ex * scale_x, ey * scale_y, mouse.LEFT, 0)
        app.frame(1 / 60)

    hand = lay.hand_card()
    band = lay.rows[row]
    drag((hand.centre_x, hand.centre_y), (band.centre_x, band.centre_y))
    plan = screen.plan
    dropped = {"kind": plan.kind, "row": plan.row} if plan else None
    before = len(screen.match.state.rows[row].mins)
    screen.on_text(word)
    _key(app, key.ENTER)
    placed = len(screen.match.state.rows[row].mins) == before + 1
    # the next card, dragged onto the opponent's box
    if screen.match.state.hand is None and screen.match.human_turn() == 0:
        _key(app, key.SPACE)
    box = lay.players[1]
    drag((hand.centre_x, hand.centre_y), (box.centre_x, box.centre_y))
    return {"plan_after_drop": dropped, "row": row, "placed": placed,
            "load_message": screen.message}


def scenario_pixels(app, out_dir: Path) -> dict:
    import numpy as np
    from PIL import Image
    from pyglet.window import key

    from deboule.games.chamot.screen import ChamotScreen

    screen = ChamotScreen.new(app, ["human", "expert"], seed=3, turn_seconds=None)
    app.push(screen)
    _frames(app)
    _key(app, key.SPACE)
    _frames(app, 3)
    image = app.screenshot()
    Image.fromarray(image).save(out_dir / "chamot.png", compress_level=1)
    height = image.shape[0]
    lay = screen.hud.layout()

    def crop(rect):
        part = image[height - round(rect.top):height - round(rect.y),
                     round(rect.x):round(rect.right)].reshape(-1, 3).astype(int)
        return part[:, 0], part[:, 1], part[:, 2]

    def paper(rect) -> float:
        r, g, b = crop(rect)
        return float(((r > 200) & (g > 180) & (b > 130) & (abs(r - g) < 40)).mean())

    rows = lay.rows[0]
    rows_area = type(rows)(rows.x, lay.rows[2].y, rows.w * 0.5, rows.top - lay.rows[2].y)
    r, g, b = crop(type(rows)(rows.x + rows.w * 0.3, lay.rows[2].y, rows.w * 0.6,
                              rows.top - lay.rows[2].y))
    wood = float(((r > g) & (g > b) & (r > 80) & (r - b > 35)).mean())
    return {"wood_share": wood, "card_share_rows": paper(rows_area),
            "hand_card_share": paper(lay.hand_card().inset(4)),
            "mean": float(np.asarray(image).mean())}


def run_all(out_dir: Path, names) -> dict:
    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    app = GameApp(headless=True, settings=Settings(window=(960, 540)))
    out = {}
    for name in names:
        app.settings = app.settings.with_(lang="fr")
        out[name] = globals()[f"scenario_{name}"](app, out_dir)
        while len(app.screens) > 1:
            app.pop()
    return out


if __name__ == "__main__":
    print(json.dumps(run_all(Path(sys.argv[1]), sys.argv[2:]), default=str))
