"""Two real game windows play one online Déboulé room (issue 33, point 3).

A room server runs in this test (port 0); a client creates a room of two open seats; two
`deboule play --online ws://... --room CODE --seat N` processes, each in an X server of its own
(Xvfb), take the seats, at two window sizes. The roll-off: a mouse flick in window A, whose
throw the server plays; window B draws its motion (the cochondé's pink comes to rest on B's
table, where none was), then B's flick is drawn in A. The room's state (read in this process)
says when each throw was played; the windows are only looked at."""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from tests.online_support import serving
from tests.realwindow import RealWindow, region, xserver

SEED = 5
NET = 120.0  # seconds: a net for a test that fails on a loaded machine, never what is tested
# the windows' frame rate: what is looked at is the table at rest, never the motion between
# (tests/realwindow.py)
FPS = 15


class OnlineWindow(RealWindow):
    """`deboule play --online URL --room CODE --seat N` in a real X window."""

    def __init__(self, display: str, home: Path, url: str, room: str, seat: int) -> None:
        super().__init__(display, home, "--online", url, "--room", room, "--seat", str(seat),
                         fps=FPS)

    def flick(self) -> None:
        """A flick from the bottom of the thrower's view up the table, as one xdotool command
        (its timing holds on a loaded machine), scaled to the window's size."""
        _, _, width, height = self.geometry()
        x, y, step = width // 2, int(height * 0.96), max(1, int(height * 14 / 720))
        moves = ["mousemove", "--window", self.window, str(x), str(y), "mousedown", "1"]
        for n in range(1, 9):
            moves += ["sleep", "0.015", "mousemove", "--window", self.window, str(x + 1),
                      str(y - step * n)]
        self.xdotool(*moves, "mouseup", "1")


@pytest.fixture(scope="module")
def server():
    with serving() as running:
        yield running


def _room(url: str) -> str:
    from deboule.online.client import Client

    host = Client(url, name="host")
    host.connect()
    host.send("create", game="deboule", args={"seed": SEED}, seats=["open", "open"],
              away_seconds=60.0, autostart=True)
    code = str(host.wait_for("room")["room"])
    host.close()
    return code


def _wait(condition, what: str, net: float = NET) -> None:
    deadline = time.monotonic() + net
    while not condition():
        assert time.monotonic() < deadline, f"never: {what}"
        time.sleep(0.2)


def _roll_offs(room) -> int:
    """Roll-offs the server has played (the rules' history)."""
    from deboule.rules.deboule import RollOff

    if room.match is None:
        return 0
    with room.lock:
        return sum(1 for action in room.match.state.history if isinstance(action, RollOff))


def _table(image: np.ndarray) -> np.ndarray:
    """The middle of the window, where the table is drawn (the HUD's bands left out)."""
    return region(image, 0.2, 0.3, 0.8, 0.8)


def _still(window: OnlineWindow, path: Path) -> np.ndarray:
    """The window's pixels once two shots a second apart are the same (the camera rests)."""
    last: list[np.ndarray] = []

    def same(image: np.ndarray) -> bool:
        done = bool(last) and np.array_equal(_table(last[-1]), _table(image))
        last.append(image)
        return done

    image = window.shot_until(same, timeout=NET)  # kept once, not at each look
    Image.fromarray(image).save(path)
    return image


def _cochonde(image: np.ndarray) -> int:
    """Pixels of the cochondé's pink on the table (the top-left card of the face thrown, pink
    too, left out): none before a cochondé rests there, a patch once one does."""
    height, width = image.shape[:2]
    r, g, b = (image[..., k].astype(int) for k in range(3))
    pink = (r > 180) & (r - g > 40) & (b - g > 5) & (g > 90)
    pink[: int(0.37 * height), : int(0.23 * width)] = False  # the card
    return int(pink.sum())


def _changed(before: np.ndarray, after: np.ndarray) -> float:
    """The share of the table's pixels that changed (by more than a little)."""
    if before.shape != after.shape:
        return 1.0
    diff = np.abs(_table(before) - _table(after)).sum(axis=1)
    return float((diff > 30).mean())


def test_a_flick_in_one_window_is_drawn_in_the_other(server, tmp_path):
    thread, url = server
    code = _room(url)
    room = thread.rooms.rooms[code]
    with xserver() as display_a, xserver() as display_b, \
            OnlineWindow(display_b, _home(tmp_path, "b"), url, code, 2) as b, \
            OnlineWindow(display_a, _home(tmp_path, "a"), url, code, 1) as a:
        b.resize(960, 640)  # two window sizes: A at its default, B smaller
        _wait(lambda: room.status == "playing" and room.match is not None, "the game started")
        before_b = _still(b, tmp_path / "b-before.png")
        _still(a, tmp_path / "a-before.png")
        for _attempt in range(4):  # a flick too slow for a loaded machine is tried again
            a.flick()
            try:
                _wait(lambda: _roll_offs(room) >= 1, "A's roll-off played", NET / 4)
                break
            except AssertionError:
                continue
        assert _roll_offs(room) >= 1, "A's flick never reached the server"
        after_b = _still(b, tmp_path / "b-after-a.png")
        assert _cochonde(before_b) == 0 and _cochonde(after_b) > 50, "B did not draw A's throw"
        assert _changed(before_b, after_b) > 0.002
        before_a = _still(a, tmp_path / "a-after-a.png")
        for _attempt in range(4):
            b.flick()
            try:
                _wait(lambda: _roll_offs(room) >= 2, "B's roll-off played", NET / 4)
                break
            except AssertionError:
                continue
        assert _roll_offs(room) >= 2, "B's flick never reached the server"
        after_a = _still(a, tmp_path / "a-after-b.png")
        assert _changed(before_a, after_a) > 0.002, "A did not draw B's throw"
        assert _cochonde(after_a) > 50
        _still(b, tmp_path / "b-after-b.png")
        assert a.alive() and b.alive(), a.log.read_text()[-2000:] + b.log.read_text()[-2000:]


def _home(tmp_path: Path, name: str) -> Path:
    home = tmp_path / name
    home.mkdir()
    return home
