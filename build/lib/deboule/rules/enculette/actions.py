"""Actions: small frozen dataclasses, each serialisable to a JSON dict and back
(deboule.rules.core.Action: `KIND` is the JSON `type`, `CODEC` reads them back).

Player decisions (`Announce`, `Believe`, `Doubt`, `PassUnseen`, `Reshake`, `Reveal51`) are
offered by `State.legal_actions()`. `DiceShaken` is a chance outcome fed in from outside (a
seeded generator now, the physics cup later). Table events may happen outside anyone's turn:
`Faute`, `Refill`, `Denounce`, `Join`, `TimeOut` and `Back`; `State.apply` validates them on
their own terms.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from deboule.rules import core
from deboule.rules.core import IllegalAction

from .fautes import FAUTES, FauteKind
from .hierarchy import check_face, is_announcement


def _check_seat(value: object, what: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise IllegalAction(f"{what} must be a seat number (an integer from 0), not {value!r}")


def _check_value(value: object) -> None:
    if not is_announcement(value):
        raise IllegalAction(f"{value!r} is not an announcement of the hierarchy (E1)")


@dataclass(frozen=True)
class Action(core.Action):
    """Base of L'Enculette's actions (a game's own base, so another game's is refused)."""


@dataclass(frozen=True)
class DiceShaken(Action):
    """Chance outcome: the two faces under the cup after a shake."""

    KIND: ClassVar[str] = "dice_shaken"
    faces: tuple[int, int]

    def __post_init__(self) -> None:
        faces = self.faces
        if isinstance(faces, list | tuple) and len(faces) == 2:
            faces = (check_face(faces[0]), check_face(faces[1]))
            object.__setattr__(self, "faces", faces)
        else:
            raise IllegalAction(f"a shake gives exactly two faces, not {self.faces!r}")


@dataclass(frozen=True)
class Announce(Action):
    """The server announces `value` to `to` (less, exactly or more than the roll)."""

    KIND: ClassVar[str] = "announce"
    value: int
    to: int

    def __post_init__(self) -> None:
        _check_value(self.value)
        _check_seat(self.to, "the receiver")


@dataclass(frozen=True)
class Believe(Action):
    """Take the cup unseen, shake it again and announce higher."""

    KIND: ClassVar[str] = "believe"


@dataclass(frozen=True)
class Doubt(Action):
    """Lift the cup."""

    KIND: ClassVar[str] = "doubt"


@dataclass(frozen=True)
class PassUnseen(Action):
    """E4: pass the cup on without looking, announcing `value` (at least one step higher)."""

    KIND: ClassVar[str] = "pass_unseen"
    value: int
    to: int

    def __post_init__(self) -> None:
        _check_value(self.value)
        _check_seat(self.to, "the receiver")


@dataclass(frozen=True)
class Reshake(Action):
    """Blind reshake variant: shake again after looking, then announce without looking."""

    KIND: ClassVar[str] = "reshake"


@dataclass(frozen=True)
class Reveal51(Action):
    """Show a 51 to everyone and offer it to the neighbour: both drink, the server restarts."""

    KIND: ClassVar[str] = "reveal_51"


@dataclass(frozen=True)
class Faute(Action):
    """A referee (or the physics) reports a faute by `player`, about Tasse `cup`."""

    KIND: ClassVar[str] = "faute"
    player: int
    kind: str
    cup: int = 0

    def __post_init__(self) -> None:
        _check_seat(self.player, "the player at fault")
        _check_seat(self.cup, "the Tasse")
        try:
            kind = FauteKind(self.kind)
        except ValueError:
            known = ", ".join(k.value for k in FAUTES)
            raise IllegalAction(f"unknown faute {self.kind!r}; known: {known}") from None
        object.__setattr__(self, "kind", kind.value)


@dataclass(frozen=True)
class Refill(Action):
    """EN-R1: `player` refills the measure they just emptied."""

    KIND: ClassVar[str] = "refill"
    player: int

    def __post_init__(self) -> None:
        _check_seat(self.player, "the player refilling")


@dataclass(frozen=True)
class Denounce(Action):
    """EN-R1: `accuser` denounces `accused` for not refilling."""

    KIND: ClassVar[str] = "denounce"
    accuser: int
    accused: int

    def __post_init__(self) -> None:
        _check_seat(self.accuser, "the accuser")
        _check_seat(self.accused, "the accused")


def _check_votes(against: object) -> tuple[int, ...]:
    if not isinstance(against, list | tuple):
        raise IllegalAction(f"the votes against are a list of seats, not {against!r}")
    for seat in against:
        _check_seat(seat, "a voter")
    if len(set(against)) != len(against):
        raise IllegalAction(f"a seat votes only once: {list(against)}")
    return tuple(sorted(against))


@dataclass(frozen=True)
class Join(Action):
    """A new player sits down (next seat number), unless most players present object.

    Seed: "Un nouveau joueur peut entrer dans le jeu à n'importe quel moment de la partie si la
    majorité des joueurs déjà en place n'y voit pas d'inconvénient."
    """

    KIND: ClassVar[str] = "join"
    against: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "against", _check_votes(self.against))


@dataclass(frozen=True)
class TimeOut(Action):
    """`player` leaves the circle with the table's leave: for a while, or for good (`final`).

    Seed: "ce temps mort ne concerne que le joueur qui le demande et est accordé par un vote à la
    majorité des joueurs"; "le joueur qui veut se retirer demande un temps mort définitif, qui
    peut lui être refusé."
    """

    KIND: ClassVar[str] = "time_out"
    player: int
    against: tuple[int, ...] = ()
    final: bool = False

    def __post_init__(self) -> None:
        _check_seat(self.player, "the player leaving")
        object.__setattr__(self, "against", _check_votes(self.against))
        if not isinstance(self.final, bool):
            raise IllegalAction(f"final is true or false, not {self.final!r}")


@dataclass(frozen=True)
class Back(Action):
    """`player` comes back from a time-out."""

    KIND: ClassVar[str] = "back"
    player: int

    def __post_init__(self) -> None:
        _check_seat(self.player, "the player coming back")


PLAYER_ACTIONS: tuple[type[Action], ...] = (Announce, Believe, Doubt, PassUnseen, Reshake, Reveal51)
TABLE_EVENTS: tuple[type[Action], ...] = (Faute, Refill, Denounce, Join, TimeOut, Back)
CODEC = core.ActionCodec(DiceShaken, *PLAYER_ACTIONS, *TABLE_EVENTS)
action_from_dict = CODEC.from_dict  # an action from its JSON dict, or IllegalAction
