"""A room's match, built by the game's one constructor (`Game.new_match`): the room's options
(one mapping the game's schema checks), its seats, its seed, and the names its people typed."""

from __future__ import annotations

import argparse
from typing import Any


def checked_options(entry: Any, args: dict[str, Any], options: Any, players: int) -> dict:
    """The room's options checked by the game (OptionRefused); None: the ones its arguments
    name (a room saved before the options were one mapping, converted)."""
    return entry.check_options(entry.options_from_args(args) if options is None else options,
                               players)


def seat_names(room: Any) -> list[str | None]:
    """The name each person of `room` typed (None: a bot's seat, or no name typed)."""
    names: list[str | None] = []
    for seat in range(len(room.seats)):
        member = room.members.get(seat)
        name = (member.name or "").strip() if member is not None and member.kind == "human" \
            else ""
        # no name typed: the room calls the member by its seat's number (Room.join)
        typed = name and name != f"{seat + 1}" and name.isprintable()
        names.append(name[:40] if typed else None)
    return names


def seat_people(room: Any) -> list[bool]:
    """Which seats of `room` people hold (the lobby's "human"): a page waits for them, where
    a bot's seat is said to think."""
    return [(member := room.members.get(seat)) is not None and member.kind == "human"
            for seat in range(len(room.seats))]


def build_match(room: Any, args: argparse.Namespace) -> tuple[Any, Any]:
    """`room`'s match, and what the game's sim plays (a report around it for some games)."""
    entry, names = room.entry, seat_names(room)
    match = entry.new_match(room.options, room.seat_objects(), seed=int(args.seed),
                            names=names, lang=args.lang)
    people = seat_people(room)
    webs = [member.web for member in room.members.values()] + [room.watchers.maker]
    for web in webs:  # a browser seat (or spectator) names them as the window does
        if web is not None:
            web.names, web.people = list(names), list(people)
    around = getattr(entry.sim(), "built_around", None)
    return match, around(match) if around is not None else match
