"""Camera matrices: pure numpy, no GL."""

import math

import numpy as np
import pytest

from deboule.render.camera import (
    Camera,
    CameraError,
    behind_throw_camera,
    frame_point,
    look_at,
    orbit_camera,
    perspective,
    top_camera,
)

SIZE = (1280, 720)
TABLE_CORNERS = [(x, y, 0.0) for x in (0.0, 1.2) for y in (-0.3, 0.3)]


def test_look_at_puts_eye_at_origin_and_target_down_minus_z():
    view = look_at((1.0, 2.0, 3.0), (1.0, 5.0, 3.0))
    eye_cam = view @ np.array([1.0, 2.0, 3.0, 1.0])
    target_cam = view @ np.array([1.0, 5.0, 3.0, 1.0])
    np.testing.assert_allclose(eye_cam[:3], 0.0, atol=1e-12)
    np.testing.assert_allclose(target_cam[:3], (0.0, 0.0, -3.0), atol=1e-12)
    # world up (z) stays camera up (+y) when looking horizontally
    up_cam = view[:3, :3] @ np.array([0.0, 0.0, 1.0])
    np.testing.assert_allclose(up_cam, (0.0, 1.0, 0.0), atol=1e-12)
    np.testing.assert_allclose(view[:3, :3] @ view[:3, :3].T, np.eye(3), atol=1e-12)


def test_perspective_maps_near_and_far_planes_to_ndc_bounds():
    proj = perspective(60.0, 2.0, 0.1, 10.0)
    for depth, expected in ((0.1, -1.0), (10.0, 1.0)):
        clip = proj @ np.array([0.0, 0.0, -depth, 1.0])
        assert clip[2] / clip[3] == pytest.approx(expected)
    # a point on the top edge of the frustum at distance 1: y = tan(30°)
    clip = proj @ np.array([0.0, math.tan(math.radians(30.0)), -1.0, 1.0])
    assert clip[1] / clip[3] == pytest.approx(1.0)
    clip = proj @ np.array([2.0 * math.tan(math.radians(30.0)), 0.0, -1.0, 1.0])
    assert clip[0] / clip[3] == pytest.approx(1.0)


def test_target_projects_to_image_centre_and_ray_round_trips():
    cam = behind_throw_camera()
    px = cam.project(cam.target, SIZE)[0]
    np.testing.assert_allclose(px, (640.0, 360.0), atol=1e-9)
    point = np.array([0.9, -0.17, 0.02])
    pix = cam.project(point, SIZE)[0]
    origin, direction = cam.ray(pix[0], pix[1], SIZE)
    to_point = point - origin
    # the point lies on the ray
    assert np.linalg.norm(np.cross(to_point, direction)) < 1e-9
    assert np.dot(to_point, direction) > 0


def test_unproject_to_plane_hits_the_projected_table_point():
    cam = behind_throw_camera()
    for point in ((0.05, 0.1, 0.0), (1.1, -0.25, 0.0), (0.6, 0.0, 0.0)):
        pix = cam.project(point, SIZE)[0]
        hit = cam.unproject_to_plane(pix[0], pix[1], SIZE, 0.0)
        np.testing.assert_allclose(hit, point, atol=1e-7)
    # a pixel above the horizon: the ray never meets the table
    sky = Camera(eye=(0.0, 0.0, 0.3), target=(1.0, 0.0, 0.3))
    assert sky.unproject_to_plane(640.0, 100.0, SIZE, 0.0) is None


def test_points_behind_the_camera_project_to_nan():
    cam = behind_throw_camera()
    out = cam.project([(-3.0, 0.0, 0.5)], SIZE)
    assert np.isnan(out).all()


def _inside(pixels, size, margin=0.0):
    width, height = size
    return bool(
        np.all(pixels[:, 0] >= margin) and np.all(pixels[:, 0] <= width - margin)
        and np.all(pixels[:, 1] >= margin) and np.all(pixels[:, 1] <= height - margin)
    )


@pytest.mark.parametrize("size", [(1280, 720), (800, 800), (600, 900)])
def test_top_camera_shows_the_whole_table_with_near_end_on_the_left(size):
    cam = top_camera(size[0] / size[1])
    rails = [(x, y, 0.03) for x in (0.0, 1.22) for y in (-0.32, 0.32)]
    pixels = cam.project(TABLE_CORNERS + rails, size)
    assert _inside(pixels, size, margin=2.0)
    near, far = cam.project([(0.0, 0.0, 0.0), (1.2, 0.0, 0.0)], size)
    assert near[0] < far[0]
    # it also fills the view: the table spans most of the limiting dimension
    span_x = pixels[:, 0].max() - pixels[:, 0].min()
    span_y = pixels[:, 1].max() - pixels[:, 1].min()
    assert max(span_x / size[0], span_y / size[1]) > 0.8


def test_tray_top_camera_shows_the_tray():
    cam = top_camera(16 / 9, table="tray")
    corners = [(x, y, 0.06) for x in (-0.19, 0.19) for y in (-0.13, 0.13)]
    assert _inside(cam.project(corners, SIZE), SIZE, margin=2.0)
    with pytest.raises(CameraError):
        top_camera(table="billiard")


def test_behind_throw_camera_sees_the_table_from_the_near_end():
    cam = behind_throw_camera()
    pixels = cam.project([(0.10, y, 0.0) for y in (-0.3, 0.3)] + [(1.2, 0.0, 0.03)], SIZE)
    assert _inside(pixels, SIZE)
    reglette_row = pixels[0, 1]
    far_rail_row = pixels[2, 1]
    assert far_rail_row < reglette_row  # the far rail is higher on screen (further away)
    assert cam.eye[0] < 0.0


def test_orbit_camera_distance_and_direction():
    target = (0.6, 0.1, 0.0)
    cam = orbit_camera(target, yaw_deg=90.0, pitch_deg=30.0, distance=2.0)
    offset = np.subtract(cam.eye, target)
    assert np.linalg.norm(offset) == pytest.approx(2.0)
    np.testing.assert_allclose(offset, (0.0, 2 * math.cos(math.radians(30)), 1.0), atol=1e-12)
    with pytest.raises(CameraError):
        orbit_camera(target, pitch_deg=95.0)
    with pytest.raises(CameraError):
        orbit_camera(target, distance=0.0)
    with pytest.raises(CameraError):
        orbit_camera(target, yaw_deg=float("nan"))


def test_frame_point_keeps_the_sphere_in_view():
    point = (0.74, 0.05, 0.0)
    cam = frame_point(point, radius=0.1)
    pixels = cam.project(
        [np.add(point, d) for d in ((0.1, 0, 0), (-0.1, 0, 0), (0, 0.1, 0), (0, -0.1, 0))], SIZE
    )
    assert _inside(pixels, SIZE)
    np.testing.assert_allclose(cam.project(point, SIZE)[0], (640.0, 360.0), atol=1e-6)
    with pytest.raises(CameraError):
        frame_point(point, radius=-1.0)


def test_bad_cameras_are_refused():
    with pytest.raises(CameraError):
        Camera(eye=(0.0, 0.0, 1.0), target=(0.0, 0.0, 1.0))
    with pytest.raises(CameraError):
        Camera(eye=(0.0, 0.0, 1.0), target=(0.0, 0.0, 0.0))  # up parallel to the view
    with pytest.raises(CameraError):
        Camera(eye=(float("nan"), 0.0, 1.0), target=(0.0, 0.0, 0.0))
    with pytest.raises(CameraError):
        perspective(0.0, 1.0, 0.1, 1.0)
    with pytest.raises(CameraError):
        perspective(45.0, 1.0, 1.0, 0.5)
