"""Cochon's actions: roll again or hold, and the die chance throws."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from deboule.rules.core import Action, ActionCodec, IllegalAction


@dataclass(frozen=True)
class Roll(Action):
    KIND: ClassVar[str] = "roll"


@dataclass(frozen=True)
class Hold(Action):
    KIND: ClassVar[str] = "hold"


@dataclass(frozen=True)
class Die(Action):
    """The die's face, handed in as a chance outcome."""

    KIND: ClassVar[str] = "die"
    face: int

    def __post_init__(self) -> None:
        if not 1 <= self.face <= 6:
            raise IllegalAction(f"a die shows 1 to 6, not {self.face}", code="bad_action")


CODEC = ActionCodec(Roll, Hold, Die)
