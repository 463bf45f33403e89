"""Chamot: the game's own parts above its rules (deboule/rules/chamot/), declared as one
object, `GAME` (deboule/games/game.py), the registry's entry for it."""

from deboule.games.game import Game

GAME = Game(name="chamot", key="chamot", package="chamot", title="Chamot")
