"""House rules of family "civet" (issue 34; deboule/rules/cul_de_chouette/house/civet.py): the Civet
doublé, the Civet-Filoché, the Grelottine's threshold and stake tables, the Néant soufflé and the
Verdier, with chosen dice; their interplay with the Sirotage, the Achat de dé, the Grelottine and
the races; refusals; a seeded game of bots with them on, reproducible and replayed."""

import json
import random

import pytest
from cdc_bot_games import play_out

from deboule.rules.cul_de_chouette import (
    BetCivet,
    BuyDie,
    ChallengeGrelottine,
    DeclareCivet,
    DiceRolled,
    IllegalAction,
    Pass,
    Press,
    Siroter,
    State,
    Throw,
)
from deboule.rules.cul_de_chouette.bots import make_bot
from deboule.rules.cul_de_chouette.house.civet_bots import on_double_civet, verdier_ev, wants_shout
from deboule.rules.cul_de_chouette.house.grelottine_rules import grelottine_top
from deboule.rules.cul_de_chouette.scripted import Script, variant_with
from deboule.rules.cul_de_chouette.state import Game
from deboule.rules.cul_de_chouette.variant import Variant, VariantError

CIVET_FAMILY = {"civet_doubled": True, "civet_filoche": True,
                "grelottine_threshold": "oncletom77", "grelottine_stakes": "oncletom77",
                "neant_souffle": True, "verdier": "kize"}


def script(only=(), scores=(50, 50, 50), **changes) -> Script:
    """Three players, clockwise, seat 0 first; optional rules off but `only`."""
    position = {k: changes.pop(k) for k in ("civets", "grelottines") if k in changes}
    return Script(3, variant_with(only, turn_order="clockwise", **changes),
                  scores=list(scores), **position)


def snapshot(s: Script) -> str:
    return json.dumps(s.state.to_dict(), sort_keys=True)


# -- the options ----------------------------------------------------------------------------
def test_the_options_are_off_in_kaamelott_and_iruo_and_tables_turns_the_common_ones_on():
    for preset in ("kaamelott", "iruo"):
        v = Variant.preset(preset)
        assert (v.civet_doubled, v.civet_filoche, v.neant_souffle) == (False, False, False)
        assert (v.grelottine_threshold, v.grelottine_stakes, v.verdier) == ("off",) * 3
    tables = Variant.preset("tables")
    assert tables.civet_doubled and tables.verdier == "aribautg"
    assert tables.grelottine_threshold == "aribautg" and tables.grelottine_stakes == "oncletom77"
    assert not tables.civet_filoche and not tables.neant_souffle
    assert Variant.from_dict(tables.to_dict()) == tables


@pytest.mark.parametrize("changes", [
    {"verdier": "maybe"}, {"verdier": True}, {"grelottine_stakes": "kaamelott"},
    {"grelottine_threshold": 30}, {"civet_doubled": 1}, {"neant_souffle": "yes"},
    {"civet_doubled": True, "civet": False, "civet_sirote": False, "banque": False},
    {"civet_filoche": True, "civet": False, "civet_sirote": False, "banque": False},
    {"grelottine_stakes": "oncletom77", "grelottine": False, "passe_grelot": False,
     "banque": False},
])
def test_bad_option_values_are_refused(changes):
    with pytest.raises(VariantError):
        Variant.preset("kaamelott", **changes)


# -- Verdier ----------------------------------------------------------------------------------
def test_verdier_won_when_the_cul_completes_2_4_6():
    s = script(verdier="aribautg")
    s.act(Throw(0)).dice(2, 4)
    assert s.node.kind == "race" and s.node.prompt == "vert_linette"
    assert s.node.race.eligible == (1, 2)  # aribautg: the opponents
    s.race({1: 300}).dice(6)
    assert s.scores() == [50 + 72, 75, 50]  # the Velute of 6 is the thrower's; +25 the bet
    assert s.events("verdier_result")[0]["success"] is True


def test_verdier_lost_costs_five():
    s = script(verdier="aribautg")
    s.act(Throw(0)).dice(6, 2).race({1: 300, 2: 400}).dice(5)
    assert s.scores() == [50, 45, 45]


