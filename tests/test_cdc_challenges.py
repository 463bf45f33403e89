"""Soufflette, Grelottine (coefficients, priority, bets), Boucliette, Passe-Grelot."""

import pytest

from deboule.rules.cul_de_chouette import (
    BetChallenge,
    ChallengeGrelottine,
    ChallengeSoufflette,
    IllegalAction,
    Keep,
    Pass,
    PasseGrelot,
    Press,
    UseBoucliette,
)
from deboule.rules.cul_de_chouette.challenges import max_grelottine_stake
from deboule.rules.cul_de_chouette.scripted import Script, variant_with


def souff(scores=(100, 100, 100), rules=()):
    return Script(3, variant_with(["bevue", *rules], turn_order="clockwise"), scores=list(scores))


@pytest.mark.parametrize("tries, points", [(1, 50), (2, 40), (3, 30)])
def test_soufflette_success_moves_50_40_30(tries, points):
    s = souff()
    s.throw((4, 2), 1)
    assert s.node.prompt == "soufflette_challenge"
    s.act(ChallengeSoufflette(0, 2))
    for _ in range(tries - 1):
        s.dice(6, 6, 5).act(Keep(2, ()))
    s.dice(1, 4, 2)
    assert s.scores() == [100 - points, 100, 100 + points]


def test_soufflette_failure_and_kept_dice():
    s = souff()
    s.throw((4, 2), 1).act(ChallengeSoufflette(0, 1))
    s.dice(4, 4, 6)
    assert set(s.state.legal_actions(1)) == {Keep(1, ()), Keep(1, (4,))}
    with pytest.raises(IllegalAction):
        s.state.apply(Keep(1, (4, 4)))
    s.act(Keep(1, (4,)))
    assert s.node.n_dice == 2  # "conserver les dés ayant donné 4, 2 ou 1"
    s.dice(2, 2).act(Keep(1, (2, 4)))
    assert s.node.n_dice == 1
    s.dice(3)
    assert s.scores() == [130, 70, 100]


def test_combinations_during_the_soufflette_tries_score_nothing():
    s = souff()
    s.throw((4, 2), 1).act(ChallengeSoufflette(0, 1))
    s.dice(6, 6, 6).act(Keep(1, ())).dice(5, 5, 5).act(Keep(1, ())).dice(3, 3, 3)
    assert s.scores() == [130, 70, 100]


def test_soufflette_may_be_declined_and_targets_are_others():
    s = souff()
    s.throw((4, 2), 1)
    assert ChallengeSoufflette(0, 0) not in s.state.legal_actions(0)
    s.act(Pass(0))
    assert s.owner == 1


def test_boucliette_cancels_a_challenge_for_oneself_or_another():
    s = souff(rules=["boucliette"])
    s.throw((4, 2), 1).act(ChallengeSoufflette(0, 2))
    assert s.node.prompt == "boucliette" and 0 not in s.node.players
    s.act(Pass(2), UseBoucliette(1))  # player 1 protects player 2
    assert s.owner == 1 and s.scores() == [100, 100, 100]
    assert not s.state.has_boucliette[1] and s.state.has_boucliette[2]


# -- Grelottine -------------------------------------------------------------------------------
def grel(scores, rules=(), players=3, preset="kaamelott", bets=False, **position):
    v = variant_with(["grelottine", "bevue", *rules], preset=preset, turn_order="clockwise",
                     grelottine_bets=bets)
    return Script(players, v, scores=list(scores), **position)


def test_max_stake_is_the_smaller_score_times_the_coefficient():
    assert max_grelottine_stake(200, 150, 33) == 49
    assert max_grelottine_stake(200, 150, 8) == 12


def test_neant_gives_a_grelottine_and_opens_the_challenge():
    s = grel([100, 100, 50], grelottines=(1,))
    s.throw((1, 3), 6)  # Néant
    assert s.state.has_grelottine[0]
    assert s.node.kind == "race" and s.node.race.eligible == (1,)  # C3: "Grelottine !"
    s.race({1: 400})
    assert s.node.prompt == "grelottine" and s.node.players == (1,)
    stakes = {(a.combination, a.stake) for a in s.state.legal_actions(1)
              if isinstance(a, ChallengeGrelottine)}
    assert ("CHOUETTE", 33) in stakes and ("CHOUETTE", 34) not in stakes
    assert ("SIROP_GRELOT", 20) in stakes and ("CHOUETTE_VELUTE", 8) in stakes
    with pytest.raises(IllegalAction):
        s.state.apply(ChallengeGrelottine(1, "CHOUETTE", 34))


def test_grelottine_success_and_points_of_the_combination():
    s = grel([100, 100, 50], grelottines=(1,))
    s.throw((1, 3), 6).race({1: 300}).act(ChallengeGrelottine(1, "VELUTE", 25))
    s.dice(2, 3).dice(5)  # the challenged makes a Velute de 5
    assert s.scores() == [100 + 25 + 50, 75, 50]
    assert not s.state.has_grelottine[0] and not s.state.has_grelottine[1]
    assert s.state.immune[0]


def test_grelottine_failure_still_scores_the_combination():
    # "dans tous les cas, le joueur défié gagne les points de la combinaison qu'il a réalisée"
    s = grel([100, 100, 50], grelottines=(1,))
    s.throw((1, 3), 6).race({1: 300}).act(ChallengeGrelottine(1, "CUL_DE_CHOUETTE", 16))
    s.dice(5, 5).dice(2)  # a Chouette de 5, not a CDC
    assert s.scores() == [100 - 16 + 25, 116, 50]
    assert s.state.immune[1]


