"""The Le Déboulé state machine on the common contract (deboule.rules.core.GameState): whose
decision it is, the legal actions, and their effects.

The caller runs the physics and hands in chance outcomes (`Thrown`, `Observed`, `RollOff`: a
settled table, a roll): `current_player()` is then CHANCE and `chance_request()` says which throw
or kinematic move is awaited. Players (humans or bots) answer the other requests with one of
`legal_actions()`. Every action is validated on a copy of the state: an illegal one raises
`IllegalAction` and changes nothing. What the engine waits for in detail stays readable as the
`pending` request (deboule.rules.deboule.requests), which the window and the bots use.
"""

from __future__ import annotations

import copy
import dataclasses
import itertools
import random
from collections.abc import Mapping
from typing import Any, Self

from deboule.rules.core import (
    CHANCE,
    SIMULTANEOUS,
    TERMINAL,
    ChanceRequest,
    GameState,
    IllegalAction,
    Result,
    check_header,
    check_seat,
    copy_sharing,
)
from deboule.rules.core.view_hiding import HistoryHiding
from deboule.rules.deboule.action_ids import ActionIds
from deboule.rules.deboule.actions import (
    CODEC,
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
from deboule.rules.deboule.machine import dispatch
from deboule.rules.deboule.requests import (
    ChooseLeadPositionRequest,
    ChooseStarterRequest,
    ChooseTowersRequest,
    EffectRequest,
    GameOver,
    KeepOrRethrowRequest,
    KinematicRequest,
    PutBackRequest,
    Request,
    RollOffRequest,
    ThrowRequest,
)
from deboule.rules.deboule.scoring import ScoringPiece, side_distances, tower_owner, valid_pieces
from deboule.rules.deboule.setup import Layout, MatchOptions, make_layout
from deboule.rules.deboule.state import N_REPERES, N_TOWERS, CoreState, Event, RoundResult
from deboule.rules.deboule.table import COCHONDE, TableObs
from deboule.rules.deboule.views import DrawnOrders, orders_key, read_seat_view, seat_view


class DebouleGame(ActionIds, GameState):
    """A match of Le Déboulé. See docs/rules-deboule.md for the protocol."""

    GAME = "deboule"
    VERSION = 1

    def __init__(self, options: MatchOptions | None = None) -> None:
        self.options = options or MatchOptions()
        self.layout: Layout = make_layout(self.options)
        n = self.options.players
        self._core = CoreState(
            phase="roll_off",
            rng=DrawnOrders(self.options.seed),  # its orders kept for the views (views.py)
            contenders=list(range(n)),
            scores=[0] * self.layout.n_sides,
        )
        self._core.pending = RollOffRequest(players=(0,), side=self.layout.side_of[0])
        self._log: list[Action] = []
        self._events: list[Event] = []
        self.position: dict[str, Any] | None = None  # where from_position set the match up

    @classmethod
    def new(cls, options: MatchOptions | Mapping[str, Any] | None = None) -> DebouleGame:
        """A match waiting for its roll-off; `options` as MatchOptions or its dict."""
        if options is not None and not isinstance(options, MatchOptions):
            options = MatchOptions.from_dict(dict(options) if isinstance(options, Mapping)
                                             else options)
        return cls(options)

    @classmethod
    def from_position(cls, options: MatchOptions | Mapping[str, Any] | None = None, *,
                      scores: list[int] | None = None) -> DebouleGame:
        """A match in a chosen position, for tests and tools: about to roll off for the first
        round with each side already at `scores` (one per side, below the target). A table is
        set up through the rules' own outcomes: `deboule.rules.deboule.scripted.TableBuilder` builds
        the `Thrown`/`Observed` tables to hand in. Anything malformed is an IllegalAction. The
        position is saved with the match (`to_dict`), and its actions replay from it.

        >>> game = DebouleGame.from_position({"players": 2, "target": 7}, scores=[5, 6])
        >>> game.scores, game.chance_request().kind
        ((5, 6), 'roll_off')
        """
        game = cls.new(options)
        sides = game.layout.n_sides
        values = [0] * sides if scores is None else scores
        if not isinstance(values, list | tuple) or len(values) != sides or any(
                isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < game.options.target
                for v in values):
            raise IllegalAction(f"scores: {sides} whole numbers below the target "
                                f"{game.options.target}", code="bad_position")
        game.set_position({"scores": list(values)})
        return game

    def set_position(self, position: dict[str, Any]) -> None:
        """Set `position` (from_position's checked form) on a match not started yet."""
        # the core is replaced, never changed in place: copies share it (`copy`)
        self._core = dataclasses.replace(self._core, scores=list(position["scores"]))
        self.position = position

    # -- who decides (deboule.rules.core contract)
    # ---------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.options.players

    def current_player(self) -> int:
        """CHANCE while a throw, a roll or a kinematic move is awaited (the physics answers);
        SIMULTANEOUS when any of several players may answer (a team's put-back, D10)."""
        req = self.pending
        if isinstance(req, GameOver):
            return TERMINAL
        if req.awaits_outcome:
            return CHANCE
        return req.players[0] if len(req.players) == 1 else SIMULTANEOUS

    def deciders(self) -> tuple[int, ...]:
        req = self.pending
        if isinstance(req, GameOver) or req.awaits_outcome:
            return ()
        return tuple(req.players)

    def chance_request(self) -> ChanceRequest | None:
        """The throw ("roll_off", "throw") or table move ("kinematic") the physics must carry
        out. `info["table"]` is the table as the rules last saw it (None before the first
        round), so a stand-in for the physics can answer without a world."""
        req = self.pending
        if not req.awaits_outcome:
            return None
        actor = req.players[0] if len(req.players) == 1 else None
        info: dict[str, Any] = {"players": tuple(req.players), "table": self.table}
        if isinstance(req, RollOffRequest):
            return ChanceRequest("roll_off", actor, {**info, "pieces": ("cochonde",)})
        if isinstance(req, ThrowRequest):
            return ChanceRequest("throw", actor, {**info, "pieces": req.pieces,
                                                  "purpose": req.purpose})
        assert isinstance(req, KinematicRequest)
        return ChanceRequest("kinematic", actor, {
            **info, "op": req.op, "piece": req.piece, "target": req.target,
            "direction": req.direction, "towers": req.towers})

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

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """The choices open to `player` (default: whoever the pending request names); empty
        when an outcome is awaited or `player` has nothing to decide."""
        req = self.pending
        if player is not None and player not in req.players:
            return []
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

    # -- what a seat sees (open information) -----------------------------------------------------
    def observation(self, player: int) -> dict[str, Any]:
        """Le Déboulé hides nothing (every piece lies on the open table, D2): every seat sees
        the same table, scores and request; only `legal` (what `player` may choose now) is the
        seat's own."""
        check_seat(self, player)
        return {
            "game": self.GAME, "seat": player, "players": self.num_players,
            "side": self.layout.side_of[player], "sides": list(self.layout.side_of),
            "current_player": self.current_player(), "deciders": list(self.deciders()),
            "pending": self.pending.to_dict(),
            "scores": list(self.scores), "target": self.options.target,
            "round": self.round_number, "lead_player": self.lead_player,
            "turn_order": list(self.turn_order), "reperes": list(self.reperes),
            "stake": self.stake,
            "table": self.table.to_dict() if self.table is not None else None,
            "removed": sorted(self.removed), "thrown": sorted(self.thrown),
            "conceded": dict(sorted(self.conceded.items())),
            "legal": [action.to_dict() for action in self.legal_actions(player)],
            "result": None if self.result() is None else self.result().to_dict(),
        }

    # -- applying ----------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply an action; raise IllegalAction (state unchanged) when it is not legal now."""
        CODEC.check(action)  # a Déboulé action, each field of its declared type
        core = copy.deepcopy(self._core)
        core.events = []
        dispatch(core, self.layout, self.options, action)
        self._core = core
        self._log.append(action)
        self._events.extend(core.events)
        return list(core.events)

    # -- the end ---------------------------------------------------------------------------
    def result(self) -> Result | None:
        """Each seat's score is its side's (a team shares one score, D1)."""
        if self.winner is None:
            return None
        side_of = self.layout.side_of
        scores = tuple(float(self._core.scores[side_of[p]]) for p in range(self.num_players))
        winners = tuple(p for p in range(self.num_players) if side_of[p] == self.winner)
        ranking = tuple(sorted(range(self.num_players), key=lambda p: -scores[p]))
        return Result(scores, winners, ranking)

    # -- history, copies, serialisation --------------------------------------------------------
    @property
    def history(self) -> tuple[Action, ...]:
        return tuple(self._log)

    def copy(self) -> Self:
        """The core is shared: `apply` works on a copy of it and replaces it whole, so the
        two states never change it under each other; the actions and events played are
        shared items in new lists."""
        return copy_sharing(self, shared=(self._core, self.options, self.layout),
                            shallow=(self._log, self._events))

    def setup_key(self) -> Any:
        """The options, a set-up position and the generator of the turn orders to come."""
        return (self.options, self.position, orders_key(self._core.rng))

    def score_line(self) -> str:
        """Each side's points and the target."""
        return f"points {' '.join(map(str, self.scores))} of {self.options.target}"

    # -- a seat's view (views.py) ---------------------------------------------------------------
    def history_hiding(self, seat: int) -> HistoryHiding:
        """Its views hide no action (its turn orders still to come are left out whole)."""
        return HistoryHiding()

    def seat_view(self, player: int) -> dict[str, Any]:
        check_seat(self, player)
        return seat_view(self.to_dict(), self.turn_orders(), self.GAME, self.VERSION, player)

    def turn_orders(self) -> list[list[int]]:
        """The turn orders the rules drew so far, in order (read only: the rules' own list,
        which only grows; an online room adds the new ones to a view it keeps)."""
        return getattr(self._core.rng, "drawn", [])

    @classmethod
    def from_seat_view(cls, data: Any, rng: random.Random) -> Self:
        seat, plain, orders = read_seat_view(data, cls.GAME, cls.VERSION, rng)
        rebuilt = cls.from_dict(plain, rules_rng=orders)
        check_seat(rebuilt, seat)
        return rebuilt

    def to_dict(self) -> dict[str, Any]:
        """options + seed + every action (observations included): replaying gives this state.
        Records written before the version field read as version 1."""
        data = {"game": self.GAME, "version": self.VERSION, "options": self.options.to_dict(),
                "actions": [a.to_dict() for a in self._log]}
        if self.position is not None:  # a set-up match replays from its position
            data["position"] = copy.deepcopy(self.position)
        return data

    @classmethod
    def from_dict(cls, data: Any, rules_rng: random.Random | None = None) -> Self:
        """The state `to_dict` wrote (`rules_rng`: the generator of its turn orders instead of
        the seed's, deboule/rules/deboule/views.py)."""
        header = check_header(data, cls.GAME, cls.VERSION)
        position = header.get("position")
        if position is None:
            game = cls.new(header.get("options", {}))
        elif not isinstance(position, Mapping) or set(position) - {"scores"}:
            raise IllegalAction("a saved position is a mapping of its fields", code="bad_save")
        else:
            game = cls.from_position(header.get("options", {}), **position)
        if rules_rng is not None:
            game._core = dataclasses.replace(game._core, rng=rules_rng)
        for index, item in enumerate(header.get("actions", [])):
            try:
                game.apply(action_from_dict(item))
            except IllegalAction as error:
                raise IllegalAction(f"saved action {index} refused: {error}", code="bad_save",
                                    index=index, reason=error.code) from None
        return game
