"""The expert Déboulé bot's foresight (issue 12, deboule/rules/deboule/bot_foresight.py): the
cochondé rethrow with the stake in mind, the tower layout by simulation, the symbol a throw lands
on. Each situation is one where the baseline (the expert before foresight) decides otherwise."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np

from deboule.rules.deboule import bot_foresight
from deboule.rules.deboule.actions import ChooseTowers, KeepCochonde, RethrowCochonde
from deboule.rules.deboule.bots import LEVELS, DebouleBot, level_names
from deboule.rules.deboule.table import COCHONDE


def _game(face, scores):
    cochonde = SimpleNamespace(top_face=face)
    return SimpleNamespace(table=SimpleNamespace(pieces={COCHONDE: cochonde}), scores=scores)


def test_a_low_stake_is_rethrown_when_the_round_is_open():
    # D12 with the stake in mind: a 3 is below a fair die's 3.5 (the baseline keeps faces > 2)
    assert isinstance(bot_foresight.keep_or_rethrow(_game(3, (4, 6)), 0), RethrowCochonde)
    assert isinstance(bot_foresight.keep_or_rethrow(_game(5, (4, 6)), 0), KeepCochonde)


def test_a_low_stake_is_kept_when_the_opponent_is_close_to_21():
    # the opponent needs 2: a 2 on the cochondé keeps the round's stake small (the baseline
    # rethrows faces <= 2)
    assert isinstance(bot_foresight.keep_or_rethrow(_game(2, (4, 19)), 0), KeepCochonde)
    # a 5 would let the opponent finish: rethrow it
    assert isinstance(bot_foresight.keep_or_rethrow(_game(5, (4, 17)), 0), RethrowCochonde)
    # the stake alone wins the game: keep it, whatever it is
    assert isinstance(bot_foresight.keep_or_rethrow(_game(2, (19, 3)), 0), KeepCochonde)
    # out of play: rethrow
    assert isinstance(bot_foresight.keep_or_rethrow(_game(None, (0, 0)), 0), RethrowCochonde)


class _Piece(SimpleNamespace):
    pass


class _Table:
    """A table with the cochondé at (0.75, 0) and the thrown piece at a distance set by the
    layout: layouts whose repères sum higher leave the draws farther (a made-up but known law)."""

    def __init__(self, gap: float, with_piece: str | None) -> None:
        self.pieces = {COCHONDE: _Piece(footprint=SimpleNamespace(centre=(0.75, 0.0)))}
        if with_piece:
            self.pieces[with_piece] = _Piece(footprint=SimpleNamespace(centre=(0.75 - gap, 0.0)))

    def in_play(self, pid):
        return pid in self.pieces


class _World:
    def __init__(self, reperes=()):
        self.reperes = tuple(reperes)

    def copy(self):
        return _World(self.reperes)

    def new_round(self, reperes):
        self.reperes = tuple(reperes)

    def throw(self, piece, aim):
        if piece == COCHONDE:
            return _Table(0.0, None)
        return _Table(0.01 * sum(self.reperes), piece)


def test_the_layout_is_the_one_where_the_bots_draws_end_closest():
    layouts = [ChooseTowers(r) for r in ((5, 6, 7, 8), (0, 1, 2, 3), (2, 4, 6, 8), (1, 3, 5, 7))]
    game = SimpleNamespace(layout=None)
    chosen = bot_foresight.choose_layout(game, _World(), layouts, np.random.default_rng(1),
                                         "red-1", lambda piece, target, rng: None)
    assert chosen == ChooseTowers((0, 1, 2, 3))
    again = bot_foresight.choose_layout(game, _World(), layouts, np.random.default_rng(1),
                                        "red-1", lambda piece, target, rng: None)
    assert again == chosen  # deterministic for a seed


def test_the_expert_looks_ahead_and_the_baseline_is_not_offered_to_players():
    assert LEVELS["expert"].foresight and not LEVELS["baseline"].foresight
    assert "baseline" not in level_names() and "expert" in level_names()
    DebouleBot("baseline", np.random.default_rng(0))  # the benchmark can still build it


def test_a_throw_landing_on_a_usable_chapeau_is_worth_more_than_its_table(monkeypatch):
    # symbol_value: the chapeau's effect, simulated from the world the throw left, counts

    class World:
        def copy(self):
            return self

        def place_on(self, piece, target):
            return "capped"

    table = SimpleNamespace(
        pieces={"red-1": SimpleNamespace(top_face="chapeau")}, fallen_towers=(),
        in_play=lambda pid: True, covered=lambda pid: False)
    game = SimpleNamespace(layout=SimpleNamespace(colours={0: ()}), conceded={})
    fake = SimpleNamespace(combinations=lambda *a: (), dechole_targets=lambda *a: (),
                           chapeau_targets=lambda *a: ("green-1",), force_targets=lambda *a: ())
    monkeypatch.setattr(bot_foresight, "effects", fake)

    def value(obs, faulty):
        return 4.0 if obs == "capped" else 0.0

    def look(face):
        table.pieces["red-1"].top_face = face
        return bot_foresight.symbol_value(game, World(), table, "red-1", 0, 0, 1.0, value,
                                          lambda obs, careful: None, lambda obs, pid: obs)

    assert look("chapeau") == 4.0  # better than the table as it lies (1.0)
    assert look("blank") == 1.0  # no symbol: the table's own value
    table.fallen_towers = ("tower-1",)
    assert look("chapeau") == 1.0  # D10: a faulty thrower gets no symbol
