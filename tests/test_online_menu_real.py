""""Jouer en ligne" in the real window under Xvfb (issue 33), with a real room server in the
test process (deboule.online.server.ServerThread on port 0): the player goes down the main menu,
types the server's address, makes a Chamot room of three; the room's code, read from the
server, is typed in a second game window (its own X server) that joins by it; the code is
drawn large in both lobbies, at two window sizes in the host's; a bot client
(deboule.online.sim SeatThread) takes the third seat; the host's Enter on "Lancer la partie"
starts the room.

Waits are for a state (a room on the server, pixels on the screen); timeouts are only nets."""

from __future__ import annotations

import time

import numpy as np

from tests.realwindow import RealWindow, region, share_of, xserver
from tests.test_rules_screen_real import downs_to

NET = 120.0  # seconds: a net for a loaded machine, never a measure
# the windows' frame rate: what is looked at is a menu once drawn, never the motion between
# (tests/realwindow.py)
FPS = 15
# the menus take each key as it comes (each call's keys end with the one that leaves a screen)
KEY_DELAY_MS = 40
GOLD_RGB = np.array([255, 214, 90])  # deboule.screens.base.GOLD


def _until(done, what: str, window: RealWindow) -> None:
    deadline = time.monotonic() + NET
    while not done():
        assert window.alive(), window.log.read_text()[-2000:]
        assert time.monotonic() < deadline, f"never: {what}; " + window.log.read_text()[-1500:]
        time.sleep(0.2)


def _gold(pixels: np.ndarray) -> float:
    """The share of `pixels` in the menus' gold (the focus, titles, the room's code)."""
    return float((np.abs(pixels - GOLD_RGB).max(axis=1) < 60).mean())


def _seat_lines(image: np.ndarray) -> bool:
    """Whether the seats' three lines are drawn under the code (white text, left-aligned)."""
    return share_of(region(image, 0.24, 0.37, 0.6, 0.52), "text") > 0.005


def _table(image: np.ndarray) -> bool:
    """Chamot's table: wood all over where the rows of cards are (the lobby shows a third)."""
    return share_of(region(image, 0.1, 0.2, 0.6, 0.6), "wood") > 0.8


def test_a_room_made_in_one_real_window_is_joined_from_another_and_starts(tmp_path):
    from deboule import registry
    from deboule.online.server import ServerThread
    from deboule.online.sim import SeatThread

    server = ServerThread()
    url = f"ws://127.0.0.1:{server.start()}"
    bot = None
    (tmp_path / "host").mkdir()
    (tmp_path / "friend").mkdir()
    try:
        with xserver() as display, RealWindow(display, tmp_path / "host", fps=FPS) as window, \
                xserver() as display_b, RealWindow(display_b, tmp_path / "friend",
                                                   fps=FPS) as friend:
            window.key(*["Down"] * downs_to("online"), "Return", delay_ms=KEY_DELAY_MS)
            window.shot(tmp_path / "online-menu.png")
            window.key("Delete")  # the address line has the focus: Suppr empties it
            window.type(url)
            # the name, "Créer une salle"
            window.key("Down", "Down", "Return", delay_ms=KEY_DELAY_MS)
            window.key(*["Right"] * registry.KEYS.index("chamot"), delay_ms=KEY_DELAY_MS)
            window.key("Down", "Right", delay_ms=KEY_DELAY_MS)  # three players
            # three seats, the game's own option lines (its local set-up's), away, the button
            downs = 3 + len(registry.by_key("chamot").setup().OPTION_LINES) + 1 + 1
            window.key(*["Down"] * downs, delay_ms=KEY_DELAY_MS)
            window.shot(tmp_path / "create.png")
            window.key("Return")
            rooms = server.rooms.rooms
            _until(lambda: any(0 in room.members for room in rooms.values()), "the room",
                   window)
            (code, room), = rooms.items()
            assert room.entry.name == registry.by_key("chamot").name
            assert room.members[0].kind == "human" and room.seats == ["open"] * 3

            # the friend's window: the address, a name, "Rejoindre une salle", the code
            friend.key(*["Down"] * downs_to("online"), "Return", delay_ms=KEY_DELAY_MS)
            friend.key("Delete")
            friend.type(url)
            friend.key("Down", "Delete", delay_ms=KEY_DELAY_MS)
            friend.type("Amie")
            friend.key("Down", "Down", "Return", delay_ms=KEY_DELAY_MS)
            friend.type(code.lower())
            # the first free seat, "Rejoindre"
            friend.key("Down", "Down", "Return", delay_ms=KEY_DELAY_MS)
            _until(lambda: 1 in room.members, "the friend's seat", friend)
            assert room.members[1].name == "Amie" and room.members[1].kind == "human"

            level = registry.by_key("chamot").sim().cli_facts()["levels"][0]
            bot = SeatThread(url, code, 2, level, room.entry)
            bot.start()
            _until(lambda: 2 in room.members, "the bot client's seat", window)
            time.sleep(1.0)  # the lobbies' next frames show the new lines
            # the friend's lobby: the code, and the three seats' lines under it (white)
            image = friend.shot_until(_seat_lines, tmp_path / "friend-lobby.png")
            assert _seat_lines(image)
            assert _gold(region(image, 0.3, 0.16, 0.7, 0.32)) > 0.03
            for width, height in ((1280, 720), (960, 540)):
                if (width, height) != (1280, 720):
                    window.resize(width, height)
                image = window.shot(tmp_path / f"lobby-{width}x{height}.png")
                # the code, large and gold, between the title and the seats
                assert _gold(region(image, 0.3, 0.16, 0.7, 0.32)) > 0.03, (width, height)
            assert room.status == "lobby"
            window.key("Return")  # the lobby's focus: "Lancer la partie"
            _until(lambda: room.status != "lobby", "the game", window)
            assert room.status in ("playing", "over"), room.error
            # both windows go on to the game: Chamot's wooden table drawn
            for shown, name in ((window, "after-start.png"), (friend, "friend-after-start.png")):
                assert _table(shown.shot_until(_table, tmp_path / name)), name
            assert window.alive() and friend.alive()
    finally:
        if bot is not None:
            bot.done.set()
        server.stop()
