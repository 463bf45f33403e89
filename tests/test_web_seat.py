"""Issue 47: the browser seat in Debian's headless chromium against a real room server on
127.0.0.1. A browser and a window's seat (the window's own Session, deboule/online/session.py)
play a Cul de Chouette race and a Déboulé round against each other; the page's scores and log
are the window's for the same view; a dropped link comes back with its token; the phone
layouts; bad links and bad servers say one line and leave no error in the console."""

from __future__ import annotations

import time

import pytest

from deboule.online.server import ServerThread
from deboule.online.session import Session
from deboule.shell.flick import keyboard_throw
from tests.web_browser import NET, Browser, chromium_path

pytestmark = pytest.mark.skipif(chromium_path() is None,
                                reason="Debian's chromium (make system) drives these tests")

CDC_SEED = 29  # a Chouette Velute ("Pas mou le caillou !") opens after the first turn's throws


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


@pytest.fixture(scope="module")
def server(rooms):
    return rooms.port


def window_seat(port: int, game: str, args: dict, seats: list[str], seat: int
                ) -> tuple[Session, str]:
    """A window's seat: it makes the room (the host) and sits at `seat`."""
    session = Session.connect(f"ws://127.0.0.1:{port}", name="Fenêtre")
    code = session.create(game, seats, args, autostart=True)
    session.join(code, seat)
    return session, code


def history(session: Session) -> int:
    session.poll()
    state = session.rules_state()
    return -1 if state is None else len(state.history)


class Turns:
    """Each side acts once per state of the game (its answer awaited before it acts again)."""

    def __init__(self) -> None:
        self.done: dict[str, int] = {}

    def once(self, who: str, length: int) -> bool:
        if self.done.get(who) == length:
            return False
        self.done[who] = length
        return True


def browser_length(page) -> int:
    return page.app("app.at")


CHOICES = "#actions button:not(.throw):not(.race):not(.piece)"  # a decision's buttons
# what the browser's player looks at, read in one look (each is a round trip to a page that may
# be busy drawing a throw)
SHOWN = ("({ready: !!(app.table && app.decoding === 0 && !app.player.moving()), at: app.at, "
         "sent: app.sent, throws: document.querySelectorAll('#actions button.throw').length, "
         f"choices: document.querySelectorAll('{CHOICES}').length}})")


def browser_acts(page, turns: Turns, flick: bool = False) -> int:
    """The browser's player: a throw (the button, or a flick on the table), else the first
    decision's button, once per state it shows. How many moves the page sent."""
    shown = page.app(SHOWN)
    if not shown["ready"]:
        return 0
    length = shown["at"]
    throw = page.page.locator("#actions button.throw")
    choices = page.page.locator(CHOICES)
    if shown["throws"] and turns.once("browser", length):
        if flick:
            box = page.page.locator("#table").bounding_box()
            x, y = box["x"] + box["width"] * 0.5, box["y"] + box["height"] * 0.93
            page.page.mouse.move(x, y)
            page.page.mouse.down()
            page.page.mouse.move(x + 4, y - box["height"] * 0.08, steps=3)
            page.page.mouse.up()
            page.wait(lambda: page.app("app.sent") > 0, "the flick sent")
        else:
            throw.click()
    elif shown["choices"] and turns.once("browser", length):
        choices.first.click()
    else:
        return 0
    return page.app("app.sent") - shown["sent"]


def cdc_window_acts(session: Session, turns: Turns) -> None:
    state = session.rules_state()
    node = state.node
    seat = session.seat
    if node.kind == "chance" and node.roller == seat and turns.once("window", len(state.history)):
        session.send_input("throw")
    elif node.kind == "decision" and node.players[0] == seat and \
            turns.once("window", len(state.history)):
        if node.prompt == "pre_roll":
            session.send_input("throw")
        elif session.legal:
            session.decide(session.legal[0])


