"""L'Enculette's records: the record of a finished window game, and the replay of a record
written by the window or by `deboule sim` (`deboule replay`)."""

from __future__ import annotations

from game.records import RECORD_FORMAT, RECORD_VERSION, final_state
from game.replay_base import Trace, plain


def _tasse_poses(match) -> dict:
    from game.enculette.sim import tasse_poses

    return tasse_poses(match.tasses)


def match_record(match) -> dict:
    """The record of a window `game.enculette.match.EnculetteMatch`. Its inputs are the
    humans' (shake, turn over, decisions); the bots' moves and every shake come again from the
    seed, and `history` (every rules action, bots' and dice included) must replay identically.
    The shakes' physics parameters are not recorded: see docs/records.md."""
    saved = match.to_save()
    return {
        "format": RECORD_FORMAT, "version": RECORD_VERSION, "game": "enculette",
        "options": {"controller": "window", "save_format": saved["format"],
                    "variant": saved["variant"], "rules": saved["options"]},
        "seed": saved["seed"], "seats": saved["seats"], "inputs": saved["inputs"],
        "history": saved["history"], "settled": list(match.tasses.settled),
        "final": final_state(match.state.gorgees, _tasse_poses(match)),
    }


def replay(record: dict, log: list[str] | None = None,
                     trace: Trace | None = None) -> dict:
    """Replay an L'Enculette record (final scores are the gorgées drunk; poses are each Tasse's
    dice, `tasse0/die-1`...). Written by `deboule sim` (game/enculette/sim.py): every shake is
    redone from its recorded generator state on fresh physics Tasses, every lift / cover / turn
    over and every decision is fed again (`replay_inputs`). Written by the window (options
    "controller": "window"): `EnculetteMatch.replay`."""
    trace = trace if trace is not None else Trace()
    options = record["options"]
    if options.get("controller") != "window":
        from game.enculette.sim import replay_inputs, tasse_poses

        # the rules' log is compared here (check_file), to name the first step that differs
        state, tasses = replay_inputs({**record, "actions": None},
                                      None if log is None else log.append,
                                      settled=trace.settled)
        trace.history = plain([action.to_dict() for action in state.history])
        return final_state(state.gorgees, tasse_poses(tasses))
    from game.enculette.match import EnculetteMatch

    history = record.get("history")
    match = EnculetteMatch.replay(
        {"format": options.get("save_format"), "seats": record.get("seats"),
         "seed": record["seed"], "variant": options.get("variant"),
         "options": options.get("rules"), "inputs": record["inputs"],
         "history": history if isinstance(history, list) else []},
        animate=False, check=False, settled=trace.settled)
    if log is not None:
        log.extend(match.log)
    trace.history = plain([action.to_dict() for action in match.state.history])
    return final_state(match.state.gorgees, _tasse_poses(match))
