"""The Bleu-Rouge (3-3-4) and its relance bets: the seed's example, cases 1 to 4, the Pélican."""

import pytest

from deboule.rules.cul_de_chouette import BleuRougeBet, ChallengeSoufflette, IllegalAction, Pass
from deboule.rules.cul_de_chouette.scripted import Script, variant_with


def example():
    """Joueur 1 (seat 0) makes a Bleu-Rouge; announcements as in the seed."""
    v = variant_with(["bleu_rouge", "bevue", "boucliette"], turn_order="clockwise")
    s = Script(3, v, scores=[0, 50, 50], boucliettes=(1, 2))
    s.throw((3, 4), 3)
    # "Il remporte un Boucliette, 9 points"
    assert s.score(0) == 9 and s.state.has_boucliette[0]
    assert s.node.prompt == "bleu_rouge_relance"
    s.act(BleuRougeBet(0, (3, 9, 18)))  # "Je tente une relance de 3, 9 ou 18 !" (free)
    s.act(BleuRougeBet(1, (4, 8, 16)))
    s.act(BleuRougeBet(2, (2, 4, 8)))  # 2 is impossible with three dice: a Bévue ...
    assert s.score(2) == 40 and s.node.players == (2,)
    s.act(BleuRougeBet(2, (14, 4, 8)))  # ... and he may replace it by 14
    assert s.scores() == [9, 45, 35]  # "Joueur 2 et Joueur 3 paient 5 points chacun"
    assert s.node.kind == "chance" and s.node.n_dice == 3 and s.node.roller == 0
    return s


def test_case_1_six_six_six_and_the_pelican():
    s = example()
    s.dice(6, 6, 6)
    assert s.score(0) == 9 + 36 + 36 + 100  # "36 + 36 + 100 = 172 points"
    assert s.node.prompt == "pelican"  # "le premier joueur à crier « Pélican ! » gagne 28"
    s.race({2: 300, 0: 500, 1: 600})
    assert s.scores() == [181, 45, 63]


def test_case_2_four_two_one_nobody_wins_and_the_soufflette_applies():
    s = example()
    s.dice(4, 2, 1)
    assert s.scores() == [9, 45, 35]
    assert s.node.prompt == "soufflette_challenge" and s.node.players == (0,)
    s.act(ChallengeSoufflette(0, 1)).pass_all("boucliette")
    assert s.node.roller == 1


def test_case_3_five_two_two():
    s = example()
    s.dice(5, 2, 2)
    assert s.score(0) == 9 + (36 + 18 + 4)  # "Joueur 1 remporte 36 + 18 + 4 = 58 points"
    assert s.scores()[1:] == [45, 35]


def test_case_4_two_two_four():
    s = example()
    s.dice(2, 2, 4)
    assert s.node.prompt == "pas_mou_le_caillou"
    # C2: the Chouette Velute's race is among the winning bettors (players 2 and 3 of the seed)
    assert set(s.node.race.eligible) == {1, 2}
    s.race({1: 200, 2: 450})  # "Joueur 2 frappe dans ses mains"
    assert s.score(1) == 45 + (36 + 16 + 32)  # 84
    assert s.score(2) == 35 + (36 + 16 + 0)  # 52
    assert s.score(0) == 9


def test_the_relance_combination_goes_to_the_winning_bettor_not_the_thrower():
    # C2: "nobody else scores that combination, the thrower included unless they won a bet":
    # a relance 5-2-2 won by another player's bet of 9 gives the Chouette's 4 to that bettor
    v = variant_with(["bleu_rouge", "bevue", "boucliette"], turn_order="clockwise")
    s = Script(3, v, scores=[0, 50, 50])
    s.throw((3, 4), 3)
    s.act(BleuRougeBet(0, (3, 10, 18)))
    s.act(BleuRougeBet(1, (9, 8, 16)))
    s.act(Pass(2))
    assert s.scores() == [9, 45, 50]
    s.dice(5, 2, 2)
    assert s.scores() == [9, 45 + 36 + 18 + 4, 50]  # before C2 was extended: [13, 99, 50]
    assert s.node.prompt != "siroter"  # the Chouette is not the thrower's: no Sirotage


def test_a_relance_nobody_bet_on_scores_nobody():
    # C2 / seed Cas 2: "personne ne remporte de points"
    v = variant_with(["bleu_rouge"], turn_order="clockwise")
    s = Script(3, v, scores=[0, 50, 50])
    s.throw((3, 4), 3)
    s.act(BleuRougeBet(0, (3, 10, 18))).act(Pass(1)).act(Pass(2))
    s.dice(6, 6, 2)  # a Chouette of 6 (36 points) that nobody announced: 14
    assert s.scores() == [9, 50, 50]


def test_relance_is_optional_and_bets_need_a_positive_score():
    v = variant_with(["bleu_rouge"], turn_order="clockwise")
    s = Script(3, v, scores=[0, 0, 20])
    s.throw((3, 3), 4).act(Pass(0))
    assert s.owner == 1
    s2 = Script(3, v, scores=[0, 0, 20])
    s2.throw((4, 3), 3).act(BleuRougeBet(0, (10, 11)))
    assert s2.node.players == (2,)
    with pytest.raises(IllegalAction):
        s2.state.apply(BleuRougeBet(2, (10, 10, 11)))  # three different totals
    with pytest.raises(IllegalAction):
        s2.state.apply(BleuRougeBet(2, (10, 11, 12, 13)))


def test_pelican_ties_go_to_passe_montagne_sbradaradjan_then_dice():
    s = example()
    s.dice(6, 6, 6)
    s.race({1: 300, 2: 330, 0: 900})
    assert s.node.prompt == "passe_montagne" and set(s.node.race.eligible) == {1, 2}
    s.race({1: 300, 2: 310})
    assert s.node.prompt == "sbradaradjan"
    s.race({1: 500, 2: 500})
    s.dice(4).dice(4)  # equal: throw again
    s.dice(2).dice(5)  # the highest wins
    assert s.scores() == [181, 45, 63]


def test_no_bleu_rouge_in_iruo():
    v = variant_with(["sirotage"], preset="iruo")
    s = Script(3, v)
    s.throw((3, 4), 3)
    assert s.node.prompt == "siroter"
