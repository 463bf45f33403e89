"""Cul de Chouette's table in an online room, as the local screen reads a match (issue 33).

`RemoteMatch` answers what `CdcScreen` and `CdcHud` (deboule/games/cul_de_chouette/screen.py,
hud.py) ask of a `CdcMatch`, from a `deboule.online.session.Session` instead of a controller of its
own: the rules state is the seat's view rebuilt by the rules (`session.rules_state()`: the server
decides everything), the dice are drawn from the throws' motions the server sent
(`MotionPlayer`: `Motion.poses_at` on the window's clock, never a physics step here: MuJoCo is
not bit-identical across machines), and the player's inputs go to the server (`session.decide`,
and the game's own moves as its payloads, `session.send_input`: online_inputs.py), which checks
them with the same rules code as local play.

A race (C3) is shown once the dice have come to rest on screen; that first drawing is told to
the server (`seen`); a press echoes the race's nonce and is timed by the server alone
(deboule/online/races.py).
"""

from __future__ import annotations

import time
from collections import deque
from typing import Any

from deboule.games.cul_de_chouette.match import DECISION_TIMEOUT
from deboule.games.cul_de_chouette.menu import DecisionMenu
from deboule.games.cul_de_chouette.prompts import TIMED_PROMPTS
from deboule.games.cul_de_chouette.tray import DICE
from deboule.physics.keyframes import Motion
from deboule.physics.world import POSE_EVERY, World
from deboule.replays.keyframe_truth import top_face
from deboule.rules.cul_de_chouette import Pass

HUMAN = "human"
GAP_MS = POSE_EVERY  # ms between two poses the world tells (1 ms steps)
MAX_QUEUED = 90  # motions waiting to be drawn beyond which the oldest are skipped (a stall)


class MotionPlayer:
    """The throws' motions (deboule.physics.keyframes.Motion, oldest first, as the server sent them,
    one per room step) played one after the other on the window's clock. A room step's motion
    starts at the first poses the world told in that step, one pose interval (`GAP_MS`) after
    the last of the step before: that interval is played too (`bridge`), so the dice neither
    jump nor hurry from one step's motion to the next."""

    def __init__(self, queue: deque) -> None:
        self.queue = queue
        self.bridged = False  # `current` is a bridge: the next motion follows it directly
        self.current: Any = None
        self.t = 0.0  # seconds into `current`
        self.rest: dict[str, Any] = {}  # each piece's last pose drawn
        # the pieces the last throw moved (every motion since the player was last idle): the
        # dice of the throw just made, for the large-print result
        self.moved: set[str] = set()

    def moving(self) -> bool:
        return self.current is not None or bool(self.queue)

    def _ended(self, motion: Any) -> None:
        start, end = motion.poses_at(0.0), motion.final_poses()
        self.moved |= {pid for pid, pose in end.items() if pid not in start or max(
            abs(a - b) for a, b in zip(pose[0], start[pid][0], strict=True)) > 1e-4}
        self.rest.update(end)

    def update(self, dt: float) -> None:
        if self.current is None and self.queue:  # a new throw after a rest
            self.moved = set()
        while len(self.queue) > MAX_QUEUED:  # far behind (a stall): skip to the newest
            self._ended(self.queue.popleft())
        self.t += max(0.0, dt)
        while True:
            if self.current is None:
                if not self.queue:
                    self.t = 0.0
                    return
                self.current, self.bridged = self.queue.popleft(), False
            if self.t < self.current.duration:
                return
            self.t -= self.current.duration
            self._ended(self.current)
            ended, self.current = self.current, None
            if self.queue and not self.bridged and ended.frames:
                self.current, self.bridged = bridge(ended, self.queue[0]), True

    def poses(self) -> dict[str, Any]:
        if self.current is None:
            return dict(self.rest)
        return {**self.rest, **self.current.poses_at(self.t)}


def bridge(ended: Any, following: Any) -> Any:
    """The pose interval between one step's motion and the next's (see MotionPlayer)."""
    if not following.frames:
        return Motion((0,), (ended.frames[-1],))
    return Motion((0, GAP_MS), (ended.frames[-1], following.frames[0]))


