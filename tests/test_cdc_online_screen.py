"""Cul de Chouette's online table without a window (deboule/games/cul_de_chouette/online_match.py):
the RemoteMatch reads a session as the local screen reads a match (whose throw, whose decision, the
race once the dice rest on screen, the race's drawing told to the session once), sends the
inputs to the session, and the MotionPlayer plays the server's motions one after another."""

from __future__ import annotations

from collections import deque

from deboule.games.cul_de_chouette.match import CdcMatch, ManualClock
from deboule.games.cul_de_chouette.online_match import MotionPlayer, RemoteMatch
from deboule.physics.keyframes import Motion, quantise
from deboule.rules.cul_de_chouette import DiceRolled
from deboule.rules.cul_de_chouette.actions import Throw as ThrowAction

IDENTITY = (1.0, 0.0, 0.0, 0.0)


def motion(x0: float, x1: float, ms: int) -> Motion:
    """One die sliding along x from x0 to x1 in `ms`."""
    return Motion((0, ms), ({"d1": quantise((x0, 0.0, 0.0), IDENTITY)},
                            {"d1": quantise((x1, 0.0, 0.0), IDENTITY)}))


class FakeSession:
    """What RemoteMatch uses of deboule.online.session.Session, its messages kept."""

    def __init__(self, state, seat: int) -> None:
        self.state, self.seat = state, seat
        self.lobby = {"seats": [{"seat": i, "spec": "open", "taken": True, "kind": "human"}
                                for i in range(state.n_players)]}
        self.motions: deque = deque()
        self.notices: deque = deque()
        self.over, self.closed = False, None
        self.sent: list = []
        self.race_nonce = "n0nce"  # the open race's, as the server sent it (races.py)

    def rules_state(self):
        return self.state

    def poll(self) -> int:
        return 0

    def send_input(self, kind: str, **fields) -> bool:
        """One of the game's own moves, as its payload (online_inputs.py)."""
        self.sent.append({"kind": kind, **fields})
        return True

    def decide(self, action) -> bool:
        self.sent.append(("decide", action))
        return True


def velute_state():
    """Seat 0 throws 2-2-4 after the roll-off: "Pas mou le caillou !" is open for both."""
    match = CdcMatch(["human", "human"], seed=3, clock=ManualClock(), headless=True)
    match.apply_scripted(DiceRolled((1,)))
    match.apply_scripted(DiceRolled((6,)))
    match.human_action(ThrowAction(0))
    match.apply_scripted(DiceRolled((2, 2)))
    match.apply_scripted(DiceRolled((4,)))
    return match


def test_the_motions_play_one_after_the_other_and_rest_at_the_last_pose():
    queue = deque([motion(0.0, 0.1, 100), motion(0.1, 0.3, 200)])
    player = MotionPlayer(queue)
    player.update(0.05)
    assert abs(player.poses()["d1"][0][0] - 0.05) < 1e-3 and player.moving()
    player.update(0.15)  # then the 17 ms between the two, and 83 ms into the second
    assert abs(player.poses()["d1"][0][0] - (0.1 + 0.2 * 83 / 200)) < 1e-3
    player.update(1.0)
    assert not player.moving() and abs(player.poses()["d1"][0][0] - 0.3) < 1e-3


def test_the_pose_interval_between_two_steps_motions_is_played_not_jumped():
    # the room's next step starts one pose interval (17 ms) after the last poses of the one
    # before: the die slid from 0.1 to 0.2 meanwhile
    player = MotionPlayer(deque([motion(0.0, 0.1, 100), motion(0.2, 0.3, 100)]))
    player.update(0.1 + 0.0085)
    assert abs(player.poses()["d1"][0][0] - 0.15) < 2e-3
    player.update(0.0085 + 0.05)
    assert abs(player.poses()["d1"][0][0] - 0.25) < 1e-3


def test_a_seat_throws_and_decides_only_in_its_turn_and_not_while_dice_roll():
    match = CdcMatch(["human", "human"], seed=3, clock=ManualClock(), headless=True)
    mine, theirs = RemoteMatch(FakeSession(match.state, 0)), RemoteMatch(
        FakeSession(match.state, 1))
    assert mine.human_to_throw() == 0 and theirs.human_to_throw() is None
    assert theirs.waiting_for_bot() == 0  # "Joueur 1 lance…" in the other window
    mine.session.motions.append(motion(0.0, 0.1, 500))  # the last throw still drawn
    assert mine.flight is not None and mine.human_to_throw() is None
    mine.update(1.0)
    assert mine.flight is None and mine.human_to_throw() == 0
    mine.human_random_throw()
    mine.human_aimed_throw(10.0, 0.5, 0.2)
    assert mine.session.sent == [
        {"kind": "throw"},
        {"kind": "throw", "aim": {"aim_deg": 10.0, "power": 0.5, "lateral": 0.2}}]


