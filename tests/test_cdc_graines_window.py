"""The Graines in the window (deboule/games/cul_de_chouette/graines_pause.py), a headless CdcScreen
in a fresh process as tests/test_cdc_issue49_window.py: Escape (the pause menu) gets the local
players up from the table; the menu offers « Je ne mange pas de graines ! »; back at the table
the rise is played, a Bévue when the words were not said, its line on the note; a hot seat rises
together and the menu stays until each has spoken; the save replays the rises. Also the
Suite-Velutée catcher's rethrow: its own line under the person's throw (not the race's)."""

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
    tmp_path = tmp_path_factory.mktemp("cdc_graines_window")
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp_path / "config"),
               DEBOULE_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, __file__], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)
    if proc.returncode != 0:
        pytest.fail(f"window scenario failed:\n{proc.stdout}\n{proc.stderr}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_the_pause_menu_offers_the_words_and_saying_them_costs_nothing(result):
    assert result["alone_items"][:2] == ["Continuer",
                                         "« Je ne mange pas de graines ! » (sinon Bévue)"]
    assert result["said"] == {"type": "stand_up", "player": 0, "graines": True}
    assert result["said_scores"] == [0, 0] and result["said_on_top"] == "CdcScreen"


def test_back_at_the_table_without_the_words_is_a_bevue_explained_on_the_note(result):
    assert result["forgot"] == {"type": "stand_up", "player": 0, "graines": False}
    assert result["forgot_scores"][0] == result["before_forgot"][0] - 10
    note = "Graines : levé sans « Je ne mange pas de graines ! » : Bévue (−10)."
    assert result["note"] == note
    assert note in result["note_drawn"]  # whole on its line at 960 × 540, not cut
    assert result["replayed"] == result["forgot_scores"]


def test_a_hot_seat_rises_together_and_each_says_the_words(result):
    assert result["hot_items"][1:3] == ["Joueur 1 : « Je ne mange pas de graines ! »",
                                        "Joueur 2 : « Je ne mange pas de graines ! »"]
    assert result["hot_after_one"] == ["Continuer", "Joueur 2 : « Je ne mange pas de graines ! »"]
    assert result["hot_rises"] == [[0, True], [1, False]]
    assert result["hot_scores"] == [0, -10]


def test_without_the_rule_the_pause_is_only_a_pause(result):
    assert not any("graines" in item for item in result["plain_items"])
    assert result["plain_actions"] == result["plain_actions_before"]


def test_the_velutee_rethrow_shows_its_own_line_under_the_throw(result):
    assert any(text.startswith("« Velutée ! » : qui a attrapé les chouettes les relance")
               for text in result["rethrow_prompt"]), result["rethrow_prompt"]
    assert not any("Velute de 3 (18 pts)" in text for text in result["rethrow_prompt"])


def _match(seats, **changes):
    from deboule.games.cul_de_chouette.match import CdcMatch
    from deboule.rules.cul_de_chouette import DiceRolled
    from deboule.rules.cul_de_chouette.scripted import variant_with

    variant = variant_with(["bevue", "sirotage"], turn_order="clockwise", **changes)
    match = CdcMatch(list(seats), seed=9, preset=variant)
    for seat in range(len(seats)):
        match.apply_scripted(DiceRolled((1 if seat == 0 else 6,)))
    return match


def _items(app) -> list[str]:
    return [item.text("fr") for item in app.screen.menu.items]


def _choose(app, label: str) -> None:
    from pyglet.window import key

    for _ in range(_items(app).index(label)):
        app.window.dispatch_event("on_key_press", key.DOWN, 0)
    app.window.dispatch_event("on_key_press", key.ENTER, 0)
    app.frame(1 / 60)  # the window's events reach the screens in a frame


def _escape(app) -> None:
    from pyglet.window import key

    app.window.dispatch_event("on_key_press", key.ESCAPE, 0)
    app.frame(1 / 60)


def _drawn(app, region: str) -> list[str]:
    """The texts drawn in `region` during one frame."""
    drawn: list[tuple[str, str | None]] = []
    draw = app.text.draw

    def recording(text, *args, **kwargs):
        drawn.append((text, kwargs.get("region")))
        return draw(text, *args, **kwargs)

    app.text.draw = recording
    app.frame(1 / 60)
    app.text.draw = draw
    return [text for text, where in drawn if where == region]


def scenario() -> dict:
    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    app = GameApp(headless=True, settings=Settings(window=(960, 540)))  # first: headless
    from deboule.games.cul_de_chouette.match import CdcMatch
    from deboule.games.cul_de_chouette.screen import CdcScreen
    from deboule.rules.cul_de_chouette import DiceRolled
    from deboule.rules.cul_de_chouette.actions import CloseRace, Press, StandUp, Throw

    out: dict = {}
    say = "« Je ne mange pas de graines ! » (sinon Bévue)"
    # one person and a bot; the person's turn: no bot acts meanwhile
    screen = CdcScreen.from_save(app, {"match": _match(["human", "novice"],
                                                       graines=True).to_save()})
    app.push(screen)
    app.frame(1 / 60)
    match = screen.match
    _escape(app)
    out["alone_items"] = _items(app)
    _choose(app, say)
    app.frame(1 / 60)
    out["said"] = match.state.actions[-1].to_dict()
    out["said_scores"] = match.state.player_scores()
    out["said_on_top"] = type(app.screen).__name__
    match.apply_scripted(Throw(0))  # the table moves on
    out["before_forgot"] = match.state.player_scores()
    _escape(app)
    _choose(app, "Continuer")
    app.frame(1 / 60)
    out["forgot"] = match.state.actions[-1].to_dict()
    out["forgot_scores"] = match.state.player_scores()
    out["note"] = screen.note_text()
    out["note_drawn"] = _drawn(app, "note")
    out["replayed"] = CdcMatch.from_save(match.to_save(), headless=True).state.player_scores()
    app.pop()

    # a hot seat: both get up; the menu stays until each has spoken (the second does not)
    screen = CdcScreen.from_save(app, {"match": _match(["human", "human"],
                                                       graines=True).to_save()})
    app.push(screen)
    app.frame(1 / 60)
    _escape(app)
    out["hot_items"] = _items(app)
    _choose(app, "Joueur 1 : « Je ne mange pas de graines ! »")
    out["hot_after_one"] = _items(app)[:2]
    _choose(app, "Continuer")
    app.frame(1 / 60)
    out["hot_rises"] = [[a.player, a.graines] for a in screen.match.state.actions
                        if isinstance(a, StandUp)]
    out["hot_scores"] = screen.match.state.player_scores()
    app.pop()

    # the rule off: Escape is only the pause menu
    screen = CdcScreen.from_save(app, {"match": _match(["human", "novice"]).to_save()})
    app.push(screen)
    app.frame(1 / 60)
    out["plain_actions_before"] = len(screen.match.state.actions)
    _escape(app)
    out["plain_items"] = _items(app)
    _choose(app, "Continuer")
    app.frame(1 / 60)
    out["plain_actions"] = len(screen.match.state.actions)
    app.pop()

    # patmulot's Suite-Velutée: seat 1, a person, caught the chouettes and throws them again
    match = _match(["novice", "human", "novice"], suite_velute=True, suite_velute_rethrow=True)
    for action in (Throw(0), DiceRolled((1, 2)), DiceRolled((3,)),
                   Press(0, "grelotte_ca_picote", 100), Press(1, "grelotte_ca_picote", 200),
                   Press(2, "grelotte_ca_picote", 300), Press(1, "velutee", 300), CloseRace()):
        match.apply_scripted(action)
    screen = CdcScreen.from_save(app, {"match": match.to_save()})
    app.push(screen)
    out["rethrow_prompt"] = _drawn(app, "prompt")
    node = screen.match.node
    assert (node.kind, node.prompt, node.roller) == ("chance", "velutee", 1), node
    return out


if __name__ == "__main__":
    print(json.dumps(scenario(), default=str))
