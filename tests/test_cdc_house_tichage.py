"""House rule Tichette by bidding (issue 34, family "sirop"; deboule/rules/cul_de_chouette/house/
tichage.py, after aribautg/cul-de-chouette js/main.js): a lost Sirotage ending 3-3-4, the race
"Salsifi !", the hidden dice, the bids, the reveal and its points, the seats' views, the bots."""

import json
import random
from fractions import Fraction

import pytest
from cdc_bot_games import play_out

from deboule.rules.cul_de_chouette import Game, IllegalAction, Siroter
from deboule.rules.cul_de_chouette.actions import (
    CloseRace,
    DiceRolled,
    Press,
    Quiche,
    Tiche,
    Ticher,
    action_from_dict,
)
from deboule.rules.cul_de_chouette.bots import make_bot
from deboule.rules.cul_de_chouette.house.tichage_bots import PROBABILITY, tiche_probability
from deboule.rules.cul_de_chouette.scripted import Script, variant_with
from deboule.rules.cul_de_chouette.state import State
from deboule.rules.cul_de_chouette.variant import Variant, VariantError


def tichage(*rules, on: bool = True, **changes) -> Variant:
    return variant_with(["sirotage", *rules], turn_order="clockwise", tichette_bidding=on,
                        **changes)


def lost_sirop_334(variant: Variant | None = None, scores=(0, 30, 30)) -> Script:
    """Player 0 sirotes a Chouette of 3 (3-3-5, 9 pts); the die gives 4: 3-3-4, lost."""
    s = Script(3, variant or tichage(), scores=list(scores))
    s.throw((3, 3), 5).act(Siroter(0)).pass_all("bet_sirotage").dice(4)
    return s


def hidden(s: Script, salsifi=None, faces=(2, 5, 5)) -> Script:
    """"Salsifi !" (player 1 first by default), then the ticheur's hidden dice."""
    s.race(salsifi or {1: 300, 2: 500})
    assert s.node.kind == "chance" and s.node.prompt == "tichette_hidden"
    return s.dice(*faces)


def snapshot(state: State):
    return json.dumps(state.to_dict()), len(state.events), state.node.prompt


# -- trigger ------------------------------------------------------------------------------------
def test_a_lost_sirotage_ending_3_3_4_opens_the_race_salsifi_for_everyone():
    s = lost_sirop_334()
    assert s.scores() == [-9, 30, 30]  # the Sirotage is lost as before
    assert s.node.kind == "race" and s.node.prompt == "salsifi"
    assert set(s.node.race.eligible) == {0, 1, 2}
    assert s.node.race.shouts[2] == "salsifi"


def test_off_or_other_dice_no_tichette():
    s = lost_sirop_334(tichage(on=False))
    assert s.node.prompt != "salsifi" and not s.events("tichette_open")
    s = Script(3, tichage(), scores=[0, 30, 30])
    s.throw((4, 4), 3).act(Siroter(0)).pass_all("bet_sirotage").dice(3)  # 4-4-3: no 3-3-4
    assert s.node.prompt != "salsifi"


def test_the_tichette_takes_the_place_of_the_bleu_rouge_relance():
    s = lost_sirop_334(tichage("bleu_rouge", on=False))
    assert s.node.prompt == "bleu_rouge_relance"  # the seed's way: 3-3-4 is a Bleu-Rouge
    s = lost_sirop_334(tichage("bleu_rouge"))
    assert s.node.prompt == "salsifi"
    hidden(s).act(Tiche(1, 5), Quiche(2), Quiche(0))
    assert not any(e["type"] == "bet" and e.get("on") == "bleu_rouge"
                   for e in s.state.events)


def test_the_option_needs_the_sirotage_and_is_off_in_the_seed_presets():
    for preset in ("kaamelott", "iruo", "tables"):
        assert Variant.preset(preset).tichette_bidding is False
    with pytest.raises(VariantError):
        Variant.preset("kaamelott", sirotage=False, contre_sirop=False, tichette_bidding=True)
    with pytest.raises(VariantError):
        Variant.preset("kaamelott", tichette_bidding="yes")


