"""House rules of family "sirop" (issue 34; deboule/rules/cul_de_chouette/house/sirop.py): Sirop
bets as Kize, fmm-2026 and leocalvat pay them, Sirop-Jeannot, Cul de Chouette volé and doublé."""

import json
import random

import pytest
from cdc_bot_games import play_out

from deboule.rules.cul_de_chouette import BetBird, Game, IllegalAction, Pass, Siroter
from deboule.rules.cul_de_chouette.actions import DoubleCdc, Press, action_from_dict
from deboule.rules.cul_de_chouette.bots import make_bot
from deboule.rules.cul_de_chouette.scripted import Script, variant_with
from deboule.rules.cul_de_chouette.state import State
from deboule.rules.cul_de_chouette.variant import Variant, VariantError

SIROP = ["sirotage", "contre_sirop"]


def sirop(reading: str, **changes) -> Variant:
    return variant_with(SIROP, turn_order="clockwise", sirop_bets=reading, **changes)


def bets_on_a_chouette_of_2(reading: str) -> Script:
    """Player 0 sirotes a Chouette of 2; 1 bets Bergeronnette (5), 2 Alouette (Beau-sirop)."""
    s = Script(3, sirop(reading), scores=[0, 30, 30])
    s.throw((2, 2), 5).act(Siroter(0), BetBird(1, "bergeronnette"), BetBird(2, "alouette"))
    return s


# -- Sirop bets ------------------------------------------------------------------------------
def test_kize_a_claimed_right_bet_wins_25_a_wrong_one_loses_5_nothing_up_front():
    s = bets_on_a_chouette_of_2("kize")
    assert s.scores() == [0, 30, 30]  # Kize: no stake taken when betting
    s.dice(5)  # Bergeronnette: player 1 was right
    assert s.node.prompt == "sirop_gagnant" and set(s.node.race.eligible) == {1}
    s.race({1: 400})
    assert s.scores() == [-4, 55, 25]


def test_kize_an_unclaimed_right_bet_wins_nothing_and_costs_nothing():
    s = bets_on_a_chouette_of_2("kize")
    s.dice(5).race({})  # nobody shouts "Sirop gagnant !"
    assert s.scores() == [-4, 30, 25]
    assert [e["player"] for e in s.events("sirop_unclaimed")] == [1]


def test_kize_beau_sirop_is_the_bet_on_the_chouettes_own_bird():
    s = bets_on_a_chouette_of_2("kize")
    s.dice(2)  # the Sirotage wins: the Beau-sirop (Alouette on a Chouette of 2) is right
    assert set(s.node.race.eligible) == {2}
    s.race({2: 300})
    assert s.scores() == [60, 25, 55]


@pytest.mark.parametrize("reading, right, wrong", [("fmm", 45, 25), ("leocalvat", 55, 25)])
def test_fmm_and_leocalvat_pay_the_stake_up_front_and_pay_back_20_or_30(reading, right, wrong):
    s = bets_on_a_chouette_of_2(reading)
    assert s.scores() == [0, 25, 25]  # 5 paid when betting
    s.dice(5)
    assert s.node.prompt != "sirop_gagnant"  # no claim in these programs
    assert s.scores()[1:] == [right, wrong]


def test_the_seed_bets_are_unchanged_when_the_option_is_off():
    s = bets_on_a_chouette_of_2("off")
    s.dice(5)
    assert s.scores() == [-4, 50, 25]  # kaamelott: 5 when betting, 25 back


def test_a_sirop_gagnant_shout_with_no_right_bet_is_a_bevue():
    v = variant_with([*SIROP, "bevue"], turn_order="clockwise", sirop_bets="kize")
    s = Script(3, v, scores=[0, 30, 30])
    s.throw((2, 2), 5).act(Siroter(0), BetBird(1, "linotte"), Pass(2)).dice(5)
    assert s.node.prompt != "sirop_gagnant"  # nobody was right: no claim race
    before = s.scores()
    s.act(Press(1, "sirop_gagnant", 100))
    assert s.scores()[1] < before[1]  # C3: a shout with no race open costs a Bévue


