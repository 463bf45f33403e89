"""The one registry of games: what the command line, the menus, the server, saves, records and
replay know of each game, in the order the menus, the lessons and the rules pages show them.

Each game is one declared object, `GAME` in its own package (deboule/games/game.py says what a
game provides); this list is its only entry. Adding a game is adding its packages and one line
to `GAMES` (tests/test_fifth_game.py does it with a toy game). Reading the registry imports the
games' declarations only, nothing heavy: a game's modules are loaded by its `Game` on demand.
The shared shell (deboule/ outside deboule/games/ and deboule/render/) names a game only through
this registry (tests/test_structure.py).
"""

from __future__ import annotations

from deboule.games import chamot, cul_de_chouette, enculette
from deboule.games import deboule as deboule_game
from deboule.games.game import Game

GAMES: tuple[Game, ...] = (deboule_game.GAME, cul_de_chouette.GAME, enculette.GAME, chamot.GAME)

# The game `deboule sim` plays without --game, and `deboule play` without a display.
DEFAULT: Game = GAMES[0]
# The program (its command, its settings and data folders) bears its first game's name.
PROGRAM = "deboule"

NAMES: tuple[str, ...] = tuple(entry.name for entry in GAMES)
KEYS: tuple[str, ...] = tuple(entry.key for entry in GAMES)


def by_name(name: object) -> Game | None:
    """The game called `name` on the command line and in records, or None."""
    return next((entry for entry in GAMES if entry.name == name), None)


def by_key(key: object) -> Game | None:
    """The game keyed `key` in menus and autosaves, or None."""
    return next((entry for entry in GAMES if entry.key == key), None)
