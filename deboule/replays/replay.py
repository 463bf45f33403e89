"""`deboule replay FILE`: play a game record again, headless, and check its whole history.

The record's inputs (every throw with its physics parameters, every decision) are fed to a fresh
game on a fresh physics world. The replay must go through the same history, bit for bit (issue
16: pieces are picked up every round and dice thrown again, so the end alone hides a changed
early throw):
- `settled`: where the pieces rested after each throw (deboule.replays.records.poses_digest), in
order;
- the rules' own log (`actions`, or `history` for the window's L'Enculette): every decision and
  every settled outcome as the rules saw it (faces, the table's observations);
- `final`: the scores and the poses at the end.
The first throw and the first step that differ are named. Exit status: 0 identical (and only
then), 1 different (or not replayable), 2 unusable file (a record without its history included),
3 not verifiable here (made with another engine: checked as far as it can be without its
physics; or naming a bot of one's own nobody named on the command line, `--bots`).
Records are compared as JSON values: the order of an object's keys is no difference.

Issue 32, a record cannot lie: where its game can (`deboule.games.<package>.record.regenerate`: Le
Déboulé, Cul de Chouette), the record is played again from its options, seed and seats, the
bots acting for themselves and the humans' inputs fed, and the record the game writes is
compared with the given one field by field, bit for bit (`engine` aside): a changed seed or
seat, a bot's throw changed by one ulp, a duplicated input are named at the first input or
step that differs. Last, the record's `digest` (deboule.replays.records.record_digest, every field
but itself, `engine` included) is checked: a change the replay cannot see (a human's throw that
lands on the same bits) is "empreinte différente / digest differs". A record without a digest
(written before) is checked by the replay alone, and the verdict says so.

Nothing a record names is imported or called: a seat `package.module:Name` (a bot of one's own)
is played only when the person names it on the command line (`deboule replay FILE --bots
package.module:Name`, deboule/rules/core/bots.py `own_bot`); otherwise the verdict is 3.
"""

from __future__ import annotations

import json
import sys
import threading
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path

from deboule import registry
from deboule.replays.differences import (  # noqa: F401 - the differences, named from here too
    first_difference,
    first_step_difference,
    first_throw_difference,
    shortened,
    where_differs,
)
from deboule.replays.keyframe_truth import inputs_problem, keyframe_problem
from deboule.replays.record_motions import MOTIONS_KEY, rules_alone
from deboule.replays.record_summary import summary_matches
from deboule.replays.records import (
    DIGEST_KEY,
    WRITER_KEYS,
    RecordError,
    digest_holds,
    engine_stamp,
    load_record,
    validate_record,
)
from deboule.replays.replay_base import (
    Regenerated,
    ReplayError,
    Trace,
    plain,
    same_bits,
    unnamed_bots,
)
from deboule.rules.core import IllegalAction
from deboule.shell.progress import Watch
from deboule.text.terminal import printable, say

EXIT_IDENTICAL, EXIT_DIFFERENT, EXIT_BAD_FILE, EXIT_UNVERIFIABLE = 0, 1, 2, 3

MESSAGES = {
    "identical": "identique / identical",
    "no_digest": "identique / identical (sans empreinte : vérifié par le rejeu seul / no "
                 "digest: checked by the replay alone)",
    "digest": "différent / different : empreinte différente / digest differs (le record a "
              "changé après avoir été écrit / the record changed after it was written)",
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
    "keyframes": "non vérifiable ici / not verifiable here : enregistré ailleurs, sa physique "
                 "ne se rejoue pas ; ses images-clés et son journal des règles concordent / "
                 "recorded elsewhere, its physics does not replay; its keyframes and its "
                 "rules' log agree ({note})",
    "own_bot": "non vérifiable ici / not verifiable here : le record nomme un bot à soi, "
               "{spec}, qui n'est chargé que nommé sur la ligne de commande (deboule replay "
               "FICHIER --bots {spec}) / the record names a bot of one's own, {spec}, loaded "
               "only when named on the command line (deboule replay FILE --bots {spec})",
    "no_motion": "motions : aucune image-clé ne montre le lancer {n} ({throws} lancers "
                 "enregistrés) / no keyframes show throw {n} ({throws} throws recorded)",
    "rules_log": "le journal des règles ne se rejoue pas / the rules' log does not replay: "
                 "{reason}",
    "elsewhere": "enregistré avec {recorded}, rejoué avec {here} : la physique n'est identique "
                 "au bit près qu'avec les mêmes / recorded with {recorded}, replayed with "
                 "{here}: the physics is bit for bit the same only with the same",
}


