"""Menus as plain data: items, focus and keyboard navigation (drawn by deboule.screens).

Kept free of pyglet so navigation is tested without a window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from deboule.text.i18n import tr


@dataclass
class Item:
    """One line of a menu. A choice item cycles through `choices` with left/right."""

    key: str  # stable id, also the command returned on activation
    label: Callable[[], str]
    choices: Sequence[object] = ()
    index: int = 0
    enabled: bool = True
    render_choice: Callable[[object], str] = field(default=str)

    @property
    def value(self) -> object:
        return self.choices[self.index] if self.choices else None

    def select(self, value: object) -> None:
        if value not in self.choices:
            raise ValueError(f"{value!r} is not a choice of {self.key}")
        self.index = list(self.choices).index(value)

    def text(self, lang: str = "fr") -> str:
        """The line as shown; a choice's colon follows the language ("Langue : ‹ Français ›",
        "Language: ‹ English ›")."""
        if self.choices:
            return tr("menu.choice", lang, label=self.label(),
                      value=self.render_choice(self.value))
        return self.label()


class Menu:
    """Focus moves over enabled items; Enter activates, Left/Right change a choice."""

    def __init__(self, items: list[Item]) -> None:
        if not items:
            raise ValueError("a menu needs at least one item")
        self.items = items
        self.focus = 0
        if not self.items[0].enabled:
            self.move(1)

    @property
    def current(self) -> Item:
        return self.items[self.focus]

    def item(self, key: str) -> Item:
        for item in self.items:
            if item.key == key:
                return item
        raise KeyError(key)

    def move(self, step: int) -> None:
        count = len(self.items)
        for offset in range(1, count + 1):
            candidate = (self.focus + step * offset) % count
            if self.items[candidate].enabled:
                self.focus = candidate
                return

    def change(self, step: int) -> str | None:
        item = self.current
        if not item.choices:
            return None
        item.index = (item.index + step) % len(item.choices)
        return f"changed:{item.key}"

    def press(self, key: str) -> str | None:
        """Handle a named key ('up', 'down', 'left', 'right', 'enter', 'escape').

        Returns a command: an item's key when it is activated, 'changed:<key>' when a choice
        changed, 'back' on escape, or None.
        """
        if key == "up":
            self.move(-1)
        elif key == "down":
            self.move(1)
        elif key in ("left", "right"):
            return self.change(-1 if key == "left" else 1)
        elif key == "enter":
            if self.current.choices:
                return self.change(1)
            return self.current.key if self.current.enabled else None
        elif key == "escape":
            return "back"
        return None

    def click(self, index: int) -> str | None:
        if not 0 <= index < len(self.items) or not self.items[index].enabled:
            return None
        self.focus = index
        return self.press("enter")
