"""C3 races: Chouette Velute, Suite, ties (80 ms), window closing, Bévues."""

import pytest

from deboule.rules.cul_de_chouette import CloseRace, IllegalAction, Press, Variant
from deboule.rules.cul_de_chouette.scripted import Script, variant_with


def cv(preset="kaamelott"):
    return variant_with(["bevue"], turn_order="clockwise", preset=preset)


def test_first_to_press_takes_the_chouette_velute():
    s = Script(3, cv())
    s.throw((2, 2), 4)
    assert s.node.kind == "race" and s.node.prompt == "pas_mou_le_caillou"
    assert set(s.node.race.eligible) == {0, 1, 2}  # the thrower races too
    s.race({1: 250, 0: 400, 2: 700})
    assert s.scores() == [0, 32, 0]


def test_presses_closer_than_80ms_tie_thrower_involved_kaamelott_a_six_takes():
    s = Script(3, cv())
    s.throw((3, 3), 6)
    s.race({0: 300, 2: 379, 1: 600})  # 79 ms apart: tie between the thrower and player 2
    assert s.node.kind == "chance" and s.node.roller == 2
    s.dice(6)  # player 2 makes a 6
    assert s.scores() == [0, 0, 72]


def test_tie_thrower_involved_no_six_thrower_keeps():
    s = Script(3, cv())
    s.throw((3, 3), 6)
    s.race({0: 300, 2: 300, 1: 300})
    s.dice(5).dice(2)  # players 1 and 2 roll (turn order after the thrower)
    assert s.scores() == [72, 0, 0]


def test_kaamelott_several_sixes_roll_again_iruo_thrower_keeps():
    s = Script(3, cv())
    s.throw((1, 1), 2)
    s.race({0: 300, 1: 310, 2: 320})
    s.dice(6).dice(6)  # both others make a 6 ...
    s.dice(6).dice(3)  # ... so they roll again until one 6 alone (CDC-R2)
    assert s.scores() == [0, 8, 0]
    s2 = Script(3, cv("iruo"))
    s2.throw((1, 1), 2)
    s2.race({0: 300, 1: 310, 2: 320})
    s2.dice(6).dice(6)  # iruo: "Si plusieurs joueurs obtiennent un 6 ... au joueur"
    assert s2.scores() == [8, 0, 0]


def test_tie_without_the_thrower_rolls_until_a_single_six():
    s = Script(4, cv())
    s.throw((2, 2), 4)
    s.race({1: 200, 3: 250, 0: 900, 2: 950})
    s.dice(2).dice(4)  # no 6: roll again
    s.dice(6).dice(1)
    assert s.scores() == [0, 32, 0, 0]


def test_exactly_80ms_is_not_a_tie():
    s = Script(3, cv())
    s.throw((2, 2), 4)
    s.race({1: 200, 2: 280, 0: 500})
    assert s.scores() == [0, 32, 0]


def test_suite_last_to_press_loses_ten():
    s = Script(3, cv())
    s.throw((2, 3), 4)
    assert s.node.prompt == "grelotte_ca_picote"
    s.race({0: 100, 1: 200, 2: 900})
    assert s.scores() == [0, 0, -10]


def test_suite_one_two_three_also_scores_velute_of_three():
    s = Script(3, cv())
    s.throw((3, 1), 2)
    assert s.score(0) == 18
    s.race({0: 900, 1: 200, 2: 300})
    assert s.scores() == [8, 0, 0]


def test_a_player_who_never_presses_is_last():
    s = Script(3, cv())
    s.throw((4, 5), 6)
    s.race({0: 100, 1: 200})  # player 2 never presses; the window closes
    assert s.scores() == [0, 0, -10]


def test_suite_tie_goes_to_sans_fin_then_dice_ten_then_twenty():
    s = Script(3, cv())
    s.throw((4, 5), 6)
    s.race({0: 100, 1: 900, 2: 950})  # 1 and 2 tie for last
    assert s.node.prompt == "sans_fin" and set(s.node.race.eligible) == {1, 2}
    s.race({1: 500, 2: 520})  # tie again
    assert s.node.kind == "chance"
    s.dice(2).dice(2)  # same lowest: roll again, now for 20
    s.dice(5).dice(1)
    assert s.scores() == [0, 0, -20]


