"""Sirotage, bird bets, Contre-Sirop, Civet siroté and the Civet (seed examples included)."""

import pytest

from deboule.rules.cul_de_chouette import (
    BetBird,
    BetCivet,
    DeclareCivet,
    IllegalAction,
    Pass,
    Siroter,
    Throw,
)
from deboule.rules.cul_de_chouette.scripted import Script, variant_with

SIROP = ["sirotage", "civet", "civet_sirote", "bevue"]


def test_won_sirotage_scores_the_cul_de_chouette_instead_of_the_chouette():
    s = Script(3, variant_with(SIROP, turn_order="clockwise"))
    s.throw((3, 5), 3).act(Siroter(0)).pass_all("bet_sirotage").dice(3)
    assert s.scores() == [70, 0, 0]


def test_lost_sirotage_loses_the_chouette():
    s = Script(3, variant_with(SIROP, turn_order="clockwise"), scores=[20, 0, 0])
    s.throw((4, 4), 1).act(Siroter(0)).pass_all("bet_sirotage").dice(5)
    assert s.scores() == [4, 0, 0]


def test_bets_by_bird_name_kaamelott_stake_paid_when_betting():
    s = Script(3, variant_with(SIROP, turn_order="clockwise"), scores=[0, 30, 30])
    s.throw((2, 2), 5).act(Siroter(0))
    with pytest.raises(IllegalAction):
        s.state.apply(BetBird(1, "pigeon"))
    with pytest.raises(IllegalAction):
        s.state.apply(BetBird(0, "alouette"))  # the thrower does not bet on himself
    s.act(BetBird(1, "bergeronnette"), BetBird(2, "alouette"))
    assert s.scores() == [0, 25, 25]  # "Un parieur perd initialement 5 points"
    s.dice(5)  # Bergeronnette
    assert s.scores() == [-4, 50, 25]  # a right bet pays back 25


def test_bets_iruo_right_plus_25_wrong_minus_5():
    s = Script(3, variant_with(SIROP, preset="iruo"), scores=[0, 30, 30])
    s.throw((2, 2), 5).act(Siroter(0), BetBird(1, "bergeronnette"), BetBird(2, "alouette"))
    assert s.scores() == [0, 30, 30]
    s.dice(5)
    assert s.scores() == [-4, 55, 25]


def test_no_bet_with_a_score_of_zero_or_less():
    # C4: "No bet or Civet with a score of zero or less."
    s = Script(3, variant_with(SIROP, turn_order="clockwise"), scores=[0, 0, 10])
    s.throw((2, 2), 5).act(Siroter(0))
    assert s.node.players == (2,)


def test_civet_sirote_example():
    # "Le joueur 1 fait une Chouette de 6 ... Il joue le dé qui tombe sur un 4. Ce joueur perd les
    # 36 points de sa Chouette, mais gagne un Civet. Et si un joueur a misé sur Mouette, ce joueur
    # gagne 25 points."
    s = Script(3, variant_with(SIROP, turn_order="clockwise"), scores=[100, 50, 50])
    s.throw((6, 1), 6).act(Siroter(0), BetBird(1, "mouette"), Pass(2)).dice(4)
    assert s.scores() == [64, 70, 50]  # 50 - 5 + 25
    assert s.state.has_civet[0]


def test_no_second_civet_and_no_civet_when_the_sirotage_wins():
    s = Script(2, variant_with(SIROP, turn_order="clockwise"), scores=[100, 50])
    s.throw((6, 6), 2).act(Siroter(0), Pass(1)).dice(6)
    assert s.score(0) == 200 and not s.state.has_civet[0]


def test_cannot_siroter_a_chouette_velute_or_a_bleu_rouge():
    s = Script(3, variant_with(SIROP + ["bleu_rouge"], turn_order="clockwise"))
    s.throw((3, 3), 6)
    assert s.node.kind == "race"
    s.race({1: 100, 0: 200, 2: 300})
    s.throw((3, 4), 3)
    assert s.node.prompt == "bleu_rouge_relance"


def test_sirotage_that_makes_a_chouette_velute_opens_the_race():
    # "Les règles de la Chouette Velute et du Bleu-Rouge s'appliquent"
    s = Script(3, variant_with(SIROP, turn_order="clockwise"), scores=[10, 0, 0])
    s.throw((3, 3), 1).act(Siroter(0)).pass_all("bet_sirotage").dice(6)
    assert s.score(0) == 1  # lost the Chouette de 3
    assert s.node.prompt == "pas_mou_le_caillou"
    s.race({2: 100, 0: 300, 1: 400})
    assert s.scores() == [1, 0, 72]


