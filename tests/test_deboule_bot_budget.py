"""Bots answer in time (deboule/rules/deboule/bot_budget.py): every decision's search stops when its
budget of simulated seconds is spent, or, on a far slower machine, at the wall-clock net, and
answers with the best found so far; the budget is simulated time, so the same seed and table
give the same choice on any machine. A scripted simulator whose throws each take a known
simulated time stands in for the physics; the clock is a stub."""

from __future__ import annotations

import numpy as np
from test_deboule_bots import ScriptedSim
from test_deboule_support import start_2p

from deboule.rules.deboule.bot_budget import BATCH, FIRST_CANDIDATES, SIM_SECONDS, ThinkingBudget
from deboule.rules.deboule.bots import DebouleBot, ThrowPlan

SECONDS_PER_THROW = 2.0


class MeteredSim(ScriptedSim):
    """Each practice throw reports SECONDS_PER_THROW simulated seconds to the bot's meter."""

    meter = None

    def metered(self, meter):
        self.meter = meter
        return self

    def throw(self, piece, aim):
        if self.meter is not None:
            self.meter.spend(SECONDS_PER_THROW)
        return super().throw(piece, aim)


def _throws(sim: ScriptedSim) -> int:
    return sum(1 for call in sim.calls if call[0] == "throw")


def _decide(seed: int = 0, factory=None):
    game, builder = start_2p()
    sim = MeteredSim(builder)
    bot = DebouleBot("expert", np.random.default_rng(seed), sim)
    if factory is not None:
        bot.budget_factory = factory
    plan = bot.act(game, game.pending.players[0])
    return plan, sim, game


def test_the_expert_stops_simulating_when_its_budget_is_spent():
    plan, sim, game = _decide()
    assert isinstance(plan, ThrowPlan) and plan.piece in game.pending.pieces
    # the search looks at the budget before each batch: at most one batch past it
    assert FIRST_CANDIDATES <= _throws(sim)
    assert _throws(sim) * SECONDS_PER_THROW <= SIM_SECONDS + BATCH * SECONDS_PER_THROW


def test_the_wall_clock_net_stops_a_decision_on_a_slow_machine():
    ticks = iter(range(0, 1000))
    budgets = []

    def slow_machine() -> ThinkingBudget:  # each look at the clock: one more second gone
        budgets.append(ThinkingBudget(1e9, 2.2, clock=lambda: float(next(ticks))))
        return budgets[-1]

    plan, sim, game = _decide(factory=slow_machine)
    assert isinstance(plan, ThrowPlan) and plan.piece in game.pending.pieces
    assert budgets[0].net_reached
    # the first candidates, then a batch at each look before the clock passes 2.2 s (1 s, 2 s)
    assert _throws(sim) <= FIRST_CANDIDATES + 2 * BATCH


def test_the_same_seed_gives_the_same_plan_under_the_budget():
    first, sim_a, _ = _decide(seed=5)
    second, sim_b, _ = _decide(seed=5)
    assert first == second and _throws(sim_a) == _throws(sim_b)


def test_the_physics_simulator_charges_each_practice_throw_in_order():
    from deboule.games.deboule.simulator import DEFAULT_TOWERS, WorldSimulator
    from deboule.physics import Throw, World

    world = World.deboule(seed=0, towers=DEFAULT_TOWERS)
    aims = [Throw((0.05, y, 0.05), (1.5, 0.0, 0.1), (0.0, 0.0, 0.0), (1.0, 0.0, 0.0, 0.0))
            for y in (-0.05, 0.05)]
    one, two = ThinkingBudget(), ThinkingBudget()
    WorldSimulator(world, threads=2).metered(one).throw_many("red-1", aims)
    metered = WorldSimulator(world, threads=1).metered(two)
    for aim in aims:
        metered.copy().throw("red-1", aim)
    assert one.used_ms == two.used_ms > 0
