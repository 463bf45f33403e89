"""Mouse flick (and keyboard aim) -> physics Throw. Pure functions, no GL, no global state.

A flick is the pointer's samples (time s, screen x, y) from press to release; the caller should
append the release position as the last sample so a pause before release reads as "no speed".
Samples are unprojected onto the table plane through the camera; the throw velocity is the slope
of a least-squares line through the samples of the last `window_s` seconds (plus the one sample just
before, as an anchor), times a gain, clamped to what a hand can do (RULINGS D3).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from deboule.physics.types import MAX_SPEED, MAX_SPIN, Throw
from deboule.spatial.exact import dot, matvec, norm

MESSAGES: dict[str, dict[str, str]] = {
    "too_few_samples": {
        "fr": "Geste trop court : il faut au moins deux points.",
        "en": "Gesture too short: at least two samples are needed.",
    },
    "not_finite": {
        "fr": "Geste invalide : valeur non finie.",
        "en": "Invalid gesture: a value is not finite.",
    },
    "time_order": {
        "fr": "Geste invalide : les instants doivent croître.",
        "en": "Invalid gesture: sample times must increase.",
    },
    "off_table": {
        "fr": "Le pointeur ne vise pas la table.",
        "en": "The pointer is not over the table.",
    },
    "backwards": {
        "fr": "Lancer vers l'arrière : aucun lancer.",
        "en": "Backwards flick: no throw.",
    },
    "too_slow": {
        "fr": "Geste trop lent : aucun lancer.",
        "en": "Flick too slow: no throw.",
    },
    "out_of_range": {
        "fr": "Réglage de lancer hors limites.",
        "en": "Throw setting out of range.",
    },
}


class FlickError(ValueError):
    """A gesture that gives no throw. `code` is a key of MESSAGES; str() is French first."""

    def __init__(self, code: str, detail: str = "") -> None:
        self.code = code
        self.detail = detail
        super().__init__(self.message("fr") + (f" ({detail})" if detail else ""))

    def message(self, lang: str = "fr") -> str:
        texts = MESSAGES[self.code]
        return texts.get(lang, texts["fr"])


@dataclass(frozen=True)
class ThrowZone:
    """Where a throw starts: x and y ranges on the table, at a hand height above it."""

    x: tuple[float, float]
    y: tuple[float, float]
    height: float
    table_z: float = 0.0  # the plane the pointer is unprojected onto


def deboule_zone(half_edge: float = 0.011) -> ThrowZone:
    """Behind the réglette (x=0.10), inside the rails, hand-high (FL1 in docs/rendering.md)."""
    return ThrowZone(
        x=(-0.08, 0.10 - half_edge - 0.002),
        y=(-(0.30 - half_edge - 0.01), 0.30 - half_edge - 0.01),
        height=0.05,
    )


def tray_zone(half_edge: float = 0.008) -> ThrowZone:
    """The near end of the Cul de Chouette tray (floor 0.36 x 0.24 centred on the origin)."""
    return ThrowZone(
        x=(-0.18 + half_edge + 0.01, -0.18 + 0.08),
        y=(-(0.12 - half_edge - 0.01), 0.12 - half_edge - 0.01),
        height=0.07,
    )


@dataclass(frozen=True)
class SpeedCurve:
    """How hard a flick throws: the throw's speed (m/s) from the pointer's speed on the screen
    (pixels per second), on a logarithmic curve (a hand judges speeds by ratios).

    Before, the speed was the pointer's speed on the table plane: through the thrower's
    perspective view a pixel near the far end is worth many near the réglette, so the same
    stroke threw harder the further up the screen it ran, and a natural 285 px flick left the
    table. The screen's pixels are what the hand controls, the same at any window size.
    `slow_px`..`fast_px`, the usual flicks' release speeds (150 to 300 px in 120 to 300 ms),
    map to `low`..`high`, speeds that rest on the table (0.8 to 3.4 m/s on an empty one,
    measured by bench/flicks.py); beyond, the speed keeps growing, so a violent flick still
    throws too hard."""

    slow_px: float = 500.0
    fast_px: float = 4000.0
    low: float = 1.2
    high: float = 3.0

    def speed(self, px_per_s: float) -> float:
        if px_per_s <= 0.0:
            return 0.0
        share = math.log(px_per_s / self.slow_px) / math.log(self.fast_px / self.slow_px)
        return self.low + (self.high - self.low) * share


@dataclass(frozen=True)
class FlickSettings:
    window_s: float = 0.08  # velocity from the last 80 ms
    gain: float = 1.6  # pointer speed on the table -> throw speed (speed_curve None)
    # the throw's speed from the pointer's speed on the screen (the Déboulé's flick,
    # DEBOULE_FLICK); None: `gain` times its speed on the table plane (Cul de Chouette's tray,
    # and the Déboulé's flick before issue 48, kept for comparison by bench/flicks.py)
    speed_curve: SpeedCurve | None = None
    max_speed: float = MAX_SPEED * 0.999  # strictly inside D3 so rounding never trips Throw
    min_speed: float = 0.3  # below this a flick is no throw
    loft: float = 0.12  # upward speed as a fraction of the horizontal speed
    roll_per_speed: float = 5.0  # forward roll, rad/s per m/s
    curl_gain: float = 20.0  # side spin about z, rad/s per radian the gesture turned
    max_spin: float = MAX_SPIN * 0.9
    max_reach: float = 2.5  # pointer hits further than this from the zone are not "on the table"


DEBOULE_FLICK = FlickSettings(speed_curve=SpeedCurve())


def _clamp(value: float, low: float, high: float) -> float:
    return min(max(value, low), high)


def _clean_samples(samples) -> np.ndarray:
    try:
        arr = np.asarray([tuple(float(v) for v in s) for s in samples], dtype=np.float64)
    except (TypeError, ValueError) as exc:
        raise FlickError("not_finite", f"samples must be (t, x, y) numbers: {exc}") from exc
    if arr.size == 0:
        raise FlickError("too_few_samples", "no samples")
    if arr.ndim != 2 or arr.shape[1] != 3:
        raise FlickError("not_finite", "each sample must be (t, x, y)")
    if not np.all(np.isfinite(arr)):
        raise FlickError("not_finite")
    if len(arr) < 2:
        raise FlickError("too_few_samples", "one sample")
    if np.any(np.diff(arr[:, 0]) < 0.0):
        raise FlickError("time_order")
    if arr[-1, 0] - arr[0, 0] <= 0.0:
        raise FlickError("too_few_samples", "all samples at the same time")
    return arr


def _spin(direction: np.ndarray, speed: float, turn: float, settings: FlickSettings) -> tuple:
    """Forward roll about the horizontal axis across the throw, plus side spin about z."""
    roll_axis = np.array([-direction[1], direction[0], 0.0])  # z x direction
    spin = roll_axis * settings.roll_per_speed * speed
    spin[2] = settings.curl_gain * turn
    rate = norm(spin)
    if rate > settings.max_spin:
        spin *= settings.max_spin / rate
    return tuple(float(v) for v in spin)


def _limit_velocity(horizontal: np.ndarray, settings: FlickSettings) -> np.ndarray:
    velocity = np.array([horizontal[0], horizontal[1], settings.loft * norm(horizontal)])
    speed = norm(velocity)
    if speed > settings.max_speed:
        velocity *= settings.max_speed / speed
    return velocity


def _turn_angle(points: np.ndarray) -> float:
    """Signed angle (rad, counter-clockwise positive) from the first half chord to the second."""
    if len(points) < 3:
        return 0.0
    mid = len(points) // 2
    first = points[mid] - points[0]
    second = points[-1] - points[mid]
    if norm(first) < 1e-6 or norm(second) < 1e-6:
        return 0.0
    cross = first[0] * second[1] - first[1] * second[0]
    return float(math.atan2(cross, dot(first, second)))


def flick_to_throw(
    samples: Sequence[Sequence[float]],
    camera,
    viewport: tuple[int, int],
    zone: ThrowZone | None = None,
    settings: FlickSettings | None = None,
    orientation=(1.0, 0.0, 0.0, 0.0),
) -> Throw:
    """Pointer samples (t seconds, x, y pixels from the top-left) -> Throw.

    camera: a deboule.render.camera.Camera (anything with unproject_to_plane(px, py, size, z)).
    Raises FlickError (a ValueError) for a gesture that gives no throw: fewer than two samples,
    non-finite values, times going backwards, a pointer off the table, a backwards or slow flick.
    """
    zone = zone if zone is not None else deboule_zone()
    settings = settings if settings is not None else FlickSettings()
    arr = _clean_samples(samples)
    centre = np.array([(zone.x[0] + zone.x[1]) / 2.0, (zone.y[0] + zone.y[1]) / 2.0])
    points = []
    for _, px, py in arr:
        hit = camera.unproject_to_plane(px, py, viewport, zone.table_z)
        if hit is None or np.hypot(*(hit[:2] - centre)) > settings.max_reach:
            raise FlickError("off_table", f"pixel ({px:.0f}, {py:.0f})")
        points.append(hit[:2])
    table_pts = np.array(points)
    times = arr[:, 0]

    recent = np.nonzero(times >= times[-1] - settings.window_s)[0]
    first = max(int(recent[0]) - 1, 0)  # one sample before the window anchors slow releases
    t = times[first:] - times[-1]
    p = table_pts[first:]
    t_centred = t - t.mean()
    denom = dot(t_centred, t_centred)
    if denom <= 0.0:
        raise FlickError("too_few_samples", "no time span in the last samples")
    slope = matvec((p - p.mean(axis=0)).T, t_centred) / denom  # m/s on the table
    if settings.speed_curve is None:
        horizontal = slope * settings.gain
    else:
        pixels = arr[first:, 1:]
        px_speed = norm(matvec((pixels - pixels.mean(axis=0)).T, t_centred) / denom)
        table_speed = norm(slope)
        speed = settings.speed_curve.speed(px_speed)
        # the table gives the direction, the screen the speed (loft included in `speed`)
        horizontal = slope * (speed / math.sqrt(1.0 + settings.loft**2) / table_speed) \
            if table_speed > 0.0 and speed > 0.0 else slope * 0.0
    if norm(horizontal) < settings.min_speed:
        raise FlickError("too_slow", f"{norm(horizontal):.2f} m/s")
    if horizontal[0] <= 0.0:
        raise FlickError("backwards", f"forward speed {horizontal[0]:.2f} m/s")

    velocity = _limit_velocity(horizontal, settings)
    direction = velocity[:2] / norm(velocity[:2])
    spin = _spin(direction, norm(velocity), _turn_angle(table_pts), settings)
    release = table_pts[-1]
    start = (
        _clamp(float(release[0]), *zone.x),
        _clamp(float(release[1]), *zone.y),
        zone.table_z + zone.height,
    )
    return Throw(start, tuple(float(v) for v in velocity), spin, orientation)


def keyboard_throw(
    aim_deg: float,
    power: float,
    spin: float,
    lateral_pos: float,
    zone: ThrowZone | None = None,
    settings: FlickSettings | None = None,
    min_speed: float = 0.8,
    orientation=(1.0, 0.0, 0.0, 0.0),
) -> Throw:
    """Aim from the keyboard.

    aim_deg: -60..60, 0 straight down the table, positive towards +y (the thrower's left).
    power: 0..1 -> speed min_speed .. max speed. spin: -1..1 -> side spin about z
    (positive counter-clockwise seen from above). lateral_pos: -1..1 across the throwing zone
    (-1 at its -y edge). The start is just behind the réglette, hand-high.
    """
    zone = zone if zone is not None else deboule_zone()
    settings = settings if settings is not None else FlickSettings()
    values = {"aim_deg": aim_deg, "power": power, "spin": spin, "lateral_pos": lateral_pos}
    for name, value in values.items():
        numeric = isinstance(value, (int, float)) and not isinstance(value, bool)
        if not numeric or not math.isfinite(value):
            raise FlickError("not_finite", f"{name}={value!r}")
    limits = {"aim_deg": (-60.0, 60.0), "power": (0.0, 1.0), "spin": (-1.0, 1.0),
              "lateral_pos": (-1.0, 1.0)}
    for name, (low, high) in limits.items():
        if not low <= values[name] <= high:
            raise FlickError("out_of_range", f"{name}={values[name]} not in [{low}, {high}]")
    speed = min_speed + power * (settings.max_speed - min_speed)
    heading = math.radians(aim_deg)
    horizontal_speed = speed / math.sqrt(1.0 + settings.loft**2)
    horizontal = np.array([math.cos(heading), math.sin(heading)]) * horizontal_speed
    velocity = _limit_velocity(horizontal, settings)
    direction = horizontal / norm(horizontal)
    spin_vec = _spin(direction, norm(velocity), 0.0, settings)
    spin_vec = (spin_vec[0], spin_vec[1], spin * settings.max_spin * 0.5)
    rate = math.sqrt(sum(v * v for v in spin_vec))
    if rate > settings.max_spin:
        spin_vec = tuple(v * settings.max_spin / rate for v in spin_vec)
    return Throw(keyboard_start(lateral_pos, zone), tuple(float(v) for v in velocity), spin_vec,
                 orientation)


def keyboard_start(lateral_pos: float, zone: ThrowZone | None = None) -> tuple[float, float, float]:
    """Where a keyboard throw leaves the hand: just behind the réglette, hand-high, `lateral_pos`
    -1..1 across the throwing zone (-1 at its -y edge). The aim arrow starts under it."""
    zone = zone if zone is not None else deboule_zone()
    y = zone.y[0] + (lateral_pos + 1.0) / 2.0 * (zone.y[1] - zone.y[0])
    return (zone.x[1], y, zone.table_z + zone.height)


def gesture_on_table(samples: Sequence[Sequence[float]], camera, viewport: tuple[int, int],
                     zone: ThrowZone | None = None
                     ) -> tuple[tuple[float, float, float], tuple[float, float]] | None:
    """Where a gesture that throws nothing yet (one sample, or too slow) holds the piece, and
    which way it has gone so far: (start on the table, clamped to the throwing zone as a
    release there would be; unit direction, straight down the table until it has gone
    forward); None when the pointer is off the table. The aim arrow of a flick being drawn
    starts there, short, and grows as the gesture speeds up (issue 30, point 2)."""
    zone = zone if zone is not None else deboule_zone()
    points = []
    for sample in samples:
        hit = camera.unproject_to_plane(float(sample[1]), float(sample[2]), viewport,
                                        zone.table_z)
        if hit is None or not np.all(np.isfinite(hit)):
            return None
        points.append(np.asarray(hit[:2], dtype=np.float64))
    if not points:
        return None
    last = points[-1]
    start = (_clamp(float(last[0]), *zone.x), _clamp(float(last[1]), *zone.y), zone.table_z)
    moved = last - points[0]
    if moved[0] > 1e-3:
        length = norm(moved)
        return start, (float(moved[0] / length), float(moved[1] / length))
    return start, (1.0, 0.0)


def keyboard_power(speed: float, settings: FlickSettings | None = None,
                   min_speed: float = 0.8) -> float:
    """The keyboard power (0..1, as `keyboard_throw` reads it) of a throw at `speed` m/s: a
    flick's power is shown on the same scale as the keys'."""
    settings = settings if settings is not None else FlickSettings()
    return _clamp((speed - min_speed) / (settings.max_speed - min_speed), 0.0, 1.0)
