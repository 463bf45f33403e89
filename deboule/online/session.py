"""A seat in an online room as the window holds it (docs/online.md, "The window").

The connection runs in its client's thread (deboule/online/client.py); the window calls `poll()`
from its clock (pyglet's `update`, the main thread: GL never leaves it), which drains the inbox:
the seat's view is patched (deboule/online/delta.py) and the rules state rebuilt from it by the
rules themselves (`from_seat_view`: nothing hidden was sent), each throw's motion decoded
(deboule.physics.keyframes) and queued for drawing, the lobby, refusals and the end kept for the
screen. A lost link is reconnected in the background with the seat's token. The screen sends its
player's decisions with `decide` and the game's own moves with `send_input` (their payloads
the game's: deboule/games/<game>/online_inputs.py).
"""

from __future__ import annotations

import threading
from collections import deque
from typing import Any

from deboule import registry
from deboule.online.client import BACK, LOST, Client, ClientError, _said
from deboule.online.delta import patch
from deboule.online.seat_state import SeatState
from deboule.online.text import phrase
from deboule.physics.keyframes import decode


class Session:
    """One seat (or a spectator) in one room, seen from the window."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self.room: str | None = None
        self.seat: int | None = None
        self.game: str | None = None  # the registry's name of the room's game
        self.lobby: dict[str, Any] | None = None
        self.view: Any = None
        self.legal: list[dict[str, Any]] = []
        self.deciders: list[int] = []
        self.seat_state: Any = None  # deboule/online/seat_state.py, once the game is known
        self.motions: deque[Any] = deque()  # deboule.physics.keyframes.Motion, oldest first
        self.notices: deque[Any] = deque(maxlen=8)  # Phrases for the screen (refusals...)
        self.result: dict[str, Any] | None = None
        self.over = False
        self.closed: Any = None  # a Phrase once the server closed the room or the link died
        self.events = 0  # every event seen (seq)
        self.reconnecting = False
        self.race_nonce: str | None = None  # the open race's (races.py)

    # ------------------------------------------------------------------ making a seat
    @classmethod
    def connect(cls, url: str, name: str = "") -> Session:
        client = Client(url, name=name)
        client.connect()
        return cls(client)

    def create(self, game: str, seats: list[str], args: dict[str, Any],
               away_seconds: float = 30.0, autostart: bool = False,
               options: dict[str, Any] | None = None) -> str:
        """A new room (this client is its host); its code. `options`: the game's options, one
        mapping its schema checks (docs/options.md)."""
        extra = {} if options is None else {"options": options}
        self.client.send("create", game=game, args=args, seats=seats,
                         away_seconds=away_seconds, autostart=autostart, **extra)
        message = self.client.wait_for("room")
        self.lobby = message
        return str(message["room"])

    def join(self, room: str, seat: int | None = None) -> int:
        """Take a seat (None: the first open one) as a person; the seat's number."""
        self.client.send("join", room=room, seat=seat, kind="human")
        message = self.client.wait_for("joined")
        self.room, self.seat, self.game = message["room"], message["seat"], message["game"]
        return int(message["seat"])

    def watch(self, room: str) -> None:
        self.client.send("watch", room=room)
        self.room = room

    def start(self) -> None:
        self.client.send("start")

    # ------------------------------------------------------------------ the window's clock
    def poll(self, budget: int = 200) -> int:
        """Read what arrived (at most `budget` messages); how many."""
        count = 0
        while count < budget:
            message = self.client.next(timeout=0)
            if message is None:
                break
            count += 1
            self.read(message)
        return count

    def read(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if isinstance(message.get("seq"), int):
            self.events = max(self.events, message["seq"])
        if kind == "view":
            try:
                self.view = patch(self.view, message.get("view"), bool(message.get("full")))
            except ValueError as exc:
                self.notices.append(phrase("online.client.bad_message", reason=str(exc)))
                return
            self.legal = list(message.get("legal") or [])
            self.deciders = list(message.get("deciders") or [])
            if self.seat_state is not None:
                self.seat_state.set_view(self.view)
        elif kind in ("lobby", "room"):
            self.lobby = message
        elif kind == "joined":
            self.room, self.seat, self.game = message["room"], message["seat"], message["game"]
        elif kind == "race":  # the open race's nonce: a press must echo it (races.py)
            self.race_nonce = message.get("race") if isinstance(message.get("race"), str) \
                else None
        elif kind == "motion":
            self.read_motion(message.get("motion"))
        elif kind == "refused":
            self.notices.append(_said(message))
        elif kind == "over":
            self.over, self.result = True, message.get("result")
        elif kind == "closed":
            self.closed = _said(message)
        elif kind == LOST:
            self.reconnect_in_background(message.get("reason"))
        elif kind == BACK:
            self.reconnecting = False

    def read_motion(self, data: Any) -> None:
        try:
            self.motions.append(decode(data))
        except (ValueError, TypeError, KeyError) as exc:
            self.notices.append(phrase("online.client.bad_message", reason=str(exc)[:80]))

    def reconnect_in_background(self, reason: Any) -> None:
        if self.reconnecting or self.client.closed:
            return
        self.reconnecting = True

        def again() -> None:
            if not self.client.reconnect():
                self.closed = phrase("online.client.lost", reason=reason or "?")

        threading.Thread(target=again, daemon=True, name="room-reconnect").start()

    # ------------------------------------------------------------------ the game
    def rules_state(self) -> Any:
        """The rules state of this seat's view, rebuilt by the rules (None before the first)."""
        if self.view is None or self.game is None:
            return None
        if self.seat_state is None:
            self.seat_state = SeatState(registry.by_name(self.game))
            self.seat_state.set_view(self.view)
        return self.seat_state.state()

    def my_turn(self) -> bool:
        return self.seat is not None and self.seat in self.deciders

    def decide(self, action: Any) -> bool:
        data = action.to_dict() if hasattr(action, "to_dict") else dict(action)
        return self.client.send("decide", action=data)

    def send_input(self, kind: str, **fields: Any) -> bool:
        """One of the game's own moves: the payload of `kind` its schema reads on the server
        (deboule/online/inputs.py)."""
        return self.client.send("input", input={"kind": kind, **fields})

    def close(self) -> None:
        self.client.close()


__all__ = ["ClientError", "Session"]
