"""Actions: small frozen dataclasses, one per kind of answer, serialisable to JSON dicts
(deboule.rules.core.Action: `KIND` is the JSON `type`; `CODEC` reads them back).

Who acts is never part of an action: it is the player(s) named by the pending request.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from deboule.rules import core
from deboule.rules.deboule.table import TableObs

DIRECTIONS = ("far", "near", "left", "right")  # bascule directions (physics `tip`)


@dataclass(frozen=True)
class Action(core.Action):
    """Base of Le Déboulé's actions (a game's own base, so another game's action is refused)."""


@dataclass(frozen=True)
class RollOff(Action):
    """Answer to the roll-off: the cochondé's top face, or None when it went out (R17)."""

    face: int | None
    KIND: ClassVar[str] = "roll_off"


@dataclass(frozen=True)
class ChooseLeadPosition(Action):
    """Four players each for themselves: the lead plays 'first' or 'last' (seed)."""

    position: str
    KIND: ClassVar[str] = "choose_lead_position"


@dataclass(frozen=True)
class ChooseStarter(Action):
    """The lead names the side that throws the first déboule ("choisit qui commence")."""

    side: int
    KIND: ClassVar[str] = "choose_starter"


@dataclass(frozen=True)
class ChooseTowers(Action):
    """The lead's tower layout: four distinct repères among 0..8."""

    reperes: tuple[int, ...]
    KIND: ClassVar[str] = "choose_towers"


@dataclass(frozen=True)
class Observed(Action):
    """The settled table after the kinematic move the rules asked for."""

    obs: TableObs
    KIND: ClassVar[str] = "observed"


@dataclass(frozen=True)
class Thrown(Action):
    """A throw was made with `piece`; `obs` is the settled table. tip_directions: the bascule
    directions the physics allows for the thrown déboule (needed when it shows the losange)."""

    piece: str
    obs: TableObs
    tip_directions: tuple[str, ...] | None = None
    KIND: ClassVar[str] = "thrown"


@dataclass(frozen=True)
class KeepCochonde(Action):
    KIND: ClassVar[str] = "keep_cochonde"


@dataclass(frozen=True)
class RethrowCochonde(Action):
    KIND: ClassVar[str] = "rethrow_cochonde"


@dataclass(frozen=True)
class Relance(Action):
    """Flèche: throw the same déboule again."""

    KIND: ClassVar[str] = "relance"


@dataclass(frozen=True)
class Chapeauter(Action):
    """Chapeau: set the thrown déboule on `target` (a déboule or a tower)."""

    target: str
    KIND: ClassVar[str] = "chapeauter"


@dataclass(frozen=True)
class Basculer(Action):
    """Losange: tip the thrown déboule a quarter turn towards `direction`."""

    direction: str
    KIND: ClassVar[str] = "basculer"


@dataclass(frozen=True)
class ForceRelance(Action):
    """Arc: the owner of `target` must throw it again."""

    target: str
    KIND: ClassVar[str] = "force_relance"


@dataclass(frozen=True)
class Dechole(Action):
    """Arc + Flèche of one colour: `target` is removed for the rest of the round."""

    target: str
    KIND: ClassVar[str] = "dechole"


@dataclass(frozen=True)
class PutBack(Action):
    """After a fallen tower is conceded: its receiver puts `piece` back on it."""

    piece: str
    KIND: ClassVar[str] = "put_back"


@dataclass(frozen=True)
class Renounce(Action):
    """Decline what is offered (an effect, a combination, putting a déboule back)."""

    KIND: ClassVar[str] = "renounce"


CODEC = core.ActionCodec(RollOff, ChooseLeadPosition, ChooseStarter, ChooseTowers, Observed,
                         Thrown, KeepCochonde, RethrowCochonde, Relance, Chapeauter, Basculer,
                         ForceRelance, Dechole, PutBack, Renounce)


action_from_dict = CODEC.from_dict  # an action from its JSON dict, or IllegalAction
