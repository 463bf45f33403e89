"""Bots for Le Déboulé: they answer the same requests as a human, through the legal actions.

They follow the one bot protocol (deboule/rules/core/bots.py): `make_bot(level, seed)` builds one
and `bot.act(game, player)` answers what the rules await of `player`: a legal action, or a
`ThrowPlan` (the piece and the hand's `Aim`) for a roll-off or a `ThrowRequest`.

To plan throws a bot practises them on a *simulator* of the live table, lent by whoever owns the
physics (`make_bot(..., simulator=...)` or `deboule.rules.core.bots.lend_simulator(bot, sim)`; the
window's and the sim's matches lend `deboule.games.deboule.simulator.WorldSimulator`). It is
duck-typed, so rules never import physics:

    sim.copy() -> simulator            an independent copy of the live world
    sim.towards(piece, target, rng, speed_factor=1.0) -> throw
                                       a hand throw of `piece` at the point `target` (the
                                       physics' one aiming, `physics.Throw.towards`), the hand's
                                       start, spin, lift and die orientation drawn from `rng`
    sim.throw(piece, throw) -> TableObs  throw and settle (on that copy)
    sim.throw_many(piece, throws) -> [(TableObs, simulator)]
                                       each throw on its own copy, in a batch: the settled
                                       table and that copy, in order (optional: `throw_all`
                                       falls back on copy() and throw() one by one)
    sim.place_on(piece, target) / sim.tip(piece, direction) -> TableObs
    sim.state() -> TableObs

The bot copies it before every practice throw, so the lent simulator always shows the live table.
Without one (a program using the rules alone) a bot throws by eye: straight at the cochondé with
its level's aiming error, and its choices by habit. With its simulator and its
`numpy.random.Generator` a bot pickles whole (deboule/games/deboule/thinker.py sends it to the
thinking process). The expert samples candidate throws on copies of the world and
keeps the one whose settled table evaluates best; it decides every symbol and combination the
same way. Lower levels try fewer candidates, add a human-like aiming error to the throw they
execute, and make simpler choices.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Protocol

import numpy as np

from deboule.rules.core import IllegalAction
from deboule.rules.core.bots import level_name
from deboule.rules.deboule import bot_foresight, effects
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
    PutBack,
    Relance,
    Renounce,
    RethrowCochonde,
)
from deboule.rules.deboule.bot_budget import (
    BATCH,
    FIRST_CANDIDATES,
    OutOfTime,
    ThinkingBudget,
    has_time,
)
from deboule.rules.deboule.bot_evaluation import evaluate, without
from deboule.rules.deboule.game import DebouleGame
from deboule.rules.deboule.requests import (
    ChooseLeadPositionRequest,
    ChooseStarterRequest,
    ChooseTowersRequest,
    EffectRequest,
    KeepOrRethrowRequest,
    PutBackRequest,
    RollOffRequest,
    ThrowRequest,
)
from deboule.rules.deboule.scoring import valid_pieces
from deboule.rules.deboule.table import COCHONDE, TableObs

MAX_SPEED = 5.5  # m/s, below the 6 m/s limit of D3: a perturbed throw stays a legal one

# The simulator's throws (physics.Throw behind the duck-typed simulator: rules never import
# physics): frozen dataclasses with position, velocity, spin and orientation.
Aim = Any


@dataclass(frozen=True)
class ThrowPlan:
    """A bot's answer to a ThrowRequest: which piece, and how: `aim`, a throw the simulator made;
    or, from a bot with no simulator (rules alone know no physics), None and the `target` point
    of the table it throws at by eye (the match aims it: physics.Throw.towards)."""

    piece: str
    aim: Aim | None
    target: tuple[float, float] | None = None


class Simulator(Protocol):
    def copy(self) -> Simulator: ...
    def towards(self, piece: str, target: tuple[float, float], rng: np.random.Generator,
                speed_factor: float = 1.0) -> Aim: ...
    def throw(self, piece: str, aim: Aim) -> TableObs: ...
    def throw_many(self, piece: str, aims: list[Aim]) -> list[tuple[TableObs, Simulator]]: ...
    def place_on(self, piece: str, target: str) -> TableObs: ...
    def tip(self, piece: str, direction: str) -> TableObs: ...
    def state(self) -> TableObs: ...


@dataclass(frozen=True)
class Level:
    name: str
    candidates: int  # throws simulated per decision
    refine: int  # extra candidates around the best ones
    heading_sd: float  # aiming error of the executed throw (radians)
    speed_sd: float  # relative speed error of the executed throw
    smart_effects: bool  # decide effects by simulation (else simple habits)
    relance_samples: int
    # issue 12 (bot_foresight.py): value the symbol a throw lands on and its effect, choose the
    # tower layout by simulation, rethrow the cochondé with the stake in mind
    foresight: bool = False
    # issue 12, one throw ahead: the best candidates are valued after the opponent's best of
    # `replies` sampled answers when the next throw is theirs (D7), blended with their own value
    lookahead: int = 0
    replies: int = 0
    # issue 35: how many distinct best candidates get their symbol's effect simulated, and the
    # weight of the value after the opponent's best reply against the table's own value
    foresight_top: int = 3
    reply_weight: float = 0.5
    # issue 35: value a lead by how hard it is to beat while a trailing side still throws
    # (`evaluate`'s `in_hand`)
    holding: bool = False


LEVELS: dict[str, Level] = {
    "novice": Level("novice", 1, 0, 0.07, 0.18, False, 0),
    "regular": Level("regular", 6, 0, 0.03, 0.07, True, 3),  # "casual" before issue 31
    # issue 35: the issue-12 expert with the speed-up spent on search (30 candidates and 10
    # refinements, the 4 best looked at further, 8 sampled replies each) and a lead valued by
    # how hard it is to beat while the side behind still throws (`holding`). Measured against
    # the baseline on fresh seeds: docs/rules-deboule.md "The expert of issue 35"
    "expert": Level("expert", 30, 10, 0.0, 0.0, True, 8, foresight=True, lookahead=4,
                    replies=8, foresight_top=4, holding=True),
    # the expert as it was before foresight: the benchmark's yardstick, not offered to players
    "baseline": Level("baseline", 18, 6, 0.0, 0.0, True, 8),
    # the expert of issue 12, as it was before issue 35: the position bench's yardstick
    "expert_issue12": Level("expert_issue12", 18, 6, 0.0, 0.0, True, 8, foresight=True,
                            lookahead=3, replies=4),
}
HIDDEN_LEVELS = ("baseline", "expert_issue12")
# Level.reply_weight, the issue-12 expert's: the real opponent tries more throws than the
# sample (stronger), but then the bot answers again with its own déboules in hand (weaker): half
# of each.
DISTINCT_GAP = 0.02  # metres between the resting spots of two candidates looked at further


def level_names() -> tuple[str, ...]:
    """The levels offered to players (the command line and the menus)."""
    return tuple(name for name in LEVELS if name not in HIDDEN_LEVELS)


def perturb(aim: Aim, rng: np.random.Generator, heading_sd: float, speed_sd: float) -> Aim:
    """Human-like error: turn the throw a little and change its strength."""
    if heading_sd <= 0 and speed_sd <= 0:
        return aim
    vx, vy, vz = aim.velocity
    speed = math.hypot(vx, vy)
    heading = math.atan2(vy, vx) + float(rng.normal(0.0, heading_sd)) if heading_sd > 0 else \
        math.atan2(vy, vx)
    factor = math.exp(float(rng.normal(0.0, speed_sd))) if speed_sd > 0 else 1.0
    speed = min(MAX_SPEED, speed * factor)
    return replace(aim, velocity=(speed * math.cos(heading), speed * math.sin(heading), vz))


# -- the bot -------------------------------------------------------------------------------------


def make_bot(level: str, seed: int | np.random.SeedSequence,
             simulator: Simulator | None = None) -> DebouleBot:
    """A bot of `level` ("novice", "regular", "expert"; the older "casual" reads as "regular")
    drawing from `numpy.random.default_rng(seed)`: an int, or the SeedSequence a match spawned
    for the seat (deboule/games/deboule/simulator.py `make_bots`). `simulator`: see the module's
    text."""
    return DebouleBot(level, np.random.default_rng(seed), simulator)


class DebouleBot:
    """One player's bot. `act` answers whatever the rules await of its seat (see the module's
    text); `decide` (choice requests) and `plan_throw` (throws) are its two halves."""

    def __init__(self, level: str, rng: np.random.Generator,
                 simulator: Simulator | None = None) -> None:
        level = level_name(level) if isinstance(level, str) else level
        if level not in LEVELS:
            raise IllegalAction(f"unknown bot level {level!r}; levels: {', '.join(LEVELS)}")
        if not isinstance(rng, np.random.Generator):
            raise IllegalAction("a bot needs a numpy Generator")
        self.level = LEVELS[level]
        self.rng = rng
        self.simulator = simulator
        # the decision being thought about's budget (bot_budget.py); None outside `act`
        self.budget: ThinkingBudget | None = None
        self.budget_factory: Callable[[], ThinkingBudget] = ThinkingBudget

    # -- the protocol (deboule/rules/core/bots.py)
    # -------------------------------------------------------
    def act(self, game: DebouleGame, player: int) -> Action | ThrowPlan:
        """What `player` does now: a throw plan when a throw is awaited of them, else one of the
        legal actions."""
        req = game.pending
        if player not in req.players:
            raise IllegalAction(f"nothing is awaited of player {player} now ({req.kind})")
        self.budget = self.budget_factory()
        try:
            return self._act(game, req, self._metered(self.simulator))
        finally:
            self.budget = None

    def _metered(self, sim: Simulator | None) -> Simulator | None:
        """`sim` with its practice charged to this decision's budget, when it can be metered."""
        metered = getattr(sim, "metered", None)
        return metered(self.budget) if metered is not None else sim

    def _act(self, game: DebouleGame, req, sim: Simulator | None) -> Action | ThrowPlan:
        if isinstance(req, RollOffRequest):
            if sim is None:
                return ThrowPlan(COCHONDE, None, self._roll_off_target())
            return ThrowPlan(COCHONDE, self.roll_off_aim(sim))
        if isinstance(req, ThrowRequest):
            if sim is None:
                return self._by_eye(game, req)
            return self.plan_throw(game, sim)
        return self.decide(game, sim)

    def use_simulator(self, simulator: Simulator | None) -> None:
        """Practise throws on `simulator` from now on (deboule.rules.core.bots.lend_simulator)."""
        self.simulator = simulator

    def save_state(self) -> dict:
        """The random generator's state: a resumed match goes on exactly as it would have."""
        return self.rng.bit_generator.state

    def load_state(self, data: dict) -> None:
        self.rng.bit_generator.state = data

    def _by_eye(self, game: DebouleGame, req: ThrowRequest) -> ThrowPlan:
        """A throw without practice (no simulator): at the cochondé (or, the cochondé's own
        throw, down the table), missed by the level's aiming error."""
        piece = self._pick_piece(game, req)
        if req.purpose == "cochonde":
            target = (float(self.rng.uniform(0.6, 0.9)), float(self.rng.uniform(-0.12, 0.12)))
        else:
            target = _cochonde_xy(game.table)
        reach = math.hypot(*target)
        x = target[0] + reach * float(self.rng.normal(0.0, max(self.level.speed_sd, 1e-9)))
        y = target[1] + reach * float(self.rng.normal(0.0, max(self.level.heading_sd, 1e-9)))
        return ThrowPlan(piece, None, (x, y))

    # -- choices ---------------------------------------------------------------------------------
    def decide(self, game: DebouleGame, sim: Simulator | None = None) -> Action:
        req = game.pending
        legal = game.legal_actions()
        if not legal:
            raise IllegalAction(f"nothing to decide: {req.kind} awaits an outcome")
        expert = self.level.smart_effects
        if isinstance(req, ChooseTowersRequest):
            layouts = [a for a in legal if isinstance(a, ChooseTowers)]
            if self.level.foresight and sim is not None:
                return bot_foresight.choose_layout(
                    game, sim, layouts, self.rng, game.layout.side_pieces(
                        game.layout.side_of[req.player])[0], sim.towards,
                    lambda: has_time(self.budget))
            return layouts[int(self.rng.integers(len(layouts)))]
        if isinstance(req, ChooseStarterRequest):
            mine = game.layout.side_of[req.player]
            others = [s for s in req.options if s != mine]
            # playing last is the better seat: a thinking bot lets an opponent start
            choice = others[0] if expert and others else (mine if mine in req.options
                                                           else req.options[0])
            return ChooseStarter(choice)
        if isinstance(req, ChooseLeadPositionRequest):
            return ChooseLeadPosition("last" if expert else "first")
        if isinstance(req, KeepOrRethrowRequest):
            if self.level.foresight:
                return bot_foresight.keep_or_rethrow(game, game.layout.side_of[req.player])
            face = game.table.pieces[COCHONDE].top_face if game.table else 3
            return RethrowCochonde() if isinstance(face, int) and face <= 2 else KeepCochonde()
        if isinstance(req, PutBackRequest):
            return PutBack(req.pieces[0])
        if isinstance(req, EffectRequest):
            if expert and sim is not None:
                return self._best_effect(game, sim, req)
            return self._habit_effect(game, req)
        return legal[0]

    def _habit_effect(self, game: DebouleGame, req: EffectRequest) -> Action:
        """Novice habits: take a Déchole when offered, else use the symbol on the first
        target, relance a die that is not close."""
        if req.dechole_targets:
            return Dechole(req.dechole_targets[int(self.rng.integers(len(req.dechole_targets)))])
        if req.chapeau_targets:
            return Chapeauter(req.chapeau_targets[0])
        if req.force_targets:
            return ForceRelance(req.force_targets[int(self.rng.integers(len(req.force_targets)))])
        if req.bascule_directions:
            return Basculer(req.bascule_directions[
                int(self.rng.integers(len(req.bascule_directions)))])
        if req.relance:
            mine = [p for p in game.valid_pieces() if p.piece == req.piece]
            if not mine or mine[0].distance > 0.08:
                return Relance()
        return Renounce()

    def _best_effect(self, game: DebouleGame, sim: Simulator, req: EffectRequest) -> Action:
        side = game.layout.side_of[req.player]
        table = game.table
        assert table is not None
        options: list[tuple[float, int, Action]] = []

        def consider(value: float, action: Action) -> None:
            options.append((value, len(options), action))

        # D9/R10: a symbol used while a combination is offered renounces it for the turn
        combo_open = not req.dechole_targets

        def after(obs: TableObs, faulty: int | None = None) -> float:
            if combo_open:
                return self._with_dechole(game, obs, side, req.player, faulty)
            return evaluate(game, obs, side, faulty)

        consider(evaluate(game, table, side), Renounce())
        for target in req.dechole_targets:
            consider(evaluate(game, without(table, target), side), Dechole(target))
        for target in req.chapeau_targets:
            if not has_time(self.budget):
                break
            obs = sim.copy().place_on(req.piece, target)
            consider(after(obs), Chapeauter(target))
        for direction in req.bascule_directions:
            if not has_time(self.budget):
                break
            obs = sim.copy().tip(req.piece, direction)
            consider(after(obs), Basculer(direction))
        if req.relance and has_time(self.budget):
            values = [after(c.obs, faulty=side)
                      for c in self._candidates(game, sim, req.piece, side,
                                                self.level.relance_samples)]
            if values:
                consider(max(values) - 0.3, Relance())  # the planned throw may not be repeated
        owner_of = game.layout.owner
        for target in req.force_targets:
            if not has_time(self.budget):
                break
            values = []
            for _ in range(2):  # the owner rethrows it: guess with a middling throw
                aim = perturb(sim.towards(target, _cochonde_xy(table), self.rng), self.rng,
                              0.04, 0.1)
                obs = sim.copy().throw(target, aim)
                values.append(evaluate(game, obs, side, faulty=game.layout.side_of[
                    owner_of[target]]))
            consider(float(np.mean(values)), ForceRelance(target))
        options.sort(key=lambda o: (-o[0], o[1]))
        return options[0][2]

    def _with_dechole(self, game: DebouleGame, obs: TableObs, side: int, player: int,
                      faulty: int | None = None) -> float:
        """Value of a table, counting the Déchole a combination on it would allow."""
        value = evaluate(game, obs, side, faulty)
        if obs.in_play(COCHONDE) and effects.combinations(obs, game.layout, player):
            for target in effects.dechole_targets(obs, game.layout, player):
                value = max(value, evaluate(game, without(obs, target), side, faulty))
        return value

    # -- throws ----------------------------------------------------------------------------------
    def plan_throw(self, game: DebouleGame, sim: Simulator) -> ThrowPlan:
        """Answer a ThrowRequest: the piece to throw and the aim actually executed."""
        req = game.pending
        if not isinstance(req, ThrowRequest):
            raise IllegalAction(f"no throw is requested now ({req.kind})")
        piece = self._pick_piece(game, req)
        if req.purpose == "cochonde":
            target = (float(self.rng.uniform(0.6, 0.9)), float(self.rng.uniform(-0.12, 0.12)))
            return ThrowPlan(piece, perturb(sim.towards(piece, target, self.rng), self.rng,
                                            self.level.heading_sd, self.level.speed_sd))
        side = game.layout.side_of[game.layout.owner[piece]]
        if req.purpose == "forced_relance" and not self.level.smart_effects:
            aim = sim.towards(piece, _cochonde_xy(game.table), self.rng)
        elif self.level.foresight and req.purpose == "deboule":
            aim = self._foresight_throw(game, sim, piece, side)
        else:
            aim = self._refined(game, sim, piece, side)[0].aim
        return ThrowPlan(piece, perturb(aim, self.rng, self.level.heading_sd,
                                        self.level.speed_sd))

    def _foresight_throw(self, game: DebouleGame, sim: Simulator, piece: str, side: int) -> Aim:
        """The expert's first throw (issue 12): the candidates and refinements of `plan_throw`,
        each kept with the world it leaves (the physics is deterministic and the expert makes no
        error, so the throw lands as simulated). Every candidate counts the Déchole its own
        throw makes (D9, no simulation); the best `foresight_top` the effect of their symbol (D8,
        simulated from their world); the best `lookahead` of those the opponent's reply."""
        player = game.layout.owner[piece]
        candidates = self._refined(game, sim, piece, side)
        in_hand = {s: len(bot_foresight.pieces_in_hand(game, s, piece))
                   for s in range(game.layout.n_sides)} if self.level.holding else None

        def value_of(obs: TableObs, faulty: int | None) -> float:
            return evaluate(game, obs, side, faulty, in_hand)

        def reply_value(obs: TableObs, replier: int | None) -> float:
            # after_reply names the replying side as the faulty one: its hand is one less
            hand = None if in_hand is None else {
                s: n - (1 if s == replier else 0) for s, n in in_hand.items()}
            return evaluate(game, obs, side, replier, hand)

        if in_hand is not None:  # the batch's own ranking knows no hands
            for c in candidates:
                c.value = value_of(c.obs, side)

        for c in candidates:  # a Déchole's value needs no simulation
            c.value = bot_foresight.dechole_value(game, c.obs, piece, player, c.value, value_of,
                                                  without)
        candidates.sort(key=lambda c: (-c.value, c.order))
        top = _distinct(candidates, piece, self.level.foresight_top)

        def aim_for(obs: TableObs, careful: bool) -> Aim:
            aim = sim.towards(piece, _cochonde_xy(obs), self.rng)
            return aim if careful else perturb(aim, self.rng, 0.04, 0.1)

        def reply_aims(obs: TableObs, reply_piece: str, n: int) -> list[Aim]:
            rival = game.layout.side_of_piece(reply_piece)
            return [aim for _, aim in self._aims(game, sim, reply_piece, obs, rival, n)]

        # anytime: the best candidates are looked at further one by one while the budget lasts;
        # those the budget did not reach are left out rather than compared on a shallower value
        looked: list[Candidate] = []
        for rank, c in enumerate(top):
            if looked and not has_time(self.budget):
                break
            c.value, world, obs = bot_foresight.best_effect(
                game, c.world, c.obs, piece, side, player, c.value, value_of, aim_for, without)
            if rank < self.level.lookahead and self.level.replies:
                try:
                    replied = bot_foresight.after_reply(
                        game, world, obs, side, piece, self.level.replies, reply_value,
                        reply_aims, lambda: has_time(self.budget))
                except OutOfTime:
                    if not looked:
                        looked.append(c)  # the best candidate, valued without the reply
                    break
                if replied is not None:
                    c.value += self.level.reply_weight * (replied - c.value)
            looked.append(c)
        looked.sort(key=lambda c: (-c.value, c.order))
        return looked[0].aim

    def roll_off_aim(self, sim: Simulator) -> Aim:
        return sim.towards(COCHONDE, self._roll_off_target(), self.rng)

    def _roll_off_target(self) -> tuple[float, float]:
        """Where a roll-off's cochondé is sent (D6): down the table, near the middle line."""
        return (float(self.rng.uniform(0.5, 0.9)), float(self.rng.uniform(-0.12, 0.12)))

    def _pick_piece(self, game: DebouleGame, req: ThrowRequest) -> str:
        if len(req.pieces) == 1 or not self.level.smart_effects:
            return req.pieces[0]
        # prefer a die whose partner (same colour) already shows Arc or Flèche (D9)
        table = game.table
        for pid in req.pieces:
            colour, n = pid.rsplit("-", 1)
            partner = f"{colour}-{2 if n == '1' else 1}"
            if table is not None and table.in_play(partner) and \
                    table.pieces[partner].top_face in ("arc", "fleche"):
                return pid
        return req.pieces[0]

    def _aims(self, game: DebouleGame, sim: Simulator, piece: str, table: TableObs | None,
              side: int, n: int) -> list[tuple[int, Aim]]:
        """n aims for `side` on `table`: draws to the cochondé and, every third, a shot at one
        of the two best opposing pieces."""
        cx, cy = _cochonde_xy(table)
        targets: list[tuple[tuple[float, float], float]] = []
        valid = valid_pieces(table, game.layout, game.conceded) if table is not None else []
        rivals = sorted((p for p in valid if p.side != side), key=lambda p: p.distance)[:2]
        for k in range(n):
            if rivals and k % 3 == 2:
                r = rivals[(k // 3) % len(rivals)]
                targets.append((r.footprint.centre, float(self.rng.uniform(1.15, 1.4))))
            else:
                offset = self.rng.normal(0.0, 0.03, size=2)
                targets.append(((cx + float(offset[0]) - 0.02, cy + float(offset[1])),
                                float(self.rng.uniform(0.92, 1.08))))
        return [(k, sim.towards(piece, target, self.rng, factor))
                for k, (target, factor) in enumerate(targets)]

    def _candidates(self, game: DebouleGame, sim: Simulator, piece: str, side: int, n: int
                    ) -> list[Candidate]:
        """Simulate n aims: draws to the cochondé and shots at the leading opponents, each kept
        with the world it leaves."""
        aims = self._aims(game, sim, piece, game.table, side, n)
        thrown = throw_all(sim, piece, [aim for _, aim in aims], self.budget, FIRST_CANDIDATES)
        return [Candidate(evaluate(game, obs, side, faulty=side), k, aim, obs, world)
                for (k, aim), (obs, world) in zip(aims, thrown, strict=False)]

    def _refined(self, game: DebouleGame, sim: Simulator, piece: str, side: int
                 ) -> list[Candidate]:
        """The level's candidate throws and, around the best two, `refine` small variations,
        best first (ties: the earlier sampled)."""
        candidates = self._candidates(game, sim, piece, side, self.level.candidates)
        candidates.sort(key=lambda c: (-c.value, c.order))
        # the variations draw nothing from the throws: drawn first, then thrown in one batch
        aims = [perturb(best.aim, self.rng, 0.02, 0.05)
                for best in (candidates[:2] if self.level.refine else ())
                for _ in range(self.level.refine // 2)]
        for aim, (obs, world) in zip(aims, throw_all(sim, piece, aims, self.budget),
                                     strict=False):
            candidates.append(Candidate(evaluate(game, obs, side, faulty=side),
                                        len(candidates), aim, obs, world))
        candidates.sort(key=lambda c: (-c.value, c.order))
        return candidates


def throw_all(sim: Simulator, piece: str, aims: list[Aim], budget: ThinkingBudget | None = None,
              at_least: int = 0) -> list[tuple[TableObs, Simulator]]:
    """Each aim thrown on its own copy of `sim`: the simulator's batch (`throw_many`) when it
    has one, else copy() and throw() one by one; the same results either way. With a `budget`,
    in batches of BATCH while it lasts (the first `at_least` aims whatever it says): the
    results of the first aims, in order, possibly fewer than the aims."""
    thrown: list[tuple[TableObs, Simulator]] = []
    batch = getattr(sim, "throw_many", None)
    step = BATCH if budget is not None else max(len(aims), 1)
    for start in range(0, len(aims), step):
        if start >= at_least and not has_time(budget):
            break
        part = aims[start:start + step]
        if batch is not None:
            thrown.extend(batch(piece, part))
        else:
            copies = [sim.copy() for _ in part]
            thrown.extend((world.throw(piece, aim), world)
                          for world, aim in zip(copies, part, strict=True))
    return thrown


def _distinct(candidates: list[Candidate], piece: str, n: int) -> list[Candidate]:
    """The first n candidates (best first) whose thrown piece rests at least DISTINCT_GAP from
    where a better one's does: the refinements cluster around the best two, and looking
    further at near copies of one throw would tell nothing new."""
    picked: list[Candidate] = []
    for c in candidates:
        here = c.obs.pieces[piece].footprint.centre if c.obs.in_play(piece) else None
        if all(here is None or not c2.obs.in_play(piece) or
               math.dist(here, c2.obs.pieces[piece].footprint.centre) >= DISTINCT_GAP
               for c2 in picked):
            picked.append(c)
        if len(picked) == n:
            break
    return picked


@dataclass
class Candidate:
    """A simulated throw kept with the world it leaves (the expert's foresight)."""

    value: float
    order: int
    aim: Aim
    obs: TableObs
    world: Simulator


def _cochonde_xy(table: TableObs | None) -> tuple[float, float]:
    if table is None or not table.in_play(COCHONDE):
        return (0.75, 0.0)
    return table.pieces[COCHONDE].footprint.centre

