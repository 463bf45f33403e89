"""D11: round scoring, the stake, the game to 21, the lead; records and replays."""

from __future__ import annotations

import json

import pytest
from test_deboule_support import (
    assert_refused,
    new_game,
    roll_off,
    snapshot,
    start_2p,
    start_round,
    throw,
)

from deboule.rules.deboule import (
    ChooseStarter,
    ChooseTowers,
    ChooseTowersRequest,
    DebouleGame,
    EffectRequest,
    GameOver,
    IllegalAction,
    Observed,
    Renounce,
    RollOff,
    Thrown,
    ThrowRequest,
    action_from_dict,
)
from deboule.rules.deboule.geometry import Square
from deboule.rules.deboule.scoring import ScoringPiece, next_side, score_round


def test_round_score_stake_plus_each_valid_deboule():
    # seed: "marque les points affichés sur le cochondé, +1 par déboule valide (valide = plus
    # proche que l'adversaire)"
    game, b = start_2p(face=4)
    throw(game, b, "red-1", 0.70, 0.0)  # 0.082
    throw(game, b, "green-1", 0.75, 0.0)  # 0.032
    throw(game, b, "red-2", 0.77, 0.0)  # 0.012
    throw(game, b, "green-2", 0.60, 0.1)
    throw(game, b, "yellow-1", 0.40, 0.2)
    throw(game, b, "yellow-2", 0.45, -0.2)
    throw(game, b, "blue-1", 0.80, 0.03)  # 0.012 across
    throw(game, b, "blue-2", 0.30, 0.0)
    result = game.round_results[-1]
    assert not result.void
    assert result.score.winner == 0
    assert result.score.pieces == ("blue-1", "red-2")  # red-1 (0.082) is not closer than 0.032
    assert result.score.points == 4 + 2
    assert game.scores == (6, 0)
    # D11: the winner has the lead (the owner of the closest piece); the round is over
    assert isinstance(game.pending, ChooseTowersRequest) and game.pending.player == 0


def test_tie_for_the_closest_scores_nothing_and_keeps_the_lead():
    # seed: "dont au moins une déboule est plus proche du cochondé que toutes les déboules
    # adverses": a tie has no such déboule (R7)
    game, b = start_2p(starter=1, lead=1)
    throw(game, b, "green-1", 0.782, 0.0)  # touching: 0
    throw(game, b, "red-1", 0.818, 0.0)  # touching: 0
    for _ in range(6):
        req = game.pending
        throw(game, b, req.pieces[0], 0.3 + 0.05 * len(game.thrown), 0.25 * (req.side - 0.5))
    score = game.round_results[-1].score
    assert score.winner is None and score.points == 0
    assert game.scores == (0, 0)
    assert game.pending.player == 1  # the lead stays


def test_minimum_two_and_maximum_ten_points():
    # seed: "Le score minimal est donc de 2 points ... Le score maximal est de 10 points"
    assert score_round([_sp("a", 0, 0.01), _sp("b", 1, 0.02)], 1, 2).points == 2
    four = [_sp(f"p{i}", 0, 0.01 * i) for i in range(4)]
    assert score_round(four, 6, 2).points == 10  # opponents all out: every die counts
    tied = [_sp("a", 0, 0.01), _sp("b", 1, 0.01)]
    assert score_round(tied, 6, 2).winner is None
    assert score_round([], 6, 2).winner is None


def _sp(pid: str, side: int, d: float) -> ScoringPiece:
    return ScoringPiece(pid, side, Square((0.0, 0.0), 0.011), d)


def test_next_side_rules_d7():
    inf = float("inf")
    assert next_side([0.1, 0.2], [0, 1], [0, 1], 0) == 1
    assert next_side([0.1, 0.1], [0, 1], [0, 1], 0) == 1
    assert next_side([0.1, 0.1], [0, 1], [0, 1], 1) == 0
    assert next_side([inf, inf, 0.1], [0, 1, 2], [2, 0, 1], 2) == 0
    # D7: with three or more sides, among sides with no valid piece the earliest in the round's
    # turn order throws (not the next one after the last thrower)
    assert next_side([inf, inf, 0.1], [0, 1, 2], [2, 0, 1], 0) == 0
    assert next_side([inf, inf, 0.1], [1, 2], [2, 0, 1], 1) == 1  # 0 has nothing left
    with pytest.raises(ValueError):
        next_side([0.1], [], [0], None)


def test_d7_the_earliest_side_without_a_valid_piece_throws_with_three_players():
    # D7 (issue example): order 0, 1, 2; side 0's die is knocked out by side 1's throw; sides 0
    # and 2 have no valid piece -> side 0 throws, not side 2 (the next after the last thrower).
    inf = float("inf")
    assert next_side([inf, 0.05, inf], [0, 1, 2], [0, 1, 2], 1) == 0
    assert next_side([inf, 0.05, inf], [0, 1, 2], [1, 2, 0], 1) == 2  # 2 comes before 0 here
    # two sides keep "the side that did not throw last"
    assert next_side([inf, inf], [0, 1], [0, 1], 1) == 0
    assert next_side([inf, inf], [0, 1], [0, 1], 0) == 1