# -- the race -----------------------------------------------------------------------------------
def test_the_first_salsifi_makes_the_ticheur_whose_score_is_the_stake():
    s = lost_sirop_334(scores=(0, 30, 40))
    s.race({2: 250, 1: 400})
    assert s.node.roller == 2
    s.dice(1, 2, 3)
    assert s.events("tichette_hidden")[-1]["stake"] == 40 and s.node.players == (2,)


def test_a_tie_goes_to_the_earliest_press_then_turn_order():
    s = lost_sirop_334()
    s.race({2: 300, 1: 301})  # within the tie window: the earliest press
    assert s.node.roller == 2
    s = lost_sirop_334()
    s.race({2: 300, 1: 300})
    assert s.node.roller == 1  # same time: the first from the sirotant


def test_nobody_shouting_or_a_stake_below_6_means_no_tichette():
    s = lost_sirop_334()
    s.race({})
    assert s.events("tichette_none") and s.node.prompt == "pre_roll" and s.owner == 1
    s = lost_sirop_334()
    s.race({0: 200})  # the sirotant at -9: stake 9, fine
    assert s.node.prompt == "tichette_hidden"
    s = lost_sirop_334(scores=(3, 30, 30))  # 3 - 9 = -6: |-6| = 6 plays
    s.race({0: 200})
    assert s.node.prompt == "tichette_hidden"
    s = lost_sirop_334(scores=(5, 30, 30))  # 5 - 9 = -4: below 6
    s.race({0: 200})
    assert s.events("tichette_poor") and s.node.prompt == "pre_roll"


# -- bids, reveal, points -----------------------------------------------------------------------
def test_the_ticheur_opens_with_a_michette_then_each_raises_in_turn():
    s = hidden(lost_sirop_334())
    assert s.node.prompt == "tichage" and s.node.players == (1,)
    assert {a.tiche for a in s.state.legal_actions(1)} == {1, 2, 3, 4, 5, 6}  # no quiche yet
    s.act(Tiche(1, 5))
    assert s.node.players == (2,)
    legal = s.state.legal_actions(2)
    assert Quiche(2) in legal and Ticher(2) not in legal  # three still in: no claim
    assert min(a.tiche for a in legal if isinstance(a, Tiche)) == 6
    assert Tiche(2, 666) in legal and Tiche(2, 21) not in legal  # digits in rising order


def test_a_right_claim_wins_the_stake_a_quiche_pays_its_last_tiche():
    s = hidden(lost_sirop_334(), faces=(2, 5, 5))
    s.act(Tiche(1, 5), Tiche(2, 6), Tiche(0, 55), Quiche(1))
    assert s.scores() == [-9, 25, 30]  # player 1's last tiche: 5
    s.act(Ticher(2))  # 5-5 among 2-5-5
    assert s.scores() == [-9, 25, 60]
    reveal = s.events("tichette_reveal")[-1]
    assert reveal["faces"] == [2, 5, 5] and reveal["success"] and reveal["tiche"] == 55
    assert s.node.prompt == "pre_roll" and s.owner == 1


def test_a_wrong_claim_loses_the_stake():
    s = hidden(lost_sirop_334(), faces=(2, 5, 6))
    s.act(Tiche(1, 5), Tiche(2, 6), Tiche(0, 55), Quiche(1), Ticher(2))  # one 5 only
    assert s.scores() == [-9, 25, 0]
    assert s.events("tichette_reveal")[-1]["success"] is False


def test_the_last_one_left_must_claim_and_a_quiche_costs_at_most_the_stake():
    s = hidden(lost_sirop_334(), faces=(1, 1, 4))
    s.act(Tiche(1, 1), Tiche(2, 11), Tiche(0, 14), Tiche(1, 114), Quiche(2), Quiche(0))
    assert s.scores()[2] == 30 - 11 and s.scores()[0] == -9 - 14  # their last tiches
    reveal = s.events("tichette_reveal")[-1]
    assert reveal["player"] == 1 and reveal["tiche"] == 114 and reveal["success"]
    assert s.scores()[1] == 60
    s = hidden(lost_sirop_334(scores=(0, 30, 30)), salsifi={0: 100}, faces=(1, 2, 3))
    s.act(Tiche(0, 6), Tiche(1, 66), Tiche(2, 666), Quiche(0), Quiche(1))
    assert s.scores()[1] == 30 - 9  # 66 capped at the stake (9: the ticheur's |-9|)
    assert s.scores()[0] == -9 - 6 and s.scores()[2] == 30 - 9  # 666 not among 1-2-3


