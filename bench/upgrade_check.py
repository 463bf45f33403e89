"""An engine upgrade as a measured decision: the newest MuJoCo and numpy beside the pinned ones.

Run: `make upgrade-check` (= `.venv/bin/python -m bench.upgrade_check`). It builds a second
virtual environment (`--dir`, default a temporary folder) from the lock (uv.lock) with only the
engine packages (`ENGINE`: the packages whose builds decide the physics' bits, as the records'
stamp names them, deboule/replays/records.py) moved to their newest releases, then

1. measures the same figures in both environments (`probe`, a child process each): the faces of
   `--throws` seeded random throws of a déboule and of a tray die, their fairness (chi-square),
   the mean settle time and resting distance, and the lines each game's `deboule sim` prints
   for the seeds of tests/test_sim_outputs.py;
2. runs the tests that pin outcomes (`PINNED_TESTS`; `--suite`: the whole suite) in the new
   environment;

and prints what changed and by how much. Nothing in the checkout changes: pinning the new
versions is a separate, deliberate step (docs/install.md, "Upgrading a dependency").
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from bench._options import BenchParser

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ("mujoco", "mujoco-core", "mujoco-studio", "numpy")  # mujoco-studio pins mujoco
PINNED_TESTS = ["tests/test_sim_outputs.py", "tests/test_physics_pins.py",
                "tests/test_replay_history.py", "tests/test_enculette_record_replay.py"]
SIM_RUNS = [("deboule", 2, ["--bots", "novice,expert"]), ("cul-de-chouette", 2, []),
            ("enculette", 1, []), ("chamot", 1, [])]


# ------------------------------------------------------------------ the probe (in each venv)
def _throw_figures(world, piece: str, count: int, seed: int) -> dict:
    import numpy as np
    from scipy.stats import chisquare

    rng = np.random.default_rng(seed)
    snap = world.snapshot()
    faces: Counter = Counter()
    settle, distance, out, fallen = [], [], 0, 0
    digest = hashlib.sha256()
    for _ in range(count):
        world.restore(snap)
        thrown = world.random_throw(rng, piece)
        outcome = world.throw(piece, thrown)
        settle.append(outcome.seconds)
        fallen += len(outcome.fallen_towers)
        for pid, state in sorted(outcome.pieces.items()):
            digest.update(f"{pid}{[float(v).hex() for v in state.position]}".encode())
        if piece in outcome.out:
            out += 1
            continue
        rest = outcome.pieces[piece]
        faces[rest.top_face] += 1
        distance.append(float(np.hypot(*(np.asarray(rest.position[:2], dtype=float)))))
    info = world.pieces[piece]
    names = list(dict.fromkeys(info.faces.values()))
    shares = np.array([list(info.faces.values()).count(n) for n in names], dtype=float)
    observed = np.array([faces[n] for n in names], dtype=float)
    _, p_value = chisquare(observed, f_exp=shares / shares.sum() * observed.sum())
    world.restore(snap)
    return {"faces": {str(n): int(faces[n]) for n in names}, "fairness_p": float(p_value),
            "settle_s": float(np.mean(settle)), "rest_radius_m": float(np.mean(distance or [0])),
            "out": out, "towers_fallen": fallen, "rests": digest.hexdigest()[:16]}


def _sim_digest(game: str, seed: int, extra: list[str]) -> str:
    with tempfile.TemporaryDirectory() as folder:
        done = subprocess.run(
            [sys.executable, "-m", "deboule.cli", "sim", "--game", game, "--seed", str(seed),
             *extra, "--record", str(Path(folder) / "record.json")],
            capture_output=True, text=True, check=False, cwd=ROOT)
    lines = [line for line in done.stdout.splitlines()
             if not line.startswith("Partie enregistrée dans")]
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16] + f" ({len(lines)} lines)"


def probe(throws: int) -> dict:
    """The figures of this interpreter's environment (printed as JSON by `--probe`)."""
    from bench._physics_work import crowded_world
    from deboule.physics import World
    from deboule.replays.records import engine_stamp

    figures = {"engine": engine_stamp()}
    for label, world, piece in (("déboule", World.deboule(seed=0, towers=()), "red-1"),
                                ("crowded table", crowded_world(), "red-1"),
                                ("tray die", World.dice_tray(n=1, seed=0), "die-1")):
        figures[label] = _throw_figures(world, piece, throws, seed=3)
    figures["sims"] = {f"{game} seed {seed}": _sim_digest(game, seed, extra)
                       for game, seed, extra in SIM_RUNS}
    return figures


# ------------------------------------------------------------------ building the new venv
def _uv() -> str:
    local = ROOT / ".venv-tools" / "bin" / "uv"
    return str(local) if local.exists() else "uv"


