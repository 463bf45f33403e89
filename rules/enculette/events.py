"""Public events: what every player at the table sees happen (never a hidden face)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any


class EventKind(StrEnum):
    SHAKEN = "shaken"  # someone shook a Tasse (faces hidden)
    RESHAKEN_BLIND = "reshaken_blind"  # blind reshake: the next announcement is blind
    ANNOUNCED = "announced"
    VOID_31 = "void_31"  # a second 31 was refused (E3)
    BELIEVED = "believed"
    PASSED = "passed"  # E4: passed unseen, with a higher announcement
    DOUBTED = "doubted"  # the cup is lifted: faces are public now
    REVEALED_51 = "revealed_51"
    DRANK = "drank"
    FAUTE = "faute"
    REFILLED = "refilled"
    DENOUNCED = "denounced"
    JOINED = "joined"
    TIME_OUT = "time_out"
    BACK = "back"
    LEFT = "left"  # a definitive time-out
    GAME_OVER = "game_over"


class DrinkReason(StrEnum):
    WRONG_DOUBT = "wrong_doubt"  # the receiver lifted a true announcement
    CAUGHT_LYING = "caught_lying"  # the server's announcement was above the dice
    HIDDEN_51 = "hidden_51"  # caught lying on top of a hidden 51 (three gorgées)
    OFFERED_51 = "offered_51"  # both sides of a revealed 51
    FAUTE = "faute"


@dataclass(frozen=True)
class Event:
    kind: EventKind
    cup: int | None = None
    player: int | None = None  # who acted (or who drinks)
    to: int | None = None  # receiver of an announcement or a pass
    server: int | None = None  # who is responsible for the announcement judged by a doubt
    author: int | None = None  # who shook the dice that a doubt lifted
    value: int | None = None
    floor: int | None = None  # what the announcer had received (None: a restart from zero)
    faces: tuple[int, int] | None = None  # only once public (lifted or revealed cup)
    truthful: bool | None = None
    amount: int | None = None
    reason: str | None = None
    blind: bool | None = None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if value is None:
                continue
            if isinstance(value, StrEnum):
                value = value.value
            elif isinstance(value, tuple):
                value = list(value)
            data[f.name] = value
        return data
