"""What a browser seat shows of its table, worked out on the server from that seat's own view.

A browser has no Python: it cannot rebuild the rules state from a view as the window does
(deboule/online/seat_state.py). So for a browser member the room adds to each `view` event a
`table`: the scores, whose turn, the prompt, the log and each legal action's label, in French
and English, from the games' own HUD texts. It is computed from the rules state the seat's view
rebuilds (`from_seat_view`, what the seat cannot see drawn at random and never read here): the
very state the window's HUD reads, so a browser learns nothing the window's seat could not.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deboule import registry
from deboule.online.seat_state import SeatState

LANGS = ("fr", "en")
LOG_LINES = 8


def both(make: Any) -> dict[str, str]:
    return {lang: str(make(lang)) for lang in LANGS}


class WebTable:
    """One browser seat's table, kept in step with its views (SeatState applies new actions)."""

    def __init__(self, game: str, seat: int | None) -> None:
        entry = registry.by_name(game)
        self.game = game
        self.seat = seat
        self.seat_state = SeatState(entry) if entry is not None else None
        self.failures = 0
        # the game's own table (its `web_table` module: `table(state, seat, legal, kept)`, and
        # `kept()` for what it follows from one view to the next), else the plain one
        self.maker = entry.web_table() if entry is not None else None
        made = getattr(self.maker, "kept", None)
        self.kept = made() if made is not None else None
        # the names the room's people typed, one a seat (None: the game's own name for it)
        self.names: list[str | None] = []
        # which seats people hold (the room's lobby, deboule/online/room_match.py), else None
        self.people: list[bool] | None = None

    def table(self, view: Any, legal: list[dict[str, Any]]) -> dict[str, Any] | None:
        if self.seat_state is None or view is None:
            return None
        self.seat_state.set_view(view)
        try:
            state = self.seat_state.state()
        except Exception:  # noqa: BLE001 -- a view the rules refuse: the page keeps its last
            return None
        try:
            if self.maker is None:
                return with_names(generic_table(state, self.seat, legal), self.names)
            seats = Seats(self.names, self.people)
            return with_names(self.maker.table(state, self.seat, legal, self.kept, seats),
                              self.names)
        except Exception as exc:  # noqa: BLE001 -- the page's words never stop a room
            self.failures += 1
            return {"error": f"{type(exc).__name__}: {str(exc)[:120]}"}


class Seats:
    """Who sits where, as the room's lobby says: the name each person typed (None: the game's
    own name for the seat) and which seats people hold (a person elsewhere is waited for, a bot
    thinks). Without the lobby's word on people, a seat with a typed name is a person's."""

    def __init__(self, names: list[str | None] | None = None,
                 people: list[bool] | None = None) -> None:
        self.names = list(names or [])
        self.people = list(people) if people is not None else None

    def name(self, seat: int, lang: str, own: Callable[[int, str], str]) -> str:
        """`seat`'s typed name, else the game's own (`own(seat, lang)`)."""
        typed = self.names[seat] if 0 <= seat < len(self.names) else None
        return typed or own(seat, lang)

    def shown(self, count: int, lang: str, own: Callable[[int, str], str]) -> list[str]:
        """The `count` seats' names, for a game's log lines."""
        return [self.name(seat, lang, own) for seat in range(count)]

    def person(self, seat: int) -> bool:
        if self.people is not None:
            return 0 <= seat < len(self.people) and bool(self.people[seat])
        return 0 <= seat < len(self.names) and self.names[seat] is not None


def with_names(table: Any, names: list[str | None]) -> Any:
    """`table` whose players (one a seat: a game of sides, such as Le Déboulé's teams, keeps
    its own) are named as their people typed in the lobby."""
    players = table.get("players") if isinstance(table, dict) else None
    if isinstance(players, list) and names and len(players) == len(names):
        for player, name in zip(players, names, strict=True):
            if name and isinstance(player, dict):
                player["name"] = {lang: name for lang in LANGS}
    return table


def names_of(state: Any) -> list[str]:
    names = getattr(state, "names", None)
    n = getattr(state, "n_players", None) or (len(names) if names else 0)
    return [str(names[p]) if names and p < len(names) else f"{p + 1}" for p in range(n)]


def log_tail(state: Any) -> dict[str, list[str]]:
    if not hasattr(state, "log_lines"):
        return {lang: [] for lang in LANGS}
    return {lang: [line.strip() for line in state.log_lines(lang) if line.strip()][-LOG_LINES:]
            for lang in LANGS}


def generic_table(state: Any, seat: int | None, legal: list[dict[str, Any]]) -> dict[str, Any]:
    names = names_of(state)
    scores = [state.score(p) if hasattr(state, "score") else None for p in range(len(names))]
    return {"players": [{"name": n, "score": s} for n, s in zip(names, scores, strict=True)],
            "deciders": list(state.deciders()), "over": bool(state.is_over),
            "log": log_tail(state),
            "actions": [{"action": a, "label": {lang: a.get("type", "?") for lang in LANGS}}
                        for a in legal]}


class WatchersTable:
    """The browser spectators' table of a room's public view: worked out once a view event,
    however many browsers watch (a crowd of spectators costs the room's thread one table)."""

    def __init__(self, game: str) -> None:
        self.maker = WebTable(game, None)
        self.event: int | None = None
        self.table: Any = None

    def table_at(self, event: int, public_view: Any) -> Any:
        """The table at view event `event`; `public_view()` gives the view when it is new."""
        if event != self.event:
            self.event, self.table = event, self.maker.table(public_view(), [])
        return self.table
