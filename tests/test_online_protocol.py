"""A hostile client against a real room server (issue 33, point 2): every client message type
refused when malformed (a field missing, one too many, one of the wrong type), NaN, not JSON,
oversized, an unknown type, hello not first, the wrong version, too many messages: that client
gets `closed` with a reason in French and English, and its connection ends. A well-formed
message the game refuses (out of turn, illegal, not asked) is `refused` and the connection
stays. The room goes on for the others: its game ends."""

from __future__ import annotations

import json

import pytest
from websockets.exceptions import ConnectionClosed

from deboule.online.limits import Limits
from deboule.online.protocol import CLIENT_MESSAGES, MAX_CLIENT_MESSAGE, VERSION
from deboule.online.server import ServerThread
from tests.online_support import (
    NET,
    SMALL,
    Raw,
    create_room,
    finish,
    local_lines,
    report_of,
    seat_threads,
    wait_until,
)

CODE = "ABCDEFGH"  # a well-formed room code (no such room)
TOKEN = "A" * 32

# A well-formed message of every type a client sends (the server may still refuse it).
VALID: dict[str, dict] = {
    "hello": {"v": VERSION, "name": "x"},
    "create": {"game": "chamot", "args": {"players": 2}, "seats": ["open", "open"]},
    "join": {"room": CODE, "kind": "human"},
    "watch": {"room": CODE},
    "resume": {"room": CODE, "token": TOKEN, "last_seq": 0},
    "start": {},
    "decide": {"action": {"type": "turn"}},
    # a game's own move: its payload is the room's game's to check (test_online_game_inputs.py)
    "input": {"input": {"kind": "throw"}},
    "answer": {"call": 1, "result": None},
    "pong": {"t": 1.0},
    "report": {},
    "leave": {},
}
WRONG_TYPE = [[1], {"a": 1}, "text", True, None]  # each field, tried with the first of
# these that its schema refuses


def malformed() -> list[tuple[str, str]]:
    """(case name, raw message) for every type: each required field missing, an extra field,
    each field of a wrong type."""
    from jsonschema import Draft202012Validator

    cases = []
    for kind, fields in VALID.items():
        schema = CLIENT_MESSAGES[kind]
        for name in schema["required"]:
            if name != "type":
                message = {"type": kind, **fields}
                del message[name]
                cases.append((f"{kind}-without-{name}", json.dumps(message)))
        cases.append((f"{kind}-extra", json.dumps({"type": kind, **fields, "extra": 1})))
        for name, field_schema in schema["properties"].items():
            if name == "type" or field_schema == {}:
                continue
            wrong = next(w for w in WRONG_TYPE
                         if not Draft202012Validator(field_schema).is_valid(w))
            cases.append((f"{kind}-{name}-wrong",
                          json.dumps({"type": kind, **fields, name: wrong})))
    assert {kind for kind in VALID} == set(CLIENT_MESSAGES)  # a new type gets its cases here
    return cases


OTHER_BAD = [
    ("not-json", "{oops"),
    ("not-an-object", "[1, 2]"),
    ("no-type", '{"room": "ABCDEFGH"}'),
    ("type-not-text", '{"type": 3}'),
    ("unknown-type", '{"type": "dance"}'),
    ("nan", '{"type": "pong", "t": NaN}'),
    ("infinity", '{"type": "press", "elapsed_ms": Infinity}'),
    ("huge-number", '{"type": "pong", "t": 1e999}'),
    ("nested-nan", '{"type": "decide", "action": {"type": "turn", "x": NaN}}'),
    ("deep", '{"type": "decide", "action": ' + '{"a": ' * 5000 + "1" + "}" * 5001),
    ("hello-again", json.dumps({"type": "hello", "v": VERSION})),
    ("input-without-kind", '{"type": "input", "input": {"aim": 1}}'),
    ("input-kind-escape", '{"type": "input", "input": {"kind": "throw\\u001b[2J"}}'),
    ("input-kind-long", json.dumps({"type": "input", "input": {"kind": "a" * 41}})),
    ("input-too-many-fields", json.dumps({"type": "input", "input": {
        "kind": "throw", **{f"f{i}": i for i in range(16)}}})),
    ("bytes", b"\xff\xfe\x00garbage"),
    ("oversized", json.dumps({"type": "pong", "t": 1.0, "pad": "x" * (MAX_CLIENT_MESSAGE + 10)})),
]


