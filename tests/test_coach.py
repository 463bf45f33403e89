"""The lessons' coach (deboule/screens/coach.py) and the lessons' menu (deboule/screens/learn.py),
driven in a headless window: steps advance by their `done` or by Enter/click, the panel and the
pointer are drawn, Esc's menu continues, restarts and leaves, and the last step ends on "Bravo".

Run as a script, this file is the driver (pyglet's headless switch is process-wide: one window
per process); the tests run it and read the JSON it prints."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = ROOT / "deboule" / "games"


def _run(scenario: str, tmp_path: Path) -> dict:
    env = dict(os.environ)
    env.pop("DISPLAY", None)
    env["DEBOULE_CONFIG_DIR"] = str(tmp_path / "config")
    env["DEBOULE_DATA_DIR"] = str(tmp_path / "data")
    result = subprocess.run([sys.executable, __file__, scenario], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_steps_advance_by_done_or_enter_and_the_panel_is_drawn(tmp_path):
    out = _run("steps", tmp_path)
    assert out["entered"] == [0, 1, 2, 3]  # each step's `enter` once, in order
    assert out["after_enter"] == 1
    assert out["enter_on_done_step"] == 1  # Enter goes to the game when the step waits for it
    assert out["inner_keys"] == ["enter", "a"]
    assert out["after_key"] == 2
    assert out["held_ticks"] == 0  # a held step stops the game
    assert out["after_click"] == 3
    assert out["history"] == [[0, "enter"], [1, "done"], [2, "enter"], [3, "done"]]
    assert out["finished"] and out["bravo_drawn"]
    assert out["coach_boxes_inside"]
    assert out["ring_pixel_gold"]
    assert out["back_to"] == "LearnScreen"


def test_escape_menu_continues_restarts_and_leaves(tmp_path):
    out = _run("menu", tmp_path)
    assert out["menu"] == "LessonMenu"
    assert out["continued"] == ["CoachedScreen", 1]
    assert out["restarted"] == ["CoachedScreen", 0, True]  # a new lesson; the old one closed
    assert out["left"] == "LearnScreen"


def test_the_panel_goes_where_the_inner_screen_says(tmp_path):
    out = _run("area", tmp_path)
    assert out["default_left"]  # by default, a column on the left of the window
    assert out["inside_area"]  # with coach_area(), at the top of that area
    assert out["moved"]


def test_main_menu_opens_the_lessons(tmp_path):
    out = _run("learn", tmp_path)
    keys = out["main_items"]
    # the main menu: the games, "Reprendre", "Jouer en ligne", then "Apprendre à jouer"
    assert keys[keys.index("resume") + 1:keys.index("resume") + 3] == ["online", "learn"]
    assert out["screen"] == "LearnScreen"
    assert out["title"] in ("Apprendre à jouer", "Learn to play")
    # only lessons whose module exists, Le Déboulé, Cul de Chouette, L'Enculette in that order
    assert out["lessons"] == out["expected"]
    assert out["items"][-1] == "back"
    assert out["back"] == "MainMenu"


# ---------------------------------------------------------------------- the driver


def _app():
    from deboule.shell.window import GameApp

    return GameApp(headless=True)


class _Inner:
    """A stand-in game screen: counts its keys and ticks, closes once."""

    def __new__(cls, app):
        from deboule.screens.base import Screen

        class Inner(Screen):
            def __init__(self, app) -> None:
                super().__init__(app)
                self.keys: list[str] = []
                self.ticks = 0
                self.closed = False

            def update(self, dt: float) -> None:
                self.ticks += 1

            def on_key(self, symbol: int, modifiers: int) -> None:
                from pyglet.window import key

                self.keys.append("a" if symbol == key.A else "enter")

            def closing(self) -> None:
                self.closed = True

        return Inner(app)


def _lesson(app, entered: list[int], made: list):
    from deboule.screens.coach import CoachedScreen, Step

    inner = _Inner(app)
    steps = [
        Step("menu.learn", enter=lambda s: entered.append(0)),
        Step("coach.lesson", done=lambda s: "a" in s.keys, enter=lambda s: entered.append(1),
             target=lambda s: (700.0, 400.0), values=lambda s: {"lesson": "test"}),
        Step("menu.learn", enter=lambda s: entered.append(2), hold=True),
        Step("menu.learn", done=lambda s: s.ticks >= 3, enter=lambda s: entered.append(3)),
    ]
    coached = CoachedScreen(app, inner, steps, "menu.learn",
                            restart=lambda: _lesson(app, entered, made))
    made.append(coached)
    return coached


def _press(app, symbol) -> None:
    app.window.dispatch_event("on_key_press", symbol, 0)
    app.frame()


def steps() -> dict:
    app = _app()
    from pyglet.window import key, mouse

    from deboule.screens.learn import LearnScreen

    app.frame()
    app.push(LearnScreen(app))
    entered: list[int] = []
    coached = _lesson(app, entered, [])
    app.push(coached)
    app.frame()
    _press(app, key.ENTER)
    out = {"after_enter": coached.step_index}
    _press(app, key.ENTER)
    out["enter_on_done_step"] = coached.step_index
    app.frame()
    image = app.screenshot()
    height = image.shape[0]
    pixels = [image[height - 1 - 400 + dy, 700 + dx] for dx in range(-40, 41)
              for dy in range(-40, 41)]
    out["ring_pixel_gold"] = any(p[0] > 200 and p[1] > 170 and p[2] < 140 for p in pixels)
    width, height = app.size
    boxes = [box for region, box, _ in app.text.last_frame if region == "coach"]
    out["coach_boxes_inside"] = bool(boxes) and all(
        0 <= b.x and b.x + b.w <= width and 0 <= b.y and b.y + b.h <= height for b in boxes)
    _press(app, key.A)
    out["inner_keys"] = coached.inner.keys
    out["after_key"] = coached.step_index
    ticks = coached.inner.ticks
    for _ in range(5):
        app.frame()
    out["held_ticks"] = coached.inner.ticks - ticks
    app.window.dispatch_event("on_mouse_press", 10, 10, mouse.LEFT, 0)
    app.window.dispatch_events()
    out["after_click"] = coached.step_index
    for _ in range(5):
        app.frame()
    out["finished"] = coached.finished
    out["bravo_drawn"] = any(text in ("Bravo !", "Well done!")
                             for _, _, text in app.text.last_frame)
    out["history"] = coached.history
    out["entered"] = entered
    _press(app, key.ENTER)
    out["back_to"] = type(app.screen).__name__
    return out


def menu() -> dict:
    app = _app()
    from pyglet.window import key

    from deboule.screens.learn import LearnScreen

    app.frame()
    app.push(LearnScreen(app))
    made: list = []
    app.push(_lesson(app, [], made))
    app.frame()
    _press(app, key.ENTER)
    _press(app, key.ESCAPE)
    out = {"menu": type(app.screen).__name__}
    _press(app, key.ENTER)  # continue
    out["continued"] = [type(app.screen).__name__, app.screen.step_index]
    _press(app, key.ESCAPE)
    _press(app, key.DOWN)
    _press(app, key.ENTER)  # restart
    out["restarted"] = [type(app.screen).__name__, app.screen.step_index,
                        app.screen is made[-1] and len(made) == 2 and made[0].inner.closed]
    _press(app, key.ESCAPE)
    _press(app, key.UP)  # round to the last line: leave
    _press(app, key.ENTER)
    out["left"] = type(app.screen).__name__
    return out


def area() -> dict:
    app = _app()
    from deboule.screens.layout import Rect

    app.frame()
    coached = _lesson(app, [], [])
    app.push(coached)
    app.frame()
    width, height = app.size
    before = coached.panel_rect()
    out = {"default_left": before.x < width * 0.1}
    zone = Rect(width * 0.6, height * 0.1, width * 0.35, height * 0.5)
    coached.inner.coach_area = lambda: zone
    app.frame()
    boxes = [box for region, box, _ in app.text.last_frame if region == "coach"]
    after = coached.panel_rect()
    out["inside_area"] = bool(boxes) and after.inside(zone) and all(
        box.inside(zone, slack=2.0) for box in boxes)
    out["moved"] = after.x > before.right
    return out


def learn() -> dict:
    app = _app()
    from pyglet.window import key

    from deboule import registry
    from deboule.screens.menus import MainMenu

    app.frame()
    main = app.screen
    out = {"main_items": [item.key for item in main.menu.items]}
    main.menu.focus = out["main_items"].index("learn")
    _press(app, key.ENTER)
    screen = app.screen
    out["screen"] = type(screen).__name__
    out["title"] = screen.title()
    out["lessons"] = screen.lessons()
    out["items"] = [item.key for item in screen.menu.items]
    out["expected"] = [k for k in registry.KEYS  # in the registry's order
                       if (GAMES / registry.by_key(k).package / "tutorial.py").exists()]
    _press(app, key.ESCAPE)
    out["back"] = type(app.screen).__name__
    assert isinstance(app.screen, MainMenu)
    return out


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    print(json.dumps({"steps": steps, "menu": menu, "learn": learn, "area": area}[sys.argv[1]]()))
