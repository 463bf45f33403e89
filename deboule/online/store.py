"""Rooms that survive a server restart (`deboule serve --data DIR`; docs/online.md).

Each room is saved like the autosave: one JSON file per room, written whole to a temporary file
and renamed over the last (deboule/files/atomic.py), versioned (`ROOM_FORMAT`, `ROOM_VERSION`), as
its seats and members (with their tokens) and its match's own save (`Match.to_save()`). The room
saves itself before each question it asks a bot client and after each event, at most every
`SAVE_EVERY` seconds, and once more when its game ends. A restarted server reads every room
file (a file it cannot read is set aside with its reason, never a crash), rebuilds each match
from its save, its remote seats bound again, and waits for the members to come back with their
tokens (deboule/online/client.py reconnects by itself).
"""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

from deboule.files.atomic import set_aside, write_json_atomic
from deboule.files.safe_json import JsonLimits, UnsafeJson, read_json
from deboule.match_base import MatchError
from deboule.online.room import Room
from deboule.online.room_check import check_room
from deboule.online.room_save import restored_match, room_to_save
from deboule.online.text import phrase
from deboule.text.terminal import warn

ROOM_FORMAT = "deboule-room"
ROOM_VERSION = 1
SAVE_EVERY = 0.25  # seconds between two saves of a room in play
ROOM_LIMITS = JsonLimits(max_bytes=64 * 1024 * 1024, memory_factor=16.0)


class RoomStore:
    """The folder of saved rooms."""

    def __init__(self, folder: Path, clock=time.monotonic) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.clock = clock
        self.saved_at: dict[str, float] = {}
        self.saved_status: dict[str, str] = {}  # a room's status in its last save
        self.lock = threading.Lock()
        self.refused: list[tuple[Path, str]] = []
        self.saves = 0

    def path(self, code: str) -> Path:
        return self.folder / f"room-{code}.json"

    def save(self, room: Any, force: bool = False) -> None:
        """Save `room` now (`force`), or when its last save is older than SAVE_EVERY (a room
        just started is saved at once: its last file is its lobby's)."""
        if getattr(room, "stopping", False):
            return  # a stopped room's last save is what a restarted server resumes
        now = self.clock()
        with self.lock:
            if not force and room.status == "playing" and \
                    self.saved_status.get(room.code) == "playing" and \
                    now - self.saved_at.get(room.code, -1e9) < SAVE_EVERY:
                return
            self.saved_at[room.code], self.saved_status[room.code] = now, room.status
            data = room_to_save(room)
            data.update(format=ROOM_FORMAT, version=ROOM_VERSION)
            write_json_atomic(self.path(room.code), data)
            self.saves += 1

    def forget(self, code: str) -> None:
        """A room let go of: its file goes."""
        with self.lock:
            self.path(code).unlink(missing_ok=True)
            self.saved_at.pop(code, None)
            self.saved_status.pop(code, None)

    def load(self) -> list[tuple[Path, dict[str, Any]]]:
        """Every room file that passes its checks (deboule/online/room_check.py), with its path;
        the others set aside (`refused`, with why)."""
        rooms = []
        for path in sorted(self.folder.glob("room-*.json")):
            try:
                data = read_json(path, ROOM_LIMITS)
                if not isinstance(data, dict) or data.get("format") != ROOM_FORMAT or \
                        data.get("version") != ROOM_VERSION:
                    raise ValueError("not a room of this version")
                check_room(data, path.name)
                rooms.append((path, data))
            except (UnsafeJson, OSError, ValueError) as exc:
                self.refuse(path, str(exc))
        return rooms

    def refuse(self, path: Path, reason: str) -> None:
        """A room's file set aside (`<name>.<date>.refused`, deboule/files/atomic.py), and why."""
        self.refused.append((path, str(reason)[:200]))
        set_aside(path)

    def resume_into(self, server: Any) -> int:
        """Bring every saved room back into `server` (a RoomServer); how many. A room whose
        match cannot be rebuilt from its file is set aside, every other one goes on."""
        count = 0
        for path, data in self.load():
            try:
                room = Room.from_save(data)
                if room.status == "playing" and room.answer_log is None:
                    room.match = restored_match(room)  # a bad save is refused here, at once
            except (KeyError, TypeError, ValueError, AttributeError, MatchError) as exc:
                reason = exc.text("en") if isinstance(exc, MatchError) else repr(exc)
                self.refuse(path, f"{data.get('code')}: {reason}")
                continue
            room.on_change = self.save
            room.on_failed = self.failed
            server.rooms[room.code] = room
            room.resume_play()
            count += 1
        return count

    def failed(self, room: Any, reason: str) -> None:
        """A resumed room that failed (deboule/online/room_log.py said so): its file set aside,
        said, so that the next start does not fail on it again."""
        path = self.path(room.code)
        with self.lock:
            if not path.exists():
                return
            self.refuse(path, reason)
        warn(phrase("online.serve.refused_room", path=str(path)[-120:],
                    reason=reason[:160]).both())
