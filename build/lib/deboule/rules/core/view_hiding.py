"""Which actions of a game's history its seat views hide, followed action by action: what lets
a room send each seat only what its view gained at each event (deboule/online/view_stream.py)
instead of building the view whole. A game whose `seat_view` is its `to_dict()` with some
actions' faces hidden answers `history_hiding(seat)` with one of these; a game whose view is not
its history (Chamot's table) answers None."""

from __future__ import annotations

from typing import Any


class HistoryHiding:
    """Which items of a view's actions the seat may not see (none: an open game)."""

    def update(self, state: Any) -> set[int]:
        """The indices whose hiding changed since the last update."""
        return set()

    def hidden(self, index: int) -> bool:
        return False
