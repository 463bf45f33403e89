"""E1: the announcement hierarchy, reading a roll, and the odds of two dice."""

from fractions import Fraction
from itertools import product

import pytest

from deboule.rules.enculette import (
    HIERARCHY,
    NAMES,
    ROLL_PROBABILITY,
    UnknownValueError,
    beats,
    name,
    next_value,
    probability_above,
    probability_at_least,
    rank,
    read_roll,
)
from deboule.rules.enculette.errors import DiceError


def test_hierarchy_is_the_ruling_e1_list_lowest_first():
    # E1, written out from the ruling text (not from the code).
    assert HIERARCHY == (31, 32, 41, 42, 43, 51, 52, 53, 54, 61, 62, 63, 64, 65,
                         11, 22, 33, 44, 55, 66, 21)


def test_every_roll_of_two_dice_is_an_announcement_and_every_announcement_a_roll():
    rolls = {read_roll(a, b) for a, b in product(range(1, 7), repeat=2)}
    assert rolls == set(HIERARCHY)
    assert len(HIERARCHY) == len(set(HIERARCHY)) == 21  # 15 pairs of distinct faces + 6 doubles


@pytest.mark.parametrize(("a", "b", "value"), [
    (4, 6, 64),  # E1: "4 and 6 read 64"
    (6, 4, 64),
    (1, 2, 21),  # the Enculette
    (1, 3, 31),
    (1, 1, 11),  # Teckel
    (6, 6, 66),
    (5, 1, 51),
])
def test_read_roll_puts_the_high_die_first(a, b, value):
    assert read_roll(a, b) == value


@pytest.mark.parametrize("face", [0, 7, -1, 3.0, "4", True, None])
def test_read_roll_rejects_non_faces(face):
    with pytest.raises(DiceError):
        read_roll(face, 3)
    with pytest.raises(ValueError):  # a DiceError is a ValueError
        read_roll(3, face)


def test_order_seed_landmarks():
    # Seed: "65 Point de départ assez habituel", then "11 ... Teckel", pairs upward, "21 Enculette".
    assert rank(65) + 1 == rank(11)
    assert rank(11) < rank(22) < rank(33) < rank(44) < rank(55) < rank(66) < rank(21)
    assert rank(31) == 0 and rank(21) == 20
    # E1: 41 and 42 "take their natural place" between 32 and 43.
    assert rank(32) < rank(41) < rank(42) < rank(43)
    assert beats(11, 65) and not beats(65, 11) and not beats(44, 44)
    assert beats(31, None)  # anything opens after a restart from zero
    assert next_value(65) == 11 and next_value(66) == 21 and next_value(21) is None


@pytest.mark.parametrize("bad", [12, 0, 77, 13, "21", None, True])
def test_unknown_values_raise(bad):
    with pytest.raises(UnknownValueError):
        rank(bad)


def test_names_from_the_seed():
    assert NAMES == {11: "Teckel", 22: "Les Flics", 33: "Docteur", 44: "Caracaca",
                     55: "Drapeau Corse", 66: "Tie Break", 21: "Enculette"}
    assert name(64) == "64" and name(21) == "Enculette"


def test_roll_odds_pairs_one_in_36_others_two_in_36():
    for value in HIERARCHY:
        expected = Fraction(1, 36) if value // 10 == value % 10 else Fraction(2, 36)
        assert ROLL_PROBABILITY[value] == expected
    assert sum(ROLL_PROBABILITY.values()) == 1


def test_probability_at_least_and_above_by_enumeration():
    faces = list(product(range(1, 7), repeat=2))
    for value in HIERARCHY:
        at_least = sum(rank(read_roll(a, b)) >= rank(value) for a, b in faces)
        above = sum(rank(read_roll(a, b)) > rank(value) for a, b in faces)
        assert probability_at_least(value) == Fraction(at_least, 36)
        assert probability_above(value) == Fraction(above, 36)
    # Hand-checked: a Teckel or better is the 6 doubles plus 21 (two ways): 8 in 36.
    assert probability_at_least(11) == Fraction(8, 36)
    assert probability_at_least(31) == 1 and probability_above(21) == 0
    assert probability_above(None) == 1
