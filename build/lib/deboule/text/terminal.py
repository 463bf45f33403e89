"""Every line the program prints goes through here (issue 32, point 4).

Text may come from the user or from a file (a player's name, a path, a house word, a reason):
control characters (C0, DEL, C1: escape sequences that clear the screen or set the window's
title), format characters (bidirectional overrides, zero-width characters) and lone UTF-16
surrogates are shown escaped (`\\x1b`, `\\u202e`, `\\udc80`); ordinary text, accents and emoji
included, is unchanged. A terminal whose encoding cannot show a character gets it escaped too,
so printing never raises.

- `say(text)`: one line on the standard output (or the stream given); `warn(text)`: one line
  on the standard error. A line break inside `text` is escaped too: one call, one line.
- `say_lines(text)`: the program's own text of several lines (argparse's help), each escaped.
- `is_terminal(stream)`: whether "stdout" or "stderr" is a terminal (progress bars).
- `bar_stream()`: the standard error for a progress bar (tqdm), escaping whatever it writes
  but its carriage returns, which redraw the bar's line.
- `escape_tracebacks()`: an unexpected exception's traceback (a bug) is printed escaped too,
  since its message may quote what the user gave.

No other module of deboule/, deboule/rules/ or deboule/physics/ prints or writes to sys.stdout /
sys.stderr (tests/test_terminal_output.py checks it).
"""

from __future__ import annotations

import re
import sys
import threading
import traceback
import unicodedata
from typing import TextIO

_UNSAFE = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}


def _escape(char: str) -> str:
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 \
        else f"\\U{code:08x}"


def printable(text: object) -> str:
    """`text` (or its str()) with every character a terminal would act on escaped."""
    text = str(text)
    if text.isascii() and text.isprintable():
        return text
    return "".join(_escape(ch) if unicodedata.category(ch) in _UNSAFE else ch for ch in text)


def _encodable(line: str, stream: TextIO) -> str:
    """`line` with what `stream`'s encoding cannot show escaped (never raises)."""
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        line.encode(encoding)
    except UnicodeEncodeError:
        line = line.encode(encoding, "backslashreplace").decode(encoding)
    except LookupError:
        line = line.encode("ascii", "backslashreplace").decode("ascii")
    return line


def say(text: object = "", stream: TextIO | None = None) -> None:
    """Print one line of `text`, escaped, to `stream` (stdout by default), flushed."""
    stream = stream if stream is not None else sys.stdout
    stream.write(_encodable(printable(text), stream) + "\n")
    stream.flush()


def warn(text: object) -> None:
    """One line on the standard error stream."""
    say(text, sys.stderr)


def say_lines(text: object, stream: TextIO | None = None) -> None:
    """The program's own text of several lines (a help page), each line escaped; a trailing
    line break is not an empty line."""
    for line in str(text).rstrip("\n").split("\n"):
        say(line, stream)


def is_terminal(name: str) -> bool:
    """Whether the standard stream `name` ("stdout" or "stderr") is a terminal."""
    stream = getattr(sys, name)
    return hasattr(stream, "isatty") and stream.isatty()


_BAR_SPLIT = re.compile(r"([\r\n])")


class _BarStream:
    """The standard error as a progress bar writes to it: carriage returns and line breaks
    pass (they redraw the bar), every other control character is escaped. Its terminal's width
    is read through `fileno`."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream
        self.encoding = getattr(stream, "encoding", None) or "utf-8"

    def write(self, text: str) -> int:
        parts = _BAR_SPLIT.split(text)
        shown = "".join(part if part in ("\r", "\n") else printable(part) for part in parts)
        return self._stream.write(_encodable(shown, self._stream))

    def flush(self) -> None:
        self._stream.flush()

    def fileno(self) -> int:
        return self._stream.fileno()

    def isatty(self) -> bool:
        return hasattr(self._stream, "isatty") and self._stream.isatty()


def bar_stream() -> _BarStream:
    """Where a progress bar draws (tqdm's `file`): the standard error, escaped."""
    return _BarStream(sys.stderr)


def _escaped_traceback(kind, value, trace) -> None:
    say_lines("".join(traceback.format_exception(kind, value, trace)), sys.stderr)


def _escaped_thread_traceback(args) -> None:
    if args.exc_type is not SystemExit:
        _escaped_traceback(args.exc_type, args.exc_value, args.exc_traceback)


def escape_tracebacks() -> None:
    """Print uncaught exceptions' tracebacks (main thread and others) escaped, line by line."""
    sys.excepthook = _escaped_traceback
    threading.excepthook = _escaped_thread_traceback
