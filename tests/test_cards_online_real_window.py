"""L'Enculette and Chamot online in the real game window (Xvfb started here): `deboule play
--online ws://… --room CODE --seat 1` joins a room of a server run by this test (port 0), a bot
client takes the other seat; a key typed in the window is played by the server's match, and the
game is drawn at two window sizes (screenshots kept next to the test's files)."""

from __future__ import annotations

import time

import pytest

from tests.realwindow import RealWindow, region, share_of, xserver

LIMIT = 120.0  # seconds: a net for a window or a room that hangs, never what is tested
# the windows' frame rate: what is looked at is a frame once drawn, never the motion between
# (tests/realwindow.py)
FPS = 15


@pytest.fixture
def room():
    """A room maker on a server of this process: `room(game)` -> (url, code, the Room)."""
    from deboule import registry
    from deboule.online.server import ServerThread
    from deboule.online.session import Session
    from deboule.online.sim import SeatThread

    server = ServerThread()
    url = f"ws://127.0.0.1:{server.start()}"
    opened = []

    def make(game: str):
        host = Session.connect(url, name="host")
        code = host.create(game, ["open", "open"], {"players": 2, "seed": 3}, autostart=True)
        bot = SeatThread(url, code, 1, "novice", registry.by_name(game))
        bot.start()
        opened.append((host, bot))
        return url, code, server.rooms.rooms[code]

    yield make
    for host, bot in opened:
        bot.done.set()
        host.close()
    server.stop()


def until(condition, limit: float = LIMIT) -> bool:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.2)
    return False


def test_enculette_online_in_a_real_window_shakes_on_the_server(tmp_path, room):
    url, code, served = room("enculette")
    with xserver("1600x900") as display, \
            RealWindow(display, tmp_path, "--online", url, "--room", code, "--seat", "1",
                       fps=FPS) as game:
        assert until(lambda: served.match is not None and served.match.state.is_chance_node())
        middle = lambda shown: share_of(region(shown, 0.4, 0.3, 0.6, 0.6), "porcelain") > 0.05  # noqa: E731
        game.shot_until(middle, tmp_path / "enculette_start.png")
        game.key("space")
        assert until(lambda: len(served.match.state.history) >= 1), game.log.read_text()[-2000:]
        assert served.match.state.history[0].KIND == "dice_shaken"  # the window's shake
        big = game.shot_until(middle, tmp_path / "enculette_1280.png")
        game.resize(800, 600)
        small = game.shot_until(lambda shown: shown.shape[1] == 800 and middle(shown),
                                tmp_path / "enculette_800.png")
        assert game.alive(), game.log.read_text()[-2000:]
    assert big.shape[:2] == (720, 1280) and small.shape[:2] == (600, 800)
    for image in (big, small):  # the Tasse in the middle, on the piste's felt
        assert middle(image)
        assert share_of(region(image, 0.25, 0.55, 0.75, 0.8), "felt") > 0.1


def test_chamot_online_in_a_real_window_turns_a_card_on_the_server(tmp_path, room):
    url, code, served = room("chamot")
    with xserver("1600x900") as display, \
            RealWindow(display, tmp_path, "--online", url, "--room", code, "--seat", "1",
                       fps=FPS) as game:
        assert until(lambda: served.match is not None and served.match.acting_seat() == 0
                     and served.match.state.hand is None)
        wood = lambda shown: share_of(region(shown, 0.1, 0.2, 0.6, 0.6), "wood") > 0.4  # noqa: E731
        game.shot_until(wood, tmp_path / "chamot_start.png")
        game.key("space")
        assert until(lambda: served.match.state.hand is not None), game.log.read_text()[-2000:]
        big = game.shot_until(wood, tmp_path / "chamot_1280.png")
        game.resize(800, 600)
        small = game.shot_until(lambda shown: shown.shape[1] == 800 and wood(shown),
                                tmp_path / "chamot_800.png")
        assert game.alive(), game.log.read_text()[-2000:]
    assert big.shape[:2] == (720, 1280) and small.shape[:2] == (600, 800)
    for image in (big, small):  # the cards' table, and the paper of the cards on it
        assert wood(image)
        assert share_of(region(image, 0.0, 0.75, 0.3, 1.0), "porcelain") > 0.02
