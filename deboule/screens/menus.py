"""Main menu, game set-up, settings, rules, pause and yes/no questions: keyboard first, mouse
too. Laid out from the window size every frame (deboule.screens.layout): the title at the top, the
items in a panel that scrolls when the window is too short for them all, the key hint below."""

from __future__ import annotations

import importlib
import math

from deboule import registry
from deboule.screens.base import GOLD, GREY, WHITE, Screen, key_name
from deboule.screens.hud import Hud, Line
from deboule.screens.layout import Rect
from deboule.shell.menu import Item, Menu
from deboule.shell.settings import QUALITIES, WINDOW_SIZES
from deboule.text.i18n import LANGS, Phrase, known, tr

# Screens the menus open that lead on to games (a lesson, a replay, the rules' pictures): named
# by "module:Class" and loaded on demand, as deboule/registry.py names the games, so that this
# module, which every game screen imports for its pause menu, imports none of them back.
SCREENS = {
    "rules": "deboule.screens.rules_screen:RulesScreen",
    "learn": "deboule.screens.learn:LearnScreen",
    "watch_again": "deboule.screens.replays:ReplayListScreen",
    "online": "deboule.screens.online:OnlineScreen",  # "Jouer en ligne" (issue 33)
}


def open_screen(name: str, app, **options) -> Screen:
    """A new screen of SCREENS[name]."""
    module, cls = SCREENS[name].split(":")
    return getattr(importlib.import_module(module), cls)(app, **options)


def draw_behind(screen: Screen) -> None:
    """Draw `screen`'s table behind a menu over it: its `draw_backdrop()` when it has one (a
    table that fills the window there, not only its view beside the HUD), else its
    `draw_scene()`."""
    backdrop = getattr(screen, "draw_backdrop", None)
    (backdrop or screen.draw_scene)()


