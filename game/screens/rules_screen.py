"""The rules screen: each game's rules in short, the game chosen at the top, "Retour" at the
bottom, the text between them (Page up/down and the wheel scroll)."""

from __future__ import annotations

from game import registry
from game.i18n import tr
from game.menu import Item, Menu
from game.screens.base import GREY, WHITE
from game.screens.hud import Line
from game.screens.layout import Rect
from game.screens.menus import MenuScreen


class RulesScreen(MenuScreen):
    """The rules of each game, in short, from docs written for players: the game chosen at
    the top, "Retour" at the bottom, the text between them (Page up/down and the wheel scroll)."""

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
        self.scroll = 0  # lines of the text scrolled past

    def text_region(self) -> Rect:
        items = self.regions()["items"]
        line = self.line()
        return Rect(self.hud.px(60), items.y + line * 1.3, self.app.size[0] - self.hud.px(120),
                    items.h - line * 2.6)

    def item_rows(self) -> list[tuple[int, Rect]]:
        box, line = self.regions()["items"], self.line()
        return [(0, Rect(box.x, box.top - line, box.w, line)), (1, Rect(box.x, box.y, box.w, line))]

    def text_lines(self) -> list[str]:
        from game.rules_text import summary

        hud, region = self.hud, self.text_region()
        text = summary(self.menu.item("game").value, self.lang)
        return [row for paragraph in text.split("\n")
                for row in hud.wrapped(Line(paragraph, 14, max_lines=10_000), region.w)]

    def draw(self) -> None:
        super().draw()
        hud, region = self.hud, self.text_region()
        rows = self.text_lines()
        fits = max(1, int(region.h // hud.row(14)))
        self.scroll = max(0, min(self.scroll, len(rows) - fits))
        hud.panel(region.inset(-hud.px(10), 0), alpha=170)
        shown = rows[self.scroll:self.scroll + fits]
        more = self.scroll + fits < len(rows)
        hud.block(region, [Line(row, 14, WHITE, max_lines=1) for row in shown], "rules")
        if self.scroll > 0 or more:
            marks = ("▲" if self.scroll > 0 else "") + ("▼" if more else "")
            hud.text(marks, region.right, region.y - hud.px(14), 12, "rules", color=GREY,
                     anchor_x="right")

    def hint(self) -> str:
        return tr("rules.hint", self.lang)

    def on_mouse_scroll(self, x, y, scroll_x, scroll_y) -> None:
        self.scroll = max(0, self.scroll - int(scroll_y * 3))

    def on_key(self, symbol: int, modifiers: int) -> None:
        from pyglet.window import key

        page = max(1, int(self.text_region().h // self.hud.row(14)) - 1)
        if symbol == key.PAGEDOWN:
            self.scroll += page
        elif symbol == key.PAGEUP:
            self.scroll = max(0, self.scroll - page)
        else:
            super().on_key(symbol, modifiers)

    def command(self, command: str | None) -> None:
        if command == "back":
            self.app.pop()
        elif command == "changed:game":
            self.scroll = 0
