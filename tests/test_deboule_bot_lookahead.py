"""The expert Déboulé bot's foresight over every candidate throw and one throw ahead (issue 12,
deboule/rules/deboule/bots.py `_foresight_throw`, deboule/rules/deboule/bot_foresight.py
`dechole_value`, `after_reply`). A scripted simulator stands in for the physics: each throw lands
where the test says, in the order the bot simulates them."""

from __future__ import annotations

import numpy as np
from test_deboule_support import start_2p, throw

from deboule.physics import Throw
from deboule.physics.aiming import hand_throw
from deboule.rules.deboule import Renounce, ThrowRequest, bot_foresight
from deboule.rules.deboule.bots import DebouleBot, evaluate, without
from deboule.rules.deboule.scripted import TableBuilder

COCHONDE_X = 0.80  # test_deboule_support.COCHONDE_AT
FAR = (0.30, 0.20)


class CountingSim:
    """Throw number k (counted over every copy) lands the thrown piece where `landings[k]` says
    (x, y, face), later ones at FAR; each copy keeps its own table, and the aims are kept so a
    test can tell which candidate the bot executes."""

    def __init__(self, builder: TableBuilder, landings: list[tuple[float, float, str]],
                 aims: list | None = None) -> None:
        self.builder = builder
        self.landings = landings
        self.aims: list = [] if aims is None else aims

    def copy(self) -> CountingSim:
        return CountingSim(TableBuilder.from_table(self.builder.build()), self.landings,
                           self.aims)

    def state(self):
        return self.builder.build()

    def throw(self, piece, aim):
        k = len(self.aims)
        self.aims.append(aim)
        x, y, face = self.landings[k] if k < len(self.landings) else (*FAR, "blank")
        self.builder.place(piece, x, y, face)
        return self.builder.build()

    def place_on(self, piece, target):
        raise AssertionError("no chapeau here")

    def tip(self, piece, direction):
        raise AssertionError("no bascule here")

    def towards(self, piece, target, rng, speed_factor=1.0):
        return Throw(*hand_throw(target, rng, speed_factor))


def _red_flèche_then_green_close():
    """Side 0's red-1 shows Flèche (renounced), side 1's green-1 leads near the cochondé: side 0
    throws next, and its red-2 (the partner of the Flèche, D9) goes first."""
    game, builder = start_2p()
    throw(game, builder, "red-1", 0.60, 0.0, "fleche")
    game.apply(Renounce())
    throw(game, builder, "green-1", COCHONDE_X - 0.05, 0.0)
    assert isinstance(game.pending, ThrowRequest) and game.pending.side == 0
    return game, builder


def test_the_expert_takes_a_throw_that_makes_a_dechole_over_a_slightly_closer_one():
    # throw 0 lands red-2 on Arc beside its partner's Flèche (a combination: Déchole of green-1)
    # a little farther than throw 1, which lands on a blank face; both behind green-1
    landings = [(COCHONDE_X, 0.075, "arc"), (COCHONDE_X, 0.070, "blank")]
    game, builder = _red_flèche_then_green_close()
    baseline_sim = CountingSim(builder, landings)
    baseline = DebouleBot("baseline", np.random.default_rng(3)).plan_throw(game, baseline_sim)
    assert baseline.piece == "red-2"
    assert baseline.aim == baseline_sim.aims[1]  # the yardstick goes for the closer one

    expert_sim = CountingSim(builder, landings)
    expert = DebouleBot("expert", np.random.default_rng(3)).plan_throw(game, expert_sim)
    assert expert.piece == "red-2"
    assert expert.aim == expert_sim.aims[0]  # the Déchole's table is worth more


def test_a_dechole_is_counted_only_for_a_combination_the_throw_made():
    game, builder = _red_flèche_then_green_close()
    made = CountingSim(builder, [(COCHONDE_X, 0.075, "arc")]).copy().throw("red-2", None)

    def value(obs, faulty):
        return evaluate(game, obs, 0, faulty)

    base = value(made, 0)
    with_dechole = bot_foresight.dechole_value(game, made, "red-2", 0, base, value, without)
    assert with_dechole > 0 > base  # green-1 removed: side 0 leads
    # the same combination already on the table before the throw is spent (R11): no Déchole
    builder.place("red-2", COCHONDE_X, 0.075, "arc")
    game_before = type("G", (), {"table": builder.build(), "layout": game.layout})()
    assert bot_foresight.dechole_value(game_before, made, "red-2", 0, base, value,
                                       without) == base


def test_a_lead_the_opponents_reply_beats_is_worth_what_remains_after_the_reply():
    game, builder = _red_flèche_then_green_close()
    lead = CountingSim(builder, [(COCHONDE_X - 0.01, 0.0, "blank")]).copy().throw("red-2", None)

    def value(obs, faulty):
        return evaluate(game, obs, 0, faulty)

    assert value(lead, 0) > 0  # red-2 takes the point: side 1 throws next (D7)

    def aims(obs, piece, n):
        assert piece.startswith(("green", "yellow"))  # side 1 answers
        return [None] * n

    # side 1's answer lands right on the cochondé: the lead is lost
    beaten = CountingSim(builder, [(COCHONDE_X - 0.01, 0.0, "blank"),
                                   (COCHONDE_X, 0.0, "blank")]).copy()
    beaten.throw("red-2", None)
    after = bot_foresight.after_reply(game, beaten, lead, 0, "red-2", 3, value, aims)
    assert after is not None and after < 0 < value(lead, 0)
    # side 1's answers all miss: the lead holds
    missed = CountingSim(builder, [(COCHONDE_X - 0.01, 0.0, "blank")]).copy()
    missed.throw("red-2", None)
    held = bot_foresight.after_reply(game, missed, lead, 0, "red-2", 3, value, aims)
    assert held is not None and held > 0
    # a throw that leaves side 0 behind gives the next throw to side 0 itself: no reply
    behind = CountingSim(builder, [(*FAR, "blank")]).copy().throw("red-2", None)
    assert bot_foresight.after_reply(game, missed, behind, 0, "red-2", 3, value, aims) is None


def test_the_expert_throw_is_deterministic_for_a_seed():
    game, builder = _red_flèche_then_green_close()
    landings = [(COCHONDE_X, 0.075, "arc"), (COCHONDE_X, 0.070, "blank")]
    plans = [DebouleBot("expert", np.random.default_rng(11)).plan_throw(
        game, CountingSim(builder, landings)) for _ in range(2)]
    assert plans[0] == plans[1]
