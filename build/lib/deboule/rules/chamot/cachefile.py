"""Chamot's cache files (the lexicon's index, the folded frequency ranks): written whole or not at
all, read back only when they are what was written.

A cache is the payload followed by a trailer, `\\nchamot-cache sha256 <64 hex>\\n`, the digest
of the payload. It is read through the project's safe reader (deboule/rules/core/regular_file.py): a
regular file of at most the caller's cap, so a FIFO at its path cannot block a game and a symlink
to /dev/zero cannot fill the memory; then its digest is checked, so a cut, damaged or foreign
file (a few flipped bytes still load as a marisa trie, a wrong one) is never used. Whatever is
refused, the caller builds the cache again and writes it over the bad one (a rename replaces a
FIFO or a symlink, never what it points to).
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

from deboule.rules.core.regular_file import NotReadable, read_regular

_TRAILER = b"\nchamot-cache sha256 "
_TRAILER_SIZE = len(_TRAILER) + 64 + 1


def read_cache(path: Path, max_bytes: int) -> bytes | None:
    """The payload of the cache at `path`; None when it is missing, not a regular file, over
    `max_bytes`, or not whole (its digest does not match)."""
    try:
        raw = read_regular(path, max_bytes)
    except NotReadable:
        return None
    if len(raw) < _TRAILER_SIZE:
        return None
    payload, trailer = raw[:-_TRAILER_SIZE], raw[-_TRAILER_SIZE:]
    if not trailer.startswith(_TRAILER) or trailer[-1:] != b"\n":
        return None
    if trailer[len(_TRAILER):-1] != hashlib.sha256(payload).hexdigest().encode():
        return None
    return payload


def write_cache(path: Path, payload: bytes) -> None:
    """Write `payload` and its trailer to a temporary file beside `path`, then rename it over
    `path`. A cache that cannot be written only costs the next process a rebuild."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    except OSError:
        return
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(payload)
            out.write(_TRAILER + hashlib.sha256(payload).hexdigest().encode() + b"\n")
        os.replace(temporary, path)
    except OSError:
        Path(temporary).unlink(missing_ok=True)
