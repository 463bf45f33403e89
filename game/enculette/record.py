"""L'Enculette's records: the replay of a record written by the window (`EnculetteMatch.record`)
or by `deboule sim` (`deboule replay`)."""

from __future__ import annotations

from game.enculette.match import EnculetteMatch
from game.enculette.sim import replay_inputs
from game.enculette.tasses import tasse_poses
from game.records import final_state
from game.replay_base import Trace, plain


def is_window_record(record: dict) -> bool:
    """Whether a record was written by the window's match (`EnculetteMatch.record`: its options
    carry the save's format) rather than by `deboule sim` (the rules' options). Records from
    before this test also say `"controller": "window"`; the field is no longer needed."""
    options = record["options"]
    return options.get("controller") == "window" or "save_format" in options


def replay(record: dict, log: list[str] | None = None,
                     trace: Trace | None = None) -> dict:
    """Replay an L'Enculette record (final scores are the gorgées drunk; poses are each Tasse's
    dice, `tasse0/die-1`...). Written by `deboule sim` (game/enculette/sim.py): every shake is
    redone from its recorded generator state on fresh physics Tasses, every lift / cover / turn
    over and every decision is fed again (`replay_inputs`). Written by the window (options
    `is_window_record`): `EnculetteMatch.from_save`."""
    trace = trace if trace is not None else Trace()
    options = record["options"]
    if not is_window_record(record):
        # the rules' log is compared here (check_file), to name the first step that differs
        state, tasses = replay_inputs({**record, "actions": None},
                                      None if log is None else log.append,
                                      settled=trace.settled)
        trace.history = plain([action.to_dict() for action in state.history])
        return final_state(state.gorgees, tasse_poses(tasses))
    history = record.get("history")
    match = EnculetteMatch.from_save(
        {"format": options.get("save_format"), "seats": record.get("seats"),
         "seed": record["seed"], "variant": options.get("variant"),
         "options": options.get("rules"), "inputs": record["inputs"],
         "history": history if isinstance(history, list) else []},
        headless=True, check=False, settled=trace.settled)
    if log is not None:
        log.extend(match.log)
    trace.history = plain([action.to_dict() for action in match.state.history])
    return final_state(match.state.gorgees, tasse_poses(match.tasses))
