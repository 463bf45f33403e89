"""Aiming a throw at a point of the Déboulé table: the one way a program, a bot or the window
turns "there" into a throw (`physics.Throw.towards`; issue 31, point 4). Plain numbers only.

The throw leaves the hand behind the réglette (RULINGS D3: x = 0.04, 5 cm above the table),
heads straight at the target and is as strong as a rule of thumb of the felt says: a die thrown
at v m/s slides and rolls about SLIDE * v² metres. It is a hand's throw, not a solver's: a plain
throw rests within a few centimetres of the target on an empty table, a person's tumbling one
scatters around it (tests/test_physics_aiming.py); a bot that wants better simulates a few such
throws on copies of the world and keeps the best.

With `rng` the hand is a person's: where along the réglette it starts (unless `start_y` says),
its spin, its lift and how the die sits in the hand are drawn from `rng`, in that order (the
Déboulé bots' throws, recorded games included, are made this way). Without it the throw is
plain: from the middle of the réglette, no spin, the die square in the hand.
"""

from __future__ import annotations

import math

import numpy as np

from deboule.spatial import random_quaternion

Vec3 = tuple[float, float, float]
Quat = tuple[float, float, float, float]  # (w, x, y, z), MuJoCo's order

START_X = 0.04  # metres: behind the réglette (x = 0.10), inside the throwing zone of D3
START_Z = 0.05  # metres above the table
MAX_START_Y = 0.2  # the hand stays this far from the middle of the réglette
HAND_SPREAD_Y = 0.12  # a person's hand starts anywhere within this of the middle
SLIDE = 0.17  # a die thrown by a person's hand at v m/s travels about SLIDE * v² metres
# A die pushed square and without spin slides more than it tumbles and goes less far: measured
# on an empty table, it rests within 3 cm of targets 0.3 to 0.8 m down it (the far rail is at
# 1.2 m; further targets scatter more).
SQUARE_SLIDE = 0.135
MIN_TRAVEL = 0.05  # metres: a closer target is thrown at as if it were this far
MAX_AIM_SPEED = 5.5  # m/s, below the 6 m/s limit of D3
HAND_SPIN = 12.0  # rad/s: the largest spin a person's hand gives about each axis
HAND_LIFT = 0.3  # m/s: the largest upward speed a person's hand gives


def heading_and_distance(start, target) -> tuple[float, float]:
    """The heading (radians, 0 straight down the table, positive to the thrower's left) and the
    distance (m) from the point `start` to the point `target` of the table."""
    dx, dy = float(target[0]) - float(start[0]), float(target[1]) - float(start[1])
    return math.atan2(dy, dx), math.hypot(dx, dy)


def speed_for_travel(distance: float, speed_factor: float = 1.0, slide: float = SLIDE) -> float:
    """The launch speed (m/s) of a throw meant to travel `distance` metres on the felt, times
    `speed_factor` (above 1 to hit through, below 1 to stop short)."""
    return min(MAX_AIM_SPEED, math.sqrt(max(MIN_TRAVEL, distance) / slide) * speed_factor)


def hand_throw(target_xy, rng: np.random.Generator | None = None, speed_factor: float = 1.0,
               start_y: float | None = None) -> tuple[Vec3, Vec3, Vec3, Quat]:
    """(position, velocity, spin, orientation) of a hand throw from behind the réglette of the
    Déboulé table at the point `target_xy` (x, y in metres, table frame); `Throw.towards` makes
    it a Throw. See the module's doc for `rng`; `start_y` sets where along the réglette the hand
    starts (clamped to ±MAX_START_Y). Raises ValueError on a bad argument."""
    target = _point("target", target_xy)
    if isinstance(speed_factor, bool) or not isinstance(speed_factor, int | float) or not (
            math.isfinite(speed_factor) and speed_factor > 0):
        raise ValueError(f"speed_factor must be a positive number, got {speed_factor!r}")
    if rng is not None and not isinstance(rng, np.random.Generator):
        raise ValueError(f"rng must be a numpy Generator, got {type(rng).__name__}")
    if start_y is not None:
        y0 = _point("start_y", (0.0, start_y))[1]
    else:
        y0 = 0.0 if rng is None else float(rng.uniform(-HAND_SPREAD_Y, HAND_SPREAD_Y))
    y0 = max(-MAX_START_Y, min(MAX_START_Y, y0))
    heading, distance = heading_and_distance((START_X, y0), target)
    speed = speed_for_travel(distance, speed_factor, SLIDE if rng is not None else SQUARE_SLIDE)
    spin: Vec3 = (0.0, 0.0, 0.0)
    lift = 0.0
    orientation: Quat = (1.0, 0.0, 0.0, 0.0)
    if rng is not None:
        spin = tuple(float(v) for v in rng.uniform(-HAND_SPIN, HAND_SPIN, size=3))  # type: ignore[assignment]
        lift = float(rng.uniform(0.0, HAND_LIFT))
        orientation = random_quaternion(rng)
    velocity = (speed * math.cos(heading), speed * math.sin(heading), lift)
    return (START_X, y0, START_Z), velocity, spin, orientation


def _point(name: str, value) -> tuple[float, float]:
    try:
        if isinstance(value, str | bytes) or any(isinstance(v, bool) for v in value):
            raise TypeError("not numbers")
        x, y = (float(v) for v in value)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"{name} must be numbers (a point is x, y), got {value!r}") from exc
    if not (math.isfinite(x) and math.isfinite(y)):
        raise ValueError(f"{name} must be finite, got {value!r}")
    return x, y
