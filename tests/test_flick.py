"""Mouse flick and keyboard aim -> physics Throw (pure, no GL)."""

import math

import numpy as np
import pytest

from deboule.physics.types import MAX_SPEED, MAX_SPIN, Throw
from deboule.render.camera import behind_throw_camera, orbit_camera, top_camera
from deboule.shell.flick import (
    FlickError,
    FlickSettings,
    ThrowZone,
    deboule_zone,
    flick_to_throw,
    keyboard_throw,
    tray_zone,
)

SIZE = (1280, 720)
CAMERA = top_camera(SIZE[0] / SIZE[1])
# the flick's speed as the pointer's speed on the table times a gain (the tests of that rule);
# the default speed from the screen's pixels is tested in tests/test_flick_curve.py
TABLE_SPEED = FlickSettings(speed_curve=None)


def gesture(points, dt=0.01, camera=CAMERA, start_t=0.0):
    """Screen samples of a gesture through the given table points (x, y), dt seconds apart."""
    pixels = camera.project([(x, y, 0.0) for x, y in points], SIZE)
    return [(start_t + k * dt, float(px), float(py)) for k, (px, py) in enumerate(pixels)]


def straight(start, velocity, n=12, dt=0.01):
    return [(start[0] + velocity[0] * k * dt, start[1] + velocity[1] * k * dt) for k in range(n)]


def test_straight_flick_gives_gain_times_table_speed():
    settings = TABLE_SPEED
    samples = gesture(straight((0.0, 0.0), (1.5, 0.3)))
    throw = flick_to_throw(samples, CAMERA, SIZE, settings=settings)
    assert isinstance(throw, Throw)
    vx, vy, vz = throw.velocity
    assert vx == pytest.approx(1.5 * settings.gain, rel=1e-6)
    assert vy == pytest.approx(0.3 * settings.gain, rel=1e-6)
    assert vz == pytest.approx(settings.loft * math.hypot(vx, vy), rel=1e-6)
    # a straight gesture has no side spin; the roll axis is horizontal, across the throw
    assert abs(throw.spin[2]) < 1e-6
    assert throw.spin[0] * vx + throw.spin[1] * vy == pytest.approx(0.0, abs=1e-9)
    assert throw.spin[1] > 0  # rolling forward along +x turns about +y


def test_only_the_last_80_ms_count():
    slow = straight((-0.30, 0.0), (0.2, 0.0), n=30)  # 0.29 s of slow drag
    fast_start = slow[-1]
    fast = straight(fast_start, (2.0, 0.0), n=9)[1:]  # then 80 ms fast
    samples = gesture(slow + fast)
    throw = flick_to_throw(samples, CAMERA, SIZE, settings=TABLE_SPEED)
    # the slow part (0.2 m/s) would drag a fit over the whole gesture far below 2 m/s
    assert throw.velocity[0] == pytest.approx(2.0 * FlickSettings().gain, rel=0.1)


def test_speed_is_clamped_below_the_d3_limit():
    samples = gesture(straight((-0.2, 0.0), (20.0, 5.0), n=6, dt=0.005))
    throw = flick_to_throw(samples, CAMERA, SIZE, settings=TABLE_SPEED)
    speed = float(np.linalg.norm(throw.velocity))
    assert speed <= MAX_SPEED
    assert speed == pytest.approx(FlickSettings().max_speed)
    assert float(np.linalg.norm(throw.spin)) <= MAX_SPIN
    # direction is kept when clamping
    assert throw.velocity[1] / throw.velocity[0] == pytest.approx(5.0 / 20.0, rel=1e-6)


def test_curved_gesture_spins_about_z_with_the_turn_sign():
    def arc(sign):
        return [(0.02 * k, sign * 0.0015 * k * k) for k in range(12)]

    left = flick_to_throw(gesture(arc(+1)), CAMERA, SIZE)
    right = flick_to_throw(gesture(arc(-1)), CAMERA, SIZE)
    assert left.spin[2] > 1.0  # turning counter-clockwise (towards +y) seen from above
    assert right.spin[2] < -1.0
    assert left.spin[2] == pytest.approx(-right.spin[2], rel=1e-6)


