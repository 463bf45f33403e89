"""Issue 49: patmulot's readings as house options
(deboule/rules/cul_de_chouette/house/patmulot_rules.py; source patmulot/cul-de-chouette
doc/documentation cdc .md, which has no code or spec: each case below is a sentence of it played).

- `neant_souffle_ties` "patmulot": "Mécréant !" beats a tied "Je suis un misérable."; tied
  "Mécréant !": "Fort heureusement…", then a die each, the smallest wins.
- `soufflette_floor`: a Soufflette challenge only when both players have 30 points or more.
- `pelican_ties` "patmulot": still tied after "Sbradaradjan !", whoever bet 18 wins.
"""

from __future__ import annotations

import pytest

from deboule.rules.cul_de_chouette import (
    BleuRougeBet,
    ChallengeSoufflette,
    IllegalAction,
    Pass,
    Variant,
    VariantError,
)
from deboule.rules.cul_de_chouette.scripted import Script, variant_with


def souffle(ties="patmulot", scores=(50, 50, 50), grelottines=()) -> Script:
    v = variant_with(["grelottine"], turn_order="clockwise", neant_souffle=True,
                     neant_souffle_ties=ties)
    position = {"grelottines": grelottines} if grelottines else {}
    s = Script(3, v, scores=list(scores), **position)
    s.throw((1, 4), 6)
    assert s.node.prompt == "mecreant"
    return s


# -- Néant soufflé ties ------------------------------------------------------------------------
def test_mecreant_beats_a_tied_miserable():
    """ "S'il y a une égalité dans les annonces « Mécréant ! » est prioritaire." """
    s = souffle(grelottines=(2,)).race({1: 300, 2: 310})
    assert s.state.has_grelottine == [False, True, True]
    seeds = souffle("off", grelottines=(2,)).race({1: 300, 2: 310})
    assert seeds.state.has_grelottine == [False, False, True]  # ours: the misérable blocks


def test_a_miserable_alone_first_still_blocks():
    s = souffle(grelottines=(2,)).race({2: 300, 1: 900})
    assert s.state.has_grelottine == [False, False, True] and s.events("miserable")


def test_tied_mecreants_race_fort_heureusement():
    s = souffle().race({0: 300, 1: 320})
    assert s.node.prompt == "fort_heureusement" and set(s.node.race.eligible) == {0, 1}
    s.race({1: 200})
    assert s.state.has_grelottine == [False, True, False]


def test_still_tied_the_smallest_die_wins_and_equal_dice_throw_again():
    s = souffle().race({0: 300, 1: 320}).race({0: 100, 1: 120})
    s.dice(3).dice(3)  # equal: both throw again
    s.dice(5).dice(2)
    assert s.state.has_grelottine == [False, True, False]
    assert [e["purpose"] for e in s.events("dice")][-4:] == ["mecreant_tie"] * 4


def test_nobody_shouts_fort_heureusement_the_tied_throw_the_die():
    s = souffle().race({0: 300, 2: 320}).race({})
    s.dice(1).dice(4)
    assert s.state.has_grelottine == [True, False, False]


def test_without_the_reading_tied_mecreants_go_to_the_smaller_score():
    s = souffle("off", scores=(50, 40, 50)).race({0: 300, 1: 320})
    assert s.state.has_grelottine == [False, True, False] and s.node.prompt != "fort_heureusement"


# -- the Soufflette's floor -------------------------------------------------------------------
def soufflette(scores, floor=True) -> Script:
    s = Script(3, variant_with([], turn_order="clockwise", soufflette_floor=floor),
               scores=list(scores))
    return s.throw((4, 2), 1)


def test_a_souffle_under_30_points_cannot_be_challenged():
    s = soufflette((100, 29, 30))
    assert s.node.prompt == "soufflette_challenge"
    assert [a.target for a in s.state.legal_actions(0) if isinstance(a, ChallengeSoufflette)] == [2]
    with pytest.raises(IllegalAction):
        s.act(ChallengeSoufflette(0, 1))


def test_a_souffleur_under_30_points_challenges_nobody():
    s = soufflette((29, 100, 100))
    assert s.node.prompt != "soufflette_challenge" and s.owner == 1


def test_without_the_floor_anyone_may_be_challenged():
    s = soufflette((29, 5, 100), floor=False)
    assert {a.target for a in s.state.legal_actions(0)
            if isinstance(a, ChallengeSoufflette)} == {1, 2}


