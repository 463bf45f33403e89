"""How the bots play the Tichette by bidding (issue 34; house/tichage.py). The race "Salsifi !"
is pressed like any other (bots.Bot.reaction_ms); the bids go by the exact probability that a
tiche's digits are all among three fair hidden dice.

A careful bot weighs, with the stake S and the current tiche c (one step ahead):
- claiming c ("ticher"): S x (2 P(c) - 1);
- quitting ("se quicher"): minus its last tiche, at most S;
- raising to r: half the time it is left to claim r itself, half the time someone else settles
  it: S x (2 P(r) - 1) / 2, with the likeliest raise (the smallest among the likeliest).
It takes the best of these; a careless one picks among the smallest raise, quitting and
claiming at random. Only called at the "tichage" prompt: the seed games draw nothing new.
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from typing import Any

from deboule.rules.cul_de_chouette.actions import Action, Quiche, Tiche, Ticher
from deboule.rules.cul_de_chouette.house.tichage import TICHES, tiche_holds

_OUTCOMES = tuple(itertools.product(range(1, 7), repeat=3))


def tiche_probability(tiche: int) -> Fraction:
    """P(every digit of `tiche` is among three fair dice), counted over the 216 throws."""
    hits = sum(1 for faces in _OUTCOMES if tiche_holds(tiche, faces))
    return Fraction(hits, len(_OUTCOMES))


PROBABILITY = {t: tiche_probability(t) for t in TICHES}


def decide(bot: Any, state: Any, player: int) -> Action:
    options = state.legal_actions(player)
    raises = [a for a in options if isinstance(a, Tiche)]
    others = [a for a in options if not isinstance(a, Tiche)]
    if not bot.level.careful:
        pool = ([min(raises, key=lambda a: a.tiche)] if raises else []) + others
        return pool[bot.rng.randrange(len(pool))]
    info = state.node.info
    stake = info["stake"]
    values: list[tuple[float, int, Action]] = []
    for rank, action in enumerate(others):
        if isinstance(action, Ticher):
            values.append((float(stake * (2 * PROBABILITY[info["tiche"]] - 1)), rank, action))
        elif isinstance(action, Quiche):
            values.append((-float(min(last_tiche(state, player), stake)), rank, action))
    if raises:
        best = max(raises, key=lambda a: (PROBABILITY[a.tiche], -a.tiche))
        values.append((float(stake * (2 * PROBABILITY[best.tiche] - 1) / 2), len(others), best))
    return max(values, key=lambda v: (v[0], -v[1]))[2]


def last_tiche(state: Any, player: int) -> int:
    """`player`'s last tiche in the bidding under way (0: none), read from the public log."""
    for event in reversed(state.events):
        if event.kind == "tichette_hidden":
            return 0
        if event.kind == "tiche" and event["player"] == player:
            return event["tiche"]
    return 0