@pytest.fixture(scope="module")
def url():
    # every case opens a connection of its own from 127.0.0.1, faster than any client would:
    # the rate of new connections is tests/test_online_limits.py's
    thread = ServerThread(limits=Limits(connection_rate=1000.0, connection_burst=1000.0))
    port = thread.start()
    yield f"ws://127.0.0.1:{port}"
    thread.stop()


def assert_closed_with_reason(raw: Raw) -> dict:
    closed = raw.closed_by_server()
    assert closed["fr"] and closed["en"] and closed["fr"] != closed["en"], closed
    assert "Traceback" not in closed["fr"] + closed["en"]
    return closed


@pytest.mark.parametrize("raw_message", [m for _, m in malformed() + OTHER_BAD],
                         ids=[name for name, _ in malformed() + OTHER_BAD])
def test_a_malformed_message_closes_its_client_with_a_reason(url, raw_message):
    raw = Raw(url)
    raw.send(raw_message)
    assert_closed_with_reason(raw)


def test_hello_must_come_first(url):
    raw = Raw(url, hello=False)
    raw.send({"type": "watch", "room": CODE})
    closed = assert_closed_with_reason(raw)
    assert "hello" in closed["en"]


@pytest.mark.parametrize("hello", [{"type": "hello", "v": VERSION + 1},
                                   {"type": "hello", "v": 0, "name": "old"},
                                   {"type": "hello"},
                                   {"type": "hello", "v": "1"}])
def test_a_wrong_hello_closes(url, hello):
    raw = Raw(url, hello=False)
    raw.send(hello)
    assert_closed_with_reason(raw)


def test_a_frame_past_the_websocket_cap_ends_the_connection(url):
    """Past four times the cap, the WebSocket layer itself refuses the frame (close 1009)
    before it is read whole; below it, the message's own check says why (`oversized`)."""
    raw = Raw(url)
    raw.send("x" * (4 * MAX_CLIENT_MESSAGE + 1))
    with pytest.raises(ConnectionClosed) as closed:
        while True:
            raw.ws.recv(timeout=NET)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009


def test_too_many_messages_close(url, monkeypatch):
    from deboule.online import connection

    monkeypatch.setattr(connection, "RATE", 0.01)  # one more message a hundred seconds
    monkeypatch.setattr(connection, "BURST", 10.0)
    raw = Raw(url)
    try:  # a few past the burst (not more: a flood past websockets' queue is slow to close)
        for _ in range(14):
            raw.send({"type": "pong", "t": 1.0})
    except ConnectionClosed:
        pass
    closed = assert_closed_with_reason(raw)
    assert closed["code"] == "rate"


def test_a_refused_request_keeps_the_connection(url):
    """A well-formed request the server refuses: `refused`, and the connection goes on."""
    raw = Raw(url)
    for request in ({"type": "join", "room": CODE, "kind": "human"},
                    {"type": "create", "game": "no-such-game", "args": {}, "seats": ["open"]},
                    {"type": "create", "game": "chamot", "args": {"players": 3},
                     "seats": ["open", "open"]},
                    {"type": "create", "game": "chamot", "args": {"preset": "nope"},
                     "seats": ["open", "open"]},
                    {"type": "create", "game": "chamot", "args": {"teams": True},
                     "seats": ["open", "open"]},
                    {"type": "create", "game": "chamot", "args": {"bots": "os:system,expert"},
                     "seats": ["open", "open"]},
                    {"type": "create", "game": "chamot", "args": {"house_words": "\u0000"},
                     "seats": ["open", "open"]},
                    {"type": "create", "game": "enculette", "args": {"preset": "broc=-3"},
                     "seats": ["open", "open"]},
                    {"type": "decide", "action": {"type": "turn"}},
                    {"type": "report"},
                    {"type": "start"}):
        raw.send(request)
        refused = raw.expect("refused")
        assert refused["fr"] and refused["en"] and refused["fr"] != refused["en"]
    raw.send({"type": "create", "game": "chamot", "args": SMALL["chamot"][0],
              "seats": ["open", "open"]})
    assert raw.expect("room")["status"] == "lobby"
    raw.close()


