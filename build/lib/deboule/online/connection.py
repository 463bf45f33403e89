"""One client of the room server: what waits to be sent to it (written by a task that lives only
while there is some, a slow reader dropped past its byte budget) and the rate its messages may
come at (a token bucket). `deliver` may be called from any thread (the rooms' threads)."""

from __future__ import annotations

import asyncio
import threading
import time
from collections import deque
from typing import TYPE_CHECKING, Any

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from deboule.online.protocol import encode
from deboule.online.races import RoundTrips

if TYPE_CHECKING:
    from deboule.online.room import Member, Room

RATE = 40.0  # messages a second a connection may send, on average
BURST = 200.0


class Connection:
    """One client. `deliver` may be called from any thread."""

    def __init__(self, ws: ServerConnection, loop: asyncio.AbstractEventLoop,
                 outbox_bytes: int = 0) -> None:
        self.ws, self.loop = ws, loop
        # the address its limits count by (deboule/online/limits.py), the rooms it watches, and
        # the bytes waiting to be sent to it: past `outbox_bytes` a slow reader is dropped
        self.address: str = getattr(ws, "address", "-")
        self.watching: list[Room] = []
        self.outbox_bytes, self.queued, self.dropped = outbox_bytes, 0, False
        self.on_drop: Any = None
        self.greeted = self.gone = self.closing = False
        # what waits to be sent, written by a task that lives only while there is some
        # (an idle connection holds no task of its own: docs/online.md, "The room server's
        # figures")
        self.outbox: deque[str | None] = deque()
        self.writing: asyncio.Task | None = None
        self.room: Room | None = None
        self.member: Member | None = None
        self.host_of: Room | None = None
        self.allowance, self.checked = BURST, time.monotonic()
        self.bytes_sent = 0
        self.name = ""
        self.web = False
        self.lock = threading.Lock()
        self.pending: list[str | None] = []
        self.waking = False
        self.round_trips = RoundTrips()  # measured by the server's own pings (races.py)

    def deliver(self, text: str) -> None:
        """Queue `text`; the loop is woken once for all that a room sent meanwhile."""
        with self.lock:
            if self.dropped:
                return
            self.pending.append(text)
            self.queued += len(text) if text is not None else 0
            if self.waking:
                return
            self.waking = True
        try:
            self.loop.call_soon_threadsafe(self.flush)
        except RuntimeError:  # the loop is closed: the server is stopping
            pass

    def flush(self) -> None:
        with self.lock:
            texts, self.pending = self.pending, []
            self.waking = False
            slow = bool(self.outbox_bytes) and self.queued > self.outbox_bytes
            if slow and self.dropped:
                return
            self.dropped = self.dropped or slow
        if slow:  # a reader that does not keep up: dropped (it may resume with its token)
            self.outbox.clear()
            if self.on_drop is not None:
                self.on_drop(self)
            transport = getattr(self.ws, "transport", None)
            if transport is not None:
                transport.abort()
            return
        if self.closing:  # closed by the server: nothing more is sent
            return
        self.outbox.extend(texts)
        if self.writing is None and self.outbox:
            self.writing = self.loop.create_task(self.write())

    def close_soon(self, said: Any, code: str = "closed") -> None:
        self.deliver(encode("closed", code=code, fr=said.text("fr"), en=said.text("en")))
        self.deliver(None)

    def spend(self) -> bool:
        """The rate limit (a token bucket): False once the client sends too fast."""
        now = time.monotonic()
        self.allowance = min(BURST, self.allowance + (now - self.checked) * RATE)
        self.checked = now
        self.allowance -= 1.0
        return self.allowance >= 0.0

    async def write(self) -> None:
        """Send what the outbox holds, in order, then end (`flush` starts it again)."""
        try:
            while self.outbox:
                text = self.outbox.popleft()
                if text is None:
                    self.outbox.clear()
                    self.closing = True
                    await self.ws.close(1008, "closed by the server")
                    return
                self.bytes_sent += len(text)
                try:
                    await self.ws.send(text)
                except ConnectionClosed:
                    self.outbox.clear()
                    return
                with self.lock:
                    self.queued -= len(text)
        finally:
            self.writing = None
