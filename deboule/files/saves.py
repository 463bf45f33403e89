"""The autosaves: one versioned JSON file per game in progress, in the user's data directory.

A game screen saves `{"version", "kind", "data"}` after every settled throw and every decision,
atomically (deboule/files/atomic.py), into its own slot: `autosave.json`, or `autosave-2.json`, ...
when that one is taken. While a game is open its slot is held by a lock file (`<slot>.lock`, with
`filelock`): two windows sharing one data directory never write the same file, and a game open in
one window is not offered for resuming in the other (issue 16: nothing lost). A new game takes an
empty slot, else the slot saved longest ago among MAX_SLOTS, never one another window holds.

Reading goes through deboule/files/safe_json.py (a regular file, a size cap, bounded nesting and
memory); loading never executes anything. A save that cannot be used is set aside as
`<slot>.<date-time>.refused` and the player is told why (in the window and on the terminal);
"Reprendre" is offered only for a save that was rebuilt successfully (`Resumable`).
"""

from __future__ import annotations

import errno
import os
import re
import stat
import threading
import time
from collections.abc import Callable
from pathlib import Path

from filelock import FileLock, Timeout

from deboule import registry
from deboule.files.atomic import set_aside, unique_stamp, write_json_atomic
from deboule.files.safe_json import JsonLimits, UnsafeJson, read_json
from deboule.replays.records import engine_stamp, records_dir, write_record
from deboule.shell.settings import data_dir
from deboule.text.i18n import Phrase, Refusal
from deboule.text.terminal import printable

SAVE_VERSION = 1
MAX_SAVE_BYTES = 8 * 1024 * 1024  # a long Déboulé save is ~500 kB
MAX_SLOTS = 4  # saved games kept; more windows than that each still get a slot of their own
MAX_WINDOWS = 64
_SLOT_NAME = re.compile(r"autosave(?:-([1-9][0-9]{0,5}))?\.json")


class SaveError(Refusal):
    """A save file that cannot be used: missing, truncated, corrupt, from the future, hostile."""


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


# ---------------------------------------------------------------------------- one file
def save_limits() -> JsonLimits:
    return JsonLimits(max_bytes=MAX_SAVE_BYTES, max_depth=32, memory_factor=24.0)


def slot_path(number: int, folder: Path | None = None) -> Path:
    name = "autosave.json" if number == 1 else f"autosave-{number}.json"
    return (folder or data_dir()) / name


def save_path() -> Path:
    """The first slot (the only one while a single window plays)."""
    return slot_path(1)


def slot_files(folder: Path | None = None) -> list[Path]:
    """The autosave files in the data directory, newest first."""
    folder = folder or data_dir()
    try:
        names = [entry.name for entry in os.scandir(folder) if _SLOT_NAME.fullmatch(entry.name)]
    except OSError:
        return []
    found = []
    for name in names:
        try:
            found.append((os.lstat(folder / name).st_mtime_ns, name))
        except OSError:
            continue
    return [folder / name for _, name in sorted(found, reverse=True)]


def write_save(kind: str, data: dict, path: Path | None = None) -> None:
    """Save `data` of the game keyed `kind`, with the stamp of the engine that played it: a save
    is resumed by playing its moves again, bit for bit only on the same engine (P12, P19)."""
    if not isinstance(kind, str) or registry.by_key(kind) is None:
        raise SaveError("save.bad_kind", kind=_shown(kind))
    write_json_atomic(path or save_path(), {"version": SAVE_VERSION, "kind": kind,
                                            "engine": engine_stamp(), "data": data})


def engine_notice(payload: dict) -> Refusal | None:
    """What to tell a player resuming a save made with another engine (its `engine` stamp; a
    save without one, or a strange one, was made before stamps or is told as unknown), or None:
    this engine's. The game still resumes from its moves; only the dice may fall otherwise."""
    recorded = payload.get("engine")
    here = engine_stamp()
    if recorded is None:
        return None
    if isinstance(recorded, dict) and all(str(recorded.get(key))[:40] == value
                                          for key, value in here.items()):
        return None
    shown = recorded if isinstance(recorded, dict) else {}
    return Refusal("notice.save_elsewhere",
                   recorded=printable(" ".join(f"{k} {str(shown.get(k, '?'))[:40]}"
                                               for k in here)),
                   here=" ".join(f"{k} {v}" for k, v in here.items()))


