"""The Cul de Chouette screen in a headless EGL window, driven by key and mouse events.

The scenarios run in one fresh subprocess (pyglet's headless option is global): this file runs
itself with `python tests/test_cdc_screen.py <out_dir> <scenario>...` and prints a JSON summary.
Screenshots are left in the test's tmp dir (CDC_SHOTS=<dir> keeps copies to look at).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


SCENARIOS = ("roll", "race", "menu", "flick", "end", "timer", "aim", "join")


@pytest.fixture(scope="module")
def results(tmp_path_factory) -> dict:
    """Every scenario, one after the other, in one headless window of a fresh process."""
    tmp_path = tmp_path_factory.mktemp("cdc_window")
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp_path / "config"),
               DEBOULE_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, __file__, str(tmp_path), *SCENARIOS], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        pytest.fail(f"window scenarios failed:\n{proc.stdout}\n{proc.stderr}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_the_pause_menu_lets_a_bot_join_the_game_in_progress(results):
    out = results["join"]
    assert out["labels"][1:4] == ["Faire entrer un bot débutant", "Faire entrer un bot habitué",
                                  "Faire entrer un bot expert"]
    assert out["back_in_game"] and out["waiting"] == ["expert"]
    assert out["note"].startswith("Un bot expert entrera à la fin de la manche")


def test_space_rolls_physics_dice_that_the_rules_read_at_rest(results):
    out = results["roll"]
    assert out["flying_frames"] > 1  # the throw played out over several frames
    assert out["actions_while_flying"] == [out["actions_before"]]  # nothing read while rolling
    assert out["dice_event"]["player"] == 0 and out["dice_event"]["purpose"] == "roll_off"
    assert out["dice_event"]["faces"] == [out["face_at_rest"]]
    assert out["saved_kind"] == "cdc" and out["resumed_events"] == out["events"]
    # the tray is drawn: felt green dominates the tray view, the frame is not uniform
    assert out["tray_green_share"] > 0.25 and out["tray_std"] > 10
    assert out["dice_pixels"] > 20  # the thrown die shows (white faces on the green)
    assert out["bevue"]["player"] == 0 and out["bevue"]["code"] == "no_race"
    assert out["pause_on_top"] and out["back_in_game"] and out["clock_frozen"]


def test_the_game_clock_stops_while_paused():
    from deboule.games.cul_de_chouette.match import ManualClock
    from deboule.games.cul_de_chouette.screen import PausableClock

    source = ManualClock(10.0)
    clock = PausableClock(source)
    source.advance(1.0)
    assert clock() == 11.0
    clock.pause()
    source.advance(5.0)  # five seconds in the pause menu
    assert clock() == 11.0
    clock.resume()
    source.advance(0.5)
    assert clock() == 11.5


def test_a_race_key_reaches_the_rules_in_an_open_race(results):
    out = results["race"]
    assert out["race_kind"] == "pas_mou_le_caillou"
    assert out["pressed_at"] is not None and 0 <= out["pressed_at"] <= 3000
    assert [0, out["pressed_at"]] in out["race_presses"]["presses"]
    assert out["timer_pixels"] > 200  # the gold timer bar is drawn


def test_a_decision_menu_answers_with_keys_and_mouse(results):
    out = results["menu"]
    assert out["labels"] == ["Siroter : relancer le dé seul", "Garder la Chouette"]
    assert out["after_keys"] == {"type": "pass", "player": 0}
    assert out["clicked"] == {"type": "siroter", "player": 0}


def test_a_mouse_flick_in_the_tray_throws_the_die(results):
    out = results["flick"]
    assert out["note"] is None and out["flying"]
    vx, vy, _ = out["velocity"]
    gain = 1.6  # FlickSettings().gain: pointer speed 1.2 m/s along +x, 0.2 m/s along +y
    assert vx == pytest.approx(1.2 * gain, rel=0.15) and vy == pytest.approx(0.2 * gain, abs=0.2)
    assert out["dice"]["purpose"] == "roll_off" and out["dice"]["faces"] == [out["face"]]


def test_the_game_ends_with_the_winner_shown_and_enter_returns_to_the_menu(results):
    out = results["end"]
    assert out["scores_before"] == [300, 0]
    if out["cul"] == 6:  # 6-6-6 from the physics: 100 more, 343 reached in one's own turn
        assert out["winners"] == [0] and out["scores"][0] == 400
    winner = out["winners"][0]
    assert out["scores"][winner] == max(out["scores"]) >= 343
    assert out["gold_pixels"] > 300  # the winner line is drawn
    assert out["had_slot"] and not out["save_after_end"]  # a finished game is not resumable
    assert out["back_to_menu"]


def test_a_bet_shows_its_countdown_and_passes_for_the_human_when_it_ends(results):
    out = results["timer"]
    assert out["prompt"] == "bet_sirotage" and out["left_at_start"] == pytest.approx(15.0, abs=0.1)
    assert out["countdown_pixels"] > 100  # the seconds and the bar are drawn
    assert out["after_10s"] == "bet_sirotage"  # still open with 5 s left
    assert out["red_pixels_10s"] > out["red_pixels_start"]  # the last 5 s turn red
    assert out["last_action"] == {"type": "pass", "player": 0}  # no bet, for them
    assert out["prompt_after"] == "sirotage" and "passe" in out["note"]


def test_arrows_aim_the_throw_shown_by_an_arrow_and_space_throws_it(results):
    out = results["aim"]
    assert out["arrow_pixels"] > 150  # the aim arrow drawn in the tray, gone after Backspace
    assert out["aim"] == {"angle": 6.0, "power": 0.5, "lateral": 0.0}
    assert out["heading_deg"] == pytest.approx(6.0, abs=1e-6)
    assert out["start_x"] == pytest.approx(-0.10)  # from the hand zone (tray_zone)
    assert out["dice"]["purpose"] == "roll_off" and out["dice"]["player"] == 0
    assert out["quick_start_x"] != pytest.approx(-0.10)  # Space without aiming: at random


# ------------------------------------------------------------------ the scenarios (subprocess)
def _shot(app, out_dir: Path, name: str):
    from PIL import Image

    image = app.screenshot()
    Image.fromarray(image).save(out_dir / f"{name}.png", compress_level=1)
    keep = os.environ.get("CDC_SHOTS")
    if keep:
        Image.fromarray(image).save(Path(keep) / f"cdc-{name}.png")
    return image


def _tray_stats(screen, image) -> dict:

    vx, vy, w, h = screen.tray_viewport()
    height = image.shape[0]
    tray = image[height - (vy + h):height - vy, vx:vx + w].astype(int)
    r, g, b = tray[..., 0], tray[..., 1], tray[..., 2]
    green = (g > r + 25) & (g > b + 15)
    white = (r > 190) & (g > 180) & (b > 140)  # ivory, warm under the lamp
    return {"tray_green_share": float(green.mean()), "tray_std": float(tray.std()),
            "dice_pixels": int(white.sum())}


def _frames(app, n: int, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.frame(dt)


def _until(app, condition, seconds: float = 60.0, dt: float = 1 / 60) -> int:
    """Frames of `dt` until `condition()`; at most `seconds` of the game's time (frames
    counted, not the wall clock's time, which a loaded machine stretches)."""
    frames = 0
    while not condition():
        if frames * dt > seconds:
            raise AssertionError(f"not within {seconds} s of game time")
        app.frame(dt)
        frames += 1
    return frames


