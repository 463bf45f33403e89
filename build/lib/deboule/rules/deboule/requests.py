"""Pending decisions: what the state machine waits for, whose decision it is, and the options.

`awaits_outcome` requests are answered by the caller after running the physics (a throw or a
kinematic move), the others by a player's choice among `DebouleGame.legal_actions()`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar


@dataclass(frozen=True)
class Request:
    players: tuple[int, ...]  # who may answer (several only for a team's choice of thrower)
    side: int | None
    kind: ClassVar[str] = "request"
    awaits_outcome: ClassVar[bool] = False

    @property
    def player(self) -> int:
        return self.players[0]

    def to_dict(self) -> dict:
        data: dict[str, Any] = {"kind": self.kind}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            data[f.name] = list(value) if isinstance(value, tuple) else value
        return data


@dataclass(frozen=True)
class RollOffRequest(Request):
    """Seed: "Chaque joueur fait rouler le cochondé": answer RollOff(face or None)."""

    kind: ClassVar[str] = "roll_off"
    awaits_outcome: ClassVar[bool] = True


@dataclass(frozen=True)
class ChooseLeadPositionRequest(Request):
    kind: ClassVar[str] = "choose_lead_position"


@dataclass(frozen=True)
class ChooseStarterRequest(Request):
    options: tuple[int, ...] = ()
    kind: ClassVar[str] = "choose_starter"


@dataclass(frozen=True)
class ChooseTowersRequest(Request):
    kind: ClassVar[str] = "choose_towers"


@dataclass(frozen=True)
class ThrowRequest(Request):
    """Throw one of `pieces` (purpose: cochonde, deboule, relance, forced_relance); answer
    Thrown(piece, obs[, tip_directions])."""

    pieces: tuple[str, ...] = ()
    purpose: str = "deboule"
    kind: ClassVar[str] = "throw"
    awaits_outcome: ClassVar[bool] = True


@dataclass(frozen=True)
class KeepOrRethrowRequest(Request):
    kind: ClassVar[str] = "keep_or_rethrow"


@dataclass(frozen=True)
class EffectRequest(Request):
    """The thrower's optional effects. Empty tuples / False mean "not available"."""

    piece: str = ""
    relance: bool = False
    chapeau_targets: tuple[str, ...] = ()
    bascule_directions: tuple[str, ...] = ()
    force_targets: tuple[str, ...] = ()
    dechole_targets: tuple[str, ...] = ()
    kind: ClassVar[str] = "effect"


@dataclass(frozen=True)
class PutBackRequest(Request):
    tower: str = ""
    pieces: tuple[str, ...] = ()
    kind: ClassVar[str] = "put_back"


@dataclass(frozen=True)
class KinematicRequest(Request):
    """Do this on the physics world, then answer Observed(obs).

    op: 'new_round' (towers = repères), 'place_on' (piece onto target), 'tip' (piece towards
    direction), 'erect' (piece = a fallen tower), 'remove' (piece leaves play).
    """

    op: str = ""
    piece: str | None = None
    target: str | None = None
    direction: str | None = None
    towers: tuple[int, ...] = ()
    kind: ClassVar[str] = "kinematic"
    awaits_outcome: ClassVar[bool] = True


@dataclass(frozen=True)
class GameOver(Request):
    winner: int = -1
    kind: ClassVar[str] = "game_over"
