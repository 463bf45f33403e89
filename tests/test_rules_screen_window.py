"""The illustrated rules in the window (issue 15, point 2): every picture is drawn by the game's
renderer, once, and shows something (each die face its symbol), the page's texts stay inside the
window and apart at four sizes, scrolling reaches the end, each language reads as itself with no
internal name, and the screen opens from the main menu and from each game's pause menu.

Headless (EGL) in a subprocess: this file run as a script with a scenario's name (pyglet's
headless switch is process-wide); each scenario prints JSON."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SIZES = ((960, 600), (1280, 720), (1600, 900), (2560, 1440))


# ---------------------------------------------------------------------------- headless window
def run(scenario: str, tmp_path: Path) -> dict:
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp_path / "config"),
               DEBOULE_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    env.pop("DISPLAY", None)
    proc = subprocess.run([sys.executable, __file__, scenario], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stderr[-4000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def scenarios(tmp_path_factory) -> dict:
    """The three scenarios in one process: one interpreter and one window started, not three."""
    return run("all_scenarios", tmp_path_factory.mktemp("scenarios"))


@pytest.fixture(scope="module")
def pictures(scenarios) -> dict:
    return scenarios["pictures"]


@pytest.fixture(scope="module")
def pages(scenarios) -> dict:
    return scenarios["pages"]


def test_every_picture_is_drawn_once_and_is_not_blank(pictures):
    from deboule.render.picture_book import catalogue

    assert set(pictures["pictures"]) == set(catalogue())
    for name, facts in pictures["pictures"].items():
        assert facts["std"] > 12.0, (name, facts)  # a picture, not a flat colour
        assert facts["colours"] > 60, (name, facts)
    assert pictures["rendered"] == len(catalogue())  # asked twice, drawn once


def test_each_die_face_picture_shows_its_symbol(pictures):
    """Inside the top face of the déboule: the glyph's ink and the die's colour, both; the blank
    face is one colour."""
    faces = {name.rsplit(".", 1)[1]: facts for name, facts in pictures["pictures"].items()
             if name.startswith("deboule.face.")}
    assert set(faces) == {"fleche", "chapeau", "losange", "arc", "blank"}
    for symbol, facts in faces.items():
        if symbol == "blank":
            assert facts["face_contrast"] < 40, facts
        else:
            assert facts["face_contrast"] > 90, (symbol, facts)
            assert 0.05 < facts["ink_share"] < 0.8, (symbol, facts)


def test_the_before_and_after_pictures_differ(pictures):
    for name, facts in pictures["pictures"].items():
        if facts["panes"] == 2:
            assert facts["halves_differ"] > 0.004, name


def test_the_texts_stay_inside_the_window_and_apart_at_every_size(pages):
    found = []
    for key, frames in pages["frames"].items():
        width, height = (int(v) for v in key.split("@")[2].split("x"))
        for labels in frames:
            boxes = [(text, _rect(box)) for _, box, text in labels]
            for text, box in boxes:
                if not box.inside(_rect([0, 0, width, height]), slack=1.0):
                    found.append((key, "outside", text))
            for i, (text_a, a) in enumerate(boxes):
                for text_b, b in boxes[i + 1:]:
                    if a.intersects(b):
                        found.append((key, text_a, text_b))
    assert found == []
    assert len(pages["frames"]) == len(SIZES) * 4 * 2


def _rect(box):
    from deboule.screens.layout import Rect

    return Rect(*box)


def test_scrolling_reaches_the_end_of_every_page(pages):
    for key, facts in pages["ends"].items():
        assert facts["scrolled"] > 0, key
        assert facts["last_seen"], (key, facts)  # the page's last line was drawn
        assert facts["first_seen"], key


def test_the_text_grows_with_the_window_height(pages):
    small = pages["title_height"]["deboule@fr@1280x720"]
    assert pages["title_height"]["deboule@fr@2560x1440"] > 1.7 * small
    assert pages["title_height"]["deboule@fr@960x600"] < small


def test_french_and_english_pages_read_in_their_language(pages):
    """Scrolled from top to bottom, a page shows every title and heading in its language and
    none in the other; nothing drawn is an internal name."""
    from deboule.screens.rules_pages import PAGES
    from deboule.text.rules_pictures_text import text
    from tests.test_rules_screen import IDENTIFIER  # not at the top: scenarios run as a script

    for key, texts in pages["texts"].items():
        game, lang = key.split("@")[:2]
        other = "en" if lang == "fr" else "fr"
        shown = set(texts)
        assert not any(IDENTIFIER.search(t) for t in shown), key
        titles = [b.key if b.kind == "heading" else f"{b.key}.title"
                  for b in PAGES[game] if b.kind in ("heading", "picture")]
        for title in titles:
            mine, theirs = text(title, lang), text(title, other)
            assert any(mine.startswith(t) or t in mine for t in shown if len(t) > 3), \
                (key, mine)
            if mine != theirs:
                assert theirs not in shown, (key, theirs)
    assert "Les faces d'une déboule" in pages["texts"]["deboule@fr@1280x720"]
    assert "The faces of a déboule" in pages["texts"]["deboule@en@1280x720"]


@pytest.fixture(scope="module")
def window(scenarios) -> dict:
    return scenarios["window"]


def test_rules_open_from_the_main_menu_with_their_pictures_drawn(window):
    assert window["from_menu"] == "RulesScreen" and window["game"] == "deboule"
    assert window["pictures_in_view"] >= 1
    for std in window["shown_std"]:
        assert std > 12.0  # the blitted pictures in the window, not empty frames
    assert window["back"] == "MainMenu"


def test_rules_open_from_a_games_pause_menu_on_that_game(window):
    assert window["from_pause"] == {"deboule": "deboule", "cdc": "cdc",
                                    "enculette": "enculette", "chamot": "chamot"}


def test_keys_and_the_wheel_scroll_the_page_and_change_the_game(window):
    assert window["end"] > 0  # End: the bottom of the page
    moves = window["moves"]
    assert moves["home"] == pytest.approx(-window["end"])
    assert moves["down"] > 0 and moves["up"] == pytest.approx(-moves["down"])
    assert moves["page_down"] > 3 * moves["down"]
    assert moves["wheel"] > 0
    assert window["after_right"] == "cdc" and window["scroll_after_right"] == 0


def test_pictures_are_drawn_as_they_scroll_into_view_one_a_frame(window):
    assert window["first_frame_rendered"] == 1
    assert window["rendered_at_top"] < window["pictures_total"]
    assert window["rendered_at_end"] > window["rendered_at_top"]


# ---------------------------------------------------------------------------- scenarios
def _app(size=(1280, 720)):
    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    return GameApp(headless=True, settings=Settings(window=size))


def all_scenarios() -> dict:
    """The pictures and the window's keys first, on one window; then the pages, which stub the
    window's 3D drawing and its size."""
    app = _app()
    return {"pictures": pictures_scenario(app), "window": window_scenario(app),
            "pages": pages_scenario(app)}


