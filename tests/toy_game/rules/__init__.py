"""Cochon (Pig): on your turn a die is thrown; a 1 loses what the turn gathered and ends it,
any other face adds to it; then roll again or hold (bank the turn). First to `target` wins."""

from __future__ import annotations

import random
from typing import Any

from deboule.rules.core import (
    CHANCE,
    TERMINAL,
    Action,
    ChanceRequest,
    Event,
    GameState,
    IllegalAction,
    Result,
    check_header,
    check_seat,
)
from deboule.rules.core.ranges import check_int
from tests.toy_game.rules.actions import CODEC, Die, Hold, Roll
from tests.toy_game.rules.options import RANGES

LEVELS = ("novice", "regular")


class CochonState(GameState):
    GAME = "cochon"

    def __init__(self, players: int, target: int) -> None:
        self.players, self.target = players, target
        self.scores = [0] * players
        self.turn, self.gathered, self.awaiting_die = 0, 0, True
        self.actions: list[Action] = []

    @classmethod
    def new(cls, options: dict[str, Any] | None = None) -> CochonState:
        options = dict(options or {})
        return cls(check_int("players", options.get("players", 2), RANGES),
                   check_int("target", options.get("target", 20), RANGES))

    @property
    def num_players(self) -> int:
        return self.players

    @property
    def is_over(self) -> bool:
        return max(self.scores) >= self.target

    def current_player(self) -> int:
        if self.is_over:
            return TERMINAL
        return CHANCE if self.awaiting_die else self.turn

    def deciders(self) -> tuple[int, ...]:
        who = self.current_player()
        return (who,) if who >= 0 else ()

    def chance_request(self) -> ChanceRequest | None:
        return ChanceRequest("die", self.turn) if self.current_player() == CHANCE else None

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.current_player() != CHANCE:
            return []
        return [(Die(face), 1 / 6) for face in range(1, 7)]

    def legal_actions(self, player: int | None = None) -> list[Action]:
        who = self.current_player()
        if who < 0 or (player is not None and player != who):
            return []
        return [Roll(), Hold()]

    def apply(self, action: Action) -> list[Event]:
        CODEC.check(action)
        who = self.current_player()
        if isinstance(action, Die) != (who == CHANCE) or who == TERMINAL:
            raise IllegalAction(f"{action.KIND} is not awaited now", code="not_now")
        events = []
        if isinstance(action, Die):
            if action.face == 1:
                events.append(Event("pig_out", {"player": self.turn, "lost": self.gathered}))
                self.gathered, self.turn = 0, (self.turn + 1) % self.players
            else:
                self.gathered += action.face
                self.awaiting_die = False
                events.append(Event("die", {"player": self.turn, "face": action.face}))
        elif isinstance(action, Hold):
            self.scores[self.turn] += self.gathered
            events.append(Event("held", {"player": self.turn, "banked": self.gathered}))
            self.gathered, self.awaiting_die = 0, True
            if not self.is_over:
                self.turn = (self.turn + 1) % self.players
        else:
            self.awaiting_die = True
        self.actions.append(action)
        return events

    def observation(self, player: int) -> dict[str, Any]:
        check_seat(self, player)
        return {"seat": player, "scores": list(self.scores), "turn": self.turn,
                "gathered": self.gathered, "target": self.target}

    def result(self) -> Result | None:
        if not self.is_over:
            return None
        best = max(self.scores)
        ranking = tuple(sorted(range(self.players), key=lambda p: -self.scores[p]))
        return Result(scores=tuple(self.scores), ranking=ranking,
                      winners=tuple(p for p in ranking if self.scores[p] == best))

    @property
    def history(self) -> tuple[Action, ...]:
        return tuple(self.actions)

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.GAME, "version": self.VERSION,
                "options": {"players": self.players, "target": self.target},
                "actions": [a.to_dict() for a in self.actions]}

    @classmethod
    def from_dict(cls, data: Any) -> CochonState:
        data = check_header(data, cls.GAME, cls.VERSION)
        state = cls.new(data.get("options"))
        for entry in data.get("actions", []):
            state.apply(CODEC.from_dict(entry))
        return state


STATE = CochonState


def action_from_dict(data: Any) -> Action:
    return CODEC.from_dict(data)


class HoldAt:
    """Holds once the turn gathered `threshold` points (or would win)."""

    def __init__(self, threshold: int) -> None:
        self.threshold = threshold

    def act(self, state: CochonState, player: int) -> Action:
        enough = state.gathered >= self.threshold
        return Hold() if enough or state.scores[player] + state.gathered >= state.target else Roll()


def make_bot(level: str, seed: int) -> HoldAt:
    if level not in LEVELS:
        raise IllegalAction(f"unknown level {level!r}", code="unknown_level")
    random.Random(seed)  # the bots here are deterministic: the seed changes nothing
    return HoldAt(6 if level == "novice" else 12)
