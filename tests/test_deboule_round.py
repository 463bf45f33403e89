"""A round: towers, the cochondé (D12), who throws next (D7), covered and out pieces."""

from __future__ import annotations

import math

import pytest
from test_deboule_support import (
    REPERES,
    assert_refused,
    new_game,
    roll_off,
    start_2p,
    start_round,
    throw,
)

from deboule.rules.deboule import (
    ChooseStarter,
    ChooseTowers,
    ChooseTowersRequest,
    IllegalAction,
    KeepCochonde,
    KeepOrRethrowRequest,
    KinematicRequest,
    Observed,
    RethrowCochonde,
    TableObs,
    Thrown,
    ThrowRequest,
)
from deboule.rules.deboule.scripted import TableBuilder

# -- the start of a round -----------------------------------------------------------------------


def _to_cochonde(players: int = 2) -> tuple:
    game = new_game(players)
    roll_off(game, 0)
    game.apply(ChooseStarter(0))
    game.apply(ChooseTowers((1, 3, 5, 7)))
    req = game.pending
    # the caller is told to set the table up with the lead's layout
    assert isinstance(req, KinematicRequest) and req.op == "new_round"
    assert req.towers == (1, 3, 5, 7)
    b = TableBuilder((1, 3, 5, 7))
    game.apply(Observed(b.build()))
    return game, b


def test_lead_throws_the_cochonde_and_may_rethrow_once():
    # seed: "Si le lancer ne le satisfait pas ... il peut le relancer une fois. Le second
    # lancer est définitif."
    game, b = _to_cochonde()
    req = game.pending
    assert isinstance(req, ThrowRequest) and req.purpose == "cochonde" and req.player == 0
    b.cochonde(0.8, 0.0, 1)
    game.apply(Thrown("cochonde", b.build()))
    assert isinstance(game.pending, KeepOrRethrowRequest)
    assert game.legal_actions() == [KeepCochonde(), RethrowCochonde()]
    game.apply(RethrowCochonde())
    assert game.pending.purpose == "cochonde" and game.pending.player == 0
    b.cochonde(0.7, 0.1, 2)
    game.apply(Thrown("cochonde", b.build()))
    # the second throw stands: straight to the first déboule
    req = game.pending
    assert isinstance(req, ThrowRequest) and req.purpose == "deboule"
    assert game.stake == 2


def test_cochonde_out_first_then_second_out_passes_to_the_opponent():
    # D12: second throw out -> the opponent throws; out again -> the lead, no limit
    game, b = _to_cochonde()
    b.out("cochonde")
    game.apply(Thrown("cochonde", b.build()))
    assert game.pending.purpose == "cochonde" and game.pending.player == 0  # forced rethrow
    b.out("cochonde")
    game.apply(Thrown("cochonde", b.build()))
    assert game.pending.player == 1  # passed to the opponent
    assert any(e.kind == "cochonde_passed" for e in game.events)
    b.out("cochonde")
    game.apply(Thrown("cochonde", b.build()))
    assert game.pending.player == 0
    b.out("cochonde")
    game.apply(Thrown("cochonde", b.build()))
    assert game.pending.player == 1
    b.cochonde(0.9, 0.0, 5)
    game.apply(Thrown("cochonde", b.build()))
    # the opponent's throw stands (no rethrow offered); the starter (side 0) throws first
    req = game.pending
    assert isinstance(req, ThrowRequest) and req.purpose == "deboule" and req.side == 0
    assert game.stake == 5


def test_cochonde_pass_goes_to_next_side_with_three_players():
    game, b = _to_cochonde(players=3)
    for _ in range(2):
        b.out("cochonde")
        game.apply(Thrown("cochonde", b.build()))
    assert game.pending.player == 1


def test_deboule_in_play_during_cochonde_throw_is_refused():
    game, b = _to_cochonde()
    b.cochonde(0.8, 0.0, 4).place("red-1", 0.5, 0.0)
    assert_refused(game, Thrown("cochonde", b.build()), "not been thrown")


def test_new_round_observation_must_have_four_towers_and_pieces_in_hand():
    game = new_game(2)
    roll_off(game)
    game.apply(ChooseStarter(0))
    game.apply(ChooseTowers(REPERES))
    b = TableBuilder(REPERES)
    b.remove("tower-3")
    assert_refused(game, Observed(b.build()), "4 towers")
    b = TableBuilder(REPERES).place("red-1", 0.5, 0.0)
    assert_refused(game, Observed(b.build()), "not been thrown")


