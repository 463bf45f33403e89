"""Issue 47: the page draws L'Enculette's Tasse as the window paints it (deboule/render/
porcelain.py): the cup closed on top with its blue band and handle, the saucer's blue ring, on
the Cul de Chouette piste the window sets it on; sizes and colours from the server's scene."""

from __future__ import annotations

import io

import numpy as np
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


def test_the_scene_gives_the_windows_porcelain_and_piste():
    from deboule.online.web_scene import scene
    from deboule.physics.tables import TraySpec
    from deboule.render.porcelain import BAND, PORCELAIN

    arena = scene("enculette")["arena"]
    tray = TraySpec()
    assert arena["tray"] == {"length": tray.length, "width": tray.width,
                             "wall_height": tray.wall_height,
                             "wall_thickness": tray.wall_thickness}
    for name, rgb in (("porcelain", PORCELAIN), ("band", BAND)):
        assert arena[name] == "#" + "".join(f"{round(c * 255):02x}" for c in rgb)


@pytest.mark.skipif(chromium_path() is None, reason="Debian's chromium (make system)")
def test_the_page_draws_the_tasse_with_its_blue_and_the_piste(tmp_path, browser, rooms):
    from PIL import Image

    port = rooms.port
    host = Session.connect(f"ws://127.0.0.1:{port}", name="Hôte")
    page = browser.page(960, 600)
    try:
        code = host.create("enculette", ["open", "regular"], {"seed": 3}, autostart=True)
        page.page.goto(f"http://127.0.0.1:{port}/{code}")
        page.wait(lambda: page.app("!!(app.table && app.scene && app.scene.frames > 0)"),
                  "the table drawn")
        shot = page.page.locator("#table").screenshot(path=str(tmp_path / "tasse.png"))
        pixels = np.asarray(Image.open(io.BytesIO(shot)).convert("RGB")).reshape(-1, 3)
        r, g, b = (pixels[:, k].astype(int) for k in range(3))
        blue = (b > 90) & (b > r + 50) & (b > g + 30)  # the cup's band, the saucer's ring
        wood = (r > 90) & (r > g + 25) & (g > b + 10)  # the piste's walls
        china = (r > 200) & (g > 195) & (b > 180)  # the cup's foot and the saucer
        assert blue.mean() > 0.003, "no blue band or ring"
        assert wood.mean() > 0.03, "no piste round the Tasse"
        assert china.mean() > 0.02, "no porcelain"
        assert page.code_errors() == []
    finally:
        page.close()
        host.close()


def dice_drawn(page) -> list[int]:
    """The faces of the dice drawn in the page's #dice line (their SVG's labels)."""
    return page.page.evaluate(
        "() => [...document.querySelectorAll('#dice svg.die')].map((d) => "
        "Number(d.getAttribute('aria-label')))")


@pytest.mark.skipif(chromium_path() is None, reason="Debian's chromium (make system)")
def test_the_dice_under_the_tasse_are_drawn_as_dice(tmp_path, browser, rooms):
    """Peeked (the server's faces under this seat's cup) and lifted (the faces the doubt's
    event made public): two dice drawn in the page, their words under them."""
    port = rooms.port
    host = Session.connect(f"ws://127.0.0.1:{port}", name="Hôte")
    page = browser.page(960, 600)
    try:
        code = host.create("enculette", ["open", "regular"], {"seed": 3, "preset": "broc=5"},
                           autostart=True)
        room = rooms.rooms.rooms[code]
        page.page.goto(f"http://127.0.0.1:{port}/{code}")
        peeked = lifted = None
        ready = "!!(app.table && app.decoding === 0 && !app.player.moving())"
        for _ in range(40):
            page.wait(lambda: page.app(ready) and (page.page.locator("#actions button").count()
                                                   or page.app("!!app.table.lifted")),
                      "the page's turn or a lifted cup")
            table = page.app("app.table")
            if table.get("lifted") and page.app(ready):
                lifted = table["lifted"]["faces"]
                page.wait(lambda f=lifted: dice_drawn(page) == f, "the lifted dice drawn")
                page.page.locator("#dice").screenshot(path=str(tmp_path / "lifted.png"))
                assert page.line("#dice").strip() == table["lifted"]["text"]["fr"]
                break
            before = page.app("app.at")
            peek = page.page.locator("#actions button.peek")
            if peek.count() and peeked is None:
                peek.click()
                truth = rooms.call(lambda: list(room.match.state.cup().dice))
                page.wait(lambda: len(dice_drawn(page)) == 2, "the peeked dice drawn")
                peeked = dice_drawn(page)
                assert peeked == truth, (peeked, truth)
                page.page.locator("#dice").screenshot(path=str(tmp_path / "peeked.png"))
                assert "Sous la Tasse" in page.line("#dice")
            kinds = [a["action"].get("type") for a in table.get("actions") or []]
            buttons = page.page.locator("#actions button:not(.turn):not(.peek):not(.throw)")
            throw = page.page.locator("#actions button.throw")
            if throw.count():
                throw.click()
            elif "doubt" in kinds:
                buttons.nth(kinds.index("doubt")).click()
            elif buttons.count():
                buttons.first.click()
            page.wait(lambda b=before: page.app("app.at") != b or page.app("!!app.table.lifted"),
                      "the server's answer")
        assert peeked is not None and lifted is not None
        assert page.code_errors() == []
    finally:
        page.close()
        host.close()
