"""Le Déboulé's own moves in an online room (Game.online_inputs; docs/online.md): a throw, of
the piece the rules await (`piece`), with the physics throw the window measured (`throw`) or an
aim of the arrows (`aim`, the browser seat's), from the seat a throw is awaited of only."""

from __future__ import annotations

from typing import Any

from deboule.games.input_schema import AIM, THROW, payload
from deboule.match_base import HandThrow, MatchError
from deboule.shell.flick import FlickError, keyboard_throw

SCHEMAS = {"throw": payload("throw", optional={
    "piece": {"type": ["string", "null"], "maxLength": 40}, "throw": THROW, "aim": AIM})}


def decode(seat_input: Any) -> HandThrow:
    """The payload as the match's input (deboule.online.inputs.SeatInput)."""
    seat_input.require_throw_turn()
    data = seat_input.payload
    if data.get("aim") is not None:
        throw = aimed_throw(data["aim"])
    elif data.get("throw") is not None:
        throw = seat_input.physics_throw(data["throw"])
    else:
        throw = None
    return HandThrow(throw=throw, piece=data.get("piece"), player=seat_input.seat)


def aimed_throw(aim: dict[str, Any]) -> Any:
    """An aim (`aim_deg` -60..60, `power` 0..1, `lateral` -1..1) as the window's keyboard throws
    it (deboule.shell.flick.keyboard_throw: from behind the réglette, hand-high); out of range:
    refused as a throw the window would refuse."""
    try:
        return keyboard_throw(float(aim["aim_deg"]), float(aim["power"]), 0.0,
                              float(aim.get("lateral", 0.0)))
    except FlickError as exc:
        raise MatchError.said(f"visée refusée : {exc}", f"aim refused: {exc}") from None