def engine_note(record: dict) -> str | None:
    """One line saying the record was made with another engine than this one (its stamp,
    deboule.replays.records.engine_stamp), or None: the same, or a record without a stamp."""
    recorded = record.get("engine")
    if not isinstance(recorded, dict):
        return None
    here = engine_stamp()
    if all(str(recorded.get(key))[:40] == value for key, value in here.items()):
        return None

    def shown(stamp: dict) -> str:  # escaped: a record's stamp may hold control characters
        return " ".join(f"{key} {_word(str(stamp.get(key, '?'))[:40], 60)}" for key in here)

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


# records played again lately (a record checked again, or changed only in what its game
# writes from its play: the tamper run checks thousands of such are not played again): by
# everything a game's `regenerate` reads (`_played_from`), and, for a game played alone (every
# seat a bot: the same game whatever the inputs), by its header alone
_RECENT: OrderedDict[str, tuple[Regenerated | None, list[str]]] = OrderedDict()
RECENT_KEPT = 4
_RECENT_LOCK = threading.Lock()
# an online record's keyframes (deboule/replays/record_motions.py): the physics' picture, not what a
# game writes when played again here; checked when read (decoded), by the digest, and drawn where
# the physics differs (`keyframe_check`)
OUTCOME = ("settled", "actions", "history", "final", MOTIONS_KEY, *WRITER_KEYS)


def _played_from(record: dict, header_only: bool = False) -> str:
    """A key of everything a game's `regenerate` reads (all but the outcome's fields; without
    the inputs for a game played alone)."""
    # loaded on first use, not with this module: _blake2 (3 ms)
    import hashlib
    left_out = (*OUTCOME, "inputs") if header_only else OUTCOME
    body = {key: value for key, value in record.items() if key not in left_out}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), allow_nan=False)
    return ("header:" if header_only else "") + hashlib.sha256(text.encode()).hexdigest()


def _kept(key: str, made: Regenerated | None, said: list[str]) -> None:
    with _RECENT_LOCK:  # the window's viewer checks records on a thread of its own
        _RECENT[key] = (made, said)
        _RECENT.move_to_end(key)
        while len(_RECENT) > RECENT_KEPT:
            _RECENT.popitem(last=False)


def _recent(key: str) -> tuple[Regenerated | None, list[str]] | None:
    with _RECENT_LOCK:
        return _RECENT.get(key)


def _guarded(regenerate, record: dict, trace: Trace, progress, lines) -> Regenerated | None:
    """The record's game played again (`regenerate`; any error of the game's a ReplayError:
    the record does not replay); the last few plays kept (`_RECENT`)."""
    said: list[str] = []
    made = _alone_play(regenerate, record, trace, progress, said)
    if made is None:
        key = _played_from(record)
        kept = _recent(key)
        if kept is not None:
            made, said = kept
        else:
            made = _called(regenerate, record, trace, progress, said, follow=True)
            _kept(key, made, said)
    if lines is not None:
        lines.extend(said)
    return made


def _alone_play(regenerate, record: dict, trace: Trace, progress,
                said: list[str]) -> Regenerated | None:
    """The game played alone, when its seats are all bots, if it serves this record: a record
    whose inputs stop inside the game's (a game in progress) is followed instead (None)."""
    if "human" in record.get("seats", ["human"]):
        return None
    total = len(record["inputs"])
    key = _played_from(record, header_only=True)
    made, lines = _recent(key) or (None, [])
    if made is None or not (made.ended or len(made.record["inputs"]) > total):
        lines = []
        made = _called(regenerate, record, trace, progress, lines, follow=False)
        if made is None or not made.alone:
            return None
        _kept(key, made, lines)
    elif progress is not None:
        progress(total, total)
    inputs = made.record["inputs"]
    if total < len(inputs) and all(same_bits(a, b) for a, b in zip(record["inputs"], inputs,
                                                                        strict=False)):
        return None  # the record stops where the game went on: followed, to name where
    said.extend(lines)
    return made


