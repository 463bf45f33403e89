"""The one contract every game's state implements (Le Déboulé, Cul de Chouette, L'Enculette,
Chamot): OpenSpiel's state API with python-chess's manners.

    state = Game.new(options)                  # each game: its own constructor
    while not state.is_over:
        who = state.current_player()           # a seat, CHANCE, SIMULTANEOUS or TERMINAL
        if who == CHANCE:                      # dice, a settled throw, a shuffle: from outside
            state.apply(outcome_for(state.chance_request()))
        else:
            state.apply(choose(state.legal_actions(who)))
    state.result()

- `apply` checks the action against the rules and either changes the state or raises
  `IllegalAction` with the reason and changes nothing (python-chess's `push` of an illegal move).
- Chance outcomes are handed in: the rules never roll dice nor run physics. `chance_request()`
  says what is awaited (the dice of a roll, the settled table after a throw, a deck order);
  `chance_outcomes()` lists them with probabilities when they are finite (dice), as OpenSpiel does.
- Several players may act at once (a shout race in Cul de Chouette, table events in
  L'Enculette): `current_player()` is then SIMULTANEOUS and `deciders()` names them.
- A state is serialised as its options and its history of actions (`to_dict`), and restored by
  replaying them (`from_dict`): saves and records share one format, and a restored state is the
  same state, bit for bit.
"""

from __future__ import annotations

import copy as _copy
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from rules.core.actions import Action
from rules.core.errors import IllegalAction

CHANCE = -1  # a chance outcome must be handed in (OpenSpiel's kChancePlayerId)
SIMULTANEOUS = -2  # several players may act now: see deciders()
TERMINAL = -4  # the game is over


@dataclass(frozen=True)
class ChanceRequest:
    """What the state waits for from outside. `kind` is the game's word for it ("dice",
    "throw", "observe", "shuffle"); `actor` is the seat whose throw or roll it is, if any;
    `info` carries what the supplier needs (how many dice, which piece, which kinematic move)."""

    kind: str
    actor: int | None = None
    info: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Result:
    """The end of a game. `scores` per seat (the game's own unit: points, gorgées, cards left);
    `winners` the seats that won (a team's members all win); `ranking` seats best first."""

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    ranking: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "winners": list(self.winners),
                "ranking": list(self.ranking)}


class GameState(ABC):
    """A game in progress. Subclasses: one per game, in `rules/<game>/`."""

    GAME: ClassVar[str] = ""  # registry name: "deboule", "cul-de-chouette", "enculette", "chamot"
    VERSION: ClassVar[int] = 1  # of the serialised form (to_dict)

    # -- who decides ---------------------------------------------------------------------------
    @property
    @abstractmethod
    def num_players(self) -> int:
        """Seats at the table (0 .. num_players - 1)."""

    @abstractmethod
    def current_player(self) -> int:
        """The seat to act, or CHANCE, SIMULTANEOUS or TERMINAL."""

    @abstractmethod
    def deciders(self) -> tuple[int, ...]:
        """Every seat that may act now: one seat, several at a SIMULTANEOUS point, none at a
        chance point or at the end."""

    def is_chance_node(self) -> bool:
        return self.current_player() == CHANCE

    @abstractmethod
    def chance_request(self) -> ChanceRequest | None:
        """What chance outcome is awaited; None when it is a player's turn or the game is over."""

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """The possible chance outcomes with their probabilities, when they are finite (dice).
        Continuous outcomes (a settled table after a throw) return []."""
        return []

    # -- what is legal ---------------------------------------------------------------------------
    @abstractmethod
    def legal_actions(self, player: int | None = None) -> list[Action]:
        """The actions `player` may take now (default: the single decider). Outcomes that only
        the outside world supplies (throws, observations) are not listed."""

    def is_legal(self, action: Action) -> bool:
        """True when `apply(action)` would be accepted (tried on a copy)."""
        try:
            self.copy().apply(action)
        except IllegalAction:
            return False
        return True

    @abstractmethod
    def apply(self, action: Action) -> Any:
        """Play `action`, or raise IllegalAction (with the reason) and change nothing. Returns
        the game's events for that action (what happened, for logs and screens)."""

    # -- the end ---------------------------------------------------------------------------------
    @property
    @abstractmethod
    def is_over(self) -> bool:
        """True once the game has ended."""

    @abstractmethod
    def result(self) -> Result | None:
        """The final scores and winners; None while the game goes on."""

    # -- history, copies, serialisation ----------------------------------------------------------
    @property
    @abstractmethod
    def history(self) -> tuple[Action, ...]:
        """Every action applied since the start, chance outcomes included, in order."""

    def copy(self) -> Self:
        return _copy.deepcopy(self)

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """{"game": GAME, "version": VERSION, "options": ..., "actions": [...]}: JSON-ready."""

    @classmethod
    @abstractmethod
    def from_dict(cls, data: Any) -> Self:
        """Rebuild a state from `to_dict()` by replaying its actions; IllegalAction (never another
        exception) for anything malformed, from another game, or of an unknown version."""


def check_header(data: Any, game: str, version: int) -> Mapping[str, Any]:
    """The common checks of `from_dict`: a mapping of this game, a version we read."""
    if not isinstance(data, Mapping):
        raise IllegalAction("a saved game is a JSON object", code="bad_save")
    if data.get("game") != game:
        raise IllegalAction(f"not a {game} game (game: {str(data.get('game'))[:40]!r})",
                            code="bad_save")
    saved = data.get("version", 1)
    if isinstance(saved, bool) or not isinstance(saved, int) or not 1 <= saved <= version:
        raise IllegalAction(f"unknown {game} save version {str(saved)[:20]!r}", code="bad_save")
    if not isinstance(data.get("actions", []), list):
        raise IllegalAction("the actions of a saved game are a list", code="bad_save")
    return data
