"""The rules screen (issue 15, point 2): each game's rules illustrated with pictures drawn by the
game's own renderer (deboule/render/illustrations.py), each with its title and explanation beside
it, in French or English. The game is chosen at the top (←/→), "Retour" at the bottom, the page
scrolls between them (↑/↓, Page up/down, Home/End, the wheel).

Pictures are drawn as they scroll into view, one a frame, and kept (deboule/screens/rules_pictures
.py); a picture not drawn yet shows as a dark frame with "Image en préparation…"."""

from __future__ import annotations

import moderngl

from deboule import registry
from deboule.render import orbit_camera
from deboule.render.demo import deboule_demo_drawables
from deboule.render.picture_book import picture
from deboule.screens.base import GOLD, GREY, WHITE, SceneCache, label_box
from deboule.screens.hud import Line
from deboule.screens.layout import Rect
from deboule.screens.menus import MenuScreen
from deboule.screens.rules_pages import PAGES, PageLayout, layout_page
from deboule.screens.rules_pictures import PictureCache
from deboule.shell.menu import Item, Menu
from deboule.text.i18n import tr
from deboule.text.rules_pictures_text import text as words

STYLES = {"heading": (GOLD, True), "title": (GOLD, True), "body": (WHITE, False)}


class RulesScreen(MenuScreen):
    """The illustrated rules of each game: the game chosen at the top, "Retour" at the bottom,
    the page between them."""

    title_key = "rules.title"

    def __init__(self, app, game: str | None = None) -> None:
        lang = lambda: app.settings.lang  # noqa: E731
        items = [
            Item("game", lambda: tr("menu.rules", lang()), choices=registry.KEYS,
                 render_choice=lambda v: registry.by_key(v).title),
            Item("back", lambda: tr("menu.back", lang())),
        ]
        super().__init__(app, Menu(items))
        if game is not None:  # from a game's pause menu: that game's rules first
            self.menu.item("game").select(game)
        self.scroll = 0.0  # pixels of the page scrolled past
        self.pictures = PictureCache(app)
        self._layout: tuple[tuple, PageLayout] | None = None
        self._content: tuple[tuple, Rect] | None = None
        self.backdrop = SceneCache(app)
        self.lines = PageLines(app, self.hud)

    @property
    def game(self) -> str:
        return str(self.menu.item("game").value)

    # ------------------------------------------------------------------ layout
    def panel_width(self) -> float:
        return 1180

    def item_rows(self) -> list[tuple[int, Rect]]:
        box, line = self.regions()["items"], self.line()
        return [(0, Rect(box.x, box.top - line, box.w, line)), (1, Rect(box.x, box.y, box.w, line))]

    def content(self) -> Rect:
        """Where the page scrolls: between the game's line and "Retour" (asked for many times
        a frame: kept while the window keeps its size)."""
        size = tuple(self.app.size)
        if self._content is None or self._content[0] != size:
            items, line, hud = self.regions()["items"], self.line(), self.hud
            self._content = (size, Rect(items.x + hud.px(12), items.y + line + hud.px(12),
                                        items.w - hud.px(30), items.h - 2 * line - hud.px(24)))
        return self._content[1]

    def page(self) -> PageLayout:
        """The page laid out for this window, game and language (kept until one changes)."""
        hud, area = self.hud, self.content()
        key = (self.game, self.lang, round(area.w), round(area.h))
        if self._layout is None or self._layout[0] != key:
            lang = self.lang

            def wrap(text: str, points: float, width: float) -> list[str]:
                return hud.wrapped(Line(text, points, max_lines=10_000), width)

            laid = layout_page(PAGES[self.game], area.w, area.h, wrap, hud.row, hud.px,
                               lambda key: words(key, lang),
                               lambda name: (picture(name).aspect, picture(name).width))
            self._layout = (key, laid)
        return self._layout[1]

    def max_scroll(self) -> float:
        return max(0.0, self.page().height - self.content().h)

    def scroll_by(self, pixels: float) -> None:
        self.scroll = max(0.0, min(self.max_scroll(), self.scroll + pixels))

    def shown_pictures(self) -> list[tuple[str, Rect]]:
        """The pictures at least partly in view: (id, box in the window)."""
        area = self.content()
        out = []
        for placed in self.page().pictures:
            box = self.on_screen(placed.box)
            if box.top > area.y and box.y < area.top:
                out.append((placed.name, box))
        return out

    def on_screen(self, box: Rect) -> Rect:
        area = self.content()
        return Rect(area.x + box.x, area.top + self.scroll + box.y, box.w, box.h)

    @staticmethod
    def pixel_size(box: Rect) -> tuple[int, int]:
        return max(1, round(box.w)), max(1, round(box.h))

    # ------------------------------------------------------------------ drawing
    def draw_background(self) -> None:
        """The table behind the page, still (a page is read, not watched): drawn once into a
        kept frame and copied every frame after, so that scrolling costs no 3D work."""
        backdrop = self.backdrop
        if not backdrop.valid or backdrop.size != tuple(self.app.size):
            camera = orbit_camera(yaw_deg=200.0, pitch_deg=38.0, distance=1.5)
            self.app.renderer.render(backdrop.target(), deboule_demo_drawables(), camera)
            backdrop.valid = True
        backdrop.show()
        self.app.ctx.viewport = (0, 0, *self.app.size)

    def draw(self) -> None:
        self.scroll_by(0.0)  # kept within the page (the window or the page may have changed)
        self.draw_background()
        self.render_next()
        self.draw_menu()
        self.draw_page()

    def render_next(self) -> bool:
        """Draw one picture not drawn yet: the first in view, else the next one below or above
        the view (ready before it scrolls in). True if one was drawn."""
        area = self.content()
        shown = self.shown_pictures()
        wanted = list(shown)
        near = [(p.name, self.on_screen(p.box)) for p in self.page().pictures]
        wanted += [(n, b) for n, b in near if abs(b.centre_y - area.centre_y) < area.h * 1.5]
        for name, box in wanted:
            size = self.pixel_size(box)
            if not self.pictures.ready(name, size):
                self.pictures.render(name, size)
                return True
        return False

    def draw_page(self) -> None:
        hud, area = self.hud, self.content()
        hud.panel(area.inset(-hud.px(8), -hud.px(4)), alpha=250)
        for name, box in self.shown_pictures():
            size = self.pixel_size(box)
            if self.pictures.ready(name, size):
                self.pictures.blit(name, size, box.x, box.y, area)
            else:
                self.waiting(box, area)
        for row in self.page().rows:
            box = self.on_screen(row.box)
            if box.y >= area.y - 0.5 and box.top <= area.top + 0.5:  # whole lines only
                self.lines.draw(row, box)
        self.draw_scrollbar(area)

    def waiting(self, box: Rect, area: Rect) -> None:
        """A picture not drawn yet: its frame, and its caption when the frame is in view."""
        shown = Rect(box.x, max(box.y, area.y), box.w, min(box.top, area.top) - max(box.y, area.y))
        self.hud.panel(shown, alpha=230)
        line = self.hud.row(12)
        if shown.h > line * 1.5:
            self.hud.block(Rect(shown.x, shown.centre_y - line / 2, shown.w, line),
                           [Line(words("loading", self.lang), 12, GREY, max_lines=1)],
                           "rules", align="center")

    def draw_scrollbar(self, area: Rect) -> None:
        total = self.page().height
        if total <= area.h:
            return
        # loaded on first use, not with this module: pyglet (2 ms)
        import pyglet

        hud = self.hud
        width = hud.px(5)
        track = Rect(area.right + hud.px(6), area.y, width, area.h)
        hud.panel(track, alpha=120)
        share = area.h / total
        top = track.top - track.h * self.scroll / total
        thumb = pyglet.shapes.Rectangle(round(track.x), round(top - track.h * share),
                                        max(1, round(width)), max(1, round(track.h * share)),
                                        color=GREY[:3])
        thumb.draw()
        thumb.delete()

    def hint(self) -> str:
        return words("hint", self.lang)

    # ------------------------------------------------------------------ input
    def step(self) -> float:
        return self.hud.row(14) * 2

    def on_mouse_scroll(self, x, y, scroll_x, scroll_y) -> None:
        self.scroll_by(-scroll_y * self.step() * 1.5)

    def on_key(self, symbol: int, modifiers: int) -> None:
        # pyglet.window needs a display: imported once the window is open
        from pyglet.window import key

        page = max(self.step(), self.content().h - self.hud.row(14) * 2)
        moves = {key.PAGEDOWN: page, key.PAGEUP: -page, key.DOWN: self.step(),
                 key.UP: -self.step(), key.HOME: -1e9, key.END: 1e9}
        if symbol in moves:
            self.scroll_by(moves[symbol])
        elif symbol in (key.LEFT, key.RIGHT):  # the game, wherever the focus is
            item = self.menu.item("game")
            item.index = (item.index + (1 if symbol == key.RIGHT else -1)) % len(item.choices)
            self.command("changed:game")
        elif symbol == key.TAB:
            self.menu.move(1)
        else:
            super().on_key(symbol, modifiers)

    def command(self, command: str | None) -> None:
        if command == "back":
            self.app.pop()
        elif command == "changed:game":
            self.scroll = 0.0
            self.lines.release()  # another page: its lines are other words