def _called(regenerate, record: dict, trace: Trace, progress, lines: list[str],
            follow: bool) -> Regenerated | None:
    trace.settled.clear()  # a fresh play (the game's match appends to this very list)
    trace.history = None
    try:
        return regenerate(record, trace, progress, lines, follow=follow)
    except ReplayError:
        raise
    except (ValueError, KeyError, TypeError, AttributeError, IndexError, OverflowError) as exc:
        raise ReplayError(str(exc) or type(exc).__name__) from exc


# the record's fields compared in this order (the inputs first: the earliest cause), then
# every other field but those write_record adds (the digest is checked last)
ORDERED = ("inputs", "settled", "history", "actions", "final")
NOT_COMPARED = (*WRITER_KEYS, MOTIONS_KEY)


def record_difference(record: dict, made: Regenerated) -> str | None:
    """The first place the given record differs from the one its game writes (`made`), or
    None: the inputs one by one (the first that differs, its number from 1), then the throws
    come to rest, the rules' log, the end, and every other field."""
    again = made.record
    found = first_input_difference(record["inputs"], again["inputs"])
    if found is not None:
        return found
    later = []
    for key in ORDERED[1:]:
        if key in record or key in again:
            later.append(_field_difference(key, record, again))
    later = [d for d in later if d is not None]
    if made.more is not None and (made.whole or later and not _within(record, again)):
        # the record stops where its game went on: name the input it lacks
        n = len(record["inputs"]) + 1
        return (f"entrée {n} / input {n} : enregistré / recorded fin / end, rejoué / replayed "
                f"{shortened(made.more)}")
    if later:
        return later[0]
    for key in [*record, *(k for k in again if k not in record)]:
        if key in ORDERED or key in NOT_COMPARED:
            continue
        found = _field_difference(key, record, again)
        if found is not None:
            return found
    return None


def _within(record: dict, again: dict) -> bool:
    """Whether the throws and the rules' log differ inside what both hold (a step changed),
    not only in length or at the end (a record that stops early)."""
    for key in ("settled", history_key(record)):
        a, b = record.get(key), again.get(key)
        if isinstance(a, list) and isinstance(b, list) and any(
                not same_bits(x, y) for x, y in zip(a, b, strict=False)):
            return True
    return False


def first_input_difference(recorded: list, made: list) -> str | None:
    """The first input that differs (its number from 1, a throw's number too, where in it and
    both values), or None."""
    throws = 0
    for index, a in enumerate(recorded):
        throws += isinstance(a, dict) and ("throw" in a or "shake" in a)
        name = f"entrée {index + 1} / input {index + 1}"
        if index >= len(made):
            return f"{name} : enregistré / recorded {shortened(a)}, rejoué / replayed fin / end"
        found = where_differs(a, made[index])
        if found is not None:
            path, x, y = found
            kind = (f", lancer {throws} / throw {throws}" if "throw" in made[index]
                    or (isinstance(a, dict) and "throw" in a) else
                    f" ({_word(_kind(made[index]))})")
            return (f"{name}{kind}{path} : enregistré / recorded {shortened(x)}, rejoué / replayed "
                    f"{shortened(y)}")
    if len(made) > len(recorded):
        n = len(recorded) + 1
        return (f"entrée {n} / input {n} : enregistré / recorded fin / end, rejoué / replayed "
                f"{shortened(made[len(recorded)])}")
    return None


def _word(value, limit: int = 30) -> str:
    """A short name from a record (a decision's type), escaped, without quotes."""
    text = printable(str(value))
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _kind(entry) -> object:
    """What an input is, for its line: a decision's type, or its key."""
    if isinstance(entry, dict):
        action = entry.get("action")
        if isinstance(action, dict) and "type" in action:
            return action["type"]
        return next(iter(entry), "?")
    return "?"


