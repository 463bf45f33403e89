"""The Le Déboulé state machine: whose decision it is, the legal actions, and their effects.

The caller runs the physics and hands in outcomes (`Thrown`, `Observed`, `RollOff`); players
(humans or bots) answer the other requests with one of `legal_actions()`. Every action is
validated on a copy of the state: an illegal one raises `IllegalAction` and changes nothing.
"""

from __future__ import annotations

import copy
import itertools
import random

from rules.deboule.actions import (
    Action,
    Basculer,
    Chapeauter,
    ChooseLeadPosition,
    ChooseStarter,
    ChooseTowers,
    Dechole,
    ForceRelance,
    KeepCochonde,
    PutBack,
    Relance,
    Renounce,
    RethrowCochonde,
    action_from_dict,
)
from rules.deboule.errors import IllegalAction
from rules.deboule.machine import dispatch
from rules.deboule.requests import (
    ChooseLeadPositionRequest,
    ChooseStarterRequest,
    ChooseTowersRequest,
    EffectRequest,
    KeepOrRethrowRequest,
    PutBackRequest,
    Request,
    RollOffRequest,
)
from rules.deboule.scoring import ScoringPiece, side_distances, tower_owner, valid_pieces
from rules.deboule.setup import Layout, MatchOptions, make_layout
from rules.deboule.state import N_REPERES, N_TOWERS, CoreState, Event, RoundResult
from rules.deboule.table import COCHONDE, TableObs


class DebouleGame:
    """A match of Le Déboulé. See docs/rules-deboule.md for the protocol."""

    def __init__(self, options: MatchOptions | None = None) -> None:
        self.options = options or MatchOptions()
        self.layout: Layout = make_layout(self.options)
        n = self.options.players
        self._core = CoreState(
            phase="roll_off",
            rng=random.Random(self.options.seed),
            contenders=list(range(n)),
            scores=[0] * self.layout.n_sides,
        )
        self._core.pending = RollOffRequest(players=(0,), side=self.layout.side_of[0])
        self._log: list[Action] = []
        self._events: list[Event] = []

    # -- public queries ----------------------------------------------------------------------
    @property
    def pending(self) -> Request:
        assert self._core.pending is not None
        return self._core.pending

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self._core.scores)

    @property
    def is_over(self) -> bool:
        return self._core.winner is not None

    @property
    def winner(self) -> int | None:
        return self._core.winner

    @property
    def lead_player(self) -> int | None:
        return self._core.lead_player

    @property
    def turn_order(self) -> tuple[int, ...]:
        r = self._core.round
        return tuple(r.turn_order if r else self._core.turn_order)

    @property
    def round_number(self) -> int:
        return self._core.round_no

    @property
    def round_results(self) -> tuple[RoundResult, ...]:
        return tuple(self._core.results)

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self._events)

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(self._log)

    @property
    def table(self) -> TableObs | None:
        r = self._core.round
        return r.table if r else None

    @property
    def reperes(self) -> tuple[int, ...]:
        r = self._core.round
        return r.reperes if r else ()

    @property
    def conceded(self) -> dict[str, int]:
        r = self._core.round
        return dict(r.conceded) if r else {}

    @property
    def removed(self) -> frozenset[str]:
        r = self._core.round
        return frozenset(r.removed) if r else frozenset()

    @property
    def thrown(self) -> frozenset[str]:
        r = self._core.round
        return frozenset(r.thrown) if r else frozenset()

    @property
    def stake(self) -> int | None:
        """D11: the cochondé's current top face is the stake."""
        table = self.table
        if table is None or not table.in_play(COCHONDE):
            return None
        return int(table.pieces[COCHONDE].top_face)  # type: ignore[arg-type]

    def valid_pieces(self) -> list[ScoringPiece]:
        r = self._core.round
        if r is None or r.table is None:
            return []
        return valid_pieces(r.table, self.layout, r.conceded)

    def side_distances(self) -> list[float]:
        return side_distances(self.valid_pieces(), self.layout.n_sides)

    def tower_owner(self, tower: str) -> int | None:
        r = self._core.round
        if r is None or r.table is None:
            return None
        return tower_owner(r.table, self.layout, r.conceded, tower)

    def legal_actions(self) -> list[Action]:
        """The choices open to the deciding player; empty when an outcome is awaited."""
        req = self.pending
        if isinstance(req, ChooseLeadPositionRequest):
            return [ChooseLeadPosition("first"), ChooseLeadPosition("last")]
        if isinstance(req, ChooseStarterRequest):
            return [ChooseStarter(s) for s in req.options]
        if isinstance(req, ChooseTowersRequest):
            return [ChooseTowers(c) for c in itertools.combinations(range(N_REPERES), N_TOWERS)]
        if isinstance(req, KeepOrRethrowRequest):
            return [KeepCochonde(), RethrowCochonde()]
        if isinstance(req, EffectRequest):
            out: list[Action] = []
            if req.relance:
                out.append(Relance())
            out += [Chapeauter(t) for t in req.chapeau_targets]
            out += [Basculer(d) for d in req.bascule_directions]
            out += [ForceRelance(t) for t in req.force_targets]
            out += [Dechole(t) for t in req.dechole_targets]
            out.append(Renounce())
            return out
        if isinstance(req, PutBackRequest):
            return [PutBack(p) for p in req.pieces] + [Renounce()]
        return []

    # -- applying ----------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply an action; raise IllegalAction (state unchanged) when it is not legal now."""
        if not isinstance(action, Action):
            raise IllegalAction(f"not an action: {action!r}")
        core = copy.deepcopy(self._core)
        core.events = []
        dispatch(core, self.layout, self.options, action)
        self._core = core
        self._log.append(action)
        self._events.extend(core.events)
        return list(core.events)

    def copy(self) -> DebouleGame:
        return copy.deepcopy(self)

    def record(self) -> dict:
        """options + seed + every action (observations included): replaying gives this state."""
        return {
            "game": "deboule",
            "options": self.options.to_dict(),
            "actions": [a.to_dict() for a in self._log],
        }

    @classmethod
    def from_record(cls, record: dict) -> DebouleGame:
        if not isinstance(record, dict) or record.get("game") != "deboule":
            raise IllegalAction("not a Déboulé game record")
        game = cls(MatchOptions.from_dict(record.get("options", {})))
        for item in record.get("actions", []):
            game.apply(action_from_dict(item))
        return game
