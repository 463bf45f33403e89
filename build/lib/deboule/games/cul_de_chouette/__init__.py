"""Cul de Chouette: the game's own parts above its rules (deboule/rules/cul_de_chouette/),
declared as one object, `GAME` (deboule/games/game.py), the registry's entry for it."""

from deboule.games.game import Game

GAME = Game(name="cul-de-chouette", key="cdc", package="cul_de_chouette",
            title="Cul de Chouette", options_module="variant")
