"""A person's message in an online room, made into its match's input for that seat only
(deboule/match_base.py). A decision (`decide`) is the rules' own: checked by the rules
(`is_legal`, the seat deciding, the action's own player). Any other move is the game's own
(`input`): its payload is checked on arrival by the game's schema for its `kind` (`check`: an
unknown kind, a missing or extra field, a wrong type, a number out of its range is refused at
once and changes nothing), then read in the room's thread by the game's decoder
(`Game.online_inputs`: deboule/games/<game>/online_inputs.py) through a `SeatInput`, which holds
what the room alone knows (the seat that sent it, when it arrived, the races' clock). A refusal
in the room's thread is a MatchError (its line said to that member only)."""

from __future__ import annotations

import functools
from typing import Any

from jsonschema import Draft202012Validator

from deboule.games.game import Game
from deboule.match_base import Decision, MatchError
from deboule.online import wire
from deboule.online.races import press_time as timed_press
from deboule.online.races import seen_time
from deboule.online.refusal import RoomRefusal


@functools.cache
def game_inputs(entry: Game) -> Any | None:
    """The game's `online_inputs` module (None: it has none), looked up once."""
    return entry.online_inputs()


@functools.cache
def validators(entry: Game) -> dict[str, Draft202012Validator]:
    """The game's payload schemas by kind, compiled once ({} for a game with no moves of its
    own: every move of it is a decision)."""
    schemas = getattr(game_inputs(entry), "SCHEMAS", {})
    return {kind: Draft202012Validator(schema) for kind, schema in schemas.items()}


@functools.cache
def race_presses(entry: Game) -> frozenset[str]:
    """The game's kinds that are a race's press, timed on arrival (deboule/online/races.py)."""
    return frozenset(getattr(game_inputs(entry), "RACE_PRESSES", ()))


def check(entry: Game, payload: dict[str, Any]) -> str:
    """The payload's kind once the game's schema took it; RoomRefusal (one line in French and
    English) for a kind the game has not, or a payload its schema refuses."""
    kind = payload["kind"]
    validator = validators(entry).get(kind)
    if validator is None:
        raise RoomRefusal("online.refusal.unknown_input", kind=kind[:40])
    error = next(iter(validator.iter_errors(payload)), None)
    if error is not None:
        where = "/".join(str(p) for p in error.absolute_path) or kind
        raise RoomRefusal("online.refusal.bad_field", kind=kind[:40], where=where[:60])
    return kind


class SeatInput:
    """One move of a seat, as the game's decoder reads it: `payload` (checked by the game's
    schema), `seat` (the sender's: a payload never chooses it), `match`; and what the room
    measured of it."""

    def __init__(self, room: Any, seat: int, message: dict[str, Any]) -> None:
        self.room, self.seat, self.message = room, seat, message
        self.payload: dict[str, Any] = message["input"]
        self.match = room.match

    def require_throw_turn(self) -> None:
        """Refused unless a throw, a shake or a turn of the Tasse is awaited of this seat."""
        if self.seat not in self.match.throw_awaited_of():
            raise MatchError("online.refusal.not_your_turn")

    def physics_throw(self, data: Any) -> Any:
        """A throw's JSON as the physics' Throw (wire.WireError: not one)."""
        return wire.decode({"throw": data}, self.room.entry.rules)

    def press_time(self) -> float | None:
        """A race press on the match's clock (docs/online.md, "Races: the rule"): the race's
        start plus the reaction the server measured when the press arrived; a client's own
        claim of its time is never read."""
        return timed_press(self.match, self.message, self.room.members[self.seat].rtt,
                           self.room.clock())

    def seen_time(self) -> float:
        """When the seat's window said it drew the open race, on the match's clock."""
        return seen_time(self.match, self.message, self.room.members[self.seat].rtt,
                         self.room.clock())


def match_input(room: Any, seat: int, message: dict[str, Any]) -> Any:
    """A human's message as the match's input, for this seat only."""
    if message["type"] == "decide":
        state = room.match.state
        action = wire.codec_of(room.entry.rules).from_dict(message["action"])
        if seat not in state.deciders() or not state.is_legal(action) or \
                getattr(action, "player", seat) != seat:
            raise MatchError("online.refusal.not_your_turn")
        return Decision(action)
    module = game_inputs(room.entry)
    if module is None:  # refused on arrival (`check`): never here
        raise MatchError("online.refusal.not_your_turn")
    return module.decode(SeatInput(room, seat, message))
