"""Le Déboulé's records: the record of a finished game, and its replay for `deboule replay`."""

from __future__ import annotations

from game.deboule.match import DebouleMatch
from game.records import final_state
from game.replay_base import ReplayError, Trace, plain
from rules.deboule import KinematicRequest


def _deboule_seats(seats) -> list[dict]:
    if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
        raise ReplayError("seats must be a list of 'human' or bot levels")
    return [{"kind": "human"} if s == "human" else {"kind": "bot", "level": s} for s in seats]


def replay(record: dict, log: list[str] | None = None,
                   trace: Trace | None = None) -> dict:
    """The `final` block reached by replaying a Déboulé record on the window's controller;
    `log` receives the game's French lines, `trace` the history."""
    options = record["options"]
    seats = _deboule_seats(record.get("seats"))
    if options.get("players", len(seats)) != len(seats):
        raise ReplayError(f"{len(seats)} seats for {options.get('players')!r} players")
    data = {"seats": seats, "inputs": record["inputs"],
            "options": {"seed": record["seed"], "teams": options.get("teams", False),
                        "target": options.get("target", 21)}}
    trace = trace if trace is not None else Trace()
    match = DebouleMatch.from_save(data, headless=True, settled=trace.settled)
    try:
        settle_kinematics(match)
        if log is not None:
            log.extend(match.log)
        trace.history = plain(match.state.to_dict()["actions"])
        return final_state(match.game.scores, match.world.poses())
    finally:
        match.close()


def settle_kinematics(match: DebouleMatch) -> None:
    """Carry out the table actions the rules ask for after the last input (new round, chapeau,
    bascule...): no one decides them, and `DebouleMatch.from_save` leaves them pending."""
    for _ in range(1000):
        if match.over or not isinstance(match.pending, KinematicRequest):
            return
        match.hold = 0.0
        match.update(0.0)
    raise ReplayError("the table actions after the last input do not end")


def match_record(match: DebouleMatch) -> dict:
    """The record of a `DebouleMatch` (window or headless), to write with
    `game.records.write_record`."""
    return match.record()
