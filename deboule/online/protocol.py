"""The online rooms' protocol: versioned JSON messages with a checked schema (docs/online.md).

Every message is one JSON object with a `type`. What a client sends is checked here, against
the schema of its type (jsonschema, the well-kept library for it), before the server reads a
field: an unknown type, a missing or extra field, a wrong type, a number out of range is a
`ProtocolError` with a line in French and English, and the server closes that client only.
Sizes are capped twice: a message over `MAX_CLIENT_MESSAGE` bytes is refused here, with its
reason, and the WebSocket layer drops a frame over `MAX_CLIENT_FRAME` before reading it whole
(websockets' `max_size`: close 1009); every string and list here has a bound.

What a client sends may be well formed and still refused by the game: a decision is checked by
the same rules code as local play (the game's `CODEC` and `is_legal`, through the match's
`feed`), never trusted. The server's messages are checked by the client the same way
(`check_server`), with looser bounds: a view holds a whole game's history.
"""

from __future__ import annotations

import json
import math
from typing import Any

from jsonschema import Draft202012Validator

from deboule.online.older_clients import as_input
from deboule.text.i18n import Refusal

VERSION = 1
MAX_CLIENT_MESSAGE = 64 * 1024  # bytes a client may send in one message
# the WebSocket layer's cap: above MAX_CLIENT_MESSAGE so a message a little too long is read
# and refused with a reason in French and English; far beyond it, the frame is not even read
MAX_CLIENT_FRAME = 4 * MAX_CLIENT_MESSAGE
MAX_SERVER_MESSAGE = 16 * 1024 * 1024  # bytes the client accepts in one message (a long view)
ROOM_CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L: read aloud on a call
ROOM_CODE_LENGTH = 8  # 31**8 ≈ 8.5e11 ≈ 2**39.6 codes (the issue asks for ≥ 30 bits)
TOKEN_BYTES = 24  # a seat's resume token: 192 random bits (secrets.token_urlsafe)


class ProtocolError(Refusal):
    """A message the protocol refuses: malformed, out of bounds, unknown, too many."""


_NAME = {"type": "string", "maxLength": 40}
_CODE = {"type": "string", "minLength": ROOM_CODE_LENGTH, "maxLength": ROOM_CODE_LENGTH,
         "pattern": f"^[{ROOM_CODE_LETTERS}]+$"}
_TOKEN = {"type": "string", "minLength": 16, "maxLength": 64, "pattern": "^[A-Za-z0-9_-]+$"}
_SEAT = {"type": "integer", "minimum": 0, "maximum": 15}
_NUMBER = {"type": "number"}
_SEQ = {"type": "integer", "minimum": 0, "maximum": 2**53}
_JSON = {}  # any JSON value (checked by the game's own code: its codec, its options)


def _message(kind: str, required: dict[str, Any] | None = None,
             optional: dict[str, Any] | None = None) -> dict[str, Any]:
    fields = {"type": {"const": kind}, **(required or {}), **(optional or {})}
    return {"type": "object", "properties": fields, "additionalProperties": False,
            "required": ["type", *(required or {})]}