# -- refusals -----------------------------------------------------------------------------------
@pytest.mark.parametrize("action", [
    Tiche(1, 11),  # the opening is a Michette
    Quiche(1),  # the ticheur opens
    Ticher(1),  # nothing to claim
    Tiche(2, 3),  # not their turn
    Tiche(1, 7), Tiche(1, 0),  # no such face
])
def test_illegal_openings_are_refused_and_change_nothing(action):
    s = hidden(lost_sirop_334())
    before = snapshot(s.state)
    with pytest.raises(IllegalAction):
        s.state.apply(action)
    assert snapshot(s.state) == before


@pytest.mark.parametrize("action", [Tiche(2, 5), Tiche(2, 4), Tiche(2, 65), Ticher(2)])
def test_illegal_bids_are_refused_and_change_nothing(action):
    s = hidden(lost_sirop_334()).act(Tiche(1, 5))
    before = snapshot(s.state)
    with pytest.raises(IllegalAction):
        s.state.apply(action)  # not higher, digits not rising, a claim with three in
    assert snapshot(s.state) == before


# -- hidden faces -------------------------------------------------------------------------------
def test_no_seat_sees_the_hidden_dice_until_the_claim():
    twins = [hidden(lost_sirop_334(), faces=f).act(Tiche(1, 5)) for f in ((2, 5, 5), (6, 6, 1))]
    for seat in range(3):
        views = [json.dumps(t.state.seat_view(seat)) for t in twins]
        assert views[0] == views[1]  # the faces change nothing a seat is sent
        assert [t.state.observation(seat) for t in twins][0] == twins[1].state.observation(seat)
        actions = twins[0].state.seat_view(seat)["state"]["actions"]
        hidden_dice = [a for a in actions if a["type"] == "dice_rolled" and a["faces"] is None]
        assert len(hidden_dice) == 1
        assert "2-5-5" not in "\n".join(twins[0].state.log_lines("fr"))
    rebuilt = State.from_seat_view(twins[0].state.seat_view(2), random.Random(3))
    assert rebuilt.node.prompt == "tichage" and rebuilt.legal_actions(2) == \
        twins[0].state.legal_actions(2)
    s = twins[0].act(Quiche(2), Quiche(0))  # player 1 is left: the claim reveals them
    faces = [a["faces"] for a in s.state.seat_view(0)["state"]["actions"]
             if a["type"] == "dice_rolled"]
    assert [2, 5, 5] in faces and None not in faces


def test_the_new_actions_serialise():
    for action in (Tiche(1, 456), Quiche(0), Ticher(2)):
        assert action_from_dict(action.to_dict()) == action


def test_the_log_reads_in_both_languages():
    s = hidden(lost_sirop_334(), faces=(2, 5, 5))
    s.act(Tiche(1, 5), Tiche(2, 6), Tiche(0, 55), Quiche(1), Ticher(2))
    fr, en = "\n".join(s.state.log_lines("fr")), "\n".join(s.state.log_lines("en"))
    assert "Salsifi" in fr and "Salsifi" in en
    assert "tiche 55" in fr and "se quiche" in fr and "2-5-5" in fr
    assert "tiches 55" in en and "hidden dice were 2-5-5" in en
    assert "{" not in fr + en and "tichette_" not in fr + en


# -- bots ----------------------------------------------------------------------------------------
def test_the_probability_of_a_tiche_is_exact():
    assert PROBABILITY[1] == Fraction(91, 216)  # 1 - (5/6)^3
    assert PROBABILITY[11] == Fraction(16, 216)
    assert PROBABILITY[12] == Fraction(30, 216)
    assert PROBABILITY[123] == Fraction(6, 216)
    assert tiche_probability(666) == Fraction(1, 216)


