"""Issue 34, family "scoring": the Tichette and its Robobrol (Kize/cdc-engine), the Suite-Velute
(aribautg), the Artichette's two readings (Kize 3-4-4, aribautg 3-3-4), positional dice
(cgarnier), the Chouette Velute's tied shouters losing (Kize, aribautg, OncleTom77), the
Sloubi's cap (OncleTom77) and the Triplette, each with scripted dice."""

import itertools
import json
import random
from fractions import Fraction

import pytest
from cdc_bot_games import play_out

from deboule.rules.cul_de_chouette import (
    BleuRougeBet,
    IllegalAction,
    Join,
    Pass,
    Press,
    Siroter,
    action_from_dict,
)
from deboule.rules.cul_de_chouette.bots import make_bot
from deboule.rules.cul_de_chouette.combinations import Combination, classify
from deboule.rules.cul_de_chouette.house.scoring_bots import wants_shout
from deboule.rules.cul_de_chouette.odds import combination_odds
from deboule.rules.cul_de_chouette.scripted import Script, variant_with
from deboule.rules.cul_de_chouette.state import Game
from deboule.rules.cul_de_chouette.variant import Variant, VariantError

C = Combination


def script(only=(), scores=(0, 10, 20), **changes) -> Script:
    v = variant_with(list(only), turn_order="clockwise", **changes)
    return Script(3, v, scores=list(scores))


def combos_of(s: Script) -> set[str]:
    return set(s.events("combination")[-1].data["combinations"])


# -- the options ---------------------------------------------------------------------------
SCORING = ("tichette", "robobrol", "suite_velute", "artichette", "positional_dice",
           "chouette_velute_ties", "sloubi_cap", "triplette")


def test_the_seeds_presets_keep_every_scoring_rule_off_and_tables_turns_on_the_common_ones():
    for name in ("kaamelott", "iruo"):
        v = Variant.preset(name)
        assert [getattr(v, o) for o in SCORING] == [
            False, False, False, "off", False, "seed", "off", False]
    tables = Variant.preset("tables")
    assert (tables.tichette, tables.robobrol, tables.artichette, tables.chouette_velute_ties,
            tables.sloubi_cap) == (True, True, "kize", "tied_lose", "oncletom77")
    assert not (tables.suite_velute or tables.positional_dice or tables.triplette)
    assert Variant.from_dict(tables.to_dict()) == tables  # saved and read back


@pytest.mark.parametrize("good,bad", [
    ({"artichette": "kize"}, {"artichette": "bogus"}),
    ({"artichette": "kize"}, {"artichette": True}),
    ({"sloubi_cap": "oncletom77"}, {"sloubi_cap": 228}),
    ({"sloubi_cap": "oncletom77"}, {"sloubi_cap": "kize"}),
    ({"chouette_velute_ties": "tied_lose"}, {"chouette_velute_ties": "first"}),
    ({"tichette": True}, {"tichette": 1}),
    ({"tichette": True, "robobrol": True}, {"robobrol": True}),  # Robobrol needs the Tichette
    # aribautg GAME_DESIGN 2.1: the Bleu-Rouge takes 3-3-4 from the Artichette
    ({"artichette": "aribautg", "bleu_rouge": False, "banque": False},
     {"artichette": "aribautg"}),
    ({"triplette": True}, {"triplette": True, "doublette": False, "banque": False}),
    ({"sloubi_cap": "oncletom77"},
     {"sloubi_cap": "oncletom77", "chante_sloubi": False, "banque": False}),
])
def test_bad_values_and_impossible_combinations_are_refused(good, bad):
    assert all(getattr(Variant.preset("kaamelott", **good), k) == v for k, v in good.items())
    with pytest.raises(VariantError):
        Variant.preset("kaamelott", **bad)


