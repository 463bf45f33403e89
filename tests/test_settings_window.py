"""Issue 30, point 10, in a headless window: the window-size setting follows a resize by hand
(the settings screen shows the window's size, and it is saved), and switching the graphics
quality says to wait on a frame drawn before the slow building of the new renderer."""

from __future__ import annotations

import json

import pytest

from deboule.shell.settings import Settings
from deboule.text.i18n import tr


@pytest.fixture
def app(monkeypatch, tmp_path):
    monkeypatch.setenv("DEBOULE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("DEBOULE_DATA_DIR", str(tmp_path / "data"))
    from deboule.shell.window import GameApp

    game = GameApp(headless=True, settings=Settings(window=(1280, 720), quality="low"))
    yield game
    if game.renderer is not None:
        game.quit()


def test_the_window_size_setting_follows_a_resize_and_is_saved(app, tmp_path):
    from deboule.screens.menus import SettingsScreen

    app.frame()
    app.window.dispatch_event("on_resize", 1000, 620)  # the player drags the window's corner
    app.frame()
    assert app.settings.window == (1000, 620)
    settings = SettingsScreen(app)
    item = settings.menu.item("window")
    assert item.value == (1000, 620) and item.render_choice(item.value) == "1000 × 620"
    app.quit()
    saved = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert saved["window"] == [1000, 620]
    assert Settings.from_dict(saved).window == (1000, 620)


def test_switching_quality_says_to_wait_before_building_the_renderer(app):
    app.frame()
    wait = tr("notice.quality_wait", app.settings.lang)
    app.apply_settings(app.settings.with_(quality="high"))
    assert app.renderer.quality == "low"  # nothing slow yet: the menu answers at once
    app.frame()  # this frame tells the player to wait...
    assert app.renderer.quality == "low"
    assert wait in app.notice_lines and app.notice_band is not None
    app.frame()  # ...and the next one builds the renderer, then draws with it
    assert app.renderer.quality == "high"
    assert wait not in app.notice_lines
