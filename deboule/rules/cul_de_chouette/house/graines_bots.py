"""How the bots play the Graines (house/graines.py): now and then, after a throw, a bot gets up
from the table (a drink, a breath of air: a rise gains nothing, so a bot that never rose would
play the rule by never meeting it), and says « Je ne mange pas de graines ! » as it does, unless
it forgets: a novice often, a regular rarely, an expert never. Asked through the bot's
`blunder` hook (deboule/rules/cul_de_chouette/bots.py), which the window's match, the sim and
the rooms' server ask of every bot after each throw; nothing here draws a random number unless
the rule is on (the kaamelott and iruo games draw as before)."""

from __future__ import annotations

from deboule.rules.cul_de_chouette.actions import StandUp
from deboule.rules.cul_de_chouette.house.graines import still_up

RISE_CHANCE = 0.02  # after each throw: about three rises a bot in a game of 150 throws
FORGET_CHANCE = {"novice": 0.25, "regular": 0.05, "expert": 0.0}  # the words not said


def stand_up(bot, state, player: int) -> StandUp | None:
    """The rise `bot` makes after this throw, or None (the rule off, a player already up, or
    the draw says no)."""
    if not state.variant.graines or player not in state.order or \
            still_up(state.actions, player):
        return None
    if bot.rng.random() >= RISE_CHANCE:
        return None
    forgets = bot.rng.random() < FORGET_CHANCE.get(bot.level.name, 0.0)
    return StandUp(player, not forgets)
