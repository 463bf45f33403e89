"""The physics' bits do not depend on which BLAS kernel the processor gets (docs/physics.md P19).

numpy's `@`, `np.dot` and `np.linalg.norm` of a vector go to OpenBLAS, which picks a kernel for
the processor (or as `OPENBLAS_CORETYPE` says); two kernels sum a dot product in another order.
Pinned outcomes made on one machine failed on another with the same MuJoCo and numpy until the
throw's arithmetic was written out (deboule/spatial/exact.py). Here the pinned scenarios of
tests/test_physics_pins.py run under every kernel this processor can execute, each in a process
of its own, and must give one set of bits; and no BLAS call is left on the path from a throw
to an outcome (read from the source, so a new one fails here before it moves a bit).
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PROBE = """
import hashlib, json, sys
sys.path.insert(0, "tests")
from test_physics_pins import SCENARIOS
measured = {name: run() for name, run in SCENARIOS.items() if name != "models"}
print(hashlib.sha256(json.dumps(measured, sort_keys=True).encode()).hexdigest())
"""
# modules on the way from a throw (a flick, a bot's aim, a hand moving the Tasse) to an outcome
OUTCOME_PATH = ["deboule/physics", "deboule/spatial", "deboule/shell/flick.py",
                "deboule/games/deboule/aim.py", "deboule/games/deboule/measure.py",
                "deboule/games/deboule/tutorial.py", "deboule/shell/arranged_dice.py",
                "deboule/games/enculette/match.py", "deboule/games/enculette/online_match.py",
                "deboule/rules"]
BLAS_CALLS = {"dot", "matmul", "inner", "vdot", "tensordot", "linalg"}


def _kernels() -> list[str]:
    """OpenBLAS kernels this processor can run (from its flags), the oldest first."""
    try:
        flags = set(Path("/proc/cpuinfo").read_text().split("flags", 1)[1].split("\n")[0].split())
    except (OSError, IndexError):
        return []
    wanted = [("sse3", "Prescott"), ("avx", "Sandybridge"), ("avx2", "Haswell"),
              ("avx512f", "SkylakeX")]
    return [kernel for flag, kernel in wanted if flag in flags or (flag == "sse3" and "pni"
                                                                     in flags)]


@pytest.mark.skipif(not _kernels(), reason="not an x86 processor: OpenBLAS has one kernel here")
def test_every_blas_kernel_gives_the_same_bits():
    digests = {}
    for kernel in _kernels():
        env = {**os.environ, "OPENBLAS_CORETYPE": kernel}
        done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                              cwd=ROOT, env=env, timeout=600, check=False)
        assert done.returncode == 0, done.stderr[-2000:]
        digests[kernel] = done.stdout.split()[-1]
    assert len(digests) >= 2, digests
    assert len(set(digests.values())) == 1, json.dumps(digests, indent=1)


def _files() -> list[Path]:
    found = []
    for entry in OUTCOME_PATH:
        path = ROOT / entry
        found += sorted(path.rglob("*.py")) if path.is_dir() else [path]
    return [path for path in found if path.name != "exact.py"]


def _blas_uses(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    uses = []
    for node in ast.walk(tree):
        if isinstance(node, ast.BinOp | ast.AugAssign) and isinstance(node.op, ast.MatMult):
            uses.append(f"{path.relative_to(ROOT)}:{node.lineno} @")
        elif isinstance(node, ast.Attribute) and node.attr in BLAS_CALLS and not (
                isinstance(node.value, ast.Name) and node.value.id == "exact"):
            # np.dot, np.linalg.*, array.dot: numpy's BLAS entries (math.dist etc. are fine)
            uses.append(f"{path.relative_to(ROOT)}:{node.lineno} .{node.attr}")
    return uses


def test_no_blas_call_is_left_on_the_way_to_an_outcome():
    files = _files()
    assert len(files) > 40, "the outcome path's modules were not found"
    uses = [use for path in files for use in _blas_uses(path)]
    # measure.py reads gaps with an axis (numpy reduces along it itself, no BLAS)
    uses = [use for use in uses if not use.startswith("deboule/games/deboule/measure.py")
            or "linalg" not in use or _axis_norm(use)]
    assert uses == [], "BLAS calls (use deboule.spatial.exact): " + ", ".join(uses)


def _axis_norm(use: str) -> bool:
    """False for measure.py's `np.linalg.norm(..., axis=2)`: a reduction along an axis."""
    line = int(use.split(":")[1].split()[0])
    measure = ROOT / "deboule/games/deboule/measure.py"
    text = measure.read_text(encoding="utf-8").splitlines()[line - 1]
    return "axis=" not in text


def test_the_exact_products_are_the_textbook_ones():
    import numpy as np

    from deboule.spatial.exact import dot, matmul, matvec, norm, row_norms

    rng = np.random.default_rng(4)
    a, b = rng.normal(size=3), rng.normal(size=3)
    m, n = rng.normal(size=(3, 3)), rng.normal(size=(3, 3))
    assert dot(a, b) == a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
    assert norm(a) == float(np.sqrt(a[0] * a[0] + a[1] * a[1] + a[2] * a[2]))
    assert np.allclose(matvec(m, a), m @ a, rtol=0, atol=1e-15)
    assert matvec(m, a)[1] == m[1, 0] * a[0] + m[1, 1] * a[1] + m[1, 2] * a[2]
    assert np.allclose(matmul(m, n), m @ n, rtol=0, atol=1e-15)
    assert matmul(m, n)[2, 1] == m[2, 0] * n[0, 1] + m[2, 1] * n[1, 1] + m[2, 2] * n[2, 1]
    rows = rng.normal(size=(5, 4))
    assert np.array_equal(row_norms(rows), np.sqrt((rows * rows).sum(axis=1)))
