"""The work `python -m bench.physics --instructions N` counts under callgrind (issue 35): N
throws on the crowded table, one way per process. Run as `python -m bench._physics_work MODE N
STEPS_FILE`. MODE `table` only builds the table and draws the throws (the count the others
are read against), `chunked` throws them with the chunked loop, `period` one check period at a
time (the loop before issue 35), `bare` steps plain `mj_step` over each throw's own steps (read
from STEPS_FILE, written by `steps`, which is run without callgrind). Every mode reads the
file, so that reading is in every count alike. The module's name starts with an underscore:
`deboule bench` does not list it as a benchmark."""

from __future__ import annotations

import json
import sys

import mujoco
import numpy as np

from deboule.physics import World
from deboule.spatial import quat_to_mat
from deboule.spatial.exact import matvec

CROWD = {  # hand-placed pieces for the crowded table: 7 déboules and the cochondé
    "red-2": (0.55, -0.05), "blue-1": (0.62, 0.06), "blue-2": (0.70, -0.12),
    "green-1": (0.66, 0.16), "green-2": (0.80, 0.02), "yellow-1": (0.58, 0.20),
    "yellow-2": (0.74, -0.22), "cochonde": (0.68, 0.0),
}
PIECE = "red-1"
MODES = ("steps", "table", "chunked", "period", "bare")


def crowded_world(seed: int = 0) -> World:
    world = World.deboule(seed=seed)
    for pid, (x, y) in CROWD.items():
        world.set_pose(pid, (x, y, world.pieces[pid].size / 2))
    world.settle()
    return world


def bare_steps(world: World, piece: str, runs: list, snap) -> None:
    """Plain mj_step over `runs` ((throw, steps) each), each from the table `snap`."""
    model, data = world.model, world.data
    i = world.piece_ids.index(piece)
    qpos, dof = world.bodies.qpos_index[i], world.bodies.dof_index[i]
    for thrown, steps in runs:
        world.restore(snap)
        data.qpos[qpos] = [*thrown.position, *thrown.orientation]
        spin = matvec(quat_to_mat(thrown.orientation).T, thrown.spin)  # as World.launch_many
        data.qvel[dof] = [*thrown.velocity, *spin]
        mujoco.mj_step(model, data, nstep=steps)  # the fastest plain loop: one call


def run(mode: str, count: int, steps_file: str) -> None:
    world = crowded_world()
    rng = np.random.default_rng(2)
    snap = world.snapshot()
    throws = [world.random_throw(rng, PIECE) for _ in range(count)]
    if mode == "steps":
        steps = []
        for thrown in throws:
            world.restore(snap)
            steps.append(round(world.throw(PIECE, thrown).seconds * 1000))
        with open(steps_file, "w", encoding="utf-8") as out:
            json.dump(steps, out)
        return
    with open(steps_file, encoding="utf-8") as src:
        steps = json.load(src)
    if mode in ("chunked", "period"):
        world.chunked = mode == "chunked"
        for thrown in throws:
            world.restore(snap)
            world.throw(PIECE, thrown)
    elif mode == "bare":
        bare_steps(world, PIECE, list(zip(throws, steps, strict=True)), snap)


if __name__ == "__main__":
    if len(sys.argv) != 4 or sys.argv[1] not in MODES or not sys.argv[2].isdigit():
        raise SystemExit("utilisation / usage : python -m bench._physics_work "
                         f"{{{','.join(MODES)}}} N FICHIER/FILE")
    run(sys.argv[1], int(sys.argv[2]), sys.argv[3])