def test_a_race_is_shown_once_the_dice_rest_and_its_drawing_is_told_once():
    match = velute_state()
    remote = RemoteMatch(FakeSession(match.state, 1))
    remote.session.motions.append(motion(0.0, 0.1, 300))
    assert remote.race_open() is None  # the dice that opened it still roll on screen
    remote.update(0.5)
    window = remote.race_open()
    assert window is not None and window.kind == "pas_mou_le_caillou"
    remote.races.shown(0.0)
    remote.races.shown(0.1)  # drawn again: told once
    assert remote.session.sent == [{"kind": "seen"}]
    remote.press(1)
    match.press(0, at=match.clock() + 0.2)
    match.press(1, at=match.clock() + 0.3)  # the race closes
    assert match.race_open() is None
    remote.update(0.0)
    assert remote.race_open() is None and remote.session.sent == [
        {"kind": "seen"}, {"kind": "press", "race": "n0nce"}]


def _dice_motion(moving: dict, still: dict, ms: int = 200) -> Motion:
    """`moving` dice slide 5 cm along x, `still` ones stay, each turned by its quaternion."""
    first = {pid: quantise((x, 0.0, 0.0), q) for pid, (x, q) in {**moving, **still}.items()}
    last = {**{pid: quantise((x + 0.05, 0.0, 0.0), q) for pid, (x, q) in moving.items()},
            **{pid: quantise((x, 0.0, 0.0), q) for pid, (x, q) in still.items()}}
    return Motion((0, ms), (first, last))


def test_online_the_dice_just_thrown_are_read_for_the_large_print():
    """Issue 48: online Cul de Chouette had no large-print result (dice_faces was empty):
    the faces are read from the poses drawn at rest, and the dice of the throw just made are
    those its motions moved (the chouettes, not the cul lying from before)."""
    from deboule.replays.keyframe_truth import top_face

    match = CdcMatch(["human", "human"], seed=3, clock=ManualClock(), headless=True)
    remote = RemoteMatch(FakeSession(match.state, 1))
    turned = (0.7071068, 0.7071068, 0.0, 0.0)  # a quarter turn about x: another face on top
    remote.session.motions.append(_dice_motion({"die-1": (0.0, IDENTITY),
                                                "die-2": (0.1, turned)},
                                               {"die-3": (0.2, IDENTITY)}))
    assert remote.dice_faces() == {}  # nothing read while the dice roll on screen
    remote.update(1.0)
    faces = remote.dice_faces()
    assert faces["die-1"] == int(top_face("die", IDENTITY))
    assert faces["die-2"] == int(top_face("die", turned)) != faces["die-1"]
    assert remote.thrown_dice() == {"die-1", "die-2"}
    remote.session.motions.append(_dice_motion({"die-3": (0.2, IDENTITY)}, {}))
    remote.update(1.0)  # the next throw: only the cul moved
    assert remote.thrown_dice() == {"die-3"}


def test_online_the_pause_menu_gets_this_seat_up_and_its_rise_goes_to_the_server():
    """The Graines in a room (graines_pause.py): the pause menu offers the words to this
    window's seat only; back at the table the rise is sent as the seat's own move, the words
    said or not (the server's rules take it: tests/test_online_game_inputs.py)."""
    from deboule.games.cul_de_chouette.graines_pause import GrainesPause
    from deboule.rules.cul_de_chouette.scripted import variant_with

    match = CdcMatch(["human", "human"], seed=9, headless=True,
                     preset=variant_with(["bevue", "sirotage"], turn_order="clockwise",
                                         graines=True))
    for seat in range(2):
        match.apply_scripted(DiceRolled((1 if seat == 0 else 6,)))
    remote = RemoteMatch(FakeSession(match.state, 1))
    pause = GrainesPause(remote)
    pause.rise()
    assert [ident for ident, _ in pause.items("fr")] == ["graines:1"]
    assert not pause.say("graines:1")  # nobody else at this window to say them
    assert [(rise.player, rise.graines) for rise in pause.sit()] == [(1, True)]
    pause.rise()
    pause.sit()  # back without the words
    assert remote.session.sent == [{"kind": "stand_up", "graines": True},
                                   {"kind": "stand_up", "graines": False}]


def test_the_online_screen_offers_the_words_and_sends_the_rise_back_at_the_table():
    """OnlineCdcScreen's own pause items and frame (no window: the screen's state only): the
    words for this seat in the pause menu, the rise sent on the first frame back."""
    from types import SimpleNamespace

    from deboule.games.cul_de_chouette.graines_pause import GrainesPause
    from deboule.games.cul_de_chouette.online import OnlineCdcScreen
    from deboule.rules.cul_de_chouette.scripted import variant_with

    match = CdcMatch(["human", "human"], seed=9, headless=True,
                     preset=variant_with(["bevue", "sirotage"], turn_order="clockwise",
                                         graines=True))
    for seat in range(2):
        match.apply_scripted(DiceRolled((1 if seat == 0 else 6,)))
    screen = object.__new__(OnlineCdcScreen)  # its frame and menu, without a window
    screen.match = remote = RemoteMatch(FakeSession(match.state, 0))
    screen.graines, screen._note_at = GrainesPause(remote), 0
    screen.app = SimpleNamespace(settings=SimpleNamespace(lang="fr"))
    screen.eased = SimpleNamespace(update=lambda dt: None)
    screen.graines.rise()  # the pause menu opened (CdcScreen.step_away)
    assert [ident for ident, _ in screen.pause_items()] == ["graines:0"]
    screen.pause_command("graines:0")
    screen.update(0.0)
    assert remote.session.sent == [{"kind": "stand_up", "graines": True}]
