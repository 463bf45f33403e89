"""Public events: what every player at the table sees happen (never a hidden face)."""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum
from typing import Any

from deboule.rules.core import Event


class EventKind(StrEnum):
    SHAKEN = "shaken"  # someone shook a Tasse (faces hidden)
    RESHAKEN_BLIND = "reshaken_blind"  # blind reshake: the next announcement is blind
    ANNOUNCED = "announced"
    VOID_31 = "void_31"  # a second 31 was refused (E3)
    BELIEVED = "believed"
    PASSED = "passed"  # E4: passed unseen, with a higher announcement
    DOUBTED = "doubted"  # the cup is lifted: faces are public now
    REVEALED_51 = "revealed_51"
    DRANK = "drank"
    FAUTE = "faute"
    REFILLED = "refilled"
    DENOUNCED = "denounced"
    JOINED = "joined"
    TIME_OUT = "time_out"
    BACK = "back"
    LEFT = "left"  # a definitive time-out
    GAME_OVER = "game_over"


class DrinkReason(StrEnum):
    WRONG_DOUBT = "wrong_doubt"  # the receiver lifted a true announcement
    CAUGHT_LYING = "caught_lying"  # the server's announcement was above the dice
    HIDDEN_51 = "hidden_51"  # caught lying on top of a hidden 51 (three gorgées)
    OFFERED_51 = "offered_51"  # both sides of a revealed 51
    FAUTE = "faute"


FIELDS = ("cup", "player", "to", "server", "author", "value", "floor", "faces", "truthful",
          "amount", "reason", "blind")
"""What an event may tell: `cup` the Tasse, `player` who acted (or drinks), `to` the receiver
of an announcement or a pass, `server` who answers for the announcement a doubt judged, `author`
who shook the dice a doubt lifted, `value`, `floor` what the announcer had received (None: a
restart from zero), `faces` (only once public: a lifted or revealed cup), `truthful`, `amount`,
`reason`, `blind`."""


def make_event(kind: EventKind, cup: int | None = None, player: int | None = None,
               **fields: Any) -> Event:
    """An Event of L'Enculette (deboule.rules.core.Event); fields left None are not carried."""
    unknown = sorted(set(fields) - set(FIELDS))
    if unknown:
        raise TypeError(f"unknown event fields {unknown}")
    values = {"cup": cup, "player": player, **fields}
    return Event(kind, {name: values[name] for name in FIELDS if values.get(name) is not None})


# How many of the latest events an observation carries (with every seat's tally of them all):
# more than a round of the largest table's announcements and answers.
RECENT_EVENTS = 48


class EventLog(list[Event]):
    """The public events of a game, in order, and a running tally of them per seat and kind:
    what `observation` sends in place of the whole log (its recent events and the tally).
    A copy is a new list of the same (immutable) events and a copy of the tally."""

    def __init__(self, events: Iterable[Event] = ()) -> None:
        super().__init__()
        self.tally: dict[int, dict[str, int]] = {}  # seat -> kind -> events of that seat
        for event in events:
            self.append(event)

    def append(self, event: Event) -> None:
        super().append(event)
        player = event.get("player")
        if player is not None:
            kinds = self.tally.setdefault(player, {})
            kind = str(event.kind)  # a plain string: the tally goes out as JSON
            kinds[kind] = kinds.get(kind, 0) + 1

    def __copy__(self) -> EventLog:
        twin = EventLog()
        twin.extend(self)  # list.extend: the tally is copied below, not counted again
        twin.tally = {seat: dict(kinds) for seat, kinds in self.tally.items()}
        return twin

    def __deepcopy__(self, memo: dict[int, Any]) -> EventLog:
        return self.__copy__()  # events never change once made: sharing them is copying them

    def recent(self, count: int) -> list[Event]:
        """The last `count` events (fewer early in the game)."""
        return self[-count:] if count > 0 else []

    def tally_of(self, players: int) -> list[dict[str, int]]:
        """Per seat, how many events of each kind name it as `player` (JSON-ready)."""
        return [dict(sorted(self.tally.get(seat, {}).items())) for seat in range(players)]

    def observed(self, players: int) -> dict[str, Any]:
        """What an observation carries of the log, bounded whatever the game's length (the
        online rooms send it at every move): the `RECENT_EVENTS` last events, how many came
        before them, and each seat's tally of them all."""
        return {"events": [event.to_dict() for event in self.recent(RECENT_EVENTS)],
                "events_before": max(0, len(self) - RECENT_EVENTS),
                "tally": self.tally_of(players)}
