"""The Tichette by bidding in the Cul de Chouette window (issue 34;
deboule/rules/cul_de_chouette/house/ tichage.py, deboule/games/cul_de_chouette/hidden_dice.py): the
hidden dice are rolled with no throw in the tray, and two people bid with the HUD's menu (←/→ to
choose the tiche, ↓ and Entrée to claim).

Runs itself in a fresh subprocess with a headless window, as tests/test_cdc_screen.py does
(`python tests/test_cdc_house_tichage_screen.py <out_dir>` prints a JSON summary).
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
def result(tmp_path_factory) -> dict:
    tmp_path = tmp_path_factory.mktemp("tichage_window")
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp_path / "config"),
               DEBOULE_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, __file__, str(tmp_path)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        pytest.fail(f"window scenario failed:\n{proc.stdout}\n{proc.stderr}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_the_hidden_dice_are_never_thrown_in_the_tray(result):
    assert result["hidden_answered_without_throw"]
    assert result["throws_before"] == result["throws_after_hidden"]
    assert result["hidden_faces_in_log"] is False


def test_two_people_bid_and_claim_with_the_menu(result):
    assert result["prompt"].startswith("Joueur 1 : Tichette, mise 9 pts")
    assert result["opening_labels"][0].startswith("Annoncer la tiche 1 (Michette)")
    assert result["bid"] == {"type": "tiche", "player": 0, "tiche": 3}
    assert "Ticher : 3 est dans les dés cachés" in result["claim_labels"]
    assert result["claim"] == {"type": "ticher", "player": 1}
    assert result["revealed"] and result["prompt_after"] != "tichage"


def scripted_screen(app):
    """Two people: seat 0 sirotes a Chouette of 3 (3-3-5), the die gives 4 (lost, 3-3-4),
    seat 0 shouts "Salsifi !" first."""
    from deboule.games.cul_de_chouette.match import CdcMatch
    from deboule.games.cul_de_chouette.screen import CdcScreen
    from deboule.rules.cul_de_chouette import DiceRolled, Siroter
    from deboule.rules.cul_de_chouette.actions import CloseRace, Press
    from deboule.rules.cul_de_chouette.actions import Throw as ThrowAction
    from deboule.rules.cul_de_chouette.scripted import variant_with

    variant = variant_with(["sirotage"], turn_order="clockwise", tichette_bidding=True)
    match = CdcMatch(["human", "human"], seed=9, preset=variant)
    for face in (1, 6):
        match.apply_scripted(DiceRolled((face,)))
    for action in (ThrowAction(0), DiceRolled((3, 3)), DiceRolled((5,)), Siroter(0),
                   DiceRolled((4,)), Press(0, "salsifi", 100), CloseRace()):
        match.apply_scripted(action)
    return CdcScreen.from_save(app, {"match": match.to_save()})


def run(out_dir: Path) -> dict:
    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    # first: it makes pyglet headless (as tests/test_cdc_screen.py's run_all)
    app = GameApp(headless=True, settings=Settings(window=(960, 540)))
    from PIL import Image
    from pyglet.window import key

    app.settings = app.settings.with_(lang="fr")
    screen = scripted_screen(app)
    app.push(screen)
    match = screen.match
    hidden_node = match.node.kind == "chance" and match.node.prompt == "tichette_hidden"
    throws_before = sum(1 for e in match.entries if "throw" in e)
    no_human_throw = match.human_to_throw() is None
    app.frame(1 / 60)
    answered = hidden_node and no_human_throw and match.flight is None and \
        match.node.prompt == "tichage"
    throws_after = sum(1 for e in match.entries if "throw" in e)
    faces = "-".join(str(f) for f in match.state.tichage_faces or ())
    in_log = bool(faces) and faces in "\n".join(match.state.log_lines("fr"))
    Image.fromarray(app.screenshot()).save(out_dir / "tichage.png", compress_level=1)
    keep = os.environ.get("CDC_SHOTS")
    if keep:
        Image.fromarray(app.screenshot()).save(Path(keep) / "cdc-tichage.png")
    from deboule.games.cul_de_chouette.prompts import prompt_text
    prompt = prompt_text(match.state, 0, "fr")
    opening = match.decision_menu("fr").labels("fr")
    for _ in range(2):
        app.window.dispatch_event("on_key_press", key.RIGHT, 0)  # Michette 1 -> 3
    app.window.dispatch_event("on_key_press", key.ENTER, 0)
    app.frame(1 / 60)
    bid = match.state.actions[-1].to_dict()
    menu = match.decision_menu("fr")
    claim_labels = menu.labels("fr")
    target = next(i for i, text in enumerate(claim_labels) if text.startswith("Ticher"))
    for _ in range(target):
        app.window.dispatch_event("on_key_press", key.DOWN, 0)
    app.window.dispatch_event("on_key_press", key.ENTER, 0)
    app.frame(1 / 60)
    return {"hidden_answered_without_throw": answered, "throws_before": throws_before,
            "throws_after_hidden": throws_after, "hidden_faces_in_log": in_log,
            "prompt": prompt, "opening_labels": opening, "bid": bid,
            "claim_labels": claim_labels, "claim": match.state.actions[-1].to_dict(),
            "revealed": bool([e for e in match.state.events if e.kind == "tichette_reveal"]),
            "prompt_after": match.node.prompt}


if __name__ == "__main__":
    print(json.dumps(run(Path(sys.argv[1])), default=str))
