"""The coach of the guided lessons (issue 15, point 1): a game screen played as usual, with one
explanation at a time in a panel of its own and an arrow and a ring on what to do.

A lesson is a list of `Step`s over an inner game screen. Each step explains one thing; it ends
when its `done(inner)` turns true (the player did it, or the game reached it), or, with no
`done`, when the player presses Enter or clicks. Esc opens the lesson's menu (continue, restart,
leave) instead of the game's pause: a lesson is not a game to save or resume.

The lessons themselves live in deboule/games/<package>/tutorial.py (`lesson(app) -> CoachedScreen`);
their strings in that package's text.py, the coach's own in deboule/screens/coach_text.py."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from deboule.screens.base import GOLD, GREY, WHITE, Screen, key_name
from deboule.screens.hud import Hud, Line
from deboule.screens.layout import Rect
from deboule.screens.menus import MainMenu, MenuScreen
from deboule.shell.menu import Item, Menu
from deboule.text.i18n import known, tr

RING = (255, 214, 90, 235)
# the panel is opaque: a game's log or table behind it showed through its text (issue 30)
PANEL_ALPHA = 250
OTHER_KEY_SHOWN = 3.0  # seconds the panel says a key pressed was not the step's


@dataclass
class Step:
    """One thing the lesson explains."""

    text: str  # translation key of the explanation (French first, English too)
    # polled every frame with the inner game screen; the step ends when True. None: the step
    # waits for Enter or a click ("Continuer")
    done: Callable[[Any], bool] | None = None
    # window pixel (x, y from the bottom left) an arrow and a ring point at, or None
    target: Callable[[Any], tuple[float, float] | None] | None = None
    # called once with the inner screen when the step starts (arrange the table, scripted dice)
    enter: Callable[[Any], None] | None = None
    values: Callable[[Any], dict] | None = None  # format values for the text (names, numbers)
    # the game stands still while this step is read (no bot throws behind the explanation)
    hold: bool = False
    # translation key of the line under the explanation when `done` is set (default: "do it
    # on the table"; "coach.watch" while the other players play)
    hint: str | None = None
    # the keys (menu names as key_name gives them, else pyglet's lower-case symbol names: "p")
    # that reach the game while this step waits for its move; None: every key. A lesson that
    # names a key lets only that move through, so that a habit (Enter) cannot play a live
    # menu's line behind the text and put the table ahead of the lesson
    keys: frozenset[str] | None = None
    clicks: bool = True  # mouse presses reach the game (its menu lines, the flick)
    typing: bool = False  # typed text reaches the game although `keys` is set (a word box)


def pressed_name(symbol: int) -> str:
    """A key's name as `Step.keys` lists it: the menus' names ("enter", "space"...), else
    pyglet's symbol name in lower case ("p", "a")."""
    # pyglet.window needs a display: imported once the window is open
    from pyglet.window import key

    return key_name(symbol) or key.symbol_string(symbol).lower()