def test_verdier_kize_reading_lets_the_thrower_shout_too():
    s = script(verdier="kize")
    s.act(Throw(0)).dice(4, 6)
    assert s.node.race.eligible == (0, 1, 2)
    s.race({0: 250}).dice(2)
    assert s.scores() == [50 + 72 + 25, 50, 50]


@pytest.mark.parametrize("chouettes", [(2, 2), (1, 4), (4, 5), (6, 6)])
def test_no_verdier_on_other_chouettes(chouettes):
    s = script(verdier="kize")
    s.act(Throw(0)).dice(*chouettes)
    assert s.node.kind == "chance" and s.node.prompt == "cul"


def test_no_verdier_with_the_option_off():
    s = script()
    s.act(Throw(0)).dice(2, 4)
    assert s.node.kind == "chance" and s.node.prompt == "cul"


def test_verdier_no_bet_with_a_score_of_zero_or_less():
    s = script(verdier="aribautg", scores=(50, 0, 10))
    s.act(Throw(0)).dice(2, 4)
    assert s.node.race.eligible == (2,)


def test_verdier_is_lost_on_a_chouette_before_the_sirotage():
    s = script(["sirotage"], verdier="aribautg")
    s.act(Throw(0)).dice(2, 6).race({1: 300}).dice(2)
    assert s.score(1) == 45 and s.node.prompt == "siroter"
    s.act(Siroter(0)).pass_all("bet_sirotage").dice(2)  # the Sirotage wins: the bet stays lost
    assert s.score(1) == 45


def test_a_bought_cul_has_no_verdier():
    s = script(["achat_de_de"], verdier="aribautg", scores=(50, 60, 60))
    s.act(Throw(0)).dice(2, 4).act(BuyDie(1))
    assert not s.events("verdier") and s.events("chouettes_only")


def test_vert_linette_from_a_non_bettor_is_refused_and_changes_nothing():
    s = script(verdier="aribautg")
    s.act(Throw(0)).dice(2, 4)
    before = snapshot(s)
    with pytest.raises(IllegalAction):
        s.state.apply(Press(0, "vert_linette", 100))  # aribautg: not the thrower
    assert snapshot(s) == before


def test_vert_linette_out_of_its_race_is_a_bevue():
    s = script(["bevue"], verdier="aribautg")
    s.act(Throw(0)).dice(2, 4).act(Press(0, "vert_linette", 100))
    assert s.score(0) == 40 and s.events("bevue")[0]["code"] == "wrong_shout"


# -- Néant soufflé ------------------------------------------------------------------------------
def test_neant_souffle_first_mecreant_wins_a_grelottine_not_the_thrower():
    s = script(["grelottine"], neant_souffle=True)
    s.throw((1, 4), 6)
    assert s.node.kind == "race" and s.node.prompt == "mecreant"
    assert set(s.node.race.shouts.values()) == {"mecreant"}
    s.race({2: 300, 1: 500})
    assert s.state.has_grelottine == [False, False, True]
    assert s.owner == 1  # the turn has passed: no Grelottine challenge on a Néant soufflé


def test_neant_souffle_off_1_4_6_is_a_plain_neant():
    s = script(["grelottine"])
    s.throw((1, 4), 6)
    assert s.state.has_grelottine == [True, False, False]


def test_je_suis_un_miserable_blocks_the_grelottine():
    s = script(["grelottine"], neant_souffle=True, grelottines=(2,))
    s.throw((6, 1), 4)
    assert s.node.race.shouts == {0: "mecreant", 1: "mecreant", 2: "miserable"}
    s.race({2: 200, 1: 250})
    assert s.state.has_grelottine == [False, False, True]
    assert s.events("miserable")


def test_neant_souffle_tied_mecreants_go_to_the_smaller_score():
    s = script(["grelottine"], neant_souffle=True, scores=(50, 80, 40))
    s.throw((4, 6), 1).race({1: 300, 2: 330})  # within the 80 ms tie
    assert s.state.has_grelottine == [False, False, True]


def test_a_holder_shouting_mecreant_is_a_bevue():
    s = script(["grelottine", "bevue"], neant_souffle=True, grelottines=(2,))
    s.throw((1, 4), 6).act(Press(2, "mecreant", 100))
    assert s.score(2) == 40 and s.events("bevue")[0]["code"] == "wrong_shout"


