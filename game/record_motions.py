"""The motions an online game's record keeps (issue 33): every throw as pose keyframes.

An online room runs the physics on the server and sends each throw's motion as keyframes
(physics.keyframes); its record keeps them all, in order, under `motions`, so the game can be
watched again on a machine whose MuJoCo would roll other faces from the same throws
(docs/physics.md P12): there the viewer draws the keyframes instead of simulating, and
`deboule replay` checks the rules' log without physics. Each entry:

    {"throw": n, "motion": physics.keyframes.encode(...)}

`throw` is how many throws had come to rest (entries of the record's `settled`) when the
motion ended: the motion of the k-th throw says k; a motion that ends no throw (a Tasse lifted,
pieces laid for a round) says the count it follows. Reading checks every motion with
`physics.keyframes.decode` (it may come from anyone): a malformed one refuses the record.
See docs/records.md, "Online records".
"""

from __future__ import annotations

from typing import Any

MOTIONS_KEY = "motions"
MAX_MOTIONS = 20_000  # far above a long game's throws (a Déboulé match has ~100)


def settled_count(match: Any) -> int:
    """How many throws of `match` have come to rest (the length of its record's `settled`)."""
    settled = getattr(match, "settled", None)
    if settled is None:  # L'Enculette keeps them with its Tasses
        settled = getattr(getattr(match, "tasses", None), "settled", None)
    return len(settled) if isinstance(settled, list) else 0


def motion_entry(match: Any, encoded: dict) -> dict:
    """The record's entry for a motion `encoded` (physics.keyframes.encode) just played."""
    return {"throw": settled_count(match), "motion": encoded}


def with_motions(record: dict | None, entries: list[dict]) -> dict | None:
    """`record` with its motions (none kept: the record as it is)."""
    if record is None or not entries:
        return record
    return {**record, MOTIONS_KEY: list(entries)}


def motion_problem(motions: Any) -> tuple[int, str] | None:
    """(index, reason) of the first entry of a record's `motions` that is malformed, or None.
    Index -1: the field itself is not a list of at most MAX_MOTIONS entries."""
    if not isinstance(motions, list) or len(motions) > MAX_MOTIONS:
        return -1, f"a list of at most {MAX_MOTIONS} entries"
    from physics.keyframes import decode

    last = 0
    for index, entry in enumerate(motions):
        if not isinstance(entry, dict) or set(entry) != {"throw", "motion"}:
            return index, 'an entry is {"throw": n, "motion": {...}}'
        throw = entry["throw"]
        if not isinstance(throw, int) or isinstance(throw, bool) or not last <= throw <= 10**6:
            return index, "throw counts are integers that never go back"
        last = throw
        try:
            decode(entry["motion"])
        except ValueError as exc:
            return index, str(exc)[:160]
    return None


def decoded(record: dict) -> list[tuple[int, Any]]:
    """The record's motions as (throw count, physics.keyframes.Motion), in order (the record
    was checked when read: game.records.validate_record)."""
    from physics.keyframes import decode

    return [(entry["throw"], decode(entry["motion"])) for entry in record.get(MOTIONS_KEY, ())]
