"""Dice in flight in Cul de Chouette's tray: the physics advanced in whole 1 ms steps as frames
come (a frame's remainder owed to the next), the poses before the last step kept for drawing
between two steps."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from deboule.physics import Throw

STEP = 0.001  # the physics' fixed step (s)
MAX_FRAME = 0.1  # a frame longer than this (a stall) advances the dice by 0.1 s only


@dataclass
class Flight:
    ids: tuple[str, ...]
    throws: dict[str, Throw]
    acc: float = 0.0  # simulated time owed to the physics (s), less than one step
    prev: dict[str, tuple[tuple, tuple]] = field(default_factory=dict)
    # a throw fed from a saved log: what followed it (a novice's Bévue) is in the log too
    recorded: bool = False

    def advance(self, world: Any, dt: float) -> float:
        """Advance `world` by `dt` in whole steps; the share of a step owed (drawing's alpha)."""
        self.acc += min(dt, MAX_FRAME)
        steps = int(self.acc / STEP + 1e-9)
        if steps > 0:
            if steps > 1:
                world.advance((steps - 1) * STEP)
            self.prev = world.poses()
            world.advance(STEP)
            self.acc -= steps * STEP
        return min(1.0, self.acc / STEP)