def scenario_roll(app, out_dir: Path) -> dict:
    from pyglet.window import key

    from deboule.files.saves import read_save
    from deboule.games.cul_de_chouette.screen import CdcScreen
    from deboule.screens.menus import PauseScreen
    screen = CdcScreen.new(app, ["human", "expert", "novice"], seed=4)
    app.push(screen)
    match = screen.match
    match.pace = 0.1  # shorter bot pauses: the test waits for the bots' opening dice
    _frames(app, 2)
    before = len(match.state.actions)
    app.window.dispatch_event("on_key_press", key.SPACE, 0)
    app.frame(1 / 60)
    assert match.flight is not None
    flying, while_flying = 1, set()
    while match.flight is not None:
        while_flying.add(len(match.state.actions))
        app.frame(1 / 60)
        flying += 1
        assert flying < 5000
    face = match.world.state().pieces["die-1"].pips
    dice_event = [e for e in match.state.events if e["type"] == "dice"][-1]
    image = _shot(app, out_dir, "roll")
    stats = _tray_stats(screen, image)
    kind, data = read_save()
    resumed = CdcScreen.from_save(app, data)
    events_now = list(match.state.events)

    def started() -> bool:  # the roll-off over (the human throws again on a tie)
        if match.node.kind == "chance" and match.human_to_throw() == 0:
            app.window.dispatch_event("on_key_press", key.SPACE, 0)
        return bool(match.state.order) and match.flight is None

    _until(app, started, dt=0.1)  # coarse frames: the dice need fewer drawn frames
    app.window.dispatch_event("on_key_press", key.A, 0)  # no race open: a Bévue
    app.frame(1 / 60)
    bevue = [e for e in match.state.events if e["type"] == "bevue"][-1]
    app.window.dispatch_event("on_key_press", key.ESCAPE, 0)
    app.frame(1 / 60)
    pause_on_top = isinstance(app.screen, PauseScreen)
    frozen = screen.clock()
    time.sleep(0.05)
    clock_frozen = screen.clock() == frozen
    _shot(app, out_dir, "pause")
    app.window.dispatch_event("on_key_press", key.ENTER, 0)  # "Continuer"
    app.frame(1 / 60)
    return {"flying_frames": flying, "actions_before": before,
            "actions_while_flying": sorted(while_flying), "dice_event": dice_event.to_dict(),
            "face_at_rest": face, "saved_kind": kind,
            "events": [e.to_dict() for e in events_now],
            "resumed_events": [e.to_dict() for e in resumed.match.state.events],
            "bevue": bevue.to_dict(), "pause_on_top": pause_on_top, "clock_frozen": clock_frozen,
            "back_in_game": app.screen is screen,
            **stats}


