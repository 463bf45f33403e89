"""Le Déboulé's lines in the set-up menu: bot levels, teams (four players), and how to start."""

from __future__ import annotations

from deboule.shell.menu import Item
from deboule.text.i18n import tr

BOT_LEVELS = ("novice", "regular", "expert")
OPTION_LINES = ("teams",)  # the lines `options` reads (an online room's set-up shows them too)


def items(setup, lang) -> list[Item]:
    """The game's own lines of the set-up menu `setup` (`lang()` is the current language)."""
    return [Item("teams", lambda: tr("setup.teams", lang()), choices=(False, True),
                 render_choice=lambda v: tr("on" if v else "off", lang()))]


def command(setup, command: str | None) -> bool:
    """A command of the game's own lines; False when it is not one."""
    return False


def options(setup, players: int) -> dict:
    """The game's options mapping these lines choose (Game.new_match, docs/options.md)."""
    return {"teams": bool(setup.menu.item("teams").value) and players == 4}


def start(setup, seats: list[str], seed: int):
    """The game screen for the chosen seats, seed and lines: its match built by the game's one
    constructor with the options these lines choose (`options`)."""
    # loaded on first use, not with this module: MuJoCo, OpenGL, Pillow (257 ms)
    from deboule.games.deboule import GAME
    from deboule.games.deboule.screen import DebouleScreen
    from deboule.screens.menus import level_text

    lang = setup.app.settings.lang
    names = [tr("setup.seat", lang, n=i + 1) if seat == "human" else level_text(seat, lang)
             for i, seat in enumerate(seats)]
    match = GAME.new_match(options(setup, len(seats)), seats, seed=seed, names=names,
                           headless=False, lang=lang, pace=0.8)
    return DebouleScreen(setup.app, match)