def test_a_browser_and_a_window_play_a_cul_de_chouette_race(browser, server, tmp_path):
    session, code = window_seat(server, "cul-de-chouette", {"seed": CDC_SEED},
                                ["open", "open"], 1)
    page = browser.page(960, 600)
    try:
        page.page.goto(f"http://127.0.0.1:{server}/{code}")
        page.wait(lambda: page.app("app.seat") == 0, "the browser's seat")
        turns, dropped = Turns(), False
        page.wait(lambda: history(session) >= 0, "the game's first view")
        while True:
            session.poll()
            state = session.rules_state()
            if state.node.kind == "race":
                break
            if not dropped and len(state.history) >= 3:  # the link cut mid-game: back by its token
                page.app("app.link.drop()")
                page.wait(lambda: page.line("#status") != "", "the lost link said")
                page.wait(lambda: page.line("#status") == "" and page.app("app.seat") == 0,
                          "the link back")
                dropped = True
            cdc_window_acts(session, turns)
            browser_acts(page, turns)
            page.page.wait_for_timeout(50)
        assert dropped
        race = page.page.locator("#actions button.race")
        page.wait(lambda: race.count() == 1, "the race's press target")
        box = race.bounding_box()
        assert box["height"] >= 80 and box["width"] >= 300  # a big target
        race.click()
        page.wait(lambda: page.app("app.pressedNonce") is not None, "the browser's press")
        page.wait(lambda: session.poll() >= 0 and session.race_nonce, "the window's race")
        session.send_input("press", race=session.race_nonce)  # the window's shout

        def presses():
            session.poll()
            events = session.rules_state().events
            return next((e for e in reversed(events) if e["type"] == "race_presses"), None)

        done = page.wait(presses, "the race's end")
        assert 0 in [p for p, _ in done["presses"]]  # the browser's press was counted
        # the page shows the window's scores and log for the same view
        page.wait(lambda: browser_length(page) == len(session.rules_state().history),
                  "the same view")
        state = session.rules_state()
        shown = page.app("app.table.players.map((p) => p.score)")
        assert shown == [state.score(p) for p in range(state.n_players)]
        log = [line.strip() for line in state.log_lines("fr") if line.strip()][-8:]
        assert page.app("app.table.log.fr") == log
        page.page.screenshot(path=str(tmp_path / "cdc-race-960x600.png"))
        assert page.code_errors() == []
    finally:
        page.close()
        session.close()


def deboule_window_acts(session: Session, turns: Turns) -> None:
    from deboule.rules.deboule import RollOffRequest, ThrowRequest

    state = session.rules_state()
    req = state.pending
    if session.seat not in getattr(req, "players", ()) or \
            not turns.once("window", len(state.history)):
        return
    if isinstance(req, RollOffRequest | ThrowRequest):
        piece = "cochonde" if isinstance(req, RollOffRequest) else req.pieces[0]
        session.send_input("throw", piece=piece,
                           throw=keyboard_throw(0.0, 0.3, 0.0, 0.0).to_dict())
    elif session.legal:
        session.decide(session.legal[0])


def test_a_browser_and_a_window_play_a_deboule_round(browser, server, tmp_path):
    session, code = window_seat(server, "deboule", {"seed": 5}, ["open", "open"], 1)
    page = browser.page(800, 500)
    try:
        page.page.goto(f"http://127.0.0.1:{server}/{code}")
        page.wait(lambda: page.app("app.seat") == 0, "the browser's seat")
        page.wait(lambda: history(session) >= 0, "the game's first view")
        turns = Turns()
        flicks = 0
        while True:
            session.poll()
            state = session.rules_state()
            if state.round_results:
                break
            deboule_window_acts(session, turns)
            flicks += browser_acts(page, turns, flick=True)
            page.page.wait_for_timeout(50)
        assert flicks >= 3  # the browser's throws were its flicks (and its decisions)
        page.wait(lambda: browser_length(page) == len(session.rules_state().history),
                  "the same view")
        state = session.rules_state()
        assert page.app("app.table.players.map((p) => p.score)") == list(state.scores)
        assert sum(state.scores) > 0 or state.round_results  # a round was measured
        page.page.screenshot(path=str(tmp_path / "deboule-round-800x500.png"))
        assert page.code_errors() == []
    finally:
        page.close()
        session.close()


