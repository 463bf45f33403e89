"""L'Enculette's match as an online seat's window sees it: the local screen's controller
(`EnculetteMatch`, deboule/games/enculette/match.py) reading the room instead of playing.

The rules state is the seat's (`Session.rules_state()`: the shakes this seat never saw were drawn
at random there, so the dice are shown only as `observation(seat)` allows, through the match's
own `visible_faces`, or once a doubt or a revealed 51 made them public). The Tasse moves as the
server sends it: keyframes of the cup and saucer only (the room never sends the dice under the
cup), interpolated at the frame rate (`Motion.poses_at`) on a local world that never steps; the
dice drawn are the local world's, carried with the saucer and turned (a symmetry of the cube,
deboule/shell/arranged_dice.py) to show the faces the seat may see. The player's shake, turn of the
Tasse and decisions go to the server (`Session.throw`, `turn_over`, `decide`): the server plays
them.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from deboule.games.enculette.match import REVEAL_HOLD, EnculetteMatch, MatchError, Pose, TasseView
from deboule.rules.enculette.events import EventKind
from deboule.rules.enculette.text import player_name
from deboule.screens.online_seat import (
    Pending,
    lobby_name,
    seat_kinds,
    seat_state,
    take_notice,
)
from deboule.shell.arranged_dice import paired, turned
from deboule.spatial import mat_to_quat, quat_to_mat
from deboule.spatial.exact import matmul, matvec

LIFTED_GAP = 0.05  # metres between cup and saucer: the cup is off the dice (the lift is 0.12)
MOTIONS_KEPT = 3  # moves queued past this are skipped to their end (a window that fell behind)
READ_BUDGET = 50  # messages read at most in a frame
LIFTS = (EventKind.DOUBTED, EventKind.REVEALED_51)


class ShownMotion:
    """A move of the Tasse from the server, played on the window's clock."""

    def __init__(self, motion: Any) -> None:
        self.motion = motion
        self.elapsed = 0.0
        self.duration = max(1e-3, motion.times_ms[-1] / 1000.0)
        first, last = motion.poses_at(0.0), motion.poses_at(self.duration)
        self.end: tuple[Pose, Pose] = (last["cup"], last["saucer"])
        self.kind = motion_kind(first, last)

    def poses(self) -> tuple[Pose, Pose]:
        now = self.motion.poses_at(min(self.elapsed, self.duration))
        return now["cup"], now["saucer"]


def motion_kind(first: dict[str, Pose], last: dict[str, Pose]) -> str:
    """What the screen says of a move: a lift, a cover, a turn of the Tasse, else a shake."""
    def gap(poses: dict[str, Pose]) -> float:
        return poses["cup"][0][2] - poses["saucer"][0][2]

    def up(pose: Pose) -> bool:
        return float(quat_to_mat(pose[1])[2, 2]) > 0.0

    if gap(last) - gap(first) > LIFTED_GAP:
        return "lift"
    if gap(first) - gap(last) > LIFTED_GAP:
        return "cover"
    if up(first["saucer"]) != up(last["saucer"]):
        return "turn"
    return "shake"


def public_faces(state: Any) -> tuple[int, ...] | None:
    """The faces the last lift showed everyone (a doubt, a revealed 51), until the next shake."""
    for event in reversed(state.events):
        if event.kind in LIFTS and event.faces is not None:
            return tuple(event.faces)
        if event.kind in (EventKind.SHAKEN, EventKind.FAUTE):
            return None
    return None


