"""L'Enculette's lines in the set-up menu: bot levels, the variant, and how to start."""

from __future__ import annotations

from deboule.shell.menu import Item
from deboule.text.i18n import tr

BOT_LEVELS = ("novice", "regular", "expert")


def items(setup, lang) -> list[Item]:
    """The game's own lines of the set-up menu `setup` (`lang()` is the current language)."""
    return [Item("variant", lambda: tr("setup.variant", lang()), choices=("classique", "aveugle"),
                 render_choice=lambda v: tr(f"variant.{v}", lang()))]


def command(setup, command: str | None) -> bool:
    """A command of the game's own lines; False when it is not one."""
    return False


def start(setup, seats: list[str], seed: int):
    """The game screen for the chosen seats, seed and lines."""
    # loaded on first use, not with this module: OpenGL, Pillow, numpy (176 ms)
    from deboule.games.enculette.screen import EnculetteScreen

    variant = str(setup.menu.item("variant").value)
    return EnculetteScreen.new(setup.app, seats, seed=seed, variant=variant)
