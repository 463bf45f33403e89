"""A saved room's file checked field by field before anything is built from it
(deboule/online/store.py): a file written by hand or by an attacker is refused with its reason
(ValueError, one short line), never half-read. The code is a room code and is the file's own name
(so it names no path), every seat is open or a level the game knows (a bot of one's own,
`package.module:Name`, is never imported from a file), the arguments and options are checked as a
client's `create` is (a room saved before the options were one mapping: its arguments converted by
the game), the members and tokens as the protocol's. The match's own save is read by the game's
`from_save` (MatchError: refused too), the kept answers by deboule/online/answer_log.py.
"""

from __future__ import annotations

import math
import re
from typing import Any

from jsonschema import Draft202012Validator

from deboule import registry
from deboule.online.answer_log import check_saved
from deboule.online.protocol import CLIENT_MESSAGES, ROOM_CODE_LENGTH, ROOM_CODE_LETTERS
from deboule.online.refusal import RoomRefusal
from deboule.online.room_args import room_options

STATUSES = ("lobby", "playing", "over", "failed")
FIELDS = {"code", "game", "args", "seats", "away_seconds", "autostart", "status", "seq", "bots",
          "members", "match", "result", "report", "record", "format", "version"}
# `options`: the game's options mapping (a room saved before it had one keeps them in `args`,
# converted by the game: deboule/online/room_args.py)
OPTIONAL = {"answers", "host", "watchers", "secret", "replay", "options"}
SECRET = re.compile(r"[0-9a-f]{64}")  # deboule/online/secrecy.py new_secret: 32 bytes, hex
CODE = re.compile(f"[{ROOM_CODE_LETTERS}]{{{ROOM_CODE_LENGTH}}}")
TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")
_ARGS = Draft202012Validator(CLIENT_MESSAGES["create"]["properties"]["args"])


def room_file_name(code: str) -> str:
    return f"room-{code}.json"


def _int(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def check_room(data: Any, file_name: str | None = None) -> Any:
    """The game's registry entry of a saved room `data` (ValueError, with why, when any field
    is not one a server of this version writes). `file_name`: the file it was read from."""
    if not isinstance(data, dict):
        raise ValueError("not a room")
    missing, extra = FIELDS - set(data), set(data) - FIELDS - OPTIONAL
    if missing or extra:
        raise ValueError(f"fields {sorted(missing | extra)[:4]}")
    code = data["code"]
    if not isinstance(code, str) or not CODE.fullmatch(code):
        raise ValueError(f"room code {str(code)[:24]!r}")
    if file_name is not None and file_name != room_file_name(code):
        raise ValueError(f"room {code} in a file named {file_name[:40]!r}")
    entry = registry.by_name(data["game"]) if isinstance(data["game"], str) else None
    if entry is None:
        raise ValueError(f"unknown game {str(data['game'])[:40]!r}")
    levels = list(entry.sim().cli_facts()["levels"])
    seats = data["seats"]
    if not isinstance(seats, list) or not 1 <= len(seats) <= 16 or \
            not all(isinstance(s, str) and (s == "open" or s in levels) for s in seats):
        raise ValueError("seats (each open or a known level)")
    args = data["args"]
    if not isinstance(args, dict) or next(iter(_ARGS.iter_errors(args)), None) is not None \
            or args.get("players") != len(seats):
        raise ValueError("arguments")
    try:
        room_options(entry, args, data.get("options"), levels)
    except RoomRefusal as exc:
        raise ValueError(f"arguments ({exc.key})") from None
    away = data["away_seconds"]
    if not isinstance(away, int | float) or isinstance(away, bool) or \
            not (math.isfinite(away) and 0 <= away <= 3600):
        raise ValueError("away_seconds")
    if not isinstance(data["autostart"], bool) or data["status"] not in STATUSES or \
            not _int(data["seq"], 0, 2**53) or not _int(data["bots"], 0, 10**6):
        raise ValueError("autostart, status, seq or bots")
    check_members(data["members"], seats, levels)
    if data.get("host") is not None and not (isinstance(data["host"], str)
                                             and TOKEN.fullmatch(data["host"])):
        raise ValueError("host")
    if data.get("secret") is not None and not (isinstance(data["secret"], str)
                                               and SECRET.fullmatch(data["secret"])):
        raise ValueError("secret")
    if not isinstance(data.get("replay", False), bool):
        raise ValueError("replay")
    watchers = data.get("watchers") or []
    if not isinstance(watchers, list) or len(watchers) > 1024 or not all(
            isinstance(t, str) and TOKEN.fullmatch(t) for t in watchers):
        raise ValueError("watchers")
    if data.get("answers") is not None:
        check_saved(data["answers"])
    if data["match"] is not None and not isinstance(data["match"], dict):
        raise ValueError("match")
    if data["status"] == "playing" and data["match"] is None and data.get("answers") is None:
        raise ValueError("a room in play without its match")
    report = data["report"]
    if not (report is None or isinstance(report, dict) and all(
            k in ("fr", "en") and isinstance(v, list) and all(isinstance(x, str) for x in v)
            for k, v in report.items())):
        raise ValueError("report")
    for name in ("result", "record"):
        if data[name] is not None and not isinstance(data[name], dict):
            raise ValueError(name)
    return entry


def check_members(members: Any, seats: list[str], levels: list[str]) -> None:
    if not isinstance(members, list) or len(members) > len(seats):
        raise ValueError("members")
    taken = set()
    for item in members:
        if not isinstance(item, dict) or set(item) != {"seat", "kind", "level", "name", "token"}:
            raise ValueError("a member")
        seat = item["seat"]
        if not _int(seat, 0, len(seats) - 1) or seats[seat] != "open" or seat in taken:
            raise ValueError("a member's seat")
        taken.add(seat)
        if item["kind"] == "human":
            if not isinstance(item["level"], str) or len(item["level"]) > 20:
                raise ValueError("a member's level")
        elif item["kind"] != "bot" or item["level"] not in levels:
            raise ValueError("a member's kind or level")
        if not isinstance(item["name"], str) or len(item["name"]) > 40:
            raise ValueError("a member's name")
        if not isinstance(item["token"], str) or not TOKEN.fullmatch(item["token"]):
            raise ValueError("a member's token")
