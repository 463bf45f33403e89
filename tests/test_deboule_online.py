"""Le Déboulé online (issue 33): the seats a throw is awaited of, a room's match with people's
seats, and the online screen (deboule/games/deboule/online.py) on two seats of one room of a real
server in this process: what one seat throws, the other draws from the server's motion (nothing
simulated there), refusals and the link said in the status, Esc's menu leaves the room."""

from __future__ import annotations

import time
from types import SimpleNamespace

import numpy as np
import pytest

from deboule.games.deboule.match import DebouleMatch, Seat
from deboule.match_base import HUMAN, HandThrow, MatchError
from deboule.physics import Throw
from deboule.rules.deboule import RollOffRequest, ThrowRequest
from tests.online_support import serving

NET = 60.0  # seconds: a net for a test that fails on a loaded machine, never what is tested


def _throw() -> Throw:
    from deboule.shell.flick import keyboard_throw

    return keyboard_throw(0.0, 0.5, 0.0, 0.0)


def test_a_throw_is_awaited_of_the_person_whose_throw_the_rules_wait_for():
    match = DebouleMatch([Seat("human"), Seat("bot", "novice")], seed=1, headless=True)
    assert isinstance(match.pending, RollOffRequest) and match.pending.player == 0
    assert match.throw_awaited_of() == (0,)
    match.feed(HandThrow(piece="cochonde", throw=_throw()))
    assert match.flight is not None and match.throw_awaited_of() == ()  # it rolls
    match.step()
    assert match.pending.player == 1 and match.throw_awaited_of() == ()  # the bot's turn
    bot_first = DebouleMatch([Seat("bot", "novice"), Seat("human")], seed=1, headless=True)
    assert bot_first.throw_awaited_of() == ()
    while not isinstance(bot_first.pending, RollOffRequest) or bot_first.pending.player != 1:
        bot_first.step()
    assert bot_first.throw_awaited_of() == (1,)


def test_the_sims_match_takes_peoples_seats():
    from deboule.games.deboule.sim import build_match

    args = SimpleNamespace(players=2, bots=None, seed=2, teams=False, lang="fr")
    report = build_match(args, [HUMAN, "novice"])
    assert [seat.kind for seat in report.match.seats] == ["human", "bot"]
    assert report.match.throw_awaited_of() == (0,)
    report.match.close()


# ------------------------------------------------------------------ two seats of one room
@pytest.fixture(scope="module")
def app(tmp_path_factory):
    from tests.headless_app import headless_app

    with headless_app(tmp_path_factory.mktemp("online"), (960, 600)) as app:
        yield app


@pytest.fixture(scope="module")
def server():
    with serving() as running:
        yield running


def _join(url: str, room: str, seat: int):
    from deboule.online.session import Session

    session = Session.connect(url)
    session.join(room, seat)
    return session


def _room(url: str) -> str:
    from deboule.online.client import Client

    host = Client(url, name="host")
    host.connect()
    host.send("create", game="deboule", args={"seed": 5}, seats=["open", "open"],
              away_seconds=60.0, autostart=True)
    code = str(host.wait_for("room")["room"])
    host.close()
    return code


def _run(screens, condition, what: str, dt: float = 0.25) -> None:
    """The screens' frames (dt each: motions drawn quickly) until `condition()`."""
    deadline = time.monotonic() + NET
    while not condition():
        assert time.monotonic() < deadline, f"never: {what}"
        for screen in screens:
            screen.update(dt)
        time.sleep(0.01)


def _server_poses(room) -> dict:
    with room.lock:
        return room.match.world.poses()


def _same_table(drawn: dict, served: dict) -> bool:
    """The same pieces, within the keyframes' quantisation (0.1 mm)."""
    return sorted(drawn) == sorted(served) and all(
        np.allclose(drawn[pid][0], served[pid][0], atol=2e-4) for pid in served)