class PageLines:
    """The page's lines as pyglet labels kept from frame to frame and only moved as the page
    scrolls: laying a label out again every frame (what the shared text cache does for text
    that moves) would cost more than the frame itself on a CPU rasteriser. Every line drawn is
    recorded with its box, like the HUD's (deboule.screens.base.TextCache.drawn)."""

    MAX = 800  # labels kept (a page's lines at one size, twice over)

    def __init__(self, app, hud) -> None:
        self.app, self.hud = app, hud
        self._labels: dict[tuple, object] = {}

    def draw(self, row, box: Rect) -> None:
        # loaded on first use, not with this module: pyglet (2 ms)
        import pyglet


        colour, bold = STYLES[row.style]
        size = self.hud.pt(row.points)
        em = size * 4 / 3  # pixels (96 dpi); the ink centred in the row as Hud.block does
        x, y = round(box.x), round(box.top - box.h + (box.h - 1.17 * em) / 2 + 0.24 * em)
        key = (row.text, size, colour, bold)
        label = self._labels.get(key)
        if label is None:
            if len(self._labels) >= self.MAX:
                self.release()
            label = pyglet.text.Label(row.text, x=x, y=y, font_size=size, color=colour,
                                      weight="bold" if bold else "normal")
            self._labels[key] = label
        elif (label.x, label.y) != (x, y):
            label.position = (x, y, 0)
        self.app.ctx.disable(moderngl.DEPTH_TEST | moderngl.CULL_FACE)
        label.draw()
        self.app.text.drawn.append(("rules", label_box(label), row.text))

    def release(self) -> None:
        for label in self._labels.values():
            label.delete()
        self._labels.clear()

    def closing(self) -> None:
        self.pictures.release()
        self.backdrop.release()
        self.lines.release()
