""""Apprendre à jouer": the guided lessons, one per game that has one.

A game has a lesson when its package holds `tutorial.py` with `lesson(app) -> CoachedScreen`
(deboule/screens/coach.py; deboule.registry.Game.has_lesson and .lesson). The module is only
looked for here and imported when chosen: the menu opens without loading a table or its
physics. The lessons come in the registry's order (Le Déboulé's first: nobody knows its rules)."""

from __future__ import annotations

from deboule import registry
from deboule.screens.menus import MenuScreen
from deboule.shell.menu import Item, Menu
from deboule.text.i18n import tr


def lesson_entries() -> list[registry.Game]:
    """The games that have a lesson, in the registry's order."""
    return [entry for entry in registry.GAMES if entry.has_lesson()]


def open_lesson(app, key: str):
    """The lesson of the game keyed `key` (a CoachedScreen), its module imported now."""
    entry = registry.by_key(key)
    if entry is None:
        raise KeyError(key)
    return entry.lesson(app)


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
