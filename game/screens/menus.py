"""Main menu, game set-up, settings, rules and pause: keyboard first, mouse too."""

from __future__ import annotations

import math

from game import registry
from game.i18n import LANGS, tr
from game.menu import Item, Menu
from game.screens.base import GOLD, GREY, WHITE, Screen, key_name
from game.settings import QUALITIES, WINDOW_SIZES

LINE = 44  # pixels between menu lines


class MenuScreen(Screen):
    """A menu over the slowly turning table."""

    title_key = "title"

    def __init__(self, app, menu: Menu) -> None:
        super().__init__(app)
        self.menu = menu
        self.clock = 0.0

    def title(self) -> str:
        return tr(self.title_key, self.lang)

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw_background(self) -> None:
        from game.render import orbit_camera
        from game.render.demo import deboule_demo_drawables

        camera = orbit_camera(yaw_deg=200 + 8 * math.sin(self.clock * 0.2), pitch_deg=38,
                              distance=1.5)
        self.app.renderer.render(self.app.ctx.screen, deboule_demo_drawables(), camera,
                                 camera_moving=True)

    def item_positions(self) -> list[tuple[float, float]]:
        width, height = self.app.size
        top = height * 0.62
        return [(width / 2, top - i * LINE) for i in range(len(self.menu.items))]

    def draw(self) -> None:
        self.draw_background()
        width, height = self.app.size
        text = self.app.text
        text.draw(self.title(), width / 2, height - 90, size=40, color=GOLD,
                  anchor_x="center", bold=True)
        if self.title_key == "title":
            text.draw(tr("subtitle", self.lang), width / 2, height - 130, size=18,
                      anchor_x="center")
        positions = self.item_positions()
        if positions:
            top, bottom = positions[0][1], positions[-1][1]
            text.panel(width / 2 - 330, bottom - 18, 660, top - bottom + 52)
        for i, ((x, y), item) in enumerate(zip(positions, self.menu.items, strict=True)):
            focused = i == self.menu.focus
            colour = GOLD if focused else (WHITE if item.enabled else GREY)
            label = ("▶ " if focused else "") + item.text()
            text.draw(label, x, y, size=22 if focused else 20, color=colour, anchor_x="center",
                      bold=focused)
        text.draw(tr("menu.hint", self.lang), width / 2, 30, size=13, color=GREY,
                  anchor_x="center")

    def on_key(self, symbol: int, modifiers: int) -> None:
        name = key_name(symbol)
        if name == "space":
            name = "enter"
        if name is not None:
            self.command(self.menu.press(name))

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        for i, (_, item_y) in enumerate(self.item_positions()):
            if abs(y - item_y - 8) < LINE / 2:
                self.command(self.menu.click(i))
                return

    def command(self, command: str | None) -> None:
        """React to a menu command (an item key, 'changed:<key>' or 'back')."""


class MainMenu(MenuScreen):
    """The first screen. "Reprendre la dernière partie" is enabled only when a saved game,
    not open in another window, was rebuilt successfully (game.saves.Resumable, checked in the
    background when the menu shows; a save that fails is set aside and the player told)."""

    def __init__(self, app) -> None:
        from game.saves import Resumable

        lang = lambda: app.settings.lang  # noqa: E731 - labels follow the current language
        items = [
            *(Item(entry.key, lambda key=entry.key: tr(f"menu.{key}", lang()))
              for entry in registry.GAMES),
            Item("resume", lambda: tr("menu.resume", lang()), enabled=False),
            Item("rules", lambda: tr("menu.rules", lang())),
            Item("settings", lambda: tr("menu.settings", lang())),
            Item("quit", lambda: tr("menu.quit", lang())),
        ]
        super().__init__(app, Menu(items))
        self.resumable = Resumable(app.notify)
        self._checked_at = -10

    def refresh(self) -> None:
        """Whether a save can be resumed: looked for when the menu shows again, not every
        frame; the verdicts of the background check are collected every frame."""
        if self.app.frames != self._checked_at + 1:
            self.resumable.refresh()
        self._checked_at = self.app.frames
        self.resumable.poll()
        item = self.menu.item("resume")
        item.enabled = self.resumable.best() is not None
        if not item.enabled and self.menu.current is item:
            self.menu.move(1)

    def resume(self) -> None:
        from game.saves import load_game

        screen = load_game(self.app)  # None: the player was told why
        if screen is not None:
            self.app.push(screen)

    def command(self, command: str | None) -> None:
        if command in registry.KEYS:
            self.app.push(SetupScreen(self.app, command))
        elif command == "resume":
            self.resume()
        elif command == "rules":
            self.app.push(RulesScreen(self.app))
        elif command == "settings":
            self.app.push(SettingsScreen(self.app))
        elif command in ("quit", "back"):
            self.app.quit()

    def draw(self) -> None:
        self.refresh()
        super().draw()


