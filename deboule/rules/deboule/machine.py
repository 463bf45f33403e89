"""Dispatching an action to its handler, after checking it answers the pending request."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deboule.rules.core import IllegalAction
from deboule.rules.deboule.actions import (
    Action,
    Basculer,
    Chapeauter,
    ChooseLeadPosition,
    ChooseStarter,
    ChooseTowers,
    Dechole,
    ForceRelance,
    KeepCochonde,
    Observed,
    PutBack,
    Relance,
    Renounce,
    RethrowCochonde,
    RollOff,
    Thrown,
)
from deboule.rules.deboule.flow_start import StartFlow
from deboule.rules.deboule.flow_table import TableFlow
from deboule.rules.deboule.flow_turns import TurnFlow
from deboule.rules.deboule.requests import (
    ChooseLeadPositionRequest,
    ChooseStarterRequest,
    ChooseTowersRequest,
    EffectRequest,
    GameOver,
    KeepOrRethrowRequest,
    KinematicRequest,
    PutBackRequest,
    RollOffRequest,
    ThrowRequest,
)
from deboule.rules.deboule.setup import Layout, MatchOptions
from deboule.rules.deboule.state import CoreState
from deboule.rules.deboule.table import TableObs


class Machine:
    """The whole state machine, in three parts working on the same state: the game start and
    the cochondé (`start`), the observed table (`table`), the throws and effects (`turns`).
    `handle` hands an action to its part's handler; the steps one part takes in another come
    through here (the machine is each part's `steps`)."""

    def __init__(self, core: CoreState, layout: Layout, options: MatchOptions) -> None:
        self.start = StartFlow(core, layout, options, self)
        self.table = TableFlow(core, layout, options, self)
        self.turns = TurnFlow(core, layout, options, self)

    def handle(self, a: Action) -> None:
        start, table, turns = self.start, self.table, self.turns
        handlers: dict[type, Callable[[Any], None]] = {
            RollOff: start.on_roll_off,
            ChooseLeadPosition: start.on_choose_lead_position,
            ChooseStarter: start.on_choose_starter,
            ChooseTowers: start.on_choose_towers,
            KeepCochonde: start.on_keep_cochonde,
            RethrowCochonde: start.on_rethrow_cochonde,
            Observed: table.on_observed,
            PutBack: table.on_put_back,
            Thrown: turns.on_thrown,
            Relance: turns.on_relance,
            Chapeauter: turns.on_chapeauter,
            Basculer: turns.on_basculer,
            ForceRelance: turns.on_force_relance,
            Dechole: turns.on_dechole,
            Renounce: turns.on_renounce,
        }
        handlers[type(a)](a)

    # -- Steps: flow_start -------------------------------------------------------------------
    def set_order(self, order: list[int]) -> None:
        self.start.set_order(order)

    def start_round(self) -> None:
        self.start.start_round()

    def ask_cochonde(self) -> None:
        self.start.ask_cochonde()

    def after_cochonde(self) -> None:
        self.start.after_cochonde()

    # -- Steps: flow_table -------------------------------------------------------------------
    def check_obs(self, obs: TableObs, throwing: str | None = None) -> None:
        self.table.check_obs(obs, throwing)

    def absorb(self, obs: TableObs, actor: int) -> None:
        self.table.absorb(obs, actor)

    def next_opponent(self, side: int) -> int:
        return self.table.next_opponent(side)

    def after_tasks_then(self, continuation: str) -> None:
        self.table.after_tasks_then(continuation)

    def run_tasks(self) -> None:
        self.table.run_tasks()

    # -- Steps: flow_turns -------------------------------------------------------------------
    def next_throw(self) -> None:
        self.turns.next_throw()

    def offer_effects(self) -> None:
        self.turns.offer_effects()

    def end_check(self) -> None:
        self.turns.end_check()

    def end_turn(self) -> None:
        self.turns.end_turn()

    def end_round(self, void: bool) -> None:
        self.turns.end_round(void)


def dispatch(core: CoreState, layout: Layout, options: MatchOptions, action: Action) -> None:
    req = core.pending
    handlers: dict[type, tuple[type, ...]] = {
        RollOffRequest: (RollOff,),
        ChooseLeadPositionRequest: (ChooseLeadPosition,),
        ChooseStarterRequest: (ChooseStarter,),
        ChooseTowersRequest: (ChooseTowers,),
        KinematicRequest: (Observed,),
        ThrowRequest: (Thrown,),
        KeepOrRethrowRequest: (KeepCochonde, RethrowCochonde),
        EffectRequest: (Relance, Chapeauter, Basculer, ForceRelance, Dechole, Renounce),
        PutBackRequest: (PutBack, Renounce),
        GameOver: (),
    }
    allowed = handlers[type(req)]
    if not isinstance(action, allowed):
        names = ", ".join(a.KIND for a in allowed) or "nothing (the game is over)"
        raise IllegalAction(
            f"{action.KIND} is not possible now: waiting for {req.kind} ({names})"
        )
    m = Machine(core, layout, options)
    m.handle(action)
