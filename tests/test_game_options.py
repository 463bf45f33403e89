"""Options one way everywhere (deboule/games/game_options.py, docs/options.md): every game of
the registry builds its matches through `Game.new_match(options, seats, ...)`, its options one
mapping its own schema checks; `deboule sim --rule NAME=VALUE` sets any of them; a room's
`create` carries the same mapping (older `args` converted); the network package never imports
the command line; the names people type in the lobby are the names their match shows."""

from __future__ import annotations

import argparse
import json
from types import SimpleNamespace

import pytest

from deboule import cli, registry
from deboule.games.game_options import OptionRefused, parse_rules
from deboule.match_base import HUMAN, Match
from deboule.online.store import RoomStore
from tests.import_graph import import_graph, module_paths
from tests.online_support import Raw, serving, wait_until

# (a non-default option of each game, how its match shows it)
NON_DEFAULT = {
    "deboule": ({"target": 5}, lambda match: match.game.options.target),
    "cul-de-chouette": ({"bevue_penalty": 20}, lambda match: match.variant.bevue_penalty),
    "enculette": ({"broc": 7}, lambda match: match.state.options.broc),
    "chamot": ({"turn_limit": 50}, lambda match: match.state.options.turn_limit),
}
SHOWN = {"deboule": 5, "cul-de-chouette": 20, "enculette": 7, "chamot": 50}
# (an option whose value the game refuses) of each game
BAD_VALUE = {"deboule": ("target", 0), "cul-de-chouette": ("bevue_penalty", 99),
             "enculette": ("broc", 0), "chamot": ("turn_limit", 0)}
NAMES = [entry.name for entry in registry.GAMES]


def _levels(entry, n: int = 2) -> list[str]:
    return [entry.cli_facts()["levels"][0]] * n


@pytest.mark.parametrize("entry", registry.GAMES, ids=NAMES)
def test_every_game_builds_its_match_through_new_match(entry):
    """The registry's games, one constructor each: a Match of the seats asked, its options
    the schema's mapping (checked twice: the same; JSON as saves and rooms keep it)."""
    options = entry.check_options({})
    assert entry.check_options(json.loads(json.dumps(options))) == options
    assert set(options) <= set(entry.option_names())
    match = entry.new_match({}, [HUMAN, *_levels(entry, 1)], seed=3)
    try:
        assert isinstance(match, Match)
        assert match.state.n_players == 2 if hasattr(match.state, "n_players") else True
    finally:
        match.close()
    given, shown = NON_DEFAULT[entry.name]
    match = entry.new_match(given, _levels(entry), seed=3)
    try:
        assert shown(match) == SHOWN[entry.name]
    finally:
        match.close()


@pytest.mark.parametrize("entry", registry.GAMES, ids=NAMES)
def test_match_new_takes_the_same_options_mapping(entry):
    """Every game's `Match.new(seats, seed, options={...})`: the one mapping, the one check."""
    given, shown = NON_DEFAULT[entry.name]
    match = entry.match_class().new(_levels(entry), seed=2, options=given, headless=True)
    try:
        assert shown(match) == SHOWN[entry.name]
    finally:
        match.close()
    with pytest.raises(OptionRefused):
        entry.match_class().new(_levels(entry), seed=2, options={"no_such_rule": 1})


@pytest.mark.parametrize("entry", registry.GAMES, ids=NAMES)
def test_options_a_game_refuses_are_one_line_and_build_nothing(entry):
    name, value = BAD_VALUE[entry.name]
    for options, where in (({"no_such_rule": 1}, "no_such_rule"), ({name: value}, name),
                           ({"\x1b[31mred": 1}, "?[31mred"), ([("target", 1)], None)):
        with pytest.raises(OptionRefused) as refused:
            entry.new_match(options, _levels(entry), seed=1)
        french, english = refused.value.text("fr"), refused.value.text("en")
        assert french != english and "\n" not in french + english
        assert "\x1b" not in french + english
        if where is not None:
            assert where in french and where in english
    with pytest.raises(OptionRefused) as refused:
        entry.check_options({"no_such_rule": 1})
    for known in entry.option_names():  # an unknown name is told with the known ones
        assert known in refused.value.text("en")


