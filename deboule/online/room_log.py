"""A room that fails says so: one line on the server's standard error, French and English,
with the room's code and the reason (`deboule serve`'s log), never a silent room. A room that
came back from a file calls `on_failed` too: the store sets that file aside."""

from __future__ import annotations

from typing import Any

from deboule.online.text import phrase
from deboule.text.terminal import warn


def failed_room(room: Any, reason: str) -> None:
    """Say that `room` failed, and why; its `on_failed` (the store's) hears of it too."""
    reason = " ".join(str(reason).split())[:300]
    warn(phrase("online.serve.room_failed", room=room.code, reason=reason).both())
    if room.on_failed is not None:
        room.on_failed(room, reason)