class SetupScreen(MenuScreen):
    """Seats (human or bot level), teams, preset; then start."""

    def __init__(self, app, game: str) -> None:
        self.game = game
        self.setup = registry.by_key(game).setup()  # the game's own lines and how it starts
        self.extra: dict = {}  # what the game's own lines keep between frames
        self.title_key = f"setup.title.{game}"
        lang = lambda: app.settings.lang  # noqa: E731
        seat_choices = ["human", *self.setup.BOT_LEVELS, "none"]

        def seat_text(value) -> str:
            if value == "human":
                return tr("setup.human", lang())
            if value == "none":
                return tr("setup.none", lang())
            return tr("setup.bot", lang(), level=value)

        items = []
        defaults = ["human", "expert", "none", "none"]
        for n in range(4):
            item = Item(f"seat{n}", lambda n=n: tr("setup.seat", lang(), n=n + 1),
                        choices=seat_choices[:-1] if n < 2 else seat_choices,
                        render_choice=seat_text)
            item.select(defaults[n])
            items.append(item)
        items.extend(self.setup.items(self, lang))
        items.append(Item("seed", lambda: tr("setup.seed", lang()), choices=tuple(range(100))))
        items.append(Item("start", lambda: tr("menu.start", lang())))
        items.append(Item("back", lambda: tr("menu.back", lang())))
        super().__init__(app, Menu(items))

    def seats(self) -> list[str]:
        return [self.menu.item(f"seat{n}").value for n in range(4)
                if self.menu.item(f"seat{n}").value != "none"]

    def command(self, command: str | None) -> None:
        if command == "back":
            self.app.pop()
        elif command == "start":
            self.start()
        else:
            self.setup.command(self, command)

    def item_positions(self) -> list[tuple[float, float]]:
        width, height = self.app.size
        top = height * 0.62
        count = len(self.menu.items)
        line = min(LINE, (top - 60) / max(1, count - 1))  # all lines above the hint
        return [(width / 2, top - i * line) for i in range(count)]

    def start(self) -> None:
        seed = int(self.menu.item("seed").value)
        self.app.replace(self.setup.start(self, self.seats(), seed))


