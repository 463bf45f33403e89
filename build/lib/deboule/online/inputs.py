"""A person's message in an online room, made into its match's input for that seat only
(deboule/match_base.py): a decision checked by the rules (`is_legal`, the seat deciding, the
action's own player), a throw only from a seat a throw is awaited of (`throw_awaited_of`), a
race press timed as deboule/online/races.py says. A refusal is a MatchError (its line said to
that member only)."""

from __future__ import annotations

from typing import Any

from deboule.match_base import (
    AimedThrow,
    Decision,
    HandThrow,
    MatchError,
    RacePress,
    RaceSeen,
    TurnOver,
)
from deboule.online import wire
from deboule.online.races import press_time as timed_press
from deboule.online.races import seen_time


def match_input(room: Any, seat: int, message: dict[str, Any]) -> Any:
    """A human's message as the match's input, for this seat only."""
    kind = message["type"]
    state = room.match.state
    if kind == "decide":
        action = wire.codec_of(room.entry.rules).from_dict(message["action"])
        if seat not in state.deciders() or not state.is_legal(action) or \
                getattr(action, "player", seat) != seat:
            raise MatchError("online.refusal.not_your_turn")
        return Decision(action)
    if kind == "press":
        return RacePress(seat, press_time(room, seat, message))
    if kind == "seen":
        return RaceSeen(seat, seen_time(room.match, message, room.members[seat].rtt,
                                        room.clock()))
    awaited = room.match.throw_awaited_of() if hasattr(
        room.match, "throw_awaited_of") else ()
    if seat not in awaited:
        raise MatchError("online.refusal.not_your_turn")
    if kind == "turn_over":
        return TurnOver()
    throw = None
    if message.get("throw") is not None:
        throw = wire.decode({"throw": message["throw"]}, room.entry.rules)
    if message.get("aim") is not None:
        aim = message["aim"]
        if not hasattr(room.match, "human_aimed_throw"):  # Le Déboulé: the window's keyboard
            return HandThrow(throw=aimed_throw(aim), piece=message.get("piece"), player=seat)
        return AimedThrow(float(aim["aim_deg"]), float(aim["power"]),
                          float(aim.get("lateral", 0.0)), player=seat)
    return HandThrow(throw=throw, piece=message.get("piece"), player=seat)


def press_time(room: Any, seat: int, message: dict[str, Any]) -> float | None:
    """A race press on the match's clock (docs/online.md, "Races: the rule"): the race's
    start plus the reaction the server measured when the press arrived (deboule/online/races.py);
    a client's own claim of its time is never read."""
    return timed_press(room.match, message, room.members[seat].rtt, room.clock())



def aimed_throw(aim: dict[str, Any]) -> Any:
    """An aim (`aim_deg` -60..60, `power` 0..1, `lateral` -1..1) as the Déboulé window's
    keyboard throws it (deboule.shell.flick.keyboard_throw: from behind the réglette, hand-high);
    out of range: refused as a throw the window would refuse."""
    from deboule.shell.flick import FlickError, keyboard_throw

    try:
        return keyboard_throw(float(aim["aim_deg"]), float(aim["power"]), 0.0,
                              float(aim.get("lateral", 0.0)))
    except FlickError as exc:
        raise MatchError.said(f"visée refusée : {exc}", f"aim refused: {exc}") from None