class MenuScreen(Screen):
    """A menu over the slowly turning table."""

    title_key = "title"
    title_size = 40  # points at 720 px high
    title_lines = 1  # a question (ConfirmScreen) may take more

    def __init__(self, app, menu: Menu) -> None:
        super().__init__(app)
        self.menu = menu
        self.clock = 0.0
        self.hud = Hud(app)

    def title(self) -> str:
        return tr(self.title_key, self.lang)

    def subtitle(self) -> str:
        return tr("subtitle", self.lang) if self.title_key == "title" else ""

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw_background(self) -> None:
        # loaded on first use, not with this module: OpenGL, Pillow, the renderer (50 ms)
        from deboule.render import orbit_camera
        from deboule.render.demo import deboule_demo_drawables

        camera = orbit_camera(yaw_deg=200 + 8 * math.sin(self.clock * 0.2), pitch_deg=38,
                              distance=1.5)
        self.app.renderer.render(self.app.ctx.screen, deboule_demo_drawables(), camera,
                                 camera_moving=True)

    # ------------------------------------------------------------------ layout
    def regions(self) -> dict[str, Rect]:
        """title (and subtitle), the items' panel, the key hint: from the window size."""
        hud = self.hud
        window = hud.window.inset(hud.px(16), hud.px(8))
        title_h = hud.row(self.title_size) * self.title_lines + \
            (hud.row(18) if self.subtitle() else 0) + hud.px(24)
        title, rest = window.cut_top(title_h)
        hint, rest = rest.cut_bottom(hud.row(13) + hud.px(8))
        width = min(rest.w, hud.px(self.panel_width()))
        items = Rect(rest.centre_x - width / 2, rest.y, width, rest.h)
        return {"title": title, "items": items, "hint": hint}

    def panel_width(self) -> float:
        """The items' panel width at 1280 × 720 (pixels)."""
        return 680

    def line(self) -> float:
        return self.hud.row(21) * 1.12

    def visible(self) -> tuple[int, int]:
        """(first item shown, how many): a long menu scrolls to keep the focus in view."""
        box = self.regions()["items"]
        rows = max(1, int(box.h // self.line()))
        count = len(self.menu.items)
        rows = min(rows, count)
        first = max(0, min(self.menu.focus - rows // 2, count - rows))
        return first, rows

    def item_rows(self) -> list[tuple[int, Rect]]:
        """(item index, its row) of the items on screen, from the top of the panel."""
        box = self.regions()["items"]
        first, rows = self.visible()
        line = self.line()
        total = rows * line
        top = box.top - max(0.0, (box.h - total) * 0.25)  # a short menu sits a bit high
        return [(first + i, Rect(box.x, top - (i + 1) * line, box.w, line))
                for i in range(rows)]

    def item_positions(self) -> list[tuple[float, float]]:
        """Centre and baseline of each item on screen (tests and clicks)."""
        return [(row.centre_x, row.y + row.h * 0.3) for _, row in self.item_rows()]

    # ------------------------------------------------------------------ drawing
    def draw(self) -> None:
        self.draw_background()
        self.draw_menu()

    def draw_menu(self) -> None:
        hud, regions = self.hud, self.regions()
        lines = [Line(self.title(), self.title_size, GOLD, bold=True,
                      max_lines=self.title_lines)]
        if self.subtitle():
            lines.append(Line(self.subtitle(), 18, WHITE, max_lines=1))
        hud.block(regions["title"], lines, "title", align="center")
        rows = self.item_rows()
        pairs = zip(rows, rows[1:], strict=False)
        together = all(abs(a.y - b.top) < 1 for (_, a), (_, b) in pairs)
        if rows and together:  # one panel behind the list
            hud.panel(Rect(rows[0][1].x, rows[-1][1].y - hud.px(6), rows[0][1].w,
                           rows[0][1].top - rows[-1][1].y + hud.px(12)))
        elif rows:  # lines apart (the rules' game and "Retour"): one panel each
            for _, row in rows:
                hud.panel(row)
        first, count = self.visible()
        for index, row in rows:
            item = self.menu.items[index]
            focused = index == self.menu.focus
            colour = GOLD if focused else (WHITE if item.enabled else GREY)
            text = ("▶ " if focused else "") + item.text(self.lang)
            # one size for every line (the focus is gold, bold and marked): a row never drops it
            hud.block(row.inset(hud.px(14), 0), [Line(text, 20, colour,
                                                      bold=focused, max_lines=1)],
                      "items", align="center")
        if first > 0 or first + count < len(self.menu.items):
            box = regions["items"]
            arrows = ("▲ " if first > 0 else "") + ("▼" if first + count < len(self.menu.items)
                                                     else "")
            hud.text(arrows.strip(), box.right - hud.px(4), rows[0][1].top - hud.px(16), 12,
                     "items", color=GREY, anchor_x="right")
        hint = regions["hint"]
        width = min(hint.w, hud.measure(self.hint(), hud.pt(13)) + hud.px(24))
        hud.panel(Rect(hint.centre_x - width / 2, hint.y, width, hint.h), alpha=170)
        hud.block(hint, [Line(self.hint(), 13, GREY, max_lines=1)], "hint", align="center")

    def hint(self) -> str:
        return tr("menu.hint", self.lang)

    # ------------------------------------------------------------------ input
    def on_key(self, symbol: int, modifiers: int) -> None:
        name = key_name(symbol)
        if name == "space":
            name = "enter"
        if name is not None:
            self.command(self.menu.press(name))

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        px, py = self._pixels(x, y)
        for index, row in self.item_rows():
            if row.contains(px, py):
                self.command(self.menu.click(index))
                return

    def on_mouse_scroll(self, x, y, scroll_x, scroll_y) -> None:
        if scroll_y:
            self.menu.move(-1 if scroll_y > 0 else 1)

    def _pixels(self, x: float, y: float) -> tuple[float, float]:
        """Window coordinates -> framebuffer pixels (HiDPI), from the bottom left."""
        fb_w, fb_h = self.app.size
        win_w, win_h = self.app.window.width, self.app.window.height
        return x * fb_w / max(1, win_w), y * fb_h / max(1, win_h)

    def command(self, command: str | None) -> None:
        """React to a menu command (an item key, 'changed:<key>' or 'back')."""


class ConfirmScreen(MenuScreen):
    """A yes/no question over the screen below it (quit the game? resume a saved game?)."""

    title_size = 30  # a question is a sentence: smaller than a title, on up to three lines
    title_lines = 3

    def __init__(self, app, question: str, yes: str, no: str, on_yes, below=None) -> None:
        lang = lambda: app.settings.lang  # noqa: E731
        items = [Item("yes", lambda: tr(yes, lang())), Item("no", lambda: tr(no, lang()))]
        super().__init__(app, Menu(items))
        self.question = question
        self.on_yes = on_yes
        self.below = below

    def title(self) -> str:
        return self.question if not hasattr(self.question, "text") else \
            self.question.text(self.lang)

    def subtitle(self) -> str:
        return ""

    def panel_width(self) -> float:
        return 520

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.below is not None:
            self.below.update(dt)

    def draw_background(self) -> None:
        if self.below is not None:
            self.below.draw_background()
            self.below.clock = self.clock
        else:
            super().draw_background()

    def command(self, command: str | None) -> None:
        if command == "yes":
            self.app.pop()
            self.on_yes()
        elif command in ("no", "back"):
            self.app.pop()


class MainMenu(MenuScreen):
    """The first screen. "Reprendre la dernière partie" is enabled only when a saved game,
    not open in another window, was rebuilt successfully (deboule.files.saves.Resumable, checked in
    the background when the menu shows; a save that fails is set aside and the player told). At
    launch, a game found that way is offered at once (issue 10)."""

    def __init__(self, app, offer_resume: bool = False) -> None:
        # loaded on first use: the records, the saves, the translations (40 ms)
        from deboule.files.saves import Resumable

        lang = lambda: app.settings.lang  # noqa: E731 - labels follow the current language
        items = [
            *(Item(entry.key, lambda key=entry.key: tr(f"menu.{key}", lang()))
              for entry in registry.GAMES),
            Item("resume", lambda: tr("menu.resume", lang()), enabled=False),
            Item("online", lambda: tr("menu.online", lang())),
            Item("learn", lambda: tr("menu.learn", lang())),
            Item("rules", lambda: tr("menu.rules", lang())),
            Item("watch_again", lambda: tr("menu.watch_again", lang())),
            Item("watch", lambda: tr("menu.watch", lang())),
            Item("settings", lambda: tr("menu.settings", lang())),
            Item("quit", lambda: tr("menu.quit", lang())),
        ]
        super().__init__(app, Menu(items))
        self.resumable = Resumable(app.notify)
        self._checked_at = -10
        self.offer_resume = offer_resume  # ask once, at launch, when a saved game is found

    def refresh(self) -> None:
        """Whether a save can be resumed: looked for when the menu shows again, not every
        frame; the verdicts of the background check are collected every frame."""
        if self.app.frames != self._checked_at + 1:
            if self._checked_at >= 0 or self.app.frames > 0:  # not the launch: shown again,
                self.offer_resume = False  # or first shown after another screen
            self.resumable.refresh()
        self._checked_at = self.app.frames
        self.resumable.poll()
        item = self.menu.item("resume")
        best = self.resumable.best()
        item.enabled = best is not None
        if not item.enabled and self.menu.current is item:
            self.menu.move(1)
        if self.offer_resume and best is not None:
            self.offer_resume = False
            self.offer(best)
        elif self.offer_resume and not self.resumable.busy():
            self.offer_resume = False  # nothing to resume

    def offer(self, path) -> None:
        """Ask whether to resume the saved game found at launch."""
        # loaded on first use: the records, the saves, the translations (38 ms)
        from deboule.files.saves import SaveError, read_save
        try:
            kind, _ = read_save(path)
        except SaveError:
            return
        entry = registry.by_key(kind)
        question = Phrase("menu.offer_resume", game=entry.title if entry else kind)
        self.menu.focus = self.menu.items.index(self.menu.item("resume"))
        self.app.push(ConfirmScreen(self.app, question, "menu.offer_yes", "menu.offer_no",
                                    self.resume, below=self))

    def resume(self) -> None:
        # loaded on first use: the records, the saves, the translations (42 ms)
        from deboule.files.saves import load_game

        screen = load_game(self.app)  # None: the player was told why
        if screen is not None:
            self.app.push(screen)

    def on_key(self, symbol: int, modifiers: int) -> None:
        self.offer_resume = False  # the player has started choosing
        super().on_key(symbol, modifiers)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.offer_resume = False
        super().on_mouse_press(x, y, button, modifiers)

    def command(self, command: str | None) -> None:
        if command in registry.KEYS:
            self.app.push(SetupScreen(self.app, command))
        elif command == "resume":
            self.resume()
        elif command in SCREENS:
            self.app.push(open_screen(command, self.app))
        elif command == "watch":
            self.app.push(WatchBotsScreen(self.app))
        elif command == "settings":
            self.app.push(SettingsScreen(self.app))
        elif command == "quit":
            self.app.quit()
        elif command == "back":  # Esc: a question first, not a quit by mistake
            self.app.push(ConfirmScreen(self.app, tr("menu.quit_question", self.lang),
                                        "menu.quit_yes", "menu.quit_no", self.app.quit,
                                        below=self))

    def draw(self) -> None:
        self.refresh()
        super().draw()


def level_text(level: object, lang: str) -> str:
    """A bot level in the player's language ("Bot débutant")."""
    key = f"level.{level}"
    return tr("setup.bot", lang, level=tr(key, lang) if known(key) else level)


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
            return level_text(value, lang())

        items = []
        # a first game is against the gentlest bot (issue 30: a newcomer's first ten minutes)
        defaults = ["human", self.setup.BOT_LEVELS[0], "none", "none"]
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

    def line(self) -> float:
        return self.hud.row(20) * 1.06

    # a game's notes under its lines (Cul de Chouette: the rules a gentle table leaves out)
    NOTE_LINES = 3

    def notes(self) -> list[str]:
        notes = getattr(self.setup, "notes", None)
        return notes(self, self.lang) if notes is not None else []

    def regions(self) -> dict[str, Rect]:
        boxes = super().regions()
        if self.notes():
            hud = self.hud
            note, items = boxes["items"].cut_bottom(self.NOTE_LINES * hud.row(13) + hud.px(10))
            boxes["items"], boxes["notes"] = items, note
        return boxes

    def draw_menu(self) -> None:
        super().draw_menu()
        notes = self.notes()
        rows = self.item_rows()
        if notes and rows:  # right under the lines, in the room kept for them
            hud, room = self.hud, self.regions()["notes"]
            lines = [Line(n, 13, WHITE, max_lines=self.NOTE_LINES) for n in notes]
            height = hud.height_of(lines, room.w - hud.px(20)) + hud.px(8)
            top = rows[-1][1].y - hud.px(14)  # under the lines' panel
            box = Rect(room.x, max(room.y, top - height), room.w, height)
            hud.panel(box, alpha=170)
            hud.block(box.inset(hud.px(10), hud.px(4)), lines, "notes", align="center")

    def start(self, watched: bool = False) -> None:
        """Open the game; `watched`: a match of bots the player watches (never autosaved,
        never waiting for a key: deboule.screens.base.Screen.watched)."""
        seed = int(self.menu.item("seed").value)
        screen = self.setup.start(self, self.seats(), seed)
        screen.watched = watched
        self.app.replace(screen)


def window_sizes(screen: tuple[int, int] | None) -> tuple[tuple[int, int], ...]:
    """The window sizes that fit on a screen of this size (at least the smallest)."""
    if screen is None:
        return WINDOW_SIZES
    fits = tuple(size for size in WINDOW_SIZES if size[0] <= screen[0] and size[1] <= screen[1])
    return fits or (min(WINDOW_SIZES),)


class SettingsScreen(MenuScreen):
    title_key = "settings.title"

    def __init__(self, app) -> None:
        lang = lambda: app.settings.lang  # noqa: E731
        s = app.settings
        sizes = window_sizes(app.screen_size())
        if s.window not in sizes:  # the size the player resized the window to
            sizes = tuple(sorted({*sizes, s.window}))
        items = [
            Item("lang", lambda: tr("settings.lang", lang()), choices=LANGS,
                 render_choice=lambda v: {"fr": "Français", "en": "English"}[v]),
            Item("volume", lambda: tr("settings.volume", lang()),
                 choices=tuple(round(v / 10, 1) for v in range(11)),
                 render_choice=lambda v: f"{int(v * 100)} %"),
            Item("quality", lambda: tr("settings.quality", lang()), choices=QUALITIES,
                 render_choice=lambda v: tr(f"quality.{v}", lang())),
            Item("window", lambda: tr("settings.window", lang()), choices=sizes,
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
        menu.item("window").select(s.window if s.window in sizes else sizes[-1])
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


class WatchBotsScreen(MenuScreen):
    """Issue 15: watch a match of bots of any game, at the pace the bots keep for people (they
    wait before each play) and, for Le Déboulé, with the automatic camera. The game starts from
    its own set-up screen with every seat a bot of the level chosen here (the game's other
    lines at their defaults)."""

    title_key = "watch.title"

    def __init__(self, app) -> None:
        lang = lambda: app.settings.lang  # noqa: E731
        items = [
            Item("game", lambda: tr("watch.game", lang()), choices=registry.KEYS,
                 render_choice=lambda v: registry.by_key(v).title),
            Item("bots", lambda: tr("watch.bots", lang()), choices=(2, 3, 4)),
            Item("level", lambda: tr("watch.level", lang()), choices=("strongest", "mixed"),
                 render_choice=lambda v: tr(f"watch.level.{v}", lang())),
            Item("seed", lambda: tr("setup.seed", lang()), choices=tuple(range(100))),
            Item("start", lambda: tr("menu.start", lang())),
            Item("back", lambda: tr("menu.back", lang())),
        ]
        super().__init__(app, Menu(items))

    def seats(self, levels: tuple[str, ...]) -> list[str]:
        n = int(self.menu.item("bots").value)
        if self.menu.item("level").value == "strongest":
            return [levels[-1]] * n
        return [levels[(len(levels) - 1 - k) % len(levels)] for k in range(n)]

    def command(self, command: str | None) -> None:
        if command == "back":
            self.app.pop()
        elif command == "start":
            setup = SetupScreen(self.app, self.menu.item("game").value)
            seats = self.seats(tuple(setup.setup.BOT_LEVELS))
            for n in range(4):
                setup.menu.item(f"seat{n}").select(seats[n] if n < len(seats) else "none")
            setup.menu.item("seed").select(self.menu.item("seed").value)
            self.app.replace(setup)  # the game replaces the set-up in its turn
            setup.start(watched=True)


class PauseScreen(MenuScreen):
    title_key = "pause.title"

    def __init__(self, app, game_screen) -> None:
        lang = lambda: app.settings.lang  # noqa: E731
        self.game_screen = game_screen
        items = [
            Item("resume", lambda: tr("pause.resume", lang())),
            # what the game itself offers while paused (a bot joining Cul de Chouette...)
            *(Item(f"game:{ident}", text) for ident, text in game_screen.pause_items()),
            Item("settings", lambda: tr("menu.settings", lang())),
            Item("rules", lambda: tr("menu.rules", lang())),
            Item("menu", lambda: tr("pause.menu_watched" if game_screen.watched
                                    else "pause.menu", lang())),
        ]
        super().__init__(app, Menu(items))

    def draw_background(self) -> None:
        draw_behind(self.game_screen)

    def command(self, command: str | None) -> None:
        if command in ("resume", "back"):
            self.app.pop()
        elif command is not None and command.startswith("game:"):
            self.app.pop()
            self.game_screen.pause_command(command.removeprefix("game:"))
        elif command == "settings":
            self.app.push(SettingsScreen(self.app))
        elif command == "rules":
            self.app.push(open_screen("rules", self.app, game=self.game_screen.game_key()))
        elif command == "menu":
            self.app.pop()  # the pause
            self.app.pop()  # the game (it saves itself on closing)
