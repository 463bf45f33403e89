"""Issue 47: Chamot's cards on the page (web/src/cards.js): the rows drawn as cards (a straw
capital, then paper small letters), the card in hand dragged with the mouse, or a finger on a
phone, onto a row: the word box asks the word for that row, and the word typed is played there
by the server's rules."""

from __future__ import annotations

import pytest

from deboule.online.server import ServerThread
from deboule.online.session import Session
from tests.web_browser import Browser, chromium_path


@pytest.fixture(scope="module")
def browser():
    if chromium_path() is None:
        pytest.skip("Debian's chromium (make system)")
    shared = Browser()
    yield shared
    shared.close()


@pytest.fixture(scope="module")
def rooms():
    thread = ServerThread()
    thread.start()
    yield thread
    thread.stop()

pytestmark = pytest.mark.skipif(chromium_path() is None,
                                reason="Debian's chromium (make system) drives these tests")


def drag(page, source: str, target: str, touch: bool) -> None:
    """A press on `source`, moved in steps onto `target`, released: a mouse, or a finger
    (pointer events of a touch, as a phone sends)."""
    a = page.page.locator(source).bounding_box()
    b = page.page.locator(target).bounding_box()
    x0, y0 = a["x"] + a["width"] / 2, a["y"] + a["height"] / 2
    x1, y1 = b["x"] + b["width"] * 0.6, b["y"] + b["height"] / 2
    if not touch:
        page.page.mouse.move(x0, y0)
        page.page.mouse.down()
        page.page.mouse.move(x1, y1, steps=8)
        page.page.mouse.up()
        return
    # a finger: the browser's own touch input (Chrome DevTools Protocol), which it turns into
    # pointer events of type "touch" as on a phone
    cdp = page.context.new_cdp_session(page.page)
    start = {"x": x0, "y": y0}
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [start]})
    for i in range(1, 9):
        point = {"x": x0 + (x1 - x0) * i / 8, "y": y0 + (y1 - y0) * i / 8}
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


@pytest.mark.parametrize(("width", "height", "touch"), [(960, 600, False), (390, 844, True)])
def test_the_card_in_hand_is_dragged_onto_a_row_and_played_there(tmp_path, browser, rooms,
                                                                  width, height, touch):
    port = rooms.port
    host = Session.connect(f"ws://127.0.0.1:{port}", name="Hôte")
    page = browser.page(width, height, touch=touch)
    try:
        code = host.create("chamot", ["open", "regular"], {"preset": "short", "seed": 1},
                           autostart=True)
        room = rooms.rooms.rooms[code]
        page.page.goto(f"http://127.0.0.1:{port}/{code}")
        page.wait(lambda: page.app("app ? app.seat : null") == 0, "the browser's seat")
        rows = page.page.locator("#cards .row")
        page.wait(lambda: rows.count() == 3, "the rows")
        # each row's cards: the first a capital on a straw card, the others small letters
        for index in range(3):
            word = page.app(f"app.table.rows[{index}].word")
            cards = rows.nth(index).locator(".card")
            assert cards.count() == len(word)
            assert "maj" in cards.first.get_attribute("class")
            assert cards.first.inner_text() == word[0].upper()
        turn = page.page.locator("#actions button", has_text="Retourner")
        page.wait(lambda: turn.count() == 1, "the turn's button")
        turn.click()
        page.wait(lambda: page.page.locator("#handcard.draggable").count(), "a card to drag")
        hand = page.app("app.table.hand").lower()
        assert page.line("#handcard") == hand
        place = rooms.call(lambda: next(a for a in room.match.state.legal_actions()
                                        if a.KIND == "place" and a.source == "hand"))
        drag(page, "#handcard", f"#cards .row[data-row='{place.row}']", touch)
        page.wait(lambda: not page.page.locator("#wordbox").is_hidden(), "the word box")
        assert page.app("app.wordFor.action.row") == place.row  # the row it was dropped on
        page.page.screenshot(path=str(tmp_path / f"chamot-drag-{width}x{height}.png"))
        page.page.fill("#word", place.word.upper())
        page.page.click("#wordsend")
        page.wait(lambda: rooms.call(lambda: any(
            a.KIND == "place" and a.row == place.row and a.word.lower() == place.word.lower()
            for a in room.match.state.history)), "the word played on the dropped row")
        assert page.code_errors() == []
    finally:
        page.close()
        host.close()
