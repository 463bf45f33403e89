"""Issue 47: a browser seat and a real game window in one Cul de Chouette room. A room server
runs in this test (port 0); `deboule play --online ws://… --room CODE --seat 2` opens in a real
X window (a private Xvfb) and Debian's headless chromium opens the room's link and takes seat 1.
Each throws in turn (the page by its button, the window by its space bar) until both have thrown:
the window draws the page's throw, and the page's log is the server's, the window's throw in it.
Screenshots of the window and the page are kept in the test's directory."""

from __future__ import annotations

import json
import time

import numpy as np
import pytest

from tests.realwindow import RealWindow, region, share_of, xserver
from tests.web_browser import Browser, chromium_path

pytestmark = pytest.mark.skipif(chromium_path() is None,
                                reason="Debian's chromium (make system) drives these tests")

NET = 120.0  # seconds: a net for a loaded machine, never what is tested
# the window's frame rate: what is looked at is the tray at rest or changed, never the motion
# between (tests/realwindow.py)
FPS = 15
PAGE, WINDOW = 0, 1  # the seats: the page takes the first open one, the window `--seat 2`


def tray_drawn(image: np.ndarray) -> bool:
    return share_of(region(image, 0.05, 0.1, 0.6, 0.5), "felt") > 0.2


def tray(image: np.ndarray) -> np.ndarray:
    return region(image, 0.05, 0.05, 0.65, 0.6)


def changed(before: np.ndarray, after: np.ndarray) -> float:
    """The share of the tray's pixels that changed (by more than a little)."""
    return float((np.abs(tray(before) - tray(after)).sum(axis=1) > 30).mean())


def still(window: RealWindow) -> np.ndarray:
    """The window's pixels once two shots apart are the same (its dice at rest)."""
    last: list[np.ndarray] = []

    def same(image: np.ndarray) -> bool:
        done = bool(last) and np.array_equal(tray(last[-1]), tray(image))
        last.append(image)
        return done

    return window.shot_until(same, timeout=NET)


def page_throws(page, window: RealWindow, history, length: int, tmp_path) -> bool:
    """The page's throw button; whether the window drew the throw (its die rolling)."""
    before = still(window)
    throw = page.page.locator("#actions button.throw")
    page.wait(lambda: throw.count() == 1, "the page's throw button")
    throw.click()
    wait_for(lambda: len(history()) > length, "the page's throw played", window)
    moved = window.shot_until(lambda image: changed(before, image) > 0.002,
                              tmp_path / "window-page-throw.png", timeout=NET)
    return changed(before, moved) > 0.002


def window_throws(window: RealWindow, history, length: int) -> None:
    """The window's space bar, typed again until the server played it (the window takes no
    key while a throw is drawn), then its throw drawn."""
    before = still(window)
    deadline = time.monotonic() + NET
    while len(history()) == length:
        assert time.monotonic() < deadline, window.log.read_text()[-1500:]
        window.key("space")
        end = time.monotonic() + 3.0
        while len(history()) == length and time.monotonic() < end:
            time.sleep(0.1)
    window.shot_until(lambda image: changed(before, image) > 0.002, timeout=NET)


def wait_for(condition, what: str, window: RealWindow) -> None:
    deadline = time.monotonic() + NET
    while not condition():
        assert window.alive(), window.log.read_text()[-2000:]
        assert time.monotonic() < deadline, f"never: {what}\n" + window.log.read_text()[-1500:]
        time.sleep(0.1)


def test_a_browser_and_a_real_window_throw_in_one_cul_de_chouette_room(tmp_path):
    from deboule.online.server import ServerThread
    from deboule.online.session import Session
    from deboule.shell.settings import Settings

    server = ServerThread()
    port = server.start()
    url = f"ws://127.0.0.1:{port}"
    host = browser = page = None
    settings = tmp_path / "config" / "settings.json"
    settings.parent.mkdir(parents=True)  # low quality: a window and a browser share the machine
    settings.write_text(json.dumps(Settings(quality="low").to_dict()))
    try:
        host = Session.connect(url, name="hôte")
        code = host.create("cul-de-chouette", ["open", "open"], {"seed": 29}, autostart=True)
        room = server.rooms.rooms[code]

        def history() -> list:
            with room.lock:
                return [] if room.match is None else list(room.match.state.history)

        def roller() -> int | None:
            with room.lock:
                node = None if room.match is None else room.match.state.node
            return node.roller if node is not None and node.kind == "chance" else None

        with xserver("1280x720") as display, \
                RealWindow(display, tmp_path, "--online", url, "--room", code,
                           "--seat", str(WINDOW + 1), fps=FPS) as window:
            wait_for(lambda: WINDOW in room.members, "the window's seat", window)
            browser = Browser()
            page = browser.page(960, 600)
            page.page.goto(f"http://127.0.0.1:{port}/{code}")
            page.wait(lambda: page.app("app.seat") == PAGE, "the page's seat")
            wait_for(lambda: room.match is not None, "the game", window)
            window.shot_until(tray_drawn)
            threw = {PAGE: 0, WINDOW: 0}
            drawn_by_window = False
            while not (threw[PAGE] and threw[WINDOW]):
                wait_for(lambda: roller() is not None, "a throw to make", window)
                length, thrower = len(history()), roller()
                if thrower == PAGE:
                    drawn_by_window |= page_throws(page, window, history, length, tmp_path)
                else:
                    window_throws(window, history, length)
                threw[thrower] += 1
            assert drawn_by_window, "the window did not draw the page's throw"
            still(window)
            window.shot(tmp_path / "window-1280x720.png")
            with room.lock:
                state = room.match.state
                log = [line.strip() for line in state.log_lines("fr") if line.strip()][-8:]
                length = len(state.history)
            # the page shows the window's throw: its log is the server's, at the same point
            page.wait(lambda: page.app("app.at") >= length and
                      page.app("app.table.log.fr") == log, "the window's throw on the page")
            assert any("Joueur 2" in line for line in log)
            page.page.screenshot(path=str(tmp_path / "page-960x600.png"))
            assert page.code_errors() == []
            assert window.alive(), window.log.read_text()[-2000:]
    finally:
        if page is not None:
            page.close()
        if browser is not None:
            browser.close()
        if host is not None:
            host.close()
        server.stop()
