"""What one seat of L'Enculette may know, and a state rebuilt from it (issue 33: online rooms).

A seat's view is the game's `to_dict()` (players, options, position, every action) with the faces
of each shake that seat never saw replaced by null. A seat saw a shake when it shook and looked
(seed: "soulève discrètement la tasse de manière à voir l'indication donnée par les deux dés";
not after a blind reshake: "sans pouvoir regarder le résultat obtenu"), or when the cup was lifted
(a doubt: "soulève, ou fait soulever la tasse") or the 51 shown ("Dévoiler publiquement le 51").
A believed or passed cup is never lifted: its faces stay unknown to all but its shaker.

`from_seat_view` draws every hidden shake from the caller's generator (two fair dice) and replays:
no public action depends on faces nobody but the shaker saw (a doubt and a revealed 51 show them),
so any draw continues the same public game.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from deboule.rules.core import IllegalAction, check_view_header
from deboule.rules.core.view_hiding import HistoryHiding

from .actions import DiceShaken
from .events import EventKind

LIFTED = (EventKind.DOUBTED, EventKind.REVEALED_51)  # the faces under the cup are public now


def seat_view(state: Any, player: int) -> dict[str, Any]:
    """`{"game", "version", "seat", "state"}`: `state` is `state.to_dict()` with the faces of the
    shakes `player` never saw as null (the game's `seat_view`)."""
    data = state.to_dict()
    known = shakes_seen(state, player)
    data["actions"] = [
        {**item, "faces": None} if item["type"] == DiceShaken.KIND and index not in known
        else item
        for index, item in enumerate(data["actions"])]
    return {"game": state.GAME, "version": state.VERSION, "seat": player, "state": data}


def read_seat_view(data: Any, game: str, version: int,
                   rng: random.Random) -> tuple[int, dict[str, Any]]:
    """A seat's view taken apart: its seat, and the serialised game with its hidden shakes
    drawn by `rng`, in the order of the game. IllegalAction for anything malformed."""
    view = check_view_header(data, game, version)
    state = dict(view["state"])
    actions = state.get("actions")
    if not isinstance(actions, list):
        raise IllegalAction("a view's actions are a list", code="bad_view")
    filled = []
    for item in actions:
        if isinstance(item, Mapping) and item.get("type") == DiceShaken.KIND and \
                "faces" in item and item["faces"] is None:
            item = {**item, "faces": [rng.randint(1, 6), rng.randint(1, 6)]}
        filled.append(item)
    state["actions"] = filled
    return view["seat"], state


def shakes_seen(state: Any, player: int) -> set[int]:
    """The indices (in `state.history`) of the shakes whose faces `player` saw, read from the
    public events: each shake gives one `shaken` event (its Tasse, its shaker, blind or not), in
    the order of the shakes; a `doubted` or `revealed_51` event lifts the Tasse's last shake."""
    seen = ShakesSeen(player)
    seen.update(state)
    return seen.seen


class ShakesSeen:
    """`shakes_seen` kept up to date as the game goes on: each `update` reads only the actions
    and events new since the last (an online room's view of a seat, deboule/online/view_stream.py).
    A shake once seen stays seen."""

    def __init__(self, player: int) -> None:
        self.player = player
        self.seen: set[int] = set()
        self.shakes: list[int] = []  # the indices of the shakes in the history
        self.under: dict[int, int] = {}  # Tasse -> the shake now under it
        self.actions = 0  # the history's actions and the events read so far
        self.events = 0
        self.count = 0  # `shaken` events read

    def update(self, state: Any) -> set[int]:
        """The shakes newly seen since the last update (also added to `seen`)."""
        history = state.history
        self.shakes.extend(index for index in range(self.actions, len(history))
                           if isinstance(history[index], DiceShaken))
        self.actions = len(history)
        events = state.events
        new: set[int] = set()
        for event in events[self.events:]:
            if event.kind == EventKind.SHAKEN:
                self.under[event.cup] = self.shakes[self.count]
                if event.player == self.player and not event.blind:
                    new.add(self.shakes[self.count])
                self.count += 1
            elif event.kind in LIFTED and event.cup in self.under:
                new.add(self.under[event.cup])
        self.events = len(events)
        new -= self.seen
        self.seen |= new
        return new


class CupHiding(HistoryHiding):
    """The shakes a seat never saw (their faces null in its view), followed as the game goes."""

    def __init__(self, seat: int) -> None:
        self.seen = ShakesSeen(seat)
        self.shakes: set[int] = set()
        self.length = 0

    def update(self, state: Any) -> set[int]:
        history = state.history
        self.shakes.update(index for index in range(self.length, len(history))
                           if isinstance(history[index], DiceShaken))
        self.length = len(history)
        return self.seen.update(state)

    def hidden(self, index: int) -> bool:
        return index in self.shakes and index not in self.seen.seen
