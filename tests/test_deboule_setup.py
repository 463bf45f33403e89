"""Game start: players, colours, sides, the roll-off for the lead, who starts (seed)."""

from __future__ import annotations

import pytest
from test_deboule_support import assert_refused, new_game, roll_off, start_round

from deboule.rules.deboule import (
    ChooseLeadPosition,
    ChooseLeadPositionRequest,
    ChooseStarter,
    ChooseStarterRequest,
    ChooseTowers,
    ChooseTowersRequest,
    IllegalAction,
    MatchOptions,
    RollOff,
    RollOffRequest,
    ThrowRequest,
)
from deboule.rules.deboule.setup import make_layout


def test_two_players_have_four_deboules_of_two_colours():
    # seed: "À deux joueurs, chacun reçoit 4 déboules"
    lay = make_layout(MatchOptions(players=2))
    assert lay.n_sides == 2
    for p in (0, 1):
        pieces = lay.pieces_of(p)
        assert len(pieces) == 4
        assert len({x.rsplit("-", 1)[0] for x in pieces}) == 2
    assert set(lay.pieces_of(0)).isdisjoint(lay.pieces_of(1))


def test_three_players_two_each_and_yellow_unused():
    # seed: "À trois, chacun reçoit 2 déboules et joue individuellement (le matériel en plus
    # est inutilisé)"
    lay = make_layout(MatchOptions(players=3))
    assert lay.n_sides == 3
    assert [len(lay.pieces_of(p)) for p in range(3)] == [2, 2, 2]
    assert not any(p.startswith("yellow") for p in lay.deboules)


def test_four_players_teams_or_each_for_themselves():
    teams = make_layout(MatchOptions(players=4, teams=True))
    assert teams.n_sides == 2
    assert teams.members == ((0, 2), (1, 3))
    assert len(teams.side_pieces(0)) == 4
    alone = make_layout(MatchOptions(players=4))
    assert alone.n_sides == 4
    assert all(len(alone.pieces_of(p)) == 2 for p in range(4))


@pytest.mark.parametrize("kwargs", [
    {"players": 1}, {"players": 5}, {"players": 3, "teams": True}, {"players": True},
    {"seed": 1.5}, {"target": 0},
])
def test_bad_options_raise(kwargs):
    with pytest.raises(IllegalAction):
        MatchOptions(**kwargs)


def test_roll_off_highest_takes_the_lead_and_picks_the_starter():
    # seed: "Le score le plus élevé détermine le joueur qui prend la main. Celui-ci choisit
    # qui commence ! ... on peut donc désigner son adversaire."
    game = new_game(2)
    game.apply(RollOff(2))
    game.apply(RollOff(5))
    assert game.lead_player == 1
    req = game.pending
    assert isinstance(req, ChooseStarterRequest) and req.player == 1
    assert req.options == (0, 1)
    game.apply(ChooseStarter(0))  # the lead designates the opponent
    assert isinstance(game.pending, ChooseTowersRequest)
    assert game.pending.player == 1  # the lead chooses the towers
    start_round(game)
    # the lead threw the cochondé (D11/D12) and the designated starter throws first
    req = game.pending
    assert isinstance(req, ThrowRequest) and req.side == 0 and req.purpose == "deboule"


def test_roll_off_ties_roll_again_and_out_rolls_repeat():
    game = new_game(3)
    game.apply(RollOff(6))
    game.apply(RollOff(None))  # out: player 1 rolls again (R2)
    assert game.pending.player == 1
    game.apply(RollOff(6))
    game.apply(RollOff(4))
    # players 0 and 1 tied at 6: only they roll again
    assert isinstance(game.pending, RollOffRequest) and game.pending.player == 0
    game.apply(RollOff(1))
    assert game.pending.player == 1
    game.apply(RollOff(3))
    assert game.lead_player == 1


def test_bad_roll_off_faces_are_refused():
    game = new_game(2)
    for face in (0, 7, True, "6", 2.5):
        # a face of the wrong type (True, "6") is refused by the action's codec (bad_action)
        assert_refused(game, RollOff(face), "1..6|bad action")


def test_choose_starter_refuses_unknown_side():
    game = new_game(2)
    roll_off(game, 0)
    assert_refused(game, ChooseStarter(2))
    assert_refused(game, ChooseTowers((0, 1, 2, 3)), "not possible now")


def test_four_alone_lead_first_others_random_order():
    # seed: "le meneur choisit d'être premier (et les autres jouent en ordre aléatoire)"
    orders = set()
    for seed in range(12):
        game = new_game(4, seed=seed)
        roll_off(game, 2)
        assert isinstance(game.pending, ChooseLeadPositionRequest)
        game.apply(ChooseLeadPosition("first"))
        order = game.turn_order
        assert order[0] == 2 and sorted(order) == [0, 1, 2, 3]
        orders.add(order)
        # same seed, same order (no global random state)
        again = new_game(4, seed=seed)
        roll_off(again, 2)
        again.apply(ChooseLeadPosition("first"))
        assert again.turn_order == order
    assert len(orders) > 1  # the others' order really is drawn


def test_four_alone_lead_last_picks_the_first():
    # seed: "ou dernier (dans ce cas, il choisit le premier et les autres jouent aléatoirement)"
    game = new_game(4, seed=5)
    roll_off(game, 0)
    game.apply(ChooseLeadPosition("last"))
    req = game.pending
    assert isinstance(req, ChooseStarterRequest) and req.options == (1, 2, 3)
    assert_refused(game, ChooseStarter(0))
    game.apply(ChooseStarter(3))
    order = game.turn_order
    assert order[0] == 3 and order[-1] == 0 and sorted(order) == [0, 1, 2, 3]
    start_round(game)
    assert game.pending.side == 3


def test_bad_lead_position_refused():
    game = new_game(4)
    roll_off(game, 0)
    assert_refused(game, ChooseLeadPosition("middle"), "first")


def test_teams_starter_is_a_side_and_either_partner_may_throw():
    # seed: "L'ordre au sein d'une équipe est au choix des équipiers."
    game = new_game(4, teams=True)
    roll_off(game, 1)
    assert game.pending.options == (0, 1)
    game.apply(ChooseStarter(1))
    start_round(game)
    req = game.pending
    assert isinstance(req, ThrowRequest)
    assert req.side == 1 and req.players == (1, 3)
    assert set(req.pieces) == {"blue-1", "blue-2", "yellow-1", "yellow-2"}


@pytest.mark.parametrize("reperes", [(0, 1, 2), (0, 1, 2, 2), (0, 1, 2, 9), (0, 1, 2, -1),
                                     (0, 1, 2, 3, 4), [0, 1, 2, 3], (0, 1, 2, True)])
def test_tower_layout_needs_four_distinct_reperes(reperes):
    # seed: "chacune sur l'un des neuf repères et pas ailleurs"
    game = new_game(2)
    roll_off(game)
    game.apply(ChooseStarter(0))
    assert_refused(game, ChooseTowers(reperes), "repères|bad action")  # True: the codec's


def test_all_126_layouts_are_offered():
    game = new_game(2)
    roll_off(game)
    game.apply(ChooseStarter(0))
    layouts = game.legal_actions()
    assert len(layouts) == 126  # C(9, 4)
    assert len({a.reperes for a in layouts}) == 126
