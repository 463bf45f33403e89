"""Races over unequal links, for tests/test_online_race_fairness.py (deboule/online/races.py).

A real room server on 127.0.0.1 and two people's clients, one connected straight to it, one
through the in-process proxy (tests/netproxy.py) with a delay and a jitter each way. The room
(Cul de Chouette, two open seats) is set playing with no match of its own: the test opens each
race itself (`races.open_race`: its nonce told to both people, its dice resting on the windows
`DISPLAY` seconds later), and every press goes the real way -- the client's message over the
link, the server's check and its timing when it arrives (`races.timed_press`), recorded in the
room's `race_log`. A client's reaction is simulated: it presses `DISPLAY` plus its reaction
after it read the race, so no figure depends on how fast a person (or this machine) is.
"""

from __future__ import annotations

import contextlib
import json
import math
import threading
import time
from typing import Any

from websockets.sync.client import connect

from deboule.online.protocol import VERSION
from deboule.online.races import open_race
from deboule.online.server import ServerThread
from tests.netproxy import Proxy
from tests.online_support import NET, create_room, wait_until

DISPLAY = 0.100  # s the throw's motion still plays on the windows after the race opened
PINGS = 3  # round trips each client answers before the races start
SLOW_PONG = 0.100  # s the "slow_pong" cheat holds back each pong


class Racer(threading.Thread):
    """A person's client: answers pings, presses each race `reaction` seconds after its dice
    rest on its window. `cheat` (None: honest) is one of: "forged_pong" (pongs with a `t` 400
    ms in the past and no nonce), "no_nonce" (presses without the race's nonce), "stale" (with
    the last race's nonce), "early" (as soon as the race arrives, before its dice rest),
    "claims_zero" (says it pressed 0 ms after it drew the race, never says it drew it), "twice"
    (presses twice), "slow_pong" (holds back every pong `SLOW_PONG`: a longer link)."""

    def __init__(self, url: str, room: str, seat: int, cheat: str | None = None) -> None:
        super().__init__(daemon=True, name=f"racer-{seat}")
        self.ws = connect(url, open_timeout=NET, max_size=None, ping_interval=None, legacy=True)
        self.lock = threading.Lock()
        self.cheat, self.seat = cheat, seat
        self.reaction = 0.3
        self.refused: list[str] = []
        self.pongs = 0
        self.nonces: list[str] = []
        self.closed = threading.Event()
        self.send({"type": "hello", "v": VERSION, "name": f"racer {seat}"})
        self.send({"type": "join", "room": room, "kind": "human", "seat": seat})

    def send(self, message: dict[str, Any]) -> None:
        with self.lock, contextlib.suppress(Exception):
            self.ws.send(json.dumps(message))

    def run(self) -> None:
        try:
            for raw in self.ws:
                self.read(json.loads(raw))
        except Exception:  # noqa: BLE001 -- the connection ended
            pass
        self.closed.set()

    def read(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "ping":
            if self.cheat == "forged_pong":
                self.send({"type": "pong", "t": message["t"] - 0.4})
            elif self.cheat == "slow_pong":  # a longer link than it has (races.py: the limit)
                threading.Timer(SLOW_PONG, self.send, args=(
                    {"type": "pong", "t": message["t"], "n": message["n"]},)).start()
            else:
                self.send({"type": "pong", "t": message["t"], "n": message["n"]})
            self.pongs += 1
        elif kind == "race":
            self.nonces.append(message["race"])
            threading.Thread(target=self.press, args=(len(self.nonces) - 1,),
                             daemon=True).start()
        elif kind == "refused":
            self.refused.append(message["code"])

    def press(self, index: int) -> None:
        nonce = self.nonces[index]
        if self.cheat != "early":
            time.sleep(DISPLAY + self.reaction)
        message: dict[str, Any] = {"type": "press", "race": nonce}
        if self.cheat == "no_nonce":
            del message["race"]
        elif self.cheat == "stale":
            message["race"] = self.nonces[index - 1] if index else "x" * 16
        elif self.cheat == "claims_zero":
            message["elapsed_ms"] = 0.0
        self.send(message)
        if self.cheat == "twice":
            self.send(message)

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.ws.close()


class RaceTable:
    """The server, the proxy, the room and its two racers (`direct` at seat 0, `lagged` at
    seat 1 behind `latency` ± `jitter` each way)."""

    def __init__(self, latency: float = 0.150, jitter: float = 0.030, seed: int = 45,
                 cheats: tuple[str | None, str | None] = (None, None), ready: bool = True
                 ) -> None:
        self.server = ServerThread()
        port = self.server.start()
        self.proxy = Proxy(("127.0.0.1", port), latency=latency, jitter=jitter, seed=seed)
        host, proxy_port = self.proxy.start()
        direct_url, lagged_url = f"ws://127.0.0.1:{port}", f"ws://{host}:{proxy_port}"
        self.code = create_room(direct_url, "cul-de-chouette", {"players": 2},
                                ["open", "open"], autostart=False)
        self.room = self.server.rooms.rooms[self.code]
        self.racers = [Racer(direct_url, self.code, 0, cheats[0]),
                       Racer(lagged_url, self.code, 1, cheats[1])]
        for racer in self.racers:
            racer.start()
        if ready:
            self.ready()

    def ready(self) -> RaceTable:
        """Once both racers sit and answered their first pings (a few of the server's
        PING_SECONDS: tables made with `ready=False` wait for theirs together)."""
        wait_until(lambda: len(self.room.members) == 2)
        self.room.status = "playing"  # no match: the test opens the races (module's text)
        wait_until(lambda: all(r.pongs >= PINGS for r in self.racers))
        wait_until(lambda: all(m.rtt is not None or r.cheat == "forged_pong"
                               for m, r in zip(self.room.members.values(), self.racers,
                                               strict=True)))
        return self

    def race(self, reactions: tuple[float, float], settle: float = 1.5
             ) -> dict[int, float]:
        """One race, each racer pressing after its reaction: the reactions the server measured
        (seat -> seconds; a refused press is missing)."""
        for racer, reaction in zip(self.racers, reactions, strict=True):
            racer.reaction = reaction
        refused = [len(r.refused) for r in self.racers]
        presses = [2 if r.cheat == "twice" else 1 for r in self.racers]
        race = open_race(self.room, object(), DISPLAY)
        deadline = time.monotonic() + DISPLAY + max(reactions) + settle
        while time.monotonic() < deadline:  # every press measured or refused (a net)
            answered = [len(r.refused) - refused[i] for i, r in enumerate(self.racers)]
            for nonce, seat, _ in list(self.room.race_log):
                if nonce == race.nonce:
                    answered[seat] += 1
            if all(a >= p for a, p in zip(answered, presses, strict=True)):
                break
            time.sleep(0.01)
        self.room.race = None
        return {seat: t for nonce, seat, t in self.room.race_log if nonce == race.nonce}

    def close(self) -> None:
        for racer in self.racers:
            racer.close()
        self.proxy.close()
        self.server.stop()


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson interval of a share of `wins` in `n`."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half
