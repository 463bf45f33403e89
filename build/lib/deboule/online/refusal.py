"""What stops a room and what a room refuses: the two exceptions the online package raises
across its modules (a module of their own, so that the races, the room's checks and the server
can name them without importing the room)."""

from __future__ import annotations

from typing import Any


class RoomStopped(Exception):
    """The server stops: the room's thread ends where it is, its last save kept for a server
    that starts again (it must not play on with its own bots, nor save what they play)."""


class RoomRefusal(Exception):
    """A request the room refuses (a phrase key and values, deboule/online/text.py)."""

    def __init__(self, key: str, **values: Any) -> None:
        super().__init__(key)
        self.key, self.values = key, values
