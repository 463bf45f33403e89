"""How the bots play the "scoring" family's house rules (issue 34): which of its shouts a bot
shouts at all (its reaction time then decides when, deboule.rules.cul_de_chouette.bots)."""

from __future__ import annotations

import random

TICHETTE = "tichette"


def wants_shout(state, player: int, shout: str, careful: bool, rng: random.Random) -> bool:
    """Whether the bot shouts `shout` in the open race (True for the shouts of others).

    "Tichette !": a single claimer gains the sum plus the combination's value, but when several
    claim, those with the best score lose it times the number of claimers. A careful bot claims
    only when its side has the lowest score of all (strictly): then, if every careful bot does
    the same, it claims alone and gains, or is not the best placed of the claimers and loses
    nothing. A novice claims on a coin toss. Every other shout of the family costs its shouter
    nothing (Robobrol's throw is worth more than nothing on average, the Velute, the
    Raitournelle and the Artichette only win), so it is always shouted."""
    if shout != TICHETTE:
        return True
    if not careful:
        return rng.random() < 0.5
    mine = state.side_of[player]
    others = [state.scores[s] for s in {state.side_of[q] for q in state.order} if s != mine]
    return bool(others) and state.scores[mine] < min(others)
