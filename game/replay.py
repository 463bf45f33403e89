"""`deboule replay FILE`: play a game record again, headless, and check its whole history.

The record's inputs (every throw with its physics parameters, every decision) are fed to a fresh
game on a fresh physics world. The replay must go through the same history, bit for bit (issue
16: pieces are picked up every round and dice thrown again, so the end alone hides a changed
early throw):
- `settled`: where the pieces rested after each throw (game.records.poses_digest), in order;
- the rules' own log (`actions`, or `history` for the window's L'Enculette): every decision and
  every settled outcome as the rules saw it (faces, the table's observations);
- `final`: the scores and the poses at the end.
The first throw and the first step that differ are named. Exit status: 0 identical, 1 different
(or not replayable), 2 unusable file (a record without its history included).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from game.records import (
    RECORD_FORMAT,
    RECORD_VERSION,
    RecordError,
    final_state,
    load_record,
    poses_digest,
)

EXIT_IDENTICAL, EXIT_DIFFERENT, EXIT_BAD_FILE = 0, 1, 2

MESSAGES = {
    "identical": "identique / identical",
    "summary": "{game}, graine / seed {seed} : {n} entrées / inputs, "
               "scores enregistrés / recorded {scores}",
    "different": "différent / different : {diff}",
    "no_history": "erreur / error : {path}: record sans son historique / a record without its "
                  "history ({what})",
    "bad_file": "erreur / error : {reason}",
    "no_replay": "le record ne se rejoue pas / the record does not replay: {reason}",
    "unsupported": "rejouer {game} n'est pas encore possible / replaying {game} is not "
                   "supported yet",
}


class ReplayError(ValueError):
    """The record's inputs do not fit the rules or the physics (wrong turn, illegal throw...)."""


@dataclass
class Trace:
    """What a replay went through: `settled` grows throw by throw (so it shows how far a replay
    that fails got), `history` is the rules' log once the replay ended."""

    settled: list[str] = field(default_factory=list)
    history: list | None = None


def _plain(value):
    """`value` as it reads back from a record (tuples become lists)."""
    return json.loads(json.dumps(value))


# ---------------------------------------------------------------------------- Le Déboulé
def _deboule_seats(seats) -> list[dict]:
    if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
        raise ReplayError("seats must be a list of 'human' or bot levels")
    return [{"kind": "human"} if s == "human" else {"kind": "bot", "level": s} for s in seats]


def replay_deboule(record: dict, log: list[str] | None = None,
                   trace: Trace | None = None) -> dict:
    """The `final` block reached by replaying a Déboulé record on the window's controller;
    `log` receives the game's French lines, `trace` the history."""
    from game.deboule.match import DebouleMatch

    options = record["options"]
    seats = _deboule_seats(record.get("seats"))
    if options.get("players", len(seats)) != len(seats):
        raise ReplayError(f"{len(seats)} seats for {options.get('players')!r} players")
    data = {"seats": seats, "inputs": record["inputs"],
            "options": {"seed": record["seed"], "teams": options.get("teams", False),
                        "target": options.get("target", 21)}}
    trace = trace if trace is not None else Trace()
    match = DebouleMatch.from_dict(data, threaded=False, settled=trace.settled)
    try:
        settle_kinematics(match)
        if log is not None:
            log.extend(match.log)
        trace.history = _plain(match.game.record()["actions"])
        return final_state(match.game.scores, match.world.poses())
    finally:
        match.close()


def settle_kinematics(match) -> None:
    """Carry out the table actions the rules ask for after the last input (new round, chapeau,
    bascule...): no one decides them, and `DebouleMatch.from_dict` leaves them pending."""
    from rules.deboule import KinematicRequest

    for _ in range(1000):
        if match.over or not isinstance(match.pending, KinematicRequest):
            return
        match.hold = 0.0
        match.update(0.0)
    raise ReplayError("the table actions after the last input do not end")


def deboule_match_record(match) -> dict:
    """The record of a `game.deboule.match.DebouleMatch` (window or headless), to write with
    `game.records.write_record`."""
    seats = ["human" if s.kind == "human" else s.level for s in match.seats]
    rules_record = match.game.record()
    return {
        "format": RECORD_FORMAT, "version": RECORD_VERSION, "game": "deboule",
        "options": rules_record["options"], "seed": match.options["seed"], "seats": seats,
        "inputs": list(match.inputs), "settled": list(match.settled),
        "final": final_state(match.game.scores, match.world.poses()),
        "actions": rules_record["actions"],
    }


# ---------------------------------------------------------------------------- Cul de Chouette
def cdc_match_record(match) -> dict:
    """The record of a window `game.cul_de_chouette.match.CdcMatch`: its entries are the inputs,
    replayed by `CdcMatch.replay` (options carry `"controller": "window"`)."""
    saved = match.record()
    return {
        "format": RECORD_FORMAT, "version": RECORD_VERSION, "game": "cul-de-chouette",
        "options": {"controller": "window", "variant": saved["variant"], "names": saved["names"]},
        "seed": saved["seed"], "seats": saved["seats"], "inputs": saved["entries"],
        "settled": list(match.settled), "actions": match.state.record()["actions"],
        "final": final_state([match.state.score(p) for p in range(match.state.n_players)],
                             match.world.poses()),
    }


