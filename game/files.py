"""Writing the game's own files safely, and keeping a refused file aside.

- `write_json_atomic`: a temporary file in the same folder, flushed to disk, renamed over the
  target: a crash, a kill or a full disk leaves the previous file whole.
- `set_aside`: a file the game refused (a corrupt autosave, bad settings) is renamed to
  `<name>.<date-time>.refused` next to it, byte for byte, so that the next write cannot
  overwrite it and the player can look at it; the game then goes on without it.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path


def write_json_atomic(path: Path, data: dict) -> None:
    """Write JSON to a temporary file in the same folder, then rename it over `path`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            json.dump(data, stream, ensure_ascii=False, indent=1)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


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
