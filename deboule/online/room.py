"""One online room: its seats, its members, and the match it runs in a thread of its own.

The rules and the physics run here only (server-authoritative). A room builds the very match the
local `deboule sim` builds, through the game's one constructor (`Game.new_match(options, seats,
seed=, names=)`, its options one mapping checked by the game's schema): a seat a network player took
is HUMAN, named as its person typed (its inputs come through `submit`, checked by the same rules
code as local play through the match's `feed`), a seat a bot client took is a `BoundLevel` whose bot
is a `RemoteBot` asking that client (deboule/online/remote_bot.py), any other seat is a bot the
server plays. A room whose seats are all bots runs the game's own `sim.play` loop: with the same
arguments, the same game as the local sim, bit for bit.

What happens is sent as numbered events (`seq`), the same sequence to every member: each gets its
own seat's view (`state.seat_view(seat)`, so hidden information never leaves the rules), sent as a
delta of the last one (deboule/online/delta.py). A member that drops and comes back with its token
gets every event after the last it saw, and the question its bot was asked, if any.
"""

from __future__ import annotations

import argparse
import contextlib
import queue
import secrets
import threading
import time
import traceback
from collections import deque
from collections.abc import Callable
from typing import Any

from deboule.games.game import Game
from deboule.match_base import HUMAN, MatchError
from deboule.online import inputs, secrecy, wire
from deboule.online.answer_log import AnswerLog
from deboule.online.bot_questions import BotQuestions
from deboule.online.member import Member
from deboule.online.protocol import TOKEN_BYTES, encode
from deboule.online.races import RTT_CAP, announce, timed_press
from deboule.online.refusal import RoomRefusal, RoomStopped
from deboule.online.room_log import failed_room
from deboule.online.room_match import build_match, checked_options
from deboule.online.room_save import restored_match, room_from_save
from deboule.online.stand_in import StandIns
from deboule.online.text import phrase
from deboule.online.view_stream import ViewStream
from deboule.online.web_table import WatchersTable
from deboule.physics.keyframes import MotionRecorder
from deboule.physics.keyframes import encode as encode_motion
from deboule.replays.record_motions import MotionLog, with_motions
from deboule.rules.core import IllegalAction
from deboule.rules.core.bots import BoundLevel

FIXTURES = ("cup", "saucer")  # moving parts of a world that hide nothing (deboule.physics.bodies)
OPEN = "open"  # a seat a network player (or a bot client) will take
TICK = 1 / 60  # the room's step with people at the table (the window's frame)
# the room's step while only connected people may act and nothing moves: their input wakes
# it at once; this only bounds how late a rule's clock (a decision's time limit) is read
IDLE_TICK = 0.25
MAX_WATCH_TOKENS = 1024  # spectators' tokens a room keeps (the oldest go first)


