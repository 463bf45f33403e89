"""L'Enculette's guided first round (deboule/games/enculette/tutorial.py) driven to its end in a
headless window by keys, as a player would: shake, peek, announce, the bot believes and announces
higher, the player doubts; then, restarted from the lesson's menu, the same round where the player
believes and plays on until somebody drinks. Each step is reached in order, advanced by the
player's key (or, for the bot's answer, by the bot), and the rules saw each move. Headless, the
lesson's arranged dice: the same round whatever the seed's shakes, the dice only turned in the
hand (deboule/shell/arranged_dice.py), and the search of that module on its own.

Run as a script, this file is the driver (pyglet's headless switch is process-wide: one window
per process); the tests run it once and read the JSON it prints. TUTO_SHOTS=<dir> keeps the
screenshots of every step."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parent.parent
# a game left to itself is drawn one update in four (and before every screenshot): drawing,
# not playing, cost most of the lesson's minute of CI; one in four still draws the dice rolling,
# the cup going up and every step's panel
DRAWN_WHILE_WAITING = 4
KINDS = ["explain", "shake", "peek", "explain", "choose", "bot", "choose", "play", "explain"]


@pytest.fixture(scope="module")
def out(tmp_path_factory) -> dict:
    tmp_path = tmp_path_factory.mktemp("tuto_enculette")
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp_path / "config"),
               DEBOULE_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    env.pop("DISPLAY", None)
    proc = subprocess.run([sys.executable, __file__], cwd=ROOT, env=env,
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
    # the bot's arranged 4-3, in either order (a roll reads its high die first)
    assert doubted["player"] == 0 and sorted(doubted["faces"], reverse=True) == [4, 3]
    assert not doubted["truthful"]
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
    for run in ("doubt", "believe"):
        assert sorted(out[run]["peek"], reverse=True) == [4, 3], run  # the arranged 43


def test_restart_gives_a_fresh_lesson_and_the_lesson_never_saves(out):
    assert out["restart"] == {"screen": "CoachedScreen", "step": 0, "history": 0, "fresh": True}
    assert out["saved"] == []


def test_the_panel_and_the_pointer_are_drawn(out):
    assert out["doubt"]["ring_gold"] > 30  # the ring on the Tasse at the shake
    assert out["doubt"]["porcelain"] > 0.01  # the Tasse is drawn beside the panel


# ---------------------------------------------------------------------- the arranged dice, headless
def _doubted_round(seed: int) -> dict:
    """The lesson's round without a window: shake, announce 43, the bot believes and answers,
    the player doubts. What each shake left under the Tasse, as the rules and the physics say."""
    from deboule.games.enculette.tutorial import BOT, HUMAN, SEATS, LessonMatch
    from deboule.rules.enculette import Announce, Doubt

    match = LessonMatch(list(SEATS), seed=seed, headless=True)
    match.human_shake()
    mine = match.visible_faces(HUMAN)
    physics_mine = match.tasses.worlds[0].dice_faces()
    match.human_action(Announce(43, BOT))
    match.run_bots()
    bots = match.state.cup().dice  # the bot's dice, hidden from the player until the lift
    physics_bots = match.tasses.worlds[0].dice_faces()
    match.human_action(Doubt())
    events = [e.to_dict() | {"kind": e.kind.value} for e in match.state.events]
    return {"mine": sorted(mine, reverse=True), "physics_mine": sorted(physics_mine, reverse=True),
            "bots": sorted(bots, reverse=True), "physics_bots": sorted(physics_bots, reverse=True),
            "events": events, "gorgees": list(match.state.gorgees)}


@pytest.mark.parametrize("offset", [0, 1, 2])
def test_the_round_is_the_same_whatever_the_seeds_shakes(offset):
    """Other seeds shake the Tasse with other hand motions, and still the player serves 43 and
    the bot, believing, gets 43 again and must bluff: the faces come from the dice turned in the
    hand, not from the bits of one machine's physics. (Left to a seed's physics, two shakes both
    land 43 about once in 324 seeds; these three seeds together, about once in 3e7.)"""
    from deboule.games.enculette.tutorial import SEED

    result = _doubted_round(SEED + offset)
    assert result["mine"] == result["physics_mine"] == [4, 3]
    assert result["bots"] == result["physics_bots"] == [4, 3]
    kinds = [e["kind"] for e in result["events"]]
    assert kinds[:4] == ["shaken", "announced", "believed", "shaken"]
    announced = [e for e in result["events"] if e["kind"] == "announced"]
    assert [(e["player"], e["value"]) for e in announced] == [(0, 43), (1, 51)]  # a bluff
    doubted = next(e for e in result["events"] if e["kind"] == "doubted")
    assert sorted(doubted["faces"], reverse=True) == [4, 3] and not doubted["truthful"]
    drank = [e for e in result["events"] if e["kind"] == "drank"]
    assert drank == [{"kind": "drank", "cup": 0, "player": 1, "amount": 1,
                      "reason": "caught_lying"}]
    assert result["gorgees"] == [0, 1]


def test_the_dice_roll_as_the_physics_shook_them_and_are_only_turned_where_they_rest():
    """The lesson's shake is the physics' own: a plain match of the same seed shakes its dice to
    the very same places. Under the cup each die is then turned where it rests, by a symmetry
    of the cube (a signed permutation of its axes): same place, same tilt, its pips moved."""
    from deboule.games.enculette.match import EnculetteMatch
    from deboule.games.enculette.tutorial import SEATS, SEED, LessonMatch
    from deboule.spatial import quat_to_mat

    for seed in (SEED, SEED + 5):
        lesson = LessonMatch(list(SEATS), seed=seed, headless=True)
        plain = EnculetteMatch(list(SEATS), seed=seed, headless=True)
        lesson.human_shake()
        plain.human_shake()
        shaken, turned_dice = plain.tasses.worlds[0].poses(), lesson.tasses.worlds[0].poses()
        assert shaken.keys() == turned_dice.keys() and len(shaken) == 2
        for pid, (position, quat) in shaken.items():
            assert turned_dice[pid][0] == position, pid
            turn = quat_to_mat(quat).T @ quat_to_mat(turned_dice[pid][1])
            assert np.allclose(turn, np.round(turn), atol=1e-9), (pid, turn)
            assert np.allclose(np.abs(np.round(turn)).sum(axis=0), 1.0), (pid, turn)
        assert sorted(lesson.tasses.worlds[0].dice_faces(), reverse=True) == [4, 3]
        # what the rules heard is what lies under the cup
        assert sorted(lesson.visible_faces(0), reverse=True) == [4, 3]


def test_a_spilled_shake_is_not_turned():
    """A die out of the Tasse is a faute: the lesson leaves that shake as it fell."""
    from deboule.games.enculette.tasses import Shake
    from deboule.games.enculette.tutorial import SEATS, SEED, LessonMatch

    lesson = LessonMatch(list(SEATS), seed=SEED, headless=True)
    spilled = Shake((6,), frozenset({"die-2"}))
    assert lesson._shaken(0, spilled) is spilled
    # the same call with both dice in: turned to the script's 4 and 3
    kept = lesson._shaken(0, Shake(lesson.tasses.worlds[0].dice_faces()))
    assert sorted(kept.faces, reverse=True) == [4, 3]


def test_a_cube_turn_paints_the_wanted_face_where_the_shown_one_was():
    from deboule.physics.tables import face_table
    from deboule.shell.arranged_dice import CUBE_TURNS, turned
    from deboule.spatial import quat_to_mat, random_quaternion, up_axis

    assert len(CUBE_TURNS) == 24
    faces = face_table("die")
    rng = np.random.default_rng(3)
    seen = set()
    for _ in range(120):  # dice lying every way, each face up many times
        orientation = random_quaternion(rng)
        got = faces[up_axis(quat_to_mat(orientation))[0]]
        seen.add(got.pips)
        for want in range(1, 7):
            turned_up = up_axis(quat_to_mat(turned(orientation, faces, got, want)))
            assert faces[turned_up[0]].pips == want, (got, want)
            # the same tilt: the cube lies as it lay, only its pips moved
            assert turned_up[1] == pytest.approx(up_axis(quat_to_mat(orientation))[1], abs=1e-6)
    assert seen == set(range(1, 7))


def test_the_search_is_bounded_and_the_pairing_leaves_right_dice_alone():
    from deboule.shell.arranged_dice import arrange, paired

    assert paired([3, 6], (4, 3)) == [3, 4]  # the die on 3 is left alone
    assert paired([6, 3], (4, 3)) == [4, 3]
    assert paired([3, 4], (4, 3)) == [3, 4]
    tries: list[int] = []

    def never(hand: int) -> list[int]:
        tries.append(hand)
        return [6, 6]

    found = arrange(0, (4, 3), never, lambda hand, got, target: hand + 1,
                    lambda hand: hand + 100, tries=10, relabel_tries=4)
    assert found is None and len(tries) == 10
    assert tries == [0, 1, 2, 3, 103, 104, 105, 106, 206, 207]  # every 4th try starts afresh

    def step(hand: int, got, target) -> int:
        return hand + 1

    # in order: [3, 4] is not [4, 3]
    assert arrange(0, (4, 3), lambda hand: [4, 3] if hand == 2 else [3, 4], step,
                   lambda hand: hand, tries=5, relabel_tries=9) == 2
    # a die out of play, or an unusable try, draws a fresh hand at once
    outs = iter([[None, 4], None, [4, 3]])
    assert arrange(0, (4, 3), lambda hand: next(outs), step, lambda hand: hand + 10,
                   tries=5, relabel_tries=9) == 20


# ---------------------------------------------------------------------- the driver
def _run(app, coached, name: str, answer: str) -> dict:  # noqa: C901
    from PIL import Image
    from pyglet.window import key

    from deboule.rules.enculette import Doubt
    from deboule.text.i18n import tr

    keep = os.environ.get("TUTO_SHOTS")
    screen = coached.inner
    match = screen.match
    found: dict = {"ring_gold": 0, "porcelain": 0.0}

    def frames(n: int = 1, dt: float = 1 / 30) -> None:
        for _ in range(n):
            app.frame(dt)

    def wait(n: int, dt: float = 1 / 30) -> None:
        """`n` updates of a game left to itself (the player waiting, the dice rolling), drawn
        one in DRAWN_WHILE_WAITING and the last: the drawing, not the game, cost the frames."""
        for i in range(1, n + 1):
            tick(dt, draw=i % DRAWN_WHILE_WAITING == 0 or i == n)

    def tick(dt: float, draw: bool) -> None:
        if draw:
            app.frame(dt)
        else:
            app.window.dispatch_events()
            app.tick(dt)

    def press(symbol) -> None:
        app.window.dispatch_event("on_key_press", symbol, 0)
        frames(1)

    def shot(label: str) -> np.ndarray:
        """The window's pixels, kept as a PNG only when TUTO_SHOTS asks (encoding twenty
        screenshots no test reads cost more than a second of CPU)."""
        image = app.screenshot()
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
        for n in range(1, limit + 1):
            if coached.step_index != index or coached.finished:
                return
            if act is not None:
                act()
            tick(0.05, draw=n % DRAWN_WHILE_WAITING == 0)

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
        wait(2 if step.text == "enc.tuto.until_drink" else 20)
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


def _main() -> dict:
    from deboule.shell.window import GameApp

    app = GameApp(headless=True)
    from pyglet.window import key

    from deboule.files import saves
    from deboule.games.enculette.tutorial import lesson

    coached = lesson(app)
    app.push(coached)
    result = {"doubt": _run(app, coached, "doubt", "doubt")}
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
    result["believe"] = _run(app, again, "believe", "believe")
    result["saved"] = [path.name for path in saves.slot_files()]
    return result


if __name__ == "__main__":
    print(json.dumps(_main()))
