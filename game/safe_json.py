"""Reading JSON files that may be hostile: bounded in size, nesting, memory and time.

Every file the program reads back (autosaves, records, settings) goes through `read_json`:

- only a regular file is read: a FIFO, a device (a symlink to /dev/zero), a socket or a folder
  is refused at once, without blocking (the file is opened non-blocking, then `fstat`-ed);
- at most `max_bytes` are read;
- before parsing, a scan over the text with the strings blanked measures the nesting depth and
  estimates the memory the parsed objects will take (CPython's sizes of dicts, lists, strings and
  numbers); a file nested deeper than `max_depth`, or whose objects would take more than
  `memory_factor` times the file's size, is refused before any object is built;
- parsing refuses NaN/Infinity, floats out of range, integers of more than `max_int_digits`
  digits, duplicate keys and lone UTF-16 surrogates (text that cannot be printed or written).

Any refusal raises `UnsafeJson`, whose message exists in French and English (`text(lang)`).
Nothing is ever executed and the file is never modified.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from game.i18n import Phrase, Refusal


@dataclass(frozen=True)
class JsonLimits:
    """What one kind of file may be. `memory_floor`: a budget every file gets whatever its size
    (a tiny file is never refused for its density alone unless the floor is 0)."""

    max_bytes: int
    max_depth: int = 32
    memory_factor: float = 12.0
    memory_floor: int = 64 * 1024
    max_int_digits: int = 40


class UnsafeJson(Refusal):
    """A file refused by `read_json`/`parse_json`; the reason exists in French and English."""


# CPython (64-bit) sizes used to estimate the parsed objects' memory; a little generous
_DICT, _PAIR, _LIST, _SLOT, _NUMBER, _STRING, _WIDE_STRING = 184, 100, 88, 10, 36, 56, 80
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")


# ---------------------------------------------------------------------------- reading
def read_regular_file(path: Path | str, max_bytes: int) -> bytes:
    """The bytes of a regular file of at most `max_bytes` (UnsafeJson otherwise)."""
    flags = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
             | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
    try:
        handle = os.open(path, flags)
    except FileNotFoundError:
        raise UnsafeJson("file.missing") from None
    except OSError as exc:
        raise UnsafeJson("file.unreadable", reason=exc.strerror or type(exc).__name__) from None
    try:
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode):
            raise UnsafeJson("file.not_regular", kind=Phrase(f"file.kind.{_kind(info.st_mode)}"))
        if info.st_size > max_bytes:
            raise UnsafeJson("file.too_large", limit=max_bytes)
        # at most max_bytes + 1 (the file may grow while it is read), in reads no larger than
        # the file (os.read allocates the size asked for)
        chunks, left, ask = [], max_bytes + 1, info.st_size + 1
        while left > 0:
            chunk = os.read(handle, min(left, ask))
            ask = 1 << 16
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as exc:
        raise UnsafeJson("file.unreadable", reason=exc.strerror or type(exc).__name__) from None
    finally:
        os.close(handle)
    raw = b"".join(chunks)
    if len(raw) > max_bytes:
        raise UnsafeJson("file.too_large", limit=max_bytes)
    return raw


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISDIR, "directory"), (stat.S_ISFIFO, "fifo"),
                       (stat.S_ISCHR, "device"), (stat.S_ISBLK, "device"),
                       (stat.S_ISSOCK, "socket")):
        if test(mode):
            return name
    return "other"


def read_json(path: Path | str, limits: JsonLimits) -> Any:
    """The JSON value in the file at `path`, read within `limits` (UnsafeJson otherwise)."""
    return parse_json(read_regular_file(path, limits.max_bytes), limits)


# ---------------------------------------------------------------------------- parsing
def parse_json(raw: bytes | str, limits: JsonLimits) -> Any:
    """Parse `raw` (UTF-8 bytes or text) within `limits`."""
    if isinstance(raw, str):
        try:
            raw = raw.encode("utf-8")
        except UnicodeEncodeError:
            raise UnsafeJson("file.bad_text") from None
    if len(raw) > limits.max_bytes:
        raise UnsafeJson("file.too_large", limit=limits.max_bytes)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise UnsafeJson("file.not_utf8") from None
    scan(raw, text, limits)
    digits = limits.max_int_digits
    try:
        data = json.loads(text, parse_constant=_refuse_constant, object_pairs_hook=_no_duplicates,
                          parse_float=_finite_float, parse_int=lambda s: _bounded_int(s, digits))
    except UnsafeJson:
        raise
    except json.JSONDecodeError as exc:
        raise UnsafeJson("file.not_json", detail=f"{exc.msg} ({exc.lineno}:{exc.colno})") from None
    except (RecursionError, MemoryError):  # cannot happen after scan(); kept as a last guard
        raise UnsafeJson("file.too_deep", limit=limits.max_depth) from None
    except ValueError as exc:
        raise UnsafeJson("file.not_json", detail=str(exc)[:80]) from None
    if _SURROGATE_ESCAPE.search(raw) and _has_surrogate(data):
        raise UnsafeJson("file.bad_text")
    return data


def scan(raw: bytes, text: str, limits: JsonLimits) -> int:
    """Refuse, before parsing, what is nested too deeply or would take too much memory; the
    estimated memory of the parsed file (its bytes and text included).

    Brackets, colons and digits inside strings are counted as if they were outside: the
    estimate can only grow (a name full of brackets is refused, which is fine), and a depth
    hidden by closing brackets inside strings still meets the parser's own recursion guard.
    The scan allocates a few bytes per byte of the file, one array at a time."""
    codes = np.frombuffer(raw, dtype=np.uint8)
    # +1 at each opening bracket, -1 at each closing one
    steps = (codes == ord("{")).view(np.int8) + (codes == ord("[")).view(np.int8)
    steps -= (codes == ord("}")).view(np.int8)
    steps -= (codes == ord("]")).view(np.int8)
    steps = steps[steps != 0]
    if steps.size and int(steps.cumsum(dtype=np.int32).max()) > limits.max_depth:
        raise UnsafeJson("file.too_deep", limit=limits.max_depth)
    del steps
    numeric = (codes >= ord("0")) & (codes <= ord("9"))
    numeric |= codes == ord("-")
    digits = int(np.count_nonzero(numeric))
    numbers = int(np.count_nonzero(numeric[1:] & ~numeric[:-1])) + int(numeric[:1].sum())
    del numeric
    objects, lists = raw.count(b"{"), raw.count(b"[")
    strings = raw.count(b'"') // 2
    ascii = text.isascii()
    widest = "" if ascii else max(text)
    char_size = 1 if widest < "\u0100" else 2 if widest < "\U00010000" else 4
    values = raw.count(b",") + objects + lists + 1
    objects_size = (objects * _DICT + raw.count(b":") * _PAIR + lists * _LIST + values * _SLOT
                    + numbers * _NUMBER + digits * 2 + len(text) * char_size
                    + strings * (_STRING if ascii else _WIDE_STRING))
    # the scan's own arrays (a few bytes per byte) are gone before parsing builds the objects
    estimate = len(raw) + sys.getsizeof(text) + max(3 * len(raw), objects_size)
    budget = max(limits.memory_factor * len(raw), limits.memory_floor)
    if estimate > budget:
        raise UnsafeJson("file.too_dense", factor=f"{limits.memory_factor:g}")
    return estimate


def _has_surrogate(value: Any) -> bool:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if _SURROGATE.search(item):
                return True
        elif isinstance(item, dict):
            stack.extend(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def _refuse_constant(name: str):
    raise UnsafeJson("file.bad_constant", name=name)


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise UnsafeJson("file.bad_number", number=text[:24])
    return value


def _bounded_int(text: str, digits: int) -> int:
    if len(text.lstrip("-")) > digits:
        raise UnsafeJson("file.bad_number", number=text[:24] + ("…" if len(text) > 24 else ""))
    return int(text)


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise UnsafeJson("file.duplicate_key", key=repr(key)[:40])
        result[key] = value
    return result