def _scripted_record(seats, dice_after_throw, more=()):
    """A save whose roll-off makes seat 0 start, then seat 0's scripted throw (and `more`)."""
    from deboule.games.cul_de_chouette.match import CdcMatch
    from deboule.rules.cul_de_chouette import DiceRolled
    from deboule.rules.cul_de_chouette.actions import Throw as ThrowAction

    match = CdcMatch(seats, seed=9)
    for seat in range(len(seats)):
        match.apply_scripted(DiceRolled((1 if seat == 0 else 6,)))
    match.apply_scripted(ThrowAction(0))
    for faces in dice_after_throw:
        match.apply_scripted(DiceRolled(tuple(faces)))
    for action in more:
        match.apply_scripted(action)
    return {"match": match.to_save()}


def _near_the_end():
    """Two humans: seat 0 throws three Culs de Chouette of 6 (100 each), seat 1 Néants."""
    from deboule.rules.cul_de_chouette import DiceRolled, Pass
    from deboule.rules.cul_de_chouette.actions import Throw as ThrowAction

    more = []
    for _ in range(2):
        more += [ThrowAction(1), DiceRolled((2, 3)), Pass(0), DiceRolled((6,)),  # Néant
                 ThrowAction(0), DiceRolled((6, 6)), DiceRolled((6,))]
    more += [ThrowAction(1), DiceRolled((2, 3)), Pass(0), DiceRolled((6,)),
             ThrowAction(0), DiceRolled((6, 6))]  # the cul to come: 6 wins
    return _scripted_record(["human", "human"], [(6, 6), (6,)], more)


