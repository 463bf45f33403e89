"""A room whose people think costs (almost) nothing: its match is not stepped 60 times a second
while only connected people may act and nothing moves (deboule/online/room.py, `IDLE_TICK`); a
person's input still wakes it at once and the game goes on."""

from __future__ import annotations

import threading
import time

import pytest

from deboule.online.room import IDLE_TICK
from deboule.online.server import ServerThread
from tests.online_support import Raw, wait_until

NET = 60.0
WINDOW = 1.0  # seconds the steps are counted over (a slower machine only steps less)


@pytest.mark.parametrize("game", ["chamot", "cul-de-chouette"])
def test_a_room_waiting_for_people_is_not_stepped_at_60_hz(game):
    thread = ServerThread()
    url = f"ws://127.0.0.1:{thread.start()}"
    try:
        host = Raw(url)
        host.send({"type": "create", "game": game, "args": {"players": 2, "seed": 5},
                   "seats": ["open", "open"]})
        code = host.expect("room")["room"]
        people = [Raw(url) for _ in range(2)]
        for seat, person in enumerate(people):
            person.send({"type": "join", "room": code, "seat": seat, "kind": "human"})
            person.expect("joined")
        views = [person.expect("view") for person in people]
        room = thread.rooms.rooms[code]
        wait_until(lambda: room.match is not None and room.waits_on_people(), timeout=NET)
        steps = []
        lock = threading.Lock()
        step = room.match.step

        def counted(dt: float = 0.0) -> None:
            with lock:
                steps.append(time.monotonic())
            step(dt)

        room.match.step = counted
        start = time.monotonic()
        time.sleep(WINDOW)
        with lock:
            in_window = [t for t in steps if start <= t <= start + WINDOW]
        assert len(in_window) <= WINDOW / IDLE_TICK + 2, len(in_window)
        # a person's input wakes the room: the game goes on
        mover = next(i for i, view in enumerate(views) if view["legal"] or
                     i in room.match.throw_awaited_of())
        if views[mover]["legal"]:
            people[mover].send({"type": "decide", "action": views[mover]["legal"][0]})
        else:
            people[mover].send({"type": "throw"})
        at = views[mover]["at"]
        while True:
            view = people[1 - mover].expect("view", timeout=NET)
            if view["at"] > at:
                break
    finally:
        thread.stop()
