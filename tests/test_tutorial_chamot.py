"""Chamot's guided first game (deboule/games/chamot/tutorial.py, issue 30 point 9) driven to its end
in a headless window by keys, as a player would: turn, place with a typed word, discard into the
corbeille, watch the bot, move letters, a coup vache, blocked, and the last card played from the
corbeille, which wins. Each step is reached in order and advanced by the player's key (or, while
the bot plays, by the bot), the rules saw each play, the lesson is listed in "Apprendre à
jouer", it never saves, and a restart gives the same arranged game.

Run as a script, this file is the driver (pyglet's headless switch is process-wide: one window
per process); the tests run it once and read the JSON it prints. TUTO_SHOTS=<dir> keeps the
screenshots of every step. The bots' pause is waited for on a hand-driven clock (no wall
time)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
KINDS = ["explain", "turn", "place", "discard", "bot", "explain", "move", "load", "bot",
         "blocked", "bot", "finish", "explain"]


@pytest.fixture(scope="module")
def out(tmp_path_factory) -> dict:
    tmp_path = tmp_path_factory.mktemp("tuto_chamot")
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp_path / "config"),
               DEBOULE_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    env.pop("DISPLAY", None)
    proc = subprocess.run([sys.executable, __file__, str(tmp_path)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, f"{proc.stdout[-2000:]}\n{proc.stderr[-4000:]}"
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_every_step_is_reached_in_order_and_advanced_by_its_move(out):
    result = out["first"]
    assert result["history"] == [[i, "enter" if kind == "explain" else "done"]
                                 for i, kind in enumerate(KINDS)]
    assert [s["kind"] for s in result["steps"]] == KINDS
    for step in result["steps"]:
        assert step["waited"], step  # nothing moved on before the move
        assert step["fr"] != step["key"] and step["en"] != step["key"], step
        assert "{" not in step["fr"] and "{" not in step["en"], step
        assert step["fr"] != step["en"], step
    assert result["finished"]


def test_the_game_meets_every_kind_of_play_and_the_player_wins(out):
    events = out["first"]["events"]
    mine = [e["type"] for e in events if e.get("player") == 0 and e["type"] in (
        "turned", "placed", "discarded", "moved", "loaded", "blocked")]
    assert mine == ["turned", "placed", "turned", "discarded", "moved", "turned", "loaded",
                    "blocked", "placed"]
    placed = [e for e in events if e["type"] == "placed" and e["player"] == 0]
    assert placed[0]["pattern"] == "pa" and placed[0]["source"] == "hand"
    assert placed[1]["pattern"] == "piz" and placed[1]["source"] == "corbeille"
    assert placed[1]["word"] == "pizza"  # the Tab suggestion: the word a person knows
    loaded = next(e for e in events if e["type"] == "loaded")
    assert loaded["letters"] == "y" and loaded["target"] == 1
    over = events[-1]
    assert over["type"] == "game_over" and over["reason"] == "out_of_cards"
    assert over["winners"] == [0] and over["cards_left"][0] == 0
    assert "Le bot en garde" in out["first"]["outcome_fr"]


def test_the_lesson_is_listed_never_saves_and_restarts_the_same_game(out):
    assert out["listed"][-1] == "chamot" and "chamot" in out["listed"]
    assert out["restart"]["screen"] == "CoachedScreen" and out["restart"]["step"] == 0
    assert out["restart"]["fresh"] and out["restart"]["same_table"]
    assert out["saved"] == []


def test_the_arranged_deal_is_a_whole_deck_and_the_lesson_game_is_short():
    from deboule.games.chamot.tutorial import BOT_CARDS, HUMAN_CARDS, ROW_MAJS, LessonMatch
    from deboule.rules.chamot.cards import MAJ_DECK, MIN_DECK, MIN_LETTERS

    match = LessonMatch()
    state = match.state
    assert state.row_patterns() == tuple(ROW_MAJS)
    assert "".join(MIN_LETTERS[c] for c in reversed(state.piles[0])) == HUMAN_CARDS
    assert "".join(MIN_LETTERS[c] for c in reversed(state.piles[1])) == BOT_CARDS
    every = state.piles[0] + state.piles[1] + state.boxed
    assert sorted(every) == list(range(MIN_DECK))  # nothing lost: the rest is boxed
    assert len(state.maj_pile) == MAJ_DECK - 3
    assert match.turn_seconds is None and match.human_turn() == 0


# ---------------------------------------------------------------------- the driver
def _run(app, coached, out_dir: Path, name: str) -> dict:
    from PIL import Image
    from pyglet.window import key

    from deboule.games.chamot.match import ManualClock
    from deboule.text.i18n import tr

    keep = os.environ.get("TUTO_SHOTS")
    screen = coached.inner
    match = screen.match
    clock = ManualClock()
    match.clock = clock
    match._since = clock()
    found: dict = {}

    def frames(n: int = 1, dt: float = 1 / 30) -> None:
        for _ in range(n):
            clock.advance(dt)
            app.frame(dt)

    def press(*symbols) -> None:
        for symbol in symbols:
            app.window.dispatch_event("on_key_press", symbol, 0)
            frames(1)

    def shot(label: str) -> None:
        image = app.screenshot()
        Image.fromarray(image).save(out_dir / f"{name}-{label}.png", compress_level=1)
        if keep:
            Image.fromarray(image).save(Path(keep) / f"chamot-{name}-{label}.png")

    plays = {
        "chamot.tuto.turn": [key.SPACE],
        "chamot.tuto.place": [key._1, key.TAB, key.ENTER],
        "chamot.tuto.discard": [key.SPACE, key.D],
        "chamot.tuto.move": [key.M, key._1, key._3, key.TAB, key.ENTER],
        "chamot.tuto.coup_vache": [key.SPACE, key.L, key._2],
        "chamot.tuto.blocked": [key.B],
        "chamot.tuto.finish": [key.C, key._1, key.TAB, key.ENTER],
    }
    kinds = {"chamot.tuto.turn": "turn", "chamot.tuto.place": "place",
             "chamot.tuto.discard": "discard", "chamot.tuto.move": "move",
             "chamot.tuto.coup_vache": "load", "chamot.tuto.blocked": "blocked",
             "chamot.tuto.finish": "finish"}
    frames(2)
    steps = []
    for _ in range(len(coached.steps)):
        index = coached.step_index
        step = coached.steps[index]
        values = step.values(screen) if step.values is not None else {}
        record = {"index": index, "key": step.text, "fr": tr(step.text, "fr", **values),
                  "en": tr(step.text, "en", **values)}
        history = len(match.state.history)
        frames(3)  # the player does nothing yet: a step to do must wait for them
        record["waited"] = coached.step_index == index and (
            step.done is not None or len(match.state.history) == history)
        shot(f"step-{index + 1:02d}")
        if step.done is None:
            record["kind"] = "explain"
            if step.text == "chamot.tuto.outcome":
                found["outcome_fr"] = record["fr"]
            press(key.ENTER)
        elif step.text in plays:
            record["kind"] = kinds[step.text]
            press(*plays[step.text])
        else:
            record["kind"] = "bot"
            for _ in range(400):  # the bot's pauses, on the hand-driven clock
                if coached.step_index != index:
                    break
                frames(1, 0.1)
        record["how"] = coached.history[-1][1] if coached.history else None
        steps.append(record)
        if coached.finished:
            break
    frames(2)
    shot("bravo")
    found.update({"steps": steps, "history": [list(h) for h in coached.history],
                  "finished": coached.finished,
                  "events": [{"type": e.kind, **e.to_dict()} for e in match.events]})
    return found


def _main(out_dir: Path) -> dict:
    from deboule.shell.window import GameApp

    app = GameApp(headless=True)
    from pyglet.window import key

    from deboule.files import saves
    from deboule.games.chamot.tutorial import lesson
    from deboule.screens.learn import LearnScreen

    result = {"listed": LearnScreen(app).lessons()}
    coached = lesson(app)
    app.push(coached)
    table = coached.inner.match.state.to_dict()
    result["first"] = _run(app, coached, out_dir, "first")
    # Esc: the lesson's menu; "Recommencer la leçon" gives a fresh lesson
    app.window.dispatch_event("on_key_press", key.ESCAPE, 0)
    app.frame(1 / 30)
    while app.screen.menu.current.key != "restart":
        app.window.dispatch_event("on_key_press", key.DOWN, 0)
        app.frame(1 / 30)
    app.window.dispatch_event("on_key_press", key.ENTER, 0)
    app.frame(1 / 30)
    again = app.screen
    result["restart"] = {"screen": type(again).__name__, "step": again.step_index,
                         "fresh": again is not coached and again.inner.match
                         is not coached.inner.match,
                         "same_table": again.inner.match.state.to_dict() == table}
    result["saved"] = [path.name for path in saves.slot_files()]
    return result


if __name__ == "__main__":
    print(json.dumps(_main(Path(sys.argv[1]))))
