"""The announcement hierarchy (E1), reading a roll, and the odds of two dice."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

from .errors import DiceError, UnknownValueError

# E1: "31, 32, 41, 42, 43, 51, ..., 65, 11, 22, 33, 44, 55, 66, 21", lowest first.
# Seed: "Rappelons brièvement la hiérarchie des annonces (par ordre croissant)".
HIERARCHY: tuple[int, ...] = (
    31, 32, 41, 42, 43, 51, 52, 53, 54, 61, 62, 63, 64, 65, 11, 22, 33, 44, 55, 66, 21,
)

ENCULETTE = 21  # Seed: "21 Enculette"; "L'annonce maximum est le 21, ou Enculette."
TECKEL = 11  # Seed: "11 Paire d'As, ou Teckel, annonce d'entame classique"
THIRTY_ONE = 31  # Seed: "31 Seulement une fois par partie et par serveur" (E3)
FIFTY_ONE = 51  # Seed: "51 Combinaison spéciale (voir ci-après)"

_RANK: dict[int, int] = {value: index for index, value in enumerate(HIERARCHY)}

# Seed names of the pairs and the Enculette; other values are said as numbers.
NAMES: dict[int, str] = {
    11: "Teckel",
    22: "Les Flics",
    33: "Docteur",
    44: "Caracaca",
    55: "Drapeau Corse",
    66: "Tie Break",
    21: "Enculette",
}


def check_face(face: object) -> int:
    """Return a die face as an int, or raise DiceError."""
    if isinstance(face, bool) or not isinstance(face, int) or not 1 <= face <= 6:
        raise DiceError(f"a die face is an integer from 1 to 6, not {face!r}")
    return face


def read_roll(a: int, b: int) -> int:
    """Read two faces high die first (E1: "4 and 6 read 64").

    Seed: "Les annonces se font en prenant le dé du plus gros score pour le chiffre de la dizaine
    et le dé du plus petit score pour celui de l'unité."
    """
    high, low = max(check_face(a), check_face(b)), min(check_face(a), check_face(b))
    return 10 * high + low


def rank(value: int) -> int:
    """Position of an announcement in the hierarchy, 0 for 31 up to 20 for 21."""
    if isinstance(value, bool) or not isinstance(value, int) or value not in _RANK:
        raise UnknownValueError(f"{value!r} is not an announcement; the hierarchy is {HIERARCHY}")
    return _RANK[value]


def is_announcement(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value in _RANK


def beats(value: int, other: int | None) -> bool:
    """True if `value` is strictly above `other` (anything beats None, the restart from zero)."""
    return other is None or rank(value) > rank(other)


def values_above(floor: int | None) -> tuple[int, ...]:
    """Every announcement strictly above `floor` (all of them after a restart from zero)."""
    start = 0 if floor is None else rank(floor) + 1
    return HIERARCHY[start:]


def next_value(value: int) -> int | None:
    """The value one step above, or None above the Enculette."""
    index = rank(value) + 1
    return HIERARCHY[index] if index < len(HIERARCHY) else None


def is_pair(value: int) -> bool:
    rank(value)
    return value // 10 == value % 10


def name(value: int) -> str:
    """Spoken name: "Teckel" for 11, "64" for 64."""
    rank(value)
    return NAMES.get(value, str(value))


# Odds of one shake of two fair dice: a pair has 1 chance in 36, any other value 2 in 36.
ROLL_PROBABILITY: dict[int, Fraction] = {value: Fraction(0) for value in HIERARCHY}
for _a, _b in product(range(1, 7), repeat=2):
    ROLL_PROBABILITY[read_roll(_a, _b)] += Fraction(1, 36)


def probability_at_least(value: int) -> Fraction:
    """P(a fresh roll is `value` or higher): the chance that announcing `value` is true."""
    return sum((ROLL_PROBABILITY[v] for v in HIERARCHY[rank(value):]), Fraction(0))


def probability_above(value: int | None) -> Fraction:
    """P(a fresh roll is strictly above `value`): the chance to beat it without bluffing."""
    if value is None:
        return Fraction(1)
    return sum((ROLL_PROBABILITY[v] for v in HIERARCHY[rank(value) + 1:]), Fraction(0))
