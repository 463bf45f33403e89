"""The work `bench.physics --instructions` counts under callgrind (bench/_physics_work.py): the
bare loop steps each throw's own number of steps (written by the `steps` mode from real throws),
each from the same table, and a bad command line gets one line and no traceback."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np

from bench._physics_work import PIECE, bare_steps, crowded_world, run


def test_the_steps_are_the_throws_own_and_the_bare_loop_steps_each_from_the_table(tmp_path):
    steps_file = tmp_path / "steps.json"
    run("steps", 2, str(steps_file))
    steps = json.loads(steps_file.read_text(encoding="utf-8"))
    world = crowded_world()
    rng = np.random.default_rng(2)  # the work's own throws
    snap = world.snapshot()
    throws = [world.random_throw(rng, PIECE) for _ in range(2)]
    for thrown, count in zip(throws, steps, strict=True):
        world.restore(snap)
        assert count == round(world.throw(PIECE, thrown).seconds * 1000) > 100
    world.restore(snap)
    start = world.data.time
    bare_steps(world, PIECE, [(throws[1], steps[1])], snap)
    assert round((world.data.time - start) / world.model.opt.timestep) == steps[1]


def test_a_bad_mode_is_one_line():
    done = subprocess.run([sys.executable, "-m", "bench._physics_work", "fast", "2", "x"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode != 0
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "usage" in lines[0] and "Traceback" not in done.stderr