def test_a_careful_bot_claims_when_it_loses_less_than_quitting():
    s = hidden(lost_sirop_334()).act(Tiche(1, 5), Tiche(2, 6), Tiche(0, 55), Quiche(1))
    # player 2 (last tiche 6): claim 55 = 30 x (2 x 16/216 - 1) ~ -25.6, quit = -6
    assert make_bot("expert", 1).act(s.state, 2) == Quiche(2)
    s = hidden(lost_sirop_334()).act(Tiche(1, 5), Tiche(2, 6), Quiche(0))
    # player 1 (last 5) facing 6: claim 30 x (2 x 91/216 - 1) ~ -4.7 beats quitting (-5)
    assert make_bot("expert", 1).act(s.state, 1) == Ticher(1)
    s = hidden(lost_sirop_334())
    assert make_bot("expert", 1).act(s.state, 1) == Tiche(1, 1)  # the likeliest opening


def play(seed: int, turns: int = 120) -> State:
    """Four bots on the rules alone (seeded dice, the bots' presses), the option on."""
    rng = random.Random(seed)
    variant = Variant.preset("tables", tichette_bidding=True, max_turns=turns)
    state = Game(4, variant, seed=seed).new_state()
    bots = [make_bot(level, seed + k) for k, level in enumerate(
        ("novice", "regular", "expert", "expert"))]
    return play_out(state, bots, rng)


def test_a_seeded_bot_game_with_a_tichette_is_reproducible_and_replays():
    first, second = play(101), play(101)  # seed 101: a Tichette is played (found by trying seeds)
    assert [e.to_dict() for e in first.events] == [e.to_dict() for e in second.events]
    assert {"tichette_open", "tichette_hidden", "tiche", "tichette_reveal"} <= {
        e.kind for e in first.events}
    copy = State.from_dict(json.loads(json.dumps(first.to_dict())))
    assert [e.to_dict() for e in copy.events] == [e.to_dict() for e in first.events]


def test_an_online_seat_state_rebuilds_once_the_hidden_dice_are_shown():
    from deboule import registry
    from deboule.online.seat_state import SeatState

    s = hidden(lost_sirop_334(), faces=(2, 5, 5)).act(Tiche(1, 5), Tiche(2, 6), Tiche(0, 55))
    seat = SeatState(registry.by_name("cul-de-chouette"))
    seat.set_view(json.loads(json.dumps(s.state.seat_view(2))))
    assert seat.state().node.prompt == "tichage"  # the faces drawn at random
    s.act(Quiche(1), Ticher(2))  # the claim shows them
    seat.set_view(json.loads(json.dumps(s.state.seat_view(2))))
    assert [e.to_dict() for e in seat.state().events] == [e.to_dict() for e in s.state.events]


def scripted_match(seed: int):
    """A headless match of two people up to the Tichette's hidden dice (seat 0 the ticheur)."""
    from deboule.games.cul_de_chouette.match import CdcMatch
    from deboule.rules.cul_de_chouette.actions import Throw

    match = CdcMatch(["human", "human"], seed=seed, preset=tichage(), headless=True)
    for action in (DiceRolled((1,)), DiceRolled((6,)), Throw(0), DiceRolled((3, 3)),
                   DiceRolled((5,)), Siroter(0), DiceRolled((4,)), Press(0, "salsifi", 100),
                   CloseRace()):
        match.apply_scripted(action)
    return match


def test_the_match_rolls_the_hidden_dice_under_the_cup_and_its_record_replays():
    from deboule.games.cul_de_chouette.match import CdcMatch

    match = scripted_match(9)
    assert match.node.prompt == "tichette_hidden" and match.human_to_throw() is None
    throws = sum("throw" in entry for entry in match.entries)
    match.update(0.05)
    assert match.node.prompt == "tichage" and match.flight is None
    assert sum("throw" in entry for entry in match.entries) == throws  # nothing in the tray
    faces = match.state.tichage_faces
    assert scripted_match(9).state.tichage_faces is None  # not yet rolled there
    twin = scripted_match(9)
    twin.update(0.05)
    assert twin.state.tichage_faces == faces  # the match's seed decides them
    match.human_action(Tiche(0, 3))
    match.human_action(Ticher(1))
    assert match.state.events[-1].kind != "tichette_hidden" and not match.state.tichage_faces
    again = CdcMatch.from_save(json.loads(json.dumps(match.to_save())), headless=True)
    assert [e.to_dict() for e in again.state.events] == [e.to_dict() for e in match.state.events]
