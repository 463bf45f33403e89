"""Cul de Chouette's own moves in an online room (Game.online_inputs; docs/online.md):
- `throw`: the hand's physics throw (`throw`), the arrows' aim (`aim`, CDCS-14) or neither (a
  plausible random throw), from the seat a throw is awaited of only;
- `press`: a race's shout (C3), echoing the open race's nonce (`race`), timed by the server on
  arrival (deboule/online/races.py); `elapsed_ms`, older clients' claim, is never read;
- `seen`: the window drew the open race (races.py: not used for timing);
- `stand_up`: getting up from the table with the Graines (deboule/rules/cul_de_chouette/house/
  graines.py), the words said or not (`graines`), at any moment the rules take it: always the
  sender's own seat (a `player` naming another is refused), one rise between two moves of the
  table as the rules say, which is all the rate a room needs."""

from __future__ import annotations

from typing import Any

from deboule.games.cul_de_chouette.inputs import AimedThrow, RacePress, RaceSeen
from deboule.games.input_schema import AIM, THROW, payload
from deboule.match_base import HandThrow, MatchError
from deboule.rules.cul_de_chouette.actions import StandUp

SCHEMAS = {
    # older windows sent `piece` empty with every throw
    "throw": payload("throw", optional={"piece": {"type": "null"}, "throw": THROW, "aim": AIM}),
    "press": payload("press", optional={
        "race": {"type": "string", "maxLength": 40},
        "elapsed_ms": {"type": "number", "minimum": 0, "maximum": 600_000}}),
    "seen": payload("seen"),
    "stand_up": payload("stand_up", {"graines": {"type": "boolean"}},
                        {"player": {"type": "integer", "minimum": 0, "maximum": 15}}),
}
RACE_PRESSES = frozenset({"press"})


def decode(seat_input: Any) -> Any:
    """The payload as the match's input (deboule.online.inputs.SeatInput)."""
    data, seat = seat_input.payload, seat_input.seat
    kind = data["kind"]
    if kind == "press":
        return RacePress(seat, seat_input.press_time())
    if kind == "seen":
        return RaceSeen(seat, seat_input.seen_time())
    if kind == "stand_up":
        if data.get("player", seat) != seat:
            raise MatchError("online.refusal.not_your_seat")
        return StandUp(seat, data["graines"])
    seat_input.require_throw_turn()
    if data.get("aim") is not None:
        aim = data["aim"]
        return AimedThrow(float(aim["aim_deg"]), float(aim["power"]),
                          float(aim.get("lateral", 0.0)), player=seat)
    throw = seat_input.physics_throw(data["throw"]) if data.get("throw") is not None else None
    return HandThrow(throw=throw, player=seat)
