"""Issue 47: the page at `/` makes a room (web/src/create.js): a game, its players, how many
bots and their level; the server's room has those seats, the page shows the room's link, and
the link seats whoever opens it. The page only sends the `create` the window's room maker
sends: a refused one says the server's line."""

from __future__ import annotations

import pytest

from deboule.online.server import ServerThread
from tests.web_browser import Browser, chromium_path

pytestmark = pytest.mark.skipif(chromium_path() is None,
                                reason="Debian's chromium (make system) drives these tests")


@pytest.fixture(scope="module")
def browser():
    shared = Browser()
    yield shared
    shared.close()


@pytest.fixture(scope="module")
def rooms():
    thread = ServerThread()
    thread.start()
    yield thread
    thread.stop()


def test_games_json_lists_the_games_with_their_players_and_levels(rooms):
    import json
    import urllib.request

    from deboule import registry

    with urllib.request.urlopen(f"http://127.0.0.1:{rooms.port}/games.json") as answer:
        games = json.loads(answer.read())
    assert [g["name"] for g in games] == list(registry.NAMES)
    for game in games:
        facts = registry.by_name(game["name"]).cli_facts()
        assert tuple(game["players"]) == tuple(facts["players"])
        assert tuple(game["levels"]) == tuple(facts["levels"])


def test_a_room_made_from_the_page_has_its_seats_and_its_link_seats_a_friend(browser, rooms):
    page = browser.page(960, 600)
    friend = browser.page(960, 600)
    try:
        before = set(rooms.rooms.rooms)
        page.page.goto(f"http://127.0.0.1:{rooms.port}/")
        page.page.wait_for_selector("#create-game option", state="attached")
        assert page.line("#create h2") == "Créer une salle"
        page.page.select_option("#create-game", "cul-de-chouette")
        page.page.select_option("#create-players", "3")
        page.page.select_option("#create-bots", "1")
        page.page.select_option("#create-level", "expert")
        page.page.click("#create-go")
        link = page.wait(lambda: page.page.locator("#create-link").count() and
                         page.line("#create-link"), "the room's link")
        (code,) = set(rooms.rooms.rooms) - before
        room = rooms.rooms.rooms[code]
        assert link == f"http://127.0.0.1:{rooms.port}/{code}"
        assert room.entry.name == "cul-de-chouette"
        assert room.seats == ["open", "open", "expert"]
        assert room.status == "lobby"
        friend.page.goto(link)  # the shared link seats a friend
        friend.wait(lambda: friend.app("app ? app.seat : null") == 0, "the friend's seat")
        page.page.click("#create-join")  # and the maker takes the other open seat
        page.wait(lambda: page.app("app ? app.seat : null") == 1, "the maker's seat")
        page.wait(lambda: room.status != "lobby", "the game started (autostart)")
        assert page.code_errors() == [] and friend.code_errors() == []

    finally:
        page.close()
        friend.close()


def test_the_room_maker_speaks_english_on_demand(browser, rooms):
    page = browser.page(390, 844)
    try:
        page.page.goto(f"http://127.0.0.1:{rooms.port}/")
        page.page.wait_for_selector("#create-game option", state="attached")
        page.page.locator("#lang").click()
        assert page.line("#create h2") == "Make a room"
        assert page.line("#create-go") == "Make the room"
        assert page.code_errors() == []
    finally:
        page.close()


def test_a_refused_room_says_the_servers_line(browser):
    """A full server (`--max-rooms 1`, its one room made): the page's `create` is refused and
    the page says the server's line, in one line, and shows no link."""
    from deboule.online.limits import Limits
    from deboule.online.session import Session
    from deboule.online.text import phrase

    full = ServerThread(limits=Limits(max_rooms=1))
    port = full.start()
    host = Session.connect(f"ws://127.0.0.1:{port}", name="Hôte")
    page = browser.page(960, 600)
    try:
        host.create("chamot", ["open", "open"], {"players": 2})
        page.page.goto(f"http://127.0.0.1:{port}/")
        page.page.wait_for_selector("#create-game option", state="attached")
        page.page.click("#create-go")
        said = page.wait(lambda: page.line("#note").strip(), "the refusal")
        assert said == phrase("online.refusal.rooms", rooms=1).text("fr"), said
        assert page.page.locator("#create-link").count() == 0
        assert page.code_errors() == []
    finally:
        page.close()
        host.close()
        full.stop()
