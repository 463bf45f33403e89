"""Issue 49: the rules Kize/cdc-engine plays that the seeds do not, as house options.

- `civet_bets` "kize" (lib/rule-runner/rules/level-1/civet-rule.ts): a Civet also on a
  Soufflette, a Bleu-Rouge, an Artichette (and the Sirop-Grelot, the seeds' "avec Sirotage"),
  judged by the throw's first effect; also thrown on a Verdier. Its spec cases
  (civet-rule.spec.ts) translated below.
- `sirop_own_bet` (src/pages/scribe-panel/modals/resolvers/SiropModalResolver.tsx): the
  sirotant bets on their own Sirotage.
- `jarret_direct` (lib/rule-runner/rules/level-3/bleu-rouge-rule.ts): a Néant on a Bleu-Rouge
  relance gives its thrower the Jarret, no race, no Grelottine. Its spec cases
  (bleu-rouge-rule.spec.ts) translated below.
"""

from __future__ import annotations

import random

import pytest
from cdc_bot_games import play_out

from deboule.rules.cul_de_chouette import (
    BetBird,
    BleuRougeBet,
    DeclareCivet,
    IllegalAction,
    Pass,
    Siroter,
    State,
    Variant,
    VariantError,
)
from deboule.rules.cul_de_chouette.actions import Press, Throw
from deboule.rules.cul_de_chouette.bots import make_bot
from deboule.rules.cul_de_chouette.house import civet_bots
from deboule.rules.cul_de_chouette.scripted import Script, variant_with


def civet_script(only=("civet",), scores=(200, 100, 100), **changes) -> Script:
    """Three players, clockwise, seat 0 ("Alban") holding a Civet; optional rules off but
    `only`; Kize's Civet bets on unless told otherwise."""
    changes.setdefault("civet_bets", "kize")
    return Script(3, variant_with(list(only), turn_order="clockwise", **changes),
                  scores=list(scores), civets=(0,))


def civet_verdict(s: Script) -> bool:
    return s.events("civet_result")[-1]["success"]


def declared(s: Script) -> set[str]:
    return {a.combination for a in s.state.legal_actions(0) if isinstance(a, DeclareCivet)}


# -- the bets offered -----------------------------------------------------------------------
def test_kize_offers_the_soufflette_bleu_rouge_and_artichette_only_with_their_rules():
    seeds = {"CHOUETTE", "VELUTE", "CHOUETTE_VELUTE", "SUITE", "CUL_DE_CHOUETTE"}
    assert declared(civet_script(civet_bets="off")) == seeds
    assert declared(civet_script()) == seeds | {"SOUFFLETTE"}
    assert declared(civet_script(("civet", "bleu_rouge"), artichette="kize")) == seeds | {
        "SOUFFLETTE", "BLEU_ROUGE", "ARTICHETTE"}


def test_a_kize_bet_without_the_option_is_refused_and_changes_nothing():
    s = civet_script(civet_bets="off")
    before = (s.scores(), len(s.state.events), list(s.state.has_civet))
    with pytest.raises(IllegalAction):
        s.act(DeclareCivet(0, 10, "SOUFFLETTE"))
    assert (s.scores(), len(s.state.events), list(s.state.has_civet)) == before


# -- civet-rule.spec.ts, translated (Alban is seat 0) -----------------------------------------
def test_spec_handles_a_won_civet_bet():
    """Velute bet 102, dice 2-3-5: CIVET_WON 102 (and the Velute's 50)."""
    s = civet_script()
    s.act(DeclareCivet(0, 102, "VELUTE")).throw((2, 3), 5)
    assert civet_verdict(s) is True and s.score(0) == 200 + 102 + 50


def test_spec_handles_a_lost_civet_bet():
    """Velute bet 42, dice 3-3-3: CIVET_LOST -42."""
    s = civet_script()
    s.act(DeclareCivet(0, 42, "VELUTE")).throw((3, 3), 3)
    assert civet_verdict(s) is False and not s.state.has_civet[0]


