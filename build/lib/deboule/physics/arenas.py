"""Arenas: where pieces may be thrown from, what counts as out, and plausible hand throws.

An arena knows its table geometry; the World knows bodies and time. (dm_control's split of
arena and entities, kept small.)
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod

import numpy as np

from deboule.physics.kinematics import TableActions
from deboule.physics.model import Fragment, compose, room
from deboule.physics.tables import (
    DebouleTable,
    TraySpec,
    Zone,
    deboule_pieces,
    deboule_set,
    deboule_table,
    pip_dice,
    tray_pieces,
    tray_walls,
)
from deboule.physics.types import PieceInfo, Throw
from deboule.spatial import random_quaternion


class Arena(ABC):
    name = "arena"
    pieces: list[PieceInfo]
    # the parts a World of this arena is built with (deboule.physics.cup)
    parts: tuple[type, ...] = ()

    @abstractmethod
    def fragments(self) -> tuple[Fragment, ...]:
        """The model fragments of the arena's parts and pieces (the room comes first)."""

    def xml(self) -> str:
        """The MJCF model of the arena and its pieces, composed from its fragments."""
        return compose(self.name, self.fragments())

    @abstractmethod
    def throw_zone(self, piece: PieceInfo) -> Zone:
        """Where a throw of `piece` may start."""

    @abstractmethod
    def play_bounds(self) -> tuple[float, float, float, float]:
        """(x_min, x_max, y_min, y_max) of the play area's inner edges."""

    def left_play_mask(self, positions: np.ndarray) -> np.ndarray:
        """RULINGS D3: over a rail or off the table (checked while pieces move), one per row."""
        x_min, x_max, y_min, y_max = self.play_bounds()
        x, y, z = positions[:, 0], positions[:, 1], positions[:, 2]
        return (z < -0.005) | (y > y_max) | (y < y_min) | (x > x_max) | (x < x_min)

    def out_at_rest(self, position) -> bool:
        """RULINGS D3: out when resting outside the play area (short of the réglette...)."""
        x_min, x_max, y_min, y_max = self.play_bounds()
        x, y, z = position
        return not (x_min <= x <= x_max and y_min <= y <= y_max) or z < -0.005

    @abstractmethod
    def random_throw(self, rng: np.random.Generator, piece: PieceInfo) -> Throw:
        """A plausible hand throw of `piece` in this arena."""


class DebouleArena(Arena):
    """RULINGS D2/D3: the rail-bounded table, open at the near end, réglette 0.10 from it."""

    name = "deboule"
    parts = (TableActions,)

    def __init__(self, table: DebouleTable | None = None) -> None:
        self.table = table or DebouleTable.load()
        self.pieces = deboule_pieces(self.table)

    def fragments(self) -> tuple[Fragment, ...]:
        return room(), deboule_table(self.table), deboule_set(self.table, self.pieces)

    def throw_zone(self, piece: PieceInfo) -> Zone:
        return self.table.throw_zone(piece.size / 2)

    def play_bounds(self) -> tuple[float, float, float, float]:
        w = self.table.width / 2
        return self.table.reglette_x, self.table.length, -w, w

    def left_play_mask(self, positions: np.ndarray) -> np.ndarray:
        # Behind the réglette is fine while moving (the throw starts there); off the near end
        # is caught by the height test.
        x, y, z = positions[:, 0], positions[:, 1], positions[:, 2]
        w = self.table.width / 2
        return (z < -0.005) | (np.abs(y) > w) | (x > self.table.length)

    def random_throw(self, rng: np.random.Generator, piece: PieceInfo) -> Throw:
        """A plausible hand throw: from behind the réglette towards the far half of the table."""
        zone = self.throw_zone(piece)
        start = np.array([
            rng.uniform(-0.02, zone.x[1] - 0.002),
            rng.uniform(-0.15, 0.15),
            rng.uniform(0.04, 0.12),
        ])
        target = np.array([rng.uniform(0.45, 1.0), rng.uniform(-0.2, 0.2)])
        heading = math.atan2(target[1] - start[1], target[0] - start[0])
        speed = rng.uniform(1.2, 3.0)
        velocity = (speed * math.cos(heading), speed * math.sin(heading), rng.uniform(-0.3, 0.8))
        spin = tuple(float(v) for v in rng.uniform(-25.0, 25.0, size=3))
        return Throw(tuple(start), velocity, spin, random_quaternion(rng))


class TrayArena(Arena):
    """The Cul de Chouette piste: a walled tray, every die in it is in play."""

    name = "tray"
    parts = (TableActions,)

    def __init__(self, n: int, spec: TraySpec | None = None) -> None:
        if not isinstance(n, int) or not 1 <= n <= 6:
            raise ValueError(f"a dice tray holds 1 to 6 dice, got {n!r}")
        self.spec = spec or TraySpec()
        self.pieces = tray_pieces(self.spec, n)

    def fragments(self) -> tuple[Fragment, ...]:
        return room(), tray_walls(self.spec), pip_dice(self.spec, self.pieces)

    def throw_zone(self, piece: PieceInfo) -> Zone:
        return self.spec.throw_zone(piece.size / 2)

    def play_bounds(self) -> tuple[float, float, float, float]:
        hl, hw = self.spec.length / 2, self.spec.width / 2
        return -hl, hl, -hw, hw

    def random_throw(self, rng: np.random.Generator, piece: PieceInfo) -> Throw:
        """Dice dropped from the near end of the tray with a forward flick and a tumble."""
        zone = self.throw_zone(piece)
        start = (
            rng.uniform(zone.x[0], zone.x[0] + 0.05),
            rng.uniform(-0.07, 0.07),
            rng.uniform(0.05, 0.12),
        )
        heading = rng.uniform(-0.5, 0.5)
        speed = rng.uniform(0.6, 1.8)
        velocity = (speed * math.cos(heading), speed * math.sin(heading), rng.uniform(-0.5, 0.3))
        spin = tuple(float(v) for v in rng.uniform(-30.0, 30.0, size=3))
        return Throw(start, velocity, spin, random_quaternion(rng))
