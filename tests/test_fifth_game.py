"""A fifth game is its own packages and one line in the registry: a toy game, Cochon (Pig,
tests/toy_game/), is added to `deboule.registry.GAMES` as that one line would add it, and the
command line, the conformance checks and the registry's lookups reach it through its `Game`
object alone, as they reach the four games. Before the games were declared objects, a game was
about sixteen modules under fixed names in deboule/games/<package>/ and deboule/rules/<package>/,
and nine places in the shell imported them by spelled names."""

from __future__ import annotations

import json
import random

import pytest
from test_conformance import Engine, check_who, comparable, step

from deboule import cli, registry
from deboule.rules.core import IllegalAction
from tests import toy_game


@pytest.fixture
def five_games(monkeypatch):
    """The registry with the fifth game's one line added."""
    games = (*registry.GAMES, toy_game.GAME)
    monkeypatch.setattr(registry, "GAMES", games)
    monkeypatch.setattr(registry, "NAMES", tuple(g.name for g in games))
    monkeypatch.setattr(registry, "KEYS", tuple(g.key for g in games))
    return games


def test_the_registry_finds_the_fifth_game_by_its_names(five_games):
    assert registry.by_name("cochon") is toy_game.GAME
    assert registry.by_key("cochon") is toy_game.GAME
    assert toy_game.GAME.state_class().GAME == "cochon"


def test_the_fifth_game_is_unknown_without_its_line():
    assert registry.by_name("cochon") is None
    assert cli.main(["sim", "--game", "cochon", "--players", "2"]) == 2


def test_the_fifth_game_keeps_the_contract(five_games):
    game = toy_game.GAME
    engine = Engine(game.package, game.state_class(), game.chance_supplier())
    for seed in range(5):
        state = engine.state.new({"players": 3, "target": 30})
        rng = random.Random(seed)
        while not state.is_over:
            before = comparable(state)
            with pytest.raises(IllegalAction):
                state.apply(game.codec().from_dict({"type": "die", "face": 7}))
            assert comparable(state) == before  # refused, nothing changed
            step(engine, state, rng)
        check_who(state)
        again = engine.state.from_dict(json.loads(json.dumps(state.to_dict())))
        assert comparable(again) == comparable(state)
        assert [game.codec().from_dict(a.to_dict()) for a in state.history] == \
            list(state.history)


def test_the_command_line_plays_the_fifth_game_through_its_object(five_games, capsys):
    assert cli.main(["sim", "--game", "cochon", "--players", "3", "--bots", "novice",
                     "--seed", "4"]) == 0
    first = capsys.readouterr().out
    assert "winners" in first.splitlines()[-1]
    assert cli.main(["sim", "--game", "cochon", "--players", "3", "--bots", "novice",
                     "--seed", "4"]) == 0
    assert capsys.readouterr().out == first  # same seed, same game
    assert cli.main(["sim", "--game", "cochon", "--players", "9"]) == 2  # its own range


def test_the_fifth_games_options_are_set_from_the_command_line(five_games, capsys):
    """`--rule NAME=VALUE` reaches the fifth game's own options schema (its game_options)."""
    base = ["sim", "--game", "cochon", "--players", "3", "--bots", "novice", "--seed", "4"]
    assert cli.main(base) == 0
    default = capsys.readouterr().out
    assert cli.main([*base, "--rule", "target=40"]) == 0
    longer = capsys.readouterr().out
    assert longer != default and "scores" in longer.splitlines()[-1]
    assert cli.main([*base, "--rule", "targte=20"]) == 2
    refused = capsys.readouterr()
    assert "targte" in refused.err + refused.out and "Traceback" not in refused.err
