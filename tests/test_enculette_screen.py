"""L'Enculette in a headless EGL window (run in a subprocess: pyglet's state is global).

One script drives the real window: a new game (1 human + 2 bots), the shake, a peek that shows
the dice only after the key, an announcement from the menu, the bots' answer, the autosave and
its replay, the pause screen; then a hot-seat game of two humans. It prints its findings as JSON
for the assertions here, and saves screenshots next to them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

ROOT = Path(__file__).resolve().parents[1]

SCRIPT = r'''
import json, sys
from pathlib import Path
import numpy as np
from PIL import Image
from deboule.shell.window import GameApp

out = Path(sys.argv[1])
app = GameApp(headless=True)
from pyglet.window import key
from deboule.games.enculette.screen import EnculetteScreen
from deboule.screens.menus import PauseScreen
from deboule.files import saves

found = {}
def frames(n=1, dt=1 / 30):
    for _ in range(n):
        app.frame(dt)
def press(symbol):
    app.window.dispatch_event("on_key_press", symbol, 0)
    frames(1)
def shot(name):
    image = app.screenshot()
    Image.fromarray(image).save(out / f"{name}.png", compress_level=1)
    return image
def settle(screen):
    for _ in range(300):
        if not screen.match.busy():
            return
        frames(1, 0.05)

screen = EnculetteScreen.new(app, ["human", "expert", "novice"], seed=3)
app.push(screen)
match = screen.match
frames(2)
shot("start")
found["start_must_shake"] = match.must_shake()
press(key.P)  # nothing to look at before the shake
found["peek_before_shake"] = screen.peek_faces()
press(key.SPACE)
found["motion"] = [m.kind for m in match.motions]
settle(screen)
frames(1)
found["shaken"] = match.state.history[-1].to_dict()
found["physics_faces"] = list(match.tasses.worlds[0].dice_faces())
def dice_pixels():
    """How many pixels the dice change in the drawn Tasse (drawn with them, then without)."""
    views, camera = screen.views(), screen.camera()
    images = []
    for keep_dice in (True, False):
        items = [d for d in screen.drawables(views) if keep_dice or d.kind != "die"]
        app.renderer.render(app.ctx.screen, items, camera, table="tray")
        screen._painter.paint(camera, app.size, views, match.spec)
        images.append(np.frombuffer(app.ctx.screen.read(components=3), np.uint8).astype(int))
    return int((np.abs(images[0] - images[1]) > 8).sum())
found["peek_before_key"] = screen.peek_faces()
found["cup_z_before_key"] = screen.views()[0].cup[0][2]
found["dice_pixels_closed"] = dice_pixels()
closed = shot("closed")
press(key.P)
found["peek_after_key"] = screen.peek_faces()
found["cup_z_after_key"] = screen.views()[0].cup[0][2]
found["dice_pixels_peek"] = dice_pixels()
peeked = shot("peek")
found["peek_changed_pixels"] = int((np.abs(peeked.astype(int) - closed.astype(int)).sum(axis=2)
                                    > 30).sum())
menu = screen.menu()
found["menu"] = [label for label, _ in menu]
for _ in range(3):
    press(key.DOWN)
found["focused"] = menu[screen.focus][1].to_dict()
press(key.ENTER)
cup = match.state.cup()
found["after_announce"] = {"phase": str(cup.phase), "announced": cup.announced,
                           "receiver": cup.receiver}
found["peek_after_announce"] = screen.peek_faces()
found["log_after_announce"] = match.log[-1]
saved_kind, saved = saves.read_save()
found["save_kind"] = saved_kind
found["save_inputs"] = saved["inputs"]
history = len(match.state.history)
frames(2, 0.3)  # a bot thinks at a human pace first
found["bot_waited"] = len(match.state.history) == history
for _ in range(400):
    frames(1, 0.1)
    if len(match.state.history) > history and not match.busy():
        break
found["advanced"] = len(match.state.history) > history
found["log_tail"] = match.log[-3:]
frames(1)
shot("advanced")
# the autosave rebuilds the game (saves.load_game would not take it: this window holds it)
resumed = EnculetteScreen.from_save(app, saves.read_save(screen.save_slot.path)[1])
for _ in range(200):
    if resumed.match.state.snapshot() == match.state.snapshot():
        break
    resumed.match.update(0.25)
found["resumed_same"] = resumed.match.state.snapshot() == match.state.snapshot()
press(key.ESCAPE)
found["paused"] = isinstance(app.screen, PauseScreen)
frames(2)
shot("pause")
press(key.ESCAPE)
found["back_from_pause"] = app.screen is screen

# hot seat: two humans take turns at one screen
hot = EnculetteScreen.new(app, ["human", "human", "novice"], seed=1)
app.replace(hot)
frames(1)
found["hot_banner_first"] = hot.handover_pending()
found["hot_menu_hidden"] = hot.menu() == []
shot("hot_banner")
press(key.ENTER)
found["hot_viewer"] = hot.viewer
press(key.SPACE)
settle(hot)
frames(1)
press(key.P)
found["hot_peek_seat0"] = hot.peek_faces()
press(key.ENTER)  # announce the first menu entry to player 2
found["hot_turn"] = hot.match.human_turn()
found["hot_banner_second"] = hot.handover_pending()
press(key.P)
found["hot_peek_seat1_before"] = hot.peek_faces()
found["hot_menu_hidden_second"] = hot.menu() == []
shot("hot_second")
press(key.ENTER)
found["hot_menu_second"] = [label for label, _ in hot.menu()][:2]
index, rect = hot.hud.menu_rows()[0]  # a click on the first choice plays it
app.window.dispatch_event("on_mouse_press", int(rect.x + 40), int(rect.centre_y), 1, 0)
frames(1)
found["hot_clicked"] = hot.match.state.history[-1].to_dict()

# the end of a game: the winners, Enter goes back to the menu, no save is left to resume
from deboule.games.enculette.match import EnculetteMatch
from deboule.rules.enculette import Options
end = EnculetteScreen(app, EnculetteMatch(["novice", "regular"], seed=4,
                                          options=Options(broc=2)))
app.replace(end)
end.match.set_headless(True)
end.match.run_bots()
frames(2)
shot("over")
found["over_status"] = end.status()
found["over_save_left"] = end.save_slot is not None and end.save_slot.path.exists()
press(key.ENTER)
found["over_left_to"] = type(app.screen).__name__
print(json.dumps(found))
'''


@pytest.fixture(scope="module")
def window_run(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("enculette_window")
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp / "config"),
               DEBOULE_DATA_DIR=str(tmp / "data"), PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-c", SCRIPT, str(tmp)], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=240)
    assert result.returncode == 0, result.stderr[-4000:]
    return json.loads(result.stdout.strip().splitlines()[-1]), tmp


def test_shake_then_the_dice_show_only_after_the_peek_key(window_run):
    found, _ = window_run
    assert found["start_must_shake"] and found["peek_before_shake"] is None
    assert found["motion"] == ["shake"]
    assert found["shaken"]["type"] == "dice_shaken"
    assert found["shaken"]["faces"] == found["physics_faces"]  # the rules got the physics' dice
    assert found["peek_before_key"] is None
    assert found["peek_after_key"] == found["physics_faces"]
    # the cup is drawn lifted "discreetly" only while peeking, and the frame shows it
    assert found["cup_z_before_key"] == pytest.approx(0.006)
    assert found["cup_z_after_key"] > found["cup_z_before_key"] + 0.05
    assert found["peek_changed_pixels"] > 2000
    # the dice are drawn under the closed cup, which hides them entirely; peeking shows them
    assert found["dice_pixels_closed"] == 0
    assert found["dice_pixels_peek"] > 300


def test_announce_from_the_menu_then_the_bots_answer_at_a_human_pace(window_run):
    found, _ = window_run
    assert found["menu"][:2] == ["Annoncer 31 à Joueur 2", "Annoncer 32 à Joueur 2"]
    focused = found["focused"]
    assert focused["type"] == "announce" and focused["value"] == 42  # E1: 31, 32, 41, 42
    assert found["after_announce"] == {"phase": "respond", "announced": 42, "receiver": 1}
    assert found["log_after_announce"] == "Joueur 1 annonce 42 à Joueur 2."
    assert found["peek_after_announce"] is None  # the turn ended: the cup is closed again
    assert found["bot_waited"] and found["advanced"]


def test_autosave_replays_and_escape_pauses(window_run):
    found, _ = window_run
    assert found["save_kind"] == "enculette"
    assert found["save_inputs"] == [{"type": "shake"}, {"type": "action", "action": {
        "type": "announce", "value": 42, "to": 1}}]
    assert found["resumed_same"]
    assert found["paused"] and found["back_from_pause"]


def test_hot_seat_hides_everything_until_the_right_player_says_so(window_run):
    found, _ = window_run
    assert found["hot_banner_first"] and found["hot_menu_hidden"]
    assert found["hot_viewer"] == 0
    assert found["hot_peek_seat0"] is not None and len(found["hot_peek_seat0"]) == 2
    assert found["hot_turn"] == 1 and found["hot_banner_second"]
    assert found["hot_peek_seat1_before"] is None and found["hot_menu_hidden_second"]
    assert found["hot_menu_second"][0].startswith("Croire")
    assert found["hot_clicked"] == {"type": "believe"}


def test_the_end_of_a_game_names_the_winner_and_leaves_no_save(window_run):
    found, _ = window_run
    headline, hint = found["over_status"]
    assert headline.startswith("Partie terminée — Joueur ") and hint == "Entrée : retour au menu"
    assert not found["over_save_left"]
    assert found["over_left_to"] == "MainMenu"


@pytest.mark.parametrize("name", ["start", "peek", "advanced", "pause", "hot_banner", "over"])
def test_screenshots_are_not_blank(window_run, name):
    _, tmp = window_run
    image = np.asarray(Image.open(tmp / f"{name}.png").convert("RGB")).astype(float)
    assert image.shape[0] >= 500 and image.shape[1] >= 900
    assert image.std() > 20  # a scene, not a flat fill
    # the porcelain Tasse stands in the middle: bright, nearly white pixels there
    h, w = image.shape[:2]
    middle = image[h // 4: 3 * h // 4, w // 3: 2 * w // 3]
    assert (middle.min(axis=2) > 200).sum() > 1500
    # the green felt of the piste is visible
    felt = (middle[..., 1] > middle[..., 0] + 25) & (middle[..., 1] > middle[..., 2] + 15)
    assert felt.sum() > 3000
