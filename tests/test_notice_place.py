"""The app's notices (a refused save, graphics quality stepped down) are drawn over every screen
for some seconds; over a game they go under its top band, so that the scores stay in sight
(they covered them: seen in the real window when "auto" stepped down during a first throw)."""

from __future__ import annotations

import pytest


@pytest.fixture
def config_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("DEBOULE_CONFIG_DIR", str(tmp_path))
    return tmp_path


def _app(size):
    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    return GameApp(headless=True, settings=Settings(window=size))


@pytest.mark.parametrize("size", [(960, 540), (1600, 900)])
def test_a_notice_over_a_game_leaves_the_scores_in_sight(config_dir, size):
    from deboule.games.deboule.screen import DebouleScreen
    from deboule.text.i18n import Phrase

    app = _app(size)
    try:
        screen = DebouleScreen.new(app, ["human", "expert"], seed=1)
        app.push(screen)
        app.notify(Phrase("notice.quality_lowered"))
        app.frame()
        band = app.notice_band
        assert band is not None
        scores = [box for region, box, text in app.text.last_frame
                  if region == "scores" and text]
        assert len(scores) >= 2  # a line for each side
        # the band lies under every score line, inside the window
        assert band.top <= min(box.y for box in scores) + 0.5
        assert band.y >= 0 and band.top <= size[1]
        # and just under the HUD's top band, not somewhere down the table
        assert band.top == pytest.approx(screen.hud.top_band().y)
    finally:
        app.quit()


def test_a_notice_over_a_menu_is_at_the_top(config_dir):
    from deboule.screens.menus import MainMenu
    from deboule.text.i18n import Phrase

    app = _app((960, 540))
    try:
        app.push(MainMenu(app))
        app.notify(Phrase("notice.quality_lowered"))
        app.frame()
        assert app.notice_band is not None and app.notice_band.top == pytest.approx(540)
        # once its seconds are over, no band
        app.notices.clear()
        app.frame()
        assert app.notice_band is None
    finally:
        app.quit()


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_a_notice_never_covers_the_large_print_face(config_dir, size):
    """Issue 48: "Qualité graphique automatique…" came down over the large-print result of
    the throw just made; the result box goes under the notice's band while it is shown."""
    from deboule.games.deboule.match import DebouleMatch, Seat
    from deboule.games.deboule.screen import DebouleScreen
    from deboule.shell.flick import keyboard_throw
    from deboule.text.i18n import Phrase

    app = _app(size)
    try:
        match = DebouleMatch([Seat("human", name="A"), Seat("human", name="B")], seed=1,
                             headless=True, pace=0.0)
        screen = DebouleScreen(app, match)
        app.push(screen)
        app.frame()
        screen.throw(keyboard_throw(0.0, 0.3, 0.0, 0.0))  # the cochondé of the roll-off
        for _ in range(2000):
            if match.flight is None:
                break
            match.update(0.1)
        app.frame()
        alone = screen.big_face.panel
        assert alone is not None  # the result in large print, no notice yet
        app.notify(Phrase("notice.quality_lowered"))
        app.frame()  # the band is drawn (after the screen): the next frame knows it
        app.frame()
        band, panel = app.notice_band, screen.big_face.panel
        assert band is not None and panel is not None
        assert not panel.intersects(band), (panel, band)
        assert alone.intersects(band)  # where it was, the band would have hidden it
    finally:
        app.quit()
