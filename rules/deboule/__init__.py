"""Le Déboulé rules: pure game logic over observations handed in by the caller.

    >>> from rules.deboule import DebouleGame, MatchOptions, Square, Disc, footprint_distance
    >>> DebouleGame.new({"players": 2, "target": 7}).chance_request().kind
    'roll_off'

    from rules.deboule import make_bot   # the bot protocol: bot.act(game, player)
"""

from rules.core import IllegalAction
from rules.deboule.actions import (
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
from rules.deboule.bots import ThrowPlan, make_bot
from rules.deboule.game import DebouleGame, Event, RoundResult
from rules.deboule.geometry import Disc, Square, footprint_distance
from rules.deboule.requests import (
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
from rules.deboule.scoring import RoundScore, ScoringPiece
from rules.deboule.setup import COLOURS, Layout, MatchOptions
from rules.deboule.table import PieceObs, TableObs

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

STATE = DebouleGame  # the game's state on the common contract (game.registry reads it)
