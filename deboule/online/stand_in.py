"""A person away from an online room: after the host's delay (`away_seconds`) the server's bot
plays their seat, and gives it back the moment they return with their token (docs/online.md,
"Away").

The stand-in is the game's own bot (`deboule.rules.<package>.make_bot`, the middle level of the
game, seeded from the room's code and the seat: the same room plays the same stand-in), asked only
when the rules wait for that seat: a decision (`Decision`), or a throw, a shake or a turn of
the Tasse (`Match.throw_awaited_of`): its throw plan when it has one, else the hand's plausible
random throw. Its inputs go through the match's `feed` like a person's, so the rules check
them the same way.
"""

from __future__ import annotations

import dataclasses
import hashlib
from typing import Any

from deboule.match_base import Decision, HandThrow, MatchError
from deboule.rules.core import Action, IllegalAction
from deboule.rules.core.bots import lend_simulator


class StandIns:
    """The stand-in bots of one room's people."""

    def __init__(self, room: Any) -> None:
        self.room = room
        self.bots: dict[int, Any] = {}
        self.moves = 0  # inputs played for people away (tests, the lobby)

    def bot(self, seat: int) -> Any:
        if seat not in self.bots:
            room = self.room
            levels = room.entry.sim().cli_facts()["levels"]
            digest = hashlib.sha256(f"{room.code}/{seat}".encode()).digest()
            bot = room.entry.bot(levels[len(levels) // 2], int.from_bytes(digest[:4], "big"))
            lend_simulator(bot, getattr(room.match, "sim", None))
            self.bots[seat] = bot
        return self.bots[seat]

    def away_seats(self) -> list[int]:
        room = self.room
        now = room.clock()
        return [seat for seat, member in room.members.items()
                if member.kind == "human" and member.conn is None
                and member.away_since is not None
                and now - member.away_since >= room.away_seconds]

    def play(self) -> bool:
        """One input for the first seat away the rules wait for; whether one was played."""
        match = self.room.match
        state = match.state
        if match.over or state.is_over:
            return False
        awaited = set(match.throw_awaited_of())
        for seat in self.away_seats():
            try:
                if seat in awaited:
                    match.stand_in_throw(self.throw_for(seat))
                    self.moves += 1
                    return True
                elif seat in state.deciders():
                    choice = self.bot(seat).act(state, seat)
                    if not isinstance(choice, Action):
                        continue
                    item = Decision(choice)
                else:
                    continue
                match.feed(item)
            except (MatchError, IllegalAction, ValueError):
                continue
            self.moves += 1
            return True
        return False

    def throw_for(self, seat: int) -> Any:
        """The seat's throw: the bot's plan where it makes one (Le Déboulé), else the hand's."""
        try:
            plan = self.bot(seat).act(self.room.match.state, seat)
        except (IllegalAction, ValueError, IndexError):  # a bot with no plan for a throw (CdC)
            plan = None
        if plan is not None and dataclasses.is_dataclass(plan) and hasattr(plan, "piece"):
            aim = getattr(plan, "aim", None)
            return HandThrow(throw=aim, piece=plan.piece, player=seat)
        return HandThrow(player=seat)
