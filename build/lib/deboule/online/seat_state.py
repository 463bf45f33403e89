"""A client's rules state of its seat, kept up to date from the views it receives.

The rules rebuild a seat's state from its view (`from_seat_view`: nothing hidden was sent), by
replaying its history: a whole game's replay takes a fifth of a second or more, too slow to do
at every question. An open game's view holds the history whole (`state.actions`), and a new view
only adds actions: they are applied to the state kept (the rules' own `apply`, through the
game's codec), and only a view of another shape is rebuilt whole (a game of hidden information:
the rules draw what the seat cannot see again, from a generator seeded by the view's size).
"""

from __future__ import annotations

import random
from typing import Any

from deboule.games.game import Game
from deboule.rules.core import IllegalAction


class SeatState:
    """The rules state of the latest view given (`state()`), rebuilt only when needed."""

    def __init__(self, game: Game) -> None:
        self.cls = game.state_class()
        self.codec = game.codec()
        self.view: Any = None
        self.current: Any = None
        self.header: Any = None
        self.applied = 0
        self.drawn: list[int] = []  # actions whose faces the view hid (drawn at random)
        self.stale = True
        self.rebuilds = 0

    def set_view(self, view: Any) -> None:
        self.view = view
        self.stale = True

    def state(self) -> Any:
        """The state of the latest view (IllegalAction: a view the rules refuse)."""
        if not self.stale:
            return self.current
        view = self.view
        whole = view.get("state") if isinstance(view, dict) else None
        if isinstance(whole, dict) and isinstance(whole.get("actions"), list) and \
                getattr(self.cls, "OPEN_INFORMATION", True):
            header = {k: v for k, v in whole.items() if k != "actions"}
            actions = whole["actions"]
            # faces drawn at the last rebuild and now shown (Cul de Chouette's Tichette by
            # bidding, issue 34) make the kept state a wrong one: rebuilt whole below
            shown = any(actions[i].get("faces") is not None for i in self.drawn
                        if i < len(actions) and isinstance(actions[i], dict))
            if self.current is not None and header == self.header and not shown and \
                    len(actions) >= self.applied:
                try:
                    for data in actions[self.applied:]:
                        self.current.apply(self.codec.from_dict(data))
                    self.applied = len(actions)
                    self.stale = False
                    return self.current
                except (IllegalAction, TypeError, ValueError, KeyError):
                    pass  # rebuilt whole below
            self.header, self.applied = header, len(actions)
            self.drawn = [i for i, item in enumerate(actions)
                          if isinstance(item, dict) and "faces" in item and item["faces"] is None]
        self.current = self.cls.from_seat_view(view, random.Random(len(str(view))))
        self.rebuilds += 1
        self.stale = False
        return self.current
