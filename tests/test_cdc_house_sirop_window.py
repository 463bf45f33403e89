"""Family "sirop" in the window (issue 34): the Cul de Chouette doublé is a decision a person
makes in the HUD's menu (keys), in a headless EGL window of a fresh subprocess (pyglet's
headless switch is process-wide): this file runs itself with
`python tests/test_cdc_house_sirop_window.py`, printing a JSON summary."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_doubling_is_chosen_in_the_hud_menu(tmp_path):
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp_path / "config"),
               DEBOULE_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, __file__], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["prompt"].startswith("Joueur 1 : Cul de Chouette doublé ? Relancer les trois "
                                    "dés pour 60 pts")
    assert out["labels"] == ["Doubler : relancer les trois dés", "Encaisser le Cul de Chouette"]
    assert out["labels_en"] == ["Double: throw the three dice again", "Take the Cul de Chouette"]
    assert out["after_enter"] == {"type": "double_cdc", "player": 0}
    assert out["waiting_for"] == "cdc_double"  # the three dice of the doubling come next


def _save() -> dict:
    """Two persons; seat 0 throws a Cul de Chouette of 2 with the doubling on."""
    from deboule.games.cul_de_chouette.match import CdcMatch
    from deboule.rules.cul_de_chouette import DiceRolled
    from deboule.rules.cul_de_chouette.actions import Throw
    from deboule.rules.cul_de_chouette.variant import Variant

    match = CdcMatch(["human", "human"], seed=9, preset=Variant.preset("kaamelott",
                                                                       cdc_double=True))
    for seat in range(2):
        match.apply_scripted(DiceRolled((1 if seat == 0 else 6,)))
    for action in (Throw(0), DiceRolled((2, 2)), DiceRolled((2,))):
        match.apply_scripted(action)
    return {"match": match.to_save()}


def main() -> dict:
    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    # first: it makes pyglet headless
    app = GameApp(headless=True, settings=Settings(window=(960, 540)))
    from pyglet.window import key

    from deboule.games.cul_de_chouette.prompts import prompt_text
    from deboule.games.cul_de_chouette.screen import CdcScreen
    screen = CdcScreen.from_save(app, _save())
    app.push(screen)
    app.frame(1 / 60)
    state = screen.match.state
    menu = screen.match.decision_menu("fr")
    out = {"prompt": prompt_text(state, 0, "fr"), "labels": menu.labels("fr"),
           "labels_en": screen.match.decision_menu("en").labels("en")}
    app.window.dispatch_event("on_key_press", key.ENTER, 0)
    app.frame(1 / 60)
    out["after_enter"] = state.actions[-1].to_dict()
    out["waiting_for"] = state.node.prompt
    while len(app.screens) > 1:
        app.pop()
    return out


if __name__ == "__main__":
    print(json.dumps(main(), default=str))
