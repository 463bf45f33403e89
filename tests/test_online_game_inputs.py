"""A game's own moves online (issue 46): one `input` message whose payload the room's game checks
with its own schema and reads with its own decoder (Game.online_inputs,
deboule/games/<game>/online_inputs.py). The older clients' messages (`throw`, `press`, `seen`,
`turn_over`: the browser seat's) are made into it at the door (deboule/online/older_clients.py).
For every game of the registry, in a real room on 127.0.0.1: hostile payloads (an unknown kind,
another game's kind, an extra field, a wrong type, a huge number) are each `refused` in one line
in French and English, and change nothing; NaN closes the sender with its reason."""

from __future__ import annotations

import json

import pytest

from deboule import registry
from deboule.online import inputs
from deboule.online.older_clients import as_input
from deboule.online.protocol import check_client
from deboule.online.refusal import RoomRefusal
from tests.online_support import Raw, serving, wait_until

GAMES = [entry.name for entry in registry.GAMES]
WRONG = [[1], {"a": 1}, "text", True, None, 7]  # the first its field's schema refuses


def kinds(entry) -> set[str]:
    return set(inputs.validators(entry))


def hostile(entry) -> list[tuple[str, dict]]:
    """(case, payload) the game must refuse: built from every game's schemas, so that a move a
    game adds is attacked here too."""
    from jsonschema import Draft202012Validator

    cases = [("unknown-kind", {"kind": "dance"}), ("kind-near-a-real-one", {"kind": "throws"})]
    others = set().union(*(kinds(e) for e in registry.GAMES)) - kinds(entry)
    cases += [(f"other-game-{kind}", {"kind": kind}) for kind in sorted(others)]
    schemas = entry.online_inputs().SCHEMAS if entry.online_inputs() is not None else {}
    for kind, schema in schemas.items():
        cases.append((f"{kind}-extra", {"kind": kind, "extra": 1}))
        cases.append((f"{kind}-player-as-text", {"kind": kind, "player": "0"}))
        for name, field in schema["properties"].items():
            if name == "kind":
                continue
            wrong = next(w for w in WRONG if not Draft202012Validator(field).is_valid(w))
            cases.append((f"{kind}-{name}-wrong-type", {"kind": kind, name: wrong}))
            if "number" in str(field.get("type")) or "integer" in str(field.get("type")):
                cases.append((f"{kind}-{name}-huge", {"kind": kind, name: 10.0**300}))
            if field.get("properties"):  # an object of numbers (an aim)
                numbers = {sub: 10**40 for sub in field["properties"]}
                cases.append((f"{kind}-{name}-huge-inside", {"kind": kind, name: numbers}))
                cases.append((f"{kind}-{name}-extra-inside", {"kind": kind, name: {
                    **{sub: 0.5 for sub in field.get("required", [])}, "x": 1}}))
    return cases


CASES = [(name, case, payload) for name in GAMES
         for case, payload in hostile(registry.by_name(name))]


@pytest.mark.parametrize(("game", "case", "payload"), CASES,
                         ids=[f"{game}-{case}" for game, case, _ in CASES])
def test_the_games_schema_refuses_a_hostile_payload(game, case, payload):
    with pytest.raises(RoomRefusal) as refused:
        inputs.check(registry.by_name(game), payload)
    assert refused.value.key in ("online.refusal.unknown_input", "online.refusal.bad_field")


# what the older clients send: the browser seat (web/src/main.js) and the windows before
OLDER = {
    "deboule": [{"type": "throw", "aim": {"aim_deg": 0, "power": 0.35, "lateral": 0},
                 "piece": "cochonde"},
                {"type": "throw", "piece": "cochonde", "throw": {"position": [0, 0, 0]}}],
    "cul-de-chouette": [{"type": "throw"}, {"type": "throw", "piece": None, "throw": None},
                        {"type": "throw", "aim": {"aim_deg": -45, "power": 1, "lateral": 1}},
                        {"type": "press", "race": "abc", "elapsed_ms": 310.5},
                        {"type": "press", "elapsed_ms": 0}, {"type": "seen"}],
    "enculette": [{"type": "throw"}, {"type": "throw", "piece": None, "throw": None},
                  {"type": "throw", "aim": {"aim_deg": 10, "power": 0.4, "lateral": 0}},
                  {"type": "turn_over"}],
    "chamot": [],
}


@pytest.mark.parametrize("game", GAMES)
def test_an_older_clients_moves_are_the_games_own_payloads(game):
    assert set(OLDER) == set(GAMES)  # a new game says what older clients sent it
    entry = registry.by_name(game)
    for message in OLDER[game]:
        converted = check_client(json.dumps(message))
        fields = {k: v for k, v in message.items() if k != "type"}
        assert converted == {"type": "input", "input": {"kind": message["type"], **fields}}
        assert inputs.check(entry, converted["input"]) == message["type"]


def test_the_door_leaves_other_messages_as_they_are():
    for message in ({"type": "decide", "action": {"type": "pass"}}, {"type": "input",
                    "input": {"kind": "seen"}}, {"type": "pong", "t": 1}):
        assert as_input(message) == message


