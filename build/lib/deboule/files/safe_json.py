"""Reading JSON files that may be hostile: bounded in size, nesting, memory and time.

Every file the program reads back (autosaves, records, settings) goes through `read_json`:

- only a regular file is read: a FIFO, a device (a symlink to /dev/zero), a socket or a folder
  is refused at once, without blocking (deboule/rules/core/regular_file.py, the project's one reader
  of files it reads back, caches included);
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
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from deboule.rules.core.regular_file import NotReadable, read_regular
from deboule.text.i18n import Phrase, Refusal


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
_SMALL_DICT = 5  # pairs a dict holds within its first _DICT bytes
_STRUCTURE = np.frombuffer(b"{}[]:", dtype=np.uint8)
_OPENING = np.frombuffer(b"{[", dtype=np.uint8)
_CLOSING = np.frombuffer(b"}]", dtype=np.uint8)
# every string as it is met: those of ASCII only dropped, the others kept; between strings
# dropped too (what is left is the strings holding a wider character, quotes included)
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")


# ---------------------------------------------------------------------------- reading
def read_regular_file(path: Path | str, max_bytes: int) -> bytes:
    """The bytes of a regular file of at most `max_bytes` (UnsafeJson otherwise): the
    project's one safe reader (deboule/rules/core/regular_file.py), its refusals worded for
    people."""
    try:
        return read_regular(path, max_bytes)
    except NotReadable as exc:
        if exc.why == "missing":
            raise UnsafeJson("file.missing") from None
        if exc.why == "not_regular":
            raise UnsafeJson("file.not_regular", kind=Phrase(f"file.kind.{exc.kind}")) from None
        if exc.why == "too_large":
            raise UnsafeJson("file.too_large", limit=exc.limit) from None
        raise UnsafeJson("file.unreadable", reason=exc.reason) from None


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
        # a UTF-8 byte order mark at the start (some text editors add one) is read as nothing
        text = raw.decode("utf-8-sig")
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
    # a string holding a letter beyond ASCII ("é", "€", an emoji) takes 1, 2 or 4 bytes a
    # character and a larger header: only those strings, not the whole text (issue 32 point 8)
    wide, wide_bytes = (0, 0) if text.isascii() else _wide_strings(raw)
    lead = int(codes.max(initial=0))  # the widest character's first byte in UTF-8
    char_size = 4 if lead >= 0xF0 else 2 if lead >= 0xC4 else 1
    values = raw.count(b",") + objects + lists + 1
    objects_size = (objects * _DICT + lists * _LIST + values * _SLOT + numbers * _NUMBER
                    + digits * 2 + len(text) + wide_bytes * char_size
                    + strings * _STRING + wide * (_WIDE_STRING - _STRING))
    budget = max(limits.memory_factor * len(raw), limits.memory_floor)

    def estimated(pairs: int) -> int:
        # the scan's own arrays (a few bytes per byte) are gone before parsing builds objects
        return len(raw) + sys.getsizeof(text) + max(3 * len(raw), objects_size + pairs * _PAIR)

    estimate = estimated(raw.count(b":"))
    if estimate > budget >= estimated(0):  # only then is telling small objects apart worth it
        estimate = estimated(_large_object_pairs(raw))
    if estimate > budget:
        raise UnsafeJson("file.too_dense", factor=f"{limits.memory_factor:g}")
    return estimate


def _unescaped(raw: bytes) -> np.ndarray:
    """The file's bytes with escaped backslashes and quotes blanked: the same length, and every
    quote left opens or closes a string."""
    if b"\\" in raw:  # pairs from the left, as JSON reads them: then what a backslash escapes
        raw = raw.replace(b"\\\\", b"__").replace(b'\\"', b"__")
    return np.frombuffer(raw, dtype=np.uint8)


def _wide_strings(raw: bytes) -> tuple[int, int]:
    """How many strings hold a character beyond ASCII, and their bytes (at least their
    characters)."""
    codes = _unescaped(raw)
    quotes = np.cumsum(codes == ord('"'), dtype=np.int32)  # odd inside a string
    marked = np.zeros(int(quotes[-1]) + 1 if quotes.size else 1, dtype=bool)
    marked[quotes[(codes >= 0x80) & (quotes & 1 == 1)]] = True  # the strings holding one
    marked[0::2] = False  # between strings: not a string
    return int(np.count_nonzero(marked)), int(np.count_nonzero(marked[quotes]))


def _large_object_pairs(raw: bytes) -> int:
    """The pairs of the objects holding more than _SMALL_DICT pairs: a smaller dict takes _DICT
    whatever it holds (a record is mostly small objects); a larger one grows, and the parser
    keeps its pairs in a list until it ends. Colons and brackets inside strings are left out
    (told apart by the quotes, escapes blanked first); a colon no bracket holds counts, and
    every colon of a file that is not JSON or is nested deeper than 64."""
    codes = _unescaped(raw)
    outside = (np.cumsum(codes == ord('"'), dtype=np.int32) & 1) == 0
    outside &= np.isin(codes, _STRUCTURE)
    kinds = codes[outside]  # the brackets and colons outside strings, in order
    del outside
    opening = np.isin(kinds, _OPENING)
    depth = np.cumsum(opening.view(np.int8) - np.isin(kinds, _CLOSING).view(np.int8),
                      dtype=np.int32)
    if kinds.size and not 0 <= int(depth.min()) <= int(depth.max()) <= 64:
        return int(np.count_nonzero(kinds == ord(":")))  # not JSON, or too deep to go through
    large = 0
    for level in range(int(depth.min(initial=0)), int(depth.max(initial=0)) + 1):
        # at one depth, in order: each object's opening bracket, then its own colons
        here = depth == level
        owner = np.cumsum(opening[here], dtype=np.int32)[kinds[here] == ord(":")]
        pairs = np.bincount(owner)
        large += int(pairs[1:][pairs[1:] > _SMALL_DICT].sum()) + int(pairs[:1].sum())
    return large


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