# -- D7: the farthest side throws -----------------------------------------------------------------


def test_farthest_side_throws_and_may_throw_several_times():
    # seed: "c'est toujours le joueur/l'équipe le plus éloigné du cochondé qui lance (un
    # joueur ... peut ainsi jouer plusieurs fois ...)"
    game, b = start_2p()
    throw(game, b, "red-1", 0.70, 0.0)  # 0.082 from the cochondé
    assert game.pending.side == 1  # no valid piece: farthest of all
    throw(game, b, "green-1", 0.76, 0.0)  # 0.022
    assert game.pending.side == 0
    throw(game, b, "red-2", 0.60, 0.05)
    assert game.pending.side == 0  # still farther: throws again
    throw(game, b, "blue-1", 0.775, 0.0)  # 0.007: now closer
    assert game.pending.side == 1
    assert game.side_distances() == [approx0(0.007), approx0(0.022)]


def approx0(x):
    return pytest.approx(x, abs=1e-12)


def test_exact_tie_the_side_that_did_not_throw_last_throws():
    # D7: "On an exact tie, the side that did not throw last throws."
    game, b = start_2p()
    throw(game, b, "red-1", 0.70, 0.0)
    throw(game, b, "green-1", 0.90, 0.0)  # mirror image: same distance
    d = game.side_distances()
    assert math.isclose(d[0], d[1], abs_tol=1e-12)
    assert game.pending.side == 0
    throw(game, b, "red-2", 0.80, 0.20)  # farther than both: the tie remains
    # now p0 threw last and the sides are still tied: p1 throws
    assert game.pending.side == 1
    throw(game, b, "green-2", 0.80, -0.20)
    assert game.pending.side == 0


def test_touching_pieces_tie_at_zero():
    game, b = start_2p()
    throw(game, b, "red-1", 0.80 - 0.018, 0.0)  # touching the cochondé: distance 0 (D6)
    throw(game, b, "green-1", 0.80 + 0.018, 0.0)
    assert game.side_distances() == [0.0, 0.0]
    assert game.pending.side == 0  # p1 threw last


def test_side_with_nothing_left_is_skipped():
    game, b = start_2p()
    throw(game, b, "red-1", 0.50, 0.0)
    throw(game, b, "green-1", 0.79, 0.05)  # close
    for pid, x in (("red-2", 0.50), ("blue-1", 0.45), ("blue-2", 0.40)):
        assert game.pending.side == 0
        throw(game, b, pid, x, 0.1)
    # side 0 has thrown everything: side 1 throws the rest although it is closer
    for pid in ("green-2", "yellow-1", "yellow-2"):
        assert game.pending.side == 1
        throw(game, b, pid, 0.3, -0.2)
    assert isinstance(game.pending, ChooseTowersRequest)  # round over, scored


def test_three_players_no_valid_piece_the_earliest_in_the_turn_order_throws():
    # D7: "among several sides with no valid piece, the one earliest in the round's turn
    # order throws" (not the next one after the last thrower)
    game = new_game(3)
    roll_off(game, 0)
    game.apply(ChooseStarter(1))
    b = start_round(game)
    assert game.turn_order == (1, 2, 0)
    b.place("blue-1", 0.5, 0.0).out("blue-1")
    game.apply(Thrown("blue-1", b.build()))
    assert game.pending.side == 1  # nobody has a valid piece: side 1 is earliest, again
    throw(game, b, game.pending.pieces[0], 0.6, 0.0)
    assert game.pending.side == 2  # sides 2 and 0 have none: 2 comes first in the order
    b.place("green-1", 0.5, 0.0).out("green-1")
    game.apply(Thrown("green-1", b.build()))
    assert game.pending.side == 2  # still none, and still earlier than 0
    throw(game, b, game.pending.pieces[0], 0.55, 0.1)
    assert game.pending.side == 0  # only side 0 has no valid piece


# -- covered, stacked, uncovered ------------------------------------------------------------------


