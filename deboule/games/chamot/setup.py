"""Chamot's lines in the set-up menu: the short game (seed E), the thinking time (H7), the house
words (H4: kept with the settings, changed on their own screen,
deboule/games/chamot/house_words.py).

The defaults are a newcomer's (issue 30, point 9): the short game (48 min. each, about half the
turns) and 60 s a decision, H7's 15 s one choice away; the word's typing never counts (the
clock stands still while the word box is open: deboule/games/chamot/match.py)."""

from __future__ import annotations

from deboule.shell.menu import Item
from deboule.text.i18n import tr

BOT_LEVELS = ("novice", "regular", "expert")
THINKING = ("15", "30", "60", "off")  # seconds a decision, or no limit (H7: a setting)
LENGTHS = ("normal", "short")
DEFAULT_LENGTH = "short"  # a first game a newcomer can finish
DEFAULT_THINKING = "60"
# the lines `options` reads (an online room's set-up shows them too; the thinking time is the
# window's clock, not a rule)
OPTION_LINES = ("length", "house_words")


def items(setup, lang) -> list[Item]:
    # loaded on first use, not with this module: the lexicon, numpy, Chamot's rules (120 ms)
    from deboule.games.chamot.house_words import setup_line

    return [
        Item("length", lambda: tr("chamot.setup.length", lang()), choices=LENGTHS,
             index=LENGTHS.index(DEFAULT_LENGTH),
             render_choice=lambda v: tr(f"chamot.length.{v}", lang())),
        Item("thinking", lambda: tr("chamot.setup.thinking", lang()), choices=THINKING,
             index=THINKING.index(DEFAULT_THINKING),
             render_choice=lambda v: tr("chamot.thinking.off", lang()) if v == "off"
             else tr("chamot.thinking.seconds", lang(), n=v)),
        Item("house_words", lambda: setup_line(setup.app, lang())),
    ]


def command(setup, command: str | None) -> bool:
    """A command of the game's own lines; False when it is not one."""
    if command != "house_words":
        return False
    # loaded on first use, not with this module: the lexicon, numpy, Chamot's rules (114 ms)
    from deboule.games.chamot.house_words import HouseWordsScreen

    setup.app.push(HouseWordsScreen(setup.app))
    return True


def options(setup, players: int) -> dict:
    """The game's options mapping these lines choose (Game.new_match, docs/options.md)."""
    return {"short": setup.menu.item("length").value == "short",
            "house_words": list(setup.app.settings.chamot_house_words)}


def start(setup, seats: list[str], seed: int):
    """The game screen for the chosen seats, seed and lines: its match built by the game's one
    constructor with the options these lines choose (`options`) and the thinking time (the
    window's clock, not a rule)."""
    # loaded on first use, not with this module: the lexicon, numpy, Chamot's rules (134 ms)
    from deboule.games.chamot import GAME
    from deboule.games.chamot.screen import ChamotScreen

    thinking = str(setup.menu.item("thinking").value)
    match = GAME.new_match(options(setup, len(seats)), seats, seed=seed, headless=False,
                           lang=setup.app.settings.lang,
                           turn_seconds=None if thinking == "off" else float(thinking))
    return ChamotScreen(setup.app, match)