def _replay_cdc_window(record: dict, log: list[str] | None, trace: Trace) -> dict:
    from game.cul_de_chouette.match import CdcMatch, ManualClock

    options = record["options"]
    match = CdcMatch.replay({"seats": record.get("seats"), "seed": record["seed"],
                             "variant": options.get("variant"), "names": options.get("names"),
                             "entries": record["inputs"]}, clock=ManualClock(), pace=0.0,
                            settled=trace.settled)
    if log is not None:
        log.extend(match.state.log_lines("fr"))
    trace.history = _plain(match.state.record()["actions"])
    return final_state([match.state.score(p) for p in range(match.state.n_players)],
                       match.world.poses())


def replay_cdc(record: dict, log: list[str] | None = None, trace: Trace | None = None) -> dict:
    """Replay a Cul de Chouette record. Written by `deboule sim` (game/cul_de_chouette/sim.py):
    each throw input is thrown on the dice tray (dice not named stay where they lie), its faces
    read as the sim reads them, and a readable throw becomes the rules' DiceRolled. Written by the
    window (options "controller": "window"): the entries go to `CdcMatch.replay`."""
    trace = trace if trace is not None else Trace()
    if record["options"].get("controller") == "window":
        return _replay_cdc_window(record, log, trace)
    from game.cul_de_chouette.sim import readable_faces
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
    trace.history = _plain(state.record()["actions"])
    return final_state([state.score(p) for p in range(state.n_players)], world.poses())


# ---------------------------------------------------------------------------- L'Enculette
def _tasse_poses(match) -> dict:
    from game.enculette.sim import tasse_poses

    return tasse_poses(match.tasses)


def enculette_match_record(match) -> dict:
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


