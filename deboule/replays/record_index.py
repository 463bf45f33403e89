"""Finding the records "Revoir une partie" lists, without reading them (issue 32, point 3).

A list of ten 8 MiB records froze the window for ~50 s and kept 650 MB: every record was parsed
and kept. Now the list is built from each file's metadata and the first `HEADER_BYTES` of it:

- the files are every `*.json` of the folders and of their sub-folders (one level), newest
  first by the file's date (`os.scandir`: no file is opened to sort them);
- only the player's own files are read (`st_uid`): `<temp>/deboule-records` is a folder anyone on
  the machine can write to, and a file put there by another user is refused unread, as is a
  symbolic link or anything but a regular file (checked on the opened file, `fstat`);
- a record written since has its summary first (deboule/replays/record_summary.py): the head is
decoded
  with `json.JSONDecoder.raw_decode` and the summary checked; a record written before starts
  with `"format": "deboule-record"` and is listed by its file's name, read when opened; any other
  file is refused with its reason (a refused file is shown, never silently dropped);
- a record of at most `CHECKED_BYTES` (every game's record but the longest) is then read whole
  and checked as the viewer reads it (deboule.replays.records.parse_record: a file cut short, or not
  a record, is refused here, not when opened) and its summary must be its own (its game, seats
  and final scores: `summary_matches`); a larger one is listed from its head alone, its line
  marked unchecked (`Found.checked`), and checked when opened;
- a byte order mark (BOM) is read as the command line reads it (deboule/files/safe_json.py):
skipped;
- `MAX_LISTED` records are listed, however many unreadable files are newer than them.

`read_record` reads one record when it is opened: the same checks, at most MAX_RECORD_BYTES.
Both run in the window's background threads (deboule/screens/replays.py); `progress` is called
as they go and may raise to stop them.
"""

from __future__ import annotations

import codecs
import hashlib
import json
import os
import re
import stat
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from deboule.replays.record_summary import SUMMARY_KEY, summary_matches, summary_problem
from deboule.text.i18n import Phrase, Refusal

MAX_LISTED = 100  # the newest records on the list
MAX_REFUSED_KEPT = 200  # refused files named on the list of refused files (the rest counted)
HEADER_BYTES = 8 * 1024  # a summary of 64 seats fits in 4 KiB
# records read whole and checked while listed: a long Déboulé match is ~400 kB (parsed in
# ~10 ms, one at a time: memory for one); larger ones are listed unchecked
CHECKED_BYTES = 2 * 1024 * 1024
# the verdicts on records read whole, by their bytes' digest: the list looked at again (or
# a record that did not change) is not parsed again
CHECKED_KEPT = 256
_CHECKED: OrderedDict[tuple[str, bytes], dict | None | Phrase] = OrderedDict()
_CHECKED_LOCK = threading.Lock()
_OLD_RECORD = re.compile(rb'\A\s*\{\s*"format"\s*:\s*"deboule-record"')
_FIRST_KEY = re.compile(r'\A\s*\{\s*"' + SUMMARY_KEY + r'"\s*:\s*')


@dataclass(frozen=True)
class Found:
    """A record on the list: its file, the file's date and the summary from its head (None
    for a record written before summaries: it is named by its file)."""

    path: Path
    when: float
    summary: dict | None
    # read whole and its summary found its own (False: a record larger than CHECKED_BYTES,
    # listed from its head and checked when opened)
    checked: bool = True


@dataclass(frozen=True)
class Refused:
    """A file left off the list, and why (French and English)."""

    path: Path
    reason: Phrase


@dataclass
class Scan:
    """What a look over the folders found."""

    listed: list[Found] = field(default_factory=list)
    refused: list[Refused] = field(default_factory=list)
    refused_count: int = 0  # may exceed len(refused): only MAX_REFUSED_KEPT are named
    not_examined: int = 0  # older files left unread once MAX_LISTED records were listed

    def refuse(self, path: Path, reason: Phrase) -> None:
        self.refused_count += 1
        if len(self.refused) < MAX_REFUSED_KEPT:
            self.refused.append(Refused(path, reason))


class FileRefused(Refusal):
    """A file that is not read: not the player's, not a regular file, too large, unreadable."""


