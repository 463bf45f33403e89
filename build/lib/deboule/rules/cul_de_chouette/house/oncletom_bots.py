"""How the bots play OncleTom77's rules (house/oncletom_rules.py): which dice the
challenged keeps before a Grelottine challenge's second throw (the keep most likely to succeed,
exactly), and when a Civet is given away ("Lance-Civet !"). Hooked into
deboule/rules/cul_de_chouette/bots.py; nothing here draws a random number unless the rule is on."""

from __future__ import annotations

import itertools
from fractions import Fraction

from deboule.rules.cul_de_chouette.actions import Action, GiveCivet, Keep
from deboule.rules.cul_de_chouette.challenges import grelottine_success
from deboule.rules.cul_de_chouette.combinations import Combination, classify

C = Combination
CARELESS_GIFT = 0.05  # a novice gives its Civet away this often, before a throw


def success_odds(variant, challenge: str, kept: tuple[int, ...]) -> Fraction:
    """P(the challenge succeeds) keeping `kept` and throwing the other dice once: a
    Sirop-Grelot's final Chouette is siroted (CDC-G3: one time in six)."""
    total = Fraction(0)
    rests = list(itertools.product(range(1, 7), repeat=3 - len(kept)))
    for rest in rests:
        cls = classify(kept + rest, variant)
        if grelottine_success(challenge, cls.combinations, False):
            total += 1
        elif challenge == "SIROP_GRELOT" and C.CHOUETTE in cls.combinations and (
                C.BLEU_ROUGE not in cls.combinations):
            total += Fraction(1, 6)
    return total / len(rests)


def on_grelottine_keep(bot, state, player: int, info) -> Action:
    """The keep with the best odds (fewer dice kept on a tie); a novice keeps at random."""
    keeps = [a for a in state.legal_actions(player) if isinstance(a, Keep)]
    if not bot.level.careful:
        return bot.rng.choice(keeps)
    challenge = info["challenge"]
    return max(keeps, key=lambda a: (success_odds(state.variant, challenge, a.faces),
                                     -len(a.faces)))


def lance_civet(bot, state, player: int) -> Action | None:
    """A careful bot gives its Civet only when it cannot bet it (a score of zero or less), to a
    partner if it has one (Doublette), else keeps it; a novice gives it now and then."""
    gifts = [a for a in state.legal_actions(player) if isinstance(a, GiveCivet)]
    if not gifts:
        return None
    if not bot.level.careful:
        return bot.rng.choice(gifts) if bot.rng.random() < CARELESS_GIFT else None
    if state.score(player) > 0:
        return None
    partners = [a for a in gifts if state.side_of[a.target] == state.side_of[player]]
    return partners[0] if partners else None
