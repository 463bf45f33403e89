"""How the bots play the house rules of family "sirop" (issue 34; house/sirop.py): the Sirotage
bets by the reading's expected value, the Sirotage itself when a Sirop-Jeannot would catch it,
the Cul de Chouette doublé. Races ("Sirop gagnant !", "Sirop-Jeannot !", "Cul de Chouette !")
are pressed like any other (bots.Bot.reaction_ms).

`decide` answers None whenever these rules are off, drawing nothing from the bot's random
numbers then, so the seed rules' bot games stay the same.
"""

from __future__ import annotations

from typing import Any

from deboule.rules.cul_de_chouette.actions import BIRDS, Action, BetBird, DoubleCdc, Pass, Siroter
from deboule.rules.cul_de_chouette.banque import round_half_up
from deboule.rules.cul_de_chouette.combinations import chouette_points, cul_de_chouette_points
from deboule.rules.cul_de_chouette.house import tichage_bots
from deboule.rules.cul_de_chouette.house.sirop_rules import SIROP_BET_READINGS

# the mean Cul de Chouette once three dice make one: (50 + 60 + ... + 100) / 6
MEAN_CUL_DE_CHOUETTE = sum(cul_de_chouette_points(v) for v in range(1, 7)) / 6
# a careless bot doubles this often; a careful one only when nothing else can win
CARELESS_DOUBLE = 0.15
CARELESS_BET = 0.5


def decide(bot: Any, state: Any, player: int) -> Action | None:
    """The bot's answer at this family's decisions; None: the seed rules' own way applies."""
    prompt = state.node.prompt
    info = state.node.info
    v = state.variant
    if prompt == "tichage":  # the Tichette by bidding (house/tichage_bots.py)
        return tichage_bots.decide(bot, state, player)
    if prompt == "cdc_double":
        return _double(bot, state, player, info["points"])
    if prompt == "bet_sirotage" and v.sirop_bets in SIROP_BET_READINGS:
        return _bet(bot, state, player, info["chouette"])
    if prompt == "siroter" and v.sirop_jeannot and _caught(state, player, info["chouette"]):
        return _siroter_caught(bot, state, player, info["chouette"])
    return None


def bet_value(variant: Any, p_right: float, p_claimed: float) -> float:
    """Expected points of one Sirotage bet under the variant's reading: right with `p_right`,
    claimed in time ("Sirop gagnant !", when the reading needs it) with `p_claimed`."""
    reading = SIROP_BET_READINGS[variant.sirop_bets]
    claim = p_claimed if reading.claimed else 1.0
    if reading.upfront:  # the stake is gone either way; a right bet is paid back
        value = p_right * claim * reading.paid - reading.stake
    else:
        value = p_right * claim * reading.paid - (1 - p_right) * reading.stake
    return round(value, 9)  # an even bet is 0, not a rounding error either side


def _bet(bot, state, player: int, chouette: int) -> Action:
    """Every bird is right one time in six (the Beau-sirop, on the Chouette's own bird,
    included): bet when the reading pays (Kize +25/-5 pays, fmm 20 for 5 does not,
    leocalvat 30 for 5 breaks even), the expert also when well behind."""
    birds = list(BIRDS)
    if not bot.level.careful:
        return BetBird(player, bot.rng.choice(birds)) if bot.rng.random() < CARELESS_BET \
            else Pass(player)
    value = bet_value(state.variant, 1 / 6, 1 - bot.level.miss_chance)
    behind = state.score(player) < _leader_other(state, player) - 80
    if value > 0 or (value >= 0 and behind and bot.level.name == "expert"):
        return BetBird(player, bot.rng.choice(birds))
    return Pass(player)


def _caught(state, player: int, chouette: int) -> bool:
    """A Sirotage now would be a Sirop-Jeannot: the score cannot pay the Chouette's points."""
    return state.score(player) < chouette_points(chouette) and any(
        state.side_of[q] != state.side_of[player] for q in state.order)


def _siroter_caught(bot, state, player: int, chouette: int) -> Action:
    """The Sirotage's own value (a Cul de Chouette one time in six, else the Chouette lost)
    less the Contre-Sirop's value an opponent will likely shout for: a careful bot sirotes
    only when that still beats keeping the Chouette."""
    if not bot.level.careful:
        return Siroter(player) if bot.rng.random() < 0.5 else Pass(player)
    keep = chouette_points(chouette)
    gift = round_half_up(2 * cul_de_chouette_points(chouette), 10)
    value = cul_de_chouette_points(chouette) / 6 - 5 * keep / 6 - gift
    return Siroter(player) if value > keep else Pass(player)


def _double(bot, state, player: int, points: int) -> Action:
    """Doubling wins one time in six and otherwise loses the game: a careful bot doubles only
    when another is about to win and the doubled points alone could win it now."""
    if not bot.level.careful:
        return DoubleCdc(player) if bot.rng.random() < CARELESS_DOUBLE else Pass(player)
    v = state.variant
    mine = state.score(player)
    leader = _leader_other(state, player)
    if mine + points >= v.win_score:
        return Pass(player)  # the triple alone wins
    reach = mine + points + MEAN_CUL_DE_CHOUETTE >= v.win_score
    return DoubleCdc(player) if reach and leader >= v.win_score - 40 else Pass(player)


def _leader_other(state, player: int) -> int:
    mine = state.side_of[player]
    others = [state.scores[s] for s in {state.side_of[q] for q in state.order} if s != mine]
    return max(others) if others else 0
