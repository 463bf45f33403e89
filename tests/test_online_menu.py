""""Jouer en ligne" in the window (issue 33), driven by keys in the headless window against a
real room server in this process (deboule.online.server.ServerThread on port 0): the main menu's
line, creating a room, its lobby (the code, the seats), a bot client taking the other seat,
the host's start; every failure one line in the player's language; the lobby's layout at two
window sizes (nothing covers the code or the seats).

Waits are for a state (a room on the server, a screen), never for a duration; the timeouts
are only nets."""

from __future__ import annotations

import socket
import time
from collections import deque
from types import SimpleNamespace

import pytest

from tests.headless_app import headless_app

SIZES = [(960, 540), (1920, 1080)]
NET = 120.0  # seconds: a net for a loaded machine, never a measure


@pytest.fixture
def server():
    from deboule.online.server import ServerThread

    thread = ServerThread()
    port = thread.start()
    yield thread, f"ws://127.0.0.1:{port}"
    thread.stop()


def _press(app, symbol, times: int = 1) -> None:
    for _ in range(times):
        app.window.dispatch_event("on_key_press", symbol, 0)
        app.frame(1 / 30)


def _type(app, text: str) -> None:
    app.window.dispatch_event("on_text", text)
    app.frame(1 / 30)


def _focus(app, item: str) -> None:
    from pyglet.window import key

    for _ in range(len(app.screen.menu.items) + 1):
        if app.screen.menu.current.key == item:
            return
        _press(app, key.DOWN)
    raise AssertionError(f"no line {item!r}")


def _until(app, done, what: str) -> None:
    deadline = time.monotonic() + NET
    while not done():
        assert time.monotonic() < deadline, f"never: {what}"
        app.frame(1 / 30)
        time.sleep(0.02)


def _said(app) -> list[str]:
    """What the notices said, in French."""
    return [message.text("fr") for message, _ in app.notices]


def _online_screen(app, url: str):
    """Main menu -> "Jouer en ligne", the server's address typed over the default one."""
    from pyglet.window import key

    from deboule.screens.menus import MainMenu
    from deboule.screens.online import OnlineScreen

    app.frame()
    assert isinstance(app.screen, MainMenu)
    _focus(app, "online")
    assert app.screen.menu.current.text("fr") == "Jouer en ligne"
    _press(app, key.ENTER)
    assert isinstance(app.screen, OnlineScreen)
    _press(app, key.DELETE)  # the address line has the focus: Suppr empties it
    _type(app, url)
    assert app.screen.fields["server"] == url
    return app.screen