def _field_difference(key: str, record: dict, again: dict) -> str | None:
    """How the record's field `key` differs from the one its game writes, or None."""
    missing = "absent / missing"
    if key not in record or key not in again:
        x = shortened(record[key]) if key in record else missing
        y = shortened(again[key]) if key in again else missing
        return f"{shortened(key, 40)} : enregistré / recorded {x}, rejoué / replayed {y}"
    a, b = record[key], again[key]
    if key == "settled" and isinstance(a, list) and isinstance(b, list):
        return first_throw_difference(a, b)
    if key in ("history", "actions") and isinstance(a, list) and isinstance(b, list):
        return first_step_difference(a, b)
    if key == "final":
        try:
            found = first_difference(a, b)
        except (KeyError, TypeError, ValueError, IndexError):
            found = None if same_bits(a, b) else "final"
        if found is not None or same_bits(a, b):
            return None if found is None else f"final {found}"
    where = where_differs(a, b)
    if where is None:
        return None
    path, x, y = where
    return (f"{shortened(key, 40)}{path} : enregistré / recorded {shortened(x)}, rejoué / replayed "
            f"{shortened(y)}")


def check_file(path: Path | str, say: Callable[[str], None] | None = None,
               progress: Callable[[int, int], None] | None = None) -> tuple[int, str]:
    """(exit status, message) of replaying the record at `path`; `say` gets the replayed game,
    line by line, and a summary."""
    try:
        record = load_record(path)
    except RecordError as exc:
        return EXIT_BAD_FILE, MESSAGES["bad_file"].format(reason=exc)
    return check_record(record, say, source=str(path), progress=progress)


def check_record(record: dict, say: Callable[[str], None] | None = None,
                 source: str = "record",
                 progress: Callable[[int, int], None] | None = None) -> tuple[int, str]:
    """(exit status, message) of checking a loaded record (deboule.replays.records.validate_record)
    by playing it again: the one verifier of `deboule replay` and the window's "Revoir une
    partie"; `say` gets the replayed game, line by line, and a summary; `progress(done,
    total)` the inputs played again so far (where the game regenerates its records)."""
    path = source
    try:  # a record read by load_record is checked already; one handed in is checked here
        validate_record(record, source)
    except RecordError as exc:
        return EXIT_BAD_FILE, MESSAGES["bad_file"].format(reason=exc)
    lacking = missing_history(record)
    if lacking is not None:  # without it a changed early throw could pass (issue 16)
        return EXIT_BAD_FILE, MESSAGES["no_history"].format(path=path, what=lacking)
    if say is not None:
        say(MESSAGES["summary"].format(game=record["game"], seed=record["seed"],
                                       n=len(record["inputs"]),
                                       scores=record["final"]["scores"]))
    unnamed = unnamed_bots(record)
    if unnamed:  # never imported from a file (deboule/rules/core/bots.py)
        return EXIT_UNVERIFIABLE, MESSAGES["own_bot"].format(spec=_word(unnamed[0], 80))
    elsewhere = MOTIONS_KEY in record and engine_note(record) is not None
    if elsewhere:
        status, message = keyframe_check(record)  # another engine: its keyframes, not physics
    else:
        status, message = _replayed(record, say, progress)
    if status in (EXIT_IDENTICAL, EXIT_UNVERIFIABLE):  # the list's summary (record_summary)
        field = summary_matches(record)
        if field is not None:
            status, message = EXIT_DIFFERENT, MESSAGES["different"].format(
                diff=f"summary.{field} : {MESSAGES['not_own']}")
    if status in (EXIT_IDENTICAL, EXIT_UNVERIFIABLE):  # last: what the replay could not see
        if DIGEST_KEY not in record:
            return (EXIT_IDENTICAL, MESSAGES["no_digest"]) if status == EXIT_IDENTICAL \
                else (status, message)
        if not digest_holds(record, same_engine=engine_note(record) is None):
            return EXIT_DIFFERENT, MESSAGES["digest"]
    note = engine_note(record) if status == EXIT_DIFFERENT else None
    return status, message if note is None else f"{message} ({note})"