def test_a_failed_sirotage_with_kize_bets_still_opens_the_contre_sirop():
    s = bets_on_a_chouette_of_2("kize")
    s.dice(4)  # nobody right: no claim race, then the Contre-Sirop
    assert s.node.prompt == "contre_sirop"
    s.race({2: 100, 1: 300})
    assert s.scores() == [-4, 25, 37]  # 1 lost 5; 2 lost 5 and won 2/10 of 60


# -- Sirop-Jeannot -----------------------------------------------------------------------------
def jeannot(scores) -> Script:
    s = Script(3, variant_with(SIROP, turn_order="clockwise", sirop_jeannot=True),
               scores=scores)
    return s.throw((5, 5), 2).act(Siroter(0))


def test_sirop_jeannot_the_first_shouter_wins_a_contre_sirops_value():
    s = jeannot([24, 0, 0])  # a Chouette of 5 risks 25 points: 24 cannot pay them
    assert s.node.prompt == "sirop_jeannot" and set(s.node.race.eligible) == {1, 2}
    s.race({2: 200, 1: 500})
    assert s.scores() == [24, 0, 18]  # 2/10 of the Cul de Chouette of 5 (90)


def test_sirop_jeannot_tied_first_shouters_all_win():
    s = jeannot([10, 0, 0])
    s.race({1: 200, 2: 230})  # within race_tie_ms (80 ms)
    assert s.scores() == [10, 18, 18]


def test_no_sirop_jeannot_when_the_sirotant_can_pay():
    s = jeannot([25, 0, 0])
    assert s.node.kind == "chance" and s.node.prompt == "sirotage"  # straight to the die


def test_no_sirop_jeannot_race_when_the_option_is_off():
    s = Script(3, variant_with(SIROP, turn_order="clockwise"), scores=[0, 0, 0])
    s.throw((5, 5), 2).act(Siroter(0))
    assert s.node.kind == "chance" and s.node.prompt == "sirotage"


# -- Cul de Chouette volé ----------------------------------------------------------------------
def vole(only=()) -> Script:
    return Script(3, variant_with(only, turn_order="clockwise", cdc_vole=True))


def test_cul_de_chouette_vole_another_first_takes_two_fifths():
    s = vole().throw((4, 4), 4)  # 80 points
    assert s.node.prompt == "cul_de_chouette" and set(s.node.race.eligible) == {0, 1, 2}
    s.race({2: 150, 0: 400})
    assert s.scores() == [48, 0, 32]
    assert s.events("cdc_vole")[0]["points"] == 32


def test_cul_de_chouette_vole_the_thrower_first_keeps_it_all():
    s = vole().throw((6, 6), 6).race({0: 150, 1: 400})
    assert s.scores() == [100, 0, 0]


@pytest.mark.parametrize("presses", [{1: 150, 2: 180}, {1: 150, 0: 170}, {}])
def test_cul_de_chouette_vole_a_tie_or_no_shout_steals_nothing(presses):
    s = vole().throw((1, 1), 1).race(presses)
    assert s.scores() == [50, 0, 0]


def test_a_won_sirotage_can_be_stolen_too():
    s = vole(["sirotage"]).throw((3, 3), 1).act(Siroter(0)).pass_all("bet_sirotage").dice(3)
    assert s.node.prompt == "cul_de_chouette"
    s.race({1: 100})
    assert s.scores() == [42, 28, 0]  # 70: 3/5 and 2/5


# -- Cul de Chouette doublé --------------------------------------------------------------------
def double(**changes) -> Script:
    s = Script(3, variant_with((), turn_order="clockwise", cdc_double=True, **changes))
    return s.throw((2, 2), 2)  # a Cul de Chouette of 2: 60


def test_cul_de_chouette_double_a_second_triple_wins_both():
    s = double()
    assert s.node.prompt == "cdc_double" and s.node.players == (0,)
    s.act(DoubleCdc(0))
    assert s.scores() == [0, 0, 0]  # nothing credited before the throw
    s.dice(5, 5, 5)
    assert s.scores() == [150, 0, 0]  # 60 + 90


def test_cul_de_chouette_double_anything_else_puts_the_thrower_out():
    s = double()
    s.act(DoubleCdc(0)).dice(1, 2, 3)  # a Suite: no other combination applies
    assert s.node.kind == "decision" and s.node.prompt == "pre_roll"
    assert s.owner == 1 and 0 not in s.state.order
    assert s.scores() == [0, 0, 0] and s.events("cdc_double_out")