class SettingsScreen(MenuScreen):
    title_key = "settings.title"

    def __init__(self, app) -> None:
        lang = lambda: app.settings.lang  # noqa: E731
        s = app.settings
        items = [
            Item("lang", lambda: tr("settings.lang", lang()), choices=LANGS,
                 render_choice=lambda v: {"fr": "Français", "en": "English"}[v]),
            Item("volume", lambda: tr("settings.volume", lang()),
                 choices=tuple(round(v / 10, 1) for v in range(11)),
                 render_choice=lambda v: f"{int(v * 100)} %"),
            Item("quality", lambda: tr("settings.quality", lang()), choices=QUALITIES,
                 render_choice=lambda v: tr(f"quality.{v}", lang())),
            Item("window", lambda: tr("settings.window", lang()), choices=WINDOW_SIZES,
                 render_choice=lambda v: f"{v[0]} × {v[1]}"),
            Item("fullscreen", lambda: tr("settings.fullscreen", lang()), choices=(False, True),
                 render_choice=lambda v: tr("on" if v else "off", lang())),
            Item("colour_safe", lambda: tr("settings.colour_safe", lang()),
                 choices=(False, True), render_choice=lambda v: tr("on" if v else "off", lang())),
            Item("back", lambda: tr("menu.back", lang())),
        ]
        menu = Menu(items)
        menu.item("lang").select(s.lang)
        menu.item("volume").select(round(s.volume, 1) if round(s.volume, 1) in
                                   menu.item("volume").choices else 0.7)
        menu.item("quality").select(s.quality)
        menu.item("window").select(s.window)
        menu.item("fullscreen").select(s.fullscreen)
        menu.item("colour_safe").select(s.colour_safe)
        super().__init__(app, menu)

    def command(self, command: str | None) -> None:
        if command in ("back",):
            self.app.pop()
        elif command and command.startswith("changed:"):
            m = self.menu
            self.app.apply_settings(self.app.settings.with_(
                lang=m.item("lang").value, volume=float(m.item("volume").value),
                quality=m.item("quality").value, window=m.item("window").value,
                fullscreen=bool(m.item("fullscreen").value),
                colour_safe=bool(m.item("colour_safe").value)))


class RulesScreen(MenuScreen):
    """The rules of each game, in short, from docs written for players."""

    title_key = "rules.title"

    def __init__(self, app) -> None:
        lang = lambda: app.settings.lang  # noqa: E731
        items = [
            Item("game", lambda: tr("menu.rules", lang()), choices=registry.KEYS,
                 render_choice=lambda v: registry.by_key(v).title),
            Item("back", lambda: tr("menu.back", lang())),
        ]
        super().__init__(app, Menu(items))
        self.scroll = 0

    def item_positions(self) -> list[tuple[float, float]]:
        width, height = self.app.size
        return [(width / 2, height - 160), (width / 2, 60)]

    def draw(self) -> None:
        super().draw()
        from game.rules_text import summary

        width, height = self.app.size
        self.app.text.draw(summary(self.menu.item("game").value, self.lang), 80,
                           height - 200 + self.scroll, size=14, color=WHITE, anchor_y="top",
                           width=width - 160)

    def on_mouse_scroll(self, x, y, scroll_x, scroll_y) -> None:
        self.scroll = max(0, self.scroll - int(scroll_y * 30))

    def on_key(self, symbol: int, modifiers: int) -> None:
        from pyglet.window import key

        if symbol == key.PAGEDOWN:
            self.scroll += 200
        elif symbol == key.PAGEUP:
            self.scroll = max(0, self.scroll - 200)
        else:
            super().on_key(symbol, modifiers)

    def command(self, command: str | None) -> None:
        if command == "back":
            self.app.pop()
        elif command == "changed:game":
            self.scroll = 0


class PauseScreen(MenuScreen):
    title_key = "pause.title"

    def __init__(self, app, game_screen) -> None:
        lang = lambda: app.settings.lang  # noqa: E731
        self.game_screen = game_screen
        items = [
            Item("resume", lambda: tr("pause.resume", lang())),
            Item("settings", lambda: tr("menu.settings", lang())),
            Item("rules", lambda: tr("menu.rules", lang())),
            Item("menu", lambda: tr("pause.menu", lang())),
        ]
        super().__init__(app, Menu(items))

    def draw_background(self) -> None:
        self.game_screen.draw_scene()

    def command(self, command: str | None) -> None:
        if command in ("resume", "back"):
            self.app.pop()
        elif command == "settings":
            self.app.push(SettingsScreen(self.app))
        elif command == "rules":
            self.app.push(RulesScreen(self.app))
        elif command == "menu":
            self.app.pop()  # the pause
            self.app.pop()  # the game (it saves itself on closing)