def read_save(path: Path | None = None) -> tuple[str, dict]:
    """The (kind, data) of the save at `path` (default: the newest autosave file), read safely;
    SaveError says why it cannot be used. The file is never modified."""
    kind, data, _ = read_save_entry(path)
    return kind, data


def read_save_entry(path: Path | None = None) -> tuple[str, dict, Refusal | None]:
    """`read_save`, and what to tell the player about the engine that made it
    (`engine_notice`)."""
    if path is None:
        newest = slot_files()
        if not newest:
            raise SaveError("save.none")
        path = newest[0]
    try:
        payload = read_json(path, save_limits())
    except UnsafeJson as exc:
        if exc.key == "file.missing":
            raise SaveError("save.none") from None
        raise SaveError("notice.save_refused_in_place", reason=exc, file=str(path)) from None
    if not isinstance(payload, dict):
        raise SaveError("save.not_object")
    version = payload.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("save.no_version")
    if version > SAVE_VERSION:
        raise SaveError("save.newer", version=_shown(version))
    if version < SAVE_VERSION:
        raise SaveError("save.older", version=_shown(version))
    kind, data = payload.get("kind"), payload.get("data")
    if not isinstance(kind, str) or registry.by_key(kind) is None:  # a list or an object is no name
        raise SaveError("save.bad_kind", kind=_shown(kind))
    if not isinstance(data, dict):
        raise SaveError("save.no_data")
    return kind, data, engine_notice(payload)


def clear_save(path: Path | None = None) -> None:
    (path or save_path()).unlink(missing_ok=True)


def screen_class(kind: str):
    """The screen class of the game keyed `kind`: it rebuilds itself with `from_save(app, data)`
    and checks a save without a window with `check_save(data)`."""
    return registry.by_key(kind).screen_class()


def keep_record(kind: str, match) -> Path:
    """At the end of a game: write its record (every throw and decision) for `deboule replay`
    as `<kind>-<date>-<time>-<microseconds>-<pid>.json`, created exclusively: two games ending
    at once (two windows on one data directory) keep two records, a name already taken gets a
    `-2`, `-3`... and nothing is ever overwritten. Raises OSError or ValueError when it cannot
    be written."""
    record, stem = match.record(), f"{kind}-{unique_stamp(time.time_ns())}"
    for attempt in range(1, 101):
        name = f"{stem}.json" if attempt == 1 else f"{stem}-{attempt}.json"
        try:
            return write_record(records_dir() / name, record, exclusive=True)
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(records_dir() / name))


def refuse(path: Path, reason: Exception) -> Refusal:
    """Set the refused save at `path` aside; what to tell the player."""
    if not isinstance(reason, Refusal):
        detail = str(reason) or type(reason).__name__
        shown = detail if len(detail) <= 80 else detail[:79] + "…"
        reason = SaveError("save.unusable", detail=shown)
    if isinstance(reason, SaveError) and reason.key == "notice.save_refused_in_place":
        reason = reason.values["reason"]  # the file's own fault, named once
    kept = set_aside(path)
    if kept is None:
        return Refusal("notice.save_refused_in_place", reason=reason, file=str(path))
    return Refusal("notice.save_refused", reason=reason, kept=str(kept))


# ---------------------------------------------------------------------------- slots and locks
class _NoLock:
    """Stands for a lock that cannot be taken (a read-only data directory): nothing to hold."""

    def release(self) -> None:
        pass


class UnusableLock(Exception):
    """A slot's lock file that is there but cannot be opened: a symbolic link (never followed:
    opening it could truncate what it points to), a folder, a file without permission. Nobody
    can hold that slot, so no game saves there; `reason` says why (a Phrase or the system's)."""

    def __init__(self, lock_path: str, reason: Phrase | str, error: OSError) -> None:
        super().__init__(lock_path)
        self.lock_path, self.reason, self.error = lock_path, reason, error


