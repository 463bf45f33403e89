"""Le Déboulé's records: the record of a finished game, its replay and its regeneration for
`deboule replay` (deboule/replays/replay.py)."""

from __future__ import annotations

from collections.abc import Callable

from deboule.games.deboule.match import DebouleMatch
from deboule.match_base import HUMAN
from deboule.replays.records import final_state
from deboule.replays.replay_base import (
    Regenerated,
    ReplayError,
    Trace,
    game_seats,
    plain,
    same_bits,
)
from deboule.rules.deboule import KinematicRequest
from deboule.rules.deboule.bots import LEVELS as BOT_LEVELS
from deboule.rules.deboule.game import DebouleGame

MAX_STEPS = 200_000  # play_out's guard against a deboule/rules/physics loop


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
    `deboule.replays.records.write_record`."""
    return match.record()


def regenerate(record: dict, trace: Trace | None = None,
               progress: Callable[[int, int], None] | None = None,
               log: list[str] | None = None, follow: bool = True) -> Regenerated:
    """The record the game writes for this record's options, seed and seats, played again: the
    bots act for themselves (headless, in place: the window's thinking process gives the same
    bits), a human's inputs are fed from the record, as `deboule sim` and the window play
    (`DebouleMatch.step`). Stops where the game parts from the record: a bot's input that
    differs, the game's end, a human to act with no input left, or one input past the
    record's (`Regenerated.more`); with `follow=False` and every seat a bot, the whole game is
    played alone (`Regenerated.alone`). A record with the sim's `bots` key is rebuilt as the
    sim writes it (deboule/games/deboule/sim.py `build_record`: its seats as given, `bots`)."""
    trace = trace if trace is not None else Trace()
    options = record["options"]
    seats = game_seats(record, tuple(BOT_LEVELS), options.get("players"))
    try:
        teams, target = options["teams"], options["target"]
    except KeyError as exc:
        raise ReplayError(f"options lack {exc}") from None
    if not isinstance(teams, bool):
        raise ReplayError(f"teams must be true or false, not {teams!r:.40}")
    match = DebouleMatch.new(seats, seed=record["seed"], options={"teams": teams,
                             "target": target}, headless=True, settled=trace.settled)
    try:
        if not follow and HUMAN not in seats:
            return _alone(match, record, seats, progress)
        return _regenerated(match, record, seats, progress)
    finally:
        trace.history = plain(match.state.to_dict()["actions"])
        if log is not None:
            log.extend(match.log)
        match.close()


def _written(match: DebouleMatch, record: dict, seats: list[str]) -> dict:
    """The record the match writes, or the sim's when `record` is one (`bots`)."""
    made = plain(match.record())
    if "bots" in record:  # the sim's record (build_record): its seats as it was given them
        made["seats"], made["bots"] = list(seats), [s for s in seats if s != HUMAN]
    return made


def _alone(match: DebouleMatch, record: dict, seats: list[str],
           progress: Callable[[int, int], None] | None) -> Regenerated:
    """Every seat a bot: the game played to its end, or to one input past the record's."""
    limit = len(record["inputs"]) + 1
    for _ in range(MAX_STEPS):
        if match.over or len(match.inputs) >= limit:
            return Regenerated(_written(match, record, seats), alone=True, ended=match.over)
        match.step()
        if progress is not None:
            progress(min(len(match.inputs), limit - 1), limit - 1)
    raise ReplayError("the match did not end")


def _regenerated(match: DebouleMatch, record: dict, seats: list[str],
                 progress: Callable[[int, int], None] | None) -> Regenerated:
    recorded = record["inputs"]
    total = len(recorded)

    def written() -> dict:
        return _written(match, record, seats)

    snapshot: dict | None = None
    checked = 0
    for _ in range(MAX_STEPS):
        made = match.inputs
        while checked < len(made):
            if checked >= total:  # the sim's record is of a finished game (`bots`)
                return Regenerated(snapshot or written(), plain(made[checked]),
                                   whole="bots" in record)
            if not same_bits(plain(made[checked]), recorded[checked]):
                return Regenerated(written())  # a bot's input differs: the game parts here
            checked += 1
            if progress is not None:
                progress(checked, total)
        at_rest = match.flight is None and not isinstance(match.pending, KinematicRequest)
        if at_rest and len(made) == total and snapshot is None:
            snapshot = written()
        if match.over:
            return Regenerated(snapshot or written())
        if at_rest and match.human_to_act():
            if len(made) >= total:
                return Regenerated(snapshot or written())
            match.feed_entry(recorded[len(made)])
        else:
            match.step()
    raise ReplayError("the match did not end")



def rules_start(record: dict):
    """The rules state the record's game starts from, without physics (its rules' log,
    `actions`, is applied to it: deboule/replays/record_motions.py `RulesAlone`); IllegalAction when
    the options are not the rules'."""
    return DebouleGame.from_dict({"game": DebouleGame.GAME, "version": DebouleGame.VERSION,
                                  "options": record["options"], "actions": []})


def rules_scores(state) -> list:
    """The scores as the record's `final` writes them (one per side)."""
    return list(state.scores)
