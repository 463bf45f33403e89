"""The Cul de Chouette readings named after aribautg/cul-de-chouette play what its code plays
(docs/rules-cul-de-chouette.md, "Variants of other tables"). aribautg has no spec files, so each
case below is a throw traced through its code by hand, named in the test:

- Grelottine threshold: js/game/GameEngine.js resolveCombination, a Néant gives a Grelottine
  only when `allowNegativeScores || player.score >= 30` (its table without negative scores is
  the one with the 30-point threshold); js/main.js startBuzzFirstWinsGrelottine gives the
  "Mécréant !" one at any score.
- Civet-Filoché: js/main.js resolveCivetFiloche, `combination.type === combo`, each throw one
  type (js/game/rules/combinations.js): 1-2-3 a `suiteVelutee`, 3-3-4 a `bleuRouge`; a lost bet
  equal to `combination.points` (0 for a `suiteVelutee`) gives a new one.
- Artichette: js/main.js startBuzzArtichette, opponents tied first without the thrower: the
  last branch, nothing ("Personne n'a réagi à temps").

And fmm-2026's Grelottine as a reading of the stakes (`grelottine_stakes` "fmm",
houseoftherisingarts/fmm-2026 src/games/chouette/regles.ts miseGrelottine), with its own spec
case translated (regles.test.ts, "le néant donne une grelottine et le défi se joue sur un cul").
"""

from __future__ import annotations

import json
import random

import pytest
from cdc_bot_games import play_out

from deboule.rules.cul_de_chouette import ChallengeGrelottine, DeclareCivet, IllegalAction, State
from deboule.rules.cul_de_chouette.bots import make_bot
from deboule.rules.cul_de_chouette.house.grelottine_rules import grelottine_stakes, grelottine_top
from deboule.rules.cul_de_chouette.scripted import Script, variant_with
from deboule.rules.cul_de_chouette.state import Game
from deboule.rules.cul_de_chouette.variant import Variant


def script(only=(), scores=(100, 100, 100), **changes) -> Script:
    """Three players, clockwise, seat 0 first; optional rules off but `only`."""
    position = {k: changes.pop(k) for k in ("civets", "grelottines") if k in changes}
    return Script(3, variant_with(only, turn_order="clockwise", **changes),
                  scores=list(scores), **position)


# -- Grelottine threshold "aribautg" ---------------------------------------------------------
def test_aribautg_threshold_a_neant_at_20_points_gives_no_grelottine():
    """GameEngine.resolveCombination: at 20 points (negative scores off) `canGet` is false."""
    s = script(["grelottine"], grelottine_threshold="aribautg", scores=(20, 50, 50))
    s.throw((1, 3), 6)  # a Néant
    assert s.state.has_grelottine == [False, False, False]
    assert s.events("grelottine_refused")[0]["threshold"] == 30


def test_aribautg_threshold_a_neant_at_30_points_gives_one():
    s = script(["grelottine"], grelottine_threshold="aribautg", scores=(30, 50, 50))
    s.throw((1, 3), 6)
    assert s.state.has_grelottine == [True, False, False] and not s.events("grelottine_refused")


def test_without_the_threshold_a_neant_at_20_points_gives_one():
    s = script(["grelottine"], scores=(20, 50, 50))
    s.throw((1, 3), 6)
    assert s.state.has_grelottine == [True, False, False]


def test_aribautg_threshold_a_mecreant_at_20_points_takes_the_grelottine():
    """main.js startBuzzFirstWinsGrelottine: the first "Mécréant !" gets one, no score test
    (OncleTom77's reading, where it would be lost at once under 30, refuses it)."""
    s = script(["grelottine"], grelottine_threshold="aribautg", neant_souffle=True,
               scores=(50, 20, 50))
    s.throw((1, 4), 6).race({1: 300})
    assert s.state.has_grelottine == [False, True, False]
    tom = script(["grelottine"], grelottine_threshold="oncletom77", neant_souffle=True,
                 scores=(50, 20, 50))
    tom.throw((1, 4), 6).race({1: 300})
    assert tom.state.has_grelottine == [False, False, False]