def build_newest(folder: Path) -> Path:
    """A venv in `folder` with the lock's versions, ENGINE at their newest releases."""
    python = folder / "bin" / "python"
    env = {**os.environ, "UV_PYTHON_DOWNLOADS": "never"}
    subprocess.run([_uv(), "venv", "-q", "--allow-existing", "--python", sys.executable,
                    str(folder)], check=True, env=env)
    locked = subprocess.run(
        [_uv(), "export", "--frozen", "--extra", "dev", "--no-hashes", "--no-emit-project",
         "--no-header", "--no-annotate"], check=True, capture_output=True, text=True, cwd=ROOT,
        env=env).stdout
    pattern = re.compile(rf"^({'|'.join(re.escape(name) for name in ENGINE)})==")
    kept = [line for line in locked.splitlines() if line.strip() and not pattern.match(line)]
    requirements = folder / "requirements.txt"
    requirements.write_text("\n".join(kept + list(ENGINE)) + "\n", encoding="utf-8")
    subprocess.run([_uv(), "pip", "install", "-q", "--python", str(python), "-r",
                    str(requirements)], check=True, env=env)
    # the checkout itself, without its pins (its own dependencies are installed above)
    subprocess.run([_uv(), "pip", "install", "-q", "--python", str(python), "--no-deps", "-e",
                    str(ROOT)], check=True, env=env)
    return python


def run_probe(python: Path, throws: int) -> dict:
    done = subprocess.run([str(python), "-m", "bench.upgrade_check", "--probe", "--throws",
                           str(throws)], capture_output=True, text=True, cwd=ROOT, check=False)
    if done.returncode != 0:
        raise SystemExit(f"probe failed / la sonde a échoué ({python}):\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.splitlines()[-1])


def run_tests(python: Path, whole: bool) -> tuple[int, list[str]]:
    """The new environment's verdict: pytest's exit status and the failed tests' ids."""
    command = [str(python), "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rf",
               "--durations=1", "-n", "2"]
    command += [] if whole else PINNED_TESTS
    done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, check=False)
    failed = [line.split()[1] for line in done.stdout.splitlines()
              if line.startswith("FAILED ")]
    summary = [line for line in done.stdout.splitlines() if " passed" in line or " failed" in line]
    print(summary[-1] if summary else done.stderr[-500:])
    return done.returncode, failed


# ------------------------------------------------------------------ the comparison
def compare(before: dict, after: dict) -> list[str]:
    """One line per figure: the same, or how it moved."""
    lines = []
    stamp = lambda s: " ".join(f"{k} {v}" for k, v in s.items())  # noqa: E731
    lines.append(f"engine: pinned {stamp(before['engine'])} -> newest {stamp(after['engine'])}")
    for label in ("déboule", "crowded table", "tray die"):
        old, new = before[label], after[label]
        same = old == new
        lines.append(f"{label}: {'identical throws' if same else 'other throws'}")
        total = lambda f: sum(f["faces"].values()) or 1  # noqa: E731
        for face in old["faces"]:
            a, b = old["faces"][face], new["faces"].get(face, 0)
            if a != b:
                lines.append(f"  face {face}: {a} -> {b} ({100 * a / total(old):.1f} % -> "
                             f"{100 * b / total(new):.1f} %)")
        lines.append(f"  fairness p {old['fairness_p']:.4f} -> {new['fairness_p']:.4f}; "
                     f"settle {old['settle_s']:.4f} -> {new['settle_s']:.4f} s; rest radius "
                     f"{old['rest_radius_m']:.4f} -> {new['rest_radius_m']:.4f} m; out "
                     f"{old['out']} -> {new['out']}; towers fallen {old['towers_fallen']} -> "
                     f"{new['towers_fallen']}")
    for name, digest in before["sims"].items():
        now = after["sims"].get(name)
        lines.append(f"sim {name}: {'same lines' if now == digest else 'OTHER LINES'} "
                     f"({digest} -> {now})")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = BenchParser(prog="bench.upgrade_check", description=__doc__.splitlines()[0])
    parser.add_count("--throws", 2000, help="seeded throws of each piece measured in both")
    parser.add_argument("--dir", default=None, help="where to build the new venv (kept)")
    parser.add_argument("--suite", action="store_true", help="run the whole suite there")
    parser.add_argument("--no-tests", action="store_true", help="figures only")
    parser.add_argument("--probe", action="store_true", help=argparse_hidden())
    args = parser.parse_args(argv)
    if args.probe:
        print(json.dumps(probe(args.throws)))
        return 0
    start = time.perf_counter()
    holder = None if args.dir else tempfile.TemporaryDirectory(prefix="deboule-upgrade-")
    folder = Path(args.dir or holder.name)
    try:
        newest = build_newest(folder)
        before, after = run_probe(Path(sys.executable), args.throws), run_probe(newest,
                                                                                  args.throws)
        for line in compare(before, after):
            print(line)
        if before["engine"] == after["engine"]:
            print("the pinned engine is the newest: nothing to decide")
        if not args.no_tests:
            code, failed = run_tests(newest, args.suite)
            print(f"tests on the newest engine: {'pass' if code == 0 else 'FAIL'}"
                  + "".join(f"\n  failed: {name}" for name in failed))
    finally:
        if holder is not None:
            holder.cleanup()
    print(f"({time.perf_counter() - start:.0f} s)")
    return 0


def argparse_hidden() -> str:
    import argparse

    return argparse.SUPPRESS


if __name__ == "__main__":
    raise SystemExit(main())
