"""A seat's views kept from one event to the next, each event costing what it added.

A room sends each member its seat's view as a change of the last one (deboule/online/delta.py).
Built from the rules each time (`state.seat_view`: `to_dict()`, every action of the game) and
compared whole (`delta`), every event cost the whole history: a long game's last throws cost
several times its first. A `ViewStream` keeps the view of its seat and, at each event, reads
only the actions new since the last: their `to_dict()` (hidden faces hidden as the rules' own
`seat_view` hides them) appended to the actions it keeps, and the change is what was added.
The messages are the very ones `delta(last view, view)` gave (tests/test_online_view_cost.py
records every message of a room of each game both ways):
- new actions: `{"state": {"~": {"actions": {"+": [...]}}}}`;
- an action shown that was hidden (L'Enculette's cup lifted, Cul de Chouette's hidden Tichette
  dice claimed): that action's item changes, so the whole list is sent (`{"=": [...]}`), as
  `delta` sends a list that did not only grow;
- Le Déboulé's turn orders drawn (its view's `orders`) grow the same way.

The rest of the view (`game`, `version`, `seat`, the options, a set-up game's position) is
read once, from the first view: it is fixed for a game. A state that is not the stream's
(a match rebuilt from its save) or a history that shrank is read whole again. A game whose view
is not its history (Chamot's table) is read whole at each event: its size is the table's, not
the game's.

A consumer (a member, a spectator, the spectators' history) holds the number of the last event
whose view it got: one behind, it is sent the change; otherwise (new, or back) the whole view.
"""

from __future__ import annotations

from typing import Any

from deboule.online.delta import delta
from deboule.rules.core.view_hiding import HistoryHiding

ACTIONS = "actions"
ORDERS = "orders"  # Le Déboulé's turn orders (deboule/rules/deboule/views.py)


class ViewStream:
    """The views of one seat (`seat`) of a room's match, event after event (see the module)."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.view: Any = None  # the last view, its actions (and orders) kept up to date
        self.event: int | None = None  # the event of `view`
        self.before: int | None = None  # the event of the view before it
        self.change: Any = None  # from the view of `before` to `view`
        self.state: Any = None
        self.hiding: HistoryHiding | None = None
        self.length = 0  # actions of the history in `view`
        self.orders = 0  # turn orders in `view`

    def advance(self, state: Any, event: int) -> None:
        """The view of `state` at room event `event` (once per event)."""
        if event == self.event:
            return
        self.before, self.event = self.event, event
        if self.view is None or state is not self.state or self.hiding is None or \
                not self.grow(state):
            self.read_whole(state)

    def read_whole(self, state: Any) -> None:
        view = state.seat_view(self.seat)
        self.change = None if self.view is None else delta(self.whole(), view)[0]
        self.view, self.state = view, state
        self.hiding = state.history_hiding(self.seat)
        body = view.get("state") if isinstance(view, dict) else None
        actions = body.get(ACTIONS) if isinstance(body, dict) else None
        length = len(state.history)
        if self.hiding is None or not isinstance(actions, list) or len(actions) != length:
            self.hiding = None
            return
        self.hiding.update(state)
        self.length = length
        if ORDERS in body:
            body[ORDERS] = list(body[ORDERS])
            self.orders = len(body[ORDERS])

    def grow(self, state: Any) -> bool:
        """The view updated from the actions new since the last (False: read it whole)."""
        history = state.history
        drawn = state.turn_orders() if ORDERS in self.view["state"] else ()
        if len(history) < self.length or len(drawn) < self.orders:
            return False
        assert self.hiding is not None
        body = self.view["state"]
        items = body[ACTIONS]
        changed = self.hiding.update(state)
        rewritten = False
        for index in sorted(i for i in changed if i < self.length):
            item = self.item(history, index)
            if item != items[index]:
                items[index] = item
                rewritten = True
        added = [self.item(history, index) for index in range(self.length, len(history))]
        items.extend(added)
        self.length = len(history)
        change: dict[str, Any] = {}
        for key in body:
            if key == ACTIONS and rewritten:
                change[key] = {"=": list(items)}
            elif key == ACTIONS and added:
                change[key] = {"+": added}
            elif key == ORDERS and len(drawn) > self.orders:
                new = [list(order) for order in drawn[self.orders:]]
                body[ORDERS].extend(new)
                self.orders = len(drawn)
                change[key] = {"+": new}
        self.change = {"state": {"~": change}} if change else {}
        return True

    def item(self, history: Any, index: int) -> dict[str, Any]:
        item = history[index].to_dict()
        assert self.hiding is not None
        return {**item, "faces": None} if self.hiding.hidden(index) else item

    def whole(self) -> Any:
        """The last view, a copy of its own (the stream's lists grow on)."""
        view = self.view
        if not isinstance(view, dict) or self.hiding is None:
            return view
        body = {key: list(value) if key in (ACTIONS, ORDERS) else value
                for key, value in view["state"].items()}
        return {**view, "state": body}

    def send(self, since: int | None, seat: int | None = None) -> tuple[Any, bool]:
        """(what a consumer that got the view of event `since` is sent, whether the whole view);
        `seat`: the view as that seat's (an open game's one view for every seat)."""
        if since is not None and since == self.before and self.change is not None:
            return self.change, False
        view = self.whole()
        if seat is not None and isinstance(view, dict):
            view = {**view, "seat": seat}
        return view, True