def test_rule_texts_read_as_one_mapping():
    assert parse_rules(["target=11", "short=on", "blind_reshake=off", "direction=clockwise",
                        "house_words=[\"zigouigoui\"]"]) == {
        "target": 11, "short": True, "blind_reshake": False, "direction": "clockwise",
        "house_words": ["zigouigoui"]}
    for bad in (["target"], ["=3"], ["a b=3"], ["target=1", "target=2"]):
        with pytest.raises(OptionRefused):
            parse_rules(bad)


@pytest.mark.parametrize("entry", registry.GAMES, ids=NAMES)
def test_sim_rule_sets_any_option_of_any_game(entry, capsys):
    """`--rule NAME=VALUE` reaches the sim's match; an unknown name or a bad value is one
    line listing the known names, exit 2, nothing played."""
    (name, value), = NON_DEFAULT[entry.name][0].items()
    args = argparse.Namespace(game=entry.name, players=2, bots=None, preset=None, teams=False,
                              seed=1, record=None, join=None, house_words=None, quiet=True,
                              lang="fr", rule=[f"{name}={value}"])
    built = entry.sim().build_match(args)
    match = getattr(built, "match", built)
    try:
        assert NON_DEFAULT[entry.name][1](match) == SHOWN[entry.name]
    finally:
        match.close()
    assert cli.main(["sim", "--game", entry.name, "--rule", "no_such_rule=1"]) == 2
    line = capsys.readouterr().err.strip()
    assert "\n" not in line and "no_such_rule" in line and name in line
    bad, worse = BAD_VALUE[entry.name]
    assert cli.main(["sim", "--game", entry.name, "--rule", f"{bad}={worse}"]) == 2
    assert bad in capsys.readouterr().err


def test_sim_rule_plays_its_option(capsys):
    """A whole sim, cheap: L'Enculette with a broc of 3 says so, and differs from the default."""
    assert cli.main(["sim", "--game", "enculette", "--rule", "broc=3", "--seed", "2"]) == 0
    assert "broc de 3 gorgées" in capsys.readouterr().out.splitlines()[0]


def test_the_network_package_imports_no_command_line():
    """deboule/online/ builds rooms through the games' objects: no module of it imports
    deboule.cli, directly or through another (lazy imports counted)."""
    modules = module_paths(("deboule",))
    graph = import_graph(modules, type_checking=True)
    seen, todo = set(), [name for name in modules if name.startswith("deboule.online.")]
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo.extend(graph.get(name, ()))
    assert "deboule.cli" not in seen
    assert "deboule.online.room" in seen


@pytest.fixture(scope="module")
def server():
    with serving() as running:
        yield running


def _room(server, code: str):
    thread, _ = server
    return wait_until(lambda: thread.rooms.rooms.get(code))


@pytest.mark.parametrize("entry", registry.GAMES, ids=NAMES)
def test_a_room_plays_with_its_non_default_option(server, entry):
    """`create` with `options`: the server's match plays with them; a bad one is refused."""
    _, url = server
    given, shown = NON_DEFAULT[entry.name]
    host = Raw(url)
    (bad, worse), = [BAD_VALUE[entry.name]]
    host.send({"type": "create", "game": entry.name, "args": {"players": 2},
               "options": {bad: worse}, "seats": ["open", _levels(entry, 1)[0]]})
    refused = host.expect("refused")
    assert bad in refused["fr"] and bad in refused["en"]
    host.send({"type": "create", "game": entry.name, "args": {"players": 2},
               "options": given, "seats": ["open", _levels(entry, 1)[0]]})
    code = host.expect("room")["room"]
    host.send({"type": "join", "room": code, "kind": "human", "seat": 0})
    joined = host.expect("joined")
    assert all(joined["options"][name] == value for name, value in given.items())
    room = _room(server, code)
    match = wait_until(lambda: room.match)
    assert shown(match) == SHOWN[entry.name]
    host.close()


def test_an_older_clients_args_still_make_the_room():
    """`preset` in `args`, as the window and `deboule sim --online` sent it: converted."""
    entry = registry.by_name("enculette")
    from deboule.online.room_args import room_options

    options = room_options(entry, {"players": 2, "preset": "aveugle,broc=9"}, None,
                           entry.cli_facts()["levels"])
    assert (options["broc"], options["blind_reshake"]) == (9, True)
    # the mapping wins over the older argument
    assert room_options(entry, {"players": 2, "preset": "broc=9"}, {"broc": 4},
                        entry.cli_facts()["levels"])["broc"] == 4


