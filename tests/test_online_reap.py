"""A room whose game ended is let go of once nobody is left in it (issue 33: a server that runs
for weeks must not keep every room it ever held)."""

from __future__ import annotations

import time

import deboule.online.server as server_module
from deboule.online.client import Client
from deboule.online.server import ServerThread
from deboule.online.store import RoomStore

NET = 120.0


def test_an_ended_room_nobody_is_in_goes_at_the_next_creation(tmp_path, monkeypatch):
    store = RoomStore(tmp_path)
    thread = ServerThread(store=store)
    url = f"ws://127.0.0.1:{thread.start()}"
    try:
        host = Client(url)
        host.connect()
        host.send("create", game="chamot", args={"players": 2, "seed": 1},
                  seats=["regular", "novice"])
        code = host.wait_for("room")["room"]
        host.send("start")
        room = thread.rooms.rooms[code]
        deadline = time.monotonic() + NET
        while room.status != "over":
            assert time.monotonic() < deadline, "the bots' game never ended"
            time.sleep(0.01)
        assert store.path(code).exists()
        # kept while it may still be asked for its report
        host.send("create", game="chamot", args={"players": 2, "seed": 2},
                  seats=["regular", "novice"])
        second = host.wait_for("room")["room"]
        assert code in thread.rooms.rooms
        monkeypatch.setattr(server_module, "KEEP_ENDED", 0.0)
        host.send("create", game="chamot", args={"players": 2, "seed": 3},
                  seats=["regular", "novice"])
        host.wait_for("room")
        assert code not in thread.rooms.rooms and second in thread.rooms.rooms
        assert not store.path(code).exists()
        host.close()
    finally:
        thread.stop()