def test_chapeaute_die_is_eliminated_and_its_owner_throws():
    # seed: "Un dé chapeauté est réputé éliminé ... Son propriétaire est donc de facto le plus
    # éloigné du cochondé."
    game, b = start_2p()
    throw(game, b, "red-1", 0.78, 0.0)  # very close
    throw(game, b, "green-1", on="red-1")  # lands on top of it
    assert game.side_distances()[0] == math.inf
    # the stack counts as its top déboule, measured from the base's footprint (D6)
    # 0.8 - 0.007 - (0.78 + 0.011) = 0.002
    assert game.side_distances()[1] == approx0(0.002)
    assert game.pending.side == 0


def test_stack_of_three_only_the_top_counts():
    game, b = start_2p()
    throw(game, b, "red-1", 0.70, 0.0)
    throw(game, b, "green-1", on="red-1")
    throw(game, b, "red-2", on="green-1")
    pieces = {p.piece: p for p in game.valid_pieces()}
    assert set(pieces) == {"red-2"}
    assert pieces["red-2"].distance == approx0(0.082)  # from the base (red-1)
    assert game.pending.side == 1  # green-1 is covered: side 1 has nothing valid


def test_stacked_die_uncovered_by_a_later_throw_counts_again():
    game, b = start_2p()
    throw(game, b, "red-1", 0.70, 0.0)
    throw(game, b, "green-1", on="red-1")
    throw(game, b, "red-2", on="green-1")
    # green-2 knocks red-2 off the stack: green-1 is uncovered again
    b.place("red-2", 0.40, 0.2, "blank")
    throw(game, b, "green-2", 0.45, -0.2)
    pieces = {p.piece for p in game.valid_pieces()}
    assert "green-1" in pieces and "red-1" not in pieces
    assert game.side_distances()[1] == approx0(0.082)


# -- out pieces -----------------------------------------------------------------------------------


def test_out_deboule_stays_out_for_the_round():
    # seed: "Tout élément de jeu sortant de cet espace lors d'un lancer est retiré"
    game, b = start_2p()
    b.place("red-1", 0.5, 0.0).out("red-1")
    game.apply(Thrown("red-1", b.build()))
    assert "red-1" in game.removed
    assert game.pending.side == 1
    b.place("red-1", 0.5, 0.0, "blank")  # back in play? refused
    b.place("green-1", 0.6, 0.0, "blank")
    assert_refused(game, Thrown("green-1", b.build()), "removed")


def test_knocked_out_by_another_throw():
    game, b = start_2p()
    throw(game, b, "red-1", 0.79, 0.05)
    b.out("red-1")
    throw(game, b, "green-1", 0.7, 0.0)
    assert "red-1" in game.removed
    assert game.pending.side == 0


def test_throwing_an_opponents_or_unthrown_piece_is_refused():
    game, b = start_2p()
    b.place("green-1", 0.6, 0.0)
    assert_refused(game, Thrown("green-1", b.build()), "cannot be thrown")
    b2 = TableBuilder(REPERES)
    b2.cochonde(0.8, 0.0, 3).place("red-1", 0.6, 0.0).place("red-2", 0.5, 0.0)
    assert_refused(game, Thrown("red-1", b2.build()), "not been thrown")
    with pytest.raises(IllegalAction, match="top face"):
        TableBuilder(REPERES).place("red-1", 0.6, 0.0, "star")


def test_observation_missing_pieces_is_refused():
    game, b = start_2p()
    obs = b.place("red-1", 0.6, 0.0).build()
    pieces = {k: v for k, v in obs.pieces.items() if k != "green-2"}
    assert_refused(game, Thrown("red-1", TableObs(pieces)), "lacks")


# -- void round (D11) -----------------------------------------------------------------------------


def test_cochonde_knocked_out_voids_the_round_same_lead():
    game, b = start_2p(starter=1, lead=0)
    throw(game, b, "green-1", 0.75, 0.0)
    b.out("cochonde")
    events = throw(game, b, "red-1", 0.8, 0.0)
    kinds = [e.kind for e in events]
    assert kinds.index("cochonde_out_void") < kinds.index("round_void")
    assert game.scores == (0, 0)
    result = game.round_results[-1]
    assert result.void and result.score is None
    req = game.pending
    assert isinstance(req, ChooseTowersRequest) and req.player == 0  # same lead
    assert game.round_number == 2
    start_round(game)
    assert game.pending.side == 1  # same starter as the void round
