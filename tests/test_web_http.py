"""The browser seat's page on the room server's own port (deboule/online/web_http.py): the page
and a room's link, the built files, the tables' words, 404 for anything else, no way out of the
folder; the WebSocket still answers on the same port; the window's lobby shows the link."""

from __future__ import annotations

import http.client
import json

import pytest

from deboule.online.client import Client
from deboule.online.server import ServerThread
from deboule.online.web_http import page_link, room_link


@pytest.fixture(scope="module")
def server():
    thread = ServerThread()
    port = thread.start()
    yield port
    thread.stop()


def get(port: int, path: str, headers: dict[str, str] | None = None
        ) -> tuple[int, dict[str, str], bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.putrequest("GET", path, skip_accept_encoding=True)
    for key, value in (headers or {}).items():
        conn.putheader(key, value)
    conn.endheaders()
    answer = conn.getresponse()
    body = answer.read()
    conn.close()
    return answer.status, {k.lower(): v for k, v in answer.getheaders()}, body


def test_the_page_and_a_rooms_link_serve_the_client(server):
    for path in ("/", "/ABCDEFGH", "/ABCDEFGH?watch", "/abcdefgh"):
        status, headers, body = get(server, path)
        assert status == 200, path
        assert headers["content-type"].startswith("text/html")
        assert b'src="/static/app.js"' in body
        assert "default-src 'self'" in headers["content-security-policy"]
    status, headers, body = get(server, "/static/app.js", {"Accept-Encoding": "gzip"})
    assert status == 200 and headers["content-encoding"] == "gzip"
    assert headers["content-type"].startswith("text/javascript")
    status, _, body = get(server, "/static/style.css")
    assert status == 200 and b"#actions" in body


def test_the_words_come_from_the_translation_tables(server):
    from deboule.text.i18n import tr

    status, _, body = get(server, "/text.json")
    table = json.loads(body)
    assert status == 200
    for key in ("web.throw", "web.press", "online.refusal.no_room", "level.regular"):
        assert table["fr"][key] == tr(key, "fr") and table["en"][key] == tr(key, "en")


def test_the_scene_is_the_worlds_pieces(server):
    status, _, body = get(server, "/scene/deboule.json")
    scene = json.loads(body)
    assert status == 200 and scene["arena"]["kind"] == "deboule"
    ids = {p["id"] for p in scene["pieces"]}
    assert {"red-1", "cochonde", "tower-0"} <= ids
    assert get(server, "/scene/nothing.json")[0] == 404


@pytest.mark.parametrize("path", [
    "/nothing", "/static/", "/static/../server.py", "/static/..%2fserver.py",
    "/static/%2e%2e/server.py", "/static/index.html/../../server.py", "/../game/online/server.py",
    "/static/web_http.py", "/ABCDEFG", "/ABCDEFGHJ", "/abcdefgi", "/ABCDEFG0", "//etc/passwd",
    "/scene/../text.json", "/scene/deboule", "/static/app.js/x"])
def test_anything_else_is_404_and_no_path_leaves_the_folder(server, path):
    status, headers, body = get(server, path)
    assert status == 404
    assert body.decode("utf-8").strip() == "page introuvable / page not found"
    assert b"import" not in body and b"def " not in body


def test_the_websocket_answers_on_the_same_port(server):
    client = Client(f"ws://127.0.0.1:{server}")
    welcome = client.connect()
    client.close()
    assert welcome["type"] == "welcome"


def test_links():
    assert page_link("ws://192.168.1.5:8765", "ABCDEFGH") == "http://192.168.1.5:8765/ABCDEFGH"
    assert page_link("wss://jeux.example.org", "ABCDEFGH") == "https://jeux.example.org/ABCDEFGH"
    assert room_link("::1", 8765, "ABCDEFGH") == "http://[::1]:8765/ABCDEFGH"


def test_the_lobby_line_gives_the_link():
    from deboule.screens.online_lobby import LobbyScreen

    class Session:
        room, lobby = "ABCDEFGH", None

    screen = LobbyScreen.__new__(LobbyScreen)
    screen.session, screen.url = Session(), "ws://10.0.0.2:8765"
    screen.app = type("App", (), {"settings": type("S", (), {"lang": "fr"})()})()
    assert "http://10.0.0.2:8765/ABCDEFGH" in screen.link_line()


def test_a_crowd_of_browser_spectators_costs_one_table_a_view(monkeypatch):
    """Every browser watching gets the public view's table, worked out once a view (a crowd
    of spectators cannot make the room's thread work once per spectator)."""
    from deboule import registry
    from deboule.online import web_table
    from deboule.online.room import Room
    from deboule.rules.cul_de_chouette import STATE

    made = []
    table = web_table.WebTable.table

    def counted(self, view, legal):
        made.append(self.seat)
        return table(self, view, legal)

    monkeypatch.setattr(web_table.WebTable, "table", counted)
    room = Room("ABCDEFGH", registry.by_name("cul-de-chouette"), {"players": 2},
                ["open", "regular"])
    state = STATE.new({"players": 2})
    crowd = [type("Browser", (), {"web": True})() for _ in range(6)]
    room.public_whole = lambda: state.seat_view(0)  # the room's public view, without a match
    first = [room.spectator_view(conn)["table"] for conn in crowd]
    assert len(made) == 1 and all(t == first[0] and t["players"] for t in first)
    state.apply(state.chance_outcomes()[0][0])  # the next event: a new view
    room.view_event += 1
    second = [room.spectator_view(conn)["table"] for conn in crowd]
    assert made == [None, None] and second[0] != first[0]
    window = type("Window", (), {"web": False})()
    assert "table" not in room.spectator_view(window)  # not a browser: no table
