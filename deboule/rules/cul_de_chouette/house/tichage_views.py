"""What one seat of Cul de Chouette may know (issue 34, Tichette by bidding, house/tichage.py).

Cul de Chouette is played in the open, except the Tichette's three hidden dice: from their throw
to the claim that reveals them, nobody sees them (aribautg/cul-de-chouette js/main.js
`startTichette`: "lance 3 dés cachés"; every seat alike, so one view still serves all seats: the
online room sends `seat_view(0)` to everyone). A seat's view is `to_dict()` with those faces
null; `from_seat_view` draws them from the caller's generator (no public action depends on them
before the claim, as deboule/rules/enculette/views.py does for the Tasse).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from deboule.rules.core import IllegalAction, check_view_header
from deboule.rules.core.view_hiding import HistoryHiding


class TichetteHiding(HistoryHiding):
    """The Tichette's hidden dice, while under the cup (the same for every seat)."""

    def __init__(self) -> None:
        self.at: int | None = None

    def update(self, state: Any) -> set[int]:
        at = state.hidden_action()
        changed = {self.at, at} - {None} if at != self.at else set()
        self.at = at
        return changed  # type: ignore[return-value]

    def hidden(self, index: int) -> bool:
        return index == self.at


def seat_view(state: Any, player: int) -> dict[str, Any]:
    """The game's `seat_view`: `state.to_dict()` with the match's seed left out and the hidden
    dice still under the cup (`state.hidden_action()`) as null faces."""
    data = state.to_dict()
    # the match's seed is kept for records only, and it determines every throw still to
    # come: no seat's business (docs/online.md, "What a client can and cannot learn")
    data["options"] = {**data["options"], "seed": None}
    hidden = state.hidden_action()
    if hidden is not None:
        data["actions"][hidden] = {**data["actions"][hidden], "faces": None}
    return {"game": state.GAME, "version": state.VERSION, "seat": player, "state": data}


def read_seat_view(data: Any, game: str, version: int,
                   rng: random.Random) -> tuple[int, dict[str, Any]]:
    """A seat's view taken apart: its seat, and the serialised game with its hidden dice
    drawn by `rng`. IllegalAction for anything malformed."""
    view = check_view_header(data, game, version)
    state = dict(view["state"])
    actions = state.get("actions")
    if not isinstance(actions, list):
        raise IllegalAction("a view's actions are a list", code="bad_view")
    filled = []
    for item in actions:
        if isinstance(item, Mapping) and "faces" in item and item["faces"] is None:
            item = {**item, "faces": [rng.randint(1, 6) for _ in range(3)]}
        filled.append(item)
    state["actions"] = filled
    return view["seat"], state
