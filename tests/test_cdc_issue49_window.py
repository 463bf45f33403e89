"""Issue 49: a person makes the new rules' decisions in the window (a headless CdcScreen in a
fresh process, as tests/test_cdc_house_jarret_window.py): the Grelottine challenge's keep before
its second throw (OncleTom77) and the Lance-Civet in the pre-roll menu, worded in French, chosen
with the keys; the save replays them."""

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
    tmp_path = tmp_path_factory.mktemp("cdc_issue49_window")
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp_path / "config"),
               DEBOULE_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, __file__], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)
    if proc.returncode != 0:
        pytest.fail(f"window scenario failed:\n{proc.stdout}\n{proc.stderr}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_the_grelottine_keep_menu_is_worded_and_answered_with_keys(result):
    assert result["keep_prompt"] == ("Joueur 2 : défi Grelottine (Chouette), quels dés garder "
                                     "avant le second lancer ? (2-5-6)")
    assert result["keep_labels"][0] == "Ne rien garder" and "Garder 2-5-6" not in (
        result["keep_labels"])
    assert result["kept"] == {"type": "keep", "player": 1, "faces": [5]}
    assert result["grelottine_success"] is True  # 5 kept, then 5-3: a Chouette of 5
    assert result["replayed_scores"] == result["scores"]


def test_the_lance_civet_is_offered_before_the_throw_and_given_with_the_keys(result):
    assert "Lance-Civet ! le donner à Joueur 2" in result["civet_labels"]
    assert result["given"] == {"type": "give_civet", "player": 0, "target": 1}
    assert result["civets"] == [False, True, False]
    assert result["civet_replayed"] == [False, True, False]


def _grelottine_save():
    from deboule.games.cul_de_chouette.match import CdcMatch
    from deboule.rules.cul_de_chouette import ChallengeGrelottine, DiceRolled, Pass
    from deboule.rules.cul_de_chouette.actions import Press, Throw
    from deboule.rules.cul_de_chouette.scripted import variant_with

    variant = variant_with(["sirotage", "grelottine"], turn_order="clockwise",
                           grelottine_two_throws=True, grelottine_bets=False)
    match = CdcMatch(["human", "human", "human"], seed=9, preset=variant)
    for seat in range(3):
        match.apply_scripted(DiceRolled((1 if seat == 0 else 6,)))
    script = [Throw(0), DiceRolled((6, 6)), DiceRolled((5,)), Pass(0),  # 36
              Throw(1), DiceRolled((5, 5)), DiceRolled((1,)), Pass(1),  # 25
              Throw(2), DiceRolled((4, 4)), DiceRolled((1,)), Pass(2),  # 16
              Throw(0), DiceRolled((1, 3)), DiceRolled((6,)),  # a Néant: seat 0's Grelottine
              Throw(1), DiceRolled((1, 3)), DiceRolled((6,)),  # seat 1's Néant: "Grelottine !"
              Press(0, "grelottine", 300), ChallengeGrelottine(0, "CHOUETTE", 8),
              DiceRolled((2, 5)), DiceRolled((6,))]  # the first throw fails
    for action in script:
        match.apply_scripted(action)
    return {"match": match.to_save()}


def _civet_save():
    from deboule.games.cul_de_chouette.match import CdcMatch
    from deboule.rules.cul_de_chouette import DiceRolled, Siroter
    from deboule.rules.cul_de_chouette.actions import Throw
    from deboule.rules.cul_de_chouette.scripted import variant_with

    variant = variant_with(["sirotage", "civet", "civet_sirote"], turn_order="clockwise",
                           lance_civet=True)
    match = CdcMatch(["human", "human", "human"], seed=9, preset=variant)
    for seat in range(3):
        match.apply_scripted(DiceRolled((1 if seat == 0 else 6,)))
    script = [Throw(0), DiceRolled((6, 6)), DiceRolled((5,)), Siroter(0), DiceRolled((2,)),
              Throw(1), DiceRolled((1, 3)), DiceRolled((6,)),
              Throw(2), DiceRolled((1, 3)), DiceRolled((6,))]  # seat 0 holds a Civet siroté
    for action in script:
        match.apply_scripted(action)
    return {"match": match.to_save()}


def scenario() -> dict:
    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    app = GameApp(headless=True, settings=Settings(window=(960, 540)))  # first: headless
    from pyglet.window import key

    from deboule.games.cul_de_chouette.match import CdcMatch
    from deboule.games.cul_de_chouette.prompts import prompt_text
    from deboule.games.cul_de_chouette.screen import CdcScreen
    from deboule.rules.cul_de_chouette import DiceRolled

    out: dict = {}
    screen = CdcScreen.from_save(app, _grelottine_save())
    app.push(screen)
    app.frame(1 / 60)
    match = screen.match
    out["keep_prompt"] = prompt_text(match.state, 1, "fr")
    out["keep_labels"] = labels = match.decision_menu("fr").labels("fr")
    for _ in range(labels.index("Garder 5")):
        app.window.dispatch_event("on_key_press", key.DOWN, 0)
    app.window.dispatch_event("on_key_press", key.ENTER, 0)
    app.frame(1 / 60)
    out["kept"] = match.state.actions[-1].to_dict()
    match.apply_scripted(DiceRolled((5, 3)))
    out["grelottine_success"] = [e for e in match.state.events
                                 if e.kind == "grelottine_result"][-1]["success"]
    out["scores"] = match.state.player_scores()
    out["replayed_scores"] = CdcMatch.from_save(match.to_save(),
                                                headless=True).state.player_scores()
    app.pop()

    screen = CdcScreen.from_save(app, _civet_save())
    app.push(screen)
    app.frame(1 / 60)
    match = screen.match
    out["civet_labels"] = labels = match.decision_menu("fr").labels("fr")
    for _ in range(labels.index("Lance-Civet ! le donner à Joueur 2")):
        app.window.dispatch_event("on_key_press", key.DOWN, 0)
    app.window.dispatch_event("on_key_press", key.ENTER, 0)
    app.frame(1 / 60)
    out["given"] = match.state.actions[-1].to_dict()
    out["civets"] = list(match.state.has_civet)
    out["civet_replayed"] = list(CdcMatch.from_save(match.to_save(),
                                                    headless=True).state.has_civet)
    return out


if __name__ == "__main__":
    print(json.dumps(scenario(), default=str))
