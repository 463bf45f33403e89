"""Timing and tolerance constants of a throw, and the bookkeeping of one in progress."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

STEP_SECONDS = 0.001
CHECK_EVERY = 10  # steps between rest / out checks (10 ms)
REST_SPEED = 0.02  # m/s, RULINGS D4
REST_SPIN = 0.5  # rad/s, RULINGS D4
REST_STEPS = 100  # 0.1 s of quiet, RULINGS D4
CAP_STEPS = 10_000  # 10 s cap, RULINGS D4
EDGE_GUARD_DEG = 5.0  # a die tilted this much and touching nothing but the table is not at rest
EDGE_GUARD_COS = math.cos(math.radians(EDGE_GUARD_DEG))
FLAT_TOLERANCE_DEG = 2.0  # tilted more than this at rest: pressed flat (D5)
TOWER_FALLEN_DEG = 45.0  # RULINGS D10
PARK_BELOW_Z = -0.03  # an out piece is taken away once it has dropped below the table top

CUBE_KINDS = ("deboule", "cochonde", "die")


@dataclass
class Flight:
    """Bookkeeping of the throw (or settle) in progress."""

    thrown: tuple[str, ...]
    upright_towers: frozenset[str]
    flatten_after: bool = True
    steps: int = 0
    quiet_steps: int = 0
    out: set[str] = field(default_factory=set)
    done: bool = False
    capped: bool = False