def test_a_grelottine_holder_cannot_challenge_on_a_neant_souffle():
    s = script(["grelottine"], neant_souffle=True, grelottines=(1,), scores=(100, 100, 100))
    s.throw((1, 4), 6)
    assert s.node.prompt == "mecreant"  # not the "Grelottine !" race
    s.race({})
    assert s.events("nobody")[0]["race"] == "mecreant" and s.owner == 1


# -- Grelottine threshold and stake tables ----------------------------------------------------
def test_threshold_aribautg_no_challenge_under_30_points():
    s = script(["grelottine"], grelottine_threshold="aribautg", grelottines=(1,),
               scores=(100, 25, 100))
    s.throw((1, 3), 6)  # a Néant: the holder has 25 points
    assert s.owner == 1 and not s.events("race_open")
    plain = script(["grelottine"], grelottines=(1,), scores=(100, 25, 100))
    plain.throw((1, 3), 6)
    assert plain.node.prompt == "grelottine"  # the seeds: any positive scores


def test_threshold_oncletom77_no_grelottine_won_under_30_and_lost_below_30():
    s = script(["grelottine", "bevue"], grelottine_threshold="oncletom77", grelottines=(2,),
               scores=(20, 50, 35))
    s.throw((1, 3), 6)
    assert s.state.has_grelottine == [False, False, True] and s.events("grelottine_refused")
    s.act(Press(2, "pelican", 100))  # a Bévue: 35 - 10 = 25, under 30
    assert s.state.has_grelottine == [False, False, False] and s.events("grelottine_dropped")


def test_stake_table_oncletom77_rounds_up_and_drops_the_suite():
    v = Variant.preset("kaamelott", grelottine_stakes="oncletom77")
    assert grelottine_top(v, 220, 124, "CHOUETTE") == 41  # 40.92 rounded up
    assert grelottine_top(v, 220, 124, "SIROP_GRELOT") == 4  # 3.72
    assert grelottine_top(v, 220, 124, "SUITE") == 0 and "SUITE" not in v.allowed_challenges()
    kaamelott = Variant.preset("kaamelott")
    assert grelottine_top(kaamelott, 220, 124, "CHOUETTE") == 40  # 33 %, truncated (C1)


def test_stake_table_alexthepaut_truncates_and_has_no_sirop_grelot():
    v = Variant.preset("kaamelott", grelottine_stakes="alexthepaut")
    assert grelottine_top(v, 220, 124, "CUL_DE_CHOUETTE") == 19  # 19.84
    assert v.allowed_challenges() == ("CHOUETTE_VELUTE", "CUL_DE_CHOUETTE", "VELUTE",
                                      "CHOUETTE")
    only = Variant.preset("kaamelott", grelottine_stakes="alexthepaut", grelottine_cdc_only=True)
    assert only.allowed_challenges() == ("CUL_DE_CHOUETTE",)


def test_the_challenge_offers_the_stake_table_and_refuses_more():
    s = script(["grelottine"], grelottine_stakes="oncletom77", grelottines=(1,),
               scores=(124, 220, 100))
    s.throw((1, 3), 6).race({1: 300})
    stakes = {a.stake for a in s.state.legal_actions(1)
              if isinstance(a, ChallengeGrelottine) and a.combination == "CHOUETTE"}
    assert max(stakes) == 41
    before = snapshot(s)
    with pytest.raises(IllegalAction):
        s.state.apply(ChallengeGrelottine(1, "CHOUETTE", 42))
    with pytest.raises(IllegalAction):
        s.state.apply(ChallengeGrelottine(1, "SUITE", 5))
    assert snapshot(s) == before


# -- Civet doublé -------------------------------------------------------------------------------
def test_civet_doubled_each_joiner_doubles_the_stake_and_loses_their_civet():
    s = script(["civet"], civet_doubled=True, civets=(0, 1, 2), scores=(100, 100, 100))
    s.act(DeclareCivet(0, 10, "CHOUETTE"))
    assert s.node.prompt == "double_civet" and s.node.players == (1, 2)
    s.act(BetCivet(1), Pass(2))
    assert s.state.has_civet == [False, False, True]
    s.throw((3, 3), 5)  # a Chouette: the Civet won, 10 x 2
    assert s.score(0) == 100 + 20 + 9