def test_create_a_room_a_bot_client_joins_and_the_host_starts(tmp_path, server):
    """The host makes a Chamot room of two from the window; its lobby shows the code the
    server gave; a bot client takes seat 2 (its line appears); "Lancer la partie" starts the
    room and the lobby gives way (to Chamot's online screen, or a line saying it has none)."""
    thread, url = server
    with headless_app(tmp_path, (1280, 720)) as app:  # first: pyglet headless, then its keys
        from pyglet.window import key

        from deboule import registry
        from deboule.online.sim import SeatThread
        from deboule.screens.online_create import CreateRoomScreen
        from deboule.screens.online_lobby import LobbyScreen

        _online_screen(app, url)
        _focus(app, "create")
        _press(app, key.ENTER)
        assert isinstance(app.screen, CreateRoomScreen)
        _press(app, key.RIGHT, registry.KEYS.index("chamot"))
        assert app.screen.menu.item("game").value == "chamot"
        _focus(app, "go")
        _press(app, key.ENTER)
        _until(app, lambda: isinstance(app.screen, LobbyScreen), "the lobby")
        lobby = app.screen
        (code, room), = thread.rooms.rooms.items()
        assert room.entry.name == registry.by_key("chamot").name
        assert lobby.code() == code
        assert room.members[0].kind == "human" and lobby.session.seat == 0
        drawn = {text for region, _, text in app.text.last_frame if region == "code"}
        assert code in drawn
        level = registry.by_key("chamot").sim().cli_facts()["levels"][0]
        bot = SeatThread(url, code, 1, level, room.entry)
        bot.start()
        try:
            _until(app, lambda: any("bot 2" in line for line in lobby.seat_lines()),
                   "the bot client's line")
            seats = [text for region, _, text in app.text.last_frame if region == "seats"]
            assert any("Place 2" in text and "bot 2" in text for text in seats)
            assert room.status == "lobby"
            assert lobby.menu.current.key == "start"
            _press(app, key.ENTER)
            _until(app, lambda: app.screen is not lobby, "the game after the lobby")
            assert room.status in ("playing", "over")
            package_screen = type(app.screen).__module__ == "deboule.games.chamot.online"
            assert package_screen or "Chamot ne se joue pas encore en ligne dans la fenêtre" \
                in _said(app)
        finally:
            bot.done.set()


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_every_failure_is_one_line_and_the_screen_stays(tmp_path, server):
    """A bad address, no server there, a short code, an unknown room, a full room: each one
    line in the player's language, the screen still there and answering."""
    thread, url = server
    with headless_app(tmp_path, (1280, 720)) as app:
        from pyglet.window import key

        from deboule.online.session import Session
        from deboule.screens.online import JoinScreen
        from deboule.screens.online_create import CreateRoomScreen

        screen = _online_screen(app, "http://nowhere")
        screen.command("create")
        assert _said(app)[-1].startswith("adresse de serveur invalide : http://nowhere")
        assert app.screen is screen

        screen.fields["server"] = f"ws://127.0.0.1:{_closed_port()}"
        screen.command("create")
        create = app.screen
        assert isinstance(create, CreateRoomScreen)
        create.command("go")
        assert create.job is not None  # connecting runs off the window's thread
        _until(app, lambda: create.job is None, "the connection's verdict")
        assert _said(app)[-1].startswith("impossible de joindre le serveur")
        assert app.screen is create
        _press(app, key.ESCAPE)
        assert app.screen is screen

        screen.fields["server"] = url
        screen.command("join")
        join = app.screen
        assert isinstance(join, JoinScreen)
        _type(app, "abc")  # the code's line has the focus; letters are put in capitals
        assert join.fields["code"] == "ABC"
        join.command("join")
        assert _said(app)[-1] == "tapez le code de la salle (8 lettres)"

        _press(app, key.DELETE)
        _type(app, "ABCDEFGH")
        join.command("join")
        _until(app, lambda: join.job is None, "the unknown room's refusal")
        assert "pas de salle ABCDEFGH" in _said(app)[-1]
        assert app.screen is join

        other = Session.connect(url, name="ami")
        try:
            code = other.create("chamot", ["open", "expert"], {"players": 2})
            other.join(code, 0)
            join.fields["code"] = code
            join.command("join")
            _until(app, lambda: join.job is None, "the full room's refusal")
            assert "la salle est pleine" in _said(app)[-1]
            assert app.screen is join
            assert len(thread.rooms.rooms[code].members) == 1
        finally:
            other.close()
        assert len(set(_said(app))) == len(_said(app))  # one line each, none repeated


class _Session:
    """What the lobby reads of a session, with no network: a room of `seats` seats."""

    def __init__(self, seats: int) -> None:
        kinds = ["human", "bot", None]
        self.room, self.seat, self.game = "MNPQRSTU", 0, "chamot"
        self.view, self.closed = None, None
        self.notices: deque = deque()
        self.lobby = {"room": self.room, "game": "chamot", "status": "lobby", "seats": [
            {"seat": n, "spec": "open", "taken": kinds[n % 3] is not None,
             "kind": kinds[n % 3], "name": f"Personne numéro {n + 1}", "away": n == 3}
            for n in range(seats)]}
        self.closes = 0

    def poll(self) -> int:
        return 0

    def close(self) -> None:
        self.closes += 1


