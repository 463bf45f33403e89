"""L'Enculette (seed: seeds/enculette.txt, rulings E1-E4): hierarchy, state machine, bots.

    >>> from deboule.rules.enculette import HIERARCHY, read_roll
    >>> read_roll(4, 6)
    64
"""

from __future__ import annotations

from deboule.rules.core import CHANCE, TERMINAL, IllegalAction

from .actions import (
    CODEC,
    Action,
    Announce,
    Back,
    Believe,
    Denounce,
    DiceShaken,
    Doubt,
    Faute,
    Join,
    PassUnseen,
    Refill,
    Reshake,
    Reveal51,
    TimeOut,
    action_from_dict,
)
from .bots import LEVELS, Bot, BotError, make_bot
from .errors import (
    DiceError,
    EnculetteError,
    OptionError,
    RecordError,
    UnknownValueError,
)
from .fautes import FAUTES, FauteKind, Severity
from .hierarchy import (
    ENCULETTE,
    HIERARCHY,
    NAMES,
    ROLL_PROBABILITY,
    beats,
    name,
    next_value,
    probability_above,
    probability_at_least,
    rank,
    read_roll,
)
from .options import Options, parse_option_string
from .record import load_record, make_record, replay, save_record
from .state import Cup, Phase, State, new_game

__all__ = [
    "CHANCE", "CODEC", "ENCULETTE", "FAUTES", "HIERARCHY", "LEVELS", "NAMES", "ROLL_PROBABILITY",
    "TERMINAL", "Action", "Announce", "Back", "Believe", "Bot", "BotError", "Cup", "Denounce",
    "DiceError", "DiceShaken", "Doubt", "EnculetteError", "Faute", "FauteKind",
    "IllegalAction", "Join", "OptionError", "Options", "PassUnseen", "Phase", "RecordError",
    "Refill", "Reshake", "Reveal51", "STATE", "Severity", "State", "TimeOut", "UnknownValueError",
    "action_from_dict", "beats", "load_record", "make_bot", "make_record", "name", "new_game",
    "next_value", "parse_option_string", "probability_above", "probability_at_least", "rank",
    "read_roll", "replay", "save_record",
]

STATE = State  # the game's state on the common contract (deboule.registry reads it)
