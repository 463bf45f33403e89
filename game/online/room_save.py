"""An online room saved and brought back (game/online/store.py writes and reads the files):
its seats, members and tokens, and its match's own save, rebuilt with its remote seats bound
again (rules.core.bots.BoundLevel)."""

from __future__ import annotations

import importlib
from typing import Any

from rules.core.bots import BoundLevel


def room_to_save(room: Any) -> dict[str, Any]:
    """The room as game/online/store.py saves it (the match's own save inside)."""
    with room.lock:
        match = answers = None
        if room.answer_log is not None and room.status == "playing":
            # a room of bots: the kept answers play it again (game/online/answer_log.py)
            answers = room.answer_log.to_save(room.bot_states())
        elif room.match is not None and room.status == "playing":
            match = room.match.to_save()
        return {"answers": answers, "host": room.host_token, "watchers": list(room.watch_tokens),
            "code": room.code, "game": room.entry.name, "args": room.args,
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
    """The match of `saved_match`, each remote seat bound again (rules.core.bots)."""
    data = room.saved_match
    seats = data["seats"]
    for seat, member in room.members.items():
        if member.kind != "bot" or seat >= len(seats):
            continue
        bound = BoundLevel(member.level, room.binder(seat))
        if isinstance(seats[seat], dict):  # Le Déboulé's seats: kind, level, name
            seats[seat] = {**seats[seat], "level": bound}
        else:
            seats[seat] = bound
    room.restoring = True
    try:
        match_class = importlib.import_module(f"game.{room.entry.package}.match").MATCH
        return match_class.from_save(data, headless=True)
    finally:
        room.restoring = False