@pytest.mark.parametrize("value, points", [(1, 10), (2, 12), (3, 14), (4, 16), (5, 18), (6, 20)])
def test_contre_sirop(value, points):
    v = variant_with(SIROP + ["contre_sirop"], turn_order="clockwise")
    s = Script(3, v, scores=[100, 0, 0])
    other = 1 if value != 1 else 3
    miss = 5 if value != 5 else 4
    if miss == 2 * value:
        miss = 1 if value != 1 else 4
    s.throw((value, value), other).act(Siroter(0)).pass_all("bet_sirotage").dice(miss)
    assert s.node.prompt == "contre_sirop" and set(s.node.race.eligible) == {1, 2}
    s.race({2: 300, 1: 500})
    assert s.score(2) == points  # "le double du dixième des points du Cul de Chouette tenté"


def test_contre_sirop_tie_wins_nothing():
    v = variant_with(SIROP + ["contre_sirop"], turn_order="clockwise")
    s = Script(3, v, scores=[100, 0, 0])
    s.throw((2, 2), 5).act(Siroter(0)).pass_all("bet_sirotage").dice(1)
    s.race({2: 300, 1: 340})
    assert s.scores() == [96, 0, 0]


# -- the Civet ------------------------------------------------------------------------------
def civet_script(scores, preset="kaamelott"):
    # seat 0 holds a Civet (as if won by a Civet siroté earlier)
    return Script(3, variant_with(SIROP, preset=preset, turn_order="clockwise"), scores=scores,
                  civets=(0,))


def test_civet_example_success():
    # "le joueur 1 a 210 points. Le meilleur score est de 300 ... Civet de 80 sur un Cul de
    # Chouette avec Sirotage ... il gagne le nombre de points qu'il a misé, et les points gagnés
    # par le Cul de Chouette." CDC-V2: the Civet is settled first, then the CDC (own turn).
    s = civet_script([210, 300, 0])
    s.act(DeclareCivet(0, 80, "CUL_DE_CHOUETTE", True))
    s.throw((4, 4), 2).act(Siroter(0)).pass_all("bet_sirotage").dice(4)
    assert s.score(0) == 210 + 80 + 80
    assert s.state.is_over and s.state.winners == (0,)


def test_civet_example_failure_keeps_the_combination_points():
    # "il perd les points mis en jeu (80 points), mais gagne les points ... (une Velute)"
    s = civet_script([210, 300, 0])
    s.act(DeclareCivet(0, 80, "CUL_DE_CHOUETTE", True))
    s.throw((2, 3), 5)
    assert s.score(0) == 210 - 80 + 50
    assert not s.state.has_civet[0]


def test_civet_limits():
    s = civet_script([150, 0, 0])
    with pytest.raises(IllegalAction):
        s.state.apply(DeclareCivet(0, 103, "CHOUETTE"))  # "au maximum, 102 pts"
    with pytest.raises(IllegalAction):
        s.state.apply(DeclareCivet(0, 10, "SOUFFLETTE"))
    with pytest.raises(IllegalAction):
        s.state.apply(DeclareCivet(0, 10, "CHOUETTE", True))  # Sirotage only for a CDC
    poor = civet_script([0, 10, 10])
    assert not any(isinstance(a, DeclareCivet) for a in poor.state.legal_actions(0))
    small = civet_script([40, 0, 0])
    stakes = {a.stake for a in small.state.legal_actions(0) if isinstance(a, DeclareCivet)}
    assert stakes == set(range(1, 41))


def test_civet_gain_is_capped_as_a_bet():
    s = civet_script([320, 0, 0])
    s.act(DeclareCivet(0, 50, "VELUTE"), Throw(0)).dice(1, 4).dice(5)
    # the Civet first: 320 + 50 capped at 332; then the Velute (own turn): + 50
    assert s.score(0) == 382 and s.state.is_over


def test_civet_side_bets_iruo():
    s = civet_script([100, 30, 30], preset="iruo")
    s.act(DeclareCivet(0, 20, "CHOUETTE"))
    assert s.node.prompt == "bet_civet"
    s.act(BetCivet(1), Pass(2), Throw(0)).dice(5, 5).dice(2).act(Pass(0))
    assert s.scores() == [100 + 20 + 25, 55, 30]


def test_civet_side_bet_lost_iruo():
    s = civet_script([100, 30, 30], preset="iruo")
    s.act(DeclareCivet(0, 20, "CHOUETTE"), BetCivet(1), BetCivet(2), Throw(0)).dice(1, 3).dice(5)
    assert s.scores() == [80, 25, 25]
