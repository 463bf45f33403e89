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

import sys
from collections.abc import Callable
from pathlib import Path

from game import registry
from game.record_summary import summary_matches
from game.records import (
    RecordError,
    engine_stamp,
    load_record,
)
from game.replay_base import ReplayError, Trace

EXIT_IDENTICAL, EXIT_DIFFERENT, EXIT_BAD_FILE = 0, 1, 2

MESSAGES = {
    "identical": "identique / identical",
    "summary": "{game}, graine / seed {seed} : {n} entrées / inputs, "
               "scores enregistrés / recorded {scores}",
    "different": "différent / different : {diff}",
    "no_history": "erreur / error : {path}: record sans son historique / a record without its "
                  "history ({what})",
    "bad_file": "erreur / error : {reason}",
    "not_own": "ne correspond pas au record / does not match the record",
    "no_replay": "le record ne se rejoue pas / the record does not replay: {reason}",
    "unsupported": "rejouer {game} n'est pas encore possible / replaying {game} is not "
                   "supported yet",
    "elsewhere": "enregistré avec {recorded}, rejoué avec {here} : la physique n'est identique "
                 "au bit près qu'avec les mêmes / recorded with {recorded}, replayed with "
                 "{here}: the physics is bit for bit the same only with the same",
}


def engine_note(record: dict) -> str | None:
    """One line saying the record was made with another engine than this one (its stamp,
    game.records.engine_stamp), or None: the same, or a record without a stamp."""
    recorded = record.get("engine")
    if not isinstance(recorded, dict):
        return None
    here = engine_stamp()
    if all(str(recorded.get(key))[:40] == value for key, value in here.items()):
        return None

    def shown(stamp: dict) -> str:
        return " ".join(f"{key} {str(stamp.get(key, '?'))[:40]}" for key in here)

    return MESSAGES["elsewhere"].format(recorded=shown(recorded), here=shown(here))


# ---------------------------------------------------------------------------- comparing
def replay_record(record: dict, log: list[str] | None = None,
                  trace: Trace | None = None) -> dict:
    """The `final` block the record's inputs lead to (ReplayError when they do not replay);
    `log` receives the replayed game's lines, `trace` its history (throw by throw, so that a
    replay that fails shows how far it got)."""
    entry = registry.by_name(record["game"])
    if entry is None:
        raise ReplayError(MESSAGES["unsupported"].format(game=record["game"]))
    replayer = entry.replayer()
    try:
        return replayer(record, log, trace if trace is not None else Trace())
    except ReplayError:
        raise
    except (ValueError, KeyError, TypeError, AttributeError, IndexError) as exc:
        raise ReplayError(str(exc) or type(exc).__name__) from exc


def history_key(record: dict) -> str:
    """Where the record keeps the rules' log: `history` for a window's record that writes no
    `actions` (L'Enculette's), `actions` for every other record."""
    options = record["options"]
    # the window's record carries its save's format (older ones also say "controller")
    window = options.get("controller") == "window" or "save_format" in options
    return "history" if window and "actions" not in record else "actions"


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
    return check_record(record, say, source=str(path))


def check_record(record: dict, say: Callable[[str], None] | None = None,
                 source: str = "record") -> tuple[int, str]:
    """(exit status, message) of checking a loaded record by replaying it: the one verifier of
    `deboule replay` and the window's "Revoir une partie"; `say` gets the replayed game, line
    by line, and a summary."""
    path = source
    lacking = missing_history(record)
    if lacking is not None:  # without it a changed early throw could pass (issue 16)
        return EXIT_BAD_FILE, MESSAGES["no_history"].format(path=path, what=lacking)
    status, message = _replayed(record, say)
    note = engine_note(record) if status == EXIT_DIFFERENT else None
    return status, message if note is None else f"{message} ({note})"


def _replayed(record: dict, say: Callable[[str], None] | None) -> tuple[int, str]:
    """(exit status, message) of replaying a loaded, complete record (`check_file`)."""
    if say is not None:
        say(MESSAGES["summary"].format(game=record["game"], seed=record["seed"],
                                       n=len(record["inputs"]),
                                       scores=record["final"]["scores"]))
    lines: list[str] | None = [] if say is not None else None
    trace = Trace()
    from game.progress import Watch

    try:
        # a bar on a terminal while it runs: one step per throw come to rest
        with Watch(len(record["settled"]) or None, "rejeu / replay", lambda: len(trace.settled),
                   unit=" lancers"):
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
    if not diffs:  # the summary the replay list shows (game/record_summary.py): its own too
        field = summary_matches(record)
        diffs = [] if field is None else [f"summary.{field} : {MESSAGES['not_own']}"]
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