class Room:
    """A room (see the module's text). Every method is called from the server's loop thread but
    `run`, the room's own thread; the lock guards what both touch."""

    def __init__(self, code: str, entry: Game, args: dict[str, Any], seats: list[str],
                 away_seconds: float = 30.0, autostart: bool = True,
                 clock: Callable[[], float] = time.monotonic,
                 options: dict[str, Any] | None = None) -> None:
        self.code, self.entry, self.args, self.seats = code, entry, dict(args), list(seats)
        # the game's options, one mapping its schema checked (an older room's arguments
        # converted: deboule/online/room_args.py)
        self.options = checked_options(entry, args, options, len(seats))
        self.away_seconds, self.autostart, self.clock = float(away_seconds), autostart, clock
        self.lock = threading.RLock()
        self.answered = threading.Condition(self.lock)
        self.status = "lobby"  # lobby, playing, over, failed
        self.members: dict[int, Member] = {}
        self.spectators: list[Any] = []
        self.watched: dict[int, int | None] = {}  # id(spectator) -> the last view event it got
        # the seats' views, kept event after event (view_stream.py): an open game's one view
        # for every seat (seat 0's, the spectators' too), else one a seat
        self.view_streams: dict[int, ViewStream] = {}
        self.view_event = 0
        self.watchers = WatchersTable(entry.name)  # the browser spectators' one table
        self.seq = 0
        self.inputs: queue.Queue[tuple[int, dict[str, Any]]] = queue.Queue(maxsize=1000)
        self.answers: dict[int, tuple[Any, Any]] = {}
        self.questions = BotQuestions(self)  # its remote bots' questions to their clients
        self.calls = 0
        self.pending_call: dict[int, str] = {}  # seat -> the call message it has not answered
        self.bots: dict[int, int] = {}  # bot id -> seat
        self.match: Any = None  # the game's Match
        self.built: Any = None  # what the game's sim built (the match, or a report around it)
        self.report: dict[str, list[str]] = {}
        self.record: dict[str, Any] | None = None
        self.result: dict[str, Any] | None = None
        self.error: str | None = None
        self.thread: threading.Thread | None = None
        self.published = -1
        self.race_opened: dict[str, float] = {}
        self.stopping = False
        self.on_change: Callable[[Room], None] | None = None  # the store's autosave
        self.motions = 0
        self.ended_at: float | None = None  # time.monotonic() when the game ended or failed
        self.stand_ins = StandIns(self)
        self.motion_bytes = 0
        self.recorder: Any = None
        self.kept_motions = MotionLog()  # every motion whole, for the record
        self.call_bot: dict[int, int] = {}  # call -> bot id
        self.restoring = False  # the match is being rebuilt from a save: the bots answer here
        self.saved_match: dict[str, Any] | None = None
        self.secret = secrecy.new_secret()  # blinds the bot clients' seeds (secrecy.py)
        self.replay = False  # the creator asked for the local sim's own seeds (secrecy.py)
        self.race: Any = None  # the open race as announced to the people (races.py)
        self.race_log: deque[tuple[str, int, float]] = deque(maxlen=1000)  # presses timed
        self.motion_until = 0.0  # room clock: when the last motion ends on a window
        # a room of bots only: who answered each question (a restarted server plays it again)
        self.answer_log: AnswerLog | None = None
        self.remote_bots: dict[int, Any] = {}  # bot id -> its RemoteBot
        self.behind: set[str] = set()  # tokens not back since a restart: they get everything
        self.on_failed: Callable[[Room, str], None] | None = None  # the store sets the file aside
        # the host's token (its rights come back with it), the spectators' tokens, and the
        # events as a spectator gets them (every view a change of the last) to send again
        self.host_token = secrets.token_urlsafe(TOKEN_BYTES)
        self.watch_tokens: dict[str, None] = {}
        self.public_history: list[tuple[int, str]] = []
        self.history_event: int | None = None  # the last view event of `public_history`

    # ------------------------------------------------------------------ members (loop thread)
    def lobby(self) -> dict[str, Any]:
        with self.lock:
            return {"room": self.code, "game": self.entry.name, "status": self.status,
                    "seats": [{"seat": i, "spec": spec,
                               "taken": i in self.members,
                               "kind": self.members[i].kind if i in self.members else None,
                               "name": self.members[i].name if i in self.members else None,
                               "away": (i in self.members
                                        and self.members[i].conn is None)}
                              for i, spec in enumerate(self.seats)]}

    def join(self, conn: Any, seat: int | None, kind: str, level: str | None,
             name: str) -> Member:
        with self.lock:
            if self.status != "lobby":
                raise RoomRefusal("online.refusal.started")
            free = [i for i, spec in enumerate(self.seats) if spec == OPEN
                    and i not in self.members]
            if seat is None:
                if not free:
                    raise RoomRefusal("online.refusal.full")
                seat = free[0]
            if seat >= len(self.seats) or self.seats[seat] != OPEN:
                raise RoomRefusal("online.refusal.no_seat", seat=seat + 1)
            if seat in self.members:
                raise RoomRefusal("online.refusal.taken", seat=seat + 1)
            if kind == "bot":
                levels = self.entry.sim().cli_facts()["levels"]
                if level not in levels:
                    raise RoomRefusal("online.refusal.level", level=str(level)[:20],
                                      levels=", ".join(levels))
            member = Member(seat, kind, level or HUMAN, name or f"{seat + 1}", conn=conn)
            self.members[seat] = member
            return member

    def full(self) -> bool:
        with self.lock:
            return all(spec != OPEN or i in self.members for i, spec in enumerate(self.seats))

    def connected(self) -> int:
        """How many members and spectators are connected now."""
        with self.lock:
            return len(self.spectators) + sum(m.conn is not None for m in self.members.values())

    def member_of(self, conn: Any) -> Member | None:
        with self.lock:
            return next((m for m in self.members.values() if m.conn is conn), None)

    def resume(self, conn: Any, token: str, last_seq: int) -> Member:
        """A member back with its token: every event after `last_seq`, then its pending call."""
        with self.lock:
            member = next((m for m in self.members.values()
                           if secrets.compare_digest(m.token, token)), None)
            if member is None:
                raise RoomRefusal("online.refusal.token")
            if member.conn is not None and member.conn is not conn:
                member.conn.close_soon(phrase("online.closed.replaced"))
            member.conn, member.away_since = conn, None
            if last_seq > self.seq or member.token in self.behind:
                # a restarted server numbers again from its last save: what the client saw
                # after it is another story; every event since the restart (a whole view first)
                last_seq = -1
                self.behind.discard(member.token)
            for seq, private, text in member.history:
                if seq > last_seq or (private and seq == last_seq):
                    conn.deliver(text)
            if member.seat in self.pending_call:
                conn.deliver(self.pending_call[member.seat])
            self.answered.notify_all()
            return member

    def watch(self, conn: Any) -> str:
        """A spectator: its token (to come back with, as a member does)."""
        token = secrets.token_urlsafe(TOKEN_BYTES)
        with self.lock:
            self.spectators.append(conn)
            self.watch_tokens[token] = None
            while len(self.watch_tokens) > MAX_WATCH_TOKENS:
                self.watch_tokens.pop(next(iter(self.watch_tokens)))
        return token

    def is_host(self, token: str) -> bool:
        return secrets.compare_digest(self.host_token, token)

    def is_watcher(self, token: str) -> bool:
        return any(secrets.compare_digest(known, token) for known in self.watch_tokens)

    def rewatch(self, conn: Any, token: str, last_seq: int) -> None:
        """A spectator back with its token: every event after `last_seq` (as `resume`)."""
        with self.lock:
            if last_seq > self.seq or token in self.behind:
                last_seq = -1
                self.behind.discard(token)
            if conn not in self.spectators:
                self.spectators.append(conn)
            for seq, text in self.public_history:
                if seq > last_seq:
                    conn.deliver(text)
            self.watched[id(conn)] = self.history_event

    def detach(self, conn: Any) -> None:
        """A connection lost: its member is away (its seat kept for its token)."""
        with self.lock:
            if conn in self.spectators:
                self.spectators.remove(conn)
                self.watched.pop(id(conn), None)
            member = self.member_of(conn)
            if member is not None:
                member.conn, member.away_since = None, self.clock()
                self.answered.notify_all()
        if member is not None:
            self.broadcast_lobby()  # the others see the seat away

    def submit(self, member: Member, message: dict[str, Any]) -> None:
        """A human's input, played by the room's thread (refusals go back to that member)."""
        if member.kind != "human" or self.status != "playing":
            raise RoomRefusal("online.refusal.not_now")
        if message["type"] == "input":  # the game's own move: its schema, now; its time
            arrival = self.clock()
            if inputs.check(self.entry, message["input"]) in inputs.race_presses(self.entry):
                timed = timed_press(self, member, message["input"], arrival)
                if "reaction" in timed:  # a press in an open race, measured (races.py)
                    message = {**message, "reaction": timed["reaction"]}
            message = {**message, "received": arrival}
        try:
            self.inputs.put_nowait((member.seat, message))
        except queue.Full:
            raise RoomRefusal("online.refusal.busy") from None

    def answer(self, member: Member, call: int, result: Any, state: Any) -> None:
        with self.lock:
            if self.bots.get(self.call_bot.get(call, -1)) != member.seat:
                raise RoomRefusal("online.refusal.not_asked")
            self.answers[call] = (result, state)
            self.pending_call.pop(member.seat, None)
            self.answered.notify_all()

    # ------------------------------------------------------------------ sending
    def send_to(self, member: Member, text: str) -> None:
        if member.conn is not None:
            member.conn.deliver(text)

    def publish(self, kind: str, per_seat: Callable[[Member | None], dict[str, Any] | None]
                ) -> None:
        """One event: the next `seq`, each member's own version (None: nothing for them)."""
        if self.questions.replaying:
            return  # a restarted room playing its kept answers again: they saw it already
        with self.lock:
            self.seq += 1
            for member in self.members.values():
                fields = per_seat(member)
                if fields is None:
                    fields = {}
                text = encode(kind, seq=self.seq, **fields)
                member.history.append((self.seq, False, text))
                self.send_to(member, text)
            if kind == "view":  # a spectator coming back gets the views as changes in turn
                change, full = self.public_send(self.history_event)
                self.history_event = self.view_event
                public = {"view": change, "full": full, "legal": [], "deciders": []}
            else:
                public = per_seat(None) or {}
            self.public_history.append((self.seq, encode(kind, seq=self.seq, **public)))
            for conn in self.spectators:
                fields = per_seat(None) if kind != "view" else self.spectator_view(conn)
                conn.deliver(encode(kind, seq=self.seq, **(fields or {})))

    def tell(self, member: Member, kind: str, **fields: Any) -> None:
        """A message for `member` alone (not an event: no seq of its own)."""
        with self.lock:
            text = encode(kind, **fields)
            member.history.append((self.seq, True, text))
            self.send_to(member, text)

    def broadcast_lobby(self) -> None:
        lobby = self.lobby()
        with self.lock:
            for member in self.members.values():
                self.send_to(member, encode("lobby", **lobby))
            for conn in self.spectators:
                conn.deliver(encode("lobby", **lobby))

    def stream(self, seat: int) -> ViewStream:
        """The views of `seat` (an open game: every seat's, seat 0's), at this view event."""
        if getattr(type(self.match.state), "OPEN_INFORMATION", True):
            seat = 0  # an open game shows every seat the same (deboule.rules.core.contract)
        stream = self.view_streams.get(seat)
        if stream is None:
            stream = self.view_streams[seat] = ViewStream(seat)
        stream.advance(self.match.state, self.view_event)
        return stream

    def public_send(self, since: int | None) -> tuple[Any, bool]:
        """What a spectator that got the view of event `since` is sent: what every seat may see
        (an open game), as a change of its last; nothing of a game of hidden information."""
        if self.match is None or not getattr(type(self.match.state), "OPEN_INFORMATION", True):
            return None, True
        return self.stream(0).send(since)

    def spectator_view(self, conn: Any) -> dict[str, Any]:
        """A spectator's view: what every seat may see (open games), as a delta of its last."""
        change, full = self.public_send(self.watched.get(id(conn)))
        self.watched[id(conn)] = self.view_event
        fields = {"view": change, "full": full, "legal": [], "deciders": []}
        if getattr(conn, "web", False):  # a browser watching: what the public view shows
            fields["table"] = self.watchers.table_at(self.view_event, self.public_whole)
        return fields

    def public_whole(self) -> Any:
        """The whole view every seat may see (an open game), None in a game of hidden
        information or before the game."""
        if self.match is None or not getattr(type(self.match.state), "OPEN_INFORMATION", True):
            return None
        return self.stream(0).whole()

    def _legal(self, seat: int) -> list[dict[str, Any]]:
        state = self.match.state
        if state.is_over or seat not in state.deciders():
            return []
        return [a.to_dict() for a in state.legal_actions(seat)]

    def after_step(self) -> None:
        if self.stopping:
            raise RoomStopped
        self.publish_motion()
        self.publish_views()

    def publish_views(self, force: bool = False) -> None:
        if self.questions.replaying:
            return
        state = self.match.state
        length = len(state.history)
        if length == self.published and not force:
            return
        self.published = length
        self.view_event += 1
        open_game = getattr(type(state), "OPEN_INFORMATION", True)

        def per_seat(member: Member | None) -> dict[str, Any]:
            if member is None:
                return {}
            stream = self.stream(member.seat)
            change, full = stream.send(member.view_event, member.seat if open_game else None)
            member.view_event = self.view_event
            legal = self._legal(member.seat)
            fields = {"view": change, "full": full, "legal": legal,
                      "deciders": list(state.deciders()), "at": length}
            if member.web is not None:  # a browser: what its seat's view shows, worked out
                whole = stream.whole()
                if open_game and isinstance(whole, dict):
                    whole = {**whole, "seat": member.seat}
                fields["table"] = member.web.table(whole, legal)
            return fields

        self.publish("view", per_seat)
        if self.on_change is not None:
            self.on_change(self)

    def refuse(self, member: Member, key: str, **values: Any) -> None:
        said = phrase(key, **values)
        self.send_to(member, encode("refused", code=key, fr=said.text("fr"), en=said.text("en")))

    # ------------------------------------------------------------------ the room's thread
    def start(self) -> None:
        with self.lock:
            if self.status != "lobby":
                raise RoomRefusal("online.refusal.started")
            self.status = "playing"
        self.thread = threading.Thread(target=self.run, name=f"room-{self.code}", daemon=True)
        self.thread.start()

    def namespace(self) -> argparse.Namespace:
        """`deboule sim`'s arguments for the game's sim module (defaults as the command line)."""
        defaults = {"game": self.entry.name, "players": len(self.seats), "bots": None,
                    "preset": None, "teams": False, "seed": 0, "record": None, "join": None,
                    "house_words": None, "quiet": False, "lang": "fr", "rule": None}
        # the record is the client's to write: its path is only named in the report's lines
        return argparse.Namespace(**{**defaults, **self.args, "record": None})

    def seat_objects(self) -> list[Any]:
        seats: list[Any] = []
        fallback = self.entry.sim().cli_facts()["levels"]
        for i, spec in enumerate(self.seats):
            member = self.members.get(i)
            if spec != OPEN:
                seats.append(spec)
            elif member is None:  # an open seat nobody took: the server's bot plays it
                seats.append(fallback[len(fallback) // 2])
            elif member.kind == "human":
                seats.append(HUMAN)
            else:
                seats.append(BoundLevel(member.level, self.questions.binder(i)))
        return seats

    def new_match(self, args: argparse.Namespace) -> tuple[Any, Any]:
        """The room's match (`Game.new_match`) and what the game's sim plays around it."""
        return build_match(self, args)

    def bots_only(self) -> bool:
        return not any(m.kind == "human" for m in self.members.values())

    def run(self, restore: bool = False) -> None:
        try:
            sim = self.entry.sim()
            args = self.namespace()
            if self.bots_only() and self.answer_log is None:
                self.answer_log = AnswerLog(self.entry.rules)
            if restore and not self.bots_only():  # the match's own save, as the window's
                if self.match is None:
                    self.match = restored_match(self)
                around = getattr(sim, "built_around", None)
                self.built = around(self.match) if around is not None else self.match
            else:  # the game's own match, as the sim builds it; a restarted room of bots
                # plays its kept answers again (deboule/online/answer_log.py)
                self.match, self.built = self.new_match(args)
            self.attach_motion()
            self.publish_views(force=True)
            if self.bots_only():
                sim.play(self.built, args, on_step=lambda *_: self.after_step())
            else:
                self.play_with_people()
            if self.questions.replaying:  # the game ended within the kept answers: it ended before
                self.answer_log.replaying = False
                self.questions.replay_ended(self.answer_log.states)
            self.after_step()
            self.finish(sim, args)
        except RoomStopped:
            return
        except Exception as exc:  # noqa: BLE001 -- a room must never take the server down
            self.error = "".join(traceback.format_exception_only(type(exc), exc)).strip()
            with self.lock:
                self.status = "failed"
                self.ended_at = time.monotonic()
            if self.answer_log is not None:
                self.answer_log.replaying = False  # the members hear of it
            said = phrase("online.closed.failed")
            self.publish("closed", lambda m: {"code": "failed", "fr": said.text("fr"),
                                              "en": said.text("en")})
            failed_room(self, self.error)

    def attach_motion(self) -> None:
        """Each throw's motion as pose keyframes for the members' windows
        (deboule.physics.keyframes), sent once the throw rests (`publish_motion`)."""
        world = getattr(self.match, "world", None)
        if world is None or not hasattr(world, "pose_listener"):
            return
        self.recorder = MotionRecorder()
        world.pose_listener = self.recorder

    def publish_motion(self) -> None:
        """The motion heard since the last step, if anything moved. A seat that may not see
        the dice (a game of hidden information: L'Enculette's cup) gets the cup and saucer
        only, never the dice (`Motion.without`). A move of one keyframe is sent too: a new
        round's table set by hand (Le Déboulé's towers stood on their repères) is heard once."""
        if self.recorder is None:
            return
        world = getattr(self.match, "world", None)
        if world is not None and hasattr(world, "at_rest") and not world.at_rest():
            return  # a throw still rolling over several steps (Cul de Chouette's): one motion
        motion = self.recorder.take()
        if not motion.times_ms:
            return
        self.kept_motions.add(self.match, motion)  # the record keeps it whole
        if self.questions.replaying:
            return
        open_game = getattr(type(self.match.state), "OPEN_INFORMATION", True)
        if not open_game:
            motion = motion.without([p for p in motion.pieces() if p not in FIXTURES])
        data = encode_motion(motion)
        self.motion_until = self.clock() + motion.times_ms[-1] / 1000  # (races.py)
        self.motions += 1
        self.motion_bytes += len(data.get("data", ""))
        self.publish("motion", lambda m: {"motion": data})

    def play_with_people(self) -> None:
        races = getattr(self.match, "races", None)
        if hasattr(races, "wait_for_network"):  # Cul de Chouette: a race starts when the
            # people's windows drew it, and presses still on the way count (online/races.py)
            races.wait_for_network(RTT_CAP, people=[seat for seat, m in self.members.items()
                                                    if m.kind == "human"])
        last = self.clock()
        idle = False
        while not self.match.over and not self.stopping:
            before = (self.published, self.motions)
            try:
                seat, message = self.inputs.get(timeout=IDLE_TICK if idle else TICK)
                self.play_input(seat, message)
            except queue.Empty:
                pass
            now = self.clock()
            self.match.step(max(0.0, now - last))
            last = now
            self.stand_ins.play()  # a person away past the host's delay: the server's bot
            self.after_step()
            announce(self)  # a race just opened: its nonce and clock (races.py)
            idle = (self.published, self.motions) == before and self.waits_on_people()

    def waits_on_people(self) -> bool:
        """Nothing moves and only people connected now may act (no bot's turn, no race, no
        die rolling): stepping the match 60 times a second would change nothing."""
        match = self.match
        if self.race is not None:  # a race open on the people's screens (races.py)
            return False
        world = getattr(match, "world", None)
        if world is not None and hasattr(world, "at_rest") and not world.at_rest():
            return False
        if getattr(match, "flight", None) is not None or \
                getattr(getattr(match, "node", None), "kind", None) == "race":
            return False
        state = match.state
        if state.is_over:
            return False
        awaited = set(state.deciders()) | set(match.throw_awaited_of())
        with self.lock:
            people = {seat for seat, m in self.members.items()
                      if m.kind == "human" and m.conn is not None}
        return bool(awaited) and awaited <= people

    def play_input(self, seat: int, message: dict[str, Any]) -> None:
        member = self.members[seat]
        try:
            self.match.feed(inputs.match_input(self, seat, message))
        except (MatchError, IllegalAction, wire.WireError, ValueError) as exc:
            reason = exc.text("fr") if isinstance(exc, MatchError) else str(exc)
            reason_en = exc.text("en") if isinstance(exc, MatchError) else str(exc)
            said_fr = phrase("online.refusal.input", reason=reason[:160]).text("fr")
            said_en = phrase("online.refusal.input", reason=reason_en[:160]).text("en")
            self.send_to(member, encode("refused", code="input", fr=said_fr, en=said_en))

    def finish(self, sim: Any, args: argparse.Namespace) -> None:
        state = self.match.state
        result = state.result()
        self.result = result.to_dict() if result is not None else None
        for lang in ("fr", "en"):
            with contextlib.suppress(Exception):
                self.report[lang] = sim.report_lines(self.built, argparse.Namespace(
                    **{**vars(args), "lang": lang}), lang, record_path=self.args.get("record"))
        with contextlib.suppress(Exception):
            self.record = with_motions(self.built.record(), self.kept_motions.entries())
        with self.lock:
            self.status = "over"
            self.ended_at = time.monotonic()
        self.publish("over", lambda m: {"result": self.result})
        if self.on_change is not None:
            self.on_change(self)

    # ------------------------------------------------------------------ saved and back
    @classmethod
    def from_save(cls, data: dict[str, Any]) -> Room:
        """A room saved by `room_save.room_to_save` (KeyError, TypeError, ValueError: not one)."""
        return room_from_save(cls, Member, data)

    def resume_play(self) -> None:
        """A room brought back by a restarted server: its match rebuilt from its save, its
        remote seats bound again, and its game going on (members return with their tokens)."""
        if self.status != "playing":
            return
        self.thread = threading.Thread(target=self.run, kwargs={"restore": True},
                                       name=f"room-{self.code}", daemon=True)
        self.thread.start()

    def stop(self) -> None:
        with self.lock:
            self.stopping = True
            self.answered.notify_all()