def test_civet_doubled_twice_loses_four_times_the_stake():
    s = script(["civet"], civet_doubled=True, civets=(0, 1, 2), scores=(100, 100, 100))
    s.act(DeclareCivet(0, 10, "SUITE"), BetCivet(1), BetCivet(2))
    s.throw((3, 3), 5)
    assert s.score(0) == 100 - 40 + 9 and s.state.has_civet == [False, False, False]


def test_civet_doubled_off_or_without_other_holders_asks_nobody():
    for changes, civets in (({}, (0, 1)), ({"civet_doubled": True}, (0,))):
        s = script(["civet"], civets=civets, scores=(100, 100, 100), **changes)
        s.act(DeclareCivet(0, 10, "CHOUETTE"))
        assert s.node.prompt == "pre_roll"


def test_joining_without_a_civet_is_refused_and_changes_nothing():
    s = script(["civet"], civet_doubled=True, civets=(0, 1), scores=(100, 100, 100))
    s.act(DeclareCivet(0, 10, "CHOUETTE"))
    before = snapshot(s)
    with pytest.raises(IllegalAction):
        s.state.apply(BetCivet(2))
    assert snapshot(s) == before


def test_civet_doubled_with_sirotage():
    v = ["civet", "sirotage"]
    s = script(v, civet_doubled=True, civets=(0, 1), scores=(100, 100, 100))
    s.act(DeclareCivet(0, 30, "CUL_DE_CHOUETTE", True), BetCivet(1))
    s.throw((4, 4), 2).act(Siroter(0)).pass_all("bet_sirotage").dice(4)
    assert s.score(0) == 100 + 60 + 80  # the doubled Civet, then the Cul de Chouette of 4


# -- Civet-Filoché --------------------------------------------------------------------------------
def filoche_script(**changes) -> Script:
    """Seat 0 holds a Civet and loses it for a stake equal to the throw's points: 9, a
    Chouette of 3 (bet on a Velute): a Civet-Filoché."""
    s = script(["civet"], civet_filoche=True, civets=(0,), scores=(100, 100, 100), **changes)
    s.act(DeclareCivet(0, 9, "VELUTE")).throw((3, 3), 5)
    return s


def test_a_civet_lost_for_the_combinations_points_gives_a_civet_filoche():
    s = filoche_script()
    assert s.state.has_civet_filoche == [True, False, False]
    assert s.score(0) == 100 - 9 + 9
    other = script(["civet"], civet_filoche=True, civets=(0,), scores=(100, 100, 100))
    other.act(DeclareCivet(0, 8, "VELUTE")).throw((3, 3), 5)
    assert other.state.has_civet_filoche == [False, False, False]  # 8 is not 9


def test_civet_filoche_off_gives_nothing():
    s = script(["civet"], civets=(0,), scores=(100, 100, 100))
    s.act(DeclareCivet(0, 9, "VELUTE")).throw((3, 3), 5)
    assert s.state.has_civet_filoche == [False, False, False]


def test_civet_filoche_bets_on_another_players_throw():
    s = filoche_script()
    assert s.owner == 1 and s.node.prompt == "civet_filoche" and s.node.players == (0,)
    s.act(DeclareCivet(0, 20, "CHOUETTE")).throw((2, 2), 5)
    assert s.score(0) == 100 + 20 and not s.state.has_civet_filoche[0]
    assert s.score(1) == 100 + 4  # the Chouette stays the thrower's


def test_civet_filoche_lost_and_earned_again():
    s = filoche_script()
    s.act(DeclareCivet(0, 4, "VELUTE")).throw((2, 2), 5)  # a Chouette of 2: 4
    assert s.score(0) == 100 - 4 and s.state.has_civet_filoche[0]


