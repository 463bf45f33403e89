"""Issue 34, family "scoring", in the game's window: a person answers the Tichette's race with
their race key, like any race (headless EGL window, one fresh subprocess: pyglet's headless
option is global; this file runs itself with `python <this file> <out_dir>`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from deboule.rules.cul_de_chouette.messages import shout_text

ROOT = Path(__file__).resolve().parents[1]


def test_the_scoring_shouts_have_their_words_in_french_and_english():
    assert shout_text("tichette", "fr") == "Tichette !"
    assert shout_text("tichette", "en") == "Tichette!"
    assert shout_text("patte_de_canard", "en") == "Patte de canard!"
    assert shout_text("artichette_raitournelle", "fr") == "Raitournelle !"


def test_a_person_claims_a_tichette_with_their_race_key(tmp_path):
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp_path / "config"),
               DEBOULE_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, __file__, str(tmp_path)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, f"{proc.stdout}\n{proc.stderr}"
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["race_kind"] == "tichette" and out["shouts"] == {"0": "tichette", "1": "tichette"}
    assert out["pressed"] is not None
    assert out["scores"] == [11, 0]  # 1-4-6: sum 11, a Néant's value 0, one claimer


def scenario(out_dir: Path) -> dict:
    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    # first: it makes pyglet headless (as tests/test_cdc_screen.py)
    app = GameApp(headless=True, settings=Settings(window=(960, 540)))
    from pyglet.window import key

    from deboule.games.cul_de_chouette.match import CdcMatch
    from deboule.games.cul_de_chouette.screen import CdcScreen
    from deboule.rules.cul_de_chouette import DiceRolled
    from deboule.rules.cul_de_chouette.actions import Throw

    match = CdcMatch(["human", "human"], seed=9, preset="tables")
    for seat in range(2):
        match.apply_scripted(DiceRolled((1 if seat == 0 else 6,)))
    match.apply_scripted(Throw(0))
    match.apply_scripted(DiceRolled((1, 4)))
    match.apply_scripted(DiceRolled((6,)))  # a Néant 1-4-6: sum 11, a Tichette
    screen = CdcScreen.from_save(app, {"match": match.to_save()})
    app.push(screen)
    window = screen.match.race_open()
    app.frame(1 / 60)
    app.window.dispatch_event("on_key_press", key.A, 0)  # seat 0's race key
    app.frame(1 / 60)
    pressed = window.presses.get(0)
    for _ in range(60 * 30):
        if screen.match.race_open() is not window:
            break
        app.frame(1 / 60)
    return {"race_kind": window.kind, "shouts": window.shouts, "pressed": pressed,
            "scores": screen.match.state.player_scores()}


if __name__ == "__main__":
    print(json.dumps(scenario(Path(sys.argv[1])), default=str))
