"""L'Enculette's guided first round (game/enculette/tutorial.py) driven to its end in a headless
window by keys, as a player would: shake, peek, announce, the bot believes and announces higher,
the player doubts; then, restarted from the lesson's menu, the same round where the player
believes and plays on until somebody drinks. Each step is reached in order, advanced by the
player's key (or, for the bot's answer, by the bot), and the rules saw each move.

Run as a script, this file is the driver (pyglet's headless switch is process-wide: one window
per process); the tests run it once and read the JSON it prints. TUTO_SHOTS=<dir> keeps the
screenshots of every step."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
KINDS = ["explain", "shake", "peek", "explain", "choose", "bot", "choose", "play", "explain"]


@pytest.fixture(scope="module")
def out(tmp_path_factory) -> dict:
    tmp_path = tmp_path_factory.mktemp("tuto_enculette")
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp_path / "config"),
               DEBOULE_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    env.pop("DISPLAY", None)
    proc = subprocess.run([sys.executable, __file__, str(tmp_path)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, f"{proc.stdout[-2000:]}\n{proc.stderr[-4000:]}"
    return json.loads(proc.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("run", ["doubt", "believe"])
def test_every_step_is_reached_in_order_and_advanced_by_its_move(out, run):
    result = out[run]
    assert result["history"] == [[i, "enter" if kind == "explain" else "done"]
                                 for i, kind in enumerate(KINDS)]
    steps = result["steps"]
    # after a doubt the drink comes with the lift: "until somebody drinks" is over at once
    visited = [i for i in range(len(KINDS)) if not (run == "doubt" and KINDS[i] == "play")]
    assert [s["index"] for s in steps] == visited
    assert [s["kind"] for s in steps] == [KINDS[i] for i in visited]
    for step in steps:
        assert step["waited"], step  # nothing moved on before the move
        assert step["fr"] != step["key"] and step["en"] != step["key"], step
        assert "{" not in step["fr"] and "{" not in step["en"], step
    assert result["finished"]


def test_the_round_announce_believe_doubt_happened_in_the_rules(out):
    events = out["doubt"]["events"]
    kinds = [e["kind"] for e in events]
    assert kinds[:3] == ["shaken", "announced", "believed"]
    first = events[1]
    assert first["player"] == 0 and first["to"] == 1 and first["value"] == 43  # the truth
    assert events[2]["player"] == 1  # the bot believed
    second = next(e for e in events[3:] if e["kind"] == "announced")
    assert second["player"] == 1 and second["to"] == 0 and second["value"] == 51  # higher
    doubted = next(e for e in events if e["kind"] == "doubted")
    assert doubted["player"] == 0 and doubted["faces"] == [4, 3] and not doubted["truthful"]
    drank = [e for e in events if e["kind"] == "drank"]
    assert drank == [{"kind": "drank", "cup": 0, "player": 1, "amount": 1,
                      "reason": "caught_lying"}]  # the bluffing bot drinks
    assert out["doubt"]["gorgees"] == [0, 1]
    assert "Joueur 2 boit 1 gorgée" in out["doubt"]["outcome_fr"]
    assert "le menteur est pris" in out["doubt"]["outcome_fr"]


def test_believing_plays_on_until_somebody_drinks(out):
    events = out["believe"]["events"]
    believed = [e["player"] for e in events if e["kind"] == "believed"]
    assert believed[:2] == [1, 0]  # the bot believed, then the player
    assert sum(e["kind"] == "drank" for e in events) >= 1
    assert sum(out["believe"]["gorgees"]) >= 1
    assert out["believe"]["outcome_fr"].count("gorgée") == 1


def test_the_first_announcement_leaves_out_the_21_and_peeking_shows_the_dice(out):
    assert out["doubt"]["menu_has_21"] is False
    assert out["doubt"]["peek"] == [4, 3]


def test_restart_gives_a_fresh_lesson_and_the_lesson_never_saves(out):
    assert out["restart"] == {"screen": "CoachedScreen", "step": 0, "history": 0, "fresh": True}
    assert out["saved"] == []


def test_the_panel_and_the_pointer_are_drawn(out):
    assert out["doubt"]["ring_gold"] > 30  # the ring on the Tasse at the shake
    assert out["doubt"]["porcelain"] > 0.01  # the Tasse is drawn beside the panel


# ---------------------------------------------------------------------- the driver
def _run(app, coached, out_dir: Path, name: str, answer: str) -> dict:  # noqa: C901
    import numpy as np
    from PIL import Image
    from pyglet.window import key

    from game.i18n import tr
    from rules.enculette import Doubt

    keep = os.environ.get("TUTO_SHOTS")
    screen = coached.inner
    match = screen.match
    found: dict = {"ring_gold": 0, "porcelain": 0.0}

    def frames(n: int = 1, dt: float = 1 / 30) -> None:
        for _ in range(n):
            app.frame(dt)

    def press(symbol) -> None:
        app.window.dispatch_event("on_key_press", symbol, 0)
        frames(1)

    def shot(label: str) -> np.ndarray:
        image = app.screenshot()
        Image.fromarray(image).save(out_dir / f"{name}-{label}.png")
        if keep:
            Image.fromarray(image).save(Path(keep) / f"enc-{name}-{label}.png")
        return image

    def choose(wanted) -> None:
        entries = screen.menu()
        index = next(i for i, (_, action) in enumerate(entries) if wanted(action))
        for _ in range(len(entries) + 1):
            if screen.focus == index:
                break
            press(key.DOWN)
        press(key.ENTER)

    def until_changed(index: int, act=None, limit: int = 2000) -> None:
        for _ in range(limit):
            if coached.step_index != index or coached.finished:
                return
            if act is not None:
                act()
            frames(1, 0.05)

    def play_on() -> None:
        """Believing: serve, look, announce the lowest value allowed; the bot answers."""
        if match.human_turn() is None:
            return
        if match.must_shake():
            press(key.SPACE)
        elif screen.menu():
            entries = screen.menu()
            index = next((i for i, (_, a) in enumerate(entries) if a.KIND == "announce"), 0)
            choose(lambda a, pick=entries[index][1]: a == pick)

    frames(2)
    steps = []
    height = app.size[1]
    for _ in range(len(coached.steps)):
        index = coached.step_index
        step = coached.steps[index]
        values = step.values(screen) if step.values is not None else {}
        record = {"index": index, "key": step.text, "fr": tr(step.text, "fr", **values),
                  "en": tr(step.text, "en", **values)}
        history = len(match.state.history)
        # the player does nothing yet: the step must wait (after a doubt, the lift is already
        # under way when the last step but one starts: look only briefly)
        frames(2 if step.text == "enc.tuto.until_drink" else 20)
        record["waited"] = coached.step_index == index and (
            step.done is not None or len(match.state.history) == history)
        image = shot(f"step-{index + 1:02d}")
        if step.text == "enc.tuto.shake":
            point = coached.target_point()
            x, y = int(point[0]), int(height - point[1])
            patch = image[max(0, y - 45):y + 45, max(0, x - 45):x + 45].reshape(-1, 3)
            found["ring_gold"] = int(((patch[:, 0] > 220) & (patch[:, 1] > 180)
                                      & (patch[:, 2] < 140)).sum())
            middle = image[height // 4:3 * height // 4, image.shape[1] // 3:].reshape(-1, 3)
            found["porcelain"] = float(((middle[:, 0] > 150) & (middle[:, 1] > 150)
                                        & (middle[:, 2] > 140)).mean())
        if step.done is None:
            record["kind"] = "explain"
            if step.text == "enc.tuto.outcome":
                found["outcome_fr"] = record["fr"]
            press(key.ENTER)
        elif step.text == "enc.tuto.shake":
            record["kind"] = "shake"
            press(key.SPACE)
        elif step.text == "enc.tuto.peek":
            record["kind"] = "peek"
            press(key.P)
            found["peek"] = list(screen.peek_faces() or [])
        elif step.text == "enc.tuto.announce":
            record["kind"] = "choose"
            found["menu_has_21"] = any(getattr(a, "value", None) == 21 for _, a in screen.menu())
            choose(lambda a: a.KIND == "announce" and a.value == 43)
        elif step.text == "enc.tuto.believed":
            record["kind"] = "bot"
        elif step.text == "enc.tuto.answer":
            record["kind"] = "choose"
            if answer == "doubt":
                choose(lambda a: a == Doubt())
            else:
                choose(lambda a: a.KIND == "believe")
        else:
            record["kind"] = "play"
        # a doubt is judged once the lifted cup is up: wait for the step to end
        until_changed(index, play_on if record["kind"] == "play" else None)
        record["how"] = coached.history[-1][1] if coached.history else None
        steps.append(record)
        if coached.finished:
            break
    frames(2)
    shot("bravo")
    found.update({
        "steps": steps, "history": [list(h) for h in coached.history],
        "finished": coached.finished,
        "events": [e.to_dict() | {"kind": e.kind.value} for e in match.state.events],
        "gorgees": list(match.state.gorgees),
    })
    return found


def _main(out_dir: Path) -> dict:
    from game.window import GameApp

    app = GameApp(headless=True)
    from pyglet.window import key

    from game import saves
    from game.enculette.tutorial import lesson

    coached = lesson(app)
    app.push(coached)
    result = {"doubt": _run(app, coached, out_dir, "doubt", "doubt")}
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
                         "history": len(again.inner.match.state.history),
                         "fresh": again is not coached and again.inner.match
                         is not coached.inner.match}
    result["believe"] = _run(app, again, out_dir, "believe", "believe")
    result["saved"] = [path.name for path in saves.slot_files()]
    return result


if __name__ == "__main__":
    print(json.dumps(_main(Path(sys.argv[1]))))
