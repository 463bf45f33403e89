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

from deboule.rules.core import IllegalAction, check_view_header


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


def seat_view(state: dict[str, Any], orders: list[list[int]], game: str, version: int,
              seat: int) -> dict[str, Any]:
    """A seat's view of a match serialised as `state` (its `to_dict()`): the seed left out, the
    turn orders drawn so far (`orders`) in."""
    state["options"] = {**state["options"], "seed": 0}
    state["orders"] = [list(o) for o in orders]
    return {"game": game, "version": version, "seat": seat, "state": state}


def read_seat_view(data: Any, game: str, version: int,
                   rng: random.Random) -> tuple[int, dict[str, Any], GivenOrders]:
    """A seat's view taken apart: its seat, the serialised match without its turn orders, and
    the generator that hands those orders back (then draws from `rng`)."""
    view = check_view_header(data, game, version)
    state = view["state"]
    if not isinstance(state, Mapping):
        raise IllegalAction("a view's state is a mapping", code="bad_view")
    orders = state.get("orders", [])
    if not isinstance(orders, list) or not all(
            isinstance(o, list) and all(isinstance(s, int) and not isinstance(s, bool)
                                        for s in o) for o in orders):
        raise IllegalAction("a view's turn orders are lists of sides", code="bad_view")
    plain = {k: v for k, v in state.items() if k != "orders"}
    return view["seat"], plain, GivenOrders(orders, rng)


def orders_key(rng: random.Random) -> tuple:
    """What decides the turn orders a generator will still draw (`DebouleGame` equality)."""
    return rng.key() if isinstance(rng, DrawnOrders) else (type(rng).__name__, rng.getstate())
