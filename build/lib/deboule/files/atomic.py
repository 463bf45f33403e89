"""Writing the game's own files safely, and keeping a refused file aside.

- `write_json_atomic`: a temporary file in the same folder, flushed to disk, renamed over the
  target: a crash, a kill or a full disk leaves the previous file whole.
- `write_json_new`: the same for a file that must not exist yet (a game record): the temporary
  file is hard-linked to the name, which fails when the name is taken (`FileExistsError`), so
  two writers racing for one name never overwrite each other; nothing shows under the name until
  the file is whole.
- `unique_stamp`: a file name's date to the microsecond, with the process id.
- `set_aside`: a file the game refused (a corrupt autosave, bad settings) is renamed to
  `<name>.<date-time>.refused` next to it, byte for byte, so that the next write cannot
  overwrite it and the player can look at it; the game then goes on without it.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path


def write_json_atomic(path: Path, data: dict) -> None:
    """Write JSON to a temporary file in the same folder, then rename it over `path`."""
    _write_through_temporary(path, data, lambda temporary: os.replace(temporary, path))


def write_json_new(path: Path, data: dict) -> None:
    """Write JSON to `path`, which must not exist: FileExistsError, and nothing written, when it
    does. The whole file appears at once (a hard link to a finished temporary file); on a file
    system without hard links, the name is taken first with an exclusive creation, then the
    finished file renamed over that empty placeholder."""

    def publish(temporary: str) -> None:
        try:
            os.link(temporary, path, follow_symlinks=False)
        except FileExistsError:
            raise
        except OSError as exc:
            if exc.errno not in NO_HARD_LINKS:
                raise
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644))
            os.replace(temporary, path)
        else:
            with contextlib.suppress(OSError):  # the file is written; a leftover is cleaned later
                os.unlink(temporary)

    _write_through_temporary(path, data, publish)


# the errors of a file system that has no hard links (FAT, some network and FUSE mounts)
NO_HARD_LINKS = frozenset({errno.EPERM, errno.EOPNOTSUPP, errno.ENOTSUP, errno.EMLINK,
                           errno.ENOSYS, errno.EXDEV})


def _write_through_temporary(path: Path, data: dict, publish: Callable[[str], None]) -> None:
    """Write JSON to a temporary file beside `path` (`<name><random>.tmp`), flushed to disk, then
    `publish(temporary)` it; the temporary file is removed when anything fails."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            json.dump(data, stream, ensure_ascii=False, indent=1)
            stream.flush()
            os.fsync(stream.fileno())
        publish(temporary)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def unique_stamp(now_ns: int | None = None) -> str:
    """`YYYYmmdd-HHMMSS-uuuuuu-<pid>`: the local date and time to the microsecond, and this
    process's id, so that two windows finishing a game in the same microsecond still differ.
    Names built on it are still created exclusively (`write_json_new`): a clash takes another."""
    now_ns = time.time_ns() if now_ns is None else now_ns
    seconds, nanoseconds = divmod(now_ns, 1_000_000_000)
    return (f"{time.strftime('%Y%m%d-%H%M%S', time.localtime(seconds))}"
            f"-{nanoseconds // 1000:06d}-{os.getpid()}")


def os_reason(exc: BaseException) -> str:
    """A short reason for a failed file operation: the system's message and the file."""
    strerror, filename = getattr(exc, "strerror", None), getattr(exc, "filename", None)
    if strerror and filename:
        return f"{strerror} : {filename}"
    return strerror or str(exc) or type(exc).__name__


def set_aside(path: Path, now: float | None = None) -> Path | None:
    """Rename the refused file at `path` to a dated `.refused` name beside it; that new path,
    or None when it could not be moved (read-only folder, already gone)."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    for attempt in range(100):
        suffix = f".{stamp}.refused" if attempt == 0 else f".{stamp}-{attempt}.refused"
        target = path.with_name(path.name + suffix)
        if os.path.lexists(target):
            continue
        try:
            os.rename(path, target)  # a symlink is moved, not what it points to
        except OSError:
            return None
        return target
    return None
