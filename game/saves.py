"""The autosaves: one versioned JSON file per game in progress, in the user's data directory.

A game screen saves `{"version", "kind", "data"}` after every settled throw and every decision,
atomically (game/files.py), into its own slot: `autosave.json`, or `autosave-2.json`, ... when
that one is taken. While a game is open its slot is held by a lock file (`<slot>.lock`, with
`filelock`): two windows sharing one data directory never write the same file, and a game open in
one window is not offered for resuming in the other (issue 16: nothing lost). A new game takes an
empty slot, else the slot saved longest ago among MAX_SLOTS, never one another window holds.

Reading goes through game/safe_json.py (a regular file, a size cap, bounded nesting and memory);
loading never executes anything. A save that cannot be used is set aside as
`<slot>.<date-time>.refused` and the player is told why (in the window and on the terminal);
"Reprendre" is offered only for a save that was rebuilt successfully (`Resumable`).
"""

from __future__ import annotations

import os
import re
import threading
import time
from collections.abc import Callable
from pathlib import Path

from filelock import FileLock, Timeout

from game import registry
from game.files import set_aside, write_json_atomic
from game.i18n import Refusal
from game.safe_json import JsonLimits, UnsafeJson, read_json
from game.settings import data_dir

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
    if not isinstance(kind, str) or registry.by_key(kind) is None:
        raise SaveError("save.bad_kind", kind=_shown(kind))
    write_json_atomic(path or save_path(), {"version": SAVE_VERSION, "kind": kind, "data": data})


def read_save(path: Path | None = None) -> tuple[str, dict]:
    """The (kind, data) of the save at `path` (default: the newest autosave file), read safely;
    SaveError says why it cannot be used. The file is never modified."""
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
    return kind, data


def clear_save(path: Path | None = None) -> None:
    (path or save_path()).unlink(missing_ok=True)


def screen_class(kind: str):
    """The screen class of the game keyed `kind`: it rebuilds itself with `from_save(app, data)`
    and checks a save without a window with `check_save(data)`."""
    return registry.by_key(kind).screen_class()


def keep_record(kind: str, match) -> Path:
    """At the end of a game: write its record (every throw and decision) for `deboule replay`;
    raises OSError or ValueError when it cannot be written."""
    from game.records import records_dir, write_record

    name = f"{kind}-{time.strftime('%Y%m%d-%H%M%S')}.json"
    return write_record(records_dir() / name, match.record())


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


def _try_lock(path: Path, create: bool = True):
    """The lock of slot `path` if no other window holds it, else None. A folder where no lock
    file can be made (read-only) gives _NoLock when `create` is false, else OSError."""
    lock = FileLock(f"{path}.lock")
    try:
        lock.acquire(timeout=0)
    except Timeout:
        return None
    except OSError:
        if create:
            raise
        return _NoLock()
    return lock


def held_elsewhere(path: Path) -> bool:
    """Whether another window plays the game saved at `path` (it holds the slot's lock)."""
    lock = _try_lock(path, create=False)
    if lock is None:
        return True
    lock.release()
    return False


class Slot:
    """An autosave file this window holds while its game is open."""

    def __init__(self, path: Path, lock) -> None:
        self.path, self._lock = path, lock

    def write(self, kind: str, data: dict) -> None:
        write_save(kind, data, self.path)
        _remember(self.path, True)  # our own game: resumable as written

    def clear(self) -> None:
        clear_save(self.path)

    def release(self) -> None:
        if self._lock is not None:
            self._lock.release()
            self._lock = None


def claim_slot(folder: Path | None = None) -> Slot:
    """A slot for a new game: an empty one, else the one saved longest ago (of MAX_SLOTS),
    never one another window holds. OSError when the data directory cannot be written."""
    folder = folder or data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for _attempt in range(3):
        occupied = []
        for number in range(1, MAX_WINDOWS + 1):
            path = slot_path(number, folder)
            if number > MAX_SLOTS and occupied:
                break
            lock = _try_lock(path)
            if lock is None:
                continue  # another window plays there
            if not os.path.lexists(path):
                return Slot(path, lock)
            lock.release()
            occupied.append((os.lstat(path).st_mtime_ns, number))
        for _, number in sorted(occupied):
            path = slot_path(number, folder)
            lock = _try_lock(path)
            if lock is not None:
                return Slot(path, lock)
    raise SaveError("save.all_busy")


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

    def refresh(self) -> None:
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
        lock = _try_lock(candidate, create=False)
        if lock is None:
            continue  # another window plays it
        try:
            kind, data = read_save(candidate)
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
        screen.save_slot = Slot(candidate, lock)
        return screen
    notify(Refusal("notice.no_save"))
    return None
