"""Chamot, "le jeu de mots des coups bas" (`../shared/seeds/chamot.txt`, rulings H1-H7).

    >>> from deboule.rules.chamot import ChamotState
    >>> from deboule.rules.chamot.bots import make_bot
    >>> from deboule.rules.chamot.french import french_lexicon
    >>> from deboule.rules.chamot.sim import play_out

The lexicon is handed to the state (`ChamotState.new(options, lexicon=...)`); deck orders are
chance outcomes handed in from outside (`deboule.rules.chamot.chance.sample_outcome` with a seeded
`random.Random`):

    >>> import random
    >>> from deboule.rules.chamot.chance import sample_outcome
    >>> state = ChamotState.new({"players": 2}, french_lexicon())
    >>> events = state.apply(sample_outcome(state.chance_request(), random.Random(1)))
    >>> events[0].kind, state.current_player(), state.observation(1)["players"][0]["pile"]
    ('dealt', 0, 48)

See docs/rules-chamot.md.
"""

from deboule.rules.chamot.bots import make_bot
from deboule.rules.chamot.state import ChamotState

STATE = ChamotState  # the game's state on the common contract (deboule.registry reads it)

__all__ = ["STATE", "ChamotState", "make_bot"]