def test_start_is_clamped_into_the_throwing_zone():
    zone = deboule_zone()
    # released far down the table, off to the side: the start is clamped behind the réglette
    samples = gesture(straight((0.5, 0.25), (1.0, 0.5)))
    throw = flick_to_throw(samples, CAMERA, SIZE, zone=zone)
    x, y, z = throw.position
    assert x == pytest.approx(zone.x[1])
    assert y == pytest.approx(zone.y[1])
    assert z == pytest.approx(zone.height)
    assert x < 0.10 - 0.011  # behind the réglette by at least half an edge (D3)
    assert abs(y) <= 0.30 - 0.011
    # released inside the zone: the start is the release point itself
    samples = gesture(straight((-0.05, -0.1), (1.0, 0.0), n=4))
    throw = flick_to_throw(samples, CAMERA, SIZE, zone=zone)
    assert throw.position[0] == pytest.approx(-0.05 + 0.03, abs=1e-6)
    assert throw.position[1] == pytest.approx(-0.1, abs=1e-6)


def test_flick_works_through_the_perspective_throw_camera():
    cam = behind_throw_camera()
    samples = gesture(straight((0.0, 0.05), (1.2, -0.2)), camera=cam)
    throw = flick_to_throw(samples, cam, SIZE, settings=TABLE_SPEED)
    assert throw.velocity[0] == pytest.approx(1.2 * FlickSettings().gain, rel=1e-5)
    assert throw.velocity[1] == pytest.approx(-0.2 * FlickSettings().gain, rel=1e-5)


@pytest.mark.parametrize(
    "samples, code",
    [
        ([], "too_few_samples"),
        ([(0.0, 600.0, 400.0)], "too_few_samples"),
        ([(0.0, 600.0, 400.0), (0.0, 650.0, 400.0)], "too_few_samples"),
        ([(0.0, 600.0, 400.0), (0.01, float("nan"), 400.0)], "not_finite"),
        ([(0.0, 600.0, 400.0), (0.01, float("inf"), 400.0)], "not_finite"),
        ([(0.02, 600.0, 400.0), (0.01, 650.0, 400.0)], "time_order"),
        ([(0.0, 600.0), (0.01, 650.0)], "not_finite"),
        ([("a", 1, 2), (0.1, 3, 4)], "not_finite"),
    ],
)
def test_degenerate_gestures_raise_a_clear_error(samples, code):
    with pytest.raises(FlickError) as info:
        flick_to_throw(samples, CAMERA, SIZE)
    assert info.value.code == code
    assert isinstance(info.value, ValueError)
    assert info.value.message("fr") and info.value.message("en")
    assert info.value.message("fr") != info.value.message("en")


def test_backwards_and_still_gestures_are_no_throw():
    backwards = gesture(straight((0.05, 0.0), (-1.0, 0.2)))
    with pytest.raises(FlickError) as info:
        flick_to_throw(backwards, CAMERA, SIZE)
    assert info.value.code == "backwards"
    still = gesture([(0.05, 0.0)] * 5)
    with pytest.raises(FlickError) as info:
        flick_to_throw(still, CAMERA, SIZE)
    assert info.value.code in ("backwards", "too_slow")
    slow = gesture(straight((0.0, 0.0), (0.05, 0.0)))
    with pytest.raises(FlickError) as info:
        flick_to_throw(slow, CAMERA, SIZE)
    assert info.value.code == "too_slow"


def test_pause_before_release_kills_the_speed():
    drag = straight((-0.05, 0.0), (2.0, 0.0), n=6)
    samples = gesture(drag)
    release_t = samples[-1][0] + 0.5  # the pointer rested for half a second, then released
    samples.append((release_t, samples[-1][1], samples[-1][2]))
    with pytest.raises(FlickError) as info:
        flick_to_throw(samples, CAMERA, SIZE)
    assert info.value.code == "too_slow"


