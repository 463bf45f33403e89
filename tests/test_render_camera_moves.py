"""Cameras that move (issue 13, point 3): poses that reproduce the fixed cameras, eased
transitions with no cut, a smooth chase of a rolling throw, a close-up where it stops, then
back. Pure numpy, no GL."""

import math

import numpy as np
import pytest

from deboule.render.camera import (
    THROWER_POSE,
    CameraError,
    CameraPose,
    CameraRig,
    ThrowDirector,
    behind_throw_camera,
    blend_poses,
    ease,
    orbit_camera,
    pose_gap,
    top_camera,
    top_pose,
)

SIZE = (1280, 720)
TABLE = [(x, y, 0.0) for x in (0.0, 0.6, 1.2) for y in (-0.3, 0.0, 0.3)]


def _screen(camera, points=TABLE):
    return camera.project(points, SIZE)


def _jump(before, after):
    """The biggest move between two projections of points in view in both (pixels)."""
    inside = np.all((before > -SIZE[0]) & (before < 2 * SIZE[0]) & (after > -SIZE[0])
                    & (after < 2 * SIZE[0]), axis=1)
    if not inside.any():
        return 0.0
    return float(np.max(np.linalg.norm(after[inside] - before[inside], axis=1)))


@pytest.mark.parametrize("fixed", [behind_throw_camera(), top_camera(16 / 9),
                                   orbit_camera(yaw_deg=200, pitch_deg=40, distance=1.4)])
def test_a_pose_reproduces_the_fixed_camera(fixed):
    pose = CameraPose.from_camera(fixed)
    np.testing.assert_allclose(_screen(pose.camera()), _screen(fixed), atol=1e-6)


def test_blends_go_the_short_way_round_and_end_on_the_goal():
    a = CameraPose((0.6, 0.0, 0.0), 170.0, 30.0, 1.0)
    b = CameraPose((0.6, 0.0, 0.0), -170.0, 30.0, 1.0)
    assert blend_poses(a, b, 0.5).yaw == pytest.approx(180.0)
    assert blend_poses(a, b, 1.0).camera().eye == pytest.approx(b.camera().eye)
    assert ease(0.0) == 0.0 and ease(1.0) == 1.0 and ease(0.5) == pytest.approx(0.5)
    with pytest.raises(CameraError):
        CameraPose((0.0, 0.0, math.nan), 0.0, 10.0, 1.0)


def _max_step(rig, frames, dt=1 / 60):
    """The biggest on-screen move of the table between two frames (pixels)."""
    before = _screen(rig.camera)
    worst = 0.0
    for _ in range(frames):
        rig.update(dt)
        after = _screen(rig.camera)
        worst = max(worst, _jump(before, after))
        before = after
    return worst


def test_changing_mode_is_an_eased_transition_not_a_cut():
    rig = CameraRig(THROWER_POSE)
    rig.cut_to(top_pose())
    full = float(np.nanmax(np.linalg.norm(_screen(top_pose().camera())
                                          - _screen(THROWER_POSE.camera()), axis=1)))
    worst = _max_step(rig, 90)
    assert rig.settled and rig.pose == top_pose()
    # the move is spread over many frames: no frame jumps more than a small part of it
    assert worst < 0.12 * full
    # a second change in the middle of a transition starts from where the camera is
    rig.cut_to(THROWER_POSE)
    rig.update(0.2)
    middle = rig.pose
    rig.cut_to(top_pose())
    rig.update(1 / 60)
    assert pose_gap(middle, rig.pose) < 0.05


def test_following_a_rolling_throw_is_smooth_and_catches_up():
    director = ThrowDirector()
    director.update(1 / 60, "auto", aiming=True, rolling=False)
    positions = [(0.1 + 0.02 * k, 0.05 * math.sin(k / 10), 0.011) for k in range(60)]
    targets = []
    worst = 0.0
    for position in positions:  # 1.2 m in one second
        # the table around the die: how much it slides on screen from one frame to the next
        x, y, _ = position
        near = [(x + dx, y + dy, 0.0) for dx in (-0.1, 0.0, 0.1) for dy in (-0.1, 0.1)]
        before = _screen(director.camera, near)
        camera = director.update(1 / 60, "auto", aiming=False, rolling=True,
                                 moving=[position], velocities=[(1.2, 0.0, 0.0)])
        worst = max(worst, _jump(before, _screen(camera, near)))
        targets.append(camera.target)
    assert worst < 60  # pixels per frame at 60 FPS: a glide, no jump
    xs = [t[0] for t in targets]
    chase = xs[30:]  # once it has caught the die, it goes down the table with it
    assert all(b >= a - 1e-9 for a, b in zip(chase, chase[1:], strict=False))
    assert abs(xs[-1] - positions[-1][0]) < 0.25  # and keeps up with it
    # the die stays in view all along
    last = _screen(director.camera, [positions[-1]])[0]
    assert 0 < last[0] < SIZE[0] and 0 < last[1] < SIZE[1]


def test_a_short_closeup_where_it_stops_then_back_to_the_table():
    director = ThrowDirector()
    rest = (0.9, -0.1, 0.011)
    for _ in range(30):
        director.update(1 / 60, "auto", aiming=False, rolling=True, moving=[rest],
                        velocities=[(0.1, 0.0, 0.0)])
    seen = []
    for frame in range(int(4.0 * 60)):
        camera = director.update(1 / 60, "auto", aiming=False, rolling=False)
        seen.append((frame / 60, director.in_closeup, camera))
    closeups = [t for t, inside, _ in seen if inside]
    assert closeups and max(closeups) == pytest.approx(ThrowDirector.CLOSEUP_SECONDS, abs=0.05)
    # during the close-up the rest point fills the middle of the view, near the camera
    _, _, camera = seen[int(1.0 * 60)]
    assert np.linalg.norm(np.subtract(camera.eye, camera.target)) < 0.5
    px = _screen(camera, [rest])[0]
    assert abs(px[0] - SIZE[0] / 2) < 200 and abs(px[1] - SIZE[1] / 2) < 150
    # afterwards: the whole table from above (nothing to aim: a decision or the measurement)
    assert director.rig.settled and director.rig.goal == top_pose()


