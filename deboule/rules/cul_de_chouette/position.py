"""Setting a Cul de Chouette game up in a chosen position (for tests and tools): the roll-off
over, a seat about to begin its turn, banks and held rules as given: the checks of `State`'s
`from_position` (deboule.rules.cul_de_chouette.state); a saved game replays from its position."""

from __future__ import annotations

from typing import Any

from deboule.rules.core import IllegalAction

POSITION_FIELDS = ("starter", "banks", "grelottines", "civets", "boucliettes", "immune", "turns",
                   "rounds")  # State.from_position's


def checked_position(state: Any, *, starter: Any, banks: Any, grelottines: Any, civets: Any,
                     boucliettes: Any, immune: Any, turns: Any, rounds: Any) -> dict[str, Any]:
    """`State.from_position`'s arguments checked against a new game `state` (its seats, sides
    and variant), in their saved form (POSITION_FIELDS); IllegalAction for anything malformed."""
    n = state.n_players
    seats = set(range(n))

    def seat_list(name: str, value: Any) -> list[int]:
        if isinstance(value, str | bytes) or not isinstance(value, list | tuple) or \
                any(isinstance(p, bool) or p not in seats for p in value):
            raise IllegalAction(f"{name}: a list of seats (0 to {n - 1})",
                                code="bad_position")
        return sorted(set(value))

    def count(name: str, value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise IllegalAction(f"{name}: a whole number", code="bad_position")
        return value

    if isinstance(starter, bool) or starter not in seats:
        raise IllegalAction(f"starter: a seat (0 to {n - 1})", code="bad_position")
    sides = len(state.scores)
    bank = [0] * sides if banks is None else banks
    if not isinstance(bank, list | tuple) or len(bank) != sides:
        raise IllegalAction(f"banks: {sides} whole numbers", code="bad_position")
    bank = [count("banks", b) for b in bank]
    boucliette = list(range(n)) if boucliettes is None and state.variant.boucliette \
        else boucliettes or ()
    position = {"starter": starter, "banks": list(bank),
                "grelottines": seat_list("grelottines", grelottines),
                "civets": seat_list("civets", civets),
                "boucliettes": seat_list("boucliettes", boucliette),
                "immune": seat_list("immune", immune), "turns": count("turns", turns),
                "rounds": count("rounds", rounds)}
    return position