# -- Pélican ties ---------------------------------------------------------------------------
def pelican(ties="patmulot") -> Script:
    s = Script(3, variant_with(["bleu_rouge"], turn_order="clockwise", pelican_ties=ties),
               scores=[50, 50, 50])
    s.throw((3, 4), 3).act(BleuRougeBet(0, (17,)), BleuRougeBet(1, (18,)), Pass(2))
    s.dice(6, 6, 6)
    assert s.node.prompt == "pelican"
    return s


def pelican_winner(s: Script) -> int:
    return [e for e in s.events("race_won") if e["race"] == "pelican"][-1]["player"]


def test_still_tied_after_sbradaradjan_the_bettor_of_18_wins():
    s = pelican().race({0: 300, 1: 310}).race({0: 300, 1: 310}).race({0: 300, 1: 310})
    assert pelican_winner(s) == 1 and not [e for e in s.events("dice")
                                           if e["purpose"] == "pelican_tie"]


def test_nobody_tied_bet_18_the_dice_decide():
    s = pelican().race({0: 300, 2: 310}).race({0: 300, 2: 310}).race({0: 300, 2: 310})
    assert s.node.kind == "chance"
    s.dice(2).dice(5)
    assert pelican_winner(s) == 2


def test_without_the_reading_the_dice_decide_even_for_the_bettor_of_18():
    s = pelican("off").race({0: 300, 1: 310}).race({0: 300, 1: 310}).race({0: 300, 1: 310})
    assert s.node.kind == "chance"
    s.dice(6).dice(1)
    assert pelican_winner(s) == 0


# -- options --------------------------------------------------------------------------------
def test_presets_leave_patmulots_readings_off_and_bad_values_are_refused():
    for name in ("kaamelott", "iruo", "tables"):
        v = Variant.preset(name)
        assert (v.neant_souffle_ties, v.soufflette_floor, v.pelican_ties,
                v.suite_velute_rethrow) == ("off", False, "off", False)
    for bad in ({"neant_souffle_ties": "patmulot"},  # needs the Néant soufflé
                {"suite_velute_rethrow": True},  # needs the Suite-Velute
                {"pelican_ties": "patmulot", "bleu_rouge": False, "banque": False},
                {"pelican_ties": "bogus"}, {"soufflette_floor": 1}):
        with pytest.raises(VariantError):
            Variant.preset("kaamelott", **bad)


# -- the Suite-Velutée catcher's rethrow ------------------------------------------------------
def suite_velutee(rethrow=True) -> Script:
    """Seat 0 throws 1-2-3 (chouettes 1, 2, cul 3); the Suite's race costs seat 2 its 10."""
    s = Script(3, variant_with([], turn_order="clockwise", suite_velute=True,
                               suite_velute_rethrow=rethrow), scores=[50, 50, 50])
    s.throw((1, 2), 3).race({0: 100, 1: 200, 2: 300})
    assert s.node.prompt == "patte_de_canard"
    return s


def test_a_single_velutee_catcher_rethrows_the_chouettes_for_themself():
    """ "le premier joueur à attraper les chouettes en criant « Velutée ! » doit les relancer
    et la combinaison finale prend effet à son bénéfice": 5-5 with the cul 3, a Chouette of 5
    for the catcher."""
    s = suite_velutee().race({1: 300})
    assert s.node.kind == "chance" and s.node.n_dice == 2
    s.dice(5, 5)
    assert s.scores() == [50, 75, 40]
    assert s.events("velutee_rethrow")[-1]["player"] == 1


def test_two_tied_catchers_take_the_final_combination_from_the_thrower():
    """ "la combinaison finale est soustraite du score du brasseur de la Suite-Velutée, seuls
    les points s'appliquent": 4 and 4 with the cul 3, a Chouette of 4, 16 off the thrower."""
    s = suite_velutee().race({1: 300, 2: 320})
    s.dice(4).dice(4)
    assert s.scores() == [50 - 16, 50, 40] and s.owner == 1


def test_the_throwers_patte_de_canard_keeps_the_velute():
    s = suite_velutee().race({0: 300, 1: 310})
    assert s.scores() == [68, 50, 40] and not s.events("velutee_rethrow")


def test_without_the_rethrow_the_catcher_takes_the_velute():
    s = suite_velutee(rethrow=False).race({1: 300})
    assert s.scores() == [50, 68, 40] and s.owner == 1