def _colours(image) -> int:
    """How many colours, each channel in steps of 8 (a channel's 32 steps packed in 5 bits: one
    integer a pixel, counted far faster than unique rows)."""
    import numpy as np

    steps = (image.reshape(-1, 3) // 8).astype(np.int32)
    packed = (steps[:, 0] << 10) | (steps[:, 1] << 5) | steps[:, 2]
    return int(np.count_nonzero(np.bincount(packed, minlength=1 << 15)))


def pictures_scenario(app) -> dict:
    import numpy as np

    from deboule.render.picture_book import catalogue, picture
    from deboule.screens.rules_pictures import PictureCache

    cache = PictureCache(app)
    out = {}
    for name in catalogue():
        shown = picture(name)
        size = (480, round(480 / shown.aspect))
        image = cache.image(name, size)
        cache.image(name, size)  # again: kept, not drawn again
        facts = {"std": float(image.std()), "panes": len(shown.panes),
                 "colours": _colours(image)}
        if len(shown.panes) == 2:
            rects = shown.pane_rects(*size)
            a = image[:, rects[0][0]:rects[0][0] + rects[0][2]].astype(int)
            b = image[:, rects[1][0]:rects[1][0] + rects[0][2]].astype(int)
            facts["halves_differ"] = float((np.abs(a - b).max(axis=2) > 40).mean())
        if shown.symbol is not None:
            facts.update(_face_area(image, shown, size))
        out[name] = facts
    return {"pictures": out, "rendered": cache.rendered}


def _face_area(image, shown, size) -> dict:
    """The pixels around the top face's centre, a third of the face across."""
    import numpy as np

    from deboule.render.demo import DEBOULE_EDGE

    camera = shown.panes[0].camera
    cx, cy, cz = shown.extra["centre"]
    (x, y), (x2, _) = camera.project([(cx, cy, cz), (cx, cy + DEBOULE_EDGE / 2, cz)], size)
    half = max(3, int(abs(x2 - x) * 0.6))
    patch = image[int(y) - half:int(y) + half, int(x) - half:int(x) + half].reshape(-1, 3)
    light = patch.astype(int).sum(axis=1)
    # the glyph's ink: far from the face's own colour (pale on red, blue, green; dark on yellow)
    ink = np.abs(patch.astype(int) - np.median(patch, axis=0)).sum(axis=1) > 150
    return {"face_contrast": float(np.percentile(light, 95) - np.percentile(light, 5)),
            "ink_share": float(ink.mean())}


def pages_scenario(app) -> dict:
    from pyglet.window import key

    from deboule.screens.rules_screen import RulesScreen
    from deboule.shell.window import GameApp

    app.frame()
    app.renderer.render = lambda *args, **kwargs: None  # where the texts go only
    frames, ends, texts, heights = {}, {}, {}, {}
    for size in SIZES:
        GameApp.size = property(lambda self, size=size: size)
        for lang in ("fr", "en"):
            app.settings = app.settings.with_(lang=lang)
            for game in ("deboule", "cdc", "enculette", "chamot"):
                screen = RulesScreen(app, game)
                app.push(screen)
                name = f"{game}@{lang}@{size[0]}x{size[1]}"
                shot, seen = [], set()
                for _ in range(200):
                    app.draw()
                    shot.append([[r, [b.x, b.y, b.w, b.h], t] for r, b, t in app.text.last_frame])
                    seen |= {t for _, _, t in app.text.last_frame}
                    if screen.scroll >= screen.max_scroll():  # the end drawn: not drawn twice
                        break
                    screen.on_key(key.PAGEDOWN, 0)
                page = screen.page()
                frames[name] = shot
                texts[name] = sorted(seen)
                ends[name] = {"scrolled": screen.scroll,
                              "last_seen": page.rows[-1].text in seen,
                              "first_seen": page.rows[0].text in seen}
                heights[name] = max(b[3] for r, b, _ in shot[0] if r == "title")
                app.pop()
    return {"frames": frames, "ends": ends, "texts": texts, "title_height": heights}


def window_scenario(app) -> dict:
    from pyglet.window import key

    from deboule import registry
    from deboule.screens.menus import PauseScreen
    from deboule.screens.rules_screen import RulesScreen

    app.frame()

    def press(symbol, times=1):
        for _ in range(times):
            app.window.dispatch_event("on_key_press", symbol, 0)
            app.frame()

    for _ in range(len(app.screen.menu.items)):
        if app.screen.menu.current.key == "rules":
            break
        press(key.DOWN)
    press(key.ENTER)  # the key is handled, then the rules' first frame is drawn
    screen = app.screen
    out = {"from_menu": type(screen).__name__, "game": getattr(screen, "game", None),
           "first_frame_rendered": screen.pictures.rendered}
    for _ in range(20):
        app.frame()
    image = app.screenshot()
    height = image.shape[0]
    shown = [(name, box) for name, box in screen.shown_pictures()
             if box.y >= screen.content().y and box.top <= screen.content().top]
    out["pictures_in_view"] = len(shown)
    out["shown_std"] = [float(image[round(height - box.top):round(height - box.y),
                                    round(box.x):round(box.right)].std()) for _, box in shown]
    out["rendered_at_top"] = screen.pictures.rendered
    out["pictures_total"] = len(screen.page().pictures)
    press(key.END)
    for _ in range(10):
        app.frame()
    out["rendered_at_end"] = screen.pictures.rendered
    end = screen.scroll
    moves = {}
    for name, symbol in (("home", key.HOME), ("down", key.DOWN), ("page_down", key.PAGEDOWN),
                         ("up", key.UP)):
        before = screen.scroll
        press(symbol)
        moves[name] = screen.scroll - before
    before = screen.scroll
    app.window.dispatch_event("on_mouse_scroll", 400, 300, 0, -1)  # the wheel towards you
    app.frame()
    moves["wheel"] = screen.scroll - before
    press(key.RIGHT)
    out.update(end=end, max=screen.max_scroll(), moves=moves, after_right=screen.game,
               scroll_after_right=screen.scroll)
    press(key.ESCAPE)
    out["back"] = type(app.screen).__name__
    out["from_pause"] = {}
    for entry in registry.GAMES:
        game = entry.screen_class().new(app, ["human", "expert"], seed=1)
        app.push(game)
        pause = PauseScreen(app, game)
        app.push(pause)
        pause.command("rules")
        rules = app.screen
        assert isinstance(rules, RulesScreen)
        out["from_pause"][entry.key] = rules.game
        app.pop()
        app.pop()
        app.pop()
    return out


if __name__ == "__main__":
    print(json.dumps(globals()[sys.argv[1]]()))