def test_d11_a_bare_tower_adds_no_point_and_a_round_is_worth_ten_at_most():
    # D11: "A bare tower (conceded, no déboule on it) can win the stake as the closest piece but
    # adds no point; a round is worth at most 10 points"
    tower = ScoringPiece("tower-1", 0, Square((0.0, 0.0), 0.011), 0.005, tower=True)
    four = [_sp(f"p{i}", 0, 0.01 * (i + 1)) for i in range(4)]
    score = score_round([tower, *four, _sp("b", 1, 0.2)], 6, 2)
    assert score.winner == 0 and score.valid == 4 and "tower-1" not in score.pieces
    assert score.points == 10
    five = [_sp(f"p{i}", 0, 0.01 * (i + 1)) for i in range(5)]
    assert score_round(five, 6, 3).points == 10  # never more than 10
    alone = score_round([tower, _sp("b", 1, 0.2)], 3, 2)
    assert alone.winner == 0 and alone.points == 3 and alone.pieces == ()


def test_conceded_tower_wins_the_stake_but_adds_no_point():
    # D10: the tower "compte en entier pour l'obtention des points du cochondé"; D11: a bare
    # tower wins the stake as the closest piece but adds no point
    game, b = start_2p(face=2)
    b.tower("tower-3", 0.83, 0.05, fallen=True)  # red-1 knocks tower-3 right next to it
    throw(game, b, "red-1", 0.70, 0.0)
    b.tower("tower-3", 0.83, 0.05)
    game.apply(Observed(b.build()))
    assert game.tower_owner("tower-3") == 1
    while isinstance(game.pending, ThrowRequest):
        req = game.pending
        b.place(req.pieces[0], 0.3, 0.0).out(req.pieces[0])
        game.apply(Thrown(req.pieces[0], b.build()))
    score = game.round_results[-1].score
    assert score.winner == 1 and score.pieces == ()
    assert score.points == 2


def _sweep_round(game: DebouleGame, winner: int, face: int = 6) -> None:
    """Play a round where `winner`'s déboules all lie close and every other one goes out."""
    b = start_round(game, face=face)
    k = 0
    while isinstance(game.pending, ThrowRequest):
        req = game.pending
        piece = req.pieces[0]
        if req.side == winner:
            k += 1
            b.place(piece, 0.75, -0.09 + 0.045 * k)
        else:
            b.place(piece, 0.3, 0.0).out(piece)
        game.apply(Thrown(piece, b.build()))


def test_game_to_21_and_the_lead_passes_to_the_round_winner():
    # seed: "Être le premier joueur ou la première équipe à totaliser 21 points (ou plus) à la
    # fin d'une manche."
    game = new_game(2)
    roll_off(game, 0)
    game.apply(ChooseStarter(0))
    _sweep_round(game, winner=1)
    assert game.scores == (0, 10)
    assert game.pending.player == 1  # D11: the winner has the lead
    _sweep_round(game, winner=1)
    assert game.scores == (0, 20) and not game.is_over  # 20 < 21
    _sweep_round(game, winner=0, face=1)
    assert game.scores == (5, 20) and game.pending.player == 0
    _sweep_round(game, winner=1, face=1)
    assert game.scores == (5, 25)
    assert game.is_over and game.winner == 1
    assert isinstance(game.pending, GameOver) and game.legal_actions() == []
    assert_refused(game, ChooseTowers((0, 1, 2, 3)), "over")


def test_teams_score_together():
    game = new_game(4, teams=True)
    roll_off(game, 3)
    game.apply(ChooseStarter(0))
    _sweep_round(game, winner=1, face=3)
    assert game.scores == (0, 3 + 4)


def test_record_replays_to_the_same_state_and_survives_json():
    game, b = start_2p()
    throw(game, b, "red-1", 0.6, 0.0, "fleche")
    game.apply(Renounce())
    throw(game, b, "green-1", 0.75, 0.0, "losange", tips=("near",))
    record = json.loads(json.dumps(game.to_dict()))
    again = DebouleGame.from_dict(record)
    assert snapshot(again) == snapshot(game)
    assert isinstance(again.pending, EffectRequest)
    assert again.pending.bascule_directions == ("near",)
    assert [e.to_dict() for e in again.events] == [e.to_dict() for e in game.events]


def test_records_and_action_dicts_are_validated():
    with pytest.raises(IllegalAction):
        action_from_dict({"type": "teleport"})
    with pytest.raises(IllegalAction):
        action_from_dict({"type": "chapeauter"})  # no target
    with pytest.raises(IllegalAction):
        action_from_dict({"type": "renounce", "extra": 1})
    with pytest.raises(IllegalAction):
        DebouleGame.from_dict({"game": "chess"})
    assert action_from_dict(RollOff(4).to_dict()) == RollOff(4)
    assert action_from_dict(ChooseTowers((0, 2, 6, 8)).to_dict()) == ChooseTowers((0, 2, 6, 8))


def test_every_offered_action_is_accepted():
    game, b = start_2p()
    throw(game, b, "red-1", 0.60, 0.0, "fleche")
    game.apply(Renounce())
    throw(game, b, "green-1", 0.75, 0.0)
    throw(game, b, "red-2", 0.50, 0.1, "arc")
    offered = game.legal_actions()
    assert len(offered) == 3  # force green-1, déchole green-1, renounce
    for action in offered:
        trial = game.copy()
        trial.apply(action)


def test_non_actions_are_refused():
    game = new_game(2)
    assert_refused(game, "roll 6")  # type: ignore[arg-type]
