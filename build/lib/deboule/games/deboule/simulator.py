"""Le Déboulé's physics world as the bots and the controller use it: the duck-typed simulator
the bots plan with (rules never import physics), the bots themselves with their random streams,
and the table moves the rules ask for (`KinematicRequest`)."""

from __future__ import annotations

import os
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor

import numpy as np

from deboule.physics import Throw, World
from deboule.rules.core.bots import lend_simulator, seat_bot
from deboule.rules.deboule import KinematicRequest, TableObs
from deboule.rules.deboule.actions import DIRECTIONS
from deboule.rules.deboule.bots import make_bot

DEFAULT_TOWERS = (0, 2, 6, 8)
# Threads a batch of practice throws runs on: MuJoCo steps without Python's lock, and each
# throw has its own copy of the world, so the results do not depend on it (docs/physics.md).
DEFAULT_THREADS = min(2, os.cpu_count() or 1)


class WorldSimulator:
    """The duck-typed simulator the bots use (rules never import physics). `threads`: how many
    threads `throw_many` runs its throws on (1: one after the other on the caller's)."""

    def __init__(self, world: World, threads: int = DEFAULT_THREADS, meter=None) -> None:
        self.world = world
        self.threads = threads
        # a bot's ThinkingBudget (deboule/rules/deboule/bot_budget.py): every practice throw and
        # table move on this simulator and its copies spends the simulated seconds it took
        self.meter = meter

    def copy(self) -> WorldSimulator:
        return WorldSimulator(self.world.copy(), self.threads, self.meter)

    def metered(self, meter) -> WorldSimulator:
        """This very world (not a copy), its practice charged to `meter` (None: to nothing)."""
        return WorldSimulator(self.world, self.threads, meter)

    def _spent(self, outcome):
        if self.meter is not None:
            self.meter.spend(outcome.seconds)
        return outcome

    def _obs(self, outcome) -> TableObs:
        return TableObs.from_outcome(outcome)

    def towards(self, piece: str, target: tuple[float, float], rng: np.random.Generator,
                speed_factor: float = 1.0) -> Throw:
        """The bots' aiming: physics' one `Throw.towards`, the hand drawn from `rng`."""
        return Throw.towards(self.world, piece, target, rng=rng, speed_factor=speed_factor)

    def throw(self, piece: str, aim: Throw) -> TableObs:
        return self._obs(self._spent(self.world.throw(piece, aim)))

    def throw_many(self, piece: str, aims: Sequence[Throw]
                   ) -> list[tuple[TableObs, WorldSimulator]]:
        """Each aim thrown on its own copy of this world (which is not changed): for each, in
        order, the settled table and the copy left as that throw leaves it. The very same bits
        as `copy().throw(piece, aim)` one by one (tested), on `threads` threads at once."""
        copies = [self.copy() for _ in aims]

        def practise(k: int):
            return copies[k].world.throw(piece, aims[k])

        if self.threads <= 1 or len(aims) <= 1:
            outcomes = [practise(k) for k in range(len(aims))]
        else:
            with ThreadPoolExecutor(min(self.threads, len(aims))) as pool:
                outcomes = list(pool.map(practise, range(len(aims))))
        # charged in order on this thread: the budget's sum does not depend on the threads
        tables = [self._obs(self._spent(outcome)) for outcome in outcomes]
        return list(zip(tables, copies, strict=True))

    def place_on(self, piece: str, target: str) -> TableObs:
        return self._obs(self._spent(self.world.place_on(piece, target)))

    def tip(self, piece: str, direction: str) -> TableObs:
        return self._obs(self._spent(self.world.tip(piece, direction)))

    def erect(self, tower: str) -> TableObs:
        return self._obs(self._spent(self.world.erect(tower)))

    def remove(self, piece: str) -> TableObs:
        return self._obs(self._spent(self.world.remove(piece)))

    def new_round(self, towers: tuple[int, ...]) -> TableObs:
        return self._obs(self._spent(self.world.new_round(towers=towers)))

    def state(self) -> TableObs:
        return self._obs(self.world.state())

    def feasible_tips(self, piece: str) -> tuple[str, ...]:
        return tuple(d for d in DIRECTIONS if self.world.can_tip(piece, d)[0])


def make_bots(levels: list, seed: int, simulator: WorldSimulator | None = None
              ) -> tuple[list, np.random.Generator]:
    """A bot per seat (a level, or a bot of one's own: deboule.rules.core.bots.seat_bot), each
    level's drawing from its own child of the match's seed, practising its throws on `simulator`
    (the match's live table); and the last child's generator."""
    streams = np.random.SeedSequence(seed).spawn(len(levels) + 1)
    bots = [seat_bot(level, make_bot, s) for level, s in zip(levels, streams, strict=False)]
    for bot in bots:
        lend_simulator(bot, simulator)
    return bots, np.random.default_rng(streams[-1])


def kinematic(sim: WorldSimulator, req: KinematicRequest) -> TableObs:
    if req.op == "new_round":
        return sim.new_round(req.towers)
    if req.op == "place_on":
        return sim.place_on(req.piece, req.target)
    if req.op == "tip":
        return sim.tip(req.piece, req.direction)
    if req.op == "erect":
        return sim.erect(req.piece)
    if req.op == "remove":
        return sim.remove(req.piece)
    raise ValueError(f"unknown kinematic request {req.op!r}")


def client_simulator() -> WorldSimulator:
    """A simulator for a bot that plays a seat of an online room from its own client
    (deboule/online/bot_seat.py): a world of its own, set before each question to the room's table
    as it rests (`World.import_state`), for the bot's practice throws only."""
    return WorldSimulator(World.deboule(seed=0, towers=DEFAULT_TOWERS))