@pytest.mark.parametrize("size", SIZES)
def test_nothing_covers_the_lobbys_code_or_seats(tmp_path, size):
    """With 2 seats and with 8: the code is drawn whole and large, every seat has its line,
    and neither touches the title, the items or the key hint; all inside the window."""
    from deboule.screens.online_lobby import LobbyScreen

    with headless_app(tmp_path, size) as app:
        for seats in (2, 8):
            session = _Session(seats)
            lobby = LobbyScreen(app, session, host=True, url="ws://127.0.0.1:8765")
            app.push(lobby)
            app.frame()
            width, height = app.size
            drawn = [(region, box, text) for region, box, text in app.text.last_frame if text]
            boxes = {name: [box for region, box, _ in drawn if region == name]
                     for name in ("title", "code", "seats", "items", "hint")}
            texts = {name: [text for region, _, text in drawn if region == name]
                     for name in boxes}
            assert texts["code"][0] == "MNPQRSTU"
            assert len(texts["seats"]) == seats  # the host sees no status line
            assert "Place 4 : Personne numéro 4 (absent)" in texts["seats"] or seats < 4
            assert texts["seats"][0].endswith("← vous")
            assert boxes["code"][0].h >= 40 * height / 720  # large: 56 points at 720 px high
            for box in (box for group in boxes.values() for box in group):
                assert 0 <= box.x and box.right <= width and 0 <= box.y and box.top <= height
            for mine in ("code", "seats"):
                for box in boxes[mine]:
                    for other, others in boxes.items():
                        if other != mine:
                            assert not any(_overlap(box, them) for them in others), \
                                (seats, mine, other)
            lobby.command("leave")
            assert session.closes == 1  # leaving the room closes its link
            assert app.screen is not lobby


def _overlap(a, b) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.top and b.y < a.top


def test_join_a_room_by_its_code_on_a_chosen_seat(tmp_path, server):
    """A friend's room, joined from the window by its code typed in small letters, on seat 2
    chosen with →: the lobby marks that seat "vous", has no "Lancer" (only the host starts)
    and says the host will; the host's start takes the window on past the lobby."""
    from deboule.online.session import Session

    thread, url = server
    host = Session.connect(url, name="hôte")
    try:
        code = host.create("chamot", ["open", "open"], {"players": 2})
        host.join(code, 0)
        with headless_app(tmp_path, (1280, 720)) as app:
            from pyglet.window import key

            from deboule.screens.online import JoinScreen, OnlineScreen
            from deboule.screens.online_lobby import LobbyScreen

            screen = _online_screen(app, url)
            screen.fields["name"] = "Amie"
            _focus(app, "join")
            _press(app, key.ENTER)
            assert isinstance(app.screen, JoinScreen)
            _type(app, code.lower())
            _focus(app, "seat")
            _press(app, key.RIGHT, 2)  # the first free one, 1, 2
            assert app.screen.menu.item("seat").value == 2
            _focus(app, "join")
            _press(app, key.ENTER)
            _until(app, lambda: isinstance(app.screen, LobbyScreen), "the lobby")
            lobby = app.screen
            room = thread.rooms.rooms[code]
            assert lobby.session.seat == 1 and room.members[1].name == "Amie"
            assert [item.key for item in lobby.menu.items] == ["leave"]
            app.frame()
            seats = [text for region, _, text in app.text.last_frame if region == "seats"]
            assert "Place 2 : Amie ← vous" in seats and "Place 1 : hôte" in seats
            assert "L'hôte lancera la partie" in seats
            host.start()
            _until(app, lambda: app.screen is not lobby, "the game after the lobby")
            assert room.status in ("playing", "over")
            # the address and the name that joined are what the online menu opens on now
            again = OnlineScreen(app)
            assert again.fields == {"server": url, "name": "Amie"}
    finally:
        host.close()


@pytest.mark.parametrize("content", [b"{not json", b'{"server": 5, "name": "x"}', b"[1, 2]",
                                     b'{"server": "ws://h:1", "name": "\\u001b[31m"}',
                                     b'{"server": "' + b"w" * 5000 + b'"}'])
