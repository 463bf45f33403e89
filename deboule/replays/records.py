"""Game records: one versioned JSON format for the three games, written atomically, read safely.

A record holds what is needed to play the game again and what it must end on:

    {"format": "deboule-record", "version": 1, "game": "deboule" | "cul-de-chouette" | "enculette",
     "options": {...}, "seed": int, "seats": ["expert", "human", ...],
     "inputs": [{"throw": ..., ...} | {"action": {...}}, ...],
     "final": {"scores": [...], "poses": {piece: [[x, y, z], [w, x, y, z]]}}}

Games may add keys of their own (the rules engine's own log under "actions", "bots"...); an
online game's record keeps its throws' keyframes under "motions"
(deboule/replays/record_motions.py). Reading never executes anything: plain JSON only, read within
bounds by deboule/files/safe_json.py (regular files only, size, nesting and memory caps,
NaN/Infinity, huge numbers, duplicate keys and lone surrogates refused), and every field checked; a
bad file raises `RecordError` and is never modified. See docs/records.md.
"""

from __future__ import annotations

import functools
import json
import math
import platform
from pathlib import Path
from typing import Any

from deboule import registry
from deboule.files.atomic import os_reason, write_json_new
from deboule.files.safe_json import JsonLimits, UnsafeJson, parse_json, read_json
from deboule.replays.record_motions import MOTIONS_KEY, motion_problem
from deboule.replays.record_summary import with_summary
from deboule.shell.settings import data_dir, write_json_atomic
from deboule.text.i18n import Phrase, Refusal
from deboule.text.terminal import warn

RECORD_FORMAT = "deboule-record"
RECORD_VERSION = 1
MAX_RECORD_BYTES = 8 * 1024 * 1024  # far above a long game (a Déboulé match is ~400 kB)
MAX_RECORD_DEPTH = 32  # a record nests about 6 deep
MEMORY_FACTOR = 24.0  # records the game writes take ~5x their size parsed (~15x estimated)
MAX_INTEGER = 2**128  # generator states are 128-bit; scores and seeds far smaller
# the seeds a game can be given (the command line's --seed range, deboule/cli.py reads it; the
# window offers 0-99): a record's seed outside it was not written by the game
MAX_SEED = 2**63 - 1
DIGEST_KEY = "digest"  # sha256 of the record's canonical JSON (`record_digest`)
# keys `write_record` adds of its own, not the game's: a replay does not compare them (the
# engine's stamp; the list's summary, issue 32, checked against the record when it is read;
# the digest, checked last)
WRITER_KEYS = ("engine", "summary", DIGEST_KEY)
REQUIRED = ("format", "version", "game", "options", "seed", "inputs", "final")


class RecordError(Refusal):
    """A record that cannot be used: missing, truncated, corrupt, from the future, hostile.
    Its reason is a line of the tables ("record.*"), French and English (`str()` gives both)."""

    def __init__(self, key: str, /, source: str, **values: Any) -> None:
        super().__init__(f"record.{key}", source=source, **values)


# ---------------------------------------------------------------------------- building
ENGINE_PACKAGES = ("mujoco", "numpy")  # the packages whose builds decide the physics' bits


@functools.cache
def _engine() -> tuple[tuple[str, str], ...]:
    # loaded on first use, not with this module: importlib.metadata and email (31 ms, the
    # command line's start: `python -X importtime -c "import deboule.cli"`)
    from importlib import metadata

    stamp = []
    for package in ENGINE_PACKAGES:
        try:
            stamp.append((package, metadata.version(package)))
        except metadata.PackageNotFoundError:
            stamp.append((package, "?"))
    stamp.append(("machine", platform.machine() or "?"))
    return tuple(stamp)


def engine_stamp() -> dict[str, str]:
    """What made a record's physics: the versions of ENGINE_PACKAGES and the processor's
    architecture. Bit for bit holds only for the same of each (and the same CPU): another
    MuJoCo, or another CPU's vector code, rolls other faces from the same throws
    (docs/physics.md P12). Read from the installed packages' metadata, so that writing a
    record imports nothing; looked up once a process (it cannot change within one)."""
    return dict(_engine())


def final_state(scores, poses: dict | None) -> dict:
    """The `final` block: scores as a list, poses as {piece: [[x, y, z], [w, x, y, z]]}."""
    return {
        "scores": [_plain_number(s) for s in scores],
        "poses": {str(pid): [[float(v) for v in pos], [float(v) for v in quat]]
                  for pid, (pos, quat) in sorted((poses or {}).items())},
    }


