"""A Cul de Chouette game played out by bots on the rules alone (no physics, fast): seeded
fair dice for every throw, each race's presses at the bots' own reaction times, earliest first,
the race closed for whoever did not press. The house-rule tests (tests/test_cdc_house_*.py)
set up their variant and bots and play it out here."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from deboule.rules.cul_de_chouette import CloseRace, DiceRolled, Press
from deboule.rules.cul_de_chouette.state import State


def play_out(state: State, bots: Sequence[Any], dice: random.Random,
             probe: Callable[[State], None] | None = None) -> State:
    """Play `state` to its end, `bots[p]` deciding for seat p; `probe(state)` before each
    step. Returns `state`."""
    while not state.is_over:
        if probe is not None:
            probe(state)
        node = state.node
        if node.kind == "chance":
            state.apply(DiceRolled(tuple(dice.randint(1, 6) for _ in range(node.n_dice))))
        elif node.kind == "race":
            window = node.race
            times = {q: bots[q].reaction_ms(state, q, window.shouts[q]) for q in window.waiting}
            for q, t in sorted(((q, t) for q, t in times.items() if t is not None),
                               key=lambda kv: (kv[1], kv[0])):
                state.apply(Press(q, window.shouts[q], t))
                if state.node.kind != "race" or state.node.race is not window:
                    break  # that press ended the race
            if state.node.kind == "race" and state.node.race is window:
                state.apply(CloseRace())
        else:
            player = node.players[0]
            state.apply(bots[player].act(state, player))
    return state
