"""L'Enculette's and Chamot's online screens in a headless window (a fresh process: pyglet's
headless switch is process-wide), each on a real room: a server on 127.0.0.1 (port 0), this
window's seat a person, the other seat a bot client (deboule.online.sim.SeatThread). The keys of
the local screens send the seat's inputs; the server's own match plays them. What the seat may
not see is never drawn."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from deboule.games.enculette.match import EnculetteMatch

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = ("enculette", "chamot")
LIMIT = 120.0  # seconds: a net for a scenario that hangs, never what is tested


def test_the_tasse_is_shaken_and_turned_over_by_its_server_only():
    match = EnculetteMatch(["human", "novice", "novice"], seed=3, headless=True)
    server = match.state.cup().server
    assert match.throw_awaited_of() == (server,)
    match.human_shake() if match.seats[server] == "human" else match.bot_turn(server)
    assert not match.state.is_chance_node() and match.throw_awaited_of() == ()


def test_a_game_the_window_cannot_show_is_said_on_the_waiting_screen_once():
    from collections import deque
    from types import SimpleNamespace

    from deboule.match_base import MatchError
    from deboule.screens.online_seat import WaitingScreen

    built, replaced = [], []
    session = SimpleNamespace(events=3, closed=None, notices=deque(), poll=lambda: 0,
                              rules_state=lambda: object())
    app = SimpleNamespace(settings=SimpleNamespace(lang="en"), replace=replaced.append)

    def build(app, session):
        built.append(1)
        raise MatchError("enc.refused.over")

    waiting = WaitingScreen(app, session, build)
    waiting.update(0.1)
    waiting.update(0.1)  # no new view: not built again
    assert waiting.message == "The game is over." and not replaced and built == [1]
    session.events = 4
    waiting.update(0.1)
    assert built == [1, 1] and not waiting.handed_over


@pytest.fixture(scope="module")
def results(tmp_path_factory) -> dict:
    tmp_path = tmp_path_factory.mktemp("cards_online")
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp_path / "config"),
               DEBOULE_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, __file__, str(tmp_path), *SCENARIOS], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        pytest.fail(f"online scenarios failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-4000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_enculette_the_shake_and_the_announcement_from_the_screen_are_the_servers(results):
    out = results["enculette"]
    assert out["waiting_first"] and out["must_shake"]
    assert out["motion_kinds"] == ["shake"]  # the server's keyframes, played in the window
    # the room's own match shook the Tasse for this seat, and played the announcement chosen
    assert out["server_history"][0]["type"] == "dice_shaken"
    assert out["server_history"][1] == out["announced"]
    # the seat saw its own dice (peeked), the very faces the server's dice show
    assert out["peeked"] == out["server_history"][0]["faces"]
    assert out["log"][:2] == out["server_log"][:2]


def test_enculette_another_seats_dice_are_never_shown(results):
    out = results["enculette"]
    # the bot's shake: this seat has nothing to peek at, the HUD names no dice
    assert out["bot_shook"] and out["peek_on_bot_cup"] is None and out["dice_line"] is None
    # the rebuilt state's stand-ins for those dice are not what the window draws
    assert out["drawn_faces"] == out["local_faces"]


def test_enculette_a_doubt_lifts_the_cup_and_the_dice_drawn_are_the_servers(results):
    out = results["enculette"]
    assert out["lift_kinds"] == ["lift"] and out["lifted"]
    assert out["public_faces"] == out["server_faces"]
    assert out["lifted_drawn"] == sorted(out["server_faces"])  # the 3D dice show them
    assert out["lifted_line"] and out["lifted_line"].startswith("Tasse soulevée")


def test_enculette_a_shake_out_of_turn_is_refused_by_the_server(results):
    out = results["enculette"]
    assert out["refused_throw"] and "pas à vous" in out["refused_throw"]


def test_chamot_a_card_turned_and_discarded_from_the_screen_is_played_by_the_server(results):
    out = results["chamot"]
    assert out["waiting_first"]
    assert out["hand_shown"] == out["server_hand"]  # the seat sees the card it turned
    assert out["server_corbeille"][-1] == out["hand_shown"]  # D: the server discarded it
    assert out["refused_locally"] and out["history_same_after_refusal"]


def test_chamot_the_log_tells_what_the_table_showed_changing(results):
    out = results["chamot"]
    letter = out["log_letter"]
    # the seat called by the name its person typed in the lobby ("me"), as the page does
    assert f"Corbeille de me : 1 (dessus : {letter})" in out["log"]
    assert set(out["log"]) & set(out["log_drawn"])


def test_chamot_only_what_the_seat_sees_is_drawn(results):
    out = results["chamot"]
    # this seat's card in hand shows its letter; another seat's is drawn face down
    assert out["own_hand_letter_drawn"] is True
    assert out["other_holds"] and out["other_hand_letter_drawn"] is False


# ------------------------------------------------------------------ the scenarios (subprocess)
def _room(game: str) -> tuple:
    from deboule import registry
    from deboule.online.server import ServerThread
    from deboule.online.session import Session
    from deboule.online.sim import SeatThread

    server = ServerThread()
    url = f"ws://127.0.0.1:{server.start()}"
    session = Session.connect(url, name="me")
    code = session.create(game, ["open", "open"], {"players": 2, "seed": 3}, autostart=True)
    session.join(code, 0)
    bot = SeatThread(url, code, 1, "novice", registry.by_name(game))
    return server, session, code, bot


def _until(app, condition, limit: float = LIMIT) -> bool:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        app.frame(1 / 30)
        if condition():
            return True
        time.sleep(0.01)
    return False


def _key(app, symbol) -> None:
    app.window.dispatch_event("on_key_press", symbol, 0)
    app.frame(1 / 30)


def scenario_enculette(app, out_dir: Path) -> dict:
    from PIL import Image
    from pyglet.window import key

    from deboule.games.enculette.online import SCREEN

    server, session, code, bot = _room("enculette")
    found: dict = {}
    app.push(SCREEN(app, session))
    found["waiting_first"] = type(app.screen).__name__ == "WaitingScreen"
    bot.start()
    assert _until(app, lambda: type(app.screen).__name__ == "OnlineEnculetteScreen")
    screen, match = app.screen, app.screen.match
    room = server.rooms.rooms[code]
    assert _until(app, lambda: match.must_shake())
    found["must_shake"] = True
    _key(app, key.SPACE)
    kinds = []
    assert _until(app, lambda: kinds.extend(m.kind for m in match.motions if not kinds) or
                  match.human_turn() is not None)
    found["motion_kinds"] = kinds
    _key(app, key.P)
    found["peeked"] = list(screen.peek_faces() or ())
    Image.fromarray(app.screenshot()).save(out_dir / "enculette_peek.png", compress_level=1)
    choice = screen.menu()[screen.focus][1]
    found["announced"] = choice.to_dict()
    _key(app, key.ENTER)
    assert _until(app, lambda: len(room.match.state.history) >= 2)
    found["server_history"] = [a.to_dict() for a in room.match.state.history]
    # the bot answers and shakes in its turn: wait for this seat's next decision
    assert _until(app, lambda: match.over or (match.human_turn() is not None
                                             and match.state.cup().server != 0))
    found["bot_shook"] = match.state.cup().server == 1
    _key(app, key.P)
    found["peek_on_bot_cup"] = screen.peek_faces()
    found["dice_line"] = screen.hud.dice_line()[0]
    found["drawn_faces"] = drawn_faces(match, match.view(0).dice)
    found["local_faces"] = list(match.first_faces)
    found["log"] = list(match.log)
    found["server_log"] = [line for line in room.match.log]
    Image.fromarray(app.screenshot()).save(out_dir / "enculette_bot_cup.png", compress_level=1)
    # a shake now is not this seat's (it must decide): the server refuses it, said on screen
    session.send_input("throw")
    assert _until(app, lambda: bool(screen.message))
    found["refused_throw"] = screen.message
    # a doubt: the server lifts the cup, the dice are everyone's to see, drawn as they lie
    if not match.over:
        doubt = next(i for i, (_, action) in enumerate(screen.menu()) if action.KIND == "doubt")
        screen.choose(doubt)
        lifts = []
        assert _until(app, lambda: lifts.extend(m.kind for m in match.motions
                                                if m.kind == "lift" and not lifts) or
                      (match.faces_shown is not None and not match.busy()))
        found["lift_kinds"] = lifts
        found["lifted"] = match.view(0).lifted
        found["public_faces"] = list(match.faces_shown)
        found["lifted_drawn"] = sorted(drawn_faces(match, match.view(0).dice))
        found["lifted_line"] = screen.hud.dice_line()[0]
        found["server_faces"] = list(room.match.faces_shown or ())
        Image.fromarray(app.screenshot()).save(out_dir / "enculette_lifted.png", compress_level=1)
    app.pop()
    server.stop()
    return found


def drawn_faces(match, dice: dict) -> list[int]:
    """The faces the drawn dice show (their up face, read as the physics reads a die)."""
    import numpy as np

    from deboule.spatial import quat_to_mat

    world = match.tasses.worlds[0]
    faces = []
    for pid, (_, quat) in dice.items():
        up = quat_to_mat(quat).T @ np.array([0.0, 0.0, 1.0])  # the world's up in the die
        axis = max(("+x", "-x", "+y", "-y", "+z", "-z"),
                   key=lambda a: (1 if a[0] == "+" else -1) * up["xyz".index(a[1])])
        faces.append(int(world.pieces[pid].faces[axis]))
    return faces


def scenario_chamot(app, out_dir: Path) -> dict:
    from PIL import Image
    from pyglet.window import key

    from deboule.games.chamot.online import SCREEN
    from deboule.games.chamot.words import letter
    from deboule.rules.chamot.actions import Blocked
    from deboule.rules.chamot.cards import MIN_LETTERS

    server, session, code, bot = _room("chamot")
    found: dict = {}
    app.push(SCREEN(app, session))
    found["waiting_first"] = type(app.screen).__name__ == "WaitingScreen"
    bot.start()
    assert _until(app, lambda: type(app.screen).__name__ == "OnlineChamotScreen")
    screen, match = app.screen, app.screen.match
    room = server.rooms.rooms[code]
    assert _until(app, lambda: match.human_turn() is not None and match.state.hand is None)
    history = len(room.match.state.history)
    screen.play(Blocked())  # not blocked: the rules here refuse it, nothing is sent
    app.frame(1 / 30)
    found["refused_locally"] = screen.message
    _key(app, key.SPACE)
    assert _until(app, lambda: match.human_turn() is not None and match.state.hand is not None)
    found["history_same_after_refusal"] = \
        [type(a).__name__ for a in room.match.state.history[history:]] == ["Turn"]
    found["hand_shown"] = match.state.hand
    found["server_hand"] = room.match.state.hand
    found["own_hand_letter_drawn"] = hand_letter_drawn(app, screen, match.state.hand)
    Image.fromarray(app.screenshot()).save(out_dir / "chamot_holding.png", compress_level=1)
    _key(app, key.D)
    assert _until(app, lambda: room.match.state.corbeilles[0] and match.acting_seat() != 0)
    found["server_corbeille"] = list(room.match.state.corbeilles[0])
    found["log_letter"] = letter(MIN_LETTERS[room.match.state.corbeilles[0][-1]], "fr")
    # the bot's turn: it holds a card this seat may not see
    assert _until(app, lambda: match.over or (match.acting_seat() == 1
                                             and match.state.hand is not None), LIMIT)
    found["other_holds"] = match.state.hand is not None
    found["log"] = list(match.log)
    found["log_drawn"] = [text for region, _, text in app.text.last_frame if region == "log"]
    held = room.match.state.hand
    found["other_hand_letter_drawn"] = held is not None and hand_letter_drawn(app, screen, held)
    app.pop()
    server.stop()
    return found


def hand_letter_drawn(app, screen, card: int) -> bool:
    """Whether the next frame writes `card`'s letter on the card in hand."""
    from deboule.games.chamot.words import letter
    from deboule.rules.chamot.cards import MIN_LETTERS

    app.frame(1 / 30)
    shown, hand = letter(MIN_LETTERS[card], "fr"), screen.hud.layout().hand_card()
    return any(text == shown and hand.contains(box.centre_x, box.centre_y)
               for _, box, text in app.text.last_frame)


def run_all(out_dir: Path, names) -> dict:
    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    app = GameApp(headless=True, settings=Settings(window=(960, 540)))
    return {name: globals()[f"scenario_{name}"](app, out_dir) for name in names}


if __name__ == "__main__":
    print(json.dumps(run_all(Path(sys.argv[1]), sys.argv[2:]), default=str))
