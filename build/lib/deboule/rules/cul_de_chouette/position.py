"""Setting a Cul de Chouette game up in a chosen position (for tests and tools): the roll-off
over, a seat about to begin its turn, banks and held rules as given. A mixin of `State`
(deboule.rules.cul_de_chouette.state); a saved game replays from its position."""

from __future__ import annotations

from typing import Any, Self

from deboule.rules.core import IllegalAction

POSITION_FIELDS = ("starter", "banks", "grelottines", "civets", "boucliettes", "immune", "turns",
                   "rounds")  # State.from_position's


class PositionSetUp:
    """`from_position` and `set_position` of State: they start its script at a chosen turn."""

    @classmethod
    def from_position(cls, options: Any = None, *,  # a Game or its dict, as State.new takes
                      starter: int = 0, banks: list[int] | None = None,
                      grelottines: tuple[int, ...] = (), civets: tuple[int, ...] = (),
                      boucliettes: tuple[int, ...] | None = None,
                      immune: tuple[int, ...] = (), turns: int = 0,
                      rounds: int = 0) -> Self:
        """A game in a chosen position, for tests and tools: the roll-off is over and `starter`
        begins a turn. The scores are the options' `start_scores`; `banks` one per side (C7);
        `grelottines`, `civets`, `boucliettes` (default: every seat when the variant has the
        Boucliette) and `immune` (Passe-Grelot) the seats that hold one; `turns` and `rounds`
        already played. Anything malformed is an IllegalAction. The position is saved with the
        game (`to_dict`), and its actions replay from it.

        >>> from deboule.rules.cul_de_chouette.state import State
        >>> state = State.from_position({"players": 3, "start_scores": [100, 120, 90]},
        ...                             starter=1, grelottines=(2,))
        >>> state.owner, state.player_scores(), state.has_grelottine
        (1, [100, 120, 90], [False, False, True])
        """
        state = cls.new(options)
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
        state.set_position(position)
        return state

    def set_position(self, position: dict[str, Any]) -> None:
        """Start the script at `starter`'s turn from `position` (from_position's checked form)
        on a game still at its roll-off."""
        n = self.n_players
        self.bank = list(position["banks"])
        self.has_grelottine = [p in position["grelottines"] for p in range(n)]
        self.has_civet = [p in position["civets"] for p in range(n)]
        self.has_boucliette = [p in position["boucliettes"] for p in range(n)]
        self.immune = [p in position["immune"] for p in range(n)]
        self.turns, self.rounds = position["turns"], position["rounds"]
        step = 1 if self.variant.turn_order == "clockwise" else -1
        self.order = [(position["starter"] + step * k) % n for k in range(n)]
        self.turn_index = 0
        self._event("order", players=list(self.order), direction=self.variant.turn_order)
        self.position = position
        self._script = self._turns()
        self._node = self._advance(None)