class RemoteRaces:
    """The race side the HUD calls (`shown`, `await_display`): the client's measure of a
    press starts the first time an open race is drawn."""

    def __init__(self, match: RemoteMatch) -> None:
        self.match = match
        self.drawn: int | None = None  # which race (its count of race_open events) is drawn
        self.drawn_at: float | None = None  # time.monotonic() of that first drawing

    def await_display(self) -> None:
        """The local screen's call: here a race always waits for its drawing."""

    def race_number(self) -> int:
        return sum(1 for e in self.match.state.events if e["type"] == "race_open")

    def shown(self, now: float) -> None:
        if self.match.race_open() is None:
            return
        number = self.race_number()
        if self.drawn != number:
            self.drawn, self.drawn_at = number, time.monotonic()
            self.match.session.send_input("seen")  # the room's race may start (races.py)

    def elapsed_ms(self) -> int:
        if self.drawn_at is None or self.match.race_open() is None:
            return 0
        return max(0, int((time.monotonic() - self.drawn_at) * 1000))

    def follow(self) -> None:
        """A frame: a race that closed without a press from here lets the client's clock go."""
        if self.drawn_at is not None and self.match.race_open() is None:
            self.drawn_at = None


class NoJoins:
    """Bots are not called in from the pause menu online (the host chose the seats)."""

    def can_ask(self) -> bool:
        return False