def make_record(game: str, options: dict, seed: int, inputs: list, final: dict,
                **extra: Any) -> dict:
    """A record dict, checked (raises RecordError when it would not load back)."""
    record = {"format": RECORD_FORMAT, "version": RECORD_VERSION, "game": game,
              "options": options, "seed": seed, "inputs": inputs, "final": final, **extra}
    return _checked(record, "record")


def write_record(path: Path | str, record: dict, *, exclusive: bool = False) -> Path:
    """Check `record`, then write it atomically (a temporary file renamed over `path`), with
    the stamp of the engine that made it (`engine_stamp`; a record written again keeps its
    own), its summary as its first key (deboule.replays.record_summary) and its `digest`
    (`record_digest`, computed again whenever it is written). `exclusive`: never over an existing
    file (FileExistsError; deboule/files/atomic.py `write_json_new`), for the window's records named
    by their date."""
    path = Path(path)
    stamped = record if "engine" in record else {**record, "engine": engine_stamp()}
    # its summary first: "Revoir une partie" lists it from the file's head (deboule/record_summary)
    checked = _checked({k: v for k, v in with_summary(stamped).items() if k != DIGEST_KEY},
                       str(path))
    write = write_json_new if exclusive else write_json_atomic
    write(path, {**checked, DIGEST_KEY: record_digest(checked)})
    return path


def record_digest(record: dict) -> str:
    """The record's digest: the SHA-256 (hex) of its canonical JSON (keys sorted, no spaces,
    ASCII, floats as Python writes them, which read back to the same bits) of every field but
    `digest` itself, the engine's stamp included (a record read on another machine keeps its
    own stamp, and a stamp changed afterwards is a change). It is no signature: anyone can
    write a record and its digest again; it tells a record changed after it was written, where
    the replay cannot see the change (docs/records.md)."""
    return _sha256({key: value for key, value in record.items() if key != DIGEST_KEY})


def digest_before_engine(record: dict) -> str:
    """The digest records written before it covered `engine` carry (`engine` left out): the
    replay accepts it only for a record stamped with this very engine, where the stamp hides
    nothing (deboule/replays/replay.py)."""
    return _sha256({key: value for key, value in record.items()
                    if key not in (DIGEST_KEY, "engine")})


def digest_holds(record: dict, same_engine: bool) -> bool:
    """Whether the record's digest is its own (`record_digest`); a digest written before it
    covered `engine` (`digest_before_engine`) only for a record of this very engine
    (`same_engine`: its physics replayed here bit for bit, the stamp hides nothing)."""
    digest = record[DIGEST_KEY]
    return record_digest(record) == digest or (same_engine
                                               and digest_before_engine(record) == digest)


def _sha256(body: dict) -> str:
    # loaded on first use, not with this module: _blake2 (3 ms)
    import hashlib

    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True,
                      allow_nan=False)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def write_record_or_say(path: Path | str, record: dict) -> bool:
    """`write_record` for the command line: a disk error or a bad record is one line in French
    and English on the standard error (False), never a traceback."""
    try:
        write_record(path, record)
    except (OSError, RecordError) as exc:
        # the line names the record; an OSError's own file may be the atomic write's temporary
        reason = (exc.strerror or os_reason(exc)) if isinstance(exc, OSError) else str(exc)
        warn(Phrase("cli.record_failed", path=str(path), reason=reason).both())
        return False
    return True


def _checked(record: dict, source: str) -> dict:
    """`record` as it will read back (plain JSON, finite numbers), validated."""
    try:
        plain = json.loads(json.dumps(record, allow_nan=False))
    except (TypeError, ValueError) as exc:
        raise RecordError("not_plain", source, detail=str(exc)[:80]) from exc
    return validate_record(plain, source)


def poses_digest(poses: dict) -> str:
    """A short fingerprint of where the pieces rest, bit for bit (`World.poses()`): the record
    keeps one per throw come to rest (`settled`), so a replay finds the first throw that ended
    elsewhere even when the rules saw the same faces and the end is the same."""
    # loaded on first use, not with this module: _blake2 (3 ms)
    import hashlib

    text = ";".join(f"{pid}:" + ",".join(float(v).hex() for part in pose for v in part)
                    for pid, pose in sorted(poses.items()))
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def records_dir() -> Path:
    """Where the window keeps game records (the user's data directory, DEBOULE_DATA_DIR)."""
    return data_dir() / "records"


# ---------------------------------------------------------------------------- reading
def record_limits() -> JsonLimits:
    """How a record is read: at most MAX_RECORD_BYTES, nested at most MAX_RECORD_DEPTH deep,
    parsed objects within MEMORY_FACTOR times the file's size (deboule/files/safe_json.py)."""
    return JsonLimits(max_bytes=MAX_RECORD_BYTES, max_depth=MAX_RECORD_DEPTH,
                      memory_factor=MEMORY_FACTOR)