# ------------------------------------------------------------------ bad links, bad servers
def one_line(page, selector: str = "#status") -> str:
    text = page.wait(lambda: page.line(selector).strip(), f"a line in {selector}")
    assert "\n" not in text
    return text


def test_a_link_to_no_room_says_so_in_one_line(browser, server):
    from deboule.online.text import phrase

    page = browser.page()
    try:
        page.page.goto(f"http://127.0.0.1:{server}/ABCDEFGH")
        assert one_line(page) == phrase("online.refusal.no_room", room="ABCDEFGH").text("fr")
        page.page.locator("#lang").click()  # English on demand
        assert one_line(page) == phrase("online.refusal.no_room", room="ABCDEFGH").text("en")
        assert page.code_errors() == []
    finally:
        page.close()


def test_a_full_room_is_watched(browser, server):
    from deboule.text.i18n import tr

    session, code = window_seat(server, "cul-de-chouette", {}, ["open", "regular"], 0)
    page = browser.page()
    try:
        page.page.goto(f"http://127.0.0.1:{server}/{code}")
        assert one_line(page, "#note") == tr("web.full", "fr")
        page.wait(lambda: page.app("app.watching && !!app.table"), "a spectator's table")
        assert page.line("#who") == tr("web.watching", "fr")
        assert page.page.locator("#actions button").count() == 0  # a spectator has no inputs
        assert page.code_errors() == []
    finally:
        page.close()
        session.close()


def test_a_spectators_link_watches(browser, rooms, server):
    """`/CODE?watch` watches even a room with a free seat (the seat stays free)."""
    from deboule.text.i18n import tr

    session, code = window_seat(server, "cul-de-chouette", {}, ["open", "open"], 0)
    page = browser.page()
    try:
        page.page.goto(f"http://127.0.0.1:{server}/{code.lower()}?watch")
        page.wait(lambda: page.line("#who") == tr("web.watching", "fr"), "watching")
        room = rooms.rooms.rooms[code]
        assert set(room.members) == {0} and len(room.spectators) == 1  # the seat stays free
        assert page.code_errors() == []
    finally:
        page.close()
        session.close()


def test_a_server_gone_is_said_and_tried_again(browser):
    from deboule.text.i18n import tr

    thread = ServerThread()
    port = thread.start()
    session, code = window_seat(port, "cul-de-chouette", {}, ["open", "open"], 1)
    page = browser.page()
    try:
        page.page.goto(f"http://127.0.0.1:{port}/{code}")
        page.wait(lambda: page.app("app.seat") == 0, "the browser's seat")
        thread.stop()
        assert one_line(page) == tr("web.server_gone", "fr")
        page.wait(lambda: any(text.startswith("WebSocket connection to")
                              for _, text in page.console), "a try again")
        assert page.code_errors() == []
    finally:
        page.close()
        session.close()


def test_an_old_page_after_a_server_upgrade_says_reload(browser, monkeypatch):
    import deboule.online.server as server_module

    monkeypatch.setattr(server_module, "VERSION", 2)  # the server upgraded, the page not
    thread = ServerThread()
    port = thread.start()
    page = browser.page()
    try:
        page.page.goto(f"http://127.0.0.1:{port}/ABCDEFGH")
        line = one_line(page)
        assert "version" in line and "1" in line and "2" in line
        page.page.wait_for_timeout(300)
        assert page.app("app.link.closedForGood") and page.code_errors() == []
    finally:
        page.close()
        thread.stop()


# ------------------------------------------------------------------ phones
def visible_box(page, selector: str) -> dict:
    box = page.page.locator(selector).bounding_box()
    assert box is not None, selector
    return box