def test_spec_a_velute_bet_lost_on_a_bleu_rouge_whose_relance_is_a_velute():
    """Velute bet 102, dice 3-4-3 (a Bleu-Rouge, its relance 2-3-5 a Velute): lost."""
    s = civet_script(("civet", "bleu_rouge"))
    s.act(DeclareCivet(0, 102, "VELUTE")).throw((3, 4), 3)
    assert civet_verdict(s) is False


def test_spec_a_chouette_bet_won_when_someone_else_catches_the_bird():
    """Chouette bet 102, dice 3-5-3, Delphin (seat 1) shouts "Attrape-Oiseau !" and sirotes
    (last die 5): CIVET_WON 102."""
    s = civet_script(("civet", "sirotage"), attrape_oiseau=True)
    s.act(DeclareCivet(0, 102, "CHOUETTE")).throw((3, 5), 3).act(Siroter(0))
    s.race({1: 300}).pass_all("bet_sirotage").dice(5)
    assert civet_verdict(s) is True and s.events("attrape_oiseau")[-1]["player"] == 1


def test_spec_a_verdier_call_during_a_civet_bet_where_the_bet_is_lost():
    """Chouette bet 102 thrown on a Verdier: chouettes 2-4, Alban shouts "Vert-Linette !",
    cul 6: CIVET_LOST -102 and VERDIER_WON 25 (2-4-6 is a Velute, no Chouette)."""
    s = civet_script(verdier="kize")
    s.act(DeclareCivet(0, 102, "CHOUETTE")).throw((2, 4))
    assert s.node.prompt == "vert_linette"
    s.race({0: 300}).dice(6)
    assert civet_verdict(s) is False
    assert s.events("verdier_bet")[-1]["player"] == 0
    assert s.score(0) == 200 - 102 + 25 + 72  # and the Velute of 6 (2 x 36)


# -- Kize's further bets and its judge ---------------------------------------------------------
def test_a_soufflette_bet_wins_on_4_2_1():
    s = civet_script()
    s.act(DeclareCivet(0, 30, "SOUFFLETTE")).throw((4, 2), 1)
    assert civet_verdict(s) is True and s.score(0) == 230


def test_a_bleu_rouge_bet_wins_on_3_3_4_and_a_chouette_bet_loses_there():
    won = civet_script(("civet", "bleu_rouge"))
    won.act(DeclareCivet(0, 30, "BLEU_ROUGE")).throw((3, 4), 3)
    assert civet_verdict(won) is True
    lost = civet_script(("civet", "bleu_rouge"))
    lost.act(DeclareCivet(0, 30, "CHOUETTE")).throw((3, 4), 3)
    assert civet_verdict(lost) is False
    seeds = civet_script(("civet", "bleu_rouge"), civet_bets="off")
    seeds.act(DeclareCivet(0, 30, "CHOUETTE")).throw((3, 4), 3)
    assert civet_verdict(seeds) is True  # the seeds: a Bleu-Rouge is a Chouette of 3 too


def test_an_artichette_bet_wins_on_3_4_4_and_a_chouette_bet_loses_there():
    won = civet_script(artichette="kize")
    won.act(DeclareCivet(0, 30, "ARTICHETTE")).throw((4, 3), 4)
    assert civet_verdict(won) is True
    lost = civet_script(artichette="kize")
    lost.act(DeclareCivet(0, 30, "CHOUETTE")).throw((4, 3), 4)
    assert civet_verdict(lost) is False


@pytest.mark.parametrize("cul, grelot_wins", [(2, True), (5, False)])
def test_a_siroted_chouette_wins_only_the_sirop_grelot(cul, grelot_wins):
    """Kize's SirotageRule: a siroted Chouette's first effect is SIROP_WON or SIROP_LOST,
    never CHOUETTE: a Chouette bet loses either way; the Sirop-Grelot wins a won one."""
    chouette = civet_script(("civet", "sirotage"))
    chouette.act(DeclareCivet(0, 30, "CHOUETTE")).throw((2, 2), 5).act(Siroter(0))
    chouette.pass_all("bet_sirotage").dice(cul)
    assert civet_verdict(chouette) is False
    grelot = civet_script(("civet", "sirotage"))
    grelot.act(DeclareCivet(0, 30, "CUL_DE_CHOUETTE", True)).throw((2, 2), 5).act(Siroter(0))
    grelot.pass_all("bet_sirotage").dice(cul)
    assert civet_verdict(grelot) is grelot_wins
    kept = civet_script(("civet", "sirotage"))
    kept.act(DeclareCivet(0, 30, "CHOUETTE")).throw((2, 2), 5).act(Pass(0))
    assert civet_verdict(kept) is True


