"""A room server's client (`websockets.sync.client`), for the window and the sim.

The connection lives in a thread of its own: it answers the server's pings at once (the round
trip the races are corrected by), checks every message (deboule/online/protocol.py) and puts it in
`inbox`, a queue the owner drains on its own clock (the window on pyglet's, GL staying on the
main thread). `seq` is the last event seen: a client that loses its link reconnects by itself
(`reconnect`) with its seat's token and gets every event it missed. Lines for people are
`deboule.text.i18n.Phrase`s, French and English.
"""

from __future__ import annotations

import inspect
import queue
import threading
import time
from collections.abc import Callable
from typing import Any

from websockets.exceptions import ConnectionClosed, InvalidURI, WebSocketException
from websockets.sync.client import ClientConnection, connect

from deboule.online import net_address
from deboule.online.protocol import (
    MAX_SERVER_MESSAGE,
    VERSION,
    ProtocolError,
    check_server,
    encode,
)
from deboule.online.text import phrase
from deboule.text.i18n import Phrase

# websockets 16+ wants `connect` in a with-block unless told `legacy=True` (this client keeps
# its connection across calls); older versions have no such flag
LEGACY = {"legacy": True} if "legacy" in inspect.signature(connect).parameters else {}
RECONNECT_SECONDS = 120.0  # how long a lost link is tried again (a server restarting)
LOST = "_lost"  # put in the inbox when the link is lost (its `reason` a Phrase)
BACK = "_back"  # put in the inbox when the link is back (after `reconnect`)


class ClientError(Exception):
    """The client cannot go on: `phrase` says why, in French and English."""

    def __init__(self, said: Any) -> None:
        super().__init__(said.both())
        self.phrase = said


def check_url(url: str) -> str:
    """`ws://host:port` (or wss://) that the client can use (deboule/online/net_address.py), else a
    ClientError."""
    try:
        return net_address.check_url(url)
    except net_address.AddressError as exc:
        raise ClientError(exc.phrase) from None


