"""Le Déboulé's lines in the set-up menu: bot levels, teams (four players), and how to start."""

from __future__ import annotations

from deboule.shell.menu import Item
from deboule.text.i18n import tr

BOT_LEVELS = ("novice", "regular", "expert")


def items(setup, lang) -> list[Item]:
    """The game's own lines of the set-up menu `setup` (`lang()` is the current language)."""
    return [Item("teams", lambda: tr("setup.teams", lang()), choices=(False, True),
                 render_choice=lambda v: tr("on" if v else "off", lang()))]


def command(setup, command: str | None) -> bool:
    """A command of the game's own lines; False when it is not one."""
    return False


def start(setup, seats: list[str], seed: int):
    """The game screen for the chosen seats, seed and lines."""
    # loaded on first use, not with this module: MuJoCo, OpenGL, Pillow (257 ms)
    from deboule.games.deboule.screen import DebouleScreen

    teams = bool(setup.menu.item("teams").value) and len(seats) == 4
    return DebouleScreen.new(setup.app, seats, seed=seed, teams=teams)