# -- Civet-Filoché: judged by the throw's one type ---------------------------------------------
def filoche_script(only=("civet",), **changes) -> Script:
    """Seat 0 loses a Civet of 9 on a Chouette of 3 (bet on a Velute): a Civet-Filoché, to
    play on seat 1's throw."""
    s = script(list(only), civet_filoche=True, civets=(0,), **changes)
    s.act(DeclareCivet(0, 9, "VELUTE")).throw((3, 3), 5)
    assert s.owner == 1 and s.node.prompt == "civet_filoche"
    return s


def filoche_verdict(s: Script) -> bool:
    return s.events("civet_filoche_result")[-1]["success"]


def test_a_suite_bet_thrown_1_2_3_is_lost():
    """1-2-3 is a `suiteVelutee` in aribautg, not a `suite`: the bet "Suite" loses."""
    s = filoche_script()
    s.act(DeclareCivet(0, 20, "SUITE")).throw((1, 2), 3)
    assert filoche_verdict(s) is False and s.score(0) == 100 - 20


def test_a_velute_bet_thrown_1_2_3_is_lost():
    s = filoche_script()
    s.act(DeclareCivet(0, 20, "VELUTE")).throw((3, 1), 2)
    assert filoche_verdict(s) is False and s.score(0) == 100 - 20


def test_a_suite_bet_thrown_2_3_4_is_won():
    s = filoche_script()
    s.act(DeclareCivet(0, 20, "SUITE")).throw((4, 2), 3)
    assert filoche_verdict(s) is True and s.score(0) == 100 + 20


def test_a_chouette_bet_thrown_on_a_bleu_rouge_is_lost():
    """3-3-4 is a `bleuRouge` in aribautg (★★★, on at the Civet-Filoché's ★★★★)."""
    s = filoche_script(("civet", "bleu_rouge"))
    s.act(DeclareCivet(0, 20, "CHOUETTE")).throw((3, 4), 3)
    assert filoche_verdict(s) is False and s.score(0) == 100 - 20


def test_a_chouette_bet_on_3_3_4_without_the_bleu_rouge_is_won():
    s = filoche_script()
    s.act(DeclareCivet(0, 20, "CHOUETTE")).throw((3, 4), 3)
    assert filoche_verdict(s) is True and s.score(0) == 100 + 20


def test_a_filoche_lost_on_1_2_3_for_18_gives_no_new_one():
    """resolveCivetFiloche: a new one when `bet === combination.points`; a `suiteVelutee` has
    `points: 0` (its Velute of 3 is `velutePoints`), so a stake of 18 earns nothing."""
    s = filoche_script()
    s.act(DeclareCivet(0, 18, "CHOUETTE")).throw((1, 2), 3)
    assert filoche_verdict(s) is False and not s.state.has_civet_filoche[0]


# -- Artichette "aribautg" ---------------------------------------------------------------------
def test_aribautg_artichette_opponents_tied_first_change_nothing():
    """startBuzzArtichette: no winner, a tie without the thrower: "Personne n'a réagi à
    temps."; nobody gains or loses."""
    s = script(artichette="aribautg", scores=(0, 10, 20))
    s.throw((3, 4), 3).race({1: 300, 2: 330})  # within the 80 ms tie
    assert s.scores() == [0, 10, 20]
    assert s.events("race_tie")[0]["players"] == [1, 2]


def test_aribautg_artichette_one_opponent_first_takes_16():
    s = script(artichette="aribautg", scores=(0, 10, 20))
    s.throw((3, 4), 3).race({1: 300, 2: 500})
    assert s.scores() == [-16, 10, 20]


