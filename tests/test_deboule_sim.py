"""A whole seeded bot match on the real physics world, headless (deboule/games/deboule/sim.py)."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from deboule.games.deboule import sim as sim_deboule
from deboule.games.deboule.sim import play_match
from deboule.rules.deboule import DebouleGame, Thrown
from deboule.rules.deboule.messages import render


@pytest.fixture(scope="module")
def match():
    return play_match(2, ["novice", "novice"], seed=3)


def test_a_full_match_ends_at_21_and_the_record_replays(match):
    game = match.game
    assert game.is_over
    winner = game.winner
    assert game.scores[winner] >= 21 > max(s for i, s in enumerate(game.scores) if i != winner)
    # the scores are the sum of the round scores (D11)
    total = [0, 0]
    for result in game.round_results:
        if result.score is not None and result.score.winner is not None:
            total[result.score.winner] += result.score.points
    assert tuple(total) == game.scores
    # every throw was handed in as an observation; replaying the record gives the same game
    record = json.loads(json.dumps(game.to_dict()))
    again = DebouleGame.from_dict(record)
    assert again.scores == game.scores and again.winner == winner
    assert any(isinstance(a, Thrown) for a in game.history)
    assert any("Manche 1" in line for line in match.lines)


def test_cli_same_seed_same_match_bit_for_bit(match, tmp_path, capsys):
    # the issue: "Same seed, same match, bit for bit" - a second run through the CLI
    path = tmp_path / "partie.json"
    args = SimpleNamespace(players=2, bots="novice,novice", preset=None, teams=False, seed=3,
                           record=str(path), quiet=False)
    assert sim_deboule.run(args) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[: len(match.lines)] == match.lines  # then the "record written" line
    assert "gagne la partie" in match.lines[-1]
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["bots"] == ["novice", "novice"]
    assert json.dumps(record["actions"]) == json.dumps(match.game.to_dict()["actions"])
    assert DebouleGame.from_dict(record).scores == match.game.scores


def test_another_seed_gives_another_match(match):
    other = play_match(2, ["novice", "novice"], seed=4, target=3)
    first = [a for a in other.game.to_dict()["actions"] if a["type"] == "thrown"][0]
    mine = [a for a in match.game.to_dict()["actions"] if a["type"] == "thrown"][0]
    assert first != mine


def test_cli_refuses_unknown_levels(capsys):
    args = SimpleNamespace(players=2, bots="novice,wizard", preset=None, teams=False, seed=0,
                           record=None, quiet=True)
    assert sim_deboule.run(args) == 2
    assert "wizard" in capsys.readouterr().err


def test_four_players_in_teams_play_to_the_end():
    report = play_match(4, ["novice"] * 4, seed=2, teams=True, target=5)
    game = report.game
    assert game.is_over and len(game.scores) == 2
    assert game.scores[game.winner] >= 5


def test_every_event_of_a_match_reads_in_french_and_english(match):
    layout = match.game.layout
    kinds = set()
    for event in match.game.events:
        kinds.add(event.kind)
        fr = render(event, layout, "fr")
        en = render(event, layout, "en")
        assert fr and en and "{" not in fr + en
    assert {"thrown", "round_scored", "game_over", "cochonde_stands"} <= kinds
    with pytest.raises(ValueError):
        render(match.game.events[0], layout, "de")


def test_without_record_option_the_record_goes_to_the_data_folder(monkeypatch, tmp_path,
                                                                  capsys):
    monkeypatch.setenv("DEBOULE_DATA_DIR", str(tmp_path))
    args = SimpleNamespace(players=2, bots="novice,novice", preset=None, teams=False, seed=11,
                           record=None, quiet=True)
    assert sim_deboule.run(args) == 0
    (path,) = (tmp_path / "records" / "sims").glob("deboule-2p-novice-novice-seed11-*.json")
    assert str(path) in capsys.readouterr().out
    assert DebouleGame.from_dict(json.loads(path.read_text(encoding="utf-8"))).is_over
