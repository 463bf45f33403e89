"""Reading a file the program wrote for itself and reads back (a cache, a save, a record) without
trusting what is at its path now: a regular file only, at most `max_bytes`.

A FIFO at the path would block the reader for ever, a device (a symlink to /dev/zero) would be
read until memory runs out, a folder or a socket is no file: each is refused at once. The file
is opened non-blocking (a FIFO opens without waiting) and `fstat`-ed through that very handle,
so what is read is what was checked; at most `max_bytes + 1` bytes are read, in reads no larger
than the file (os.read allocates the size asked for). Nothing is ever executed.

The shared shell's `deboule/files/safe_json.py` reads every JSON file through this and words its
refusals for people; the rules' caches (Chamot's lexicon index and frequency ranks) and the
renderer's (deboule/render/prebuilt.py) read through it and build again what it refuses.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path


class NotReadable(OSError):
    """A file `read_regular` refused: `why` is "missing", "unreadable" (then `reason`, the
    system's words), "not_regular" (then `kind`: directory, fifo, device, socket, other) or
    "too_large" (then `limit`)."""

    def __init__(self, why: str, *, reason: str = "", kind: str = "", limit: int = 0) -> None:
        super().__init__(f"{why}: {reason or kind or limit or ''}".rstrip(": "))
        self.why, self.reason, self.kind, self.limit = why, reason, kind, limit


_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
          | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))


def read_regular(path: Path | str, max_bytes: int) -> bytes:
    """The bytes of the regular file at `path`, of at most `max_bytes` (NotReadable else)."""
    try:
        handle = os.open(path, _FLAGS)
    except FileNotFoundError:
        raise NotReadable("missing") from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the path
        raise NotReadable("unreadable", reason=getattr(exc, "strerror", None)
                          or type(exc).__name__) from None
    try:
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode):
            raise NotReadable("not_regular", kind=file_kind(info.st_mode))
        if info.st_size > max_bytes:
            raise NotReadable("too_large", limit=max_bytes)
        chunks, left, ask = [], max_bytes + 1, info.st_size + 1
        while left > 0:
            chunk = os.read(handle, min(left, ask))
            ask = 1 << 16
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except NotReadable:
        raise
    except OSError as exc:
        raise NotReadable("unreadable", reason=exc.strerror or type(exc).__name__) from None
    finally:
        os.close(handle)
    raw = b"".join(chunks)
    if len(raw) > max_bytes:  # it grew while it was read
        raise NotReadable("too_large", limit=max_bytes)
    return raw


def file_kind(mode: int) -> str:
    """What a file that is not a regular one is: directory, fifo, device, socket or other."""
    for test, name in ((stat.S_ISDIR, "directory"), (stat.S_ISFIFO, "fifo"),
                       (stat.S_ISCHR, "device"), (stat.S_ISBLK, "device"),
                       (stat.S_ISSOCK, "socket")):
        if test(mode):
            return name
    return "other"
