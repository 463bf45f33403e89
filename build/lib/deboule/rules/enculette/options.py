"""Game options (variants), validated: an unknown name or a bad value raises OptionError."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from typing import Any

from deboule.rules.core.ranges import Range, bilingual, check_int

from .errors import OptionError

# The numeric options' ranges (issue 32, point 3; docs/options.md). The broc: E2's 30 by default,
# up to a barrel of 1000 gorgées (a game drinks it one faute at a time: 10^10 is a game that
# never ends). Players: 2 (seed: "au moins deux personnes") to the 16 seats of the table. Cups:
# EN-C1's two players a Tasse, so 8 at 16 players. The first player: a seat, 0 to 15.
MAX_PLAYERS = 16
RANGES: dict[str, Range] = {
    "broc": Range(1, 1000),
    "cups": Range(1, MAX_PLAYERS // 2),
    "first_player": Range(0, MAX_PLAYERS - 1),
    "players": Range(2, MAX_PLAYERS),
}

DIRECTIONS = ("counterclockwise", "clockwise")
# Seats are numbered counter-clockwise round the table, so counter-clockwise is +1 (EN-D1).
DIRECTION_STEP = {"counterclockwise": 1, "clockwise": -1}


@dataclass(frozen=True)
class Options:
    # E2: "a number of gorgées fixed at the start, 30 by default".
    broc: int = 30
    # Seed: "secouent à nouveau et se trouvent alors dans l'obligation de faire une annonce sans
    # pouvoir regarder le résultat obtenu (annonce aveugle)".
    blind_reshake: bool = False
    # Seed: "Il est possible de jouer avec plusieurs Tasses".
    cups: int = 1
    # Seed: "Le sens de rotation est défini à l'avance (la plupart des parties se jouent dans le
    # sens inverse des aiguilles d'une montre)". With several cups this is the first cup's way.
    direction: str = "counterclockwise"
    # Seed: "Le premier joueur tient dans sa main la tasse".
    first_player: int = 0
    # EN-R1: refilling is an explicit act that others may denounce (off: refilled automatically).
    refill_rule: bool = False

    def __post_init__(self) -> None:
        for name in ("broc", "cups", "first_player"):
            check_int(name, getattr(self, name), RANGES, OptionError)
        for name in ("blind_reshake", "refill_rule"):
            if not isinstance(getattr(self, name), bool):
                value = getattr(self, name)
                raise OptionError(f"option {name!r} must be true or false, not {value!r}")
        if self.direction not in DIRECTIONS:
            raise OptionError(f"direction must be one of {DIRECTIONS}, not {self.direction!r}")

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> Options:
        data = dict(data or {})
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise OptionError(f"unknown option(s) {unknown}; known options are {sorted(known)}")
        return cls(**data)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def check_players(self, players: int) -> None:
        """Raise OptionError if these options cannot be played by `players` players."""
        # Seed: "se jouant en groupe d'au moins deux personnes".
        check_int("players", players, RANGES, OptionError)
        if self.first_player >= players:
            raise OptionError(f"first_player {self.first_player} is not one of {players} seats")
        if players < 2 * self.cups:
            # EN-C1: every Tasse needs at least two players of its own.
            raise OptionError(f"{self.cups} Tasses need at least {2 * self.cups} players")

    @property
    def step(self) -> int:
        return DIRECTION_STEP[self.direction]


def parse_option_string(text: str) -> dict[str, Any]:
    """Parse "broc=40,blind_reshake=true,cups=2" into a dict (values: ints, booleans, words)."""
    result: dict[str, Any] = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        name, sep, raw = item.partition("=")
        if not sep or not name.strip():
            raise OptionError(f"an option is written name=value, not {item!r}")
        if name.strip() in result:  # which of two values was meant cannot be guessed
            raise duplicate_option(name.strip())
        raw = raw.strip()
        value: Any
        if raw.lower() in ("true", "yes", "on"):
            value = True
        elif raw.lower() in ("false", "no", "off"):
            value = False
        elif re.fullmatch(r"-?[0-9]{1,30}", raw):  # longer: kept as text, refused by its range
            value = int(raw)
        else:
            value = raw
        result[name.strip()] = value
    return result


def duplicate_option(name: str) -> OptionError:
    """The refusal of an option given twice (`broc=5,broc=6`), in French and English."""
    shown = name[:30]
    return bilingual(OptionError, f"option {shown} donnée deux fois",
                     f"option {shown} given twice", code="duplicate_option", option=shown)
