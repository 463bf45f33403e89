"""Play each game to its end with random legal actions, on the rules alone (docs/api.md)."""

import random

from deboule.registry import GAMES

for game in GAMES:
    rng = random.Random(1)
    state, chance = game.state_class().new(None), game.chance_supplier()
    while not state.is_over:
        moves = [action for seat in state.deciders() for action in state.legal_actions(seat)]
        state.apply(rng.choice(moves) if moves else chance(state.chance_request(), rng))
    result = state.result()
    print(f"{game.title}: winners {result.winners}, ranking {result.ranking}, "
          f"{result.unit} {result.scores}")
