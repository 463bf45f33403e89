"""What every game's replayer shares: the error a record that does not replay raises, and the
trace of what a replay went through (see deboule/replays/replay.py)."""

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


@dataclass
class Regenerated:
    """A record played again by its game (`deboule.games.<package>.record.regenerate`): the bots act
    for themselves, the humans' inputs are fed from the record. `record` is the record the game
    writes as of the given record's last input (or where the game parted from it: a bot's
    input that differs, the game's end, a human to act with no input left); `more` is the
    input the game made next when it went on past the given record's inputs (None if not).
    A game asked not to follow the record (`follow=False`) whose seats are all bots plays
    alone: the same game for any inputs, so the verifier keeps it by the record's header."""

    record: dict
    more: dict | None = None
    # played alone (`follow=False`, every seat a bot): the whole game, whatever the record's
    # inputs, up to one input past them (`ended`: the game ended there)
    alone: bool = False
    ended: bool = False
    # its writer writes finished games only (Le Déboulé's sim): a record that stops where the
    # game goes on is not one it wrote
    whole: bool = False


def same_bits(a, b) -> bool:
    """Two plain JSON values equal bit for bit (floats by their IEEE bits, 1 and 1.0 differ;
    an object's keys in any order: JSON values, not texts)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same_bits(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same_bits(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, float):
        return a.hex() == b.hex()
    return a == b


def game_seats(record: dict, levels, count: int | None = None) -> list[str]:
    """The record's seats checked for its game (ReplayError otherwise): "human", one of the
    game's bot `levels` (or an older name of one), or a bot of one's own; `count` of them
    when the game's options say how many."""
    # loaded on first use, not with this module: the rules' core (7 ms)
    from deboule.rules.core.bots import BOT_SPEC, OLD_LEVEL_NAMES

    seats = record_seats(record)
    known = ("human", *levels, *OLD_LEVEL_NAMES)
    bad = [s for s in seats if s not in known and BOT_SPEC.fullmatch(s) is None]
    if bad:
        raise ReplayError(f"unknown seats {bad[:3]!r:.80} (known: {', '.join(known)})")
    if count is not None and len(seats) != count:
        raise ReplayError(f"{len(seats)} seats for {count!r:.20} players")
    return seats


def unnamed_bots(record: dict) -> list[str]:
    """The record's seats that name a bot of one's own nobody named on the command line (a
    file's names are never imported: deboule/rules/core/bots.py)."""
    # loaded on first use, not with this module: the rules' core (10 ms)
    from deboule.rules.core.bots import is_bot_spec, names_bot_spec

    seats = record.get("seats")
    if not isinstance(seats, list):
        return []
    return [seat for seat in seats if names_bot_spec(seat) and not is_bot_spec(seat)]