def keyframe_check(record: dict) -> tuple[int, str]:
    """(exit status, message) of an online record made with another engine than this one
    (issue 33): its physics would not replay here bit for bit, but its keyframes show it, so
    what can be checked without physics is: the motions (decoded when read, no throw past the
    record's `settled`, no step past its rules' log) and the rules' log replayed alone
    (deboule/replays/record_motions.py `RulesAlone`), which must reach the record's final scores,
    every throw of `settled` shown by a motion, and the keyframes showing what the log and the
    end say (deboule/replays/keyframe_truth.py). Its physics does not replay here: the best it gets
    is EXIT_UNVERIFIABLE, never "identical". The digest is checked after."""
    throws = len(record["settled"])
    shown = max((entry["throw"] for entry in record[MOTIONS_KEY]), default=0)
    if shown < throws:  # every throw is shown (two in one motion say the last)
        return EXIT_DIFFERENT, MESSAGES["different"].format(
            diff=MESSAGES["no_motion"].format(n=shown + 1, throws=throws))
    for index, entry in enumerate(record[MOTIONS_KEY]):
        if entry["throw"] > throws:
            return EXIT_DIFFERENT, MESSAGES["different"].format(
                diff=f"motions[{index}] : lancer / throw {entry['throw']}, {throws} lancers "
                     f"enregistrés / throws recorded")
        if entry["actions"] > len(record.get("actions", ())):
            return EXIT_DIFFERENT, MESSAGES["different"].format(
                diff=f"motions[{index}] : étape / step {entry['actions']}, au-delà du journal "
                     f"des règles / past the rules' log")
    try:
        rules = rules_alone(record)
        if rules is not None:
            rules.play_to(None)
            scores = plain(rules.scores())
    except (IllegalAction, ReplayError, ValueError, KeyError, TypeError) as exc:
        return EXIT_DIFFERENT, MESSAGES["rules_log"].format(reason=_word(exc, 160))
    problem = inputs_problem(record) or keyframe_problem(record)  # they show what the log says
    if problem is not None:
        return EXIT_DIFFERENT, MESSAGES["different"].format(diff=_word(problem, 200))
    if rules is not None:
        found = where_differs(record["final"]["scores"], scores)
        if found is not None:
            path, x, y = found
            return EXIT_DIFFERENT, MESSAGES["different"].format(
                diff=f"final.scores{path} : enregistré / recorded {shortened(x)}, journal des "
                     f"règles / rules' log {shortened(y)}")
    return EXIT_UNVERIFIABLE, MESSAGES["keyframes"].format(note=engine_note(record))


def _regenerator(record: dict):
    """The game's `regenerate(record, trace, progress, log)`, or None (a game without it)."""
    entry = registry.by_name(record["game"])
    return None if entry is None else entry.regenerator()


def _replayed(record: dict, say: Callable[[str], None] | None,
              progress: Callable[[int, int], None] | None) -> tuple[int, str]:
    """(exit status, message) of replaying a loaded, complete record (`check_record`)."""
    lines: list[str] | None = [] if say is not None else None
    trace = Trace()

    regenerate = _regenerator(record)
    made: Regenerated | None = None
    replayed: dict | None = None
    try:
        # a bar on a terminal while it runs: one step per throw come to rest
        with Watch(len(record["settled"]) or None, "rejeu / replay", lambda: len(trace.settled),
                   unit=" lancers"):
            if regenerate is not None:
                made = _guarded(regenerate, record, trace, progress, lines)
            if made is None:
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
    if made is not None:
        diff = record_difference(record, made)
        if diff is None:
            return EXIT_IDENTICAL, MESSAGES["identical"]
        return EXIT_DIFFERENT, MESSAGES["different"].format(diff=diff)
    diffs = [d for d in (first_throw_difference(record["settled"], trace.settled),
                         first_step_difference(record[history_key(record)], trace.history or []))
             if d is not None]
    if not diffs:
        final = first_difference(record["final"], replayed)
        diffs = [f"final {final}"] if final is not None else []
    if not diffs:
        return EXIT_IDENTICAL, MESSAGES["identical"]
    return EXIT_DIFFERENT, MESSAGES["different"].format(diff=" ; ".join(diffs))


def run(args) -> int:
    """Entry point of `deboule replay FILE [--quiet]` (--quiet: only the verdict). Everything
    printed is escaped for the terminal (names and paths come from the file)."""
    status, message = check_file(args.file, None if getattr(args, "quiet", False) else say)
    say(message, sys.stdout if status == EXIT_IDENTICAL else sys.stderr)
    return status