# -- Tichette and Robobrol (Kize .../level-5/tichette-rule.ts) ----------------------------------
def test_a_single_claimer_scores_the_sum_plus_the_chouette():
    s = script(tichette=True)
    s.throw((1, 1), 3)  # a Chouette of 1 (1 point), sum 5
    assert s.scores() == [1, 10, 20]
    assert s.node.prompt == "tichette" and set(s.node.race.eligible) == {0, 1, 2}
    s.race({1: 400})
    assert s.scores() == [1, 10 + 5 + 1, 20]
    assert s.node.prompt == "pre_roll" and s.owner == 1


def test_several_claimers_the_best_placed_lose_the_points_times_their_number():
    s = script(tichette=True)
    s.throw((1, 1), 3)
    s.race({0: 300, 1: 400, 2: 2500})  # three claimers: every press counts, not the first
    assert s.scores() == [1, 10, 20 - 3 * 6]
    s2 = script(tichette=True, scores=(0, 20, 20))
    s2.throw((1, 1), 3)
    s2.race({1: 300, 2: 400})  # tied best: both lose 2 x 6
    assert s2.scores() == [1, 8, 8]


def test_the_claimers_are_ranked_by_their_scores_when_the_dice_were_thrown():
    # the thrower's Chouette of 6 (36) puts them ahead only after the throw: Kize asks who
    # claimed before it applies the throw's points, so the other claimer, ahead then, pays
    s = script(tichette=True, scores=(0, 20, 0))
    s.throw((6, 6), 5)  # sum 17: 36 for the Chouette, then the Tichette (17 + 36)
    assert s.scores() == [36, 20, 0]
    s.race({0: 200, 1: 300})
    assert s.scores() == [36, 20 - 2 * 53, 0]


def test_a_neant_tichette_is_worth_its_sum_and_no_prime_sum_opens_no_race():
    s = script(["grelottine"], tichette=True)
    s.throw((1, 4), 6)  # Néant, sum 11: the Néant's Grelottine, then the Tichette
    assert s.state.has_grelottine[0]
    s.race({2: 300})
    assert s.scores() == [0, 10, 31]
    s.throw((2, 2), 5)  # a Chouette of 2, sum 9: no Tichette
    assert s.node.prompt == "pre_roll" and s.owner == 2 and s.scores() == [0, 14, 31]


def test_an_artichette_is_no_tichette():
    s = script(tichette=True)
    s.throw((3, 4), 4)  # sum 11 but 3-4-4 (Kize's isDiceRollArtichette)
    assert s.node.prompt == "pre_roll" and s.owner == 1
    assert s.scores() == [16, 10, 20]
    assert not [e for e in s.events("race_open") if e.data["race"] == "tichette"]


def test_robobrol_the_single_claimer_of_a_cul_de_chouette_throws_for_themself():
    s = script(tichette=True, robobrol=True)
    s.throw((1, 1), 1)  # Cul de Chouette of 1 (50), sum 3
    assert s.scores() == [50, 10, 20]
    s.race({1: 300})
    assert s.scores() == [50, 10 + 3 + 50, 20]
    assert s.node.prompt == "robobrol" and s.node.race.eligible == (1,)
    s.race({1: 500})
    assert s.node.kind == "chance" and s.node.roller == 1 and s.node.n_dice == 3
    s.dice(2, 2, 5)  # a Chouette of 2: the claimer's (their throw), capped like any such gain
    assert s.scores() == [50, 63 + 4, 20]
    assert s.node.prompt == "pre_roll" and s.owner == 1  # then the next turn, as before


def test_no_robobrol_without_a_single_claimer_or_when_not_shouted():
    s = script(tichette=True, robobrol=True)
    s.throw((1, 1), 1)
    s.race({1: 300, 2: 350})
    assert s.node.prompt == "pre_roll" and s.scores() == [50, 10, 20 - 2 * 53]
    s = script(tichette=True, robobrol=True)
    s.throw((1, 1), 1)
    s.race({1: 300})
    s.race({})  # nobody shouted "Robobrol !": the window closes
    assert s.node.prompt == "pre_roll" and s.owner == 1


