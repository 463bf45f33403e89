"""A browser table (and the window's online log) names the seats as the room's lobby does: the
names people typed in the log lines too, and another seat's turn is "waited for" when a person
holds it, "thinking" only when a bot does."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pytest

from deboule import registry
from deboule.online.web_table import Seats, WebTable
from deboule.text.i18n import tr

NAMES = [None, "Fenêtre"]


def played_until(game: str, done, limit: int = 400) -> Any:
    """`game`'s two-seat match state, played by a seeded draw until `done(state)`."""
    entry = registry.by_name(game)
    options = entry.check_options(entry.options_from_args({}), 2)
    state = entry.new_match(options, ["human", "human"], seed=3, names=NAMES).state
    pick = random.Random(3)
    for _ in range(limit):
        if done(state):
            return state
        if state.is_chance_node():
            state.apply(pick.choice(state.chance_outcomes())[0])
        else:
            deciding = pick.choice(list(state.deciders()))
            state.apply(pick.choice(state.legal_actions(deciding)))
    raise AssertionError(f"{game}: never reached")


def seat_one_decides(state: Any) -> bool:
    node = getattr(state, "node", None)  # Cul de Chouette's: a decision, not a race
    return not state.is_over and not state.is_chance_node() and \
        tuple(state.deciders()) == (1,) and (node is None or node.kind == "decision")


def table(game: str, state: Any, people: list[bool], kept: Any = None) -> dict:
    maker = registry.by_name(game).web_table()
    return maker.table(state, 0, [], kept, Seats(NAMES, people))


@pytest.mark.parametrize(("game", "person", "bot"), [
    ("enculette", "enc.waiting", "enc.thinking"),
    ("chamot", "chamot.turn", "chamot.thinking_bot"),
    ("cul-de-chouette", "cdc.person_think", "cdc.bot_think")])
def test_another_persons_turn_is_waited_for_a_bots_is_thought(game, person, bot):
    state = played_until(game, seat_one_decides)
    for lang in ("fr", "en"):
        assert table(game, state, [True, True])["prompt"][lang] == tr(person, lang,
                                                                       name="Fenêtre")
        assert table(game, state, [True, False])["prompt"][lang] == tr(bot, lang,
                                                                        name="Fenêtre")


def test_a_cul_de_chouette_throw_by_a_person_is_waited_for():
    state = played_until("cul-de-chouette", lambda s: s.is_chance_node()
                         and s.node.roller == 1 and s.node.kind == "chance")
    assert table("cul-de-chouette", state, [True, True])["prompt"]["fr"].startswith(
        "À Fenêtre de lancer")
    assert table("cul-de-chouette", state, [True, False])["prompt"]["fr"].startswith(
        "Fenêtre lance")


def test_without_the_lobbys_word_a_typed_name_is_a_person():
    assert Seats(NAMES).person(1) and not Seats(NAMES).person(0)
    assert not Seats(NAMES, [True, False]).person(1) and not Seats().person(5)


def test_the_enculette_log_names_the_seats_as_the_lobby_does():
    state = played_until("enculette", lambda s: sum(e.kind == "drank" for e in s.events) >= 2)
    web = WebTable("enculette", 0)
    web.names, web.people = list(NAMES), [True, True]
    lines = web.maker.table(state, 0, [], None, Seats(web.names, web.people))["log"]
    for lang, other in (("fr", "Joueur 2"), ("en", "Player 2")):
        assert any("Fenêtre" in line for line in lines[lang]), lines[lang]
        assert not any(other in line for line in lines[lang]), lines[lang]


def test_the_chamot_log_names_the_seats_as_the_lobby_does():
    from deboule.games.chamot.web_table import ChamotLog

    state = played_until("chamot", seat_one_decides)
    log = ChamotLog()
    table("chamot", state, [True, True], log)
    after = played_until("chamot", lambda s: s is not state and seat_one_decides(s)
                         and s.history[:len(state.history)] == state.history
                         and len(s.history) > len(state.history) + 4)
    lines = table("chamot", after, [True, True], log)["log"]
    assert any("Fenêtre" in line for line in lines["fr"] + lines["en"]), lines
    assert not any("Joueur 2" in line for line in lines["fr"]), lines


