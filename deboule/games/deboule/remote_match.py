"""Le Déboulé's match as an online seat sees it: what deboule/games/deboule/screen.py reads of a
DebouleMatch, made from what the room's server sends (deboule/online/session.py), so the local
screen draws an online table with its own code (deboule/games/deboule/online.py).

Nothing is simulated here (the server is authoritative, issue 33): the rules state is the one
the rules rebuild from the seat's view (`Session.rules_state`), the pieces' poses come from each
throw's motion (deboule.physics.keyframes.Motion), interpolated at the window's frame rate and set
on a World used only for drawing (its pieces, its table; never stepped). The events are read in
their order and a motion is drawn before the events after it are read: the scores and the log change
when the piece rests, as in local play. The player's moves are sent to the server, which checks
them with the same rules code (deboule/online/inputs.py); the checks here only spare a round trip.
"""

from __future__ import annotations

from typing import Any

from deboule.games.deboule.match import Refused, Seat
from deboule.games.deboule.simulator import DEFAULT_TOWERS
from deboule.match_base import MatchError
from deboule.online.text import phrase
from deboule.physics import Throw, World
from deboule.rules.core.errors import IllegalAction
from deboule.rules.deboule import (
    DebouleGame,
    GameOver,
    KinematicRequest,
    MatchOptions,
    Observed,
    RollOff,
    RollOffRequest,
    Thrown,
    ThrowRequest,
)
from deboule.rules.deboule.messages import render
from deboule.screens.online_seat import lobby_name
from deboule.text.i18n import tr

READ_BUDGET = 200  # messages read at most per frame (the rest wait for the next frame)
FALLBACK_LEVEL = "regular"  # an open seat nobody took: the server's middle bot plays it


