"""The server's door for older clients: the messages they send for a game's own moves, made
into the one `input` message of today's protocol (docs/online.md, "A game's own moves").

Before the games owned their inputs, the protocol had one message type per move of some game,
its fields at the message's top level; the browser seat (web/src) and older windows still send
them. Each such message is the payload of the same name of the game's own inputs: its type
becomes the payload's `kind`, its other fields the payload's, and the game's schema checks it
as it checks today's clients (deboule/online/inputs.py): a kind the room's game does not have is
refused there, as from anyone. This module knows those types only as the words older clients
used; what each means is the games' (deboule/games/<game>/online_inputs.py)."""

from __future__ import annotations

from typing import Any

# the message types protocol version 1 had for games' moves (frozen: newer moves are `input`s)
OLDER_MOVES = frozenset({"throw", "press", "seen", "turn_over"})


def as_input(message: dict[str, Any]) -> dict[str, Any]:
    """`message` as today's protocol has it: an older client's move as an `input` whose payload
    is its fields under its type as `kind`; any other message as it came."""
    kind = message.get("type")
    if kind not in OLDER_MOVES:
        return message
    fields = {name: value for name, value in message.items() if name != "type"}
    return {"type": "input", "input": {**fields, "kind": kind}}