def test_cul_de_chouette_double_puts_out_even_at_tables_without_elimination():
    s = double(eliminate_at_or_below=None)
    s.act(DoubleCdc(0)).dice(6, 6, 5)
    assert 0 not in s.state.order and s.owner == 1


def test_cul_de_chouette_double_declined_credits_the_triple():
    s = double().act(Pass(0))
    assert s.scores() == [60, 0, 0] and s.owner == 1


def test_the_last_one_left_wins_when_the_other_goes_out():
    s = Script(2, variant_with((), turn_order="clockwise", cdc_double=True))
    s.throw((2, 2), 2).act(DoubleCdc(0)).dice(1, 1, 2)
    assert s.state.is_over and s.state.winners == (1,)


def test_volé_then_doublé_the_thrower_doubles_the_part_kept():
    s = double(cdc_vole=True)
    s.race({1: 100})  # 2/5 of 60 = 24 stolen
    assert s.node.prompt == "cdc_double" and s.node.info["points"] == 36
    s.act(DoubleCdc(0)).dice(1, 1, 1)
    assert s.scores() == [86, 24, 0]  # 36 + 50


def test_a_won_sirotage_is_not_doubled():
    s = Script(3, variant_with(["sirotage"], turn_order="clockwise", cdc_double=True))
    s.throw((3, 3), 1).act(Siroter(0)).pass_all("bet_sirotage").dice(3)
    assert s.scores() == [70, 0, 0] and s.owner == 1


# -- refusals ----------------------------------------------------------------------------------
def test_refusals_change_nothing():
    s = double()
    before = (s.scores(), len(s.state.actions), s.node.prompt)
    for bad in (DoubleCdc(1), Siroter(0), BetBird(0, "linotte")):
        with pytest.raises(IllegalAction):
            s.state.apply(bad)
    assert (s.scores(), len(s.state.actions), s.node.prompt) == before
    s = Script(3, variant_with((), turn_order="clockwise"))
    s.throw((2, 2), 2)
    with pytest.raises(IllegalAction):
        s.state.apply(DoubleCdc(0))  # the rule off: no doubling


@pytest.mark.parametrize("changes", [
    {"sirop_bets": "wikipedia"}, {"sirop_bets": True}, {"cdc_vole": 1}, {"cdc_double": "yes"},
    {"sirop_jeannot": None}, {"sirotage": False, "sirop_bets": "kize"},
    {"sirotage": False, "sirop_jeannot": True},
])
def test_bad_option_values_are_refused(changes):
    with pytest.raises(VariantError):
        Variant.preset("kaamelott", **changes)


def test_presets():
    for name in ("kaamelott", "iruo"):
        v = Variant.preset(name)
        assert (v.sirop_bets, v.sirop_jeannot, v.cdc_vole, v.cdc_double) == (
            "off", False, False, False)
    assert Variant.preset("tables").sirop_bets == "kize"


def test_the_new_action_serialises():
    assert action_from_dict(DoubleCdc(2).to_dict()) == DoubleCdc(2)


# -- a seeded game with every option on --------------------------------------------------------
def play(seed: int, turns: int = 80) -> State:
    """A game of bots on the rules alone (seeded dice, the bots' own presses), fast."""
    rng = random.Random(seed)
    variant = Variant.preset("tables", sirop_bets="kize", sirop_jeannot=True, cdc_vole=True,
                             cdc_double=True, max_turns=turns)
    state = Game(4, variant, seed=seed).new_state()
    bots = [make_bot(level, seed + k) for k, level in enumerate(
        ("novice", "regular", "expert", "expert"))]
    return play_out(state, bots, rng)


def test_a_seeded_game_is_reproducible_and_replays():
    first, second = play(7), play(7)
    assert [e.to_dict() for e in first.events] == [e.to_dict() for e in second.events]
    kinds = {e.kind for e in first.events}
    assert {"sirotage", "race_open"} <= kinds
    copy = State.from_dict(json.loads(json.dumps(first.to_dict())))
    assert [e.to_dict() for e in copy.events] == [e.to_dict() for e in first.events]


