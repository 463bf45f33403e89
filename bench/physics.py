"""Physics benchmark: throws to rest per second, settle time, overhead over bare MuJoCo, fairness.

Run: `.venv/bin/python -m bench.physics [--fair N]` (or `deboule bench physics`). Prints figures;
targets (2-core machine): crowded table >= 60 throws/s, overhead ratio <= 1.15 (issue 35; the
bench's first target was 1.3), fairness p > 0.001. Each speed figure is given for the chunked
loop ("after", physics.chunks) and for the loop one check period at a time ("before": the loop
as it was before issue 35, `World.chunked = False`), in the same run on the same throws. The
one-thread figures count this process's CPU seconds (`time.process_time`): on this shared
machine wall time mostly measures the neighbours; the batch figures (threads) are wall time.
"""

from __future__ import annotations

import time
from collections import Counter

import mujoco
import numpy as np
from scipy.stats import chisquare

from bench._options import BenchParser
from physics import World
from spatial import quat_to_mat

CROWD = {  # hand-placed pieces for the crowded table: 7 déboules and the cochondé
    "red-2": (0.55, -0.05), "blue-1": (0.62, 0.06), "blue-2": (0.70, -0.12),
    "green-1": (0.66, 0.16), "green-2": (0.80, 0.02), "yellow-1": (0.58, 0.20),
    "yellow-2": (0.74, -0.22), "cochonde": (0.68, 0.0),
}


def crowded_world(seed: int = 0) -> World:
    world = World.deboule(seed=seed)
    for pid, (x, y) in CROWD.items():
        world.set_pose(pid, (x, y, world.pieces[pid].size / 2))
    world.settle()
    return world


def throughput(world: World, piece: str, count: int, seed: int) -> tuple[float, float, list]:
    """Throws to rest per CPU second and mean simulated settle time, from one snapshot."""
    rng = np.random.default_rng(seed)
    snap = world.snapshot()
    throws = [world.random_throw(rng, piece) for _ in range(count)]
    settle, steps = [], []
    start = time.process_time()
    for thrown in throws:
        world.restore(snap)
        outcome = world.throw(piece, thrown)
        settle.append(outcome.seconds)
        steps.append(round(outcome.seconds * 1000))
    wall = time.process_time() - start
    world.restore(snap)  # the next figure starts from the same table, not from the last throw's
    return count / wall, float(np.mean(settle)), list(zip(throws, steps, strict=True))


def bare_loop(world: World, piece: str, runs: list) -> float:
    """CPU seconds of plain mj_step over the same throws and step counts, no bookkeeping."""
    snap = world.snapshot()
    model, data = world.model, world.data
    i = world.piece_ids.index(piece)
    qpos, dof = world.bodies.qpos_index[i], world.bodies.dof_index[i]
    start = time.process_time()
    for thrown, steps in runs:
        world.restore(snap)
        data.qpos[qpos] = [*thrown.position, *thrown.orientation]
        spin = quat_to_mat(thrown.orientation).T @ np.asarray(thrown.spin)
        data.qvel[dof] = [*thrown.velocity, *spin]
        mujoco.mj_step(model, data, nstep=steps)  # the fastest plain loop: one call
    return time.process_time() - start


def batch_figures(world: World, piece: str, count: int, seed: int) -> list[str]:
    """Issue 35 point 2: a batch of `count` throws from one table, by `mujoco.rollout` (bare
    stepping of every throw's initial state to the same step count as the world's own flight,
    on 1 and 2 threads) and by `WorldSimulator.throw_many` (the world's own throws to rest,
    settled and read, on 1 and 2 threads); throws per second, and how many of the rollout's end
    states are the world's own (its state lacks the sleeping islands the world carries)."""
    from mujoco import rollout

    from game.deboule.simulator import WorldSimulator

    rng = np.random.default_rng(seed)
    throws = [world.random_throw(rng, piece) for _ in range(count)]
    spec = mujoco.mjtState.mjSTATE_FULLPHYSICS
    size = mujoco.mj_stateSize(world.model, spec)
    starts, warm, steps, ends = np.empty((count, size)), [], [], np.empty((count, size))
    for k, thrown in enumerate(throws):
        practice = world.copy()
        practice.launch(piece, thrown)
        mujoco.mj_getState(world.model, practice.data, starts[k], spec)
        warm.append(practice.data.qacc_warmstart.copy())
        began = practice.time
        practice.advance(10.0)  # to rest (D4), before the settling that `finish` adds
        steps.append(round((practice.time - began) * 1000))
        mujoco.mj_getState(world.model, practice.data, ends[k], spec)
    lines = []
    for threads in (1, 2):
        datas = [mujoco.MjData(world.model) for _ in range(threads)]
        with rollout.Rollout(nthread=threads if threads > 1 else 0) as pool:
            started = time.perf_counter()
            states, _ = pool.rollout([world.model] * count, datas, starts,
                                     initial_warmstart=np.array(warm), nstep=max(steps))
            wall = time.perf_counter() - started
        same = sum(np.array_equal(states[k, steps[k] - 1], ends[k]) for k in range(count))
        lines.append(f"mujoco.rollout, {threads} thread(s): {count / wall:.1f} throws/s (bare "
                     f"stepping to the longest flight), end state equal to the world's: "
                     f"{same}/{count}")
    for threads in (1, 2):
        sim = WorldSimulator(world, threads=threads)
        started = time.perf_counter()
        sim.throw_many(piece, throws)
        wall = time.perf_counter() - started
        lines.append(f"WorldSimulator.throw_many, {threads} thread(s): {count / wall:.1f} "
                     f"throws/s (the world's own throws, settled and read)")
    return lines


