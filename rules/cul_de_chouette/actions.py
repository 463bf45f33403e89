"""Actions: small frozen dataclasses, serialisable to JSON dicts (a game record is a list of them).

Chance and clock actions (`DiceRolled`, `CloseRace`) come from outside: dice engine, race timer.
Every other action carries the acting `player` (seat index).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from rules.cul_de_chouette.errors import IllegalAction

BIRDS = {
    "linotte": 1,
    "alouette": 2,
    "fauvette": 3,
    "mouette": 4,
    "bergeronnette": 5,
    "chouette": 6,
}
BIRD_OF = {v: k for k, v in BIRDS.items()}

# The shouts of the seeds (C3). Each race accepts one shout per eligible player.
SHOUTS = (
    "pas_mou_le_caillou",
    "grelotte_ca_picote",
    "sans_fin",
    "contre_sirop",
    "pelican",
    "passe_montagne",
    "sbradaradjan",
    "raitournelle",
    "artichette",
    "grelottine",
)


@dataclass(frozen=True)
class Action:
    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        for key, value in data.items():
            if isinstance(value, tuple):
                data[key] = list(value)
        return {"type": type(self).__name__, **data}


@dataclass(frozen=True)
class DiceRolled(Action):
    """Chance outcome: the faces of the dice just thrown (in the order requested)."""

    faces: tuple[int, ...]


@dataclass(frozen=True)
class CloseRace(Action):
    """Clock: the race window has closed; who has not pressed is last (C3)."""


@dataclass(frozen=True)
class Press(Action):
    """A race key press (a shout), `t_ms` after the race opened."""

    player: int
    shout: str
    t_ms: int


@dataclass(frozen=True)
class Pass(Action):
    """Decline: no bet, no buy, no challenge, no Sirotage, no Boucliette, no Sloubi..."""

    player: int


@dataclass(frozen=True)
class Throw(Action):
    """End the pre-roll phase and throw the two chouettes."""

    player: int


@dataclass(frozen=True)
class Deposit(Action):
    player: int
    amount: int


@dataclass(frozen=True)
class Withdraw(Action):
    player: int
    amount: int


@dataclass(frozen=True)
class DeclareCivet(Action):
    """ "Civet de 80 sur un Cul de Chouette avec Sirotage"."""

    player: int
    stake: int
    combination: str
    with_sirotage: bool = False


@dataclass(frozen=True)
class BetCivet(Action):
    """Iruo: bet that the Civet succeeds."""

    player: int


@dataclass(frozen=True)
class BuyDie(Action):
    """Achat de dé (C5)."""

    player: int


@dataclass(frozen=True)
class Siroter(Action):
    player: int


@dataclass(frozen=True)
class BetBird(Action):
    """Sirotage bet, by bird name (Linotte 1 ... Chouette 6)."""

    player: int
    bird: str


@dataclass(frozen=True)
class BleuRougeBet(Action):
    """ "Je tente une relance de 3, 9 ou 18 !" (the thrower's announcement is the relance)."""

    player: int
    values: tuple[int, ...]


@dataclass(frozen=True)
class ChallengeSoufflette(Action):
    player: int
    target: int


@dataclass(frozen=True)
class Keep(Action):
    """Soufflette: the 4/2/1 dice kept before the next try."""

    player: int
    faces: tuple[int, ...]


@dataclass(frozen=True)
class ChallengeGrelottine(Action):
    """ "Grelottine !" with the combination and the stake announced."""

    player: int
    combination: str
    stake: int


@dataclass(frozen=True)
class UseBoucliette(Action):
    player: int


@dataclass(frozen=True)
class PasseGrelot(Action):
    player: int
    target: int


@dataclass(frozen=True)
class BetChallenge(Action):
    """Bet on a Grelottine challenge's outcome."""

    player: int
    success: bool


@dataclass(frozen=True)
class Join(Action):
    """A newcomer joins between rounds (Chante-Sloubi); `player` is the next free seat."""

    player: int
    name: str = ""


@dataclass(frozen=True)
class SingSloubi(Action):
    """One key press per "Sloubi n", times in ms from the start of the song (C6)."""

    player: int
    presses_ms: tuple[int, ...]


ACTION_TYPES: dict[str, type[Action]] = {
    cls.__name__: cls
    for cls in (
        DiceRolled,
        CloseRace,
        Press,
        Pass,
        Throw,
        Deposit,
        Withdraw,
        DeclareCivet,
        BetCivet,
        BuyDie,
        Siroter,
        BetBird,
        BleuRougeBet,
        ChallengeSoufflette,
        Keep,
        ChallengeGrelottine,
        UseBoucliette,
        PasseGrelot,
        BetChallenge,
        Join,
        SingSloubi,
    )
}


def action_from_dict(data: dict[str, Any]) -> Action:
    """Inverse of `Action.to_dict`; raises IllegalAction on anything malformed."""
    if not isinstance(data, dict) or "type" not in data:
        raise IllegalAction(f"an action is a mapping with a 'type', got {data!r}")
    cls = ACTION_TYPES.get(data["type"]) if isinstance(data["type"], str) else None
    if cls is None:
        raise IllegalAction(f"unknown action type {data['type']!r}")
    names = {f.name for f in fields(cls)}
    values = {k: v for k, v in data.items() if k != "type"}
    missing = names - _defaults(cls) - set(values)
    if missing or not set(values) <= names:
        raise IllegalAction(f"bad fields for {cls.__name__}: {sorted(values)}")
    for key, value in list(values.items()):
        if isinstance(value, list):
            values[key] = tuple(value)
    return cls(**values)


def _defaults(cls) -> set[str]:
    from dataclasses import MISSING

    return {f.name for f in fields(cls) if f.default is not MISSING}
