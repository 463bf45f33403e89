"""The civet family's decisions in the game window (issue 34): a person doubles a Civet from the
HUD's menu, read and answered with the keys, in a headless EGL window.

Runs itself in a fresh subprocess (pyglet's headless option is global), as test_cdc_screen.py:
`python tests/test_cdc_house_civet_window.py <out_dir>` prints a JSON summary. CDC_SHOTS=<dir>
keeps the screenshot to look at.
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
def results(tmp_path_factory) -> dict:
    tmp_path = tmp_path_factory.mktemp("cdc_civet_window")
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp_path / "config"),
               DEBOULE_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, __file__, str(tmp_path)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        pytest.fail(f"window scenario failed:\n{proc.stdout}\n{proc.stderr}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_a_person_doubles_a_civet_from_the_menu(results):
    assert results["prompt"] == "double_civet" and results["deciders"] == [1]
    assert results["question"] == ("Joueur 2 : doubler le Civet de Joueur 1 (vous perdez votre "
                                   "Civet) ?")
    assert results["labels"] == ["Doubler le Civet", "Passer"]
    assert results["labels_en"] == ["Double the Civet", "Pass"]
    assert results["chosen"] == {"type": "bet_civet", "player": 1}
    assert results["has_civet"] == [False, False]
    assert results["menu_pixels"] > 50  # the menu is drawn


def test_a_person_plays_a_civet_filoche_then_the_thrower_throws_by_hand(results):
    out = results["filoche"]
    assert out["prompt"] == "civet_filoche" and out["deciders"] == [0]
    assert out["question"] == "Joueur 1 : jouer votre Civet-Filoché sur le lancer de Joueur 2 ?"
    assert out["labels"][0].startswith("Civet de 1 sur Chouette")
    assert out["labels"][-1] == "Passer"
    assert out["held"] == "détient : Civet-Filoché (sur le lancer d'un autre)"
    assert out["chosen"] == {"type": "declare_civet", "player": 0, "stake": 2,
                             "combination": "CHOUETTE", "with_sirotage": False}
    assert out["after"] == "pre_roll"  # the owner's pre-roll: the hand throw works as ever
    assert out["thrown"] == "dice" and out["result"] is not None


def _record() -> dict:
    """Two people: each makes a Cul de Chouette of 6, then loses a Sirotage of 6 (a Civet
    siroté); seat 0 declares a Civet: seat 1 is asked whether to double it."""
    from deboule.games.cul_de_chouette.match import CdcMatch
    from deboule.rules.cul_de_chouette import DeclareCivet, DiceRolled, Pass, Siroter
    from deboule.rules.cul_de_chouette.actions import Throw
    from deboule.rules.cul_de_chouette.scripted import variant_with

    variant = variant_with(["sirotage", "civet", "civet_sirote"], turn_order="clockwise",
                           civet_doubled=True)
    match = CdcMatch(["human", "human"], seed=9, preset=variant)
    steps = [DiceRolled((1,)), DiceRolled((6,))]
    for seat in (0, 1):
        steps += [Throw(seat), DiceRolled((6, 6)), DiceRolled((6,))]
    for seat in (0, 1):
        steps += [Throw(seat), DiceRolled((6, 6)), DiceRolled((2,)), Siroter(seat),
                  Pass(1 - seat), DiceRolled((3,))]
    steps += [DeclareCivet(0, 10, "CHOUETTE")]
    for action in steps:
        match.apply_scripted(action)
    return {"match": match.to_save()}


def _filoche_record() -> dict:
    """Two people: seat 0 wins a Civet (a lost Sirotage of 6), then loses it with a stake of 9
    on a Chouette of 3 (9 points): a Civet-Filoché, asked of seat 0 as seat 1's turn starts."""
    from deboule.games.cul_de_chouette.match import CdcMatch
    from deboule.rules.cul_de_chouette import DeclareCivet, DiceRolled, Pass, Siroter
    from deboule.rules.cul_de_chouette.actions import Throw
    from deboule.rules.cul_de_chouette.scripted import variant_with

    variant = variant_with(["sirotage", "civet", "civet_sirote"], turn_order="clockwise",
                           civet_filoche=True)
    match = CdcMatch(["human", "human"], seed=9, preset=variant)
    steps = [DiceRolled((1,)), DiceRolled((6,))]
    steps += [Throw(0), DiceRolled((6, 6)), DiceRolled((6,))]  # 100
    steps += [Throw(1), DiceRolled((6, 6)), DiceRolled((6,))]
    steps += [Throw(0), DiceRolled((6, 6)), DiceRolled((2,)), Siroter(0), Pass(1),
              DiceRolled((3,))]  # a Civet
    steps += [Throw(1), DiceRolled((2, 3)), DiceRolled((6,))]  # a Néant
    steps += [DeclareCivet(0, 9, "VELUTE"), Throw(0), DiceRolled((3, 3)), DiceRolled((5,)),
              Pass(0)]  # the Chouette kept (no Sirotage)
    for action in steps:
        match.apply_scripted(action)
    return {"match": match.to_save()}


