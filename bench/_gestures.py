"""Synthetic human-like flicks on the Déboulé table (bench/flicks.py and tests/test_flick_curve.py).

A flick here is what a hand does with a mouse when asked to throw from the réglette: it presses
just behind it (anywhere across the throwing zone), drags up the screen, a little off vertical
and along a slightly bent path, and lets go while still moving. The pointer follows a
minimum-jerk stroke (the bell-shaped speed of human aimed movements) over a stroke of which the
release cuts the end at a random fraction; the pointer is sampled as a mouse reports it (every
6 to 17 ms, whole pixels). Lengths and durations are drawn from the usual range a person uses
(150 to 300 px in 120 to 300 ms). The same pixels at any window size: a hand moves the pointer
by counts, not by fractions of the window.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

LENGTH_PX = (150.0, 300.0)
DURATION_S = (0.12, 0.30)
TUNING_SEEDS = range(0, 120)  # the seeds the speed curve was tuned on
HELD_OUT_SEEDS = range(5000, 5120)  # never looked at while tuning


@dataclass(frozen=True)
class Gesture:
    length_px: float
    duration_s: float
    tilt_deg: float  # off vertical, positive to the right of the screen
    bend: float  # sideways bulge as a fraction of the length
    release: float  # fraction of the stroke done when the button is released
    start_table: tuple[float, float]  # where the press is, on the table (x, y)
    samples: tuple[tuple[float, float, float], ...] = ()


def _min_jerk(u: np.ndarray) -> np.ndarray:
    return 10 * u**3 - 15 * u**4 + 6 * u**5


def human_flick(seed: int, camera, size: tuple[int, int], length_px: float | None = None,
                duration_s: float | None = None) -> Gesture:
    """One seeded flick (t s, x px, y px from the top-left) starting at the réglette on screen;
    `length_px`/`duration_s` fix those (else drawn from the usual range)."""
    rng = np.random.default_rng(seed)
    length = float(rng.uniform(*LENGTH_PX)) if length_px is None else float(length_px)
    duration = float(rng.uniform(*DURATION_S)) if duration_s is None else float(duration_s)
    tilt = float(rng.normal(0.0, 6.0))
    bend = float(rng.uniform(-0.12, 0.12))
    release = float(rng.uniform(0.7, 1.0))
    start = (float(rng.uniform(0.03, 0.085)), float(rng.uniform(-0.12, 0.12)))
    px, py = (float(v) for v in camera.project([(start[0], start[1], 0.0)], size)[0][:2])
    # the stroke the hand would make whole; the release comes at `release` of it, at which
    # point the pointer has gone `length` pixels
    whole = length / float(_min_jerk(np.array([release]))[0])
    stroke_time = duration / release
    along = (math.sin(math.radians(tilt)), -math.cos(math.radians(tilt)))  # up the screen
    across = (-along[1], along[0])
    t, samples = 0.0, []
    while True:
        u = release if t >= duration else min(t / stroke_time, release)
        s = float(_min_jerk(np.array([u]))[0]) * whole
        side = 4.0 * bend * length * (s / whole) * (1.0 - s / whole)
        x = px + along[0] * s + across[0] * side
        y = py + along[1] * s + across[1] * side
        samples.append((t, float(round(x)), float(round(y))))
        if u >= release:
            break
        t += float(rng.uniform(0.006, 0.017))
        t = min(t, duration)
    return Gesture(length, duration, tilt, bend, release, start, tuple(samples))