class CoachedScreen(Screen):
    """The inner game screen, with the current step's panel and pointer drawn over it."""

    def __init__(self, app, inner: Screen, steps: list[Step], lesson: str,
                 restart: Callable[[], CoachedScreen]) -> None:
        super().__init__(app)
        if not steps:
            raise ValueError("a lesson needs at least one step")
        self.inner = inner
        self.steps = steps
        self.lesson = lesson
        self.restart = restart
        self.step_index = 0
        self.finished = False  # every step done: "Bravo", then back to the menu
        # how each step ended, in order: (step index, "done" or "enter"); tests read it
        self.history: list[tuple[int, str]] = []
        self.hud = Hud(app)
        self.clock = 0.0
        self.panel_side = "left"  # where the panel sits in the window's middle band
        self.other_key_at: float | None = None  # clock of the last key the step did not name
        self._entered = -1
        self._enter_step()

    # ------------------------------------------------------------------ steps
    @property
    def step(self) -> Step | None:
        return None if self.finished else self.steps[self.step_index]

    def _enter_step(self) -> None:
        """Run the current step's `enter` once, then check at once whether it is already done
        (a step may be reached by what the previous one arranged)."""
        step = self.step
        if step is None or self._entered == self.step_index:
            return
        self._entered = self.step_index
        if step.enter is not None:
            step.enter(self.inner)

    def advance(self, how: str) -> None:
        """The current step is over (`how`: "done" or "enter"): on to the next, or "Bravo"."""
        if self.finished:
            return
        self.history.append((self.step_index, how))
        self.other_key_at = None
        if self.step_index + 1 >= len(self.steps):
            self.finished = True
            self.step_index = len(self.steps)
            # the game stops with the lesson (update no longer reaches it); an inner screen
            # may say so on its table (`lesson_over`: no "Bot 2 réfléchit…" under "Bravo")
            getattr(self.inner, "lesson_over", lambda: None)()
            return
        self.step_index += 1
        self._enter_step()

    def poll(self) -> None:
        """Advance over every step whose `done` holds now (several may hold at once)."""
        while not self.finished:
            step = self.steps[self.step_index]
            if step.done is None or not step.done(self.inner):
                return
            self.advance("done")

    def text(self) -> str:
        step = self.step
        if step is None:
            return tr("coach.bravo", self.lang)
        values = step.values(self.inner) if step.values is not None else {}
        return tr(step.text, self.lang, **values)

    def lets_through(self, symbol: int) -> bool:
        """The current step waits for a move and this key is one it named (or it named none)."""
        step = self.step
        if step is None or step.done is None:
            return False
        return step.keys is None or pressed_name(symbol) in step.keys

    def lesson_title(self) -> str:
        return tr(self.lesson, self.lang) if known(self.lesson) else self.lesson

    def leave(self) -> None:
        """Back to the screen the lesson was opened from (the lessons' menu)."""
        if self.app.screens and self.app.screen is self:
            self.app.pop()
        if not self.app.screens:
            self.app.push(MainMenu(self.app))

    def start_again(self) -> None:
        """The same lesson from its first step, on a fresh table."""
        if self.app.screens and self.app.screen is self:
            self.app.replace(self.restart())

    # ------------------------------------------------------------------ delegation
    def game_key(self) -> str | None:
        return self.inner.game_key()

    def update(self, dt: float) -> None:
        self.clock += dt
        step = self.step
        # the lesson over ("Bravo"), the game stops with it: no bot throws nor race behind it
        if step is not None and not step.hold:
            self.inner.update(dt)
        else:  # the game is held; its camera may still glide to what is explained
            getattr(self.inner, "update_held", lambda dt: None)(dt)
        self.poll()

    def draw(self) -> None:
        self.inner.draw()
        self.draw_coach()

    def draw_scene(self) -> None:
        """The 3D table alone (behind the lesson's menu): the inner screen's backdrop (its
        table filling the window) when it has one, else its scene."""
        draw = getattr(self.inner, "draw_backdrop", None) or \
            getattr(self.inner, "draw_scene", None) or self.inner.draw
        draw()

    def closing(self) -> None:
        self.inner.closing()

    def on_key(self, symbol: int, modifiers: int) -> None:
        name = key_name(symbol)
        if name == "escape":
            self.app.push(LessonMenu(self.app, self))
            return
        if self.finished:
            if name in ("enter", "space"):
                self.leave()
            return
        if self.step.done is None:
            if name in ("enter", "space"):
                self.advance("enter")
            return  # an explanation: the game waits for it to be read
        if not self.lets_through(symbol):
            self.other_key_at = self.clock  # the table stays with the text; the panel says so
            return
        self.inner.on_key(symbol, modifiers)
        self.poll()

    def on_key_release(self, symbol: int, modifiers: int) -> None:
        if self.lets_through(symbol):
            self.inner.on_key_release(symbol, modifiers)

    def on_text(self, text: str) -> None:
        step = self.step
        if step is not None and step.done is not None and (step.keys is None or step.typing):
            self.inner.on_text(text)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        # pyglet.window needs a display: imported once the window is open
        from pyglet.window import mouse

        if self.finished:
            if button == mouse.LEFT:
                self.leave()
            return
        if self.step.done is None:
            if button == mouse.LEFT:
                self.advance("enter")
            return
        if not self.step.clicks:
            return
        self.inner.on_mouse_press(x, y, button, modifiers)
        self.poll()

    def on_mouse_drag(self, x, y, dx, dy, buttons, modifiers) -> None:
        if self.step is not None and self.step.done is not None and self.step.clicks:
            self.inner.on_mouse_drag(x, y, dx, dy, buttons, modifiers)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        if self.step is not None and self.step.done is not None and self.step.clicks:
            self.inner.on_mouse_release(x, y, button, modifiers)
            self.poll()

    def on_mouse_scroll(self, x, y, scroll_x, scroll_y) -> None:
        self.inner.on_mouse_scroll(x, y, scroll_x, scroll_y)

    # ------------------------------------------------------------------ drawing the coach
    def panel_rect(self) -> Rect:
        """The coach's own region: a column in the window's middle band (between a game HUD's
        top and bottom bands), on `panel_side`, as tall as its text. An inner screen whose
        regions move (a measurement framed on the left...) says where the panel may go now
        with `coach_area() -> Rect | None`; the panel then sits at the top of that area."""
        hud = self.hud
        window = hud.window
        pad = hud.px(12)
        area = getattr(self.inner, "coach_area", lambda: None)()
        if area is not None:
            width, top, bottom_limit, x = area.w, area.top, area.y, area.x
        else:
            width = min(0.3 * window.w, hud.px(400))
            top = window.top - 0.2 * window.h
            bottom_limit = 0.24 * window.h
            x = window.x + pad if self.panel_side == "left" else window.right - pad - width
        height = hud.height_of(self.panel_lines(), width - 2 * pad) + 2 * pad
        height = min(height, top - bottom_limit)
        return Rect(x, top - height, width, height)

    def panel_lines(self) -> list[Line]:
        lang = self.lang
        if self.finished:
            return [Line(tr("coach.lesson", lang, lesson=self.lesson_title()), 12, GREY),
                    Line(tr("coach.bravo", lang), 24, GOLD, bold=True, max_lines=1),
                    Line(tr("coach.bravo_detail", lang), 14, WHITE, max_lines=3)]
        header = (tr("coach.lesson", lang, lesson=self.lesson_title()) + " — "
                  + tr("coach.step", lang, n=self.step_index + 1, total=len(self.steps)))
        lines = [Line(header, 12, GREY, max_lines=2),
                 Line(self.text(), 15, WHITE, max_lines=12)]
        if self.step.done is None:
            lines.append(Line("▶ " + tr("coach.continue", lang), 15, GOLD, bold=True))
        else:
            lines.append(Line(tr(self.step.hint or "coach.do_it", lang), 13, GOLD,
                              max_lines=2))
            if self.other_key_at is not None and self.clock - self.other_key_at < OTHER_KEY_SHOWN:
                lines.append(Line(tr("coach.other_key", lang), 13, WHITE, bold=True,
                                  max_lines=2))
        lines.append(Line(tr("coach.esc", lang), 11, GREY, max_lines=1))
        return lines

    def target_point(self) -> tuple[float, float] | None:
        step = self.step
        if step is None or step.target is None:
            return None
        return step.target(self.inner)

    def draw_coach(self) -> None:
        # loaded on first use, not with this module: pyglet (5 ms)
        from pyglet import gl

        gl.glDisable(gl.GL_DEPTH_TEST)
        gl.glDisable(gl.GL_CULL_FACE)
        rect = self.panel_rect()
        self.inner.coach_panel = rect  # the inner screen's next frame keeps clear of it
        hud = self.hud
        hud.panel(rect, alpha=PANEL_ALPHA)
        self._frame(rect)
        hud.block(rect.inset(hud.px(12)), self.panel_lines(), "coach")
        point = self.target_point()
        if point is not None:
            self.draw_pointer(rect, point)

    def _frame(self, rect: Rect) -> None:
        """A gold edge: the coach's panel is told apart from the game's own."""
        # loaded on first use, not with this module: pyglet (1 ms)
        import pyglet

        x, y, w, h = rect.x, rect.y, rect.w, rect.h
        thickness = max(1.0, self.hud.px(2))
        lines = [pyglet.shapes.Line(x, y, x + w, y, thickness=thickness, color=RING),
                 pyglet.shapes.Line(x, y + h, x + w, y + h, thickness=thickness, color=RING),
                 pyglet.shapes.Line(x, y, x, y + h, thickness=thickness, color=RING),
                 pyglet.shapes.Line(x + w, y, x + w, y + h, thickness=thickness, color=RING)]
        for line in lines:
            line.draw()
            line.delete()

    def draw_pointer(self, rect: Rect, point: tuple[float, float]) -> None:
        """A pulsing ring on the target and an arrow to it from the panel's nearest edge."""
        # loaded on first use, not with this module: pyglet (1 ms)
        import pyglet

        px, py = point
        hud = self.hud
        pulse = 0.5 + 0.5 * math.sin(self.clock * 5.0)
        radius = hud.px(22) + hud.px(6) * pulse
        thickness = hud.px(4)
        shapes = [pyglet.shapes.Arc(px, py, radius, segments=48, thickness=thickness,
                                    color=RING),
                  pyglet.shapes.Arc(px, py, radius + hud.px(5), segments=48,
                                    thickness=max(1.0, hud.px(1.5)), color=(20, 16, 8, 200))]
        # the arrow: from the panel's side towards the ring, stopping at its edge
        sx = rect.right if px > rect.right else (rect.x if px < rect.x else px)
        sy = rect.top if py > rect.top else (rect.y if py < rect.y else py)
        dx, dy = px - sx, py - sy
        length = math.hypot(dx, dy)
        if length > radius + hud.px(30):
            ux, uy = dx / length, dy / length
            ex, ey = px - ux * (radius + hud.px(4)), py - uy * (radius + hud.px(4))
            start = (sx + ux * hud.px(6), sy + uy * hud.px(6))
            head = hud.px(16)
            nx, ny = -uy, ux
            shapes.append(pyglet.shapes.Line(start[0], start[1], ex - ux * head * 0.6,
                                             ey - uy * head * 0.6, thickness=hud.px(5),
                                             color=RING))
            shapes.append(pyglet.shapes.Triangle(
                ex, ey, ex - ux * head + nx * head * 0.55, ey - uy * head + ny * head * 0.55,
                ex - ux * head - nx * head * 0.55, ey - uy * head - ny * head * 0.55,
                color=RING))
        for shape in shapes:
            shape.draw()
            shape.delete()


class LessonMenu(MenuScreen):
    """Esc during a lesson: continue, restart the lesson, or leave it (back to the menu)."""

    title_key = "coach.menu.title"

    def __init__(self, app, coached: CoachedScreen) -> None:
        lang = lambda: app.settings.lang  # noqa: E731 - labels follow the current language
        items = [
            Item("continue", lambda: tr("coach.menu.continue", lang())),
            Item("restart", lambda: tr("coach.menu.restart", lang())),
            Item("leave", lambda: tr("coach.menu.leave", lang())),
        ]
        super().__init__(app, Menu(items))
        self.coached = coached

    def panel_width(self) -> float:
        return 520

    def draw_background(self) -> None:
        self.coached.draw_scene()

    def command(self, command: str | None) -> None:
        if command in ("continue", "back"):
            self.app.pop()
        elif command == "restart":
            self.app.pop()
            self.coached.start_again()
        elif command == "leave":
            self.app.pop()
            self.coached.leave()
