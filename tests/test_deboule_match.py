"""The window's Le Déboulé controller: same match as the headless sim, replayable inputs."""

from __future__ import annotations

import json

import pytest

from deboule.games.deboule.match import DebouleMatch, Seat
from deboule.games.deboule.sim import play_match
from deboule.physics import Throw


def test_the_controller_plays_the_same_match_as_the_headless_sim():
    match = DebouleMatch([Seat("bot", "novice"), Seat("bot", "expert")], seed=3, target=5,
                         headless=True)
    match.play_out()
    report = play_match(2, ["novice", "expert"], seed=3, target=5)
    assert match.game.to_dict() == report.game.to_dict()
    assert match.game.is_over


def test_recorded_inputs_replay_to_the_same_table_and_score():
    match = DebouleMatch([Seat("bot", "casual"), Seat("bot", "novice")], seed=8, target=4,
                         headless=True)
    match.play_out()
    data = json.loads(json.dumps(match.to_save()))
    again = DebouleMatch.from_save(data, headless=True)
    assert again.game.scores == match.game.scores
    assert again.world.poses() == match.world.poses()
    assert again.game.to_dict() == match.game.to_dict()


def test_a_human_throw_is_animated_then_handed_to_the_rules():
    match = DebouleMatch([Seat("human"), Seat("bot", "novice")], seed=1, headless=True)
    assert match.human_to_act()
    match.human_throw("cochonde", Throw((0.05, 0.0, 0.05), (1.6, 0.0, 0.0)))
    assert match.flight is not None and not match.human_to_act()
    frames = 0
    while match.flight is not None:
        match.update(1 / 60)
        frames += 1
    assert frames > 10
    assert match.game.events[-1].kind in ("rolloff", "rolloff_out")
    assert match.inputs[0]["piece"] == "cochonde"


def test_human_answers_out_of_turn_are_refused_and_change_nothing():
    match = DebouleMatch([Seat("bot", "novice"), Seat("human")], seed=1, headless=True)
    before = match.game.to_dict()
    with pytest.raises(ValueError):
        match.human_throw("cochonde", Throw((0.05, 0.0, 0.05), (1.6, 0.0, 0.0)))
    assert match.game.to_dict() == before and match.flight is None and match.inputs == []


def test_bad_records_are_refused():
    with pytest.raises(ValueError):
        DebouleMatch.from_save({"seats": "x"}, headless=True)
    good = DebouleMatch([Seat("bot"), Seat("bot")], seed=0, headless=True).to_save()
    good["inputs"] = [{"action": {"type": "relance"}}]  # not what the game waits for
    with pytest.raises(ValueError):
        DebouleMatch.from_save(good, headless=True)