# ------------------------------------------------------------------ a real room per game
@pytest.fixture(scope="module")
def server():
    with serving() as running:
        yield running


def people_room(url: str, game: str, options: dict | None = None) -> tuple[str, list[Raw]]:
    """A room of two people, started: its code and their connections (seats 0 and 1)."""
    host = Raw(url)
    host.send({"type": "create", "game": game, "args": {"players": 2, "seed": 4},
               "seats": ["open", "open"], "autostart": True, "away_seconds": 600,
               **({"options": options} if options else {})})
    code = host.expect("room")["room"]
    host.close()
    people = [Raw(url), Raw(url)]
    for seat, person in enumerate(people):
        person.send({"type": "join", "room": code, "kind": "human", "seat": seat})
        assert person.expect("joined")["seat"] == seat
    for person in people:
        person.expect("view")
    return code, people


def table(room) -> str:
    """The room's whole game as it stands (its save: every input, the rules' state)."""
    with room.lock:
        return json.dumps(room.match.to_save(), sort_keys=True, default=str)


def one_line(refused: dict) -> None:
    assert refused["fr"] and refused["en"] and refused["fr"] != refused["en"], refused
    assert "\n" not in refused["fr"] + refused["en"] and "\x1b" not in refused["fr"]
    assert "Traceback" not in refused["fr"] + refused["en"]


@pytest.mark.parametrize("game", GAMES)
def test_hostile_payloads_are_refused_in_a_room_and_change_nothing(server, game):
    thread, url = server
    code, people = people_room(url, game)
    room = thread.rooms.rooms[code]
    wait_until(lambda: room.match is not None and room.waits_on_people())
    before = table(room)
    for _case, payload in hostile(registry.by_name(game)):
        for person in people:  # the seat awaited and the other alike
            person.send({"type": "input", "input": payload})
            one_line(person.expect("refused"))
    assert table(room) == before, "a refused move changed the game"
    people[0].send('{"type": "input", "input": {"kind": "throw", "aim": {"aim_deg": NaN}}}')
    closed = people[0].closed_by_server()
    one_line(closed)
    assert table(room) == before
    people[1].close()


# ------------------------------------------------------------------ the Graines, online
def actions_of(room) -> list[dict]:
    with room.lock:
        return [action.to_dict() for action in room.match.state.actions]


def seated(room, people) -> None:
    """The roll-off thrown by the people until the order at the table is known (one rises from
    a seat at the table: house/graines.py)."""
    while True:
        wait_until(lambda: room.match is not None and room.waits_on_people())
        with room.lock:
            if room.match.state.order:
                return
            awaited, count = room.match.throw_awaited_of(), len(room.match.state.actions)
        for seat in awaited:
            people[seat].send({"type": "input", "input": {"kind": "throw"}})
        wait_until(lambda count=count: len(room.match.state.actions) > count)


def test_a_person_stands_up_for_their_own_seat_only_once_between_two_moves(server):
    """Cul de Chouette with the Graines (house/graines.py): a person gets up from their window
    at any moment, not only at a decision; the words said cost nothing, not said a Bévue; a
    second rise before the table moves, a rise for another seat, forged either way, refused."""
    thread, url = server
    code, people = people_room(url, "cul-de-chouette", {"graines": True})
    room = thread.rooms.rooms[code]
    seated(room, people)
    (deciding,) = room.match.state.deciders()
    idle = 1 - deciding  # not their decision: they rise all the same
    people[idle].send({"type": "input", "input": {"kind": "stand_up", "graines": True}})
    wait_until(lambda: actions_of(room)[-1:] == [
        {"type": "stand_up", "player": idle, "graines": True}])
    scores = list(room.match.state.scores)
    before = table(room)
    rise = {"type": "input", "input": {"kind": "stand_up", "graines": True}}
    forged = {"type": "input", "input": {"kind": "stand_up", "graines": False, "player": idle}}
    for message, by in ((rise, idle),  # up already: the table has not moved since
                        (forged, deciding),  # another seat's, in the payload
                        ({"type": "decide", "action": {"type": "stand_up", "player": idle,
                                                       "graines": False}}, deciding)):
        people[by].send(message)
        one_line(people[by].expect("refused"))
    assert table(room) == before  # the second rise, and the forged ones, changed nothing
    people[deciding].send({"type": "input", "input": {"kind": "stand_up", "graines": False}})
    wait_until(lambda: actions_of(room)[-1:] == [
        {"type": "stand_up", "player": deciding, "graines": False}])
    penalty = room.match.state.variant.bevue_penalty
    expected = list(scores)
    expected[room.match.state.side_of[deciding]] -= penalty
    assert list(room.match.state.scores) == expected and penalty > 0
    for person in people:
        person.close()


def test_without_the_graines_a_rise_is_refused(server):
    thread, url = server
    code, people = people_room(url, "cul-de-chouette")
    room = thread.rooms.rooms[code]
    wait_until(lambda: room.match is not None and room.waits_on_people())
    before = table(room)
    for person in people:
        person.send({"type": "input", "input": {"kind": "stand_up", "graines": True}})
        one_line(person.expect("refused"))
    assert table(room) == before
    for person in people:
        person.close()
