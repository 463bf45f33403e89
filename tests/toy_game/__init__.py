"""Cochon (Pig), a toy fifth game: what adding a game takes (tests/test_fifth_game.py). Its
pure rules are `rules/`, its own parts above them `parts/` (here only its sim), and this
declaration is the one object the registry lists for it."""

from deboule.games.game import Game

GAME = Game(name="cochon", key="cochon", package="cochon", title="Cochon",
            parts="tests.toy_game.parts", rules="tests.toy_game.rules")
