"""Issue 48, point 4, in the game's window (headless): L'Enculette's list of announcements had
an empty line under "Drapeau Corse (55)", above "Tie Break (66)"."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.headless_app import headless_app

SIZES = ((960, 540), (1280, 720), (1920, 1080), (1366, 768))


@pytest.fixture(scope="module")
def app(tmp_path_factory) -> Iterator[Any]:
    with headless_app(tmp_path_factory.mktemp("newcomer"), (1280, 720)) as app:
        yield app


@pytest.fixture
def sized(app, monkeypatch):
    """Sets the window's size as the HUD reads it (a headless window cannot be resized)."""
    from deboule.shell.window import GameApp

    def size_to(width: int, height: int) -> None:
        monkeypatch.setattr(GameApp, "size", property(lambda self: (width, height)))

    monkeypatch.setattr(app.renderer, "render", lambda *args, **kwargs: None)  # text only
    return size_to


def _announcing(app, lang: str, monkeypatch):
    """An Enculette table where the person announces (every value from 31 to 21 offered)."""
    from pyglet.window import key

    from deboule.games.enculette.match import EnculetteMatch
    from deboule.games.enculette.screen import EnculetteScreen

    monkeypatch.setattr(app, "settings", app.settings.with_(lang=lang))
    screen = EnculetteScreen(app, EnculetteMatch(["human", "expert"], seed=3, lang=lang))
    app.push(screen)
    screen.on_key(key.SPACE, 0)
    for _ in range(300):
        if not screen.match.busy():
            break
        screen.update(0.05)
    screen.on_key(key.P, 0)
    return screen


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_line_of_the_enculette_menu_holds_text(app, sized, lang, monkeypatch):
    """Failing, the line under "Drapeau Corse (55)" was empty whenever another line had the
    focus: its height was measured in bold (two lines at most sizes), drawn in one."""
    screen = _announcing(app, lang, monkeypatch)
    try:
        entries = screen.menu()
        assert any("(55)" in label for label, _ in entries) and len(entries) >= 20
        seen_55_unfocused = 0
        for width, height in SIZES:
            sized(width, height)
            for focus in range(len(entries)):
                screen.focus = focus
                app.draw()
                texts = sorted(((box.top, box.y, text) for region, box, text
                                in app.text.last_frame if region == "menu"), reverse=True)
                assert len(texts) >= 5, texts
                line = max(top - bottom for top, bottom, _ in texts)
                for (_, bottom, above), (top, _, below) in zip(texts, texts[1:], strict=False):
                    assert bottom - top < 0.5 * line, (width, focus, above, below)
                seen_55_unfocused += any("(55)" in text and not text.startswith("▶")
                                         for _, _, text in texts)
        assert seen_55_unfocused >= len(SIZES)
    finally:
        app.pop()


def _answering(app, lang: str, monkeypatch):
    """An Enculette table where the person answers an announcement (believe, doubt, or pass the
    Tasse unseen: a heading, then the announcements)."""
    from pyglet.window import key

    from deboule.games.enculette.match import EnculetteMatch
    from deboule.games.enculette.screen import EnculetteScreen

    monkeypatch.setattr(app, "settings", app.settings.with_(lang=lang))
    screen = EnculetteScreen(app, EnculetteMatch(["human", "novice"], seed=0, lang=lang))
    app.push(screen)
    screen.on_key(key.SPACE, 0)
    for _ in range(300):
        if not screen.match.busy():
            break
        screen.update(0.05)
    screen.on_key(key.ENTER, 0)  # an announcement; the bot believes and announces back
    for _ in range(600):
        if any(row.index is None for row in screen.hud.rows()) and not screen.match.busy():
            break
        screen.update(0.05)
    return screen


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_enculette_menu_headings_are_whole(app, sized, lang, monkeypatch):
    """Failing, "Ou passer la Tasse sans regarder à Joueur 2, en…" was cut to one line."""
    screen = _answering(app, lang, monkeypatch)
    try:
        headings = [row.text for row in screen.hud.rows() if row.index is None]
        assert headings, [row.text for row in screen.hud.rows()]
        for width, height in SIZES:
            sized(width, height)
            screen.focus = 0
            app.draw()
            shown = [text for region, _, text in app.text.last_frame if region == "menu"]
            assert not any(text.endswith("…") for text in shown), (width, shown)
            words = " ".join(shown).split()
            for heading in headings:
                assert all(word in words for word in heading.split()), (width, heading, shown)
    finally:
        app.pop()
