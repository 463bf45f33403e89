"""The motions an online game's record keeps (issue 33): every throw as pose keyframes.

An online room runs the physics on the server and sends each throw's motion as keyframes
(deboule.physics.keyframes); its record keeps them all, in order, under `motions`, so the game can
be watched again on a machine whose MuJoCo would roll other faces from the same throws
(docs/physics.md P12): there the viewer draws the keyframes instead of simulating, and
`deboule replay` checks the rules' log without physics. Each entry:

    {"throw": n, "actions": m, "motion": deboule.physics.keyframes.encode(...)}

`throw` is how many throws had come to rest (entries of the record's `settled`) when the
motion ended: the motion of the k-th throw says k; a motion that ends no throw (a Tasse lifted,
pieces laid for a round) says the count it follows; one that shows two throws (the next launched
in the step the last came to rest in, as Cul de Chouette's sim steps) says the last.
`actions` is how many steps of the rules' log (`actions`) had been taken then: a viewer
without physics shows the rules' state of that step when the motion ends (`RulesAlone`).
Reading checks every motion with `deboule.physics.keyframes.decode` (it may come from anyone): a
malformed one refuses the record.
See docs/records.md, "Online records".
"""

from __future__ import annotations

from typing import Any

MOTIONS_KEY = "motions"
ENTRY_KEYS = frozenset({"throw", "actions", "motion"})
MAX_MOTIONS = 20_000  # far above a long game's throws (a Déboulé match has ~100)


def settled_count(match: Any) -> int:
    """How many throws of `match` have come to rest (the length of its record's `settled`)."""
    settled = getattr(match, "settled", None)
    if settled is None:  # L'Enculette keeps them with its Tasses
        settled = getattr(getattr(match, "tasses", None), "settled", None)
    return len(settled) if isinstance(settled, list) else 0


class MotionLog:
    """The motions a room played, for its record: `add(match, motion)` after each step that
    moved something (deboule.physics.keyframes.Motion, whole: hidden dice included, the record holds
    everything), `entries()` at the end. A throw the match advances over several steps (Cul de
    Chouette's flight, stepped as the sim steps) comes in pieces: they are joined into one
    motion, so that a viewer plays one motion per throw."""

    def __init__(self) -> None:
        self.done: list[dict] = []
        self.open: Any = None  # a motion still going on (the match's throw in flight)

    def add(self, match: Any, motion: Any) -> None:
        # loaded on first use, not with this module: numpy, the physics (71 ms)
        from deboule.physics.keyframes import MAX_FRAMES, encode

        if self.open is not None and len(self.open.frames) + len(motion.frames) <= MAX_FRAMES:
            motion = joined(self.open, motion)
        elif self.open is not None:  # too long for one motion: kept as it is
            self.done.append(self._entry(match, encode(self.open)))
        self.open = None
        if getattr(match, "flight", None) is not None:  # goes on at the next step
            self.open = motion
            return
        self.done.append(self._entry(match, encode(motion)))

    @staticmethod
    def _entry(match: Any, encoded: dict) -> dict:
        state = getattr(match, "state", None)
        steps = len(state.history) if state is not None else 0
        return {"throw": settled_count(match), "actions": steps, "motion": encoded}

    def entries(self) -> list[dict]:
        """Every motion's record entry, in order (one still going on included)."""
        if self.open is None:
            return list(self.done)
        # loaded on first use, not with this module: numpy, the physics (100 ms)
        from deboule.physics.keyframes import encode

        return [*self.done, {**(self.done[-1] if self.done else {"throw": 0, "actions": 0}),
                             "motion": encode(self.open)}]


POSE_GAP_MS = 17  # a world's pose listener hears the poses every 17 ms of simulated time


def joined(first: Any, then: Any) -> Any:
    """One motion: `first`, then `then` (whose first keyframe came one pose period later)."""
    # loaded on first use, not with this module: numpy, the physics (82 ms)
    from deboule.physics.keyframes import Motion

    offset = first.times_ms[-1] + POSE_GAP_MS
    return Motion((*first.times_ms, *(offset + ms for ms in then.times_ms)),
                  (*first.frames, *then.frames))


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
    # loaded on first use, not with this module: numpy, the physics (81 ms)
    from deboule.physics.keyframes import decode

    last = {"throw": 0, "actions": 0}
    for index, entry in enumerate(motions):
        if not isinstance(entry, dict) or set(entry) != ENTRY_KEYS:
            return index, 'an entry is {"throw": n, "actions": m, "motion": {...}}'
        for key, before in last.items():
            count = entry[key]
            if not isinstance(count, int) or isinstance(count, bool) or \
                    not before <= count <= 10**7:
                return index, f"{key} counts are integers that never go back"
            last[key] = count
        try:
            decode(entry["motion"])
        except ValueError as exc:
            return index, str(exc)[:160]
    return None


def decoded(record: dict) -> list[tuple[int, Any]]:
    """The record's motions as (throw count, deboule.physics.keyframes.Motion), in order (the record
    was checked when read: deboule.replays.records.validate_record)."""
    # loaded on first use, not with this module: numpy, the physics (146 ms)
    from deboule.physics.keyframes import decode

    return [(entry["throw"], decode(entry["motion"])) for entry in record.get(MOTIONS_KEY, ())]


class RulesAlone:
    """A record's rules' log (`actions`) played step by step on its rules state, without
    physics: what a record made with another engine shows and checks (the faces and tables the
    rules saw are in the log). The game's record module gives `rules_start(record)` and
    `rules_scores(state)`; its rules package `action_from_dict`. IllegalAction (a ValueError)
    when a step does not apply."""

    def __init__(self, record: dict, module: Any, action_from_dict: Any) -> None:
        self.actions = record["actions"]
        self.state = module.rules_start(record)
        self.done = 0
        self._scores = module.rules_scores
        self._decode = action_from_dict

    def play_to(self, steps: int | None = None) -> None:
        """Apply the log up to `steps` steps taken (None: all of it)."""
        end = len(self.actions) if steps is None else min(int(steps), len(self.actions))
        while self.done < end:
            # loaded on first use, not with this module: the rules' core (14 ms)
            from deboule.rules.core import IllegalAction

            try:
                self.state.apply(self._decode(self.actions[self.done]))
            except IllegalAction as exc:
                raise IllegalAction(f"step {self.done + 1}: {exc}") from None
            self.done += 1

    def scores(self) -> list:
        return self._scores(self.state)


def rules_alone(record: dict) -> RulesAlone | None:
    """The record's rules' log ready to play without physics, or None when its game cannot
    (no `rules_start` in its record module, or no rules' log `actions`)."""
    # loaded on first use, not with this module: every game, a game's modules (8 ms)
    from deboule import registry

    entry = registry.by_name(record.get("game"))
    if entry is None or not isinstance(record.get("actions"), list):
        return None
    module = entry.record_module()
    if not hasattr(module, "rules_start"):
        return None
    return RulesAlone(record, module, entry.action_from_dict())