def filoche(app, out_dir: Path) -> dict:
    """The Civet-Filoché's menu line (its stake set by ←/→), then the thrower's space throw."""
    from pyglet.window import key

    from deboule.games.cul_de_chouette.prompts import prompt_text
    from deboule.games.cul_de_chouette.screen import CdcScreen

    screen = CdcScreen.from_save(app, _filoche_record())
    app.push(screen)
    app.frame(1 / 60)
    match = screen.match
    state = match.state
    if os.environ.get("CDC_SHOTS"):
        from PIL import Image

        Image.fromarray(app.screenshot()).save(Path(os.environ["CDC_SHOTS"]) /
                                               "cdc-civet-filoche.png")
    out = {"prompt": state.node.prompt, "deciders": list(state.deciders()),
           "question": prompt_text(state, 0, "fr"),
           "labels": match.decision_menu("fr").labels("fr"),
           "held": screen.hud.held_text(0)}
    for name in (key.RIGHT, key.ENTER):  # a stake of 2 on the first line (Chouette)
        app.window.dispatch_event("on_key_press", name, 0)
        app.frame(1 / 60)
    out["chosen"] = state.actions[-1].to_dict()
    out["after"] = match.node.prompt
    app.window.dispatch_event("on_key_press", key.SPACE, 0)
    app.frame(1 / 60)
    frames = 0
    while match.flight is not None and frames < 5000:
        app.frame(1 / 60)
        frames += 1
    out["thrown"] = next((e["type"] for e in reversed(state.events)
                          if e["type"] == "dice" and e["purpose"] == "chouettes"), None)
    out["result"] = [e for e in state.events if e["type"] == "civet_filoche"]
    return out


def run(out_dir: Path) -> dict:
    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    # first: it makes pyglet headless (test_cdc_screen.run_all)
    app = GameApp(headless=True, settings=Settings(window=(960, 540)))
    from PIL import Image
    from pyglet.window import key

    from deboule.games.cul_de_chouette.prompts import prompt_text
    from deboule.games.cul_de_chouette.screen import CdcScreen

    app.settings = app.settings.with_(lang="fr")
    screen = CdcScreen.from_save(app, _record())
    app.push(screen)
    app.frame(1 / 60)
    image = app.screenshot()
    Image.fromarray(image).save(out_dir / "double_civet.png", compress_level=1)
    if os.environ.get("CDC_SHOTS"):
        Image.fromarray(image).save(Path(os.environ["CDC_SHOTS"]) / "cdc-double-civet.png")
    match = screen.match
    state = match.state
    menu = match.decision_menu("fr")
    labels, labels_en = menu.labels("fr"), match.decision_menu("en").labels("en")
    rows = screen.hud.menu_rows()[0]
    _, row = rows[0]
    height = image.shape[0]
    scale = app.window.width / app.size[0]
    box = image[int(height - row.top * scale):int(height - row.y * scale),
                int(row.x * scale):int((row.x + row.w) * scale)].astype(int)
    menu_pixels = int(((box.max(axis=2) - box.min(axis=2)) > 60).sum())
    out = {"prompt": state.node.prompt, "deciders": list(state.deciders()),
           "question": prompt_text(state, 1, "fr"), "labels": labels, "labels_en": labels_en,
           "menu_pixels": menu_pixels}
    app.window.dispatch_event("on_key_press", key.ENTER, 0)
    app.frame(1 / 60)
    out["chosen"] = state.actions[-1].to_dict()
    out["has_civet"] = list(match.state.has_civet)
    app.pop()
    out["filoche"] = filoche(app, out_dir)
    return out


if __name__ == "__main__":
    print(json.dumps(run(Path(sys.argv[1])), default=str))
