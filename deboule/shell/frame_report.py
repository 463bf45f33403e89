"""What a frame on screen already shows, printed for the tests that drive the real window.

A test typing keys into the window (tests/realwindow.py) must not look at the screen before the
game has taken the keys in, nor after a resize before a frame of the new size is up; waiting a
fixed time for it is too long on a quiet machine and too short on a loaded one. With
`DEBOULE_PRINT_FRAMES` set, the game prints a line whenever a frame it has put on the screen
shows more than the line before said:

    shown: keys 12, text 3, size 1000x620

`keys` counts the key presses (a capital's Shift too) and `text` the characters typed that were
handled before the last update that ran before that frame was drawn (a screen may act on a key
at its next update: the frame after that update shows it); `size` is the frame's size in
pixels. Nothing is printed otherwise, nor when the variable is unset (a player's game)."""

from __future__ import annotations

import os

VARIABLE = "DEBOULE_PRINT_FRAMES"
PREFIX = "shown: "


def shown_line(keys: int, text: int, size: tuple[int, int]) -> str:
    """The line printed for a frame showing `keys` key presses and `text` characters typed, at
    `size`."""
    return f"{PREFIX}keys {keys}, text {text}, size {size[0]}x{size[1]}"


def read_line(line: str) -> tuple[int, int, tuple[int, int]] | None:
    """(keys, text, (width, height)) from a printed line; None for any other line."""
    if not line.startswith(PREFIX):
        return None
    try:
        keys_part, text_part, size_part = line[len(PREFIX):].split(", ")
        width, height = size_part.removeprefix("size ").split("x")
        return (int(keys_part.removeprefix("keys ")), int(text_part.removeprefix("text ")),
                (int(width), int(height)))
    except ValueError:
        return None


class FrameReport:
    """Counts the keys handled and updates run, and says what each new frame shows."""

    def __init__(self, say=None) -> None:
        if say is None:
            # loaded on first use, not with this module: the translations (5 ms)
            from deboule.text.terminal import say
        self._say = say
        self.keys_handled = self.text_handled = 0
        self._updated = (0, 0)  # the keys and characters handled before the last update
        self._drawing = (0, 0)  # those the frame being drawn shows
        self._size_drawing = (0, 0)
        self._last: tuple[int, int, tuple[int, int]] | None = None

    @classmethod
    def from_environment(cls) -> FrameReport | None:
        return cls() if os.environ.get(VARIABLE) else None

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        """A window event handler seeing each key press first; the press goes on to the screen
        (returns None)."""
        self.keys_handled += 1

    def on_text(self, text: str) -> None:
        """Characters typed, seen first and passed on to the screen as `on_key_press`."""
        self.text_handled += len(text)

    def updated(self) -> None:
        """An update of the top screen ran."""
        self._updated = (self.keys_handled, self.text_handled)

    def drawing(self, size: tuple[int, int]) -> None:
        """A frame of `size` begins to be drawn."""
        self._drawing = self._updated
        self._size_drawing = (int(size[0]), int(size[1]))

    def shown(self) -> None:
        """The frame begun last is on the screen (its buffers swapped)."""
        now = (*self._drawing, self._size_drawing)
        if now != self._last:
            self._last = now
            self._say(shown_line(*now))
