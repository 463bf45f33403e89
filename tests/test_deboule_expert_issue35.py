"""The Déboulé expert of issue 35 (deboule/rules/deboule/bots.py `LEVELS["expert"]`): the issue-12
expert (kept, hidden, as `expert_issue12`) with the physics speed-up spent on a wider search, and a
lead valued by how hard it is to beat (`evaluate`'s `in_hand`, `Level.holding`): while the side
behind still has déboules to throw (D7), a lead is worth the leader's own distance to the cochondé,
not its gap to the second piece. A scripted simulator stands in for the physics: throw number k
(counted over every copy) moves the pieces `landings[k]` says."""

from __future__ import annotations

import numpy as np
from test_deboule_support import start_2p, throw

from deboule.physics import Throw
from deboule.physics.aiming import hand_throw
from deboule.rules.deboule import ThrowRequest
from deboule.rules.deboule.bots import LEVELS, DebouleBot, evaluate, level_names
from deboule.rules.deboule.scripted import TableBuilder

COCHONDE_X = 0.80  # test_deboule_support.COCHONDE_AT
FAR = (0.30, 0.20)  # behind everything: a miss
THROWN = "*"  # in a landing: the piece being thrown


class ScriptedSim:
    """Throw k lands the thrown piece at `landings[k][THROWN]` and moves the other pieces the
    landing names (a shot); later throws land at FAR and move nothing. Counts every throw."""

    def __init__(self, builder: TableBuilder, landings: list[dict], thrown: list) -> None:
        self.builder = builder
        self.landings = landings
        self.thrown = thrown

    def copy(self) -> ScriptedSim:
        return ScriptedSim(TableBuilder.from_table(self.builder.build()), self.landings,
                           self.thrown)

    def state(self):
        return self.builder.build()

    def throw(self, piece, aim):
        k = len(self.thrown)
        self.thrown.append(aim)
        landing = self.landings[k] if k < len(self.landings) else {THROWN: FAR}
        for pid, (x, y) in landing.items():
            self.builder.place(piece if pid == THROWN else pid, x, y, "blank")
        return self.builder.build()

    def place_on(self, piece, target):
        raise AssertionError("no chapeau here")

    def tip(self, piece, direction):
        raise AssertionError("no bascule here")

    def towards(self, piece, target, rng, speed_factor=1.0):
        return Throw(*hand_throw(target, rng, speed_factor))


def _green_leads():
    """Side 0's red-1 lies far (54 cm), side 1's green-1 leads 5 cm in front of the cochondé:
    side 0 throws next (D7), side 1 still holds three déboules."""
    game, builder = start_2p()
    throw(game, builder, "red-1", *FAR)
    throw(game, builder, "green-1", COCHONDE_X - 0.05, 0.0)
    assert isinstance(game.pending, ThrowRequest) and game.pending.side == 0
    return game, builder


# candidate 0 draws 2 cm from the cochondé: a lead by 3 cm, hard to beat; candidate 1 shoots
# green-1 back to 40 cm and rests 20 cm away itself: a wide gap, easy to beat
DRAW = {THROWN: (COCHONDE_X - 0.02, 0.0)}
SHOT = {THROWN: (COCHONDE_X, 0.20), "green-1": (COCHONDE_X - 0.40, 0.0)}


def _table_after(builder: TableBuilder, landing: dict, piece: str):
    return ScriptedSim(builder, [landing], []).copy().throw(piece, None)


def test_a_lead_is_worth_how_hard_it_is_to_beat_while_the_opponent_still_throws():
    game, builder = _green_leads()
    draw, shot = _table_after(builder, DRAW, "red-2"), _table_after(builder, SHOT, "red-2")
    # the round ending now: the wide gap is worth more (the issue-12 valuation, unchanged)
    assert evaluate(game, shot, 0) > evaluate(game, draw, 0) > 0
    # side 1 still throws (D7): the close lead is worth more
    hands = {0: 2, 1: 3}
    assert evaluate(game, draw, 0, in_hand=hands) > evaluate(game, shot, 0, in_hand=hands) > 0
    # side 1's hand is empty: side 0 throws on, and the gap counts again
    empty = {0: 2, 1: 0}
    assert evaluate(game, shot, 0, in_hand=empty) == evaluate(game, shot, 0)
    # for side 1, the same tables are worth as much less
    assert evaluate(game, draw, 1, in_hand=hands) < evaluate(game, shot, 1, in_hand=hands) < 0


def test_the_expert_draws_close_where_the_issue_12_expert_shoots_for_the_gap():
    game, builder = _green_leads()
    plans = {}
    for level in ("expert_issue12", "expert"):
        thrown: list = []
        plan = DebouleBot(level, np.random.default_rng(5)).plan_throw(
            game, ScriptedSim(builder, [DRAW, SHOT], thrown))
        plans[level] = thrown.index(plan.aim)
    assert plans == {"expert_issue12": 1, "expert": 0}


BUDGET = ("candidates", "refine", "foresight_top", "lookahead", "replies")


def test_the_expert_is_the_issue_12_expert_searching_wider_and_holding():
    old, new = LEVELS["expert_issue12"], LEVELS["expert"]
    assert not old.holding and new.holding
    assert all(getattr(new, k) >= getattr(old, k) for k in BUDGET)
    assert new.candidates + new.refine > old.candidates + old.refine
    assert new.replies > old.replies
    # what the issue-12 expert was, and the baseline, are unchanged
    assert [getattr(old, k) for k in BUDGET] == [18, 6, 3, 3, 4]
    assert (LEVELS["baseline"].candidates, LEVELS["baseline"].foresight) == (18, False)
    assert "expert_issue12" not in level_names() and "expert" in level_names()


def test_the_expert_simulates_more_throws_within_its_bound():
    # the decision's cost counted in simulated throws (no wall clock): the same position, both
    # levels, every throw counted. bench.deboule_bots times it: median within 2 s.
    game, builder = _green_leads()
    counts = {}
    for level in ("expert_issue12", "expert"):
        thrown: list = []
        DebouleBot(level, np.random.default_rng(9)).plan_throw(
            game, ScriptedSim(builder, [DRAW, SHOT], thrown))
        counts[level] = len(thrown)
    level = LEVELS["expert"]
    assert counts["expert"] > counts["expert_issue12"]
    assert counts["expert"] <= level.candidates + level.refine + level.lookahead * (
        1 + level.replies)


def test_the_expert_decides_the_same_for_the_same_seed():
    game, builder = _green_leads()
    plans = [DebouleBot("expert", np.random.default_rng(21)).plan_throw(
        game, ScriptedSim(builder, [DRAW, SHOT], [])) for _ in range(2)]
    assert plans[0] == plans[1]
