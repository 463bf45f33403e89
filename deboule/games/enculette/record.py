"""L'Enculette's records: the replay of a record written by the window (`EnculetteMatch.record`)
or by `deboule sim` (`deboule replay`).

A record holds only what the game writes (issue 32 point 1, deboule/replays/record_fields.py). A
record of the match (the window's, today's sim's): its options must be those the match writes back
(an unknown key, a bool for an int are differences; a variant other than "classique" comes with its
own rules, as the set-up makes them), each seat "human" or a bot level, each human input the
one the match records when it is fed, the rules' history compared as each input is fed (a
changed decision is named at its own input), an input after the end refused at its index, and
the game must end with the inputs. A record of the former sim:
deboule/games/enculette/former_record.py.
"""

from __future__ import annotations

from deboule.games.enculette import GAME
from deboule.games.enculette.former_record import replay_former
from deboule.games.enculette.match import EnculetteMatch, variant_options
from deboule.games.enculette.tasses import tasse_poses
from deboule.replays.record_fields import check_field, check_input, check_steps, fail
from deboule.replays.records import final_state
from deboule.replays.replay_base import Trace, plain
from deboule.rules.enculette import LEVELS, IllegalAction, Options
from deboule.text.i18n import Phrase, Refusal

SEAT_KINDS = ("human", *LEVELS)


def is_window_record(record: dict) -> bool:
    """Whether a record was written by the window's match (`EnculetteMatch.record`: its options
    carry the save's format) rather than by `deboule sim` (the rules' options). Records from
    before this test also say `"controller": "window"`; the field is no longer needed."""
    options = record["options"]
    return options.get("controller") == "window" or "save_format" in options


def replay(record: dict, log: list[str] | None = None,
           trace: Trace | None = None) -> dict:
    """Replay an L'Enculette record (final scores are the gorgées drunk; poses are each Tasse's
    dice, `tasse0/die-1`...). Written by the former `deboule sim`: every shake is redone from
    the seed on fresh physics Tasses and every input checked (`replay_former`). Written by the
    match (options `is_window_record`): its humans' inputs fed to a fresh match, the bots and
    the shakes made again from the seed."""
    trace = trace if trace is not None else Trace()
    if not is_window_record(record):
        # the rules' log is compared by check_record, to name the first step that differs
        state, tasses = replay_former(record, log, settled=trace.settled)
        trace.history = plain([action.to_dict() for action in state.history])
        return final_state(state.gorgees, tasse_poses(tasses))
    match = _match(record, trace)
    recorded = record.get("history")
    history = recorded if isinstance(recorded, list) else []
    checked = 0
    for index, item in enumerate(record["inputs"]):
        match.run_bots()
        checked = check_steps(history, _steps(match), checked, before=index)
        if match.over:
            raise fail("replay.input", index=index, detail=Phrase("replay.after_end"))
        try:
            match.feed_entry(item)
        except (ValueError, KeyError, TypeError) as exc:  # MatchError, IllegalAction among them
            raise fail("replay.input", index=index, detail=_reason(exc)) from None
        check_input(index, item, match.inputs[-1])
        checked = check_steps(history, _steps(match), checked, at=index)
    match.run_bots()
    if not match.over:  # a record is written when the game ends
        raise fail("replay.ends_early")
    if log is not None:
        log.extend(match.log)
    trace.history = _steps(match)
    return final_state(match.state.gorgees, tasse_poses(match.tasses))


def _match(record: dict, trace: Trace) -> EnculetteMatch:
    """The match the record's options, seed and seats make, each field checked."""
    options, seats = record["options"], record.get("seats")
    if not isinstance(seats, list) or not all(isinstance(s, str) and s in SEAT_KINDS
                                              for s in seats):
        raise fail("replay.seats", seats=str(seats)[:80], levels=", ".join(SEAT_KINDS))
    variant = options.get("variant")
    try:
        rules = Options.from_dict(options.get("rules"))
        rules.check_players(len(seats))
    except (IllegalAction, TypeError) as exc:
        raise fail("replay.options", reason=str(exc)) from None
    match = GAME.new_match(rules.to_dict(), seats, seed=record["seed"], headless=True,
                           variant=variant, settled=trace.settled)
    written = dict(match.record()["options"])
    if options.get("controller") == "window":  # records written before the save's format
        written["controller"] = "window"
    check_field("options", options, written)
    if variant != "classique":  # the window's set-up: a variant's own rules (the sim: classique)
        check_field("options.rules", options["rules"], variant_options(variant).to_dict())
    check_field("seats", seats, match.seats)
    return match


def _steps(match: EnculetteMatch) -> list:
    return plain([action.to_dict() for action in match.state.history])


def _reason(exc: Exception):
    """A refusal as it is (French and English), or the exception's own words."""
    return exc if isinstance(exc, Refusal) else str(exc) or type(exc).__name__
