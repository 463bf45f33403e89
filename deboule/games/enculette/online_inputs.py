"""L'Enculette's own moves in an online room (Game.online_inputs; docs/online.md): the shake
(`throw`) and, before it, turning the Tasse over (`turn_over`, EC-T1), from the seat the rules
await them of only."""

from __future__ import annotations

from typing import Any

from deboule.games.enculette.inputs import TurnOver
from deboule.games.input_schema import AIM, NOTHING, payload
from deboule.match_base import HandThrow

# older windows sent the shake with an empty `piece` and `throw`, the browser seat a flick's
# `aim`: whatever the hand did, the server shakes the Tasse (EC-T1)
SCHEMAS = {"throw": payload("throw", optional={"piece": NOTHING, "throw": NOTHING, "aim": AIM}),
           "turn_over": payload("turn_over")}


def decode(seat_input: Any) -> HandThrow | TurnOver:
    """The payload as the match's input (deboule.online.inputs.SeatInput)."""
    seat_input.require_throw_turn()
    if seat_input.payload["kind"] == "turn_over":
        return TurnOver()
    return HandThrow(player=seat_input.seat)