def test_the_tichette_counts_the_thrown_dice_after_a_sirotage():
    s = script(["sirotage"], tichette=True)
    s.throw((1, 1), 3)
    s.act(Siroter(0)).pass_all("bet_sirotage").dice(1)  # the Sirotage makes 1-1-1: 50
    assert s.scores() == [50, 10, 20]
    s.race({1: 300})  # the Tichette is on 1-1-3 as thrown: 5 + the Chouette's 1
    assert s.scores() == [50, 16, 20]


def test_a_press_twice_or_an_unknown_shout_is_refused_and_changes_nothing():
    s = script(tichette=True)
    s.throw((1, 1), 3)
    s.state.apply(Press(1, "tichette", 300))
    before = (s.scores(), dict(s.node.race.presses), len(s.state.events))
    for bad in (Press(1, "tichette", 400), Press(2, "tichette!", 400), Press(2, "tichette", -1)):
        with pytest.raises(IllegalAction):
            s.state.apply(bad)
        assert (s.scores(), dict(s.node.race.presses), len(s.state.events)) == before


# -- Suite-Velute (aribautg js/main.js) -----------------------------------------------------
def suite_velute(presses):
    s = script(suite_velute=True)
    s.throw((1, 2), 3)
    assert s.node.prompt == "grelotte_ca_picote" and s.scores() == [0, 10, 20]  # no Velute yet
    s.race({0: 100, 1: 200, 2: 900})  # player 3 is last: -10
    assert s.node.prompt == "patte_de_canard"
    assert s.node.race.shouts == {0: "patte_de_canard", 1: "velutee", 2: "velutee"}
    s.race(presses)
    return s


def test_the_suite_velute_velute_goes_to_the_first_shout():
    assert suite_velute({0: 300, 1: 500}).scores() == [18, 10, 10]  # "Patte de canard !"
    assert suite_velute({1: 300, 0: 500}).scores() == [0, 28, 10]  # "Velutée !"
    assert suite_velute({1: 300, 0: 330}).scores() == [18, 10, 10]  # tied: the thrower's
    assert suite_velute({1: 300, 2: 330}).scores() == [0, 10, 10]  # others tied: nobody
    assert suite_velute({}).scores() == [0, 10, 10]


def test_without_the_option_one_two_three_is_a_velute_of_the_thrower_and_a_suite():
    s = script()
    s.throw((1, 2), 3)
    assert s.scores() == [18, 10, 20] and s.node.prompt == "grelotte_ca_picote"


def test_a_suite_velute_on_a_bleu_rouge_relance_scores_through_the_bets_only():
    s = script(["bleu_rouge"], suite_velute=True, scores=(0, 50, 50))
    s.throw((3, 3), 4)
    s.act(BleuRougeBet(0, (6, 10, 18)), Pass(1), Pass(2))
    s.dice(1, 2, 3)  # a won relance of 6: 36 + 12 + the Velute's 18, then the Suite's race
    assert s.score(0) == 9 + 36 + 12 + 18
    s.race({0: 100, 1: 200, 2: 300})
    assert s.node.prompt != "patte_de_canard"  # the relance's Velute went through the bet


# -- Artichette (Kize .../level-2/artichette-rule.ts; aribautg js/main.js) -------------------
def test_kize_artichette_the_thrower_shouts_raitournelle_or_loses_16():
    s = script(["sirotage"], artichette="kize")
    s.throw((4, 3), 4)
    assert s.node.prompt == "artichette_raitournelle" and s.node.race.eligible == (0,)
    s.race({0: 600})
    assert s.scores() == [16, 10, 20] and s.node.prompt == "pre_roll"  # no Sirotage offered
    s = script(["sirotage"], artichette="kize")
    s.throw((4, 3), 4).race({})
    assert s.scores() == [-16, 10, 20]
    s = script(["sirotage"], artichette="kize")
    s.throw((3, 3), 4)  # 3-3-4 is no Kize Artichette: a Chouette of 3 (Sirotage offered)
    assert s.node.prompt == "siroter"