class OnlineEnculetteMatch(EnculetteMatch):
    """`EnculetteMatch` over an online seat (see the module's text). Its `update(dt)` reads the
    room; nothing is played here."""

    def __init__(self, session: Any, lang: str = "fr") -> None:
        state = seat_state(session)
        if state is None:
            raise MatchError("online.wait.title")
        players = state.initial_players
        super().__init__(["human"] * players, lang=lang, headless=True, options=state.options)
        self.session, self.seat = session, session.seat
        self.seats = seat_kinds(session, players)
        rest = self.tasse_view(0)
        self.rest: tuple[Pose, Pose] = (rest.cup, rest.saucer)
        self.first_saucer, self.first_dice = rest.saucer, dict(rest.dice)
        self.first_faces = tuple(self.tasses.worlds[0].dice_faces())
        self.pending = Pending()
        self.notice: str | None = None
        self.hold = 0.0  # seconds the window waits before reading on (lifted dice in view)
        self.adopt(state)
        self.hold = 0.0

    # ------------------------------------------------------------------ the room
    def update(self, dt: float) -> None:
        if not math.isfinite(dt) or dt < 0:
            raise ValueError(f"dt must be a finite non-negative number, got {dt!r}")
        session = self.session
        if self.motions:
            shown = self.motions[0]
            shown.elapsed += dt
            if shown.elapsed >= shown.duration:
                self.rest = self.motions.popleft().end
        self.hold = max(0.0, self.hold - dt)
        self.read_room()
        note = take_notice(session, self.lang)
        if note is not None:
            self.notice, self.pending.left = note, 0.0
        self.pending.tick(dt, (len(self.state.history), session.events))

    def read_room(self) -> None:
        """The room's messages in their order, one at a time, until a move of the Tasse is
        to be played or lifted dice are to be seen: the window shows each state between two
        moves (the server's match, headless, may play several at once). A window that fell
        behind (`MOTIONS_KEPT` moves waiting in its inbox) reads on without playing them."""
        session = self.session
        for _ in range(READ_BUDGET):
            if (self.motions or self.hold > 0.0) and \
                    session.client.inbox.qsize() < READ_BUDGET * MOTIONS_KEPT:
                return
            if not session.poll(budget=1):
                return
            while session.motions:
                motion = session.motions.popleft()
                if not {"cup", "saucer"} <= set(motion.pieces()):
                    continue
                if len(motion.times_ms) < 2:  # the Tasse set by hand: where it stands now
                    poses = motion.poses_at(0.0)
                    self.rest = (poses["cup"], poses["saucer"])
                else:
                    self.motions.append(ShownMotion(motion))
            while len(self.motions) > MOTIONS_KEPT:
                self.rest = self.motions.popleft().end
            state = seat_state(session)
            if state is not None:
                self.adopt(state)

    def adopt(self, state: Any) -> None:
        """The room's newest state for this seat: the log goes on from the events known."""
        if state is self.state:
            return
        if [e.to_dict() for e in state.events[:self._seen]] != \
                [e.to_dict() for e in self.state.events[:self._seen]]:
            self.log, self._seen = [], 0
        self.state = state
        self._log_events()
        shown, self.faces_shown = self.faces_shown, public_faces(state)
        if self.faces_shown is not None and shown is None:
            self.hold = REVEAL_HOLD  # the lifted dice stay in view a moment (EC-B1)
        self.revision += 1

    def log_names(self) -> list[str] | None:
        """The names typed in the room's lobby (the game's own for the others), as the
        screen's `name` says them."""
        session = getattr(self, "session", None)  # None while the base class builds it
        if session is None:
            return None
        return [lobby_name(session, p) or player_name(p, self.lang)
                for p in range(self.state.players)]

    @property
    def over(self) -> bool:
        session = getattr(self, "session", None)  # None while the base class builds it
        return self.state.is_over or (session is not None and session.over)

    def human_turn(self) -> int | None:
        """This window's seat when it must act now (nothing moving, no input on its way)."""
        seat = self.acting_seat()
        if seat is None or seat != self.seat or self.busy() or self.pending.waiting:
            return None
        return seat

    # ------------------------------------------------------------------ inputs, to the server
    def human_shake(self) -> None:
        if not self.must_shake():
            raise MatchError("online.refusal.not_your_turn")
        self.sent(self.session.send_input("throw"))  # online_inputs.py

    def human_turn_over(self) -> None:
        if not self.must_shake():
            raise MatchError("online.refusal.not_your_turn")
        self.sent(self.session.send_input("turn_over"))

    def human_action(self, action: Any) -> None:
        seat = self.human_turn()
        if seat is None or self.state.is_chance_node():
            raise MatchError("online.refusal.not_your_turn")
        if action not in self.state.legal_actions():
            raise MatchError.table("enc.refused.illegal", n=seat + 1)
        self.sent(self.session.decide(action))

    def sent(self, delivered: bool) -> None:
        if not delivered:
            raise MatchError("online.client.lost", reason="…")
        self.pending.sent((len(self.state.history), self.session.events))

    # ------------------------------------------------------------------ drawing
    def view(self, cup: int) -> TasseView:
        """The Tasse as the server moved it; the dice carried with the saucer, showing the
        faces this seat may see (else the local world's, under the closed cup)."""
        cup_pose, saucer = self.motions[0].poses() if self.motions else self.rest
        lifted = cup_pose[0][2] - saucer[0][2] > LIFTED_GAP
        faces = self.visible_faces(self.seat)
        if faces is None and lifted:
            faces = self.faces_shown
        return TasseView(cup_pose, saucer, self.dice_on(saucer, faces), lifted)

    def dice_on(self, saucer: Pose, faces: tuple[int, ...] | None) -> dict[str, Pose]:
        rotation0, origin0 = quat_to_mat(self.first_saucer[1]), np.asarray(self.first_saucer[0])
        rotation, origin = quat_to_mat(saucer[1]), np.asarray(saucer[0])
        pieces = self.tasses.worlds[0].pieces
        wanted = paired(self.first_faces, faces) if faces is not None and len(faces) == len(
            self.first_faces) else list(self.first_faces)
        dice = {}
        for (pid, (position, quat)), came_up, want in zip(
                self.first_dice.items(), self.first_faces, wanted, strict=False):
            if want != came_up:
                quat = turned(quat, pieces[pid].faces, came_up, want)
            local = matvec(rotation0.T, np.asarray(position) - origin0)
            turn = matmul(matmul(rotation, rotation0.T), quat_to_mat(quat))
            dice[pid] = (tuple(float(v) for v in origin + matvec(rotation, local)),
                         tuple(float(v) for v in mat_to_quat(turn)))
        return dice

    def take_sounds(self) -> list[tuple[str, str, float]]:
        return []  # the server sends no impacts
