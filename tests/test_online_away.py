"""A person away from an online room (issue 33): after the host's delay the server's bot plays
their seat; back with their token, the seat is theirs again (deboule/online/stand_in.py)."""

from __future__ import annotations

import time

import pytest

from deboule.online.client import Client
from deboule.online.server import ServerThread

NET = 120.0  # seconds: only a net for a test that fails (the tests wait for states)


def wait_until(condition, what: str) -> None:
    deadline = time.monotonic() + NET
    while not condition():
        assert time.monotonic() < deadline, f"never: {what}"
        time.sleep(0.01)


@pytest.fixture
def server():
    thread = ServerThread()
    port = thread.start()
    yield thread, f"ws://127.0.0.1:{port}"
    thread.stop()


def test_a_seat_away_is_played_by_the_servers_bot_and_given_back(server):
    thread, url = server
    host = Client(url)
    host.connect()
    host.send("create", game="chamot", args={"players": 2, "seed": 5},
              seats=["open", "regular"], away_seconds=0.2, autostart=True)
    code = host.wait_for("room")["room"]
    person = Client(url)
    person.connect()
    person.send("join", room=code, seat=0, kind="human")
    person.wait_for("joined")
    room = thread.rooms.rooms[code]
    wait_until(lambda: room.match is not None, "the game starts")
    # present: nobody plays for the person, whatever the delay
    history = len(room.match.state.history)
    wait_until(lambda: 0 in room.match.state.deciders()
               or 0 in room.match.throw_awaited_of(), "the person's turn")
    time.sleep(0.5)  # more than the delay: still the person's turn, nothing played for them
    assert room.stand_ins.moves == 0
    assert len(room.match.state.history) >= history
    person.drop()  # away
    wait_until(lambda: room.stand_ins.moves >= 3, "the server's bot plays the seat")
    assert room.lobby()["seats"][0]["away"] is True
    # back with the token: the stand-in stops as soon as the seat is the person's again
    assert person.reconnect()
    wait_until(lambda: room.members[0].conn is not None, "the person is back")
    moves = room.stand_ins.moves
    wait_until(lambda: room.match.over or 0 in room.match.state.deciders()
               or 0 in room.match.throw_awaited_of(), "the person's turn again")
    time.sleep(0.5)
    assert room.stand_ins.moves == moves or room.match.over
    person.close()
    host.close()


def test_a_person_who_closes_the_link_is_away_at_once_in_a_quiet_room(server, monkeypatch):
    """A person leaves (closes the link) while nothing happens in the room: their seat is away
    as soon as the link is closed, not once the server sends them something (its next ping)
    or the writer's drain time has run out: the seat was away up to a ping later than the host
    said, and a person back sooner was never seen away (the test of secrets livelocked)."""
    import deboule.online.server as server_module

    # nothing is sent to the link after it closed, and the drain never ends it: only the close
    monkeypatch.setattr(server_module, "PING_SECONDS", 3600.0)
    monkeypatch.setattr(server_module, "DRAIN_SECONDS", 3600.0)
    thread, url = server
    host = Client(url)
    host.connect()
    host.send("create", game="chamot", args={"players": 2, "seed": 5},
              seats=["open", "open"], away_seconds=0.2, autostart=False)
    code = host.wait_for("room")["room"]
    person = Client(url)
    person.connect()
    person.send("join", room=code, seat=0, kind="human")
    person.wait_for("joined")
    room = thread.rooms.rooms[code]
    wait_until(lambda: room.members[0].conn is not None, "the person is in the room")
    person.drop()  # a clean close: nothing more is sent to that link in a room in its lobby
    wait_until(lambda: room.members[0].conn is None, "the person's seat is away")
    assert room.lobby()["seats"][0]["away"] is True
    host.close()
