"""What the three parts of the state machine share: the state they work on and the steps one
part asks of another."""

from __future__ import annotations

from typing import Any, Protocol

from deboule.rules.deboule.requests import Request
from deboule.rules.deboule.setup import Layout, MatchOptions
from deboule.rules.deboule.state import CoreState, Event, RoundState
from deboule.rules.deboule.table import TableObs


class Steps(Protocol):
    """The steps a part of the flow takes in another part (deboule.rules.deboule.machine.Machine
    forwards each to the part named here)."""

    # flow_start.StartFlow
    def set_order(self, order: list[int]) -> None: ...
    def start_round(self) -> None: ...
    def ask_cochonde(self) -> None: ...
    def after_cochonde(self) -> None: ...

    # flow_table.TableFlow
    def check_obs(self, obs: TableObs, throwing: str | None = None) -> None: ...
    def absorb(self, obs: TableObs, actor: int) -> None: ...
    def next_opponent(self, side: int) -> int: ...
    def after_tasks_then(self, continuation: str) -> None: ...
    def run_tasks(self) -> None: ...

    # flow_turns.TurnFlow
    def next_throw(self) -> None: ...
    def offer_effects(self) -> None: ...
    def end_check(self) -> None: ...
    def end_turn(self) -> None: ...
    def end_round(self, void: bool) -> None: ...


class FlowPart:
    """One part of the state machine: it works on `c` (a copy of the state) with the match's
    layout and options, and reaches the other parts through `steps`."""

    def __init__(self, core: CoreState, layout: Layout, options: MatchOptions,
                 steps: Steps) -> None:
        self.c = core
        self.lay = layout
        self.opt = options
        self.steps = steps

    @property
    def r(self) -> RoundState:
        assert self.c.round is not None
        return self.c.round

    def emit(self, kind: str, **data: Any) -> None:
        self.c.events.append(Event(kind, data))

    def lead_side(self) -> int:
        assert self.c.lead_player is not None
        return self.lay.side_of[self.c.lead_player]

    def ask(self, req: Request) -> None:
        self.c.pending = req
