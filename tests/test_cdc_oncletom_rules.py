"""Issue 49: OncleTom77's rules as house options
(deboule/rules/cul_de_chouette/house/oncletom_rules.py; source OncleTom77/CulDeChouette README.md,
whose code has no Grelottine or Civet: each case below is a sentence of its README played).

- `grelottine_two_throws`: "Le joueur défié a alors deux lancers [...] et peut conserver les
  dés de son choix entre les deux lancers", stopping at a first success (also aribautg's rules
  panel, "Combinaison au choix, 2 lancers").
- `grelottine_shout_ties` "oncletom77": tied shouters on equal scores throw a die, the
  smallest wins.
- `lance_civet`: "Lance-Civet !" gives one's Civet to a player without one.
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from cdc_bot_games import play_out

from deboule.games.cul_de_chouette import prompts
from deboule.rules.cul_de_chouette import (
    ChallengeGrelottine,
    IllegalAction,
    Keep,
    State,
    Variant,
    VariantError,
)
from deboule.rules.cul_de_chouette.actions import GiveCivet, Throw
from deboule.rules.cul_de_chouette.bots import make_bot
from deboule.rules.cul_de_chouette.house import oncletom_bots
from deboule.rules.cul_de_chouette.scripted import Script, variant_with


def challenge(combination="CHOUETTE", two=True, stake=10) -> Script:
    """Seat 0 throws a Néant at 100 points; seat 1, holding a Grelottine, challenges it."""
    v = variant_with(["grelottine"], turn_order="clockwise", grelottine_two_throws=two,
                     grelottine_bets=False)
    s = Script(3, v, scores=[100, 100, 100], grelottines=(1,))
    s.throw((1, 3), 6).race({1: 300}).act(ChallengeGrelottine(1, combination, stake))
    return s


def result(s: Script) -> bool:
    return s.events("grelottine_result")[-1]["success"]


# -- the challenge in two throws ----------------------------------------------------------------
def test_a_failed_first_throw_is_followed_by_a_second_keeping_dice():
    s = challenge().dice(2, 5).dice(6)
    assert s.node.prompt == "grelottine_keep" and list(s.node.players) == [0]
    keeps = {a.faces for a in s.state.legal_actions(0)}
    assert (2, 5, 6) not in keeps and (5,) in keeps and () in keeps  # both throws compulsory
    s.act(Keep(0, (5,))).dice(5, 3)  # 5-5-3: a Chouette of 5
    assert result(s) is True and s.scores() == [100 + 10 + 25, 90, 100]


def test_a_success_at_the_first_throw_stops():
    s = challenge().dice(4, 4).dice(2)
    assert result(s) is True and not s.events("dice")[-1]["purpose"] == "grelottine_second"
    assert s.node.prompt != "grelottine_keep"


def test_both_throws_failed_is_a_lost_challenge():
    s = challenge().dice(2, 5).dice(6).act(Keep(0, ())).dice(1, 3, 6)
    assert result(s) is False and s.scores() == [90, 110, 100]


def test_without_the_option_one_throw_decides():
    s = challenge(two=False).dice(2, 5).dice(6)
    assert result(s) is False and not s.events("grelottine_first_throw")


def test_a_sirop_grelots_sirotage_follows_the_final_throw_only():
    """ "Lors d'un Sirop-Grelot, le Sirotage est indépendant des deux lancers": a first-throw
    Chouette is thrown again, the final one siroted."""
    s = challenge("SIROP_GRELOT", stake=2).dice(3, 3).dice(5)
    assert s.node.prompt == "grelottine_keep"
    s.act(Keep(0, (3, 3))).dice(1)  # 3-3-1: a Chouette, siroted at once
    assert s.node.kind == "chance"
    s.dice(3)
    assert result(s) is True


def test_a_forged_keep_is_refused_and_changes_nothing():
    s = challenge().dice(2, 5).dice(6)
    before = (s.scores(), len(s.state.events))
    for bad in (Keep(0, (2, 5, 6)), Keep(0, (4,)), Keep(1, (5,))):
        with pytest.raises(IllegalAction):
            s.act(bad)
    assert (s.scores(), len(s.state.events)) == before


# -- tied "Grelottine !" shouts ------------------------------------------------------------------
def tied(ties="oncletom77", scores=(100, 50, 50)) -> Script:
    v = variant_with(["grelottine"], turn_order="clockwise", grelottine_shout_ties=ties)
    s = Script(3, v, scores=list(scores), grelottines=(1, 2))
    return s.throw((1, 3), 6).race({1: 300, 2: 320})


def test_tied_shouters_on_equal_scores_throw_a_die_the_smallest_challenges():
    s = tied().dice(5).dice(2)
    assert s.node.prompt == "grelottine" and list(s.node.players) == [2]


def test_equal_dice_throw_again():
    s = tied().dice(4).dice(4).dice(3).dice(6)
    assert list(s.node.players) == [1]


def test_the_smaller_score_still_comes_first():
    s = tied(scores=(100, 60, 50))
    assert s.node.prompt == "grelottine" and list(s.node.players) == [2]


def test_without_the_reading_turn_order_decides():
    s = tied("off")
    assert s.node.prompt == "grelottine" and list(s.node.players) == [1]


# -- the Lance-Civet -------------------------------------------------------------------------
def civet(lance=True, civets=(0,)) -> Script:
    v = variant_with(["civet"], turn_order="clockwise", lance_civet=lance)
    return Script(3, v, scores=[100, 100, 100], civets=civets)


def test_lance_civet_gives_the_civet_to_a_player_without_one():
    s = civet()
    assert {a.target for a in s.state.legal_actions(0) if isinstance(a, GiveCivet)} == {1, 2}
    s.act(GiveCivet(0, 2))
    assert s.state.has_civet == [False, False, True] and s.node.prompt == "pre_roll"
    assert s.events("lance_civet")[-1]["target"] == 2
    s.act(Throw(0))  # and the turn goes on


def test_lance_civet_to_a_holder_or_without_the_option_is_refused():
    s = civet(civets=(0, 1))
    with pytest.raises(IllegalAction):
        s.act(GiveCivet(0, 1))
    off = civet(lance=False)
    assert not [a for a in off.state.legal_actions(0) if isinstance(a, GiveCivet)]
    with pytest.raises(IllegalAction):
        off.act(GiveCivet(0, 1))
    assert off.state.has_civet == [True, False, False]


def test_the_window_words_the_new_decisions_in_french_and_english():
    s = civet()
    gift = GiveCivet(0, 1)
    assert "Lance-Civet" in prompts.action_label(gift, s.state, "fr", "pre_roll")
    assert "give it to" in prompts.action_label(gift, s.state, "en", "pre_roll")
    keep = challenge().dice(2, 5).dice(6)
    assert "second lancer" in prompts.prompt_text(keep.state, 0, "fr")
    assert "second throw" in prompts.prompt_text(keep.state, 0, "en")


# -- bots and options ---------------------------------------------------------------------------
def test_a_careful_bot_keeps_the_dice_most_likely_to_succeed():
    s = challenge("CUL_DE_CHOUETTE", stake=5).dice(5, 5).dice(3)
    assert make_bot("expert", 1).act(s.state, 0) == Keep(0, (5, 5))
    v = s.state.variant
    assert oncletom_bots.success_odds(v, "CUL_DE_CHOUETTE", (5, 5)) == Fraction(1, 6)
    assert oncletom_bots.success_odds(v, "CHOUETTE", ()) == Fraction(81, 216)


def test_a_careful_bot_gives_its_civet_only_to_a_partner_when_it_cannot_bet_it():
    v = variant_with(["civet", "doublette"], turn_order="clockwise", lance_civet=True)
    s = Script(4, v, scores=[0, 50], civets=(0,), teams=[(0, 2), (1, 3)])
    assert make_bot("expert", 1).act(s.state, 0) == GiveCivet(0, 2)
    rich = Script(4, v, scores=[100, 50], civets=(0,), teams=[(0, 2), (1, 3)])
    assert not isinstance(make_bot("expert", 1).act(rich.state, 0), GiveCivet)


def test_presets_and_refusals():
    assert Variant.preset("tables").grelottine_two_throws is True  # two programs say it
    for name in ("kaamelott", "iruo"):
        v = Variant.preset(name)
        assert (v.grelottine_two_throws, v.grelottine_shout_ties, v.lance_civet) == (
            False, "off", False)
    assert (Variant.preset("tables").grelottine_shout_ties,
            Variant.preset("tables").lance_civet) == ("off", False)
    for bad in ({"grelottine_shout_ties": "die"}, {"lance_civet": "yes"},
                {"grelottine_two_throws": True, "grelottine": False, "passe_grelot": False,
                 "banque": False}):
        with pytest.raises(VariantError):
            Variant.preset("kaamelott", **bad)


def test_a_seeded_bot_game_with_the_rules_on_replays():
    v = Variant.preset("tables", lance_civet=True, grelottine_shout_ties="oncletom77",
                       max_turns=200)
    lines = []
    for _ in range(2):
        state = State.new({"players": 3, "variant": v.to_dict()})
        bots = [make_bot(level, 3 + k) for k, level in enumerate(["expert", "novice", "novice"])]
        play_out(state, bots, random.Random(2))
        lines.append(state.log_lines("fr", 0))
        again = State.from_dict(state.to_dict())
        assert again.log_lines("en", 0) == state.log_lines("en", 0)
    assert lines[0] == lines[1]