def test_a_kept_address_that_cannot_be_used_gives_the_defaults_and_one_line(
        tmp_path, monkeypatch, content):
    from deboule.screens.online_memory import memory_path, recalled, remember

    monkeypatch.setenv("DEBOULE_CONFIG_DIR", str(tmp_path))
    told: list = []
    app = SimpleNamespace(notify=told.append)
    memory_path().write_bytes(content)
    kept = recalled(app)
    assert all(len(value) <= 120 and value.isprintable() for value in kept.values())
    assert "name" not in kept or kept["name"] == "x"
    assert len(told) == 1 and told[0].text("fr").startswith("adresse de serveur gardée")
    remember(app, "ws://127.0.0.1:9", "Zoé")
    assert recalled(app) == {"server": "ws://127.0.0.1:9", "name": "Zoé"} and len(told) == 1


def test_watch_a_room_then_leave_it(tmp_path, server):
    """"Regarder": the window joins the room as a spectator (no seat taken), its lobby says
    so; Esc leaves the room and goes back to the online menu."""
    from deboule.online.session import Session

    thread, url = server
    host = Session.connect(url, name="hôte")
    try:
        code = host.create("chamot", ["open", "open"], {"players": 2})
        host.join(code, 0)
        with headless_app(tmp_path, (1280, 720)) as app:
            from pyglet.window import key

            from deboule.screens.online import OnlineScreen
            from deboule.screens.online_lobby import LobbyScreen

            _online_screen(app, url)
            _focus(app, "join")
            _press(app, key.ENTER)
            _type(app, code)
            _focus(app, "watch")
            _press(app, key.ENTER)
            _until(app, lambda: isinstance(app.screen, LobbyScreen), "the lobby")
            room = thread.rooms.rooms[code]
            assert app.screen.session.seat is None and len(room.spectators) == 1
            assert list(room.members) == [0]
            app.frame()
            seats = [text for region, _, text in app.text.last_frame if region == "seats"]
            assert "Vous regardez cette salle" in seats
            _press(app, key.ESCAPE)
            assert isinstance(app.screen, OnlineScreen)
            _until(app, lambda: not room.spectators, "the spectator gone from the room")
    finally:
        host.close()


def test_connecting_never_blocks_the_window_and_leaving_closes_what_it_made(tmp_path,
                                                                           monkeypatch):
    """A server slow to answer: the window goes on drawing ("Connexion à …" under the lines)
    while the connection waits in its own thread; Esc leaves at once, and the session made
    after that is closed, not left open."""
    import threading

    from deboule.online.session import Session

    release, made = threading.Event(), []

    class Slow:
        closed = False

        def create(self, *args, **kwargs) -> str:
            return "ABCDEFGH"

        def join(self, *args) -> int:
            return 0

        def close(self) -> None:
            self.closed = True

    def connect(url: str, name: str = "") -> Slow:
        assert release.wait(NET)  # the test holds the server's answer
        made.append(Slow())
        return made[-1]

    monkeypatch.setattr(Session, "connect", staticmethod(connect))
    with headless_app(tmp_path, (1280, 720)) as app:
        from pyglet.window import key

        from deboule.screens.online import OnlineScreen
        from deboule.screens.online_create import CreateRoomScreen

        screen = _online_screen(app, "ws://127.0.0.1:9")
        screen.command("create")
        create = app.screen
        assert isinstance(create, CreateRoomScreen)
        create.command("go")
        for _ in range(3):  # frames go on while the connection waits
            app.frame(1 / 30)
        assert create.job is not None and not create.job.done
        notes = [text for region, _, text in app.text.last_frame if region == "note"]
        assert notes == ["Connexion à ws://127.0.0.1:9…"]
        _press(app, key.ESCAPE)
        assert isinstance(app.screen, OnlineScreen)
        release.set()
        deadline = time.monotonic() + NET
        while not (made and made[0].closed):
            assert time.monotonic() < deadline, "the session made after leaving stayed open"
            app.frame(1 / 30)
            time.sleep(0.02)
        assert isinstance(app.screen, OnlineScreen)  # no lobby opened behind the player's back