# ---------------------------------------------------------------------------- the folders
def candidates(folders: list[Path]) -> list[tuple[Path, float]]:
    """Every `*.json` entry of the folders and of their sub-folders (not followed through
    symbolic links), with its date, newest first; nothing is opened. A file reached twice
    (folders that overlap) is listed once."""
    found: dict[tuple[int, int], tuple[Path, float]] = {}
    for folder in folders:
        for directory in [folder, *_subfolders(folder)]:
            for entry in _entries(directory):
                if not entry.name.endswith(".json"):
                    continue
                try:
                    info = entry.stat(follow_symlinks=False)
                except OSError:
                    continue
                if not stat.S_ISDIR(info.st_mode):
                    found.setdefault((info.st_dev, info.st_ino), (Path(entry.path),
                                                                  info.st_mtime))
    return sorted(found.values(), key=lambda item: (-item[1], str(item[0])))


def _entries(directory: Path) -> list[os.DirEntry]:
    try:
        with os.scandir(directory) as entries:
            return list(entries)
    except OSError:
        return []


def _subfolders(folder: Path) -> list[Path]:
    folders = []
    for entry in _entries(folder):
        try:
            if entry.is_dir(follow_symlinks=False):
                folders.append(Path(entry.path))
        except OSError:
            continue
    return folders


def scan(folders: list[Path], progress: Callable[[int, int], None] | None = None,
         limit: int = MAX_LISTED) -> Scan:
    """The newest `limit` records of the folders, from their heads; refused files with why.
    `progress(done, total)` is told after each file examined."""
    result = Scan()
    files = candidates(folders)
    for index, (path, when) in enumerate(files):
        if len(result.listed) >= limit:
            result.not_examined = len(files) - index
            break
        try:
            summary = read_summary(path)
            checked = small(path)
            # another key order (a record is a JSON value: its summary may not come first)
            other_order = isinstance(summary, Phrase) and summary.key == "replays.not_record"
            if checked and (other_order or not isinstance(summary, Phrase)):
                whole = checked_summary(path)
                if not (other_order and isinstance(whole, Phrase)
                        and not whole.key.startswith("replays.summary")):
                    summary = whole  # else not a record in any order: the head's reason
        except FileRefused as exc:
            result.refuse(path, exc.phrase)
        else:
            if isinstance(summary, Phrase):
                result.refuse(path, summary)
            else:
                result.listed.append(Found(path, when, summary, checked))
        if progress is not None:
            progress(index + 1, len(files))
    return result


# ---------------------------------------------------------------------------- one file
def small(path: Path) -> bool:
    """Whether the file at `path` is read whole and checked while listed (CHECKED_BYTES; its
    size read without following a link: `read_own` refuses a link however large)."""
    try:
        return os.lstat(path).st_size <= CHECKED_BYTES
    except OSError:
        return True  # `read_own` says why it cannot be read
def own_uid() -> int | None:
    """The player's user id (None where the system has none)."""
    return os.getuid() if hasattr(os, "getuid") else None


def read_own(path: Path, max_bytes: int, whole: bool = True,
             tail: int = 0) -> tuple[bytes, int, bytes]:
    """The bytes of the player's own regular file at `path`, the file's size and its last
    `tail` bytes (FileRefused otherwise): the whole file, at most `max_bytes` (a larger one is
    refused), or with `whole=False` its first `max_bytes`. The checks are made on the opened
    file (`fstat`), so a file swapped meanwhile is not read."""
    flags = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
             | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0))
    try:
        handle = os.open(path, flags)
    except FileNotFoundError:
        raise FileRefused("file.missing") from None
    except OSError as exc:
        if path.is_symlink():
            raise FileRefused("replays.symlink") from None
        raise FileRefused("file.unreadable", reason=exc.strerror or type(exc).__name__) from None
    try:
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused("replays.not_regular")
        uid = own_uid()
        if uid is not None and info.st_uid != uid:
            raise FileRefused("replays.other_owner")
        if whole and info.st_size > max_bytes:
            raise FileRefused("file.too_large", limit=max_bytes)
        chunks, left = [], max_bytes + (1 if whole else 0)
        while left > 0:
            chunk = os.read(handle, min(left, 1 << 16))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        end = os.pread(handle, tail, max(0, info.st_size - tail)) if tail else b""
    except OSError as exc:
        raise FileRefused("file.unreadable", reason=exc.strerror or type(exc).__name__) from None
    finally:
        os.close(handle)
    raw = b"".join(chunks)
    if whole and len(raw) > max_bytes:  # it grew while read
        raise FileRefused("file.too_large", limit=max_bytes)
    return raw, info.st_size, end


