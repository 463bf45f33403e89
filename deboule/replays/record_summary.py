"""The small summary a record carries as its FIRST key (issue 32, point 3), so that "Revoir une
partie" lists a record from the first few kilobytes of its file instead of parsing all of it:

    {"summary": {"game": "deboule", "seats": ["novice", "casual"], "scores": [10, 7]},
     "format": "deboule-record", ...}

It repeats what the record itself says (its game, its seats, its final scores) and nothing else:
`summary_of(record)` computes it, `deboule.replays.records.write_record` writes it first, and
reading a record refuses one whose summary is not its own
(`deboule.replays.records.validate_record`), so a list line can only show what the record holds. The
file's date is not in it: the list shows the file's own date, as before (a date inside could not be
checked, and would make two writings of one game differ). Records written before it have none; the
list names them by their file.

Kept free of deboule.replays.records (which imports this module) and of the window.
"""

from __future__ import annotations

import json
import math
import unicodedata
from typing import Any

from deboule.text.i18n import Phrase

SUMMARY_KEY = "summary"
MAX_SEATS = 64  # far above any game's players (Chamot's range is the widest)
MAX_SEAT_CHARS = 80  # a bot level, or a bot of one's own as `package.module:Name`
MAX_SCORE = 2**128  # as deboule.replays.records.MAX_INTEGER: a score is a number a float can hold
FIELDS = ("game", "seats", "scores")


def record_seats(record: dict) -> list[str]:
    """The record's seats when they are a list of seat names (a string such as "expert" is
    not: issue 32 point 8 listed it as "e 389 · x 272"), else []."""
    seats = record.get("seats")
    if isinstance(seats, list | tuple) and all(_seat_ok(seat) for seat in seats) \
            and len(seats) <= MAX_SEATS:
        return list(seats)
    return []


def summary_of(record: dict) -> dict:
    """The summary of `record` (a record that passed deboule.replays.records' checks), as plain
    JSON."""
    final = record.get("final")
    scores = final.get("scores") if isinstance(final, dict) else None
    summary = {"game": record.get("game"), "seats": record_seats(record),
               "scores": list(scores) if isinstance(scores, list | tuple) else []}
    return json.loads(json.dumps(summary))  # as it reads back (tuples become lists)


def with_summary(record: dict) -> dict:
    """`record` with its summary as its first key (any summary it had is replaced)."""
    rest = {key: value for key, value in record.items() if key != SUMMARY_KEY}
    return {SUMMARY_KEY: summary_of(record), **rest}


def summary_matches(record: dict) -> str | None:
    """None when `record` has no summary or its own; else the first field that differs."""
    if SUMMARY_KEY not in record:
        return None
    summary, own = record[SUMMARY_KEY], summary_of(record)
    if not isinstance(summary, dict) or summary.keys() != own.keys():
        return SUMMARY_KEY
    for name in FIELDS:
        if json.dumps(summary[name]) != json.dumps(own[name]):  # 1 and 1.0 differ
            return name
    return None


def summary_problem(summary: Any) -> Phrase | None:
    """Why `summary` (read from a file's head) cannot be listed, or None. Bounded and strict:
    the list shows only a known game, seat names (a list of short texts, one per score) and
    finite scores."""
    # loaded on first use, not with this module: every game, a game's modules (11 ms)
    from deboule.registry import NAMES

    if not isinstance(summary, dict) or sorted(summary) != sorted(FIELDS):
        return Phrase("replays.summary_shape")
    if summary["game"] not in NAMES:
        return Phrase("replays.summary_game")
    seats, scores = summary["seats"], summary["scores"]
    if not isinstance(scores, list) or not 0 < len(scores) <= MAX_SEATS \
            or not all(_score_ok(score) for score in scores):
        return Phrase("replays.summary_scores")
    if not isinstance(seats, list) or len(seats) not in (0, len(scores)) \
            or not all(_seat_ok(seat) for seat in seats):
        return Phrase("replays.summary_seats")
    return None


def _seat_ok(seat: Any) -> bool:
    """A seat name: a short text of printable characters."""
    return isinstance(seat, str) and 0 < len(seat) <= MAX_SEAT_CHARS and all(
        unicodedata.category(char)[0] not in "CZ" or char == " " for char in seat)


def _score_ok(score: Any) -> bool:
    if isinstance(score, bool):
        return False
    if isinstance(score, int):
        return abs(score) <= MAX_SCORE
    return isinstance(score, float) and math.isfinite(score)
