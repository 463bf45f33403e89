"""Issue 33, point 3: two game processes, each in a real X window (a private Xvfb each), join one
online room of Cul de Chouette (`deboule play --online ws://… --room CODE --seat 1/2`) on a
server started here, and play until a shout race opens; a press in the first window is decided
by the server and the second window shows the race's outcome. A spectator client of the room
tells the test whose turn it is (as a third player's window would see it); screenshots of both
windows at two sizes are kept in the test's directory."""

from __future__ import annotations

import json
import time

import numpy as np

from tests.realwindow import RealWindow, region, share_of, xserver

GAME = "cul-de-chouette"
SEED = 29  # a Chouette Velute ("Pas mou le caillou !") opens after the first turn's throws
NET = 240.0  # seconds: a net for a failing test (a loaded machine), never what is tested
# the windows' frame rate: what is looked at is a still frame once drawn (the tray, the race's
# bar, its end), never the motion between (tests/realwindow.py); one key at a time is typed
FPS = 8


def tray_drawn(image) -> bool:
    return share_of(region(image, 0.05, 0.1, 0.6, 0.5), "felt") > 0.2


def filled(image) -> bool:
    """The tray drawn and the frame filling the window (after a resize: its new size)."""
    return tray_drawn(image) and share_of(region(image, 0.9, 0.9, 1.0, 1.0), "black") < 0.5


def race_drawn(image) -> bool:
    """The race's timer bar under the tray (hud.draw_race): its gold part (255, 200, 60) or,
    time up, its grey ground (70, 70, 70)."""
    pixels = region(image, 0.0, 0.55, 0.7, 1.0)
    gold = (np.abs(pixels - (255, 200, 60)) <= (12, 12, 20)).all(axis=1)
    ground = (np.abs(pixels - 70) <= 3).all(axis=1)
    return int((gold | ground).sum()) > 200


def spectator_state(spectator):
    spectator.poll()
    return spectator.rules_state()


def wait_for(condition, what: str, timeout: float = NET):
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.1)


def play_until_race(spectator, windows) -> None:
    """Whoever must throw presses space, whoever must decide Enter (the menu's first line),
    each in their own window, until a race is open (a key again when nothing happened)."""
    deadline = time.monotonic() + NET
    while True:
        assert time.monotonic() < deadline, "no race opened"
        state = spectator_state(spectator)
        if state is None:
            time.sleep(0.2)
            continue
        node = state.node
        if node.kind == "race":
            return
        length = len(state.history)
        if node.kind == "chance":
            windows[node.roller].key("space")
        elif node.kind == "decision":
            first = node.players[0]
            windows[first].key("space" if node.prompt == "pre_roll" else "Return")
        else:
            time.sleep(0.2)
            continue
        moved = time.monotonic() + 4.0  # the window ignores keys while its dice roll
        while time.monotonic() < moved and len(spectator_state(spectator).history) == length:
            time.sleep(0.1)


def race_presses(state) -> dict | None:
    return next((e for e in reversed(state.events) if e["type"] == "race_presses"), None)


def test_two_windows_play_a_cul_de_chouette_race(tmp_path):
    from deboule.online.server import ServerThread
    from deboule.online.session import Session
    from deboule.shell.settings import Settings

    server = ServerThread()
    port = server.start()
    url = f"ws://127.0.0.1:{port}"
    host = spectator = None
    try:
        host = Session.connect(url, name="hôte")
        code = host.create(GAME, ["open", "open"], {"seed": SEED}, autostart=True)
        spectator = Session.connect(url, name="spectateur")
        spectator.watch(code)
        spectator.game = spectator.client.wait_for("lobby")["game"]
        with xserver("1700x1000") as one, xserver("1700x1000") as two:
            for number in ("1", "2"):  # low quality: two windows share a loaded machine
                settings = tmp_path / number / "config" / "settings.json"
                settings.parent.mkdir(parents=True)
                settings.write_text(json.dumps(Settings(quality="low").to_dict()))
            with RealWindow(one, tmp_path / "1", "--online", url, "--room", code,
                            "--seat", "1", fps=FPS) as first, \
                    RealWindow(two, tmp_path / "2", "--online", url, "--room", code,
                               "--seat", "2", fps=FPS) as second:
                windows = [first, second]
                for window in windows:
                    image = window.shot_until(tray_drawn)
                    assert tray_drawn(image), "the online table is not drawn"
                play_until_race(spectator, windows)
                race = spectator_state(spectator).node.race
                assert set(race.shouts) == {0, 1}
                # seat 1's race key once its window drew the race (its dice at rest): the
                # server times it from then (deboule/online/races.py), however slow the machine;
                # a key before the dice rest on the window would be a false start
                first.shot_until(race_drawn)
                first.key("a")
                outcome = wait_for(lambda: race_presses(spectator_state(spectator)),
                                   "the race's end")
                pressed = dict(outcome["presses"])
                assert 0 in pressed and 0 <= pressed[0] <= 3000, outcome
                assert outcome["missing"] == [1], outcome  # the second window never pressed
                won = next(e for e in spectator_state(spectator).events
                           if e["type"] == "race_won")
                assert won["player"] == 0
                for window in windows:  # the race's end drawn (its bar gone, the log says)
                    window.shot_until(lambda image: tray_drawn(image) and not race_drawn(image))
                for size in ((1280, 720), (1600, 900)):
                    for number, window in enumerate(windows, start=1):
                        if size != (1280, 720):
                            window.resize(*size)
                        image = window.shot_until(
                            filled, tmp_path / f"outcome-{number}-{size[0]}.png")
                        assert image.shape[:2] == (size[1], size[0])
                        assert tray_drawn(image), f"window {number} at {size}: no tray"
                        sheet = region(image, 0.68, 0.05, 1.0, 0.95)
                        assert share_of(sheet, "text") > 0.001, f"window {number}: no sheet"
                        assert window.alive()
    finally:
        for session in (host, spectator):
            if session is not None:
                session.close()
        server.stop()
