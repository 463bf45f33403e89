"""Chamot, "le jeu de mots des coups bas" (`../shared/seeds/chamot.txt`, rulings H1-H7).

    from rules.chamot import ChamotState, french_lexicon, make_bot, play_out

The lexicon is handed to the state (`ChamotState.new(options, lexicon=...)`); deck orders are
chance outcomes handed in from outside (`rules.chamot.chance.sample_outcome` with a seeded
`random.Random`). See docs/rules-chamot.md.
"""

from rules.chamot.bots import make_bot
from rules.chamot.state import ChamotState

STATE = ChamotState  # the game's state on the common contract (game.registry reads it)

__all__ = ["STATE", "ChamotState", "make_bot"]
