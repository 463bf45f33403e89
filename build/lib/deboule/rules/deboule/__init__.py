"""Le Déboulé rules: pure game logic over observations handed in by the caller.

    >>> from deboule.rules.deboule import (DebouleGame, MatchOptions, Square, Disc,
    ...     footprint_distance)
    >>> DebouleGame.new({"players": 2, "target": 7}).chance_request().kind
    'roll_off'

    from deboule.rules.deboule import make_bot   # the bot protocol: bot.act(game, player)
"""

from deboule.rules.core import IllegalAction
from deboule.rules.deboule.actions import (
    CODEC,
    DIRECTIONS,
    Action,
    Basculer,
    Chapeauter,
    ChooseLeadPosition,
    ChooseStarter,
    ChooseTowers,
    Dechole,
    ForceRelance,
    KeepCochonde,
    Observed,
    PutBack,
    Relance,
    Renounce,
    RethrowCochonde,
    RollOff,
    Thrown,
    action_from_dict,
)
from deboule.rules.deboule.bots import ThrowPlan, make_bot
from deboule.rules.deboule.game import DebouleGame, Event, RoundResult
from deboule.rules.deboule.geometry import Disc, Square, footprint_distance
from deboule.rules.deboule.requests import (
    ChooseLeadPositionRequest,
    ChooseStarterRequest,
    ChooseTowersRequest,
    EffectRequest,
    GameOver,
    KeepOrRethrowRequest,
    KinematicRequest,
    PutBackRequest,
    Request,
    RollOffRequest,
    ThrowRequest,
)
from deboule.rules.deboule.scoring import RoundScore, ScoringPiece
from deboule.rules.deboule.setup import COLOURS, Layout, MatchOptions
from deboule.rules.deboule.table import PieceObs, TableObs

__all__ = [
    "CODEC", "COLOURS", "DIRECTIONS", "Action", "Basculer", "Chapeauter", "ChooseLeadPosition",
    "ChooseLeadPositionRequest", "ChooseStarter", "ChooseStarterRequest", "ChooseTowers",
    "ChooseTowersRequest", "DebouleGame", "Dechole", "Disc", "EffectRequest", "Event",
    "ForceRelance", "GameOver", "IllegalAction", "KeepCochonde", "KeepOrRethrowRequest",
    "KinematicRequest", "Layout", "MatchOptions", "Observed", "PieceObs", "PutBack",
    "PutBackRequest", "Relance", "Renounce", "Request", "RethrowCochonde", "RollOff",
    "RollOffRequest", "RoundResult", "RoundScore", "STATE", "ScoringPiece", "Square", "TableObs",
    "ThrowPlan", "ThrowRequest", "Thrown", "action_from_dict", "footprint_distance", "make_bot",
]

STATE = DebouleGame  # the game's state on the common contract (deboule.registry reads it)
