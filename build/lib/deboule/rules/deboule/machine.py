"""Dispatching an action to its handler, after checking it answers the pending request."""

from __future__ import annotations

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
from deboule.rules.deboule.flow_start import StartMixin
from deboule.rules.deboule.flow_table import TableMixin
from deboule.rules.deboule.flow_turns import TurnMixin
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


class Machine(StartMixin, TableMixin, TurnMixin):
    """The whole state machine: one handler `on_<action type>` per action."""


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