def touch_flick(page, box: dict) -> None:
    """Real touch events (Chrome's DevTools protocol), a finger flicking up the table."""
    cdp = page.context.new_cdp_session(page.page)
    x, y = box["x"] + box["width"] * 0.5, box["y"] + box["height"] * 0.8
    steps = [(x, y - box["height"] * 0.05 * k) for k in range(5)]
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [
        {"x": steps[0][0], "y": steps[0][1], "id": 1}]})
    for sx, sy in steps[1:]:
        page.page.wait_for_timeout(16)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [
            {"x": sx, "y": sy, "id": 1}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


def test_phone_layouts(browser, server, tmp_path):
    """390×844 (portrait) and 844×390 (landscape), touch: the table and the HUD side by side or
    one above the other, nothing covering the table, nothing wider than the screen, text
    readable without zoom, a throw by a finger's flick on the table."""
    session, code = window_seat(server, "cul-de-chouette", {"seed": CDC_SEED},
                                ["open", "open"], 1)
    page = browser.page(390, 844, touch=True)
    try:
        page.page.goto(f"http://127.0.0.1:{server}/{code}")
        page.wait(lambda: page.app("app.seat") == 0, "the browser's seat")
        turns = Turns()
        throw = page.page.locator("#actions button.throw")
        while not throw.count():  # the window's seat plays until the browser must throw
            session.poll()
            if session.rules_state() is not None:
                cdc_window_acts(session, turns)
            page.page.wait_for_timeout(50)
        for width, height in ((390, 844), (844, 390)):
            page.page.set_viewport_size({"width": width, "height": height})
            page.page.wait_for_timeout(200)
            table, strip = visible_box(page, "#table"), visible_box(page, "#strip")
            side = visible_box(page, "#side")
            assert table["height"] >= 0.3 * height and table["width"] >= 0.5 * width
            for box in (strip, side):  # the HUD never over the table
                apart = box["y"] >= table["y"] + table["height"] - 1 or \
                    box["x"] >= table["x"] + table["width"] - 1
                assert apart, (width, height, box, table)
            assert page.page.evaluate("document.documentElement.scrollWidth") <= width
            button = visible_box(page, "#actions button.throw")
            assert button["x"] + button["width"] <= width and button["height"] >= 44
            size = page.page.evaluate(
                "parseFloat(getComputedStyle(document.getElementById('prompt')).fontSize)")
            assert size >= 16
            page.page.screenshot(path=str(tmp_path / f"phone-{width}x{height}.png"))
        page.page.set_viewport_size({"width": 390, "height": 844})
        page.page.wait_for_timeout(200)
        before, length = page.app("app.sent"), browser_length(page)
        touch_flick(page, visible_box(page, "#table"))  # a finger's flick up the table
        page.wait(lambda: page.app("app.sent") > before, "the flicked throw sent")
        page.wait(lambda: browser_length(page) > length, "the throw played by the server")
        assert page.app("app.note.fr").startswith("visée")  # the aim and power it was
        assert page.code_errors() == []
    finally:
        page.close()
        session.close()


# ------------------------------------------------------------------ the games of hidden information
def page_views(page) -> list[tuple[dict, dict]]:
    """(view, its message) for every view the page received, patched as the page patches them
    (deboule/online/delta.py: the same rules), read from the WebSocket's frames themselves."""
    import json

    from deboule.online.delta import patch

    view, out = None, []
    for raw in page.received:
        message = json.loads(raw)
        if message.get("type") == "view":
            view = patch(view, message["view"], bool(message["full"]))
            out.append((view, message))
    return out


def tables_hold_no_secret(game: str, seat: int, received: list[tuple[dict, dict]]) -> int:
    """Each `table` the page got is a function of its own seat's view alone: the state rebuilt
    from that view with other draws of what the seat cannot see (`from_seat_view`, another
    random generator) gives the very same table. So it can hold nothing the view does not,
    and the views hold no other seat's secret (tests/test_online_rooms.py). How many tables
    were checked."""
    import random

    from deboule import registry
    cls = __import__(registry.by_name(game).rules, fromlist=["STATE"]).STATE
    checked = 0
    for view, message in received:
        table = message.get("table")
        if not table or table.get("log") is None:
            continue
        for draw in (1, 2):
            state = cls.from_seat_view(view, random.Random(draw))
            again = registry.by_name(game).web_table().table(state, seat, message["legal"], None)
            if game == "chamot":  # its log is the changes between views: compared apart
                assert {k: v for k, v in again.items() if k != "log"} == \
                    {k: v for k, v in table.items() if k != "log"}
            else:
                assert again == table
        checked += 1
    return checked


def hidden_shakes(state) -> bool:
    """Whether the server's game holds a shake whose faces the browser's seat never saw."""
    from deboule.rules.enculette.views import shakes_seen

    return shakes_seen(state, 0) != {i for i, a in enumerate(state.history)
                                     if a.KIND == "dice_shaken"}


def tables_received(page) -> int:
    """Views with a table (and its log) the page received: those `tables_hold_no_secret`
    checks."""
    return sum(1 for _, message in page_views(page)
               if (message.get("table") or {}).get("log") is not None)


def test_lenculette_from_the_browser(browser, rooms, server, tmp_path):
    """Shake, turn the Tasse over, look under it (the faces the server's Tasse holds),
    announce, believe or doubt: all from the page's buttons, against the server's bot. Played
    until each of these was done and a shake was hidden from the page (at most 8 decisions)."""

    session = Session.connect(f"ws://127.0.0.1:{server}", name="Hôte")
    code = session.create("enculette", ["open", "regular"], {"preset": "broc=5", "seed": 3},
                          autostart=True)
    page = browser.page(960, 600)
    try:
        page.page.goto(f"http://127.0.0.1:{server}/{code}")
        page.wait(lambda: page.app("app.seat") == 0, "the browser's seat")
        room = rooms.rooms.rooms[code]
        turned = peeked = decided = 0

        def all_seen() -> bool:  # every play the test checks, and something hidden to check
            return bool(turned and peeked and decided >= 4 and tables_received(page) >= 4
                        and rooms.call(lambda: hidden_shakes(room.match.state)))

        deadline = time.monotonic() + 2 * NET  # a net for a page that hangs
        while not page.app("app.over") and decided < 8 and not all_seen():
            assert time.monotonic() < deadline, "the page never let the game go on"
            if not page.app("!!(app.table && app.decoding === 0 && !app.player.moving())"):
                page.page.wait_for_timeout(50)
                continue
            before = browser_length(page)
            turn = page.page.locator("#actions button.turn")
            peek = page.page.locator("#actions button.peek")
            throw = page.page.locator("#actions button.throw")
            choices = page.page.locator("#actions button:not(.turn):not(.peek):not(.throw)")
            if turn.count() and not turned:
                motions = page.app("app.player.queue.length + app.decoding")
                turn.click()
                turned = 1
                page.wait(lambda m=motions: page.app("app.decoding + app.player.queue.length")
                          > m or page.app("app.player.moving()"), "the Tasse turned over")
                continue
            if throw.count():
                throw.click()
            elif choices.count():
                if peek.count() and not page.app("app.peeking"):
                    peek.click()
                    truth = rooms.call(lambda: room.match.state.cup().dice)
                    line = page.line("#dice")
                    assert f"{truth[0]} et {truth[1]}" in line or \
                        f"{truth[1]} et {truth[0]}" in line, (line, truth)
                    peeked += 1
                choices.nth(decided % choices.count()).click()
                decided += 1
            else:
                page.page.wait_for_timeout(50)
                continue
            page.wait(lambda b=before: browser_length(page) != b or page.line("#note"),
                      "the server's answer")
        assert turned and peeked and decided >= 4
        page.page.screenshot(path=str(tmp_path / "enculette-960x600.png"))
        state = rooms.call(lambda: room.match.state.copy())
        assert set(range(len(state.history))) and hidden_shakes(state), \
            "the browser saw every shake: nothing hidden to check"
        assert tables_hold_no_secret("enculette", 0, page_views(page)) >= 4
        assert page.code_errors() == []
    finally:
        page.close()
        session.close()


def play_kind(page, kind: str) -> None:
    """Click the page's play of `kind` once this seat is offered it (its buttons are the
    table's actions, in their order)."""
    buttons = page.page.locator("#actions button")

    def index():
        kinds = [a["action"].get("type") for a in page.app("app.table.actions") or []]
        shown = kind in kinds and buttons.count() == len(kinds)
        return kinds.index(kind) + 1 if shown else 0
    buttons.nth(page.wait(index, f"the play {kind}") - 1).click()


def test_chamot_from_the_browser(browser, rooms, server, tmp_path):
    """Turn a card, place it with a typed word (a word the rules refuse is said, one line),
    discard: from the page, against the server's bot; the thinking time shown."""
    session = Session.connect(f"ws://127.0.0.1:{server}", name="Hôte")
    code = session.create("chamot", ["open", "regular"], {"preset": "short", "seed": 1},
                          autostart=True)
    page = browser.page(960, 600)
    try:
        page.page.goto(f"http://127.0.0.1:{server}/{code}")
        page.wait(lambda: page.app("app.seat") == 0, "the browser's seat")
        room = rooms.rooms.rooms[code]
        buttons = page.page.locator("#actions button")
        page.wait(lambda: buttons.count() > 0, "the first play")
        assert page.line("#clock").endswith("s")
        before = browser_length(page)
        buttons.first.click()  # turn a card
        page.wait(lambda: page.page.locator("#actions button.word").count(), "a place to play")
        hand = page.app("app.table.hand")
        assert hand and len(hand) == 1
        truth = rooms.call(lambda: room.match.state.hand)
        from deboule.rules.chamot.cards import MIN_LETTERS

        assert hand == MIN_LETTERS[truth].upper()
        page.page.locator("#actions button.word").first.click()
        page.page.fill("#word", "zzzzqx")  # no such word: refused by the server's rules
        page.page.click("#wordsend")
        page.wait(lambda: page.line("#note"), "the refusal")
        assert "\n" not in page.line("#note")
        word = rooms.call(lambda: next(a.word for a in room.match.state.legal_actions()
                                       if a.KIND == "place"), )
        row = rooms.call(lambda: next(a.row for a in room.match.state.legal_actions()
                                      if a.KIND == "place"))
        page.page.locator("#actions button.word").nth(
            [a["action"].get("row") for a in page.app("app.table.actions")
             if a["word"]].index(row)).click()
        page.page.fill("#word", word.upper())
        page.page.click("#wordsend")
        page.wait(lambda: rooms.call(lambda: any(
            a.KIND == "place" and a.word.lower() == word.lower()
            for a in room.match.state.history)), "the word played on the server")
        page.wait(lambda: browser_length(page) != before, "the page's table moved on")
        # the refusal was said until the game moved on: not left under the next plays
        page.wait(lambda: page.line("#note") == "", "the refusal's note gone")
        # every seat's corbeille in the players' list (web_table's, checked against the rules
        # in tests/test_web_chamot_corbeilles.py): a card turned, then discarded, here
        play_kind(page, "turn")
        play_kind(page, "discard")
        page.wait(lambda: page.app("app.table.corbeilles[0].size") >= 1, "the discard shown")
        rows = page.page.locator("#players li")
        for seat, corbeille in enumerate(page.app("app.table.corbeilles")):
            assert rows.nth(seat).locator(".corbeille small").inner_text() == \
                corbeille["text"]["fr"]
        top = page.app("app.table.corbeilles[0].top.fr")
        assert rows.nth(0).locator(".card.mini").inner_text() == top
        page.page.screenshot(path=str(tmp_path / "chamot-960x600.png"))
        assert tables_hold_no_secret("chamot", 0, page_views(page)) >= 2
        # a refusal said as the game ends goes with it (the server's last words)
        page.app("app.link.read(JSON.stringify({type: 'refused', code: "
                 "'online.refusal.illegal', fr: 'coup refusé', en: 'move refused'}))")
        assert page.line("#note") == "coup refusé"
        page.app("app.link.read(JSON.stringify({type: 'over'}))")
        assert page.line("#note") == ""
        assert page.code_errors() == []
    finally:
        page.close()
        session.close()
