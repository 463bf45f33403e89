"""Bots: they answer the requests through the legal actions; the expert decides effects by
evaluating the resulting table (a scripted simulator stands in for the physics here)."""

from __future__ import annotations

import numpy as np
import pytest
from test_deboule_support import new_game, roll_off, start_2p, start_round, throw

from deboule.physics import Throw
from deboule.physics.aiming import hand_throw
from deboule.rules.deboule import (
    Chapeauter,
    ChooseStarter,
    Dechole,
    EffectRequest,
    IllegalAction,
    Relance,
    Renounce,
)
from deboule.rules.deboule.bots import DebouleBot, ThrowPlan, evaluate, perturb, without
from deboule.rules.deboule.scripted import TableBuilder


class ScriptedSim:
    """A stand-in simulator: kinematic moves give prepared tables; throws land where told."""

    def __init__(self, builder: TableBuilder, landing: dict | None = None) -> None:
        self.builder = builder
        self.landing = landing or {}
        self.calls: list[tuple] = []

    def copy(self) -> ScriptedSim:
        return self

    def state(self):
        return self.builder.build()

    def place_on(self, piece, target):
        self.calls.append(("place_on", piece, target))
        saved = dict(self.builder._pieces)
        self.builder.place(piece, on=target, face="chapeau")
        obs = self.builder.build()
        self.builder._pieces = saved
        return obs

    def tip(self, piece, direction):
        raise AssertionError("not used")

    def towards(self, piece, target, rng, speed_factor=1.0):
        return Throw(*hand_throw(target, rng, speed_factor))

    def throw(self, piece, aim):
        self.calls.append(("throw", piece))
        saved = dict(self.builder._pieces)
        x, y = self.landing.get(piece, (0.3, 0.0))
        self.builder.place(piece, x, y, "blank")
        obs = self.builder.build()
        self.builder._pieces = saved
        return obs


def _bot(level: str, seed: int = 0) -> DebouleBot:
    return DebouleBot(level, np.random.default_rng(seed))


def test_unknown_level_and_missing_generator_are_refused():
    with pytest.raises(IllegalAction):
        DebouleBot("grandmaster", np.random.default_rng(0))
    with pytest.raises(IllegalAction):
        DebouleBot("expert", None)  # type: ignore[arg-type]


def test_evaluate_counts_the_points_the_side_would_score():
    game, b = start_2p(face=5)
    throw(game, b, "red-1", 0.77, 0.0)  # 0.012
    throw(game, b, "green-1", 0.70, 0.0)  # 0.082
    obs = game.table
    # side 0 would score 5 + 1, plus the margin term
    assert evaluate(game, obs, 0) == pytest.approx(6 + 6.0 * (0.082 - 0.012))
    assert evaluate(game, obs, 1) == pytest.approx(-6 - 6.0 * (0.082 - 0.012))
    # without the red die, side 1 leads
    assert evaluate(game, without(obs, "red-1"), 1) > 0


def test_expert_dechole_removes_the_rivals_best_piece():
    game, b = start_2p()
    throw(game, b, "red-1", 0.60, 0.0, "fleche")
    game.apply(Renounce())
    throw(game, b, "green-1", 0.75, 0.0)  # side 1 leads
    throw(game, b, "red-2", 0.55, 0.1, "arc")
    req = game.pending
    assert isinstance(req, EffectRequest) and "green-1" in req.dechole_targets
    choice = _bot("expert").decide(game, ScriptedSim(b))
    assert choice == Dechole("green-1")
    assert choice in game.legal_actions()


def test_expert_chapeau_covers_the_leading_opponent():
    game, b = start_2p()
    throw(game, b, "red-1", 0.60, 0.0)
    throw(game, b, "green-1", 0.75, 0.0)
    throw(game, b, "red-2", 0.55, 0.10, "chapeau")
    sim = ScriptedSim(b)
    choice = _bot("expert").decide(game, sim)
    # covering green-1 leaves side 1 with nothing and side 0 winning
    assert choice == Chapeauter("green-1")
    assert ("place_on", "red-2", "green-1") in sim.calls


def test_expert_relance_only_when_it_helps():
    game, b = start_2p()
    throw(game, b, "red-1", 0.60, 0.0)
    throw(game, b, "green-1", 0.75, 0.0)
    throw(game, b, "red-2", 0.30, 0.1, "fleche")  # far away: a relance can do better
    near = ScriptedSim(b, landing={"red-2": (0.785, 0.04)})
    assert _bot("expert").decide(game, near) == Relance()
    worse = ScriptedSim(b, landing={"red-2": (0.2, 0.2)})
    assert _bot("expert").decide(game, worse) == Renounce()


def test_novice_habits_are_legal_and_simple():
    game, b = start_2p()
    throw(game, b, "red-1", 0.30, 0.0, "fleche")
    assert _bot("novice").decide(game, None) == Relance()  # far from the cochondé


def test_bots_answer_setup_questions_with_legal_actions():
    game = new_game(2)
    roll_off(game, 0)
    expert = _bot("expert").decide(game)
    assert expert == ChooseStarter(1)  # lets the opponent start
    assert _bot("novice").decide(game) == ChooseStarter(0)
    game.apply(expert)
    layout = _bot("casual", 5).decide(game)
    assert layout in game.legal_actions()
    start_round(game)
    with pytest.raises(IllegalAction, match="awaits an outcome"):
        _bot("expert").decide(game)  # a throw is awaited: nothing to decide


def test_expert_plans_throws_by_simulation_and_novice_adds_error():
    game, b = start_2p()
    sim = ScriptedSim(b)
    plan = _bot("expert").plan_throw(game, sim)
    assert isinstance(plan, ThrowPlan) and plan.piece in game.pending.pieces
    assert sum(1 for c in sim.calls if c[0] == "throw") >= 18
    x, y, z = plan.aim.position
    assert x < 0.10 and abs(y) <= 0.2 and z > 0.011  # from behind the réglette (D3)
    aim = Throw((0.04, 0.0, 0.05), (2.0, 0.0, 0.1), (0.0, 0.0, 0.0), (1.0, 0.0, 0.0, 0.0))
    rng = np.random.default_rng(1)
    noisy = [perturb(aim, rng, 0.07, 0.18).velocity for _ in range(50)]
    assert len({v for v in noisy}) == 50
    assert perturb(aim, rng, 0.0, 0.0) == aim