def test_kize_counts_one_two_three_as_both_suite_and_velute():
    for bet in ("SUITE", "VELUTE"):
        s = civet_script()
        s.act(DeclareCivet(0, 30, bet)).throw((1, 2), 3)
        assert civet_verdict(s) is True


def test_bots_name_kizes_bets_and_price_them_by_kizes_judge():
    v = Variant.preset("tables", civet_bets="kize")
    assert set(civet_bots.careless_civet_bets(v)) >= {"SOUFFLETTE", "BLEU_ROUGE", "ARTICHETTE"}
    assert civet_bots.careless_civet_bets(Variant.preset("tables")) == [
        "CHOUETTE", "VELUTE", "SUITE", "CUL_DE_CHOUETTE"]
    # 216 throws: a Chouette first 75 (90 pairs less 9 Chouette Velutes, the Bleu-Rouge's 3
    # and the Artichette's 3), a Bleu-Rouge 3, a Soufflette 6
    assert round(civet_bots.kize_civet_odds(v, "CHOUETTE", False) * 216) == 75
    assert round(civet_bots.kize_civet_odds(v, "BLEU_ROUGE", False) * 216) == 3
    assert round(civet_bots.kize_civet_odds(v, "SOUFFLETTE", False) * 216) == 6
    assert civet_bots.civet_odds(Variant.preset("tables"), "CHOUETTE", False) == 81 / 216


# -- the sirotant's own bet --------------------------------------------------------------------
def sirop_script(**changes) -> Script:
    s = Script(3, variant_with(["sirotage"], turn_order="clockwise", **changes),
               scores=[100, 100, 100])
    return s.throw((4, 4), 2).act(Siroter(0))


def test_the_sirotant_bets_on_their_own_sirotage():
    s = sirop_script(sirop_own_bet=True)
    assert s.node.prompt == "bet_sirotage" and 0 in s.node.players
    s.act(BetBird(0, "chouette"), Pass(1), Pass(2))  # on a 6
    assert s.events("bet")[-1]["player"] == 0


def test_without_the_option_the_sirotant_does_not_bet():
    s = sirop_script()
    assert s.node.prompt == "bet_sirotage" and 0 not in s.node.players
    with pytest.raises(IllegalAction):
        s.act(BetBird(0, "chouette"))


# -- bleu-rouge-rule.spec.ts, translated ----------------------------------------------------
def jarret_variant(**changes) -> Variant:
    changes.setdefault("jarret_direct", True)
    return variant_with(["bleu_rouge", "grelottine"], turn_order="clockwise", jarret="jarret",
                        **changes)


def test_spec_a_neant_relance_with_no_bet_won_gives_the_jarret_and_no_grelottine():
    """Alban (seat 0) rolls a Bleu-Rouge; nobody's total comes; the relance is a Néant: Alban
    gets the Jarret (ADD_JARRET), no race, and no Grelottine (no ADD_GRELOTTINE)."""
    s = Script(3, jarret_variant(), scores=[50, 50, 50])
    s.throw((3, 4), 3).act(BleuRougeBet(0, (4,)), BleuRougeBet(1, (3,)), Pass(2))
    s.dice(1, 3, 6)  # 10: a Néant, no bet won
    assert s.state.jarret_held == [True, False, False]
    assert s.state.has_grelottine == [False, False, False]
    assert not s.events("race_open") and s.owner == 1


