"""Issue 34, family "jarret": a person makes the Jarret's decisions in the window (a headless
CdcScreen in a fresh process, as tests/test_cdc_screen.py): the "jarret" menu lists the uses
in words, a key chooses one, the Mi-Jarret's keep menu follows; the holdings show on the sheet;
the save replays the choices."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def result(tmp_path_factory) -> dict:
    tmp_path = tmp_path_factory.mktemp("cdc_jarret_window")
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp_path / "config"),
               DEBOULE_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, __file__], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)
    if proc.returncode != 0:
        pytest.fail(f"window scenario failed:\n{proc.stdout}\n{proc.stderr}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_the_jarret_menu_is_worded_and_answered_with_keys(result):
    assert result["prompt"] == "Joueur 2 : jouer votre Jarret avant de lancer ?"
    assert result["labels"] == ["Mi-Jarret : relancer après le cul", "Bi-Jarret : points doublés",
                                "Jarret-Sifflet : relancer et doubler",
                                "Lance-Jarret : le donner à Joueur 3",
                                "Lance-Jarret : le donner à Joueur 1", "Garder le Jarret"]
    assert result["chosen"] == {"type": "use_jarret", "player": 1, "mode": "mi", "target": -1}
    assert result["held"].endswith("Jarret (à jouer avant un lancer)")


def test_the_mi_jarret_keep_menu_follows_and_replays(result):
    assert result["keep_prompt"] == "Joueur 2 : Mi-Jarret, quels dés garder ? (5-5-2)"
    assert result["keep_labels"][4] == "Garder 5-5"
    assert result["kept"] == {"type": "keep", "player": 1, "faces": [5, 5]}
    assert result["scores"] == [9, 90, 0]  # the second throw: a Cul de Chouette of 5
    assert result["replayed_scores"] == result["scores"]


def _record():
    from deboule.games.cul_de_chouette.match import CdcMatch
    from deboule.rules.cul_de_chouette import BleuRougeBet, DiceRolled, Variant
    from deboule.rules.cul_de_chouette.actions import CloseRace, Press, Throw

    variant = Variant.preset("kaamelott", jarret="souple", turn_order="clockwise")
    match = CdcMatch(["human", "human", "human"], seed=9, preset=variant)
    for seat in range(3):
        match.apply_scripted(DiceRolled((1 if seat == 0 else 6,)))
    for action in (Throw(0), DiceRolled((3, 4)), DiceRolled((3,)), BleuRougeBet(0, (3, 9, 18)),
                   DiceRolled((1, 3, 6)), Press(1, "lance_buches", 300),
                   CloseRace(), Throw(1)):
        match.apply_scripted(action)
    return {"match": match.to_save()}


def scenario() -> dict:
    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    # first: it makes pyglet headless
    app = GameApp(headless=True, settings=Settings(window=(960, 540)))
    from pyglet.window import key

    from deboule.games.cul_de_chouette.match import CdcMatch
    from deboule.games.cul_de_chouette.prompts import prompt_text
    from deboule.games.cul_de_chouette.screen import CdcScreen
    from deboule.rules.cul_de_chouette import DiceRolled, Pass

    screen = CdcScreen.from_save(app, _record())
    app.push(screen)
    app.frame(1 / 60)
    match = screen.match
    labels = match.decision_menu("fr").labels("fr")
    prompt = prompt_text(match.state, 1, "fr")
    held = screen.hud.held_text(1)
    app.window.dispatch_event("on_key_press", key.ENTER, 0)  # the first line: Mi-Jarret
    app.frame(1 / 60)
    chosen = match.state.actions[-1].to_dict()
    match.apply_scripted(DiceRolled((5, 5)))
    while match.state.node.prompt == "buy_die":  # the Achat de dé: nobody buys
        match.apply_scripted(Pass(match.state.node.players[0]))
    match.apply_scripted(DiceRolled((2,)))
    app.frame(1 / 60)
    keep_labels = match.decision_menu("fr").labels("fr")
    keep_prompt = prompt_text(match.state, 1, "fr")
    for _ in range(4):
        app.window.dispatch_event("on_key_press", key.DOWN, 0)
    app.window.dispatch_event("on_key_press", key.ENTER, 0)
    app.frame(1 / 60)
    kept = match.state.actions[-1].to_dict()
    match.apply_scripted(DiceRolled((5,)))
    scores = match.state.player_scores()
    replayed = CdcMatch.from_save(match.to_save(), headless=True).state.player_scores()
    return {"labels": labels, "prompt": prompt, "chosen": chosen, "held": held,
            "keep_labels": keep_labels, "keep_prompt": keep_prompt, "kept": kept, "scores": scores,
            "replayed_scores": replayed}


if __name__ == "__main__":
    print(json.dumps(scenario(), default=str))
