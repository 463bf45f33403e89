"""Cul de Chouette rules engine: combinations, variants (presets), the game state machine, bots.

    >>> from deboule.rules.cul_de_chouette import classify, Combination, Variant, Game
    >>> Combination.CUL_DE_CHOUETTE in classify((4, 4, 4)).combinations
    True

    from deboule.rules.cul_de_chouette import make_bot   # the bot protocol: bot.act(state, player)
"""

from deboule.rules.core import IllegalAction
from deboule.rules.cul_de_chouette.actions import (
    BIRDS,
    CODEC,
    Action,
    BetBird,
    BetChallenge,
    BetCivet,
    BleuRougeBet,
    BuyDie,
    ChallengeGrelottine,
    ChallengeSoufflette,
    CloseRace,
    DeclareCivet,
    Deposit,
    DiceRolled,
    Join,
    Keep,
    Pass,
    PasseGrelot,
    Press,
    SingSloubi,
    Siroter,
    Throw,
    UseBoucliette,
    Withdraw,
    action_from_dict,
)
from deboule.rules.cul_de_chouette.bots import make_bot
from deboule.rules.cul_de_chouette.combinations import Classification, Combination, classify
from deboule.rules.cul_de_chouette.nodes import Node
from deboule.rules.cul_de_chouette.state import Game, State
from deboule.rules.cul_de_chouette.variant import Variant, VariantError

__all__ = [
    "BIRDS",
    "CODEC",
    "Action",
    "BetBird",
    "BetChallenge",
    "BetCivet",
    "BleuRougeBet",
    "BuyDie",
    "ChallengeGrelottine",
    "ChallengeSoufflette",
    "Classification",
    "CloseRace",
    "Combination",
    "DeclareCivet",
    "Deposit",
    "DiceRolled",
    "Game",
    "IllegalAction",
    "Join",
    "Keep",
    "Node",
    "Pass",
    "PasseGrelot",
    "Press",
    "STATE",
    "SingSloubi",
    "Siroter",
    "State",
    "Throw",
    "UseBoucliette",
    "Variant",
    "VariantError",
    "Withdraw",
    "action_from_dict",
    "classify",
    "make_bot",
]

STATE = State  # the game's state on the common contract (deboule.registry reads it)