def test_pointer_off_the_table_plane():
    low = orbit_camera((0.6, 0.0, 0.0), yaw_deg=180.0, pitch_deg=8.0, distance=1.5)
    samples = [(0.0, 640.0, 5.0), (0.02, 660.0, 2.0)]  # above the horizon
    with pytest.raises(FlickError) as info:
        flick_to_throw(samples, low, SIZE)
    assert info.value.code == "off_table"
    # just under the horizon the plane is hit kilometres away: not on the table either
    cam = behind_throw_camera()
    samples = [(0.0, 640.0, 5.0), (0.02, 660.0, 2.0)]
    with pytest.raises(FlickError) as info:
        flick_to_throw(samples, cam, SIZE)
    assert info.value.code == "off_table"


def test_keyboard_throw_maps_aim_power_spin_and_position():
    zone = deboule_zone()
    straight_throw = keyboard_throw(0.0, 1.0, 0.0, 0.0)
    assert float(np.linalg.norm(straight_throw.velocity)) == pytest.approx(
        FlickSettings().max_speed, rel=1e-9
    )
    assert straight_throw.velocity[1] == pytest.approx(0.0, abs=1e-12)
    assert straight_throw.position == pytest.approx((zone.x[1], 0.0, zone.height))
    weak = keyboard_throw(0.0, 0.0, 0.0, 0.0)
    assert float(np.linalg.norm(weak.velocity)) == pytest.approx(0.8, rel=1e-9)
    aimed = keyboard_throw(30.0, 0.5, 0.0, -1.0)
    assert math.degrees(math.atan2(aimed.velocity[1], aimed.velocity[0])) == pytest.approx(30.0)
    assert aimed.position[1] == pytest.approx(zone.y[0])
    spun = keyboard_throw(0.0, 0.5, 1.0, 1.0)
    counter = keyboard_throw(0.0, 0.5, -1.0, 1.0)
    assert spun.spin[2] > 0 > counter.spin[2]
    assert spun.position[1] == pytest.approx(zone.y[1])
    assert float(np.linalg.norm(spun.spin)) <= MAX_SPIN


@pytest.mark.parametrize(
    "args",
    [
        (90.0, 0.5, 0.0, 0.0),
        (0.0, 1.5, 0.0, 0.0),
        (0.0, 0.5, 2.0, 0.0),
        (0.0, 0.5, 0.0, -1.1),
        (float("nan"), 0.5, 0.0, 0.0),
        (0.0, "a", 0.0, 0.0),
        (0.0, True, 0.0, 0.0),
    ],
)
def test_keyboard_throw_refuses_bad_settings(args):
    with pytest.raises(FlickError):
        keyboard_throw(*args)


def test_tray_zone_is_inside_the_tray():
    zone = tray_zone()
    assert -0.18 < zone.x[0] < zone.x[1] < 0.0
    assert -0.12 < zone.y[0] < 0.0 < zone.y[1] < 0.12
    throw = keyboard_throw(0.0, 0.3, 0.0, 0.0, zone=zone)
    assert zone.x[0] <= throw.position[0] <= zone.x[1]
    assert isinstance(zone, ThrowZone)


def test_flick_throws_are_accepted_by_the_physics_world():
    world_mod = pytest.importorskip("deboule.physics.world")
    world = world_mod.World.deboule(seed=0)
    throw = flick_to_throw(gesture(straight((0.0, 0.1), (1.4, -0.1))), CAMERA, SIZE)
    kb = keyboard_throw(-10.0, 0.4, 0.3, 0.5)
    # World.throw validates the start zone (D3) and refuses with ThrowError otherwise
    for piece_id, thrown in (("red-1", throw), ("blue-1", kb)):
        outcome = world.throw(piece_id, thrown)
        assert piece_id in outcome.pieces
        assert outcome.pieces[piece_id].resting_on != "hand"
