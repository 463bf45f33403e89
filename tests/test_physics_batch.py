"""Issue 35 point 2: the bots' practice throws in batches (`WorldSimulator.throw_many`) are the
world's own `throw`, bit for bit, and the bots choose exactly as they did one throw at a time."""

from __future__ import annotations

import numpy as np
from test_deboule_support import start_2p

from deboule.games.deboule.simulator import WorldSimulator, make_bots
from deboule.physics import Throw, World


def _aims(world: World, piece: str, count: int, seed: int) -> list[Throw]:
    rng = np.random.default_rng(seed)
    return [Throw.towards(world, piece, (float(rng.uniform(0.5, 0.9)),
                                         float(rng.uniform(-0.15, 0.15))),
                          rng=rng, speed_factor=float(rng.uniform(0.9, 1.4)))
            for _ in range(count)]


def test_a_batch_of_practice_throws_is_the_worlds_own_throw_bit_for_bit():
    world = World.deboule(seed=5)  # the default towers stand
    world.throw("cochonde", _aims(world, "cochonde", 1, seed=1)[0])
    before = world.export_state()
    aims = _aims(world, "red-1", 4, seed=2)
    for threads in (1, 2):
        batch = WorldSimulator(world, threads=threads).throw_many("red-1", aims)
        assert world.export_state() == before  # the live table is not touched
        assert len(batch) == len(aims)
        for aim, (table, practised) in zip(aims, batch, strict=True):
            own = world.copy()
            expected = WorldSimulator(world.copy()).throw("red-1", aim)
            assert table == expected
            own.throw("red-1", aim)
            assert practised.world.export_state() == own.export_state()


class _OneByOne:
    """The simulator as the bots used it before batches: no `throw_many`."""

    def __init__(self, sim: WorldSimulator) -> None:
        self.sim = sim

    def __getattr__(self, name: str):
        if name == "throw_many":
            raise AttributeError(name)
        return getattr(self.sim, name)

    def copy(self) -> _OneByOne:
        return _OneByOne(self.sim.copy())


class _Counting(WorldSimulator):
    batches = 0

    def throw_many(self, piece, aims):
        _Counting.batches += 1
        return super().throw_many(piece, aims)


def test_the_experts_throw_is_the_same_from_batches_as_one_by_one():
    game, _ = start_2p()
    plans = []
    for sim in (_Counting(World.deboule(seed=3, towers=()), threads=2),
                _OneByOne(WorldSimulator(World.deboule(seed=3, towers=()), threads=1))):
        bots, _ = make_bots(["expert", "expert"], seed=8)
        plans.append(bots[0].plan_throw(game, sim))
    assert _Counting.batches >= 2  # the candidates and their refinements, each one batch
    assert plans[0] == plans[1]
