"""A seat's observation as a fixed-length vector of floats, made from that seat's own JSON
observation (`GameState.observation(seat)`) and from nothing else.

The vector holds every leaf of the JSON in a fixed walk (keys sorted, lists in order): numbers
as they are, booleans as 0/1, None as 0, strings as a stable hash in [0, 1) (CRC-32, not
Python's salted `hash`). It is padded with zeros or cut to the game's length. Since the JSON
observation already leaves out every other seat's secrets (the contract's promise, tested in
tests/test_seat_views.py), so does the vector: it is a function of that JSON alone.
"""

from __future__ import annotations

import math
import zlib
from typing import Any

import numpy as np

# A float32 cannot hold larger numbers exactly; none of the games' observations comes near.
LIMIT = 1e9


def leaves(value: Any, out: list[float], limit: int | None = None) -> None:
    """Append the leaves of a JSON value, in the fixed walk, to `out` (the walk stops once
    `out` holds `limit` values: a long history is not walked to be cut)."""
    if limit is not None and len(out) >= limit:
        return
    if isinstance(value, dict):
        for key in sorted(value, key=str):
            out.append(string_code(str(key)))
            leaves(value[key], out, limit)
    elif isinstance(value, list | tuple):
        out.append(float(len(value)))
        for item in value:
            leaves(item, out, limit)
    elif isinstance(value, bool):
        out.append(1.0 if value else 0.0)
    elif isinstance(value, int | float):
        number = float(value)
        out.append(max(-LIMIT, min(LIMIT, number)) if math.isfinite(number) else 0.0)
    elif isinstance(value, str):
        out.append(string_code(value))
    else:  # None, or anything else JSON would not hold
        out.append(0.0)


def string_code(text: str) -> float:
    """A string as a number in [0, 1), the same on every machine and run."""
    return zlib.crc32(text.encode("utf-8")) / 2**32


def observation_tensor(observation: dict[str, Any], length: int) -> np.ndarray:
    """`observation` (a seat's JSON observation) as a float32 vector of `length`."""
    values: list[float] = []
    leaves(observation, values, length)
    tensor = np.zeros(length, dtype=np.float32)
    kept = values[:length]
    tensor[:len(kept)] = kept
    return tensor
