"""What one seat of Le Déboulé may know: everything on the table, not the match's seed.

Le Déboulé is played in the open, but its seed is the match's: the rules draw the random turn
orders of the four-player rule from it (seed: "les autres jouent en ordre aléatoire";
deboule/rules/deboule/flow_start.py) and the match seeds its table's throws from it. So a seat's
view is `to_dict()` with the seed left out (0) and, instead, the turn orders the rules drew so far
(public: each was announced), which is all a replay needs of the seed: `from_seat_view` replays
the actions with a generator that hands back those orders, then draws any later one from the
caller's generator (what the seat cannot know drawn at random, as for the hidden games).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from deboule.rules.core import IllegalAction, check_seat, check_view_header
from deboule.rules.core.view_hiding import HistoryHiding


class DrawnOrders(random.Random):
    """The rules' generator, keeping every order it shuffled (`drawn`); a copy keeps them."""

    def __init__(self, seed: Any = None) -> None:
        super().__init__(seed)
        self.drawn: list[list[int]] = []

    def shuffle(self, x: list) -> None:  # type: ignore[override]
        super().shuffle(x)
        self.drawn.append(list(x))

    def __reduce__(self) -> tuple:
        return (type(self), (), (self.getstate(), [list(d) for d in self.drawn]))

    def __setstate__(self, state: tuple) -> None:
        self.setstate(state[0])
        self.drawn = [list(d) for d in state[1]]

    def key(self) -> tuple:
        """What decides the orders still to draw (a state's equality compares it)."""
        return (type(self).__name__, self.getstate())


class GivenOrders(DrawnOrders):
    """A generator whose first shuffles give the orders a view holds, then `rng`'s."""

    def __init__(self, orders: list[list[int]], rng: random.Random) -> None:
        super().__init__(0)
        self.given, self.rng = [list(o) for o in orders], rng

    def __reduce__(self) -> tuple:
        return (type(self), (self.given, self.rng),
                (self.getstate(), [list(d) for d in self.drawn]))

    def key(self) -> tuple:
        return (type(self).__name__, tuple(map(tuple, self.given)), orders_key(self.rng))

    def shuffle(self, x: list) -> None:  # type: ignore[override]
        if self.given:
            order = self.given.pop(0)
            if sorted(order) != sorted(x):
                raise IllegalAction("a view's turn order does not fit its game", code="bad_view")
            x[:] = order
        else:
            self.rng.shuffle(x)
        self.drawn.append(list(x))


class DebouleViews:
    """Mixed into DebouleGame before the contract's GameState: its `seat_view`,
    `from_seat_view`."""

    def history_hiding(self, seat: int) -> HistoryHiding:
        """Its views hide no action (its turn orders still to come are left out whole)."""
        return HistoryHiding()

    def seat_view(self, player: int) -> dict[str, Any]:
        check_seat(self, player)  # type: ignore[arg-type]
        data = self.to_dict()  # type: ignore[attr-defined]
        data["options"] = {**data["options"], "seed": 0}
        data["orders"] = [list(o) for o in self.turn_orders()]
        return {"game": self.GAME, "version": self.VERSION, "seat": player,  # type: ignore[attr-defined]
                "state": data}

    def turn_orders(self) -> list[list[int]]:
        """The turn orders the rules drew so far, in order (read only: the rules' own list,
        which only grows; an online room adds the new ones to a view it keeps)."""
        return getattr(self._core.rng, "drawn", [])  # type: ignore[attr-defined]

    @classmethod
    def from_seat_view(cls, data: Any, rng: random.Random) -> Any:
        view = check_view_header(data, cls.GAME, cls.VERSION)  # type: ignore[attr-defined]
        state = view["state"]
        if not isinstance(state, Mapping):
            raise IllegalAction("a view's state is a mapping", code="bad_view")
        orders = state.get("orders", [])
        if not isinstance(orders, list) or not all(
                isinstance(o, list) and all(isinstance(s, int) and not isinstance(s, bool)
                                            for s in o) for o in orders):
            raise IllegalAction("a view's turn orders are lists of sides", code="bad_view")
        plain = {k: v for k, v in state.items() if k != "orders"}
        rebuilt = cls.from_dict(plain, rules_rng=GivenOrders(orders, rng))  # type: ignore[attr-defined]
        check_seat(rebuilt, view["seat"])
        return rebuilt


def orders_key(rng: random.Random) -> tuple:
    """What decides the turn orders a generator will still draw (`DebouleGame` equality)."""
    return rng.key() if isinstance(rng, DrawnOrders) else (type(rng).__name__, rng.getstate())
