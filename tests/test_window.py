"""The real game window: menus by keyboard, throws by key and by flick, autosave and resume
(headless EGL window), and an end-to-end run under Xvfb driven with xdotool."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from deboule.shell.frame_report import read_line
from tests.realwindow import xserver

ROOT = Path(__file__).resolve().parent.parent
DRIVER = ROOT / "tests" / "window_driver.py"


def _env(tmp_path: Path) -> dict:
    env = dict(os.environ)
    env.pop("DISPLAY", None)
    env["DEBOULE_CONFIG_DIR"] = str(tmp_path / "config")
    env["DEBOULE_DATA_DIR"] = str(tmp_path / "data")
    return env


# the headless scenarios, each on directories of its own; the picture keyboard_throw saves
SCENARIOS = ("menus", "refused_files", "keyboard_throw", "flick_throw", "save_and_resume",
             "partial_redraw", "watch_bots", "watch_measure")
PICTURE = "throw.png"


@pytest.fixture(scope="module")
def driven(tmp_path_factory) -> dict[str, tuple[dict, Path]]:
    """Every headless scenario played once, one after the other in one driver process (its
    start, the imports and EGL, made once): {scenario: (its JSON, its home directory)}."""
    homes = {name: tmp_path_factory.mktemp(name) for name in SCENARIOS}
    runs = [{"scenario": name, "config": str(home / "config"), "data": str(home / "data"),
             "args": [str(home / PICTURE)] if name == "keyboard_throw" else []}
            for name, home in homes.items()]
    env = _env(tmp_path_factory.mktemp("driver"))
    result = subprocess.run(
        [sys.executable, str(DRIVER), "--many"], cwd=ROOT, env=env, input=json.dumps(runs),
        capture_output=True, text=True, timeout=600,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    outs = json.loads(result.stdout.strip().splitlines()[-1])
    return {name: (outs[name], home) for name, home in homes.items()}


def drive(scenario: str, tmp_path: Path, *extra: str) -> dict:
    """One scenario in a driver process of its own (tests/test_screen_faults.py)."""
    result = subprocess.run(
        [sys.executable, str(DRIVER), scenario, *extra], cwd=ROOT, env=_env(tmp_path),
        capture_output=True, text=True, timeout=600,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


def played(driven: dict, scenario: str) -> tuple[dict, Path]:
    """A scenario's JSON from the module's driver process (it ran without an exception) and
    its home directory."""
    out, home = driven[scenario]
    assert "error" not in out, out.get("error")
    return out, home


def test_menus_are_navigated_by_keyboard(driven):
    out, tmp_path = played(driven, "menus")
    assert out["first"] == "deboule"
    assert out["focused"] == "settings"  # the disabled "resume" line is skipped
    assert out["settings_screen"] == "SettingsScreen"
    assert out["lang"] == "en"
    assert out["colour_item"] == "colour_safe"
    assert out["colour_safe"] == [True, True]  # saved and applied to the renderer at once
    saved = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert saved["lang"] == "en" and saved["version"] == 1 and saved["colour_safe"] is True
    assert out["back"] == "MainMenu"
    assert out["title"] == "Play Le Déboulé"  # the menu now speaks English
    assert out["game_screen"] == "DebouleScreen"
    assert out["pending"] == "RollOffRequest"
    assert out["seats"] == ["human", "novice"]  # a first game, as set up, is against a novice


def test_refused_files_are_told_in_the_window_and_kept_aside(driven):
    from deboule.text.i18n import tr

    out, _ = played(driven, "refused_files")
    assert out["screen"] == "MainMenu" and not out["resume_enabled"]
    settings_fr, save_fr = out["fr"]
    assert settings_fr.startswith("Réglages ignorés (taille de fenêtre non prévue : [100000, ")
    assert save_fr.startswith("Partie sauvegardée refusée (jeu inconnu : {'evil': 1})")
    assert out["en"][0].startswith("Settings ignored (window size not offered")
    assert out["en"][1].startswith("Saved game refused (unknown game")
    assert tr("notice.save_refused", "fr").split("(")[0] in save_fr  # from the tables
    assert out["window"] == [1280, 720]
    kept = [n for n in out["data"] if not n.endswith(".lock")]
    assert len(kept) == 1 and kept[0].startswith("autosave.json.") and kept[0].endswith(".refused")
    assert [n for n in out["config"] if n.endswith(".refused")] == out["config"]
    # the notices are drawn: a dark band across the top of the menu
    assert sum(out["band"]) < sum(out["middle"])


def test_a_keyboard_throw_rolls_in_real_time_and_the_rules_receive_it(driven):
    out, home = played(driven, "keyboard_throw")
    picture = home / PICTURE
    assert out["rolling"]  # the throw is animated, not settled at once
    assert out["frames"] > 5
    assert out["events"][0] == "rolloff"
    assert out["inputs"] == 1
    assert out["std"] > 20  # not a blank frame
    red, green, blue = out["mean"]
    assert red > green > blue  # the wooden table fills the view
    assert picture.exists()


def test_a_mouse_flick_throws(driven):
    out, _ = played(driven, "flick_throw")
    assert out["launched"], out["message"]
    throw = out["throw"]
    assert throw["velocity"][0] > 0.5  # forwards, down the table
    assert throw["position"][0] < 0.1  # from behind the réglette
    assert out["events"] == ["rolloff"]


def test_the_game_is_saved_after_each_throw_and_resumes_identically(driven):
    out, _ = played(driven, "save_and_resume")
    assert out["kind"] == "deboule"
    assert out["saved_inputs"] == out["inputs"] >= 2
    assert out["same_inputs"] and out["same_poses"]
    assert out["screen"] == "DebouleScreen"


@pytest.fixture
def xvfb():
    with xserver("1280x720") as display:
        yield display


def _xdotool(display: str, *args: str) -> str:
    return subprocess.run(["xdotool", *args], env={**os.environ, "DISPLAY": display},
                          capture_output=True, text=True, timeout=30).stdout


def test_end_to_end_in_a_real_window_with_xdotool(tmp_path, xvfb):
    env = _env(tmp_path)
    env["DISPLAY"] = xvfb
    env["DEBOULE_PRINT_STARTUP"] = "1"  # the game says when its first frame is drawn
    env["DEBOULE_PRINT_FRAMES"] = "1"  # ... and what each new frame shows (the keys taken in)
    log = tmp_path / "game.log"
    with open(log, "w") as out:
        game = subprocess.Popen([sys.executable, "-m", "deboule.cli", "play"], cwd=ROOT, env=env,
                                stdout=out, stderr=out)
    try:
        window = ""
        for _ in range(240):
            window = _xdotool(xvfb, "search", "--name", "^Le D").strip()
            if window:
                break
            time.sleep(0.5)
        assert window, "the window did not open"
        window = window.splitlines()[0]
        # keys typed before the first frame are lost (a loaded machine takes seconds to it)
        deadline = time.monotonic() + 120  # a net only
        while "first frame after" not in log.read_text():
            assert game.poll() is None and time.monotonic() < deadline, log.read_text()[-2000:]
            time.sleep(0.1)
        _xdotool(xvfb, "windowfocus", "--sync", window)
        # Main menu: Enter -> Le Déboulé set-up; six times Down -> "Commencer"; Enter. Each
        # time until a frame shows the keys taken in (deboule/shell/frame_report.py).
        deadline = time.monotonic() + 120  # a net only
        for typed, keys in ((1, ["Return"]), (8, [*["Down"] * 6, "Return"])):
            _xdotool(xvfb, "key", "--delay", "120", *keys)
            while not any(seen[0] >= typed for seen in map(read_line, log.read_text().split("\n"))
                          if seen is not None):
                assert game.poll() is None and time.monotonic() < deadline, \
                    log.read_text()[-2000:]
                time.sleep(0.02)
        # The roll-off: a flick from the bottom of the thrower's view up the table, as one
        # xdotool command so its timing holds on a loaded machine; again if it was too slow.
        flick = ["mousemove", "--window", window, "640", "690", "mousedown", "1"]
        for step in range(1, 9):
            flick += ["sleep", "0.015", "mousemove", "--window", window, "641",
                      str(690 - 14 * step)]
        flick += ["mouseup", "1"]
        save = tmp_path / "data" / "autosave.json"
        data = None
        for _attempt in range(4):
            _xdotool(xvfb, *flick)
            for _ in range(40):
                if save.exists():
                    data = json.loads(save.read_text())
                    if data["data"]["inputs"]:
                        break
                time.sleep(0.5)
            if data is not None and data["data"]["inputs"]:
                break
        assert data is not None and data["data"]["inputs"], "the throw did not reach the rules"
        first = data["data"]["inputs"][0]
        assert first["piece"] == "cochonde" and first["throw"]["velocity"][0] > 0
    finally:
        game.terminate()
        try:
            game.wait(timeout=15)
        except subprocess.TimeoutExpired:
            game.kill()


def test_redrawing_only_where_pieces_moved_gives_the_same_frames(driven):
    out, _ = played(driven, "partial_redraw")
    assert out["frames"] > 10
    assert out["partial"] >= out["frames"] // 2  # most frames were partial redraws
    assert out["worst"] == 0  # and each equals a full redraw pixel for pixel


def test_watching_the_bots_plays_each_game_with_bots_only(driven):
    out, _ = played(driven, "watch_bots")
    assert set(out) == {"deboule", "cdc", "enculette", "chamot"}
    for key, game in out.items():
        assert game["title"] == "Regarder les bots"
        assert "human" not in game["seats"] and len(game["seats"]) == 2, key
        assert game["advanced"] > 2, f"{key}: the bots did not play on their own"
        # issue 30, point 7: a watched match is never autosaved ("Reprendre" keeps the
        # player's own game)
        assert game["watched"] and game["saves"] == 0, key
        assert game["leave"] == "Menu principal", key


def test_a_watched_deboule_match_goes_on_after_its_measurement_by_itself(driven):
    from deboule.games.deboule.screen import WATCH_MEASURE_SECONDS

    out, _ = played(driven, "watch_measure")
    assert out["measured"], "no round was measured"
    # no key pressed: the measurement ended by itself after its few seconds of game time
    assert out["after"] and out["waited"] <= WATCH_MEASURE_SECONDS + 0.1, out
    assert out["prompt"] and "Entrée" in out["prompt"][0] and "reprend" in out["prompt"][0]
    # the bot thinking is named by its seat, as the scores name it, with its level
    thinking = [s for s in out["statuses"] if "réfléchit" in s]
    assert {"Joueur 1 (Bot débutant) réfléchit…", "Joueur 2 (Bot débutant) réfléchit…"} <= \
        set(thinking), thinking
