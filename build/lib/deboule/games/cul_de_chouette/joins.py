"""Bots joining a Cul de Chouette game in progress, in the window (C6, Chante-Sloubi).

A player asks from the pause menu for a bot of some level to join; the bot takes the next seat
as soon as the rules let a newcomer in (between two rounds: the rules offer `Join` then), and
then sings the Sloubi at its level like any decision. The join is one entry of the match's
inputs, `{"join": {"level": ..., "action": ...}}`, so a save, a resume and a record replay it.
"""

from __future__ import annotations

from typing import Any

from deboule.match_base import Match, MatchError
from deboule.rules.cul_de_chouette.actions import Join, action_from_dict
from deboule.rules.cul_de_chouette.bots import LEVELS, make_bot

MAX_SEATS = 8  # the window's score sheet holds eight players (the set-up offers 2 to 8)


class Joins:
    """The bots waiting to join one match, in the order they were asked for."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.waiting: list[str] = []

    def can_ask(self) -> bool:
        """A bot may still be asked for: the game goes on and a seat is free."""
        match = self.match
        return not match.over and len(match.seats) + len(self.waiting) < MAX_SEATS

    def ask(self, level: str) -> None:
        """Queue a bot of `level`; refused (MatchError, nothing changes) when none may join."""
        if level not in LEVELS:
            raise MatchError.said(f"niveau de bot inconnu : {level!r}",
                                  f"unknown bot level: {level!r}")
        if not self.can_ask():
            raise MatchError.said("plus de place à la table", "no seat is left at the table")
        self.waiting.append(level)

    def run(self) -> bool:
        """Seat the first waiting bot if the rules let a newcomer in now. True if one joined."""
        match = self.match
        if not self.waiting or match.flight is not None or match.over \
                or match.node.kind != "decision":
            return False
        seat = len(match.seats)
        if not any(isinstance(a, Join) for a in match.state.legal_actions(seat)):
            return False
        level = self.waiting.pop(0)
        action = Join(seat, f"Bot {seat + 1}")
        match.apply_checked(action)
        self.seat(level)
        match.entries.append({"join": {"level": level, "action": action.to_dict()}})
        match.changed()
        return True

    def replay(self, data: Any) -> None:
        """One saved join entry: the same seat, the same bot."""
        if not isinstance(data, dict) or data.get("level") not in LEVELS:
            raise MatchError.said("entrée invalide", f"bad join entry {data!r}")
        action = action_from_dict(data["action"])
        if not isinstance(action, Join) or action.player != len(self.match.seats):
            raise MatchError.said("entrée invalide", f"bad join entry {data!r}")
        self.match.apply_checked(action)
        self.seat(data["level"])
        self.match.entries.append({"join": {"level": data["level"],
                                            "action": action.to_dict()}})

    def seat(self, level: str) -> None:
        """The newcomer's seat and bot (its generator derived from the seed and its seat, as
        the first seats' are)."""
        match = self.match
        seat = len(match.seats)
        match.seats.append(level)
        match.bots[seat] = make_bot(level, match.seed * 1000 + seat + 1)
