"""Dot products, norms and matrix products whose bits do not depend on the processor.

numpy hands `a @ b`, `np.dot` and `np.linalg.norm` of a vector to its BLAS (OpenBLAS), which
picks its kernels for the processor it runs on (or as `OPENBLAS_CORETYPE` says): a Haswell
kernel and a SkylakeX kernel sum the same products in another order, so the last bit of a dot
product, and after a few hundred MuJoCo steps the face a die shows, depended on the machine
(docs/physics.md P19). Here every sum is written out, term by term in index order, with
elementwise numpy operations (exact under IEEE 754 whatever vector width runs them) or Python
floats: the same bits on every x86-64 or ARM processor for one numpy and one MuJoCo.

Everything on the path from a throw to an outcome (deboule/physics/, deboule/spatial/, the games'
hands, the bots' aims, the flick) uses these; tests/test_physics_blas.py runs the pinned throws
under several OpenBLAS kernels and expects the same bits, and tests/test_exact_arithmetic.py finds
any BLAS call left in those packages.
"""

from __future__ import annotations

import math

import numpy as np


def dot(a, b) -> float:
    """a · b of two vectors, summed in index order."""
    total = 0.0
    for x, y in zip(np.asarray(a, dtype=float).tolist(), np.asarray(b, dtype=float).tolist(),
                    strict=True):
        total += x * y
    return total


def norm(v) -> float:
    """|v| of a vector: the square root of its dot product with itself, in index order (read
    once: the Tasse's shake asks for a few norms at each of its thousand steps)."""
    total = 0.0
    for x in np.asarray(v, dtype=float).tolist():
        total += x * x
    return math.sqrt(total)


def matvec(m, v) -> np.ndarray:
    """M v for a matrix (R, C) and a vector (C,): each row's products summed in column order,
    in Python floats (the same IEEE operations as numpy's elementwise ones, in the same order:
    the same bits, without numpy's cost per call on a 3 × 3 matrix)."""
    rows = np.asarray(m, dtype=float).tolist()
    vector = np.asarray(v, dtype=float).tolist()
    out = []
    for row in rows:
        total = row[0] * vector[0]
        for column in range(1, len(row)):
            total = total + row[column] * vector[column]
        out.append(total)
    return np.array(out)


def matmul(a, b) -> np.ndarray:
    """A B for matrices (R, K) and (K, C): each entry's products summed in index order."""
    a = np.asarray(a, dtype=float)
    b = np.asarray(b, dtype=float)
    out = a[:, 0:1] * b[0:1, :]
    for k in range(1, a.shape[1]):
        out = out + a[:, k:k + 1] * b[k:k + 1, :]
    return out


def row_norms(rows) -> np.ndarray:
    """|row| of each row of an (N, C) array (no BLAS: numpy reduces along an axis itself)."""
    rows = np.asarray(rows, dtype=float)
    squares = rows[:, 0] * rows[:, 0]
    for column in range(1, rows.shape[1]):
        squares = squares + rows[:, column] * rows[:, column]
    return np.sqrt(squares)
