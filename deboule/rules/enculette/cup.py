"""A Tasse (cup, saucer and two dice) and the phase of its exchange."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class Phase(StrEnum):
    SHAKE = "shake"  # chance node: the server shakes the Tasse
    ANNOUNCE = "announce"  # the server decides what to announce
    RESPOND = "respond"  # the receiver believes, doubts or passes unseen
    OVER = "over"


@dataclass
class Cup:
    """One Tasse and where it stands in its exchange."""

    index: int
    step: int  # +1 or -1: the way this Tasse turns round the table
    server: int  # who shakes/announces; in RESPOND, who answers for the announcement
    phase: Phase = Phase.SHAKE
    receiver: int | None = None
    floor: int | None = None  # what the server received and must beat; None after a restart
    announced: int | None = None
    dice: tuple[int, int] | None = None
    author: int | None = None  # who shook the dice now under the cup
    seen_by: frozenset[int] = frozenset()
    blind: bool = False  # the current (or pending) shake is a blind reshake
    reshaken: bool = False  # the server already used the blind reshake this turn

    def new_shake(self, server: int, floor: int | None) -> None:
        """Back to SHAKE in `server`'s hands, who must beat `floor` (None after a restart)."""
        self.server, self.floor, self.phase = server, floor, Phase.SHAKE
        self.receiver = self.announced = self.dice = self.author = None
        self.seen_by, self.blind, self.reshaken = frozenset(), False, False

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "step": self.step,
            "server": self.server,
            "phase": self.phase.value,
            "receiver": self.receiver,
            "floor": self.floor,
            "announced": self.announced,
            "dice": list(self.dice) if self.dice else None,
            "author": self.author,
            "seen_by": sorted(self.seen_by),
            "blind": self.blind,
            "reshaken": self.reshaken,
        }
