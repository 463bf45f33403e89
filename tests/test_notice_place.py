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
    from game.settings import Settings
    from game.window import GameApp

    return GameApp(headless=True, settings=Settings(window=size))


@pytest.mark.parametrize("size", [(960, 540), (1600, 900)])
def test_a_notice_over_a_game_leaves_the_scores_in_sight(config_dir, size):
    from game.deboule.screen import DebouleScreen
    from game.i18n import Phrase

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
    from game.i18n import Phrase
    from game.screens.menus import MainMenu

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