def test_the_window_chamot_log_says_the_lobbys_names():
    from deboule.games.chamot.online_match import OnlineChamotMatch

    first = played_until("chamot", seat_one_decides)
    later = played_until("chamot", lambda s: seat_one_decides(s) and len(s.history) >
                         len(first.history) + 4)
    states = [first]
    lobby = {"seats": [{"kind": "human", "name": "1"}, {"kind": "human", "name": "Fenêtre"}]}
    session = SimpleNamespace(seat=0, lobby=lobby, rules_state=lambda: states[-1], events=0,
                              over=False)
    match = OnlineChamotMatch(session, lang="fr")
    match.adopt(later)
    assert any("Fenêtre" in line for line in match.log), match.log
    assert not any("Joueur 2" in line for line in match.log), match.log


def test_the_window_enculette_log_says_the_lobbys_names():
    from deboule.games.enculette.online_match import OnlineEnculetteMatch

    state = played_until("enculette", lambda s: sum(e.kind == "drank" for e in s.events) >= 2)
    lobby = {"seats": [{"kind": "human", "name": "1"}, {"kind": "human", "name": "Fenêtre"}]}
    session = SimpleNamespace(seat=0, lobby=lobby, rules_state=lambda: state, events=0,
                              over=False)
    match = OnlineEnculetteMatch(session, lang="fr")
    assert any("Fenêtre" in line for line in match.log), match.log
    assert not any("Joueur 2" in line for line in match.log), match.log


def test_the_room_tells_its_browser_tables_who_is_a_person():
    import argparse

    from deboule.online.room_match import build_match
    from deboule.online.web_table import WatchersTable

    entry = registry.by_name("enculette")
    page = WebTable("enculette", 0)
    members = {0: SimpleNamespace(kind="human", name="Page", web=page),
               1: SimpleNamespace(kind="human", name="2", web=None),  # typed no name
               2: SimpleNamespace(kind="bot", name="bot", web=None)}
    room = SimpleNamespace(entry=entry, seats=["open", "open", "novice"], members=members,
                           options=entry.check_options(entry.options_from_args({}), 3),
                           seat_objects=lambda: ["human", "human", "novice"],
                           watchers=WatchersTable("enculette"))
    build_match(room, argparse.Namespace(seed=3, lang="fr"))
    for web in (page, room.watchers.maker):
        assert web.names == ["Page", None, None] and web.people == [True, True, False]


def test_the_deboule_log_names_the_players_as_the_lobby_does(monkeypatch):
    """Le Déboulé's lines name a side of one player by its typed name, on the page and in the
    window's online match (deboule/games/deboule/remote_match.py `typed_names`)."""
    from deboule.games.deboule.remote_match import RemoteMatch
    from deboule.rules.core.contract import Event

    entry = registry.by_name("deboule")
    options = entry.check_options(entry.options_from_args({}), 2)
    state = entry.new_match(options, ["human", "human"], seed=3, names=NAMES).state
    happened = (Event("lead", {"player": 1}), Event("starter", {"side": 1}))
    monkeypatch.setattr(type(state), "events", property(lambda self: happened))
    lines = table("deboule", state, [True, True])["log"]
    assert lines["fr"] == ["Fenêtre prend la main", "Fenêtre commence"]
    assert not any("Player 2" in line for line in lines["en"]) and lines["en"]
    lobby = {"seats": [{"kind": "human", "name": "1"}, {"kind": "human", "name": "Fenêtre"}]}
    remote = SimpleNamespace(session=SimpleNamespace(lobby=lobby, seat=0), game=state)
    assert RemoteMatch.typed_names(remote) == [None, "Fenêtre"]