def scenario_race(app, out_dir: Path) -> dict:
    import numpy as np
    from pyglet.window import key

    from deboule.games.cul_de_chouette.screen import CdcScreen
    screen = CdcScreen.from_save(app, _scripted_record(["human", "expert", "expert"],
                                                       [(1, 1), (2,)]))
    app.push(screen)
    match = screen.match
    window = match.race_open()
    app.frame(1 / 60)
    image = _shot(app, out_dir, "race")
    bar = (image[..., 0] > 235) & (image[..., 1] > 185) & (image[..., 1] < 215) & (
        image[..., 2] < 90)
    app.window.dispatch_event("on_key_press", key.A, 0)
    app.frame(1 / 60)
    pressed = window.presses.get(0)
    _until(app, lambda: match.race_open() is None, seconds=30)
    presses = [e for e in match.state.events if e["type"] == "race_presses"][-1]
    _frames(app, 3)
    _shot(app, out_dir, "after-race")
    return {"race_kind": window.kind, "pressed_at": pressed, "race_presses": presses.to_dict(),
            "timer_pixels": int(np.count_nonzero(bar))}


def scenario_menu(app, out_dir: Path) -> dict:
    from pyglet.window import key

    from deboule.games.cul_de_chouette.screen import CdcScreen
    data = _scripted_record(["human", "human"], [(3, 3), (5,)])  # a Chouette of 3
    screen = CdcScreen.from_save(app, data)
    app.push(screen)
    app.frame(1 / 60)
    _shot(app, out_dir, "menu")
    menu = screen.match.decision_menu("fr")
    labels = menu.labels("fr")
    app.window.dispatch_event("on_key_press", key.DOWN, 0)
    app.window.dispatch_event("on_key_press", key.ENTER, 0)
    app.frame(1 / 60)
    after_keys = screen.match.state.actions[-1].to_dict()
    # again, by mouse: the same Chouette, clicking the first line twice (focus, then choose)
    screen2 = CdcScreen.from_save(app, data)
    app.push(screen2)
    app.frame(1 / 60)
    _, row = screen2.hud.menu_rows()[0][0]
    scale = app.window.width / app.size[0]
    for _ in range(2):
        app.window.dispatch_event("on_mouse_press", int((row.x + 30) * scale),
                                  int(row.centre_y * scale), 1, 0)
        app.frame(1 / 60)
    clicked = screen2.match.state.actions[-1].to_dict()
    return {"labels": labels, "after_keys": after_keys, "clicked": clicked}


def scenario_flick(app, out_dir: Path) -> dict:
    from deboule.games.cul_de_chouette.match import ManualClock
    from deboule.games.cul_de_chouette.screen import CdcScreen

    app.settings = app.settings.with_(lang="en")
    screen = CdcScreen.new(app, ["human", "regular"], seed=2)
    app.push(screen)
    app.frame(1 / 60)
    screen.clock = flick_clock = ManualClock(100.0)  # the pointer samples' times
    vx, vy, w, h = screen.tray_viewport()
    path = [(-0.16 + 0.012 * k, -0.02 + 0.002 * k, 0.0) for k in range(8)]  # 1.2 m/s forward
    pixels = screen.camera().project(path, (w, h))
    points = [(vx + px, vy + h - py) for px, py in pixels]
    # window events are queued: each is handled by the next frame
    app.window.dispatch_event("on_mouse_press", int(points[0][0]), int(points[0][1]), 1, 0)
    app.frame(1 / 60)
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        flick_clock.advance(0.01)
        app.window.dispatch_event("on_mouse_drag", int(x1), int(y1), int(x1 - x0),
                                  int(y1 - y0), 1, 0)
        app.frame(1 / 60)
    app.window.dispatch_event("on_mouse_release", int(points[-1][0]), int(points[-1][1]), 1, 0)
    app.frame(1 / 60)
    flying = screen.match.flight is not None
    if not flying:
        return {"note": screen.note, "flying": False}
    _until(screen.app, lambda: screen.match.flight is None)
    throw = screen.match.entries[-1]["throw"]["die-1"]
    dice = [e for e in screen.match.state.events if e["type"] == "dice"][-1]
    _shot(app, out_dir, "flick")
    return {"flying": flying, "velocity": throw["velocity"], "dice": dice.to_dict(),
            "face": screen.match.world.state().pieces["die-1"].pips,
            "note": screen.note}


