"""Physics benchmark: throws to rest per second, settle time, overhead over bare MuJoCo, fairness.

Run: `.venv/bin/python -m bench.physics [--fair N] [--instructions N]` (or `deboule bench
physics`). Prints figures; targets (2-core machine): crowded table >= 60 throws/s, overhead
ratio <= 1.15 (issue 35; the bench's first target was 1.3), fairness p > 0.001. Each speed
figure is given for the chunked loop ("after", deboule.physics.chunks) and for the loop one check
period at a time ("before": the loop as it was before issue 35, `World.chunked = False`), in the
same run on the same throws. The one-thread figures count this process's CPU seconds
(`time.process_time`): on this shared machine wall time mostly measures the neighbours; the
batch figures (threads) are wall time. Processor seconds still move by several percent between
runs on a shared virtual machine: `--instructions N` also counts the overhead in instructions
under callgrind (valgrind), the same count whatever the machine is doing
(bench/_physics_work.py; a few minutes for 20).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import mujoco
import numpy as np

from bench._options import BenchParser
from bench._physics_work import bare_steps, crowded_world
from deboule.physics import World


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
    start = time.process_time()
    bare_steps(world, piece, runs, snap)
    return time.process_time() - start


def instruction_counts(throws: int) -> dict[str, int] | None:
    """Instructions executed by each way of throwing `throws` crowded throws, less those of
    building the table and drawing the throws (callgrind counts the same whatever the machine
    is doing, where processor seconds on a shared machine move by several percent). None when
    valgrind is not installed."""
    if shutil.which("valgrind") is None:
        return None
    with tempfile.TemporaryDirectory() as folder:
        steps = str(Path(folder) / "steps.json")
        work = [sys.executable, "-m", "bench._physics_work"]
        subprocess.run([*work, "steps", str(throws), steps], check=True)
        env = {**os.environ, "PYTHONHASHSEED": "0"}  # the same dictionaries in every run
        counts = {}
        for pair in (("table", "chunked"), ("period", "bare")):  # two at a time: two cores
            runs = {mode: subprocess.Popen(
                ["valgrind", "--tool=callgrind", f"--callgrind-out-file={folder}/{mode}.out",
                 *work, mode, str(throws), steps], env=env, stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE, text=True) for mode in pair}
            for mode, process in runs.items():
                found = re.search(r"Collected : (\d+)", process.communicate()[1])
                if process.returncode != 0 or found is None:
                    raise RuntimeError(f"callgrind failed on {mode}")
                counts[mode] = int(found.group(1))
    table = counts.pop("table")
    return {mode: count - table for mode, count in counts.items()}


def batch_figures(world: World, piece: str, count: int, seed: int) -> list[str]:
    """Issue 35 point 2: a batch of `count` throws from one table, by `mujoco.rollout` (bare
    stepping of every throw's initial state to the same step count as the world's own flight,
    on 1 and 2 threads) and by `WorldSimulator.throw_many` (the world's own throws to rest,
    settled and read, on 1 and 2 threads); throws per second, and how many of the rollout's end
    states are the world's own (its state lacks the sleeping islands the world carries)."""
    from mujoco import rollout

    from deboule.games.deboule.simulator import WorldSimulator

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
    from scipy.stats import chisquare  # here: 1.9 s to import, for the fairness runs only

    _, p_value = chisquare(observed, f_exp=shares / shares.sum() * observed.sum())
    return {str(n): int(faces[n]) for n in names}, float(p_value)


def main(argv: list[str] | None = None) -> int:
    parser = BenchParser(prog="bench.physics", description=__doc__.splitlines()[0])
    parser.add_count("--throws", 300, help="throws per speed figure")
    parser.add_count("--fair", 20000, low=0, help="throws per fairness run (0: none)")
    parser.add_count("--batch", 24, low=0, help="throws per batch figure (0: none)")
    parser.add_count("--instructions", 0, low=0, help="crowded throws counted in instructions "
                     "under callgrind, each loop and bare stepping (0: none; a few minutes)")
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

    if args.instructions > 0:
        counts = instruction_counts(args.instructions)
        if counts is None:
            print("instructions: valgrind is not installed / valgrind n'est pas installé")
        else:
            bare = counts["bare"]
            print(f"overhead ratio in instructions (callgrind), {args.instructions} crowded "
                  f"throws, same throws and steps: {counts['chunked'] / bare:.3f} (target <= "
                  f"1.15); before, period by period: {counts['period'] / bare:.3f} "
                  f"({counts['chunked']:,}, {counts['period']:,} and {bare:,} instructions)")
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
