"""L'Enculette's lines in the set-up menu: bot levels, the variant, and how to start."""

from __future__ import annotations

from deboule.shell.menu import Item
from deboule.text.i18n import tr

BOT_LEVELS = ("novice", "regular", "expert")
OPTION_LINES = ("variant",)  # the lines `options` reads (an online room's set-up shows them too)


def items(setup, lang) -> list[Item]:
    """The game's own lines of the set-up menu `setup` (`lang()` is the current language)."""
    return [Item("variant", lambda: tr("setup.variant", lang()), choices=("classique", "aveugle"),
                 render_choice=lambda v: tr(f"variant.{v}", lang()))]


def command(setup, command: str | None) -> bool:
    """A command of the game's own lines; False when it is not one."""
    return False


def options(setup, players: int) -> dict:
    """The game's options mapping these lines choose (Game.new_match, docs/options.md)."""
    from deboule.games.enculette.match_options import VARIANTS  # the rules: when asked

    return dict(VARIANTS[str(setup.menu.item("variant").value)])


def start(setup, seats: list[str], seed: int):
    """The game screen for the chosen seats, seed and lines: its match built by the game's one
    constructor with the options these lines choose (`options`; the variant's name kept in
    its saves and records)."""
    # loaded on first use, not with this module: OpenGL, Pillow, numpy (176 ms)
    from deboule.games.enculette import GAME
    from deboule.games.enculette.screen import EnculetteScreen

    variant = str(setup.menu.item("variant").value)
    match = GAME.new_match(options(setup, len(seats)), seats, seed=seed, headless=False,
                           lang=setup.app.settings.lang, variant=variant)
    return EnculetteScreen(setup.app, match)
