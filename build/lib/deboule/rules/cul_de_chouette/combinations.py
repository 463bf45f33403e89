"""The eight combinations of three dice and what the thrower scores by right (RULINGS C2)."""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass

from deboule.rules.core import IllegalAction
from deboule.rules.cul_de_chouette.house.positional import read_in_order


class Combination(enum.Enum):
    CHOUETTE = "CHOUETTE"
    VELUTE = "VELUTE"
    CHOUETTE_VELUTE = "CHOUETTE_VELUTE"
    CUL_DE_CHOUETTE = "CUL_DE_CHOUETTE"
    SUITE = "SUITE"
    SOUFFLETTE = "SOUFFLETTE"
    NEANT = "NEANT"
    BLEU_ROUGE = "BLEU_ROUGE"


def chouette_points(value: int) -> int:
    """ "le carré de la Chouette"."""
    return value * value


def velute_points(value: int) -> int:
    """ "le double du carré de la Velute" (also a Chouette Velute's stake)."""
    return 2 * value * value


def cul_de_chouette_points(value: int) -> int:
    """ "40 + 10 * (le Cul de Chouette)"."""
    return 40 + 10 * value


@dataclass(frozen=True)
class Classification:
    """What three dice make. `value` is the combination's value (pair, velute or triple)."""

    dice: tuple[int, int, int]  # sorted
    combinations: frozenset[Combination]
    thrower_points: int
    chouette_value: int | None = None  # the pair (Chouette, Chouette Velute, Bleu-Rouge)
    velute_value: int | None = None  # the die equal to the sum of the two others
    triple_value: int | None = None

    @property
    def race_points(self) -> int:
        """Points of the "Pas mou le caillou !" race (Chouette Velute), else 0."""
        if Combination.CHOUETTE_VELUTE in self.combinations:
            return velute_points(self.velute_value or 0)
        return 0

    @property
    def total(self) -> int:
        return sum(self.dice)

    def has(self, combination: Combination) -> bool:
        return combination in self.combinations


def check_faces(dice, count: int | None = None) -> tuple[int, ...]:
    """Validate die faces (ints 1..6); raise IllegalAction otherwise."""
    try:
        faces = tuple(dice)
    except TypeError as exc:
        raise IllegalAction(f"dice must be a sequence of faces, got {dice!r}") from exc
    if count is not None and len(faces) != count:
        raise IllegalAction(f"expected {count} dice, got {len(faces)}")
    for face in faces:
        if isinstance(face, bool) or not isinstance(face, int) or not 1 <= face <= 6:
            raise IllegalAction(f"a die face is an integer 1..6, got {face!r}")
    return faces


def classify(dice, variant=None) -> Classification:
    """Classify three faces in any order (C2). `variant` switches the Bleu-Rouge (kaamelott)."""
    if variant is not None and getattr(variant, "positional_dice", False):
        return _classify_in_order(check_faces(dice, 3), variant)  # issue 34
    a, b, c = sorted(check_faces(dice, 3))
    bleu_rouge_on = True if variant is None else bool(variant.bleu_rouge)
    sorted_dice = (a, b, c)
    if a == b == c:
        return Classification(
            sorted_dice,
            frozenset({Combination.CUL_DE_CHOUETTE}),
            cul_de_chouette_points(a),
            triple_value=a,
        )
    counts = Counter(sorted_dice)
    pairs = [v for v, n in counts.items() if n == 2]
    if pairs:
        pair = pairs[0]
        other = next(v for v in sorted_dice if v != pair)
        if other == 2 * pair:
            # 1-1-2, 2-2-4, 3-3-6: nothing by right, the race takes 2 x velute² (C2)
            return Classification(
                sorted_dice,
                frozenset({Combination.CHOUETTE_VELUTE}),
                0,
                chouette_value=pair,
                velute_value=other,
            )
        combos = {Combination.CHOUETTE}
        if bleu_rouge_on and sorted_dice == (3, 3, 4):
            combos.add(Combination.BLEU_ROUGE)  # C2: 3-3-4, a Chouette of 3 plus its effects
        return Classification(
            sorted_dice, frozenset(combos), chouette_points(pair), chouette_value=pair
        )
    combos = set()
    points = 0
    velute = None
    if a + b == c:
        combos.add(Combination.VELUTE)
        velute = c
        points = velute_points(c)
    if b == a + 1 and c == b + 1:
        combos.add(Combination.SUITE)  # 1-2-3 is also a Velute of 3 (C2)
    if sorted_dice == (1, 2, 4):
        combos.add(Combination.SOUFFLETTE)
    if not combos:
        combos.add(Combination.NEANT)
    return Classification(sorted_dice, frozenset(combos), points, velute_value=velute)


def _classify_in_order(faces, variant) -> Classification:
    """Issue 34: chouettes = dice 1-2, cul = die 3 (house/positional.py, cgarnier's
    DicesCombo.java); the points by right as C2 counts them."""
    reading = read_in_order(*faces, bleu_rouge=bool(variant.bleu_rouge))
    combos = frozenset(Combination[name] for name in reading.names)
    if reading.triple_value is not None:
        points = cul_de_chouette_points(reading.triple_value)
    elif Combination.CHOUETTE in combos:
        points = chouette_points(reading.chouette_value or 0)
    elif Combination.VELUTE in combos:
        points = velute_points(reading.velute_value or 0)
    else:
        points = 0
    return Classification(tuple(sorted(faces)), combos, points, reading.chouette_value,
                          reading.velute_value, reading.triple_value)


def is_soufflette(dice) -> bool:
    return tuple(sorted(dice)) == (1, 2, 4)
