"""Cul de Chouette's records: the replay of a record written by the window (`CdcMatch.record`)
or by `deboule sim` (`deboule replay`)."""

from __future__ import annotations

from game.cul_de_chouette.match import CdcMatch
from game.records import final_state, poses_digest
from game.replay_base import ReplayError, Trace, plain


def _replay_cdc_window(record: dict, log: list[str] | None, trace: Trace) -> dict:
    options = record["options"]
    match = CdcMatch.from_save({"seats": record.get("seats"), "seed": record["seed"],
                             "variant": options.get("variant"), "names": options.get("names"),
                               "entries": record["inputs"]}, headless=True,
                              settled=trace.settled)
    if log is not None:
        log.extend(match.state.log_lines("fr"))
    trace.history = plain(match.state.to_dict()["actions"])
    return final_state([match.state.score(p) for p in range(match.state.n_players)],
                       match.world.poses())


def is_window_record(record: dict) -> bool:
    """Whether a record was written by the window's match (`CdcMatch.record`: its options are
    the variant and the names) rather than by `deboule sim` (the rules' `Game.to_dict()`,
    which counts its players). Records from before this test also say `"controller":
    "window"`; the field is no longer needed."""
    options = record["options"]
    return options.get("controller") == "window" or "players" not in options


def replay(record: dict, log: list[str] | None = None, trace: Trace | None = None) -> dict:
    """Replay a Cul de Chouette record. Written by `deboule sim` (game/cul_de_chouette/sim.py):
    each throw input is thrown on the dice tray (dice not named stay where they lie), its faces
    read as the sim reads them, and a readable throw becomes the rules' DiceRolled. Written by the
    window (`is_window_record`): the entries go to `CdcMatch.from_save`."""
    trace = trace if trace is not None else Trace()
    if is_window_record(record):
        return _replay_cdc_window(record, log, trace)
    from game.cul_de_chouette.sim import readable_faces  # the former loop's records
    from physics import Throw, World
    from rules.cul_de_chouette import DiceRolled, Game, action_from_dict

    state = Game.from_dict(record["options"]).new_state()
    world = World.dice_tray(n=3, seed=record["seed"])
    for index, entry in enumerate(record["inputs"]):
        try:
            if "throw" in entry:
                if state.node.kind != "chance":
                    raise ReplayError(f"a throw where the game expects a {state.node.kind}")
                throws = {str(pid): Throw.from_dict(t) for pid, t in entry["throw"].items()}
                outcome = world.throw_many(throws)
                trace.settled.append(poses_digest(world.poses()))
                faces = readable_faces(outcome, list(throws))
                if faces is not None:
                    state.apply(DiceRolled(faces))
            elif "action" in entry:
                state.apply(action_from_dict(entry["action"]))
            else:
                raise ReplayError(f"unknown input keys {sorted(entry)}")
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            raise ReplayError(f"input {index}: {exc}") from exc
    if log is not None:
        log.extend(state.log_lines("fr"))
    trace.history = plain(state.to_dict()["actions"])
    return final_state([state.score(p) for p in range(state.n_players)], world.poses())