def test_aribautg_artichette_on_three_three_four_against_the_others():
    def play(presses):
        s = script(artichette="aribautg")
        s.throw((3, 4), 3)
        assert s.node.race.shouts == {0: "artichette_raitournelle", 1: "artichette_pointee",
                                      2: "artichette_pointee"}
        return s.race(presses).scores()

    assert play({0: 300, 1: 500}) == [16, 10, 20]
    assert play({1: 300, 0: 500}) == [-16, 10, 20]
    assert play({1: 300, 0: 330}) == [16, 10, 20]  # tied: the thrower has the priority
    assert play({}) == [0, 10, 20]


# -- positional dice (cgarnier DicesCombo.java) ------------------------------------------------
def test_positional_dice_a_chouette_is_the_two_chouettes_a_velute_their_sum_on_the_cul():
    v = variant_with(positional_dice=True)
    assert classify((2, 5, 2), v).combinations == {C.NEANT}
    assert classify((2, 2, 5), v).combinations == {C.CHOUETTE}
    assert classify((3, 1, 2), v).combinations == {C.SUITE}
    assert classify((1, 2, 3), v).combinations == {C.SUITE, C.VELUTE}
    assert classify((2, 4, 2), v).combinations == {C.NEANT}  # no Chouette Velute either
    assert classify((2, 2, 4), v).combinations == {C.CHOUETTE_VELUTE}
    for dice in itertools.product(range(1, 7), repeat=3):
        free, fixed = classify(dice), classify(dice, v)
        for same in (C.CUL_DE_CHOUETTE, C.SUITE, C.SOUFFLETTE):
            assert free.has(same) == fixed.has(same)
        assert fixed.has(C.CHOUETTE) == (dice[0] == dice[1] != dice[2] != 2 * dice[0])


def test_the_bots_odds_read_the_dice_by_position_when_the_table_does():
    seeds_odds, by_position = combination_odds(True), combination_odds(True, True)
    assert (seeds_odds["CHOUETTE"], by_position["CHOUETTE"]) == (Fraction(3, 8), Fraction(1, 8))
    assert (seeds_odds["VELUTE"], by_position["VELUTE"]) == (Fraction(1, 6), Fraction(1, 18))
    assert seeds_odds["SUITE"] == by_position["SUITE"]


def test_positional_dice_in_play_and_a_positional_bleu_rouge():
    s = script(["grelottine", "bleu_rouge"], positional_dice=True)
    s.throw((2, 5), 2)
    assert combos_of(s) == {"NEANT"} and s.state.has_grelottine[0]
    s.throw((4, 3), 3)  # 4-3-3: not a Bleu-Rouge by position (the chouettes are 4 and 3)
    assert combos_of(s) == {"NEANT"} and s.node.prompt != "bleu_rouge_relance"
    s.throw((3, 3), 4)
    assert s.node.prompt == "bleu_rouge_relance"


# -- Chouette Velute ties (Kize, aribautg, OncleTom77) ------------------------------------
def test_tied_shouters_of_pas_mou_le_caillou_lose_the_points():
    s = script(chouette_velute_ties="tied_lose", scores=(50, 50, 50))
    s.throw((2, 2), 4)
    s.race({0: 100, 1: 150, 2: 400})  # 0 and 1 within 80 ms: a tie
    assert s.scores() == [50 - 32, 50 - 32, 50]
    s = script(chouette_velute_ties="tied_lose", scores=(50, 50, 50))
    s.throw((2, 2), 4)
    s.race({1: 100, 0: 400})
    assert s.scores() == [50, 82, 50]


def test_tied_winning_bettors_of_a_relance_chouette_velute_lose_the_points_too():
    s = script(["bleu_rouge"], chouette_velute_ties="tied_lose", scores=(0, 50, 50))
    s.throw((3, 3), 4)
    s.act(BleuRougeBet(0, (8, 10, 18)), BleuRougeBet(1, (8, 9, 11)), Pass(2))
    s.dice(2, 2, 4)  # total 8: both bettors win 36 + 16, then race for the Chouette Velute
    assert s.scores() == [9 + 52, 45 + 52, 50]
    s.race({0: 100, 1: 150})
    assert s.scores() == [61 - 32, 97 - 32, 50]


