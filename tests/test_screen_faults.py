"""Issue 10, point 7: small faults of the window, each with its test (headless window scenarios
in tests/window_driver.py, one per process)."""

from __future__ import annotations

import pytest

from tests.test_window import drive


def test_esc_on_the_main_menu_asks_and_quitter_quits_without_a_crash(tmp_path):
    out = drive("main_menu_keys", tmp_path)
    assert out["asked"] == "ConfirmScreen" and out["question"] == "Quitter le jeu ?"
    assert out["back"] == "MainMenu"
    assert out["focused"] == "quit"  # the menu wraps round
    assert out["quit_by_item"] and out["quit_by_escape"]


def test_one_key_scheme_for_every_game(tmp_path):
    out = drive("key_scheme", tmp_path)
    # ←/→ turn the throw (to the thrower's left: +), ↑ more power, Shift+← the hand to the left
    assert out["deboule"] == {"angle": 4.0, "power": 0.05, "lateral": 0.1}
    assert out["cdc"] == out["deboule"]
    # L'Enculette's announcements wrap round like every menu, shown grouped, each a sentence
    # readable when its heading has scrolled away (issue 30: not "→ J2 : 43")
    assert out["entries"] > 5
    assert out["wrapped_up"] == out["entries"] - 1 and out["wrapped_down"] == 0
    assert any(row.startswith("Annoncer à Joueur 2, la vérité ou un bluff") for row in out["rows"])
    assert any(row.startswith("Annoncer 31 à Joueur 2") for row in out["rows"])
    assert not any("→" in row for row in out["rows"])


def test_a_refusal_goes_once_a_good_throw_is_made(tmp_path):
    out = drive("message_clears", tmp_path)
    for game in ("deboule", "cdc"):
        assert out[game]["refused"], game  # "Geste trop court…", in French
        assert out[game]["refused"].startswith("Geste") or "pointeur" in out[game]["refused"]
        assert not out[game]["after"], game


def test_a_saved_game_is_offered_at_launch(tmp_path):
    out = drive("resume_offer", tmp_path)
    assert out["offered"] is not None and "Le Déboulé" in out["offered"]
    assert out["screen"] == "DebouleScreen"


def test_the_last_throw_follows_a_sirotage():
    """"Dernier lancer" shows the Sirotage once it is thrown, not the Chouette before it."""
    from deboule.games.cul_de_chouette.hud import last_throw
    from deboule.games.cul_de_chouette.match import CdcMatch
    from deboule.rules.cul_de_chouette import DiceRolled, Pass, Siroter
    from deboule.rules.cul_de_chouette.actions import Throw as ThrowAction

    match = CdcMatch(["human", "human"], seed=9)
    for seat in range(2):
        match.apply_scripted(DiceRolled((1 if seat == 0 else 6,)))
    for action in (ThrowAction(0), DiceRolled((2, 2)), DiceRolled((5,)), Pass(0),
                   ThrowAction(1), DiceRolled((6, 6)), Pass(0), DiceRolled((3,))):
        match.apply_scripted(action)
    before = last_throw(match.state, "fr")
    assert before.startswith("Joueur 2 : 3-6-6 → Chouette")
    match.apply_scripted(Siroter(1))
    while match.node.kind == "decision":  # the others may bet on it: they pass
        match.apply_scripted(Pass(match.node.players[0]))
    match.apply_scripted(DiceRolled((6,)))
    after = last_throw(match.state, "fr")
    assert after.startswith("Sirotage : 6") and "Joueur 2" in after and after != before
    assert last_throw(match.state, "en").startswith("Sirotage: 6")


@pytest.mark.parametrize("name, step, shift, expected", [
    ("left", 1, False, ("angle", 2.0)), ("right", 1, False, ("angle", -2.0)),
    ("up", 1, False, ("power", 0.05)), ("down", 1, False, ("power", -0.05)),
    ("left", 1, True, ("lateral", 0.1)), ("right", 1, True, ("lateral", -0.1)),
    ("tab", 1, False, None)])
def test_the_key_scheme_itself(name, step, shift, expected):
    from deboule.screens.keys import aim_change, apply_aim, menu_step

    assert aim_change(name, shift) == expected
    aim = {"angle": 59.0, "power": 1.0, "lateral": 0.0}
    apply_aim(aim, "left")
    apply_aim(aim, "up")
    assert aim == {"angle": 60.0, "power": 1.0, "lateral": 0.0}  # limits hold
    assert menu_step("up", 0, 5) == 4 and menu_step("down", 4, 5) == 0