def test_a_room_saved_with_older_args_resumes_with_them_converted(tmp_path):
    """A room file of a server before the options mapping (no `options`, `preset` in `args`)
    is read with its arguments converted; one whose arguments the game refuses is set aside."""
    from deboule.online.room import Room

    entry = registry.by_name("enculette")
    room = Room("ABCDEFGH", entry, {"players": 2, "preset": "broc=6"}, ["open", "open"])
    store = RoomStore(tmp_path)
    store.save(room, force=True)
    path = next(tmp_path.glob("room-*.json"))
    data = json.loads(path.read_text())
    assert data["options"]["broc"] == 6
    del data["options"]  # as an older server wrote it
    path.write_text(json.dumps(data))
    back = [Room.from_save(saved) for _, saved in RoomStore(tmp_path).load()]
    assert [r.options["broc"] for r in back] == [6]
    data["args"]["preset"] = "broc=0"
    path.write_text(json.dumps(data))
    store = RoomStore(tmp_path)
    assert store.load() == []
    assert "arguments" in store.refused[0][1]


@pytest.mark.parametrize("game", NAMES)
def test_the_names_typed_in_the_lobby_are_the_matchs(server, game):
    """Two people, Alice at a window and Bob at a browser seat, join a room: the match names
    them so, Bob's browser table and Alice's window (from the lobby it is sent) show those
    names, not "Joueur 1/2"; a name no window should draw is left out."""
    from deboule.screens.online_seat import lobby_name

    _, url = server
    host = Raw(url, hello=False)
    host.send({"type": "hello", "v": 1, "name": "Alice"})
    host.expect("welcome")
    guest = Raw(url, hello=False)
    guest.send({"type": "hello", "v": 1, "name": "Bob", "client": "web"})
    guest.expect("welcome")
    host.send({"type": "create", "game": game, "args": {"players": 2},
               "seats": ["open", "open"]})
    code = host.expect("room")["room"]
    host.send({"type": "join", "room": code, "kind": "human", "seat": 0})
    host.expect("joined")
    guest.send({"type": "join", "room": code, "kind": "human", "seat": 1})
    guest.expect("joined")
    match = wait_until(lambda: _room(server, code).match)
    assert NAMES_OF.get(game, lambda m: m.names)(match) == ["Alice", "Bob"]
    browser = guest.expect("view")
    assert [p["name"]["fr"] for p in browser["table"]["players"]] == ["Alice", "Bob"]
    window = host.expect("view")
    if game == "cul-de-chouette":  # the rules' state carries them: every view does
        assert window["full"]
        assert window["view"]["state"]["options"]["names"] == ["Alice", "Bob"]
    lobby = host.expect("lobby")  # the lobbies the window is sent, until Bob's seat is taken
    while lobby["seats"][1].get("kind") != "human":
        lobby = host.expect("lobby")
    seen = SimpleNamespace(lobby=lobby)
    assert [lobby_name(seen, seat) for seat in (0, 1)] == ["Alice", "Bob"]
    lobby["seats"][1]["name"] = "\x1b[31mBob"
    assert lobby_name(seen, 1) is None
    host.close()
    guest.close()


NAMES_OF = {
    "cul-de-chouette": lambda match: list(match.state.names),
    "deboule": lambda match: [seat.name for seat in match.seats],
}


FORGED = [
    ("cul-de-chouette", {"preset": ["kaamelott"]}),
    ("cul-de-chouette", {"grelottine_coefficients": {"SUITE": 10**30}}),
    ("cul-de-chouette", {"win_score": 1e308}),
    ("cul-de-chouette", {"teams": True}),  # two players
    ("chamot", {"house_words": ["a" * 5000]}),
    ("chamot", {"house_words": {"nested": [[[]]]}}),
    ("enculette", {"cups": 8}),  # two players
    ("enculette", {"direction": None}),
    ("deboule", {"teams": True}),  # two players
    ("deboule", {"target": "21"}),
]


def test_forged_options_are_refused_in_one_line_and_build_nothing(server):
    """A hostile client's options: each refused with its reason in French and English, no
    room made, the connection going on."""
    thread, url = server
    raw = Raw(url)
    before = len(thread.rooms.rooms)
    for game, options in FORGED:
        raw.send({"type": "create", "game": game, "args": {"players": 2}, "options": options,
                  "seats": ["open", "open"]})
        refused = raw.expect("refused")
        assert refused["fr"] != refused["en"] and "Traceback" not in refused["en"], options
        assert len(refused["fr"]) < 600
    assert len(thread.rooms.rooms) == before
    raw.close()