def test_the_seed_reading_still_settles_a_tie_with_the_dice():
    s = script(scores=(50, 50, 50))
    s.throw((2, 2), 4)
    s.race({0: 100, 1: 150})
    assert s.node.prompt == "chouette_velute_tie"


# -- Sloubi cap (OncleTom77 README) -----------------------------------------------------------
def capped_sloubi(cap):
    v = variant_with(["chante_sloubi"], turn_order="clockwise", sloubi_cap=cap)
    s = Script(3, v, scores=[0, 330, 0])
    for _ in range(7 * 3):
        s.throw((1, 3), 6)
    return s


def test_a_sloubi_above_228_may_not_join_and_nothing_changes():
    s = capped_sloubi("oncletom77")  # (330 - 0) x 7 / 10 = 231 > 228
    before = (s.scores(), len(s.state.events), s.node.prompt)
    with pytest.raises(IllegalAction, match="228"):
        s.state.apply(Join(3, "Joueur 4"))
    assert (s.scores(), len(s.state.events), s.node.prompt) == before
    assert Join(3, "Joueur 4") not in s.state.legal_actions(3)
    s = capped_sloubi("off")
    s.act(Join(3, "Joueur 4"))
    assert s.node.prompt == "sloubi" and s.node.info["target"] == 231


# -- Triplette -------------------------------------------------------------------------------
def test_the_triplette_forms_teams_of_three_spread_round_the_table():
    v = Variant.preset("kaamelott", triplette=True)
    assert Game(9, v).teams == ((0, 3, 6), (1, 4, 7), (2, 5, 8))
    assert Game(7, v).teams == ((0, 2, 4, 6), (1, 3, 5))
    assert Game(6, v).teams is None  # "plus de 6"
    assert Game(9, v, teams=[[0, 1, 2], [3, 4, 5], [6, 7, 8]]).teams[0] == (0, 1, 2)
    assert Game(9, "kaamelott").teams is None
    state = Game(9, v, seed=3).new_state()
    assert len(state.scores) == 3


# -- the bots ---------------------------------------------------------------------------
def test_a_careful_bot_claims_a_tichette_only_when_strictly_last():
    s = script(tichette=True, scores=(5, 10, 20))
    rng = random.Random(1)
    assert [wants_shout(s.state, q, "tichette", True, rng) for q in range(3)] == [
        True, False, False]
    tied = script(tichette=True, scores=(10, 10, 20))
    assert not any(wants_shout(tied.state, q, "tichette", True, rng) for q in range(3))
    assert wants_shout(tied.state, 2, "velutee", True, rng)


def bot_game(seed: int, turns: int = 80):
    """A short game of bots with every scoring rule a table of four can play, on seeded dice
    (no physics: the rules alone); its log, as the players read it."""
    v = Variant.preset("tables", suite_velute=True, positional_dice=True, max_turns=turns)
    state = Game(4, v, seed=seed).new_state()
    bots = [make_bot(level, seed * 10 + k)
            for k, level in enumerate(("novice", "regular", "expert", "expert"))]
    dice = random.Random(seed)
    return play_out(state, bots, dice)


def test_a_seeded_bot_game_with_the_scoring_rules_is_reproducible_and_replays():
    played = bot_game(5)
    first = played.log_lines()
    assert first == bot_game(5).log_lines()
    assert first != bot_game(6).log_lines()
    text = "\n".join(first + bot_game(6).log_lines() + bot_game(7).log_lines())
    assert "Tichette" in text and "Pas mou le caillou" in text
    # its record (the options and the actions, through JSON) replays to the same log
    record = json.loads(json.dumps({"options": played.game.to_dict(),
                                    "actions": played.to_dict()["actions"]}))
    replayed = Game.from_dict(record["options"]).new_state()
    for action in record["actions"]:
        replayed.apply(action_from_dict(action))
    assert replayed.log_lines() == first and replayed.variant.tichette
