"""The questions a room's remote bots ask their clients (deboule/online/remote_bot.py), for one
room (deboule/online/room.py, `room.questions`): binding a bot client's seat, sending a question
and waiting for its answer (or the server's own bot), checking the answer, and, for a room of
bots brought back by a restarted server, the answers it kept (deboule/online/answer_log.py)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from deboule.online import secrecy, wire
from deboule.online.protocol import encode
from deboule.online.refusal import RoomStopped
from deboule.online.remote_bot import make_remote_bot
from deboule.rules.core import IllegalAction
from deboule.rules.core.bots import load_state, save_state

ANSWER_SECONDS = 120.0  # the longest a connected bot client may think (then the server's bot)


class BotQuestions:
    """The bot questions of `room` (every field it reads is the room's)."""

    def __init__(self, room: Any) -> None:
        self.room = room

    def binder(self, seat: int) -> Callable[[str, Any, Any], Any]:
        """The binder of a bot client's seat (deboule.rules.core.bots.BoundLevel)."""
        def bind(level: str, seed: Any, bot: Any) -> Any:
            with self.room.lock:
                bot_id = len(self.room.bots)
                self.room.bots[bot_id] = seat
            blind = None
            if not self.room.replay:  # the game's seed is the match's: the same bot, blinded
                seed = secrecy.blind_seed(self.room.secret, seed)
                bot = self.room.entry.bot(level, seed)
                blind = functools.partial(secrecy.blind_key, self.room.secret)
            self.room.tell(self.room.members[seat], "bot", bot=bot_id, level=level,
                      seed=wire.encode_seed(seed))
            remote = make_remote_bot(bot, bot_id, self, self.check_answer, blind)
            self.room.remote_bots[bot_id] = remote
            return remote
        return bind

    @property
    def replaying(self) -> bool:
        """A restarted room of bots playing its kept answers again (deboule/online/answer_log)."""
        return self.room.answer_log is not None and self.room.answer_log.replaying

    def replayed(self, bot_id: int, method: str) -> Any:
        """The kept answer to this question (RemoteBot), None when the room plays live."""
        if self.room.answer_log is None:
            return None
        return self.room.answer_log.next(bot_id, method, self.replay_ended)

    def heard(self, bot_id: int, method: str, by_client: bool, value: Any) -> None:
        """Who answered a question live (RemoteBot): kept for a restart."""
        if self.room.answer_log is not None:
            self.room.answer_log.record(bot_id, method, by_client, value)

    def replay_ended(self, states: dict[int, Any]) -> None:
        """The kept answers used up: each bot's state as it was at the save, a whole view for
        everyone, and the room asks its clients again."""
        for bot_id, state in states.items():
            remote = self.room.remote_bots.get(bot_id)
            if remote is not None:
                try:
                    load_state(remote.inner, state)
                except (TypeError, ValueError, KeyError, AttributeError):
                    pass  # a state the bot refuses: it goes on from its own (said nowhere)
        self.room.publish_motion()
        self.room.publish_views(force=True)

    def bot_states(self) -> dict[int, Any]:
        """Every remote bot's inner state now (the room's thread: saves)."""
        states = {}
        for bot_id, remote in self.room.remote_bots.items():
            state = save_state(remote.inner)
            if state is not None:
                states[bot_id] = state
        return states

    def ask(self, bot_id: int, method: str, args: tuple, reseeds: list[str], world: Any,
            bot_state: Any = None) -> tuple[Any, Any]:
        """A remote bot's question (the room's thread): sent to its client, which answers; a
        LookupError when the server's own bot must answer (away too long, no answer, or the
        room rebuilding its match after a restart). `bot_state` is the bot's random state as
        the room knows it (`save_state`): the client sets its bot to it first, so a question
        asked again after a restart gets the same answer."""
        if self.room.restoring:
            raise LookupError("restoring")
        self.room.publish_views()
        if self.room.on_change is not None:
            self.room.on_change(self.room)
        seat = self.room.bots[bot_id]
        with self.room.lock:
            self.room.calls += 1
            call = self.room.calls
            self.room.call_bot[call] = bot_id
            exported = world.export_state() if world is not None and hasattr(
                world, "export_state") else None
            if exported is not None and not self.room.replay:  # the throws' noise stays here
                exported = secrecy.blind_world(self.room.secret, exported, call)
            text = encode("call", call=call, bot=bot_id, method=method,
                          args=[wire.encode(a) for a in args[1:]], reseed=reseeds,
                          world=exported, state=bot_state,
                          at=len(self.room.match.state.history))
            self.room.pending_call[seat] = text
            member = self.room.members[seat]
            self.room.send_to(member, text)
            asked = self.room.clock()
            while call not in self.room.answers:
                if self.room.stopping:
                    raise RoomStopped
                now = self.room.clock()
                if member.conn is None:
                    if now - (member.away_since or now) >= self.room.away_seconds:
                        break
                elif now - asked >= ANSWER_SECONDS:
                    break
                self.room.answered.wait(timeout=0.05)
            self.room.pending_call.pop(seat, None)
            answered = self.room.answers.pop(call, None)
            self.room.call_bot.pop(call, None)
        if answered is None:
            raise LookupError("no answer")
        result, state = answered
        try:
            return wire.decode(result, self.room.entry.rules), state
        except wire.WireError as exc:
            self.room.refuse(member, "online.refusal.bad_answer", reason=str(exc)[:80])
            raise LookupError("bad answer") from None

    def check_answer(self, method: str, answer: Any, args: tuple) -> bool:
        state = args[0]
        if method == "reaction_ms":
            return answer is None or (isinstance(answer, int) and not isinstance(answer, bool)
                                      and 0 <= answer <= 60_000)
        if answer is None:
            return method == "blunder"
        if hasattr(answer, "KIND"):  # an action: legal now, as the rules say
            try:
                return bool(state.is_legal(answer))
            except (IllegalAction, TypeError, ValueError):
                return False
        return method == "act"  # a throw plan: the match checks the throw (physics' Throw)