# What a client may send. `options` are the game's options (one mapping the game's schema
# checks), `args` `deboule sim`'s other arguments (players, bots, seed, lang); `seats` say,
# per place, "open" (a network player takes it) or a bot level the server plays.
CLIENT_MESSAGES: dict[str, dict[str, Any]] = {
    # `client`: "web" for the browser seat, whose views come with a `table` (web_table.py)
    "hello": _message("hello", {"v": {"type": "integer"}},
                      {"name": _NAME, "client": {"enum": ["window", "web"]}}),
    "create": _message("create", {
        "game": {"type": "string", "maxLength": 40},
        "seats": {"type": "array", "minItems": 1, "maxItems": 16,
                  "items": {"type": "string", "maxLength": 20}},
    }, {
        # the game's options, one mapping its own schema checks (Game.check_options)
        "options": {"type": "object", "maxProperties": 128},
        # `preset`, `teams` and `house_words`: the game's options as `deboule sim` writes
        # them, still read (converted by the game; `options` win over them)
        "args": {"type": "object", "maxProperties": 12, "additionalProperties": False,
                 "properties": {
                     "players": {"type": "integer", "minimum": 1, "maximum": 16},
                     "bots": {"type": ["string", "null"], "maxLength": 400},
                     "seed": {"type": "integer", "minimum": 0, "maximum": 2**63 - 1},
                     "preset": {"type": ["string", "null"], "maxLength": 400},
                     "teams": {"type": "boolean"},
                     "house_words": {"type": ["string", "null"], "maxLength": 7000},
                     "lang": {"enum": ["fr", "en"]},
                     "quiet": {"type": "boolean"},
                     # where the sim's client writes the record: only named in the lines
                     "record": {"type": "string", "maxLength": 400}}},
        "away_seconds": {"type": "number", "minimum": 0, "maximum": 3600},
        "autostart": {"type": "boolean"},
        # the bot clients get the local sim's own seeds (deboule/online/secrecy.py)
        "replay": {"type": "boolean"}}),
    "join": _message("join", {"room": _CODE, "kind": {"enum": ["human", "bot"]}},
                     {"seat": {"anyOf": [_SEAT, {"type": "null"}]},
                      "level": {"type": "string", "maxLength": 20}}),
    "watch": _message("watch", {"room": _CODE}),
    # a seat's, a spectator's or the host's token; `host`: the host's too (its rights back)
    "resume": _message("resume", {"room": _CODE, "token": _TOKEN, "last_seq": _SEQ},
                       {"host": _TOKEN}),
    "start": _message("start"),
    "decide": _message("decide", {"action": {"type": "object", "maxProperties": 16}}),
    # a move of the game's own (a throw, a race's shout...): `input` is one payload its game's
    # schema checks and its decoder reads (Game.online_inputs, deboule/online/inputs.py); the
    # older clients' own messages for them are made into this one at the door (older_clients.py)
    "input": _message("input", {"input": {
        "type": "object", "maxProperties": 16, "required": ["kind"],
        "properties": {"kind": {"type": "string", "pattern": "^[a-z_]{1,40}$"}}}}),
    "answer": _message("answer", {"call": _SEQ, "result": _JSON}, {"state": _JSON}),
    # `n`: the ping's nonce (the only part read: races.RoundTrips); `t` is never read
    "pong": _message("pong", {}, {"t": _NUMBER, "n": {"type": "string", "maxLength": 40}}),
    "report": _message("report"),
    "leave": _message("leave"),
}

_VALIDATORS = {kind: Draft202012Validator(schema) for kind, schema in CLIENT_MESSAGES.items()}


def _finite(value: Any) -> bool:
    """No NaN nor infinity anywhere (json.loads reads them; no rule of ours wants them)."""
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, dict):
        return all(_finite(v) for v in value.values())
    if isinstance(value, list):
        return all(_finite(v) for v in value)
    return True


def _reject_constant(name: str) -> Any:
    raise ValueError(name)


def decode(raw: str | bytes, limit: int = MAX_CLIENT_MESSAGE) -> dict[str, Any]:
    """A message's JSON object (ProtocolError: not JSON, not an object, too big, NaN)."""
    if len(raw) > limit:
        raise ProtocolError("online.refusal.too_big", size=len(raw), limit=limit)
    try:
        data = json.loads(raw, parse_constant=_reject_constant)
    except (ValueError, RecursionError, UnicodeDecodeError):
        raise ProtocolError("online.refusal.not_json") from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ProtocolError("online.refusal.no_type")
    return data


def check_client(raw: str | bytes) -> dict[str, Any]:
    """A client's message, decoded and checked against its type's schema (an older client's
    move of a game, as the `input` it stands for)."""
    data = as_input(decode(raw))
    validator = _VALIDATORS.get(data["type"])
    if validator is None:
        raise ProtocolError("online.refusal.unknown_type", kind=data["type"][:40])
    error = next(iter(validator.iter_errors(data)), None)
    if error is not None:
        where = "/".join(str(p) for p in error.absolute_path) or data["type"]
        raise ProtocolError("online.refusal.bad_field", kind=data["type"], where=where[:60])
    if not _finite(data):
        raise ProtocolError("online.refusal.bad_field", kind=data["type"], where="NaN")
    return data


SERVER_TYPES = frozenset({
    "welcome", "room", "joined", "watching", "lobby", "view", "call", "bot", "motion", "refused",
    "closed", "over", "ping", "report", "left", "race"})


def check_server(raw: str | bytes) -> dict[str, Any]:
    """A server's message, decoded; its type must be one of ours (the client reads each field
    with care: a hostile server must not crash a window either)."""
    data = decode(raw, MAX_SERVER_MESSAGE)
    if data["type"] not in SERVER_TYPES:
        raise ProtocolError("online.refusal.unknown_type", kind=data["type"][:40])
    return data


def encode(kind: str, /, **fields: Any) -> str:
    """One message as compact JSON."""
    return json.dumps({"type": kind, **fields}, separators=(",", ":"), allow_nan=False)