class RemoteMatch:
    """The match-like object DebouleScreen draws (see the module's text)."""

    headless = False

    def __init__(self, session: Any, lang: str = "fr") -> None:
        self.session = session
        self.lang = lang
        self.patterned = False
        self.log: list[str] = []
        self.inputs: list[dict[str, Any]] = []  # one entry per throw or decision drawn
        self.world = World.deboule(seed=0, towers=DEFAULT_TOWERS)  # drawing only
        self.playing: Any = None  # the Motion being drawn
        self.played_for = 0.0
        self.shown = False  # the first pose of `playing` is on the table
        self.sent_at: int | None = None  # the history's length when a move was sent
        self.game: DebouleGame = self.placeholder()
        self.started = False  # the first view has come
        self._logged = 0
        self._counted = 0

    # ------------------------------------------------------------------ what the screen reads
    @property
    def state(self) -> DebouleGame:
        return self.game

    @property
    def pending(self) -> Any:
        return self.game.pending

    @property
    def over(self) -> bool:
        return bool(self.session.over) or self.game.is_over or isinstance(self.pending, GameOver)

    @property
    def flight(self) -> Any:
        """The motion being drawn (the local match's throw in flight)."""
        return self.playing

    @property
    def hold(self) -> float:
        """A round's end is measured on the table (DebouleScreen.watch_rounds); the server
        does not wait for it: the events after it wait here while it is shown."""
        return 1.0

    @hold.setter
    def hold(self, value: float) -> None:
        return None

    @property
    def seats(self) -> list[Seat]:
        """Who sits where, from the room's lobby: people by their names, bots by level."""
        lobby = self.session.lobby or {}
        listed = {item.get("seat"): item for item in lobby.get("seats") or []}
        seats = []
        for i in range(self.game.options.players):
            item = listed.get(i) or {}
            spec, kind = item.get("spec"), item.get("kind")
            name = str(item.get("name") or "")
            if name in ("", str(i + 1)):  # no name given: the seat's number, as local play
                name = tr("setup.seat", self.lang, n=i + 1)
            if kind == "human":
                seats.append(Seat("human", name=name))
            elif kind == "bot":
                seats.append(Seat("bot", FALLBACK_LEVEL, name=name))
            else:  # the server's bot: named by its level, as local play names its bots
                # loaded on first use, not with this module: the screens, the shell (3 ms)
                from deboule.screens.menus import level_text

                level = spec if spec and spec != "open" else FALLBACK_LEVEL
                seats.append(Seat("bot", level, name=level_text(level, self.lang)))
        return seats

    def typed_names(self) -> list[str | None]:
        """The names the room's people typed (None: the game's own), for the log's lines."""
        return [lobby_name(self.session, seat) for seat in range(self.game.options.players)]

    def human_to_act(self) -> bool:
        """This window's seat is asked (and nothing is drawn rolling, nothing sent unanswered)."""
        req = self.pending
        if not self.started or self.playing is not None or self.over or \
                isinstance(req, KinematicRequest) or self.session.seat is None:
            return False
        if self.sent_at == len(self.game.history):
            return False
        return self.session.seat in getattr(req, "players", ())

    def legal_actions(self) -> list:
        return self.game.legal_actions() if self.human_to_act() else []

    def thinking(self) -> bool:
        return False

    def throw_awaited_of(self) -> tuple[int, ...]:
        """This window's seat when its throw is awaited (the local match's own question)."""
        req = self.pending
        if self.human_to_act() and isinstance(req, RollOffRequest | ThrowRequest):
            return (self.session.seat,)
        return ()

    # ------------------------------------------------------------------ the player's moves
    def human_action(self, action: Any) -> None:
        if not self.human_to_act():
            raise Refused("not_your_decision")
        if not self.game.is_legal(action):
            raise MatchError("online.refusal.not_your_turn")
        self.sent(self.session.decide(action))

    def human_throw(self, piece: str | None, throw: Throw) -> None:
        req = self.pending
        if not self.human_to_act() or not isinstance(req, RollOffRequest | ThrowRequest):
            raise Refused("not_your_throw")
        if isinstance(req, ThrowRequest) and piece not in req.pieces:
            raise Refused("piece_not_now", piece)
        self.world.check_throws({"cochonde" if isinstance(req, RollOffRequest) else piece:
                                 throw})  # a throw physics refuses is not sent
        self.sent(self.session.send_input(  # the game's own move (online_inputs.py)
            "throw", piece="cochonde" if isinstance(req, RollOffRequest) else piece,
            throw=throw.to_dict()))

    def sent(self, delivered: bool) -> None:
        if not delivered:
            raise MatchError("online.client.lost", reason="—")
        self.sent_at = len(self.game.history)

    def refused(self) -> None:
        """The server refused the last move: the player may try again."""
        self.sent_at = None

    # ------------------------------------------------------------------ the window's clock
    def update(self, dt: float) -> None:
        """Draw the motion on, or read the events up to the next motion."""
        if self.playing is not None:
            if self.shown:
                self.played_for += dt
            self.shown = True
            self.show(self.playing.poses_at(self.played_for))
            if self.played_for < self.playing.duration:
                return
            self.playing = None
        self.read()

    def read(self) -> None:
        """The events that came, in order, up to the next motion (drawn from the next frame:
        a round's table is measured as it lay before the next round's motion clears it)."""
        session = self.session
        for _ in range(READ_BUDGET):
            message = session.client.next(timeout=0)
            if message is None:
                break
            session.read(message)
            if message.get("type") == "motion" and session.motions:
                self.playing, self.played_for, self.shown = session.motions.popleft(), 0.0, False
                break
        self.refresh()

    def refresh(self) -> None:
        """The rules state of the views read so far, its log and its moves counted."""
        if self.session.view is None:
            return
        try:
            game = self.session.rules_state()
        except (IllegalAction, ValueError, KeyError, TypeError) as exc:
            self.session.notices.append(phrase("online.client.bad_message",
                                               reason=str(exc)[:80]))
            return
        if game is None:
            return
        if game is not self.game:
            self.game, self._logged, self._counted = game, 0, 0
            self.log, self.inputs = [], []
        self.started = True
        events = game.events
        for event in events[self._logged:]:
            if event.kind != "turn_order":
                self.log.append(render(event, game.layout, self.lang, self.patterned,
                                       names=self.typed_names()))
        self._logged = len(events)
        history = game.history
        for action in history[self._counted:]:
            if isinstance(action, Thrown):
                self.inputs.append({"throw": True, "piece": action.piece})
            elif isinstance(action, RollOff):
                self.inputs.append({"throw": True, "piece": "cochonde"})
            elif not isinstance(action, Observed):
                self.inputs.append({"action": action.KIND})
        self._counted = len(history)

    def show(self, poses: dict[str, Any]) -> None:
        """The drawing world's pieces where the motion has them (the others off the table)."""
        world = self.world
        for pid in world.piece_ids:
            if pid in poses:
                position, quaternion = poses[pid]
                world.put(pid, position, quaternion)
            elif world.status(pid) == "play":
                world.remove(pid)
        world.kinematics()

    def placeholder(self) -> DebouleGame:
        """The game drawn before the first view (its seats from the lobby): nobody acts."""
        lobby = self.session.lobby or {}
        players = len(lobby.get("seats") or []) or 2
        return DebouleGame(MatchOptions(players=min(max(players, 2), 4)))

    def settle(self) -> None:
        return None

    def close(self) -> None:
        return None
