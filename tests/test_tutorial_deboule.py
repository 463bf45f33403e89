"""Le Déboulé's guided lesson (deboule/games/deboule/tutorial.py): driven in a headless window from
the main menu to its "Bravo" by keys and the mouse, as a player would; each step is reached in
order and ended by what it waits for; Esc's menu restarts and leaves it; the arranged round is
the same whatever the player's throws.

Run as a script, this file is the driver (pyglet's headless switch is process-wide: one window
per process); the tests run it and read the JSON it prints."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# a table left to itself (the pieces rolling, the bot throwing) is drawn one update in four:
# drawing, not playing, cost most of the lesson's CI time; one in four still draws the pieces
# in flight, the measurement and every step's panel (a step's first frame is always drawn)
DRAWN_WHILE_WAITING = 4


@pytest.fixture(scope="module")
def scenarios(tmp_path_factory) -> dict:
    """Both scenarios in one process, on one window (one start, not two)."""
    return _run("both", tmp_path_factory.mktemp("tuto_deboule"))


def _run(scenario: str, tmp_path: Path) -> dict:
    env = dict(os.environ)
    env.pop("DISPLAY", None)
    env["DEBOULE_CONFIG_DIR"] = str(tmp_path / "config")
    env["DEBOULE_DATA_DIR"] = str(tmp_path / "data")
    result = subprocess.run([sys.executable, __file__, scenario], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_the_lesson_is_played_to_its_end_step_by_step(scenarios):
    from deboule.games.deboule.tutorial import steps

    out = scenarios["whole"]
    expected = steps()
    # every step reached, in order, each ended by its own `done` (or Enter when it has none)
    assert out["reached"] == [step.text for step in expected]
    assert out["history"] == [[i, "enter" if step.done is None else "done"]
                              for i, step in enumerate(expected)]
    assert out["finished"] and out["bravo"]
    assert out["back_to"] == "LearnScreen"
    # the flick, then the keyboard threw; the things the lesson promises happened on the table
    assert out["flicked"]
    log = "\n".join(out["log"])
    for happened in ("fait rouler le cochondé : 6", "mise de 4 points", "choisit de relancer",
                     "chapeaute la rouge 2", "force la relance de la verte 2",
                     "bascule vers le fond", "Déchole", "chapeaute tour 4"):
        assert happened in log, happened
    assert out["scores"] == [5, 0]  # stake 4 + red 2, closer than the bot's best
    assert out["measured"]  # the measurement was shown before the last step ended
    assert out["saves"] == []  # a lesson leaves no save and no record
    assert out["pointed"] >= 10  # steps with an arrow drew it on screen


def test_restart_and_leave_from_the_lesson_menu(scenarios):
    out = scenarios["restart"]
    assert out["before"] >= 3
    assert out["menu"] == "LessonMenu"
    assert out["restarted"] == ["CoachedScreen", 0, 0]  # step 0, no throw landed yet
    assert out["fresh_match"] and out["old_closed"]
    assert out["left"] == "LearnScreen"
    assert out["lessons"][0] == "deboule"


def test_the_arranged_round_is_the_same_whatever_the_throws():
    """Two players throwing differently get the same tables, decisions and score."""
    first = _play_headless(angle=0.0, power=0.3)
    second = _play_headless(angle=25.0, power=0.9)
    assert first == second
    assert first["scores"] == [5, 0]
    assert first["landed"] == 13


def _play_headless(angle: float, power: float) -> dict:
    from deboule.games.deboule.tutorial import HUMAN_CHOICES, LessonMatch
    from deboule.rules.deboule import (
        ChooseTowers,
        ChooseTowersRequest,
        RollOffRequest,
        ThrowRequest,
    )
    from deboule.shell.flick import keyboard_throw

    match = LessonMatch(headless=True)
    try:
        for _ in range(400):
            if match.round_over():
                break
            if match.flight is not None:
                match.land()
                continue
            req = match.pending
            if not match.human_to_act():
                match.step()
            elif isinstance(req, ThrowRequest | RollOffRequest):
                match.human_throw(match.next_landing().piece,
                                  keyboard_throw(angle, power, 0.0, 0.0))
            elif isinstance(req, ChooseTowersRequest):
                match.human_action(ChooseTowers((0, 2, 6, 8)))
            else:
                match.human_action(next(a for a in match.legal_actions() if a in HUMAN_CHOICES))
        return {"settled": match.settled, "scores": list(match.game.scores),
                "landed": match.landed, "log": match.log}
    finally:
        match.close()


# ---------------------------------------------------------------------- the driver


def _app():
    from deboule.shell.window import GameApp

    return GameApp(headless=True)


def _press(app, symbol) -> None:
    app.window.dispatch_event("on_key_press", symbol, 0)
    app.frame(1 / 30)


def _open_lesson(app):
    from pyglet.window import key

    app.frame()
    main = app.screen
    while main.menu.current.key != "learn":
        _press(app, key.DOWN)
    _press(app, key.ENTER)
    learn = app.screen
    lessons = learn.lessons()
    while learn.menu.current.key != "deboule":
        _press(app, key.DOWN)
    _press(app, key.ENTER)
    return app.screen, lessons


def _flick(app, table) -> None:
    """A mouse flick from behind the réglette up the table (the test's own clock)."""
    import numpy as np
    from pyglet.window import mouse

    clock = iter(np.arange(0.0, 10.0, 0.016))
    table.clock_now = lambda: float(next(clock))
    width, _ = app.size
    x, y = width // 2, 40
    app.window.dispatch_event("on_mouse_press", x, y, mouse.LEFT, 0)
    for step in range(1, 8):
        app.window.dispatch_event("on_mouse_drag", x + step, y + 12 * step, 1, 12, mouse.LEFT, 0)
    app.window.dispatch_event("on_mouse_release", x + 8, y + 96, mouse.LEFT, 0)
    app.frame(1 / 30)


def _act(app, coached, state: dict) -> None:
    """What a player does now: read and go on, throw, choose, or watch the table."""
    from pyglet.window import key

    table = coached.inner
    if coached.step.done is None:
        _press(app, key.ENTER)
    elif table.measuring is not None:
        _press(app, key.ENTER)
    elif table.throw_request() is not None:
        if not state["flicked"]:
            _flick(app, table)
            state["flicked"] = table.match.flight is not None
        else:
            _press(app, key.RIGHT)  # aim a little, then throw from the keyboard
            _press(app, key.SPACE)
    elif table.choosing_towers() or table.choices():
        _press(app, key.ENTER)
    else:  # the table plays on: drawn one update in DRAWN_WHILE_WAITING
        state["watched"] = state.get("watched", 0) + 1
        if state["watched"] % DRAWN_WHILE_WAITING == 0:
            app.frame(1 / 30)
        else:
            app.window.dispatch_events()
            app.tick(1 / 30)


def whole(app) -> dict:
    from pyglet.window import key

    coached, _ = _open_lesson(app)
    state = {"flicked": False}
    reached, pointed, measured = [], 0, False
    for _ in range(20000):
        if coached.finished:
            break
        index = coached.step_index
        if not reached or reached[-1][0] != index:
            reached.append((index, coached.step.text))
            app.frame(1 / 30)
            if coached.target_point() is not None:
                pointed += 1
        measured = measured or coached.inner.measuring is not None
        _act(app, coached, state)
    app.frame(1 / 30)
    out = {"reached": [text for _, text in reached], "history": coached.history,
           "finished": coached.finished, "flicked": state["flicked"], "pointed": pointed,
           "bravo": any(text == "Bravo !" for _, _, text in app.text.last_frame),
           "log": coached.inner.match.log, "scores": list(coached.inner.match.game.scores),
           "measured": measured}
    _press(app, key.ENTER)
    out["back_to"] = type(app.screen).__name__
    data = Path(os.environ["DEBOULE_DATA_DIR"])
    out["saves"] = sorted(str(p.relative_to(data)) for p in data.rglob("*") if p.is_file()) \
        if data.exists() else []
    return out


def restart(app) -> dict:
    from pyglet.window import key

    coached, lessons = _open_lesson(app)
    state = {"flicked": False}
    for _ in range(3000):  # up to the starter's choice: a throw has landed
        if coached.step_index >= 4:
            break
        _act(app, coached, state)
    out = {"before": coached.step_index, "lessons": lessons}
    old_match = coached.inner.match
    closed = []
    old_match.close = lambda: closed.append(True)
    _press(app, key.ESCAPE)
    out["menu"] = type(app.screen).__name__
    _press(app, key.DOWN)
    _press(app, key.ENTER)  # "Recommencer la leçon"
    again = app.screen
    out["restarted"] = [type(again).__name__, again.step_index, again.inner.match.landed]
    out["fresh_match"] = again is not coached and again.inner.match is not old_match
    out["old_closed"] = bool(closed)
    _press(app, key.ENTER)  # the welcome read
    _press(app, key.ESCAPE)
    _press(app, key.UP)  # round to the last line: "Quitter la leçon"
    _press(app, key.ENTER)
    out["left"] = type(app.screen).__name__
    return out


def both() -> dict:
    """The whole lesson, then (back at the main menu) the restart and the leaving."""
    app = _app()  # first: pyglet must know it is headless before pyglet.window is imported
    out = {"whole": whole(app)}
    while len(app.screens) > 1:  # from the lessons' list back to the main menu
        app.pop()
    out["restart"] = restart(app)
    return out


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    print(json.dumps({"both": both}[sys.argv[1]]()))