def scenario_end(app, out_dir: Path) -> dict:
    import numpy as np
    from pyglet.window import key

    from deboule.games.cul_de_chouette.screen import CdcScreen
    from deboule.screens.menus import MainMenu

    screen = CdcScreen.from_save(app, _near_the_end())
    app.push(screen)
    match = screen.match
    scores_before = match.state.player_scores()
    app.frame(1 / 60)
    thrown_before = sum(e["type"] == "dice" for e in match.state.events)

    def cul_read() -> bool:  # the last cul, from the physics (thrown again if it left the tray)
        if match.human_to_throw() == 0 and match.flight is None:
            app.window.dispatch_event("on_key_press", key.SPACE, 0)
        dice = [e for e in match.state.events if e["type"] == "dice"]
        return len(dice) > thrown_before and dice[-1]["purpose"] == "cul"

    _until(app, cul_read)
    face = [e for e in match.state.events if e["type"] == "dice"][-1]["faces"][0]
    if not match.over:  # not a 6: play on, Space for every throw, first line of every menu
        def done() -> bool:
            if match.human_to_throw() is not None:
                app.window.dispatch_event("on_key_press", key.SPACE, 0)
            elif match.human_to_decide() is not None:
                app.window.dispatch_event("on_key_press", key.ENTER, 0)
            return match.over
        _until(app, done, seconds=120)
    app.frame(1 / 60)
    image = _shot(app, out_dir, "end")
    strip = image[image.shape[0] - int(image.shape[0] * 0.36):, : screen.tray_viewport()[2]]
    gold_text = (strip[..., 0] > 235) & (strip[..., 1] > 190) & (strip[..., 2] < 120)
    winners = list(match.state.winners)
    # the game's own autosave slot (earlier scenarios' unfinished games keep theirs)
    slot = screen.save_slot.path if screen.save_slot is not None else None
    app.window.dispatch_event("on_key_press", key.ENTER, 0)
    app.frame(1 / 60)
    return {"scores_before": scores_before, "cul": face, "winners": winners,
            "scores": match.state.player_scores(), "had_slot": slot is not None,
            "save_after_end": slot is not None and slot.exists(),
            "gold_pixels": int(np.count_nonzero(gold_text)),
            "back_to_menu": isinstance(app.screen, MainMenu)}


def _bet_record():
    """Two humans: seat 0 scores 4 (a Chouette of 2), seat 1 sips a Chouette of 6: seat 0 may
    bet on the Sirotage."""
    from deboule.rules.cul_de_chouette import DiceRolled, Pass, Siroter
    from deboule.rules.cul_de_chouette.actions import Throw as ThrowAction

    more = [Pass(0), ThrowAction(1), DiceRolled((6, 6)), Pass(0), DiceRolled((3,)), Siroter(1)]
    return _scripted_record(["human", "human"], [(2, 2), (5,)], more)


