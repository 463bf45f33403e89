"""Le Déboulé: the game's own parts above its rules (deboule/rules/deboule/), declared as one
object, `GAME` (deboule/games/game.py), the registry's entry for it."""

from deboule.games.game import Game

GAME = Game(name="deboule", key="deboule", package="deboule", title="Le Déboulé",
            options_module="setup")
