"""The state machine's shared helpers."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

from deboule.rules.deboule.actions import Action
from deboule.rules.deboule.requests import Request
from deboule.rules.deboule.setup import Layout, MatchOptions
from deboule.rules.deboule.state import CoreState, Event, RoundState
from deboule.rules.deboule.table import TableObs


class MachineBase(ABC):
    """Shared helpers of the state machine (it works on a copy of the state)."""

    def __init__(self, core: CoreState, layout: Layout, options: MatchOptions) -> None:
        self.c = core
        self.lay = layout
        self.opt = options

    # -- helpers -----------------------------------------------------------------------------
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

    def handle(self, a: Action) -> None:
        method = getattr(self, f"on_{a.KIND}")
        method(a)

    # -- steps implemented by the flow mixins (flow_start, flow_table, flow_turns) -------------
    @abstractmethod
    def _start_round(self) -> None:
        """Implemented by a flow mixin."""

    @abstractmethod
    def _set_order(self, order: list[int]) -> None:
        """Implemented by a flow mixin."""

    @abstractmethod
    def _ask_cochonde(self) -> None:
        """Implemented by a flow mixin."""

    @abstractmethod
    def _after_cochonde(self) -> None:
        """Implemented by a flow mixin."""

    @abstractmethod
    def _check_obs(self, obs: TableObs, throwing: str | None = None) -> None:
        """Implemented by a flow mixin."""

    @abstractmethod
    def _absorb(self, obs: TableObs, actor: int) -> None:
        """Implemented by a flow mixin."""

    @abstractmethod
    def _next_opponent(self, side: int) -> int:
        """Implemented by a flow mixin."""

    @abstractmethod
    def _after_tasks_then(self, continuation: str) -> None:
        """Implemented by a flow mixin."""

    @abstractmethod
    def _run_tasks(self) -> None:
        """Implemented by a flow mixin."""

    @abstractmethod
    def _next_throw(self) -> None:
        """Implemented by a flow mixin."""

    @abstractmethod
    def _offer_effects(self) -> None:
        """Implemented by a flow mixin."""

    @abstractmethod
    def _end_check(self) -> None:
        """Implemented by a flow mixin."""

    @abstractmethod
    def _end_turn(self) -> None:
        """Implemented by a flow mixin."""

    @abstractmethod
    def _end_round(self, void: bool) -> None:
        """Implemented by a flow mixin."""