def fairness(world: World, piece: str, count: int, seed: int) -> tuple[dict, float]:
    rng = np.random.default_rng(seed)
    snap = world.snapshot()
    faces: Counter = Counter()
    for _ in range(count):
        world.restore(snap)
        outcome = world.throw(piece, world.random_throw(rng, piece))
        if piece not in outcome.out:
            faces[outcome.pieces[piece].top_face] += 1
    info = world.pieces[piece]
    # One bin per face axis: a face name shown by two axes (the two blanks) gets two shares.
    names = list(dict.fromkeys(info.faces.values()))
    shares = np.array([list(info.faces.values()).count(n) for n in names], dtype=float)
    observed = np.array([faces[n] for n in names], dtype=float)
    _, p_value = chisquare(observed, f_exp=shares / shares.sum() * observed.sum())
    return {str(n): int(faces[n]) for n in names}, float(p_value)


def main(argv: list[str] | None = None) -> int:
    parser = BenchParser(prog="bench.physics", description=__doc__.splitlines()[0])
    parser.add_count("--throws", 300, help="throws per speed figure")
    parser.add_count("--fair", 20000, low=0, help="throws per fairness run (0: none)")
    parser.add_count("--batch", 24, low=0, help="throws per batch figure (0: none)")
    args = parser.parse_args(argv)

    empty = World.deboule(seed=0, towers=())
    crowded = crowded_world()
    for label, world, seed in (("empty table, one déboule", empty, 1),
                               ("crowded table (13 pieces)", crowded, 2)):
        rates = {}
        for chunked in (False, True):
            world.chunked = chunked
            rates[chunked], settle, _ = throughput(world, "red-1", args.throws, seed=seed)
        print(f"{label}: {rates[True]:.1f} throws/s (before, period by period: "
              f"{rates[False]:.1f}), mean settle {settle:.3f} s simulated"
              + (" (target >= 60)" if world is crowded else ""))
    # The ratio alternates the loops over the same throws and keeps the best of each, so a busy
    # neighbour on this shared machine does not land on one side only.
    crowded.chunked = True
    _, _, runs = throughput(crowded, "red-1", args.throws, seed=2)
    best = {True: float("inf"), False: float("inf")}
    bare_best = float("inf")
    for _ in range(5):
        for chunked in (False, True):
            crowded.chunked = chunked
            rate, _, _ = throughput(crowded, "red-1", args.throws, seed=2)
            best[chunked] = min(best[chunked], args.throws / rate)
        bare_best = min(bare_best, bare_loop(crowded, "red-1", runs))
    print(f"overhead ratio, full throw / bare mj_step loop, crowded table, same throws and steps, "
          f"best of 5: {best[True] / bare_best:.3f} (target <= 1.15); before, period by period: "
          f"{best[False] / bare_best:.3f}")
    print(f"  crowded table, best of 5: {args.throws / best[True]:.1f} throws/s chunked, "
          f"{args.throws / best[False]:.1f} period by period, {args.throws / bare_best:.1f} "
          f"bare mj_step")

    if args.batch > 0:
        print(f"a batch of {args.batch} throws from the crowded table (issue 35 point 2):")
        for line in batch_figures(crowded, "red-1", args.batch, seed=4):
            print("  " + line)
    if args.fair > 0:
        for label, world, piece in (
            ("déboule", World.deboule(seed=0, towers=()), "red-1"),
            ("tray die", World.dice_tray(n=1, seed=0), "die-1"),
        ):
            start = time.perf_counter()
            counts, p_value = fairness(world, piece, args.fair, seed=3)
            wall = time.perf_counter() - start
            print(f"fairness, {label}, {args.fair} throws ({wall:.0f} s): {counts} "
                  f"chi-square p = {p_value:.4f} (target > 0.001)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