def test_people_refused_out_of_turn_and_illegal_and_the_game_ends(url):
    """Two people play Chamot; each move out of turn or illegal is `refused` to its sender
    alone, a spectator sending garbage is closed; the game goes on and ends for both."""
    code = create_room(url, "chamot", SMALL["chamot"][0], ["open", "open"])
    people = [Raw(url), Raw(url)]
    for seat, person in enumerate(people):
        person.send({"type": "join", "room": code, "kind": "human", "seat": seat})
        assert person.expect("joined")["seat"] == seat
    watcher = Raw(url)
    watcher.send({"type": "watch", "room": code})
    watcher.expect("lobby")
    refusals = {"out_of_turn": 0, "illegal": 0, "other": 0}
    moves = 0
    while True:  # both get every event, in the same order; whoever must move moves
        events = [person.expect_any(("view", "over")) for person in people]
        assert events[0]["seq"] == events[1]["seq"]
        if events[0]["type"] == "over":
            assert events[1]["type"] == "over" and events[0]["result"] == events[1]["result"]
            break
        for seat, person in enumerate(people):
            view, other = events[seat], people[1 - seat]
            if seat not in view["deciders"] or not view["legal"]:
                continue
            if refusals["out_of_turn"] < 2 and 1 - seat not in view["deciders"]:
                # the other, out of turn, with the very move this seat may play
                other.send({"type": "decide", "action": view["legal"][0]})
                assert "turn" in other.expect("refused")["en"]
                refusals["out_of_turn"] += 1
            if refusals["illegal"] < 2:
                for action in ({"type": "place", "row": 9, "word": "zzzz", "source": "hand"},
                               {"type": "no-such"}, {"type": "turn", "extra": [1, 2]}):
                    person.send({"type": "decide", "action": action})
                    person.expect("refused")
                refusals["illegal"] += 1
            if refusals["other"] < 1:
                for request in ({"type": "press", "elapsed_ms": 200}, {"type": "throw"},
                                {"type": "turn_over"},
                                {"type": "answer", "call": 1, "result": None},
                                {"type": "start"}, {"type": "report"},
                                {"type": "join", "room": code, "kind": "human"}):
                    person.send(request)
                    refused = person.expect("refused")
                    assert refused["fr"] and refused["en"] and refused["fr"] != refused["en"]
                watcher.send("{not json")
                assert_closed_with_reason(watcher)
                refusals["other"] += 1
            person.send({"type": "decide", "action": view["legal"][-1]})
            moves += 1
    assert moves > 10
    assert refusals == {"out_of_turn": 2, "illegal": 2, "other": 1}
    for person in people:
        person.send({"type": "report"})
        assert person.expect("report")["lines"]["fr"]
        person.close()


def test_a_bot_client_closed_for_garbage_the_room_goes_on(url):
    """A bot client of an all-bot room sends garbage mid-game: it alone is closed; its seat
    is away, the server's own bot answers for it after the room's away delay, the game ends
    as the local one (the same bot, reseeded the same way)."""
    args, levels = SMALL["chamot"]
    code = create_room(url, "chamot", args, ["open", "open"], away_seconds=0.2)
    seats = seat_threads(url, code, "chamot", levels)
    wait_until(lambda: seats[0].client.seq > 2)  # mid-game
    with seats[0].client.lock:
        seats[0].client.ws.send("{garbage")
    finish(seats)
    closed = [m for m in seats[0].client.inbox.seen if m["type"] == "closed"]
    assert closed and closed[0]["code"] == "protocol" and closed[0]["fr"] != closed[0]["en"]
    assert not any(m["type"] == "closed" for m in seats[1].client.inbox.seen)
    assert any(m["type"] == "over" for m in seats[1].client.inbox.seen)
    report = report_of(url, code)
    assert report["lines"]["fr"] == local_lines("chamot", args)
