"""What the online tests share (issue 33, point 2): a real room server on 127.0.0.1 (port 0),
raw connections that send what a hostile client sends, bot-client seats (deboule/online/sim.py's
SeatThread) that play a room, and the local sim's lines to compare an online game with.

Tests wait for messages and states, never for a wall-clock threshold: `NET` is only a net
against a hang, generous for a loaded machine."""

from __future__ import annotations

import contextlib
import dataclasses
import io
import json
import queue
import time
from collections.abc import Callable, Iterator
from typing import Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from deboule import registry
from deboule.cli import main
from deboule.online.protocol import VERSION
from deboule.online.server import ServerThread
from deboule.online.sim import SeatThread

CDC_WIN = 80  # Cul de Chouette's winning score in these tests (343 in a real game)
NET = 120.0  # seconds: a net against a hang, never a threshold a test measures

# (game, `deboule sim` arguments of a small game, each seat's level): tests/test_bound_seats.py
SMALL: dict[str, tuple[dict[str, Any], list[str]]] = {
    "chamot": ({"players": 2, "bots": "expert,regular", "seed": 1, "preset": "short"},
               ["expert", "regular"]),
    "enculette": ({"players": 2, "bots": "expert,novice", "seed": 3, "preset": "broc=5"},
                  ["expert", "novice"]),
    "cul-de-chouette": ({"players": 2, "bots": "expert,novice", "seed": 2},
                        ["expert", "novice"]),
}


def wait_until(condition: Callable[[], Any], timeout: float = NET, step: float = 0.02) -> Any:
    """`condition()` once it is true (AssertionError when the net is reached first)."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"still not true after {timeout} s: {condition}")
        time.sleep(step)


def local_lines(game: str, args: dict[str, Any]) -> list[str]:
    """The lines the local `deboule sim` prints for these arguments."""
    command = ["sim", "--game", game]
    for name, value in args.items():
        command += [f"--{name.replace('_', '-')}", str(value)]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(command) == 0
    return out.getvalue().splitlines()


class Raw:
    """A raw WebSocket connection that sends exactly what a test writes (a hostile client)."""

    def __init__(self, url: str, hello: bool = True) -> None:
        self.ws: ClientConnection = connect(url, open_timeout=NET, max_size=None,
                                            ping_interval=None, legacy=True)
        self.got: list[dict[str, Any]] = []  # every message received, in order
        self.pending: list[dict[str, Any]] = []  # received, not yet taken by `expect`
        if hello:
            self.send({"type": "hello", "v": VERSION, "name": "raw"})
            self.expect("welcome")

    def send(self, message: Any) -> None:
        self.ws.send(message if isinstance(message, str | bytes) else json.dumps(message))

    def recv(self, timeout: float = NET) -> dict[str, Any]:
        message = json.loads(self.ws.recv(timeout=timeout))
        self.got.append(message)
        return message

    def expect(self, kind: str, timeout: float = NET) -> dict[str, Any]:
        """The next message of `kind` (pings answered; the others kept for later `expect`s)."""
        return self.expect_any((kind,), timeout)

    def expect_any(self, kinds: tuple[str, ...], timeout: float = NET) -> dict[str, Any]:
        for i, message in enumerate(self.pending):
            if message["type"] in kinds:
                del self.pending[i]
                return message
        deadline = time.monotonic() + timeout
        while True:
            message = self.recv(timeout=max(0.01, deadline - time.monotonic()))
            if message["type"] == "ping":
                with contextlib.suppress(ConnectionClosed):  # (closing: no answer needed)
                    self.send({"type": "pong", "t": message["t"]})
            elif message["type"] in kinds:
                return message
            elif message["type"] == "closed":
                raise AssertionError(f"closed while waiting for {kinds}: {message}")
            else:
                self.pending.append(message)

    def closed_by_server(self) -> dict[str, Any]:
        """The server's `closed` message, then the end of the connection (else AssertionError)."""
        closed = self.expect("closed")
        try:
            while True:  # whatever was queued before the close, then the close itself
                self.ws.recv(timeout=NET)
        except ConnectionClosed:
            pass
        return closed

    def close(self) -> None:
        self.ws.close()


