"""C2: the combinations of three dice and what the thrower scores by right."""

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from deboule.rules.cul_de_chouette import Combination, IllegalAction, Variant, classify

C = Combination
face = st.integers(min_value=1, max_value=6)


@pytest.mark.parametrize("value, points", [(1, 1), (2, 4), (3, 9), (4, 16), (5, 25), (6, 36)])
def test_chouette_is_the_square_of_the_pair(value, points):
    other = 5 if value != 5 else 1
    if other == 2 * value or (value, other) == (3, 4):
        other = 6 if value != 6 else 1
    cls = classify((value, other, value))
    assert cls.combinations == frozenset({C.CHOUETTE})
    assert cls.thrower_points == points  # "Chouette de 1 = 1 pt, ..., de 6 = 36 pts"


@pytest.mark.parametrize("dice, value, points", [
    ((1, 1, 2), 2, 8), ((2, 2, 4), 4, 32), ((3, 3, 6), 6, 72),
])
def test_chouette_velute_gives_nothing_by_right_and_races_for_twice_the_square(dice, value, points):
    cls = classify(dice)
    assert cls.combinations == frozenset({C.CHOUETTE_VELUTE})
    assert cls.thrower_points == 0
    assert cls.velute_value == value
    assert cls.race_points == points  # "Chouette Velute de 2 = 8 pts, de 4 = 32, de 6 = 72"


@pytest.mark.parametrize("dice, points", [
    ((1, 2, 3), 18), ((1, 3, 4), 32), ((2, 3, 5), 50), ((1, 4, 5), 50), ((2, 4, 6), 72),
    ((1, 5, 6), 72),
])
def test_velute_is_twice_the_square_of_the_sum_die(dice, points):
    cls = classify(reversed(dice))
    assert C.VELUTE in cls.combinations
    assert cls.thrower_points == points


@pytest.mark.parametrize("value", range(1, 7))
def test_cul_de_chouette_is_forty_plus_ten_times_the_value(value):
    cls = classify((value,) * 3)
    assert cls.combinations == frozenset({C.CUL_DE_CHOUETTE})
    assert cls.thrower_points == 40 + 10 * value


def test_one_two_three_is_a_suite_and_a_velute_of_three():
    cls = classify((3, 1, 2))
    assert cls.combinations == frozenset({C.SUITE, C.VELUTE})
    assert cls.thrower_points == 18


@pytest.mark.parametrize("dice", [(2, 3, 4), (3, 4, 5), (4, 5, 6)])
def test_other_suites_score_nothing_by_right(dice):
    cls = classify(dice)
    assert cls.combinations == frozenset({C.SUITE})
    assert cls.thrower_points == 0


def test_four_two_one_is_the_soufflette():
    cls = classify((2, 4, 1))
    assert cls.combinations == frozenset({C.SOUFFLETTE})
    assert cls.thrower_points == 0


@pytest.mark.parametrize("dice", [(1, 2, 5), (2, 3, 6), (3, 4, 6), (1, 3, 5), (2, 5, 6)])
def test_neant(dice):
    assert classify(dice).combinations == frozenset({C.NEANT})


def test_bleu_rouge_only_in_kaamelott():
    kaamelott = classify((3, 4, 3))
    assert kaamelott.combinations == frozenset({C.CHOUETTE, C.BLEU_ROUGE})
    assert kaamelott.thrower_points == 9
    iruo = classify((3, 4, 3), Variant.preset("iruo"))
    assert iruo.combinations == frozenset({C.CHOUETTE})


def test_counts_over_all_216_throws():
    # reasoned counts: 6 triples; pairs 6*5*3 = 90 of which 9 are Chouette Velutes (3 patterns x 3
    # orders); velutes: 6 sets x 6 orders = 36; suites 4 x 6 = 24 (1-2-3 is both); 4-2-1: 6.
    counts = {c: 0 for c in C}
    for dice in itertools.product(range(1, 7), repeat=3):
        for c in classify(dice).combinations:
            counts[c] += 1
    assert counts[C.CUL_DE_CHOUETTE] == 6
    assert counts[C.CHOUETTE] == 81
    assert counts[C.CHOUETTE_VELUTE] == 9
    assert counts[C.VELUTE] == 36
    assert counts[C.SUITE] == 24
    assert counts[C.SOUFFLETTE] == 6
    assert counts[C.BLEU_ROUGE] == 3
    assert counts[C.NEANT] == 216 - 6 - 90 - (36 + 24 - 6) - 6


@given(face, face, face)
def test_order_of_the_dice_does_not_matter(a, b, c):
    results = {classify(p) for p in itertools.permutations((a, b, c))}
    assert len(results) == 1


@pytest.mark.parametrize("bad", [(1, 2), (1, 2, 7), (0, 1, 2), (1, 2, "3"), (1.0, 2, 3), None])
def test_bad_dice_are_refused(bad):
    with pytest.raises(IllegalAction):
        classify(bad)


@pytest.mark.parametrize("dice, combination, points", [
    ((2, 3, 3), C.CHOUETTE, 9),  # "Aux dés : 2 – 3 – 3 → Chouette de 3 ... 3² = 9"
    ((3, 3, 3), C.CUL_DE_CHOUETTE, 70),  # "40 + 10 × 3 = 70"
    ((2, 3, 5), C.VELUTE, 50),  # "Velute de 5 ... 2 × 5² = 50"
    ((6, 3, 3), C.CHOUETTE_VELUTE, 0),  # "Chouette velute (Exemple : 6 – 3 – 3)"
])
def test_iruo_examples(dice, combination, points):
    cls = classify(dice, Variant.preset("iruo"))
    assert combination in cls.combinations and cls.thrower_points == points