def read_summary(path: Path) -> dict | None | Phrase:
    """The summary at the head of the file (a dict), None for a record written before
    summaries, or why the file is not listed (a Phrase); FileRefused when it is not read."""
    # loaded on first use, not with this module: numpy, the rules' core, every game (96 ms)
    from deboule.replays.records import MAX_RECORD_BYTES

    head, size, end = read_own(path, HEADER_BYTES, whole=False, tail=64)
    head = head.removeprefix(codecs.BOM_UTF8)  # as deboule/files/safe_json.py reads it
    if size > MAX_RECORD_BYTES:  # refused now rather than when opened
        return Phrase("file.too_large", limit=MAX_RECORD_BYTES)
    try:  # a character cut by the end of the head is held back, not read
        text = codecs.getincrementaldecoder("utf-8")().decode(head, final=False)
    except UnicodeDecodeError:
        return Phrase("file.not_utf8")
    older, start = _OLD_RECORD.match(head), _FIRST_KEY.match(text)
    if older is None and start is None:
        return Phrase("replays.not_record")
    if not end.rstrip().endswith(b"}"):  # a record is one object: this one was cut short
        return Phrase("replays.cut_short")
    if start is None:
        return None  # a record written before summaries: read when opened
    try:
        summary, _ = _DECODER.raw_decode(text, start.end())
    except (ValueError, RecursionError):  # not JSON, or not whole within the head
        return Phrase("replays.summary_shape")
    return summary_problem(summary) or summary


def checked_summary(path: Path) -> dict | None | Phrase:
    """The summary of the record at `path` read whole and checked as the viewer reads it
    (`read_record`; its keys in any order), when it is its own (None: a record written before
    summaries, named by its file); else why the file is not listed (a Phrase). FileRefused
    when it is not read."""
    # loaded on first use, not with this module: numpy, the rules' core, every game (112 ms)
    from deboule.replays.records import MAX_RECORD_BYTES, parse_record

    raw, _, _ = read_own(path, MAX_RECORD_BYTES)
    key = (path.name, hashlib.sha256(raw).digest())  # the same bytes: the same verdict
    with _CHECKED_LOCK:
        if key in _CHECKED:
            _CHECKED.move_to_end(key)
            return _CHECKED[key]
    try:
        record = parse_record(raw, path.name)  # the list's line names its folder already
    except Refusal as exc:
        reason = exc.phrase.values.get("reason") if exc.phrase.key == "record.file" else None
        verdict: dict | None | Phrase = reason.phrase if isinstance(reason, Refusal) \
            else exc.phrase
    else:
        summary = record.get(SUMMARY_KEY)
        verdict = None if SUMMARY_KEY not in record else summary_problem(summary) or (
            Phrase("replays.summary_not_own") if summary_matches(record) is not None
            else summary)
    with _CHECKED_LOCK:
        _CHECKED[key] = verdict
        while len(_CHECKED) > CHECKED_KEPT:
            _CHECKED.popitem(last=False)
    return verdict


def _no_constant(name: str):
    raise ValueError(f"{name} is not allowed")


def _no_duplicates(pairs: list) -> dict:
    keys = [key for key, _ in pairs]
    if len(set(keys)) != len(keys):
        raise ValueError("duplicate key")
    return dict(pairs)


_DECODER = json.JSONDecoder(parse_constant=_no_constant, object_pairs_hook=_no_duplicates)


def read_record(path: Path) -> dict:
    """The record at `path`, read when it is opened: the player's own regular file, at most
    MAX_RECORD_BYTES, parsed and checked by deboule.replays.records (RecordError or FileRefused)."""
    # loaded on first use, not with this module: numpy, the rules' core, every game (113 ms)
    from deboule.replays.records import MAX_RECORD_BYTES, parse_record

    raw, _, _ = read_own(path, MAX_RECORD_BYTES)
    return parse_record(raw, str(path))