class Recording(queue.Queue):
    """A client's inbox that keeps every message put in it (`seen`), in order."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[dict[str, Any]] = []

    def put(self, item: Any, block: bool = True, timeout: float | None = None) -> None:
        self.seen.append(item)
        super().put(item, block, timeout)


def seat_threads(url: str, room: str, game: str, levels: list[str], first: int = 0,
                 inbox: Callable[[], Recording] = Recording) -> list[SeatThread]:
    """One bot client per seat from `first` on, joined to `room` and playing (started); each
    client's inbox records what it got (`seat.client.inbox.seen`)."""
    entry = registry.by_name(game)
    seats = [SeatThread(url, room, first + i, level, entry) for i, level in enumerate(levels)]
    for seat in seats:
        seat.client.inbox = inbox()
        seat.start()
    return seats


def events(seen: list[dict[str, Any]]) -> list[tuple[int, str]]:
    """The (seq, type) of the numbered events among a client's messages, as it got them."""
    return [(m["seq"], m["type"]) for m in seen if isinstance(m.get("seq"), int)]


def finish(seats: list[SeatThread]) -> None:
    """Wait for the seats' threads to end (the game over), then say any error they met."""
    for seat in seats:
        seat.join(timeout=NET)
        assert not seat.is_alive(), f"seat {seat.seat} still playing"
    for seat in seats:
        assert seat.error is None, seat.error


def report_of(url: str, room: str) -> dict[str, Any]:
    """The room's report once its game is over, asked by a spectator."""
    watcher = Raw(url)
    try:
        watcher.send({"type": "watch", "room": room})
        watcher.expect("lobby")
        watcher.send({"type": "report"})
        return watcher.expect("report")
    finally:
        watcher.close()


def create_room(url: str, game: str, args: dict[str, Any], seats: list[str],
                **options: Any) -> str:
    """A room made by a raw client that then leaves; its code. A replay room unless told
    otherwise: its bot clients get the local sim's seeds (deboule/online/secrecy.py)."""
    options.setdefault("replay", True)
    host = Raw(url)
    try:
        host.send({"type": "create", "game": game, "args": args, "seats": seats, **options})
        return host.expect("room")["room"]
    finally:
        host.close()


def hurry(room: Any, factor: float = 4.0) -> None:
    """The room's clock runs `factor` times faster than time.monotonic from now on, for a test
    whose figures are not timings: a game with people at the table is played in real time
    (its throws rolling, its races' windows open, its away delays), and these pass sooner. What
    is sent is of the same kinds; the match's steps are only longer."""
    start = time.monotonic()
    room.clock = lambda: start + factor * (time.monotonic() - start)


def shorten_cul_de_chouette(monkeypatch: Any, win: int = CDC_WIN) -> None:
    """Cul de Chouette to `win` points, on the in-process server and in the local sim alike:
    every preset made with that winning score."""
    from deboule.rules.cul_de_chouette.variant import Variant

    made = Variant.preset.__func__

    def preset(cls: Any, name: str = "kaamelott", **changes: Any) -> Variant:
        variant = made(cls, name, **changes)
        return dataclasses.replace(variant, win_score=win,
                                   cap_score=min(variant.cap_score, win - 1))

    monkeypatch.setattr(Variant, "preset", classmethod(preset))


def shorten_deboule(monkeypatch: Any, target: int) -> None:
    """Le Déboulé to `target` points, in the local sim (its TARGET) and in the rooms the
    in-process server builds (the game's options' default target) alike."""
    import deboule.games.deboule.game_options as deboule_options
    import deboule.games.deboule.sim as deboule_sim

    monkeypatch.setattr(deboule_sim, "TARGET", target)
    monkeypatch.setattr(deboule_options, "DEFAULTS", {**deboule_options.DEFAULTS,
                                                      "target": target})


@contextlib.contextmanager
def serving() -> Iterator[tuple[ServerThread, str]]:
    """A real server on 127.0.0.1 for the block: (its thread, its ws:// address)."""
    thread = ServerThread()
    port = thread.start()
    try:
        yield thread, f"ws://127.0.0.1:{port}"
    finally:
        thread.stop()
