"""A room's arguments and options, checked for a client's `create` (deboule/online/server.py)
and a saved room's file (deboule/online/room_check.py) by the game itself, never by the command
line: the seats' levels and the players' count by the game's facts, the options by the game's
options schema (`Game.check_options`; deboule/games/game_options.py).

A room's options are one mapping (the create message's `options`). The game-specific arguments
clients sent before it (`preset`, `teams`, `house_words` in `args`, as `deboule sim` writes
them) are still read: converted by the game (`Game.options_from_args`), the mapping's own
options winning over them; a saved room of an older server is converted the same way."""

from __future__ import annotations

from typing import Any

from deboule.games.game_options import OptionRefused
from deboule.online.refusal import RoomRefusal


def room_options(entry: Any, args: dict[str, Any], options: Any, levels: Any) -> dict[str, Any]:
    """The room's options, checked with its arguments (RoomRefusal when one is bad). A bot of
    one's own (`package.module:Name`) is refused: a server never loads code a client names."""
    bots = args.get("bots")
    if bots is not None and any(part.strip() not in levels for part in bots.split(",")):
        raise RoomRefusal("online.refusal.level", level=bots[:20], levels=", ".join(levels))
    players = args["players"]
    low, high = entry.cli_facts()["players"]
    if not low <= players <= high:
        raise RoomRefusal("online.refusal.seats", reason=f"{players} ∉ {low}..{high}")
    if bots is not None and len(bots.split(",")) not in (1, players):
        raise RoomRefusal("online.refusal.seats", reason="bots ≠ players")
    if options is not None and not isinstance(options, dict):
        raise RoomRefusal("online.refusal.args", reason="options")
    try:
        given = {**entry.options_from_args(args), **(options or {})}
        return entry.check_options(given, players)
    except OptionRefused as exc:
        raise RoomRefusal("online.refusal.args", reason=exc.phrase) from None
