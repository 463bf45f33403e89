"""A world's scratch space goes with the world (the soak's memory, issue 44 point 9): the chunks'
per-thread `ChunkWork` (two MjData and row buffers, about 1 MB) was kept by `id(bodies)` in a
dict that also held the `Bodies`, so every world a process built stayed in memory: a soak of
12 games of each kind grew by 104 MB after its warm-up. Now it lives as long as the world (and
its copies, which share the `Bodies`), whatever the machine's speed: counted, not timed."""

from __future__ import annotations

import gc
import weakref

import numpy as np

from deboule.physics import chunks
from deboule.physics.world import World


def thrown(world: World) -> World:
    piece = world._default_throwable()
    world.throw(piece, world.arena.random_throw(np.random.default_rng(3), world.pieces[piece]))
    return world


def test_a_dropped_world_leaves_no_scratch_space_behind():
    world = thrown(World.dice_tray(seed=1))
    bodies = weakref.ref(world.bodies)
    work = weakref.ref(chunks.work_for(world.model, world.bodies))
    del world
    gc.collect()
    assert bodies() is None and work() is None


def kept() -> int:
    """The scratch spaces this thread keeps."""
    gc.collect()
    return len(chunks._THREADS.__dict__.get("works", {}))


def test_worlds_built_one_after_another_do_not_pile_up():
    before = kept()
    for seed in range(6):
        thrown(World.dice_tray(seed=seed))
        thrown(World.cup(seed=seed))
    assert kept() <= before


def test_a_world_and_its_copies_share_one_scratch_space():
    world = thrown(World.dice_tray(seed=2))
    copy = thrown(world.copy())
    assert chunks.work_for(copy.model, copy.bodies) is chunks.work_for(world.model,
                                                                       world.bodies)
    shared = weakref.ref(copy.bodies)
    del world
    gc.collect()
    assert shared() is not None  # the copy's, still in use
