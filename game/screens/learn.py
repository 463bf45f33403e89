""""Apprendre à jouer": the guided lessons, one per game that has one.

A game has a lesson when its package holds `tutorial.py` with `lesson(app) -> CoachedScreen`
(game/screens/coach.py). The module is only looked for here and imported when chosen: the menu
opens without loading a table or its physics."""

from __future__ import annotations

import importlib
import importlib.util

from game import registry
from game.i18n import tr
from game.menu import Item, Menu
from game.screens.menus import MenuScreen

# the games in the order of their lessons (the rules of Le Déboulé first: nobody knows them)
LESSON_ORDER = ("deboule", "cdc", "enculette", "chamot")


def lesson_entries() -> list[registry.GameEntry]:
    """The games whose lesson module exists, in `LESSON_ORDER` (Chamot's last)."""
    entries = sorted(registry.GAMES, key=lambda e: (LESSON_ORDER.index(e.key)
                                                    if e.key in LESSON_ORDER else 99))
    return [entry for entry in entries
            if importlib.util.find_spec(f"game.{entry.package}.tutorial") is not None]


def open_lesson(app, key: str):
    """The lesson of the game keyed `key` (a CoachedScreen), its module imported now."""
    entry = registry.by_key(key)
    if entry is None:
        raise KeyError(key)
    return importlib.import_module(f"game.{entry.package}.tutorial").lesson(app)


class LearnScreen(MenuScreen):
    """The lessons, then Retour."""

    title_key = "learn.title"

    def __init__(self, app) -> None:
        lang = lambda: app.settings.lang  # noqa: E731 - labels follow the current language
        items = [Item(entry.key, lambda title=entry.title: tr("learn.lesson", lang(),
                                                               game=title))
                 for entry in lesson_entries()]
        items.append(Item("back", lambda: tr("menu.back", lang())))
        super().__init__(app, Menu(items))

    def lessons(self) -> list[str]:
        """The registry keys of the lessons listed (tests)."""
        return [item.key for item in self.menu.items if item.key != "back"]

    def command(self, command: str | None) -> None:
        if command == "back":
            self.app.pop()
        elif command is not None and registry.by_key(command) is not None:
            self.app.push(open_lesson(self.app, command))
