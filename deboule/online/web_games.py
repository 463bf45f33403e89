"""The games a browser can make a room of, served as /games.json (deboule/online/web_http.py)
for the page at `/` (web/src/create.js): each game's name, title, the players it seats and its
bots' levels, from the registry (what `deboule sim` and the window's room maker offer)."""

from __future__ import annotations

import json
from functools import cache

from deboule import registry


def games() -> list[dict]:
    made = []
    for entry in registry.GAMES:
        facts = entry.cli_facts()
        least, most = facts["players"]
        made.append({"name": entry.name, "title": entry.title, "players": [least, most],
                     "levels": list(facts["levels"])})
    return made


@cache
def games_body() -> bytes:
    return json.dumps(games(), ensure_ascii=False, separators=(",", ":")).encode("utf-8")
