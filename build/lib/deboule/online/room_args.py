"""A room's arguments, checked as `deboule sim` checks its own (deboule/cli.py), for a client's
`create` (deboule/online/server.py) and a saved room's file (deboule/online/room_check.py)."""

from __future__ import annotations

import argparse
from typing import Any

from deboule.online.refusal import RoomRefusal


def check_args(entry: Any, args: dict[str, Any], levels: Any) -> None:
    """A room's arguments checked as `deboule sim` checks its own (deboule/cli.py: a preset the
    game does not have, teams it does not allow...), RoomRefusal when one is bad. A bot of
    one's own (`package.module:Name`) is refused: a server never loads code a client names."""
    from deboule.cli import CliError, check_sim

    bots = args.get("bots")
    if bots is not None and any(part.strip() not in levels for part in bots.split(",")):
        raise RoomRefusal("online.refusal.level", level=bots[:20], levels=", ".join(levels))
    command = argparse.Namespace(
        game=entry.name, players=str(args["players"]), bots=bots, preset=args.get("preset"),
        teams=bool(args.get("teams", False)), seed=str(args.get("seed", 0)), join=None,
        house_words=args.get("house_words"), record=None, lang=args.get("lang", "fr"),
        quiet=False)
    try:
        check_sim(command)
    except CliError as exc:
        raise RoomRefusal("online.refusal.args", reason=exc.phrase) from None