def test_suite_tie_settled_by_sans_fin_when_everyone_shouted():
    s = Script(3, cv())
    s.throw((4, 5), 6)
    s.race({0: 100, 1: 900, 2: 930})  # everyone shouted; 1 and 2 tie for last
    s.race({2: 500, 1: 800})
    assert s.scores() == [0, -10, 0]


def test_sans_fin_when_not_everyone_shouted_grelotte_is_a_bevue():
    # C3 (kaamelott, La Bévüe): "Sans fin est la moisissure des bières bretonnes !" after a Suite
    # is a Bévue unless every player has already shouted "Grelotte ça picote !"
    s = Script(3, cv())
    s.throw((4, 5), 6)
    s.race({0: 100})  # 1 and 2 never pressed: tied last, but not everyone shouted
    assert s.node.kind == "chance"  # no "Sans fin" race: the dice settle it
    s.act(Press(2, "sans_fin", 500))
    assert s.scores() == [0, 0, -10]
    assert s.events("bevue")[0]["code"] == "no_race"
    s.dice(5).dice(1)  # player 1 throws 5, player 2 throws 1: player 2 loses 10 more
    assert s.scores() == [0, 0, -20]


def test_press_with_no_race_open_is_a_bevue():
    s = Script(3, cv())
    s.act(Press(1, "grelotte_ca_picote", 500))  # "Grelotte ça picote !" inappropriate
    assert s.scores() == [0, -10, 0]
    assert s.events("bevue")[0]["code"] == "no_race"


def test_wrong_shout_in_a_race_is_a_bevue_and_keeps_the_race_open():
    s = Script(3, cv())
    s.throw((2, 2), 4)
    s.act(Press(1, "grelotte_ca_picote", 100))
    assert s.score(1) == -10 and s.node.kind == "race"
    s.race({1: 300, 0: 500, 2: 600})
    assert s.scores() == [0, 22, 0]


def test_bevue_penalty_is_a_parameter():
    s = Script(3, variant_with(["bevue"], turn_order="clockwise", bevue_penalty=50))
    s.act(Press(2, "pelican", 10))
    assert s.score(2) == -50


def test_sans_fin_out_of_place_is_a_bevue():
    # "dire « Sans fin ... » après un « Grelotte ça picote ! » est une Bévue si tous les joueurs
    # n'ont pas dit « Grelotte ça picote ! »": here player 0 shouts it with no tie to settle.
    s = Script(3, cv())
    s.throw((4, 5), 6)
    s.race({0: 100, 1: 200, 2: 300})
    s.act(Press(0, "sans_fin", 400))
    assert s.scores() == [-10, 0, -10]


def test_double_press_and_late_press_are_refused():
    s = Script(3, cv())
    s.throw((2, 2), 4)
    s.act(Press(1, "pas_mou_le_caillou", 100))
    for bad in (Press(1, "pas_mou_le_caillou", 150), Press(2, "pas_mou_le_caillou", 3001),
                Press(2, "pas_mou_le_caillou", -1)):
        with pytest.raises(IllegalAction):
            s.state.apply(bad)
    assert s.scores() == [0, 0, 0]
    s.act(CloseRace())
    assert s.scores() == [0, 32, 0]


def test_bevue_off_refuses_instead():
    s = Script(3, variant_with(turn_order="clockwise"))
    assert not s.state.variant.bevue
    with pytest.raises(IllegalAction):
        s.state.apply(Press(1, "pelican", 10))


def test_race_tie_window_is_a_parameter():
    s = Script(3, Variant.preset("kaamelott", banque=False, achat_de_de=False,
                                 sirotage=False, contre_sirop=False, civet_sirote=False,
                                 turn_order="clockwise", race_tie_ms=10))
    s.throw((2, 2), 4)
    s.race({1: 200, 0: 215, 2: 500})
    assert s.scores() == [0, 32, 0]
