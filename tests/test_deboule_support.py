"""Shared helpers for the Déboulé rules tests (no tests here)."""

from __future__ import annotations

import json

import pytest

from deboule.rules.deboule import (
    ChooseStarter,
    ChooseTowers,
    DebouleGame,
    IllegalAction,
    KeepCochonde,
    MatchOptions,
    Observed,
    RollOff,
    Thrown,
)
from deboule.rules.deboule.scripted import TableBuilder

COCHONDE_AT = (0.80, 0.0)
REPERES = (0, 2, 6, 8)  # towers at (0.48, ±0.15) and (0.96, ±0.15)


def new_game(players: int = 2, teams: bool = False, seed: int = 0, target: int = 21
             ) -> DebouleGame:
    return DebouleGame(MatchOptions(players=players, teams=teams, seed=seed, target=target))


def roll_off(game: DebouleGame, winner: int = 0) -> None:
    """Every player rolls; `winner` rolls a 6, the others a 2."""
    for p in range(game.options.players):
        assert game.pending.player == p
        game.apply(RollOff(6 if p == winner else 2))


def start_round(game: DebouleGame, cochonde: tuple[float, float] = COCHONDE_AT, face: int = 3,
                reperes: tuple[int, ...] = REPERES) -> TableBuilder:
    """From a ChooseTowers request to the first déboule throw; returns the table builder."""
    game.apply(ChooseTowers(reperes))
    builder = TableBuilder(reperes)
    game.apply(Observed(builder.build()))
    builder.cochonde(cochonde[0], cochonde[1], face)
    game.apply(Thrown("cochonde", builder.build()))
    game.apply(KeepCochonde())
    return builder


def start_2p(starter: int = 0, lead: int = 0, **kw) -> tuple[DebouleGame, TableBuilder]:
    game = new_game(2)
    roll_off(game, lead)
    game.apply(ChooseStarter(starter))
    return game, start_round(game, **kw)


def throw(game: DebouleGame, builder: TableBuilder, piece: str, x: float | None = None,
          y: float | None = None, face: str = "blank", *, on: str = "table",
          tips: tuple[str, ...] | None = None):
    builder.place(piece, x, y, face, on=on)
    return game.apply(Thrown(piece, builder.build(), tip_directions=tips))


def snapshot(game: DebouleGame) -> str:
    return json.dumps(
        {"record": game.to_dict(), "pending": game.pending.to_dict(), "scores": game.scores,
         "conceded": game.conceded, "removed": sorted(game.removed)},
        sort_keys=True, default=str,
    )


def assert_refused(game: DebouleGame, action, match: str | None = None) -> None:
    """The action raises IllegalAction and leaves the game exactly as it was."""
    before = snapshot(game)
    with pytest.raises(IllegalAction, match=match):
        game.apply(action)
    assert snapshot(game) == before