def test_simultaneous_shouts_lowest_score_has_priority():
    s = grel([100, 80, 60], players=3, grelottines=(1, 2))
    s.throw((1, 3), 6).race({1: 300, 2: 350})  # within 80 ms: "simultanément"
    assert s.node.players == (2,)
    s.act(ChallengeGrelottine(2, "CHOUETTE", 10))
    assert s.events("grelottine_challenge")[0]["player"] == 2


def test_first_shout_wins_the_grelottine_race():
    s = grel([100, 80, 60], players=3, grelottines=(1, 2))
    s.throw((1, 3), 6).race({1: 300, 2: 500})
    assert s.node.players == (1,)


def test_nobody_shouts_grelottine():
    s = grel([100, 80, 60], players=3, grelottines=(1,))
    s.throw((1, 3), 6).race({})
    assert s.owner == 1


def test_challenge_only_when_every_score_is_positive():
    s = grel([100, 100, 0], grelottines=(1,))
    s.throw((1, 3), 6)
    assert s.owner == 1


def test_grelottine_shout_without_a_grelottine_is_a_bevue():
    s = grel([100, 100, 50], grelottines=(1,))
    s.throw((1, 3), 6)
    s.act(Press(2, "grelottine", 200))  # "lancer un défi sans posséder de Grelottine"
    assert s.score(2) == 40 and s.node.prompt == "grelottine"
    assert s.events("bevue")[0]["code"] == "no_grelottine"
    s.act(Press(0, "grelottine", 300))  # the challenged cannot shout either
    assert s.score(0) == 90
    s.act(Press(2, "grelottine", 3000))
    assert s.score(2) == 30 and s.node.kind == "race"


def test_cul_de_chouette_only_option():
    s2 = Script(3, variant_with(["grelottine"], turn_order="clockwise", grelottine_cdc_only=True),
                scores=[100, 100, 50], grelottines=(1,))
    s2.throw((1, 3), 6).race({1: 100})
    kinds = {a.combination for a in s2.state.legal_actions(1) if isinstance(a, ChallengeGrelottine)}
    assert kinds == {"CUL_DE_CHOUETTE"}


def test_sirop_grelot_needs_a_cul_de_chouette_after_the_sirotage():
    s = grel([100, 100, 50], grelottines=(1,))
    s.throw((1, 3), 6).race({1: 300}).act(ChallengeGrelottine(1, "SIROP_GRELOT", 20))
    s.dice(2, 2).dice(5).dice(2)  # Chouette de 2, sirotage makes 2-2-2
    assert s.scores() == [100 + 20 + 60, 80, 50]


def test_bets_on_the_challenge():
    s = grel([100, 100, 50], bets=True, grelottines=(1,))
    s.throw((1, 3), 6).race({1: 300}).act(ChallengeGrelottine(1, "CHOUETTE_VELUTE", 8))
    assert s.node.prompt == "bet_challenge" and s.node.players == (2,)
    s.act(BetChallenge(2, False))
    assert s.score(2) == 45
    s.dice(1, 3).dice(5)  # fails
    assert s.scores() == [92, 108, 70]


def test_boucliette_cancels_a_grelottine_challenge():
    s = grel([100, 100, 50], rules=["boucliette"], grelottines=(1,))
    s.throw((1, 3), 6).race({1: 300}).act(ChallengeGrelottine(1, "CHOUETTE", 30), UseBoucliette(0))
    assert s.owner == 1 and s.scores() == [100, 100, 50]


def test_passe_grelot_hands_the_challenge_over():
    s = grel([100, 100, 50, 60], rules=["passe_grelot"], players=4, bets=True, grelottines=(1,))
    s.state.immune[0] = True  # won a Grelottine challenge earlier
    s.throw((1, 3), 6).race({1: 300}).act(ChallengeGrelottine(1, "CHOUETTE", 33))
    assert s.node.prompt == "passe_grelot"
    assert PasseGrelot(0, 1) not in s.state.legal_actions(0)
    s.act(PasseGrelot(0, 3))
    assert s.events("stake_reduced")[0]["stake"] == 19  # 33 % of 60: the stake shrinks
    s.pass_all("bet_challenge")
    assert s.node.roller == 3
    s.dice(4, 4).dice(1)
    assert s.scores() == [100, 81, 50, 60 + 19 + 16]
    assert s.state.passe_grelot_used[0]


def test_passe_grelot_with_two_players_annuls_the_challenge():
    s = grel([100, 100], rules=["passe_grelot"], players=2, grelottines=(1,))
    s.state.immune[0] = True
    s.throw((1, 3), 6).race({1: 300}).act(ChallengeGrelottine(1, "CHOUETTE", 33), PasseGrelot(0, 1))
    assert s.owner == 1 and s.scores() == [100, 100]


def test_challenge_gains_cap_at_332():
    s = grel([320, 330, 50], grelottines=(1,))
    s.throw((1, 3), 6).race({1: 300}).act(ChallengeGrelottine(1, "CHOUETTE_VELUTE", 25))
    s.dice(1, 3).dice(5)
    assert s.score(1) == 332
