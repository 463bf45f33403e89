"""An online room saved and brought back (deboule/online/store.py writes and reads the files):
its seats, members and tokens, and its match's own save, rebuilt with its remote seats bound
again (deboule.rules.core.bots.BoundLevel)."""

from __future__ import annotations

from typing import Any

from deboule import registry
from deboule.online.answer_log import AnswerLog
from deboule.rules.core.bots import LEVELS, BoundLevel, check_seat


def room_to_save(room: Any) -> dict[str, Any]:
    """The room as deboule/online/store.py saves it (the match's own save inside)."""
    with room.lock:
        match = answers = None
        if room.answer_log is not None and room.status == "playing":
            # a room of bots: the kept answers play it again (deboule/online/answer_log.py)
            answers = room.answer_log.to_save(room.questions.bot_states())
        elif room.match is not None and room.status == "playing":
            match = room.match.to_save()
        return {"answers": answers, "host": room.host_token, "watchers": list(room.watch_tokens),
            "code": room.code, "game": room.entry.name, "args": room.args,
            "options": room.options,
            "seats": room.seats, "away_seconds": room.away_seconds,
            "autostart": room.autostart, "status": room.status, "seq": room.seq,
            "bots": len(room.bots),
            "members": [{"seat": m.seat, "kind": m.kind, "level": m.level, "name": m.name,
                         "token": m.token} for m in room.members.values()],
            "match": match, "result": room.result, "report": room.report,
            "record": room.record if room.status == "over" else None,
            "secret": room.secret, "replay": room.replay,
        }

def restored_match(room: Any) -> Any:
    """The match of `saved_match`, each remote seat bound again (deboule.rules.core.bots)."""
    data = room.saved_match
    seats = data["seats"]
    for seat, member in room.members.items():
        if member.kind != "bot" or seat >= len(seats):
            continue
        bound = BoundLevel(member.level, room.questions.binder(seat))
        if isinstance(seats[seat], dict):  # Le Déboulé's seats: kind, level, name
            seats[seat] = {**seats[seat], "level": bound}
        else:
            seats[seat] = bound
    room.restoring = True
    try:
        match_class = room.entry.match_class()
        return match_class.from_save(data, headless=True)
    finally:
        room.restoring = False


def room_from_save(room_class: Any, member_class: Any, data: dict[str, Any]) -> Any:
    """A room (of `room_class`, its members of `member_class`) saved by `room_to_save`
    (KeyError, TypeError, ValueError: not one); its file was checked first (room_check.py)."""
    entry = registry.by_name(data["game"])
    if entry is None:
        raise ValueError(f"unknown game {str(data['game'])[:40]!r}")
    # a room saved before its options were one mapping holds them in its arguments (`preset`,
    # `teams`, `house_words`): converted by the game (room_check.py checked they convert)
    room = room_class(str(data["code"]), entry, dict(data["args"]),
                      [str(s) for s in data["seats"]], float(data["away_seconds"]),
                      bool(data["autostart"]), options=data.get("options"))
    room.status, room.seq = str(data["status"]), int(data["seq"])
    now = room.clock()
    for item in data["members"]:
        member = member_class(int(item["seat"]), str(item["kind"]), str(item["level"]),
                              str(item["name"]), token=str(item["token"]))
        if member.kind == "bot":  # a level: a room file's names are never imported
            check_seat(member.level, LEVELS)
        member.away_since = now  # away until it comes back with its token
        room.members[member.seat] = member
    room.saved_match = data.get("match")
    room.secret = str(data.get("secret") or room.secret)
    bytes.fromhex(room.secret)  # ValueError: not a key of ours
    room.replay = bool(data.get("replay", False))
    room.result, room.report, room.record = data.get("result"), data.get("report") or {}, \
        data.get("record")
    answers = data.get("answers")
    if answers is not None:
        room.answer_log = AnswerLog(entry.rules, answers["entries"], answers["states"])
    room.host_token = str(data.get("host") or room.host_token)
    room.watch_tokens = dict.fromkeys(str(t) for t in data.get("watchers") or [])
    room.behind = {m.token for m in room.members.values()} | set(room.watch_tokens)
    if room.status == "playing" and room.answer_log is None and \
            not isinstance(room.saved_match, dict):
        raise ValueError("a room in play without its match")
    return room