def _lock_file_problem(lock_path: str) -> UnusableLock | None:
    """UnusableLock when `lock_path` exists but is not a regular file (looked at with lstat:
    the link itself, not where it points), else None."""
    try:
        info = os.lstat(lock_path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        return UnusableLock(lock_path, exc.strerror or str(exc), exc)
    if stat.S_ISREG(info.st_mode):
        return None
    if stat.S_ISLNK(info.st_mode):
        code, reason = errno.ELOOP, Phrase("save.lock_symlink")
    elif stat.S_ISDIR(info.st_mode):
        code, reason = errno.EISDIR, Phrase("save.lock_folder")
    else:
        code, reason = errno.EINVAL, Phrase("save.lock_special")
    return UnusableLock(lock_path, reason, OSError(code, os.strerror(code), lock_path))


def _try_lock(path: Path, create: bool = True):
    """The lock of slot `path` if no other window holds it, else None. UnusableLock when the
    lock file is there but cannot be opened (symlink, folder, permission). A folder where no
    lock file can be made (read-only) gives _NoLock when `create` is false, else OSError."""
    lock_path = f"{path}.lock"
    problem = _lock_file_problem(lock_path)
    if problem is not None:
        raise problem
    lock = FileLock(lock_path)
    try:
        lock.acquire(timeout=0)
    except Timeout:
        return None
    except OSError as exc:
        if os.path.lexists(lock_path):  # there, and still not opened: permission, read-only
            raise UnusableLock(lock_path, exc.strerror or str(exc), exc) from exc
        if create:
            raise
        return _NoLock()
    return lock


def held_elsewhere(path: Path) -> bool:
    """Whether another window plays the game saved at `path` (it holds the slot's lock). An
    unusable lock holds nothing: its save is offered, and resumed into another slot."""
    try:
        lock = _try_lock(path, create=False)
    except UnusableLock:
        return False
    if lock is None:
        return True
    lock.release()
    return False


class Slot:
    """An autosave file this window holds while its game is open. `notice`: what to tell the
    player once about how the slot was chosen (a slot skipped for its unusable lock), or None.
    `replaces`: a save resumed from a slot whose lock was unusable, (path, identity), removed
    once this slot holds the game (unless it changed meanwhile)."""

    def __init__(self, path: Path, lock, notice: Refusal | None = None) -> None:
        self.path, self._lock, self.notice = path, lock, notice
        self.replaces: tuple[Path, tuple | None] | None = None

    def write(self, kind: str, data: dict) -> None:
        write_save(kind, data, self.path)
        _remember(self.path, True)  # our own game: resumable as written
        if self.replaces is not None:
            old, identity = self.replaces
            self.replaces = None
            if identity is not None and _identity(old) == identity:
                old.unlink(missing_ok=True)  # the game lives on here: not offered twice

    def take_notice(self) -> Refusal | None:
        """The notice to show, once (then None)."""
        notice, self.notice = self.notice, None
        return notice

    def clear(self) -> None:
        clear_save(self.path)

    def release(self) -> None:
        if self._lock is not None:
            self._lock.release()
            self._lock = None


_told_unusable: set[str] = set()  # the unusable locks this process has told the player about


def claim_slot(folder: Path | None = None) -> Slot:
    """A slot for a new game: an empty one, else the one saved longest ago (of MAX_SLOTS),
    never one another window holds, never one whose lock file cannot be opened (the slot's
    `notice` then says so, once per lock file and process). OSError when the data directory
    cannot be written."""
    folder = folder or data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    unusable: dict[str, UnusableLock] = {}

    def lock_of(path: Path):
        try:
            return _try_lock(path)
        except UnusableLock as exc:
            unusable.setdefault(exc.lock_path, exc)
            return None

    def claimed(path: Path, lock) -> Slot:
        untold = [exc for name, exc in unusable.items() if name not in _told_unusable]
        _told_unusable.update(unusable)
        notice = None
        if untold:
            notice = Refusal("notice.save_other_slot", lock=Path(untold[0].lock_path).name,
                             reason=untold[0].reason, slot=path.name)  # both in one folder
        return Slot(path, lock, notice)

    for _attempt in range(3):
        occupied = []
        for number in range(1, MAX_WINDOWS + 1):
            path = slot_path(number, folder)
            if number > MAX_SLOTS and occupied:
                break
            lock = lock_of(path)
            if lock is None:
                continue  # another window plays there, or nobody can
            if not os.path.lexists(path):
                return claimed(path, lock)
            lock.release()
            occupied.append((os.lstat(path).st_mtime_ns, number))
        for _, number in sorted(occupied):
            path = slot_path(number, folder)
            lock = lock_of(path)
            if lock is not None:
                return claimed(path, lock)
    if unusable:  # no lock could be opened at all: the folder's own trouble
        raise next(iter(unusable.values())).error
    raise SaveError("save.all_busy")


# ---------------------------------------------------------------------------- leftovers
# `<slot><random>.tmp`: write_json_atomic's temporary file for an autosave (deboule/files/atomic.py)
_SLOT_TEMPORARY = re.compile(r"(autosave(?:-[1-9][0-9]{0,5})?\.json)[a-z0-9_]{1,16}\.tmp")
# the same for the settings and the window's records, which no lock covers: removed when old
_OTHER_TEMPORARY = re.compile(r"(settings|[a-z-]{1,32}-[0-9-]{15,40})\.json[a-z0-9_]{1,16}\.tmp")
STALE_SECONDS = 3600  # a settings or record write takes milliseconds: an hour-old one is dead


def clean_stale_temporaries(folder: Path | None = None, now: float | None = None) -> list[Path]:
    """Remove the temporary files a save killed mid-write left (kill -9, power cut); the paths
    removed. Only the game's own names. An autosave's temporary file is removed only when its
    slot's lock can be taken: no window holds the slot, so no save of it is in flight (a
    window only writes the slot it holds); one whose slot another window holds is kept.
    Settings' and records' temporary files are removed once STALE_SECONDS old. Never follows
    a symbolic link; a file that cannot be removed is left."""
    folder = folder or data_dir()
    now = time.time() if now is None else now
    removed: list[Path] = []
    for place, pattern in ((folder, _SLOT_TEMPORARY), (folder, _OTHER_TEMPORARY),
                           (folder / "records", _OTHER_TEMPORARY)):
        try:
            names = [entry.name for entry in os.scandir(place)
                     if pattern.fullmatch(entry.name) and entry.is_file(follow_symlinks=False)]
        except OSError:
            continue
        for name in names:
            path = place / name
            if pattern is _SLOT_TEMPORARY:
                slot = place / pattern.fullmatch(name).group(1)
                try:
                    lock = _try_lock(slot, create=False)
                except UnusableLock:
                    continue  # nobody can say whether a save is in flight there
                if lock is None:
                    continue  # another window holds the slot: its save may be under way
                try:
                    path.unlink()
                    removed.append(path)
                except OSError:
                    pass
                finally:
                    lock.release()
                continue
            try:
                if now - os.lstat(path).st_mtime >= STALE_SECONDS:
                    path.unlink()
                    removed.append(path)
            except OSError:
                continue
    return removed


# ---------------------------------------------------------------------------- resuming
_verdicts: dict[str, tuple[tuple, bool]] = {}  # path -> (file identity, rebuilt successfully)


def _identity(path: Path) -> tuple | None:
    try:
        info = os.lstat(path)
    except OSError:
        return None
    return (info.st_ino, info.st_size, info.st_mtime_ns)


def _remember(path: Path, ok: bool, identity: tuple | None = None) -> None:
    _verdicts[str(path)] = (identity or _identity(path), ok)


def _verdict(path: Path) -> bool | None:
    """True/False when the file as it is now was rebuilt (or written) by this process."""
    known = _verdicts.get(str(path))
    if known is None or known[0] != _identity(path):
        return None
    return known[1]


def verify(path: Path) -> None:
    """Rebuild the game saved at `path` without a window (SaveError or the rebuild's own error
    when it cannot be resumed). Takes as long as replaying the game: seconds for a long one."""
    kind, data = read_save(path)
    screen_class(kind).check_save(data)


class Resumable:
    """Which saved game "Reprendre" may offer, found without blocking the window.

    `refresh()` reads the autosave files not held by another window (bounded reads); a file that
    cannot be read is set aside at once and reported. Each readable save is then rebuilt in a
    background thread, one at a time (`poll()` collects the verdicts from the window's loop); a
    save that does not rebuild is set aside and reported too. `best()` is the newest save that
    rebuilt, or None: "Reprendre" is enabled only then."""

    def __init__(self, report: Callable[[Refusal], None], folder: Path | None = None) -> None:
        self.report, self.folder = report, folder
        self._thread: threading.Thread | None = None
        self._checking: tuple | None = None  # (path, identity) being rebuilt
        self._pending: list[tuple[Path, tuple]] = []
        self._result: tuple[Path, tuple, Exception | None] | None = None
        self._cleaned = False

    def refresh(self) -> None:
        if not self._cleaned:  # at start: what saves killed mid-write left behind
            self._cleaned = True
            clean_stale_temporaries(self.folder)
        self._pending = []
        for path in slot_files(self.folder):
            key = _identity(path)
            if key is None or _verdict(path) is not None or held_elsewhere(path):
                continue
            try:
                read_save(path)
            except SaveError as exc:
                if exc.key != "save.none":
                    self.report(refuse(path, exc))
                continue
            if self._checking != (path, key):
                self._pending.append((path, key))
        self._next()

    def _next(self) -> None:
        if self._thread is not None or not self._pending:
            return
        path, key = self._checking = self._pending.pop(0)

        def check() -> None:
            try:
                verify(path)
                self._result = (path, key, None)
            except Exception as exc:  # noqa: BLE001 - any failure of a hostile save is a refusal
                self._result = (path, key, exc)

        self._thread = threading.Thread(target=check, name="save-check", daemon=True)
        self._thread.start()

    def poll(self) -> None:
        """Collect a finished verdict (call from the window's loop)."""
        if self._thread is None or self._thread.is_alive():
            return
        self._thread.join()
        self._thread, self._checking = None, None
        result, self._result = self._result, None
        if result is not None:
            path, key, error = result
            _remember(path, error is None, key)
            if error is not None and _identity(path) == key:
                self.report(refuse(path, error))
        self._next()

    def busy(self) -> bool:
        return self._thread is not None or bool(self._pending)

    def best(self) -> Path | None:
        for path in slot_files(self.folder):
            if _verdict(path) and not held_elsewhere(path):
                return path
        return None


def has_save() -> bool:
    """Whether a readable save exists that no other window plays (not rebuilt: see Resumable)."""
    for path in slot_files():
        try:
            read_save(path)
        except SaveError:
            continue
        if not held_elsewhere(path):
            return True
    return False


def load_game(app, path: Path | None = None):
    """The screen of the newest saved game no other window plays (or of `path`), holding its
    slot; or None, the player told why through `app.notify` (and the refused file set aside)."""
    notify = getattr(app, "notify", None) or (lambda message: None)
    candidates = [path] if path is not None else slot_files()
    for candidate in candidates:
        try:
            lock = _try_lock(candidate, create=False)
        except UnusableLock:
            lock = _NoLock()  # nobody can hold this slot: the game moves to another one
            moving = True
        else:
            moving = False
        if lock is None:
            continue  # another window plays it
        try:
            identity = _identity(candidate)
            kind, data, elsewhere = read_save_entry(candidate)
            screen = screen_class(kind).from_save(app, data)
        except SaveError as exc:
            lock.release()
            if exc.key == "save.none":
                continue
            notify(refuse(candidate, exc))
            return None
        except Exception as exc:  # noqa: BLE001 - any failure of a hostile save is a refusal
            lock.release()
            notify(refuse(candidate, exc))
            return None
        screen.save_slot = _slot_for_resumed(candidate, identity, notify) if moving \
            else Slot(candidate, lock)
        if elsewhere is not None:
            notify(elsewhere)
        return screen
    notify(Refusal("notice.no_save"))
    return None


def _slot_for_resumed(path: Path, identity: tuple | None, notify: Callable) -> Slot:
    """The slot a game resumed from `path`, whose lock cannot be opened, saves into: another
    one (the player told), the old file removed once the game is saved there. When no slot can
    be claimed (a read-only folder), the old path without a lock: its saves fail and say so."""
    try:
        slot = claim_slot(path.parent)
    except (OSError, SaveError):
        return Slot(path, _NoLock())
    slot.replaces = (path, identity)
    notice = slot.take_notice()
    if notice is not None:
        notify(notice)
    return slot