# -- bots ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("reading, bets", [("kize", True), ("fmm", False), ("leocalvat", True)])
def test_an_expert_well_behind_bets_when_the_reading_does_not_lose(reading, bets):
    # Kize: 25/6 - 5 x 5/6 = 0; leocalvat: 30/6 - 5 = 0; fmm: 20/6 - 5 < 0
    s = Script(3, sirop(reading), scores=[200, 30, 30])
    s.throw((2, 2), 5).act(Siroter(0))
    assert isinstance(make_bot("expert", 1).act(s.state, 1), BetBird) is bets
    assert make_bot("regular", 1).act(s.state, 1) == Pass(1)  # no positive expectation


def test_sirop_bet_values_by_reading():
    from deboule.rules.cul_de_chouette.house.sirop_bots import bet_value

    assert bet_value(sirop("kize"), 1 / 6, 1.0) == pytest.approx(25 / 6 - 25 / 6)
    assert bet_value(sirop("kize"), 1 / 2, 1.0) == pytest.approx(12.5 - 2.5)
    assert bet_value(sirop("fmm"), 1 / 6, 1.0) == pytest.approx(20 / 6 - 5)
    assert bet_value(sirop("leocalvat"), 1 / 6, 1.0) == pytest.approx(0)


def test_a_careful_bot_doubles_only_when_another_is_about_to_win():
    v = variant_with((), turn_order="clockwise", cdc_double=True)
    s = Script(3, v, scores=[100, 10, 10]).throw((2, 2), 2)
    assert make_bot("expert", 1).act(s.state, 0) == Pass(0)
    s = Script(3, v, scores=[220, 320, 10]).throw((2, 2), 2)  # 220 + 60 + ~75 reaches 343
    assert make_bot("expert", 1).act(s.state, 0) == DoubleCdc(0)


def test_a_careful_bot_keeps_the_chouette_rather_than_be_caught_by_a_sirop_jeannot():
    v = variant_with(SIROP, turn_order="clockwise", sirop_jeannot=True)
    s = Script(3, v, scores=[0, 0, 0]).throw((1, 1), 3)  # a Chouette of 1: a Sirotage pays
    assert make_bot("expert", 1).act(s.state, 0) == Pass(0)  # but 0 < 1: Sirop-Jeannot
    s = Script(3, v, scores=[5, 0, 0]).throw((1, 1), 3)
    assert make_bot("expert", 1).act(s.state, 0) == Siroter(0)


# -- words ---------------------------------------------------------------------------------------
def test_the_races_and_bets_are_named_in_french_and_english():
    from deboule.games.cul_de_chouette.prompts import action_label, shout_text
    from deboule.rules.cul_de_chouette.messages import describe

    assert shout_text("sirop_gagnant", "fr") == "Sirop gagnant !"
    assert shout_text("sirop_jeannot", "en") == "Sirop-Jeannot!"
    assert shout_text("cul_de_chouette", "en") == "Cul de Chouette!"
    s = Script(3, sirop("kize"), scores=[0, 30, 30])
    s.throw((2, 2), 5).act(Siroter(0))
    labels = {lang: [action_label(a, s.state, lang, "bet_sirotage")
                     for a in s.state.legal_actions(1)] for lang in ("fr", "en")}
    assert "Beau-sirop ! (le Sirotage réussit)" in labels["fr"]
    assert "Couche-sirop! (no bet)" in labels["en"]
    assert "Parier : Alouette (2)" not in labels["fr"]  # the Chouette's own bird is the Beau-sirop
    off = Script(3, sirop("off"), scores=[0, 30, 30])
    off.throw((2, 2), 5).act(Siroter(0))
    assert "Parier : Alouette (2)" in [action_label(a, off.state, "fr", "bet_sirotage")
                                       for a in off.state.legal_actions(1)]
    game = vole().throw((4, 4), 4).race({2: 150})
    lines = [describe(e, game.state.names, lang) for lang in ("fr", "en")
             for e in game.events("cdc_vole")]
    assert lines == ["Joueur 3 vole le Cul de Chouette de Joueur 1 : 32 pts",
                     "Player 3 steals Player 1's Cul de Chouette: 32 pts"]
