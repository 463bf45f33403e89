"""Actions: small frozen dataclasses, one per kind of answer, serialisable to JSON dicts.

Who acts is never part of an action: it is the player(s) named by the pending request.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar

from rules.deboule.errors import IllegalAction
from rules.deboule.table import TableObs

DIRECTIONS = ("far", "near", "left", "right")  # bascule directions (physics `tip`)


@dataclass(frozen=True)
class Action:
    type_name: ClassVar[str] = "action"

    def to_dict(self) -> dict:
        data: dict[str, Any] = {"type": self.type_name}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if isinstance(value, TableObs):
                value = value.to_dict()
            elif isinstance(value, tuple):
                value = list(value)
            data[f.name] = value
        return data


@dataclass(frozen=True)
class RollOff(Action):
    """Answer to the roll-off: the cochondé's top face, or None when it went out (R17)."""

    face: int | None
    type_name: ClassVar[str] = "roll_off"


@dataclass(frozen=True)
class ChooseLeadPosition(Action):
    """Four players each for themselves: the lead plays 'first' or 'last' (seed)."""

    position: str
    type_name: ClassVar[str] = "choose_lead_position"


@dataclass(frozen=True)
class ChooseStarter(Action):
    """The lead names the side that throws the first déboule ("choisit qui commence")."""

    side: int
    type_name: ClassVar[str] = "choose_starter"


@dataclass(frozen=True)
class ChooseTowers(Action):
    """The lead's tower layout: four distinct repères among 0..8."""

    reperes: tuple[int, ...]
    type_name: ClassVar[str] = "choose_towers"


@dataclass(frozen=True)
class Observed(Action):
    """The settled table after the kinematic move the rules asked for."""

    obs: TableObs
    type_name: ClassVar[str] = "observed"


@dataclass(frozen=True)
class Thrown(Action):
    """A throw was made with `piece`; `obs` is the settled table. tip_directions: the bascule
    directions the physics allows for the thrown déboule (needed when it shows the losange)."""

    piece: str
    obs: TableObs
    tip_directions: tuple[str, ...] | None = None
    type_name: ClassVar[str] = "thrown"


@dataclass(frozen=True)
class KeepCochonde(Action):
    type_name: ClassVar[str] = "keep_cochonde"


@dataclass(frozen=True)
class RethrowCochonde(Action):
    type_name: ClassVar[str] = "rethrow_cochonde"


@dataclass(frozen=True)
class Relance(Action):
    """Flèche: throw the same déboule again."""

    type_name: ClassVar[str] = "relance"


@dataclass(frozen=True)
class Chapeauter(Action):
    """Chapeau: set the thrown déboule on `target` (a déboule or a tower)."""

    target: str
    type_name: ClassVar[str] = "chapeauter"


@dataclass(frozen=True)
class Basculer(Action):
    """Losange: tip the thrown déboule a quarter turn towards `direction`."""

    direction: str
    type_name: ClassVar[str] = "basculer"


@dataclass(frozen=True)
class ForceRelance(Action):
    """Arc: the owner of `target` must throw it again."""

    target: str
    type_name: ClassVar[str] = "force_relance"


@dataclass(frozen=True)
class Dechole(Action):
    """Arc + Flèche of one colour: `target` is removed for the rest of the round."""

    target: str
    type_name: ClassVar[str] = "dechole"


@dataclass(frozen=True)
class PutBack(Action):
    """After a fallen tower is conceded: its receiver puts `piece` back on it."""

    piece: str
    type_name: ClassVar[str] = "put_back"


@dataclass(frozen=True)
class Renounce(Action):
    """Decline what is offered (an effect, a combination, putting a déboule back)."""

    type_name: ClassVar[str] = "renounce"


ACTION_TYPES: dict[str, type[Action]] = {
    cls.type_name: cls
    for cls in (RollOff, ChooseLeadPosition, ChooseStarter, ChooseTowers, Observed, Thrown,
                KeepCochonde, RethrowCochonde, Relance, Chapeauter, Basculer, ForceRelance,
                Dechole, PutBack, Renounce)
}


def action_from_dict(data: Any) -> Action:
    if not isinstance(data, dict):
        raise IllegalAction(f"an action must be a mapping, got {type(data).__name__}")
    kind = data.get("type")
    cls = ACTION_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise IllegalAction(f"unknown action type {data.get('type')!r}")
    kwargs: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if f.name not in data:
            if f.default is dataclasses.MISSING:
                raise IllegalAction(f"action {cls.type_name} needs {f.name!r}")
            continue
        value = data[f.name]
        if f.name == "obs":
            value = TableObs.from_dict(value)
        elif f.name in ("reperes", "tip_directions") and value is not None:
            if not isinstance(value, (list, tuple)):
                raise IllegalAction(f"{f.name} must be a list")
            value = tuple(value)
        kwargs[f.name] = value
    extra = set(data) - {"type"} - {f.name for f in dataclasses.fields(cls)}
    if extra:
        raise IllegalAction(f"action {cls.type_name} has unknown fields {sorted(extra)}")
    return cls(**kwargs)