# -- fmm-2026's Grelottine: the Cul de Chouette alone, a set stake -----------------------------
def test_fmm_spec_the_neant_gives_a_grelottine_and_the_challenge_is_played_on_a_cul():
    """regles.test.ts: all at 100, Perceval (seat 1) holds a Grelottine; Moi throws 1-3-5 and
    takes one; Perceval challenges, Moi throws 2-2-2: 100 + 60 + 16 for Moi, 84 for Perceval,
    and both Grelottines are gone."""
    s = script(["grelottine"], grelottine_stakes="fmm", grelottine_bets=False,
               grelottines=(1,))  # fmm has no bets on a challenge
    s.throw((1, 3), 5)
    assert s.state.has_grelottine == [True, True, False]
    s.race({1: 300})
    assert s.node.prompt == "grelottine"
    assert [a for a in s.state.legal_actions(1) if isinstance(a, ChallengeGrelottine)] == [
        ChallengeGrelottine(1, "CUL_DE_CHOUETTE", 16)]
    s.act(ChallengeGrelottine(1, "CUL_DE_CHOUETTE", 16)).dice(2, 2).dice(2)
    assert s.scores() == [100 + 60 + 16, 84, 100]
    assert s.state.has_grelottine == [False, False, False]


def test_fmm_stake_is_16_percent_rounded_at_least_1():
    """miseGrelottine: Math.max(1, Math.round(min x 0.16)); Math.round rounds halves up."""
    v = Variant.preset("kaamelott", grelottine_stakes="fmm")
    assert v.allowed_challenges() == ("CUL_DE_CHOUETTE",)
    assert grelottine_top(v, 220, 97, "CUL_DE_CHOUETTE") == 16  # 15.52
    assert grelottine_top(v, 103, 300, "CUL_DE_CHOUETTE") == 16  # 16.48
    assert grelottine_top(v, 3, 300, "CUL_DE_CHOUETTE") == 1  # 0.48, at least 1
    assert grelottine_top(v, 0, 300, "CUL_DE_CHOUETTE") == 0  # no challenge at 0 points
    assert grelottine_top(v, 220, 97, "CHOUETTE") == 0
    assert grelottine_stakes(v, 220, 97, "CUL_DE_CHOUETTE") == range(16, 17)
    seeds = Variant.preset("kaamelott")
    assert grelottine_stakes(seeds, 220, 97, "CUL_DE_CHOUETTE") == range(1, 16)  # 16 % truncated


def test_fmm_another_stake_is_refused_and_changes_nothing():
    s = script(["grelottine"], grelottine_stakes="fmm", grelottines=(1,))
    s.throw((1, 3), 5).race({1: 300})
    before = json.dumps(s.state.to_dict(), sort_keys=True)
    for bad in (ChallengeGrelottine(1, "CUL_DE_CHOUETTE", 15),
                ChallengeGrelottine(1, "CHOUETTE", 16)):
        with pytest.raises(IllegalAction):
            s.state.apply(bad)
    assert json.dumps(s.state.to_dict(), sort_keys=True) == before


def test_fmm_is_off_in_the_presets_and_saved_with_the_variant():
    for preset in ("kaamelott", "iruo", "tables"):
        assert Variant.preset(preset).grelottine_stakes != "fmm"
    v = Variant.preset("kaamelott", grelottine_stakes="fmm")
    assert Variant.from_dict(json.loads(json.dumps(v.to_dict()))) == v


def test_fmm_bots_of_every_level_announce_the_set_stake():
    """A seeded game of bots (the rules alone): every challenge is on the Cul de Chouette for
    the set stake of the scores at that moment; the game replays from its record."""
    v = Variant.preset("kaamelott", grelottine_stakes="fmm", max_turns=200)
    state = Game(4, v, seed=7).new_state()
    bots = [make_bot(level, 7 + i) for i, level in
            enumerate(("novice", "novice", "regular", "expert"))]
    seen = []

    def probe(st):
        node = st.node
        if node.kind == "decision" and node.prompt == "grelottine":
            q, target = node.players[0], st.owner
            action = bots[q].act(st, q)
            expected = grelottine_top(st.variant, st.score(q), st.score(target),
                                      "CUL_DE_CHOUETTE")
            seen.append((action.combination, action.stake, expected))

    play_out(state, bots, random.Random(7), probe)
    assert seen and all(c == "CUL_DE_CHOUETTE" and stake == top for c, stake, top in seen)
    replay = State.from_dict(json.loads(json.dumps(state.to_dict())))
    assert replay.events == state.events
