"""L'Enculette: the game's own parts above its rules (deboule/rules/enculette/), declared as one
object, `GAME` (deboule/games/game.py), the registry's entry for it."""

from deboule.games.game import Game

GAME = Game(name="enculette", key="enculette", package="enculette", title="L'Enculette")