def test_a_throw_in_one_seat_is_drawn_in_the_other_and_out_of_turn_is_refused(app, server):
    from deboule.games.deboule.online import SCREEN
    from deboule.online.text import phrase

    thread, url = server
    code = _room(url)
    room = thread.rooms.rooms[code]
    a = SCREEN(app, _join(url, code, 0))
    assert a.status()[0].startswith(f"Salle {code}")  # the other player is awaited
    b = SCREEN(app, _join(url, code, 1))
    _run([a, b], lambda: a.throw_request() is not None and b.match.started, "A's roll-off")
    opening = "(le plus haut prend la main)"  # the roll-off says what it decides
    assert a.status() == ["À Joueur 1 (vous) de lancer", opening]
    assert b.status() == ["À Joueur 1 de lancer", opening] and b.throw_request() is None
    before = b.match.world.poses()

    # B's throw out of turn: refused by the screen, and by the server when sent all the same
    with pytest.raises(MatchError):
        b.match.human_throw("cochonde", _throw())
    b.session.send_input("throw", piece="cochonde", throw=_throw().to_dict())
    _run([a, b], lambda: b.message != "", "the server's refusal")
    assert b.message == "coup refusé : ce n'est pas à vous de jouer"
    assert room.match.inputs == []  # nothing played

    # A's throw with the keys (the aim planned on the table), drawn in B from its motion
    from pyglet.window import key

    a.on_key(key.SPACE, 0)
    assert a.throw_request() is None  # sent: not thrown twice
    # each seat reads the server's motion at its own pace: what each says while it draws it
    rolling: dict[str, list[str]] = {}

    def both_drew_it_rolling() -> bool:
        for name, seat in (("A", a), ("B", b)):
            if seat.match.flight is not None and name not in rolling:
                rolling[name] = seat.status()
        return len(rolling) == 2

    _run([a, b], both_drew_it_rolling, "both seats drawing A's throw")
    assert rolling == {"A": ["Ça roule…"], "B": ["Ça roule…"]}  # both draw the throw rolling
    _run([a, b], lambda: b.match.flight is None and b.throw_request() is not None,
         "B's roll-off")
    served = _server_poses(room)
    assert "cochonde" in served and _same_table(b.match.world.poses(), served)
    assert b.match.world.poses() != before
    face = room.match.game.history[0].face  # the server's rules read the cochondé
    assert b.match.log == [f"Joueur 1 fait rouler le cochondé : {face}"]
    assert b.match.inputs == [{"throw": True, "piece": "cochonde"}]
    assert b.status() == ["À Joueur 2 (vous) de lancer", opening]

    # the link said in one line above the rest
    b.session.closed = phrase("online.closed.shutdown")
    assert b.status()[0] == "Salle fermée : le serveur s'arrête"
    b.session.closed = None

    # B rolls off, A chooses... whoever must: the new round's towers are drawn where the
    # server stood them (a move of one keyframe)
    b.on_key(key.SPACE, 0)
    _run([a, b], lambda: b.match.flight is None and (a.choices() or b.choices()),
         "the starter's choice")
    chooser = a if a.choices() else b
    while not isinstance(room.match.pending, ThrowRequest):
        chooser = a if a.choices() or a.choosing_towers() else b
        chooser.on_key(key.ENTER, 0)
        _run([a, b], lambda: a.match.flight is None and b.match.flight is None and (
            a.choices() or b.choices() or a.choosing_towers() or b.choosing_towers()
            or isinstance(room.match.pending, ThrowRequest)), "the next choice")
    _run([a, b], lambda: a.throw_request() or b.throw_request(), "the cochondé's throw")
    served = _server_poses(room)
    assert any(pid.startswith("tower") for pid in served)
    # each window reads its messages at its own pace (a motion drawn before what follows it):
    # wait for both to have drawn the table the server stood
    _run([a, b], lambda: _same_table(a.match.world.poses(), served)
         and _same_table(b.match.world.poses(), served), "both windows draw the towers")

    # B's link cut: said in one line while it is made again with the seat's token, then gone
    status = b.status()
    b.session.client.drop()
    _run([a, b], lambda: b.session.reconnecting, "B reconnecting")
    assert b.status() == ["Connexion perdue : reconnexion…", *status]
    _run([a, b], lambda: not b.session.reconnecting, "B back")
    assert b.status() == status and b.session.closed is None

    # Esc, then "leave the room": the screen closes and its connection with it
    from deboule.screens.menus import PauseScreen

    app.push(a)
    a.on_key(key.ESCAPE, 0)
    assert isinstance(app.screen, PauseScreen)
    assert ("leave", ) == tuple(ident for ident, _ in a.pause_items())
    app.screen.command("game:leave")
    assert a.session.client.closed and app.screen is not a
    b.session.close()


def test_the_seats_are_named_from_the_rooms_lobby():
    from deboule.games.deboule.remote_match import RemoteMatch

    lobby = {"seats": [{"seat": 0, "spec": "open", "kind": "human", "name": "Anne"},
                       {"seat": 1, "spec": "open", "kind": "human", "name": "2"},
                       {"seat": 2, "spec": "expert", "kind": None, "name": None},
                       {"seat": 3, "spec": "open", "kind": "bot", "name": "robot"}]}
    session = SimpleNamespace(lobby=lobby, over=False, seat=1, view=None)
    match = RemoteMatch(session)
    assert match.game.options.players == 4 and not match.started
    assert [(s.kind, s.name) for s in match.seats] == [
        ("human", "Anne"), ("human", "Joueur 2"), ("bot", "Bot expert"), ("bot", "robot")]
    assert not match.human_to_act() and match.legal_actions() == []  # no view yet
