"""Issue 35 point 1: the throw loop in chunks (deboule.physics.chunks) gives the very bits of the
loop one check period at a time (`World.chunked = False`, the loop as it was before), on every kind
of table: bare, crowded, towers, the Cul de Chouette tray, the Tasse; throws that go out, topple
towers, rest tilted; whole games of throws one after another; a throw stepped by `advance`."""

from __future__ import annotations

from collections.abc import Callable

import mujoco
import numpy as np
import pytest

import deboule.physics.chunks
import deboule.physics.flight
from deboule.physics import Throw, World

CROWD = {"red-2": (0.55, -0.05), "blue-1": (0.62, 0.06), "blue-2": (0.70, -0.12),
         "green-1": (0.66, 0.16), "green-2": (0.80, 0.02), "yellow-1": (0.58, 0.20),
         "yellow-2": (0.74, -0.22), "cochonde": (0.68, 0.0)}


def _crowded(seed: int) -> World:
    world = World.deboule(seed=seed)
    for pid, (x, y) in CROWD.items():
        world.set_pose(pid, (x, y, world.pieces[pid].size / 2))
    world.settle()
    return world


def _throws(world: World, pieces: tuple[str, ...], rng: np.random.Generator) -> list:
    """Each piece thrown in turn on the same table: draws, hard shots (some leave the table or
    topple a tower) and a throw stepped by `advance` before `finish`; every Outcome and the
    exported state after each."""
    seen = []
    for k, pid in enumerate(pieces):
        target = (float(rng.uniform(0.5, 1.0)), float(rng.uniform(-0.2, 0.2)))
        aim = Throw.towards(world, pid, target, rng=rng,
                            speed_factor=float(rng.uniform(1.6, 2.6) if k % 3 == 1 else
                                               rng.uniform(0.9, 1.2)))
        if k % 4 == 3:
            world.launch(pid, aim)
            world.advance(float(rng.uniform(0.05, 0.4)))
            seen.append(world.at_rest())
            outcome = world.finish()
        else:
            outcome = world.throw(pid, aim)
        seen += [outcome, world.export_state()]
    return seen


def _deboule_bare(chunked: bool) -> list:
    world = World.deboule(seed=11, towers=())
    world.chunked = chunked
    return _throws(world, ("cochonde", "red-1", "blue-1", "red-2", "blue-2", "green-1"),
                   np.random.default_rng(1))


def _deboule_towers(chunked: bool) -> list:
    world = World.deboule(seed=12)
    world.chunked = chunked
    return _throws(world, ("cochonde", "red-1", "blue-1", "red-2", "blue-2", "green-1",
                           "green-2"), np.random.default_rng(2))


def _deboule_crowded(chunked: bool) -> list:
    world = _crowded(seed=13)
    world.chunked = chunked
    seen = []
    snap = world.snapshot()
    rng = np.random.default_rng(3)
    for _ in range(6):
        world.restore(snap)
        seen.append(world.throw("red-1", world.random_throw(rng, "red-1")))
        seen.append(world.export_state())
    return seen


def _tray(chunked: bool) -> list:
    world = World.dice_tray(3, seed=14)
    world.chunked = chunked
    rng = np.random.default_rng(4)
    seen = []
    for _ in range(4):
        seen.append(world.throw_many(world.random_throws(rng, world.piece_ids)))
        seen.append(world.export_state())
    return seen


def _tasse(chunked: bool) -> list:
    world = World.cup(2, seed=15)
    world.chunked = chunked
    rng = np.random.default_rng(5)
    return [world.shake(rng), world.lift_cup(), world.cover(), world.turn_over(),
            world.export_state()]


def _on_edge(chunked: bool) -> list:
    """Dice set down near balance on an edge: quiet at first but tilted, touching only the
    table, so the edge guard (D4) keeps them from counting as at rest until they fall."""
    world = World.deboule(seed=16, towers=())
    world.chunked = chunked
    seen = []
    for k, degrees in enumerate((44.0, 44.9, 30.0, 46.0)):
        half = np.radians(degrees) / 2
        size = world.pieces["red-1"].size
        world.set_pose("red-1", (0.6, 0.05 * k, size * 0.71),
                       (float(np.cos(half)), float(np.sin(half)), 0.0, 0.0))
        seen += [world.settle(), world.export_state()]
    return seen


SCENES: dict[str, Callable[[bool], list]] = {
    "bare": _deboule_bare, "towers": _deboule_towers, "crowded": _deboule_crowded,
    "tray": _tray, "tasse": _tasse, "edge": _on_edge}


@pytest.mark.parametrize("scene", sorted(SCENES))
def test_the_chunked_loop_gives_the_bits_of_the_loop_period_by_period(scene):
    assert SCENES[scene](True) == SCENES[scene](False)


@pytest.mark.parametrize("fast", [0.0, float("inf")])
def test_how_long_the_chunks_are_changes_no_bit(monkeypatch, fast):
    """The chunk length is a guess (FAST_SPEED): every chunk long (rests found mid-chunk, the
    world put back to them) or every chunk short, the bits are the same."""
    monkeypatch.setattr(deboule.physics.chunks, "FAST_SPEED", fast)
    for scene in ("towers", "tray", "edge"):
        assert SCENES[scene](True) == SCENES[scene](False)


def test_the_chunks_check_whole_arrays_and_go_back_where_the_world_must_check(monkeypatch):
    """The chunks are really taken: far fewer one-period checks than periods, and the way back
    to a row the World checks itself (a piece out, a die quiet but tilted) is exercised."""
    checks, backs = [], []
    one_period = World._check
    back_to = deboule.physics.chunks._back_to
    monkeypatch.setattr(World, "_check", lambda self, f: (checks.append(1), one_period(self, f)))
    monkeypatch.setattr(deboule.physics.chunks, "_back_to",
                        lambda *args: (backs.append(args[4]), back_to(*args))[1])
    seen = _deboule_towers(True)
    steps = sum(round(o.seconds * 1000) for o in seen if hasattr(o, "seconds"))
    assert World.deboule(seed=0).chunked
    assert len(checks) < steps / 10 / 4
    assert backs
    assert any(o.out for o in seen if hasattr(o, "out"))


def test_going_back_steps_again_from_the_last_mark_only(monkeypatch):
    """A chunk that stops at a row goes back to its last mark (a copy every MARK_ROWS rows),
    not to its start: it steps again fewer than ten periods however far in the row lies; and
    the bits are still those of the loop period by period."""
    monkeypatch.setattr(deboule.physics.chunks, "FAST_SPEED", 0.0)  # every chunk long: far rows
    again, rows = [], []
    back_to, step = deboule.physics.chunks._back_to, mujoco.mj_step

    def counted_back_to(model, data, flight, work, row, quiet_steps):
        rows.append(row)
        monkeypatch.setattr(mujoco, "mj_step", lambda m, d, nstep=1: (again.append(nstep),
                                                                        step(m, d, nstep))[1])
        try:
            return back_to(model, data, flight, work, row, quiet_steps)
        finally:
            monkeypatch.setattr(mujoco, "mj_step", step)

    monkeypatch.setattr(deboule.physics.chunks, "_back_to", counted_back_to)
    chunked = _deboule_towers(True)
    assert max(rows) >= 10  # rows past a whole rest's length were gone back to
    assert again and max(again) < 10 * deboule.physics.flight.CHECK_EVERY
    monkeypatch.setattr(deboule.physics.chunks, "_back_to", back_to)
    assert chunked == _deboule_towers(False)