def scenario_timer(app, out_dir: Path) -> dict:
    import numpy as np

    from deboule.games.cul_de_chouette.match import ManualClock
    from deboule.games.cul_de_chouette.screen import CdcScreen

    screen = CdcScreen.from_save(app, _bet_record())
    app.push(screen)
    match = screen.match
    screen.clock = match.clock = clock = ManualClock(match.clock())  # a test clock from now
    app.frame(1 / 60)
    prompt, left_at_start = match.node.prompt, match.decision_timer()[0]
    strip_right = slice(screen.tray_viewport()[2] // 2, screen.tray_viewport()[2])

    def colours(image):
        strip = image[image.shape[0] - int(image.shape[0] * 0.36):, strip_right].astype(int)
        gold = (strip[..., 0] > 235) & (strip[..., 1] > 185) & (strip[..., 2] < 120)
        red = (strip[..., 0] > 235) & (strip[..., 1] < 130) & (strip[..., 2] < 120)
        return int(np.count_nonzero(gold)), int(np.count_nonzero(red))

    gold, red_start = colours(_shot(app, out_dir, "timer"))
    clock.advance(10.5)
    app.frame(1 / 60)
    after_10s = match.node.prompt
    _, red_10s = colours(_shot(app, out_dir, "timer-red"))
    clock.advance(5.0)
    app.frame(1 / 60)
    app.frame(1 / 60)
    _shot(app, out_dir, "timer-out")
    return {"prompt": prompt, "left_at_start": left_at_start,
            "countdown_pixels": gold, "red_pixels_start": red_start,
            "red_pixels_10s": red_10s, "after_10s": after_10s,
            "last_action": match.state.actions[-1].to_dict(),
            "prompt_after": match.node.prompt, "note": (match.note or ("",))[0]}


def scenario_aim(app, out_dir: Path) -> dict:
    import math

    from pyglet.window import key

    from deboule.games.cul_de_chouette.screen import CdcScreen

    screen = CdcScreen.new(app, ["human", "regular"], seed=2)
    app.push(screen)
    match = screen.match

    def press(symbol, times=1):
        for _ in range(times):
            app.window.dispatch_event("on_key_press", symbol, 0)
        app.frame(1 / 60)

    press(key.LEFT, 3)  # 6 degrees to the thrower's left (+y, up the screen)
    press(key.UP, 2)  # power 0.4 -> 0.5 (the one key scheme: deboule.screens.keys)
    vx, vy, w, h = screen.tray_viewport()
    aimed = _shot(app, out_dir, "aim").astype(int)
    press(key.BACKSPACE)  # no aim: back to a quick random throw
    plain = app.screenshot().astype(int)
    height = aimed.shape[0]
    rows = slice(height - (vy + h), height - vy)
    diff = abs(aimed[rows, vx:vx + w] - plain[rows, vx:vx + w]).sum(axis=2) > 60
    press(key.LEFT)  # aiming again: the aim is kept (6 + 2), then one step back
    press(key.RIGHT)
    aim = dict(screen.aim_of(0))
    press(key.SPACE)
    assert match.flight is not None
    _until(app, lambda: match.flight is None)
    throw = match.entries[-1]["throw"]["die-1"]
    dice = [e for e in match.state.events if e["type"] == "dice"][-1]
    heading = math.degrees(math.atan2(throw["velocity"][1], throw["velocity"][0]))
    quick = CdcScreen.new(app, ["human", "regular"], seed=2)
    app.push(quick)
    press(key.SPACE)
    quick_start = quick.match.flight.throws["die-1"].position[0]
    return {"arrow_pixels": int(diff.sum()), "aim": aim, "heading_deg": heading,
            "start_x": throw["position"][0], "dice": dice.to_dict(),
            "quick_start_x": quick_start}


def scenario_join(app, out_dir: Path) -> dict:
    """C6 from the pause menu: Échap, three times ↓ to "Faire entrer un bot expert", Entrée."""
    from pyglet.window import key

    from deboule.games.cul_de_chouette.screen import CdcScreen
    from deboule.screens.menus import PauseScreen

    screen = CdcScreen.new(app, ["human", "expert"], seed=4)
    app.push(screen)
    _frames(app, 2)
    app.window.dispatch_event("on_key_press", key.ESCAPE, 0)
    app.frame(1 / 60)
    pause = app.screen
    labels = [item.text() for item in pause.menu.items] if isinstance(pause, PauseScreen) else []
    for _ in range(3):
        app.window.dispatch_event("on_key_press", key.DOWN, 0)
    app.window.dispatch_event("on_key_press", key.ENTER, 0)
    app.frame(1 / 60)
    return {"labels": labels, "back_in_game": app.screen is screen,
            "waiting": list(screen.match.joins.waiting), "note": screen.note_text()}


def run_all(out_dir: Path, names) -> dict:
    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    # first: it makes pyglet headless; the smallest window size draws fastest
    app = GameApp(headless=True, settings=Settings(window=(960, 540)))
    out = {}
    for name in names:
        app.settings = app.settings.with_(lang="fr")
        out[name] = globals()[f"scenario_{name}"](app, out_dir)
        while len(app.screens) > 1:  # back to the main menu (each game saves on closing)
            app.pop()
    return out


if __name__ == "__main__":
    print(json.dumps(run_all(Path(sys.argv[1]), sys.argv[2:]), default=str))
