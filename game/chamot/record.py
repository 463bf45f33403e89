"""Chamot's records (`deboule replay`): the game is played again from its seed, seats and the
humans' inputs; every bot decision and deck order is made again, so the rules' history must come
out the same (a bot, a deck or a rule that changed is named at its first different step)."""

from __future__ import annotations

from game.chamot.match import ChamotMatch, ManualClock
from game.replay_base import Trace, plain


def replay(record: dict, log: list[str] | None = None, trace: Trace | None = None) -> dict:
    from game.chamot.words import event_line

    trace = trace if trace is not None else Trace()
    options = record["options"]
    match = ChamotMatch.from_save(
        {"format": 1, "seats": record.get("seats"), "seed": record["seed"],
         "options": options.get("rules"), "turn_seconds": options.get("turn_seconds"),
         "inputs": record["inputs"]}, clock=ManualClock(), regenerate=True)
    if not match.over:
        match.play_out()
    if log is not None:
        log.extend(line for line in (event_line(e, "fr") for e in match.events) if line)
    trace.history = plain(match.state.to_dict()["actions"])
    return match.final()