def test_civet_filoche_refusals_change_nothing():
    s = filoche_script()
    before = snapshot(s)
    for bad in (DeclareCivet(0, 103, "CHOUETTE"), DeclareCivet(0, 10, "SOUFFLETTE"),
                DeclareCivet(0, 10, "CUL_DE_CHOUETTE", True), DeclareCivet(2, 10, "CHOUETTE"),
                DeclareCivet(1, 10, "CHOUETTE"), DiceRolled((2, 2)), Throw(1)):
        with pytest.raises(IllegalAction):
            s.state.apply(bad)
        assert snapshot(s) == before


def test_civet_filoche_survives_a_copy_and_a_replay():
    s = filoche_script()
    copy = s.state.copy()
    assert copy.has_civet_filoche == [True, False, False] and copy.node.prompt == "civet_filoche"
    assert s.state.observation(2)["has_civet_filoche"] == [True, False, False]  # played open
    replay = State.from_dict(json.loads(json.dumps(s.state.to_dict())))
    assert replay.events == s.state.events and replay.has_civet_filoche == [True, False, False]


# -- the bots -----------------------------------------------------------------------------------
def test_the_verdier_bet_is_fair_and_careful_bots_take_it_only_behind():
    assert verdier_ev() == 0
    bot = make_bot("expert", 1)
    ahead = script(verdier="aribautg", scores=(100, 100, 100)).state
    behind = script(verdier="aribautg", scores=(200, 100, 100)).state
    assert not wants_shout(bot, ahead, 1, "vert_linette")
    assert wants_shout(bot, behind, 1, "vert_linette")
    assert wants_shout(bot, ahead, 1, "mecreant")


def test_a_careful_bot_doubles_a_big_civet_of_an_opponent_only():
    s = script(["civet"], civet_doubled=True, civets=(0, 1), scores=(200, 100, 100))
    s.act(DeclareCivet(0, 60, "SUITE"))
    bot = make_bot("expert", 1)
    assert on_double_civet(bot, s.state, 1, {"thrower": 0}) == BetCivet(1)
    small = script(["civet"], civet_doubled=True, civets=(0, 1), scores=(200, 100, 100))
    small.act(DeclareCivet(0, 5, "CHOUETTE"))
    assert on_double_civet(bot, small.state, 1, {"thrower": 0}) == Pass(1)


# -- a seeded game --------------------------------------------------------------------------------
def bots_game(seed: int, turns: int = 150) -> State:
    """Four bots with the family's options on, fair random dice from `seed`, race presses at
    each bot's reaction time: the rules alone (no physics)."""
    v = Variant.preset("kaamelott", max_turns=turns, **CIVET_FAMILY)
    state = Game(4, v, seed=seed).new_state()
    rng = random.Random(seed)
    bots = [make_bot(level, seed + i) for i, level in
            enumerate(("novice", "regular", "expert", "expert"))]
    return play_out(state, bots, rng)


def test_a_seeded_game_with_the_family_on_is_reproducible_and_replays():
    first, again = bots_game(3), bots_game(3)
    assert first.log_lines("fr") == again.log_lines("fr")
    assert first.events == again.events
    replay = State.from_dict(json.loads(json.dumps(first.to_dict())))
    assert replay.events == first.events and replay.player_scores() == first.player_scores()
    for lang in ("fr", "en"):  # every event has its text
        assert not [line for line in first.log_lines(lang) if line.split(":")[0] in
                    {e.kind for e in first.events}]
    kinds = {e.kind for e in first.events}
    assert kinds & {"verdier", "neant_souffle", "civet_filoche", "civet_doubled"}


# -- the options screen ---------------------------------------------------------------------------
def test_each_option_is_offered_with_its_words_and_every_choice_is_accepted():
    from deboule.games.cul_de_chouette.options import HELP, HOUSE_CHOICES, TEXT, CdcOptions
    from deboule.rules.cul_de_chouette.house import civet

    for option in civet.OPTIONS:
        assert HOUSE_CHOICES[option.name] == option.choices
        for lang in ("fr", "en"):
            assert TEXT[lang][option.name] and HELP[lang][option.name]
            for value in option.choices:
                if not isinstance(value, bool):
                    assert TEXT[lang][f"v.{option.name}.{value}"]
        for value in option.choices:
            options = CdcOptions.preset("kaamelott")
            options.set(option.name, value)
            assert getattr(options.variant, option.name) == value
