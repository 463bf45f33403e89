"""One member of a room: a seat's person or bot client, its token to come back with, and the
messages it was sent (sent again on resume)."""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any

from deboule.online.protocol import TOKEN_BYTES


@dataclass
class Member:
    seat: int
    kind: str  # "human" or "bot"
    level: str
    name: str
    token: str = field(default_factory=lambda: secrets.token_urlsafe(TOKEN_BYTES))
    conn: Any = None  # the live connection (deboule/online/server.py), None while away
    away_since: float | None = None
    rtt: float | None = None  # seconds, measured by the server's pings
    # (seq, private, text): the events, and the messages for this member alone (sent again
    # on resume when they came after the last event it saw, or with it)
    history: list[tuple[int, bool, str]] = field(default_factory=list)
    view_event: int | None = None  # the last view event it was sent (view_stream.py)
    web: Any = None  # a browser seat's WebTable (deboule/online/web_table.py), else None