def load_record(path: Path | str) -> dict:
    """Read and check a record; any problem raises RecordError (the file is left as it is)."""
    try:
        data = read_json(path, record_limits())
    except UnsafeJson as exc:
        raise RecordError("file", str(path), reason=exc) from None
    return validate_record(data, str(path))


def parse_record(raw: bytes | str, source: str = "record") -> dict:
    try:
        data = parse_json(raw, record_limits())
    except UnsafeJson as exc:
        raise RecordError("file", source, reason=exc) from None
    return validate_record(data, source)


def validate_record(data: Any, source: str = "record") -> dict:
    """Check the shape of a record (not whether it replays: that is deboule.replays.replay's
    job)."""
    if not isinstance(data, dict):
        raise RecordError("not_object", source, got=type(data).__name__)
    missing = [key for key in REQUIRED if key not in data]
    if data.get("format") != RECORD_FORMAT:
        raise RecordError("not_record", source)
    version = data["version"] if "version" in data else None
    if not _is_int(version):
        raise RecordError("bad_version", source, version=repr(version)[:40])
    if version > RECORD_VERSION:
        raise RecordError("newer", source, version=version, ours=RECORD_VERSION)
    if version < 1:
        raise RecordError("bad_version", source, version=version)
    if missing:
        raise RecordError("incomplete", source, missing=", ".join(missing))

    if data["game"] not in registry.NAMES:
        raise RecordError("unknown_game", source, game=repr(data["game"])[:40],
                          games=", ".join(registry.NAMES))
    if not isinstance(data["options"], dict):
        raise RecordError("options", source)
    if not _is_int(data["seed"]):
        raise RecordError("seed", source)
    if not 0 <= data["seed"] <= MAX_SEED:  # issue 32: no game writes another seed
        raise RecordError("seed_range", source, seed=str(data["seed"])[:40], high=MAX_SEED)
    if "seats" in data:
        _check_seats(data["seats"], source)
    digest = data.get(DIGEST_KEY)
    if DIGEST_KEY in data and not (isinstance(digest, str) and len(digest) == 64
                                   and all(c in "0123456789abcdef" for c in digest)):
        raise RecordError("digest", source)
    inputs = data["inputs"]
    if not isinstance(inputs, list):
        raise RecordError("inputs", source)
    for index, entry in enumerate(inputs):
        if not isinstance(entry, dict) or not entry:
            raise RecordError("input", source, index=index)
    _check_final(data["final"], source)
    if MOTIONS_KEY in data:  # an online game's keyframes (deboule/replays/record_motions.py)
        problem = motion_problem(data[MOTIONS_KEY])
        if problem is not None:
            raise RecordError("motions", source, index=problem[0], reason=problem[1])
    return data


def _check_final(final: Any, source: str) -> None:
    if not isinstance(final, dict) or not isinstance(final.get("scores"), list) or not \
            isinstance(final.get("poses"), dict):
        raise RecordError("final", source)
    for score in final["scores"]:
        if not _is_number(score):
            raise RecordError("scores", source)
    for pid, pose in final["poses"].items():
        ok = (isinstance(pose, list) and len(pose) == 2 and isinstance(pose[0], list)
              and isinstance(pose[1], list) and len(pose[0]) == 3 and len(pose[1]) == 4
              and all(_is_number(v) for v in pose[0] + pose[1]))
        if not ok:
            raise RecordError("pose", source, piece=str(pid)[:40])


def _check_seats(seats: Any, source: str) -> None:
    """A record's seats: a list of 2 to 16 seat names the games write ("human", a bot level or
    an older level's name, or a bot of one's own `package.module:Name`); how many each game
    takes is its replay's check (its options)."""
    # loaded on first use, not with this module: the rules' core
    from deboule.rules.core.bots import BOT_SPEC, LEVELS, OLD_LEVEL_NAMES

    known = ("human", *LEVELS, *OLD_LEVEL_NAMES)
    ok = isinstance(seats, list) and 2 <= len(seats) <= 16 and all(
        isinstance(s, str) and (s in known or BOT_SPEC.fullmatch(s) is not None) for s in seats)
    if not ok:
        raise RecordError("seats", source, known=", ".join(known))


# ---------------------------------------------------------------------------- values
def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: Any) -> bool:
    """A finite float, or an integer a float can hold (a 309-digit integer is not a score)."""
    if _is_int(value):
        return abs(value) <= MAX_INTEGER
    return isinstance(value, float) and math.isfinite(value)


def _plain_number(value: Any) -> int | float:
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return int(value)
    return float(value)
