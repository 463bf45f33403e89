"""Issue 48, point 4, what a newcomer still saw: Le Déboulé's log named the faces two ways
("rouge 1 : Flèche" beside "bleue 2 : face blanche")."""

from __future__ import annotations

import pytest

from deboule.rules.deboule.game import Event
from deboule.rules.deboule.messages import render
from deboule.rules.deboule.setup import MatchOptions, make_layout
from deboule.rules.deboule.table import DEBOULE_FACES
from deboule.screens.big_face import face_name


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_face_is_named_alike_in_the_log_and_the_large_print(lang):
    layout = make_layout(MatchOptions(players=2))
    names = {}
    for face in DEBOULE_FACES:
        line = render(Event("thrown", {"player": 0, "purpose": "deboule", "piece": "red-1",
                                       "face": face}), layout, lang)
        names[face] = line.rsplit(":", 1)[1].strip()
        assert names[face] == face_name(face, lang), (line, face_name(face, lang))
    # one kind of word each: a capitalised name of one word, as the lessons write "la Flèche"
    assert all(name[0].isupper() and " " not in name for name in names.values()), names


def _online_status(screen_class, other: dict) -> str:
    """What an online screen's status says while seat 1 (`other`, as the lobby lists it) acts
    and this window holds seat 0."""
    from types import SimpleNamespace

    lobby = {"seats": [{"seat": 0, "spec": "open", "kind": "human", "name": "Alice"},
                       {"seat": 1, **other}]}
    session = SimpleNamespace(seat=0, lobby=lobby)
    match = SimpleNamespace(over=False, busy=lambda: False, acting_seat=lambda: 1, seat=0)
    screen = SimpleNamespace(match=match, session=session, lang="fr",
                             name=lambda seat: f"Joueur {seat + 1}")
    return screen_class.status(screen)[0]


@pytest.mark.parametrize("game", ["enculette", "chamot"])
def test_online_a_person_elsewhere_is_waited_for_and_a_bot_thinks(game):
    """Failing, Bob at another window 'réfléchit…' as a bot would (issue 48, point 4)."""
    if game == "enculette":
        from deboule.games.enculette.online import OnlineEnculetteScreen as screen_class
    else:
        from deboule.games.chamot.online import OnlineChamotScreen as screen_class
    person = _online_status(screen_class, {"spec": "open", "kind": "human", "name": "Bob"})
    assert "réfléchit" not in person and "Joueur 2" in person, person
    away = _online_status(screen_class, {"spec": "open", "kind": "human", "away": True})
    assert "réfléchit" not in away, away
    for bot in ({"spec": "expert", "kind": None}, {"spec": "open", "kind": "bot"}):
        assert _online_status(screen_class, bot) == "Joueur 2 réfléchit…"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_log_line_that_opens_on_a_piece_starts_with_a_capital(lang):
    """Failing, the log read "la verte 1 sort du jeu pour la manche" between sentences."""
    layout = make_layout(MatchOptions(players=2))
    for event in (Event("piece_out", {"piece": "green-1"}),
                  Event("tower_out", {"tower": "tower-1"}),
                  Event("put_back", {"piece": "red-2", "tower": "tower-0"})):
        line = render(event, layout, lang)
        assert line[0].isupper(), line


def test_online_chamot_names_only_this_windows_seat_you():
    """Failing, Bob's window listed "Joueur 1 (vous)" for Alice too: every person was "vous"."""
    from types import SimpleNamespace

    from deboule.games.chamot.online import OnlineChamotHud

    lobby = {"seats": [{"seat": 0, "spec": "open", "kind": "human", "name": "Alice"},
                       {"seat": 1, "spec": "open", "kind": "human", "name": "Bob"},
                       {"seat": 2, "spec": "novice", "kind": None, "name": None}]}
    hud = object.__new__(OnlineChamotHud)  # its labels only: no window
    hud.screen = SimpleNamespace(session=SimpleNamespace(seat=1, lobby=lobby), lang="fr",
                                 match=SimpleNamespace(seats=["human", "human", "novice"]))
    assert [hud.seat_label(seat) for seat in range(3)] == ["en ligne", "vous", "bot débutant"]