def test_spec_a_neant_relance_whose_bet_is_won_gives_the_jarret_to_the_thrower_only():
    """The spec's second case: the Néant 6-4-1 (11) and Alban's bet 11 won; the thrower of the
    relance gets the Jarret, the bettor none, nobody a Grelottine. (Kize makes the winning
    bettor of a first relance that is a new Bleu-Rouge throw the next one; our relances stay
    the thrower's, C2: the Jarret goes to whoever threw the Néant, as there.)"""
    s = Script(3, jarret_variant(), scores=[50, 50, 50])
    s.throw((3, 4), 3).act(BleuRougeBet(0, (11,)), BleuRougeBet(1, (3,)), Pass(2))
    s.dice(6, 4, 1)
    assert s.state.jarret_held == [True, False, False]
    assert s.state.has_grelottine == [False, False, False]
    assert s.events("bet_won")[-1]["player"] == 0


def test_without_jarret_direct_the_relance_neant_opens_the_race_and_gives_a_grelottine():
    s = Script(3, jarret_variant(jarret_direct=False), scores=[50, 50, 50])
    s.throw((3, 4), 3).act(BleuRougeBet(0, (4,)), Pass(1), Pass(2))
    s.dice(1, 3, 6)
    assert s.node.prompt == "lance_buches"
    s.race({1: 300})
    assert s.state.jarret_held == [False, True, False] and s.state.has_grelottine[0]


def test_a_held_jarret_is_kept_not_doubled():
    s = Script(3, jarret_variant(), scores=[50, 50, 50])
    s.state.jarret_held[0] = True
    s.act(Throw(0), Pass(0)).dice(3, 4).dice(3).act(BleuRougeBet(0, (4,)), Pass(1), Pass(2))
    s.dice(1, 3, 6)
    assert s.events("jarret_kept")[-1]["player"] == 0 and s.state.jarret_held[0]


# -- options: presets, refusals, saves, bots ---------------------------------------------------
NEW = {"civet_bets": "kize", "sirop_own_bet": True, "jarret_direct": True}


def test_the_seeds_presets_and_tables_leave_kizes_rules_off():
    for name in ("kaamelott", "iruo", "tables"):
        v = Variant.preset(name)
        assert (v.civet_bets, v.sirop_own_bet, v.jarret_direct) == ("off", False, False)


@pytest.mark.parametrize("bad", [
    {"civet_bets": "bogus"}, {"civet_bets": True}, {"sirop_own_bet": "yes"},
    {"jarret_direct": True},  # needs the Jarret
    {"civet_bets": "kize", "civet": False, "civet_sirote": False, "banque": False},
    {"sirop_own_bet": True, "sirotage": False, "contre_sirop": False, "civet_sirote": False,
     "banque": False, "attrape_oiseau": False},
])
def test_bad_values_and_missing_needs_are_refused(bad):
    with pytest.raises(VariantError):
        Variant.preset("kaamelott", **bad)


def test_the_options_go_through_a_save_and_a_seeded_bot_game_replays():
    v = Variant.preset("tables", jarret="jarret", max_turns=150, **NEW)
    assert Variant.from_dict(v.to_dict()) == v
    games = []
    for _ in range(2):
        rng = random.Random(6)  # seed 6: a Civet on a Soufflette and a Jarret given directly
        state = State.new({"players": 3, "variant": v.to_dict()})
        bots = [make_bot(level, 7 + k) for k, level in enumerate(["expert", "novice", "novice"])]
        games.append(play_out(state, bots, rng))
    one, two = games
    assert one.log_lines("fr", 0) == two.log_lines("fr", 0)
    again = State.from_dict(one.to_dict())
    assert again.log_lines("en", 0) == one.log_lines("en", 0)
    sirotant, own_bets = None, 0  # the bots bet on their own Sirotage too
    for e in one.events:
        if e.kind == "sirotage":
            sirotant = e["player"]
        elif e.kind == "bet" and e.get("on") == "sirotage" and e["player"] == sirotant:
            own_bets += 1
    assert own_bets
    assert "SOUFFLETTE" in {e["combination"] for e in one.events if e.kind == "civet"}
    assert any(e.kind == "jarret_direct" for e in one.events)


def test_a_forged_throw_during_a_kize_civet_changes_nothing():
    s = civet_script()
    s.act(DeclareCivet(0, 30, "SOUFFLETTE"))
    before = len(s.state.events)
    with pytest.raises(IllegalAction):
        s.act(Press(1, "vert_linette", 10))
    with pytest.raises(IllegalAction):
        s.act(Throw(1))
    assert len(s.state.events) == before
