"""How the bots play the house rules of family "civet" (issue 34; rules in house/civet_rules.py
and house/grelottine_rules.py): which shouts they race for, whether they double a Civet, and
whether they play a Civet-Filoché. Called from deboule.rules.cul_de_chouette.bots.Bot (small
hooks)."""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from deboule.rules.cul_de_chouette.actions import Action, BetCivet, DeclareCivet, Pass
from deboule.rules.cul_de_chouette.combinations import classify
from deboule.rules.cul_de_chouette.house import civet_kize
from deboule.rules.cul_de_chouette.house.civet import VERDIER_LOSS, VERDIER_WIN
from deboule.rules.cul_de_chouette.odds import ALL_THROWS, combination_odds

SHOUTS = frozenset({"vert_linette", "mecreant", "miserable"})
VERDIER_ODDS = Fraction(1, 6)  # the one cul of six that completes 2-4-6
CIVET_WORTH = 10  # what keeping one's own Civet is worth to a careful bot, in points


def verdier_ev() -> Fraction:
    """A "Vert-Linette !" bet's expected value: 25/6 - 5 x 5/6 = 0 (both sources' numbers)."""
    return VERDIER_ODDS * VERDIER_WIN - (1 - VERDIER_ODDS) * VERDIER_LOSS


def _behind(state, player: int) -> int:
    """How far `player` trails the best other side (0 when ahead)."""
    mine = state.side_of[player]
    others = [state.scores[s] for s in {state.side_of[q] for q in state.order} if s != mine]
    return max(0, max(others, default=0) - state.score(player))


def wants_shout(bot, state, player: int, shout: str) -> bool:
    """Whether the bot races for one of this family's shouts at all (its reaction time and its
    misses are the common ones). "Mécréant !" gives a Grelottine for nothing: always. "Je suis
    un misérable." keeps a Grelottine from the others: a careful bot always, a novice by a
    coin. "Vert-Linette !" is a fair bet (expected value 0): a careful bot takes it only to
    catch up (the variance helps the one behind), a novice by a coin."""
    if shout == "mecreant":
        return True
    if not bot.level.careful:
        return bot.rng.random() < 0.5
    if shout == "miserable":
        return True
    if shout == "vert_linette":
        return verdier_ev() >= 0 and _behind(state, player) >= 50
    return True


def kize_civet_odds(variant, combination: str, with_sirotage: bool) -> float:
    """P(a Civet wins) judged as Kize judges it (house/civet_kize.py), the thrower not
    siroting; a Sirop-Grelot: a Chouette siroted (always) and won, one time in six."""
    return float(_kize_odds(variant.bleu_rouge, variant.artichette)[
        civet_kize.bet_name(combination, with_sirotage)])


@cache
def _kize_odds(bleu_rouge: bool, artichette: str) -> dict[str, Fraction]:
    reading = _KizeReading(bleu_rouge, artichette)
    counts: dict[str, Fraction] = {}
    for dice in ALL_THROWS:
        cls = classify(dice, reading)
        won = civet_kize.winning_bets(reading, dice, cls.combinations, None)
        if won == {"CHOUETTE"}:
            won = won | {civet_kize.SIROP_GRELOT}
        for bet in won:
            share = Fraction(1, 6) if bet == civet_kize.SIROP_GRELOT else Fraction(1)
            counts[bet] = counts.get(bet, Fraction(0)) + share
    names = ("CHOUETTE", "VELUTE", "CHOUETTE_VELUTE", "SUITE", "CUL_DE_CHOUETTE",
             civet_kize.SIROP_GRELOT, *civet_kize.KIZE_EXTRA_BETS)
    return {name: counts.get(name, Fraction(0)) / len(ALL_THROWS) for name in names}


class _KizeReading:
    """The variant fields `classify` and Kize's judge read."""

    def __init__(self, bleu_rouge: bool, artichette: str) -> None:
        self.bleu_rouge = bleu_rouge
        self.artichette = artichette
        self.positional_dice = False


def civet_odds(variant, combination: str, with_sirotage: bool) -> float:
    """P(a declared Civet wins) under the variant's judge (the seeds' or Kize's)."""
    if variant.civet_bets == "kize":
        return kize_civet_odds(variant, combination, with_sirotage)
    if combination == "CUL_DE_CHOUETTE" and with_sirotage:
        return float(combination_odds()["SIROP_GRELOT"])
    return float(combination_odds(variant.bleu_rouge)[combination])


def careless_civet_bets(variant) -> list[str]:
    """What a careless bot names at random: the seeds' four, and Kize's further bets."""
    return ["CHOUETTE", "VELUTE", "SUITE", "CUL_DE_CHOUETTE", *civet_kize.extra_bets(variant)]


def on_double_civet(bot, state, player: int, info) -> Action:
    """Civet doublé: joining costs one's Civet and doubles the declarer's win or loss. Every
    Civet bet wins less than half the time (a Chouette 3 in 8), so doubling an opponent's Civet
    takes stake x (1 - 2q) from them on average: a careful bot joins an opponent's Civet when
    that is worth more than keeping its own Civet; never a partner's (Doublette)."""
    thrower = info["thrower"]
    if not bot.level.careful:
        return BetCivet(player) if bot.rng.random() < 0.3 else Pass(player)
    if state.side_of[thrower] == state.side_of[player]:
        return Pass(player)
    civet = next(e for e in reversed(state.events) if e["type"] == "civet")
    q = civet_odds(state.variant, civet["combination"], civet["with_sirotage"])
    harm = civet["stake"] * (1 - 2 * q)
    return BetCivet(player) if harm > CIVET_WORTH else Pass(player)


def on_civet_filoche(bot, state, player: int, info) -> Action:
    """Civet-Filoché: a Civet on someone else's throw, so the same odds as one's own Civet: it
    loses on average (no combination comes half the time), so a careful bot keeps it for a
    catch-up when a leader nears victory (its top stake on the likeliest, the Chouette), as it
    plays its own Civet (bots.Bot.civet); a novice plays it by a coin, at random."""
    options = [a for a in state.legal_actions(player) if isinstance(a, DeclareCivet)]
    if not options:
        return Pass(player)
    if not bot.level.careful:
        return bot.rng.choice(options) if bot.rng.random() < 0.3 else Pass(player)
    v = state.variant
    leader = state.score(player) + _behind(state, player)
    if leader >= v.win_score - 100 and _behind(state, player) > 50:
        chouettes = [a for a in options if a.combination == "CHOUETTE"]
        return max(chouettes, key=lambda a: a.stake)
    return Pass(player)