class Client:
    """One connection to a room server (see the module's text)."""

    def __init__(self, url: str, name: str = "", open_timeout: float = 10.0) -> None:
        self.url = check_url(url)
        self.name = name[:40]
        self.open_timeout = open_timeout
        self.inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        self.ws: ClientConnection | None = None
        self.reader: threading.Thread | None = None
        self.seq = 0
        self.room: str | None = None
        self.token: str | None = None  # a seat's or a spectator's (`joined`, `watching`)
        self.host: str | None = None  # the host's token of the room this client made (`room`)
        self.closed = False
        self.lock = threading.Lock()
        self.bytes_received = 0

    # ------------------------------------------------------------------ the link
    def connect(self) -> dict[str, Any]:
        """Open the link and say hello; the server's welcome (ClientError: cannot)."""
        try:
            self.ws = connect(self.url, open_timeout=self.open_timeout,
                              max_size=MAX_SERVER_MESSAGE, ping_interval=5, ping_timeout=5,
                              **LEGACY)
            self.ws.send(encode("hello", v=VERSION, name=self.name))
            welcome = check_server(self.ws.recv(timeout=self.open_timeout))
            while welcome["type"] == "ping":  # the server's clock, from the first moment
                self.ws.send(encode("pong", **pong_of(welcome)))
                welcome = check_server(self.ws.recv(timeout=self.open_timeout))
        except (OSError, TimeoutError, InvalidURI, WebSocketException, ProtocolError) as exc:
            self.ws = None
            raise ClientError(phrase("online.client.cannot_connect", url=self.url,
                                     reason=_reason(exc))) from None
        if welcome["type"] != "welcome":
            raise ClientError(phrase("online.client.refused", reason=_said(welcome)))
        self.reader = threading.Thread(target=self._read, args=(self.ws,), daemon=True,
                                       name="room-client")
        self.reader.start()
        return welcome

    def _read(self, ws: ClientConnection) -> None:
        reason: Any = "closed"
        try:
            for raw in ws:
                self.bytes_received += len(raw)
                try:
                    message = check_server(raw)
                except ProtocolError as exc:
                    reason = phrase("online.client.bad_message", reason=exc.phrase)
                    break
                if message["type"] == "ping":
                    self.send("pong", **pong_of(message))
                    continue
                seq = message.get("seq")
                if isinstance(seq, int):  # the last event got: a restarted server's room
                    self.seq = seq  # numbers again from its save, and that is where we are
                if message["type"] in ("joined", "watching"):
                    self.room, self.token = message.get("room"), message.get("token")
                elif message["type"] == "room" and isinstance(message.get("host"), str):
                    self.room, self.host = message.get("room"), message["host"]
                if message["type"] == "closed":
                    reason = _said(message)
                self.inbox.put(message)
        except ConnectionClosed as exc:
            reason = _reason(exc)
        if ws is self.ws and not self.closed:
            self.inbox.put({"type": LOST, "reason": reason})

    def send(self, kind: str, /, **fields: Any) -> bool:
        """Send one message; False when the link is down (the owner reconnects)."""
        ws = self.ws
        if ws is None:
            return False
        try:
            with self.lock:
                ws.send(encode(kind, **fields))
            return True
        except (ConnectionClosed, OSError):
            return False

    def reconnect(self, patience: float = RECONNECT_SECONDS, wait: float = 0.25) -> bool:
        """Open a new link and resume with the token: a seat's or a spectator's, every missed
        event following, and the host's rights (tried again for `patience` seconds, waits
        growing from `wait` to 2 s: a server restarting)."""
        token = self.token or self.host
        if self.room is None or token is None:
            return False
        deadline = time.monotonic() + patience
        while not self.closed:
            old = self.ws
            if old is not None:
                old.close()
            try:
                self.connect()
            except ClientError:
                if time.monotonic() + wait > deadline:
                    return False
                time.sleep(wait)
                wait = min(2.0, wait * 1.5)
                continue
            host = {"host": self.host} if self.host is not None else {}
            self.send("resume", room=self.room, token=token, last_seq=self.seq, **host)
            self.inbox.put({"type": BACK})
            return True
        return False

    def drop(self) -> None:
        """Close the link without leaving the seat (tests: a client killed mid-game)."""
        ws = self.ws
        if ws is not None:
            ws.close()

    def close(self) -> None:
        self.closed = True
        ws, self.ws = self.ws, None
        if ws is not None:
            ws.close()

    # ------------------------------------------------------------------ reading
    def next(self, timeout: float | None = None) -> dict[str, Any] | None:
        try:
            return self.inbox.get(timeout=timeout)
        except queue.Empty:
            return None

    def wait_for(self, kind: str, timeout: float = 30.0, resume: bool = False,
                 again: Callable[[], Any] | None = None) -> dict[str, Any]:
        """The next message of `kind` (others are dropped; ClientError on a refusal, a close,
        a lost link, or no such message in time). `resume`: a lost link is reconnected with the
        client's token on the way (`again()` then: a request sent again), ClientError only when
        it does not come back."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            message = self.next(timeout=max(0.0, left)) if left > 0 else None
            if message is None:
                raise ClientError(phrase("online.client.lost", reason=f"no {kind}"))
            if message["type"] == kind:
                return message
            if message["type"] in ("refused", "closed"):
                raise ClientError(phrase("online.client.refused", reason=_said(message)))
            if message["type"] == LOST:
                if not (resume and self.reconnect()):
                    raise ClientError(phrase("online.client.lost", reason=message["reason"]))
                if again is not None:
                    again()


def _said(message: dict[str, Any]) -> Any:
    fr, en = str(message.get("fr", "?"))[:300], str(message.get("en", "?"))[:300]
    return Phrase("refusal.said", fr=fr, en=en)


def _reason(exc: BaseException) -> str:
    if isinstance(exc, ProtocolError):
        return exc.phrase.text("fr")
    body = getattr(getattr(exc, "response", None), "body", None)
    if isinstance(body, bytes | bytearray) and body.strip():  # a server's refusal: why
        text = body.decode("utf-8", "replace").strip().splitlines()[0]
        return "".join(c for c in text if c.isprintable())[:160]
    text = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
    return str(text)[:160]


def pong_of(ping: dict[str, Any]) -> dict[str, Any]:
    """The answer to a ping: its nonce echoed (the server times it: deboule/online/races.py)."""
    nonce = ping.get("n")
    return {"t": 0.0, "n": nonce} if isinstance(nonce, str) and len(nonce) <= 40 else {"t": 0.0}
