"""What every game's replayer shares: the error a record that does not replay raises, and the
trace of what a replay went through (see game/replay.py)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field


class ReplayError(ValueError):
    """The record's inputs do not fit the rules or the physics (wrong turn, illegal throw...)."""


@dataclass
class Trace:
    """What a replay went through: `settled` grows throw by throw (so it shows how far a replay
    that fails got), `history` is the rules' log once the replay ended."""

    settled: list[str] = field(default_factory=list)
    history: list | None = None


def plain(value):
    """`value` as it reads back from a record (tuples become lists)."""
    return json.loads(json.dumps(value))


def record_seats(record: dict) -> list[str]:
    """The record's seats ("human" or a bot level each), checked (ReplayError otherwise)."""
    seats = record.get("seats")
    if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
        raise ReplayError("seats must be a list of 'human' or bot levels")
    return seats