def replay_enculette(record: dict, log: list[str] | None = None,
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
        trace.history = _plain([action.to_dict() for action in state.history])
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
    trace.history = _plain([action.to_dict() for action in match.state.history])
    return final_state(match.state.gorgees, _tasse_poses(match))


REPLAYERS: dict[str, Callable[..., dict]] = {  # (record, log=None) -> final
    "deboule": replay_deboule,
    "cul-de-chouette": replay_cdc,
    "enculette": replay_enculette,
}


# ---------------------------------------------------------------------------- comparing
def replay_record(record: dict, log: list[str] | None = None,
                  trace: Trace | None = None) -> dict:
    """The `final` block the record's inputs lead to (ReplayError when they do not replay);
    `log` receives the replayed game's lines, `trace` its history (throw by throw, so that a
    replay that fails shows how far it got)."""
    replayer = REPLAYERS.get(record["game"])
    if replayer is None:
        raise ReplayError(MESSAGES["unsupported"].format(game=record["game"]))
    try:
        return replayer(record, log, trace if trace is not None else Trace())
    except ReplayError:
        raise
    except (ValueError, KeyError, TypeError, AttributeError, IndexError) as exc:
        raise ReplayError(str(exc) or type(exc).__name__) from exc


def history_key(record: dict) -> str:
    """Where the record keeps the rules' log: `history` for the window's L'Enculette (its
    `actions` key is not written), `actions` for every other record."""
    window = record["options"].get("controller") == "window"
    return "history" if record["game"] == "enculette" and window else "actions"


def missing_history(record: dict) -> str | None:
    """The history key a record lacks (or holds in a wrong shape), or None."""
    settled = record.get("settled")
    if not isinstance(settled, list) or not all(isinstance(d, str) for d in settled):
        return "settled"
    key = history_key(record)
    steps = record.get(key)
    if not isinstance(steps, list) or not all(isinstance(step, dict) for step in steps):
        return key
    return None


def _show(value) -> str:
    return f"{value!r} ({value.hex()})" if isinstance(value, float) else repr(value)


def _short(value, limit: int = 160) -> str:
    from game.terminal import printable

    text = printable(_show(value))
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _where(a, b, path: str = "") -> tuple[str, object, object] | None:
    """The first place (a path such as `.obs.pieces[2].footprint.centre[0]`) where two plain
    JSON values differ, bit for bit (floats by their IEEE bits, 1 and 1.0 differ), or None."""
    if type(a) is not type(b):
        return path, a, b
    if isinstance(a, dict):
        if list(a) != list(b):
            return path, a, b
        for key in a:
            found = _where(a[key], b[key], f"{path}.{key}")
            if found is not None:
                return found
        return None
    if isinstance(a, list):
        for index, (x, y) in enumerate(zip(a, b, strict=False)):
            found = _where(x, y, f"{path}[{index}]")
            if found is not None:
                return found
        return None if len(a) == len(b) else (path, a, b)
    if isinstance(a, float):
        return None if a.hex() == b.hex() else (path, a, b)
    return None if a == b else (path, a, b)


def first_throw_difference(recorded: list[str], replayed: list[str]) -> str | None:
    """The first throw whose pieces came to rest elsewhere, or None."""
    for index, (a, b) in enumerate(zip(recorded, replayed, strict=False)):
        if a != b:
            return (f"lancer {index + 1} / throw {index + 1} : les pièces reposent ailleurs / "
                    f"the pieces rest elsewhere (enregistré / recorded {a}, rejoué / replayed "
                    f"{b})")
    if len(recorded) != len(replayed):
        return (f"lancer {min(len(recorded), len(replayed)) + 1} / throw "
                f"{min(len(recorded), len(replayed)) + 1} : {len(recorded)} lancers enregistrés "
                f"/ throws recorded, {len(replayed)} rejoués / replayed")
    return None


def first_step_difference(recorded: list, replayed: list) -> str | None:
    """The first step of the rules' log that differs (its number from 1, its kind, where in
    it and both values), or None."""
    for index, (a, b) in enumerate(zip(recorded, replayed, strict=False)):
        found = _where(a, b)
        if found is not None:
            path, x, y = found
            kind = b.get("type", "?") if isinstance(b, dict) else "?"
            return (f"étape / step {index + 1} ({_short(kind, 30)}){path} : enregistré / "
                    f"recorded {_short(x)}, rejoué / replayed {_short(y)}")
    if len(recorded) != len(replayed):
        index = min(len(recorded), len(replayed))
        a = _short(recorded[index]) if index < len(recorded) else "fin / end"
        b = _short(replayed[index]) if index < len(replayed) else "fin / end"
        return f"étape / step {index + 1} : enregistré / recorded {a}, rejoué / replayed {b}"
    return None


def first_difference(recorded: dict, replayed: dict) -> str | None:
    """A description of the first place the two `final` blocks differ, or None (bit for bit)."""
    a_scores, b_scores = recorded["scores"], replayed["scores"]
    if len(a_scores) != len(b_scores):
        return f"scores: {len(a_scores)} recorded, {len(b_scores)} replayed"
    for i, (a, b) in enumerate(zip(a_scores, b_scores, strict=True)):
        if type(a) is not type(b) or a != b:
            return f"scores[{i}]: recorded {_show(a)}, replayed {_show(b)}"
    a_poses, b_poses = recorded["poses"], replayed["poses"]
    if set(a_poses) != set(b_poses):
        only_a = sorted(set(a_poses) - set(b_poses))
        only_b = sorted(set(b_poses) - set(a_poses))
        return f"pieces in play: only recorded {only_a}, only replayed {only_b}"
    for pid in sorted(a_poses):
        for part, name in ((0, "position"), (1, "quaternion")):
            for k, (a, b) in enumerate(zip(a_poses[pid][part], b_poses[pid][part], strict=True)):
                # bit for bit: compare the IEEE bits, not ==, so -0.0 vs 0.0 counts too
                if float(a).hex() != float(b).hex():
                    return f"{pid} {name}[{k}]: recorded {_show(float(a))}, " \
                           f"replayed {_show(float(b))}"
    return None


def check_file(path: Path | str, say: Callable[[str], None] | None = None) -> tuple[int, str]:
    """(exit status, message) of replaying the record at `path`; `say` gets the replayed game,
    line by line, and a summary."""
    try:
        record = load_record(path)
    except RecordError as exc:
        return EXIT_BAD_FILE, MESSAGES["bad_file"].format(reason=exc)
    lacking = missing_history(record)
    if lacking is not None:  # without it a changed early throw could pass (issue 16)
        return EXIT_BAD_FILE, MESSAGES["no_history"].format(path=path, what=lacking)
    if say is not None:
        say(MESSAGES["summary"].format(game=record["game"], seed=record["seed"],
                                       n=len(record["inputs"]),
                                       scores=record["final"]["scores"]))
    lines: list[str] | None = [] if say is not None else None
    trace = Trace()
    try:
        replayed = replay_record(record, lines, trace)
    except ReplayError as exc:
        # how far it got: a throw that rested elsewhere before is the cause, name it
        got = len(trace.settled)
        diff = first_throw_difference(record["settled"][:got], trace.settled)
        if diff is not None:
            return EXIT_DIFFERENT, MESSAGES["different"].format(
                diff=f"{diff} ; puis / then: {exc}")
        return EXIT_DIFFERENT, MESSAGES["no_replay"].format(reason=exc)
    for line in lines or ():
        say(line)
    diffs = [d for d in (first_throw_difference(record["settled"], trace.settled),
                         first_step_difference(record[history_key(record)], trace.history or []))
             if d is not None]
    if not diffs:
        final = first_difference(record["final"], replayed)
        diffs = [final] if final is not None else []
    if not diffs:
        return EXIT_IDENTICAL, MESSAGES["identical"]
    return EXIT_DIFFERENT, MESSAGES["different"].format(diff=" ; ".join(diffs))


def run(args) -> int:
    """Entry point of `deboule replay FILE [--quiet]` (--quiet: only the verdict). Everything
    printed is escaped for the terminal (names and paths come from the file)."""
    from game.terminal import say

    status, message = check_file(args.file, None if getattr(args, "quiet", False) else say)
    say(message, sys.stdout if status == EXIT_IDENTICAL else sys.stderr)
    return status
