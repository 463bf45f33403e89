"""Printing text that may come from a file (a player's name, a path, a reason) to a terminal.

Control characters (C0, DEL, C1: escape sequences that clear the screen or set the window's
title), format characters (bidirectional overrides, zero-width characters) and lone UTF-16
surrogates are shown escaped (`\\x1b`, `\\u202e`, `\\udc80`); ordinary text, accents and emoji
included, is unchanged. A terminal whose encoding cannot show a character gets it escaped too,
so printing never raises.
"""

from __future__ import annotations

import sys
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


def say(text: object = "", stream: TextIO | None = None) -> None:
    """Print one line of `text`, escaped, to `stream` (stdout by default), flushed."""
    stream = stream if stream is not None else sys.stdout
    line = printable(text)
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        line.encode(encoding)
    except UnicodeEncodeError:
        line = line.encode(encoding, "backslashreplace").decode(encoding)
    except LookupError:
        line = line.encode("ascii", "backslashreplace").decode("ascii")
    stream.write(line + "\n")
    stream.flush()


def warn(text: object) -> None:
    """One line on the standard error stream."""
    say(text, sys.stderr)