class RemoteMatch:
    """What the Cul de Chouette screen reads of a match, from an online seat (module text)."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self.world = World.dice_tray(n=3, seed=0)  # its pieces to draw; never stepped
        self.player = MotionPlayer(session.motions)
        self.races = RemoteRaces(self)
        self.joins = NoJoins()
        self.clock = time.perf_counter  # the screen sets its own
        self.on_change: Any = None
        self.note: tuple[str, str] | None = None
        self.known: Any = None  # the last rules state (kept if a view is refused)
        self.menu: tuple[tuple[int, int], DecisionMenu] | None = None
        self.timer: tuple[int, float] | None = None  # (history length, start) of a timed prompt
        self.declined: dict[int, set[str]] = {}  # prompts a seat turned off ("ne plus demander")
        self.passed: tuple[int, int] | None = None  # the last such prompt passed

    # ------------------------------------------------------------------ the state
    @property
    def state(self) -> Any:
        try:
            state = self.session.rules_state()
        except Exception as exc:  # noqa: BLE001 -- a view the rules refuse: keep the last one
            self.note = (f"Vue refusée : {str(exc)[:80]}", f"View refused: {str(exc)[:80]}")
            return self.known
        if state is not None:
            self.known = state
        return self.known

    def ready(self) -> bool:
        return self.state is not None

    @property
    def over(self) -> bool:
        state = self.state
        return bool(self.session.over or (state is not None and state.is_over))

    @property
    def node(self) -> Any:
        return self.state.node

    @property
    def entries(self) -> list[dict[str, Any]]:
        """As many entries as the game's actions (the screen keys its notes and aims on it)."""
        state = self.state
        return [{}] * (len(state.history) if state is not None else 0)

    @property
    def seats(self) -> list[str]:
        """Each seat's kind: HUMAN for a person (here or elsewhere), else its bot's level."""
        lobby = self.session.lobby or {}
        seats = []
        for i in range(self.state.n_players):
            entry = next((s for s in lobby.get("seats", []) if s.get("seat") == i), {})
            spec = entry.get("spec")
            if spec is None or entry.get("kind") == HUMAN or spec == "open":
                seats.append(HUMAN if entry.get("kind") != "bot" else "regular")
            else:
                seats.append(str(spec))
        return seats

    @property
    def humans(self) -> list[int]:
        """The seats played at this window: this seat only (its race key)."""
        return [] if self.session.seat is None else [self.session.seat]

    @property
    def flight(self) -> Any:
        """Something while the dice are drawn moving (the HUD says they roll), else None."""
        return self.player if self.player.moving() else None

    def is_human(self, player: int | None) -> bool:
        seats = self.seats
        return player is not None and 0 <= player < len(seats) and seats[player] == HUMAN

    def mine(self, player: Any) -> bool:
        return player is not None and player == self.session.seat

    def human_to_throw(self) -> int | None:
        """This seat, when its throw is awaited and the last throw is drawn at rest."""
        if self.flight is not None or self.over:
            return None
        node = self.node
        if node.kind == "chance" and self.mine(node.roller):
            return node.roller
        if node.kind == "decision" and node.prompt == "pre_roll" and self.mine(node.players[0]):
            return node.players[0]
        return None

    def human_to_decide(self) -> int | None:
        if self.flight is not None or self.over:
            return None
        node = self.node
        if node.kind == "decision" and self.mine(node.players[0]):
            return node.players[0]
        return None

    def waiting_for_bot(self) -> int | None:
        """Whoever else must throw or answer now (a bot or a person at another window)."""
        if self.flight is not None or self.over:
            return None
        node = self.node
        who = node.roller if node.kind == "chance" else (
            node.players[0] if node.kind == "decision" else None)
        return None if who is None or self.mine(who) else who

    def race_open(self) -> Any:
        """The open race once the dice that opened it rest on screen."""
        if self.over or self.flight is not None:
            return None
        node = self.node
        return node.race if node.kind == "race" else None

    def race_elapsed_ms(self, now: float | None = None) -> int:
        return self.races.elapsed_ms()

    def race_window_ms(self) -> int:
        return self.state.variant.race_window_ms

    def decision_timer(self, now: float | None = None) -> tuple[float, float] | None:
        """CDCS-13's timer for this seat's timed answer, counted from when it was first shown
        (the server's own 15 s decide; this is what the player sees)."""
        player = self.human_to_decide()
        node = self.node if self.state is not None else None
        if player is None or node.prompt not in TIMED_PROMPTS or not any(
                isinstance(a, Pass) for a in node.legal(player)):
            return None
        length = len(self.state.history)
        if self.timer is None or self.timer[0] != length:
            self.timer = (length, time.monotonic())
        total = float(DECISION_TIMEOUT)
        return max(0.0, total - (time.monotonic() - self.timer[1])), total

    def decision_menu(self, lang: str = "fr") -> DecisionMenu | None:
        player = self.human_to_decide()
        if player is None:
            return None
        key = (len(self.state.history), player)
        node = self.node
        if node.prompt in self.declined.get(player, ()) and Pass(player) in node.legal(player):
            if self.passed != key:  # a question this seat turned off: passed, once
                self.passed = key
                self.session.decide(Pass(player))
            return None
        if self.menu is None or self.menu[0] != key:
            self.menu = (key, DecisionMenu(self.state, player))
        return self.menu[1]

    def poses(self) -> dict[str, Any]:
        return {**self.world.poses(), **self.player.poses()}

    def dice_faces(self) -> dict[str, int]:
        """Top faces of the dice drawn at rest, read from their poses as the physics reads a
        die (deboule.replays.keyframe_truth.top_face): the large-print result online too."""
        if self.player.moving():
            return {}
        poses = self.poses()
        faces = {pid: top_face("die", poses[pid][1]) for pid in DICE if pid in poses}
        return {pid: int(face) for pid, face in faces.items() if face is not None}

    def thrown_dice(self) -> set[str]:
        """The dice the last throw moved (the screen shows those in large print)."""
        return set(self.player.moved)

    # ------------------------------------------------------------------ the window's clock
    def update(self, dt: float) -> None:
        session = self.session
        session.poll()
        self.player.update(dt)
        if self.state is not None:
            self.races.follow()
        while session.notices:
            said = session.notices.popleft()
            self.note = (said.text("fr"), said.text("en"))
        if session.closed is not None:
            self.note = (session.closed.text("fr"), session.closed.text("en"))

    # ------------------------------------------------------------------ inputs (to the server)
    # the game's own moves go as its payloads (deboule/games/cul_de_chouette/online_inputs.py)
    def human_random_throw(self, player: int | None = None) -> None:
        self.session.send_input("throw")

    def human_aimed_throw(self, aim_deg: float, power: float, lateral: float = 0.0,
                          player: int | None = None) -> None:
        self.session.send_input("throw", aim={"aim_deg": float(aim_deg), "power": float(power),
                                              "lateral": float(lateral)})

    def human_throw(self, throw: Any, player: int | None = None) -> None:
        self.session.send_input("throw", throw=throw.to_dict() if hasattr(throw, "to_dict")
                                else throw)

    def human_action(self, action: Any, decline: str | None = None) -> None:
        """The seat's decision, sent; `decline`: the prompt it also turns off for the rest of
        the game (CdcMatch.human_action's), passed from then on at this window."""
        self.session.decide(action)
        if decline is not None and isinstance(action, Pass):
            self.declined.setdefault(action.player, set()).add(decline)

    def press(self, player: int, at: float | None = None) -> None:
        """A race's shout: it echoes the open race's nonce (deboule/online/races.py)."""
        nonce = self.session.race_nonce
        self.session.send_input("press", **({"race": nonce} if nonce is not None else {}))

    def play(self, action: Any) -> None:
        """A rise from the table (the Graines: graines_pause.py), sent as this seat's own: the
        server's rules take it or say why not."""
        self.session.send_input("stand_up", graines=bool(action.graines))

    def close(self) -> None:
        self.session.close()
