"""How the bots play the house rules of family "jarret" (issue 34): the Jarret and the Flan
(house/jarret_rules.py), the Rigodon, the Attrape-Oiseau and Kize's Soufflette
(house/jarret_challenges.py). Careful bots decide by expected value; a novice flips coins. Hooked
into deboule/rules/cul_de_chouette/bots.py (`reaction_ms` and `act`)."""

from __future__ import annotations

import itertools
import json
from functools import lru_cache

from deboule.rules.cul_de_chouette.actions import Keep, Pass, UseJarret, UseRigodon
from deboule.rules.cul_de_chouette.combinations import (
    Combination,
    chouette_points,
    classify,
    cul_de_chouette_points,
)
from deboule.rules.cul_de_chouette.house.jarret_rules import keep_any
from deboule.rules.cul_de_chouette.odds import combination_odds
from deboule.rules.cul_de_chouette.variant import Variant

SHOUTS = frozenset({"lance_buches", "a_kadoc", "tatan_flans", "attrape_oiseau"})
PROMPTS = frozenset({"jarret", "jarret_keep", "rigodon"})


def throw_value(variant: Variant, dice) -> float:
    """What a throw is worth to its thrower: its points, half a Chouette Velute's (a race)."""
    cls = classify(dice, variant)
    if Combination.CHOUETTE_VELUTE in cls.combinations:
        return cls.race_points / 2
    return float(cls.thrower_points)


def _mean(values) -> float:
    values = list(values)
    return sum(values) / len(values)


def keep_value(variant: Variant, kept: tuple[int, ...]) -> float:
    """The expected value of keeping `kept` and throwing the other dice once more."""
    return _mean(throw_value(variant, kept + rest)
                 for rest in itertools.product(range(1, 7), repeat=3 - len(kept)))


@lru_cache(maxsize=8)
def _jarret_gains(variant_key: str) -> tuple[float, float]:
    """(what a Bi-Jarret adds, what a Mi-Jarret's best keep adds) on average over a throw."""
    variant = Variant.from_dict(json.loads(variant_key))
    throws = list(itertools.product(range(1, 7), repeat=3))
    plain = _mean(throw_value(variant, d) for d in throws)
    best = {}
    for dice in {tuple(sorted(d)) for d in throws}:
        best[dice] = max(keep_value(variant, k) for k in keep_any(dice))
    second = _mean(best[tuple(sorted(d))] for d in throws)
    return plain, second - plain


def jarret_gains(variant: Variant) -> tuple[float, float]:
    return _jarret_gains(json.dumps(variant.to_dict(), sort_keys=True))


def wants_press(bot, state, player: int, shout: str) -> bool:
    """Whether the bot shouts one of this family's shouts now. "À Kadoc !" (a Flan instead of
    nothing) and "Lance-Bûches !" (a Jarret, or keeping it from the others) always; "Tatan
    elle fait des Flans !" against a thrower who leads or is ahead of the bot: a throw's value
    is positive on average, so flanning the leader takes twice that from the leader's side."""
    if shout == "attrape_oiseau":
        return _wants_the_bird(bot, state)
    if shout != "tatan_flans":
        return True
    if not bot.level.careful:
        return bot.rng.random() < 0.5
    thrower = state.owner
    others = [state.score(q) for q in state.order if state.side_of[q] != state.side_of[player]]
    return state.score(thrower) >= max([state.score(player), *others])


def act(bot, state, player: int, prompt: str):
    """The decision for this family's prompts, or None when the prompt is not one of them."""
    if prompt not in PROMPTS:
        return None
    if prompt == "rigodon":
        return _on_rigodon(bot, state, player)
    options = state.legal_actions(player)
    if prompt == "jarret":
        uses = [a for a in options if isinstance(a, UseJarret) and a.mode != "lance"]
        if not uses:
            return next(a for a in options if isinstance(a, Pass))
        if not bot.level.careful:
            return bot.rng.choice(uses)
        doubling, second = jarret_gains(state.variant)
        worth = {"bi": doubling, "mi": second, "sifflet": doubling + 2 * second}
        return max(uses, key=lambda a: worth[a.mode])
    if prompt == "jarret_keep":
        keeps = [a for a in options if isinstance(a, Keep)]
        if not bot.level.careful:
            return bot.rng.choice(keeps)
        return max(keeps, key=lambda a: (keep_value(state.variant, tuple(a.faces)),
                                         len(a.faces)))


def _last(state, kind: str):
    return next(e for e in reversed(state.events) if e.kind == kind)


def _wants_the_bird(bot, state) -> bool:
    """Catch another's Sirotage when it is worth it: 1 in 6 wins the Cul de Chouette, 5 in 6
    lose the Chouette's points (positive for Chouettes of 1 to 3)."""
    if not bot.level.careful:
        return bot.rng.random() < 0.5
    throw = next((e for e in reversed(state.events)
                  if e.kind == "combination" and e["player"] == state.owner), None)
    if throw is None:  # asked with no throw of the owner's in view (a seat's probe): no press
        return False
    value = classify(throw["dice"], state.variant).chouette_value
    if value is None:  # positional dice (house/positional.py): the event's dice are sorted
        pairs = [d for d in set(throw["dice"]) if list(throw["dice"]).count(d) == 2]
        if not pairs:
            return False
        value = pairs[0]
    return cul_de_chouette_points(value) / 6 - 5 * chouette_points(value) / 6 > 0


def _on_rigodon(bot, state, player: int):
    """Cancel a Grelottine challenge one is likely to lose for a stake worth it."""
    if not bot.level.careful:
        return UseRigodon(player) if bot.rng.random() < 0.5 else Pass(player)
    challenge = _last(state, "grelottine_challenge")
    odds = float(combination_odds(state.variant.bleu_rouge)[challenge["challenge"]])
    return UseRigodon(player) if odds < 0.5 and challenge["stake"] >= 15 else Pass(player)


def soufflette_failure_bonus(variant: Variant) -> float:
    """Kize's reading: what the challenged's last throw scores for them on average when the
    challenge fails (the challenger's expected value drops by it)."""
    if variant.soufflette_reading != "kize":
        return 0.0
    return jarret_gains(variant)[0]