def test_the_players_fixed_choices_and_the_orbit_are_honoured():
    director = ThrowDirector()
    for _ in range(120):
        director.update(1 / 60, "top", aiming=True, rolling=False)
    assert director.rig.pose == top_pose()
    orbit = CameraPose.from_camera(orbit_camera(yaw_deg=200, pitch_deg=40, distance=1.4))
    director.update(1 / 60, "orbit", aiming=True, rolling=False, orbit=orbit)
    assert director.rig.pose != orbit  # eased into the orbit...
    for _ in range(90):
        director.update(1 / 60, "orbit", aiming=True, rolling=False, orbit=orbit)
    turned = CameraPose(orbit.target, orbit.yaw + 3.0, orbit.pitch, orbit.distance)
    director.update(1 / 60, "orbit", aiming=True, rolling=False, orbit=turned)
    assert director.rig.pose == turned  # ...then it follows the mouse at once


def test_screens_with_fixed_views_glide_between_them():
    from deboule.render.camera import EasedCamera

    eased = EasedCamera()
    top, angled = top_camera(16 / 9, table="tray"), orbit_camera((0.0, 0.012, 0.0), -90, 60, 0.47)
    assert eased.view(top).eye == pytest.approx(top.eye)  # the first view is taken as it is
    first = eased.view(angled)
    assert first.eye == pytest.approx(top.eye)  # a new view is not jumped to...
    eased.update(0.25)
    middle = eased.view(angled).eye
    assert 0.05 < np.linalg.norm(np.subtract(middle, top.eye)) < np.linalg.norm(
        np.subtract(angled.eye, top.eye)) - 0.05
    for _ in range(60):
        eased.update(1 / 60)
    np.testing.assert_allclose(_screen(eased.view(angled)), _screen(angled), atol=1e-6)


def test_turning_the_free_camera_during_its_glide_does_not_hold_it_back():
    """The player picks the free camera (C) and drags the mouse at once: the glide goes on to
    where the mouse is taking it, on its own clock. Failing (the glide started again at every
    frame of the drag), the camera would hardly move until the mouse stopped."""
    director = ThrowDirector()
    for _ in range(120):
        director.update(1 / 60, "top", aiming=True, rolling=False)
    orbit = CameraPose.from_camera(orbit_camera(yaw_deg=200, pitch_deg=40, distance=1.4))
    start_gap = pose_gap(director.rig.pose, orbit)
    poses = [director.rig.pose]
    for frame in range(60):  # one second of dragging, 0.5 degree a frame
        turned = CameraPose(orbit.target, orbit.yaw + 0.5 * frame, orbit.pitch, orbit.distance)
        director.update(1 / 60, "orbit", aiming=True, rolling=False, orbit=turned)
        poses.append(director.rig.pose)
    # within the glide's time (at most 0.9 s) the camera is on the mouse's pose, and it
    # followed it there without a jump
    assert pose_gap(director.rig.pose, turned) < 1e-6
    steps = [pose_gap(a, b) for a, b in zip(poses, poses[1:], strict=False)]
    assert max(steps) < 0.15 * start_gap, (max(steps), start_gap)
    # three quarters of a second into the drag it has come nearly all the way (a glide started
    # again at every frame would still be at its start)
    assert pose_gap(poses[45], CameraPose(orbit.target, orbit.yaw + 22.0, orbit.pitch,
                                          orbit.distance)) < 0.15 * start_gap


def test_a_moved_goal_keeps_the_glide_s_clock():
    rig = CameraRig(top_pose())
    goal = CameraPose.from_camera(orbit_camera(yaw_deg=200, pitch_deg=40, distance=1.4))
    rig.cut_to(goal)
    rig.update(0.3)
    moved = CameraPose(goal.target, goal.yaw + 2.0, goal.pitch, goal.distance)
    rig.steer_to(moved)
    assert rig.goal == moved and not rig.settled
    rig.update(0.7)  # 1.0 s in all: past the longest glide
    assert rig.pose == moved and rig.settled
    further = CameraPose(goal.target, goal.yaw + 5.0, goal.pitch, goal.distance)
    rig.steer_to(further)  # at rest: at once
    assert rig.pose == further


def test_a_settled_free_camera_turned_by_the_mouse_counts_as_moving():
    """At rest, `steer_to` puts the camera on the mouse's pose at once: the update after it
    reports the camera as moved (a moving camera's frame: half size at quality low), and the
    one after, with no turn, as still. (It jumped before `update` looked, and a free camera
    turned once its glide had ended, as soon on a slow machine, was drawn as a still one.)"""
    rig = CameraRig(top_pose())
    goal = CameraPose.from_camera(orbit_camera(yaw_deg=200, pitch_deg=40, distance=1.4))
    rig.cut_to(goal)
    rig.update(1.0)  # past the longest glide: at rest
    rig.update(1 / 60)
    assert rig.settled and not rig.moved
    for turn in range(1, 4):
        rig.steer_to(CameraPose(goal.target, goal.yaw + turn, goal.pitch, goal.distance))
        rig.update(1 / 60)
        assert rig.moved, turn
    rig.steer_to(rig.goal)  # the mouse held still
    rig.update(1 / 60)
    assert not rig.moved
    rig.jump_to(goal)  # a placement (a new game, a resumed one) is not a move
    rig.update(1 / 60)
    assert not rig.moved
