"""D6: distances between footprints in the table plane, closest points, touching = 0."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from deboule.rules.deboule import Disc, IllegalAction, Square, footprint_distance
from deboule.rules.deboule.geometry import repere_position, yaw_from_quaternion

H = 0.011  # déboule half edge (edge 0.022, D2)


def test_axis_aligned_squares_gap_between_facing_edges():
    a = Square((0.0, 0.0), H)
    b = Square((0.1, 0.0), H)
    assert footprint_distance(a, b) == pytest.approx(0.1 - 2 * H)


def test_diagonal_squares_measure_corner_to_corner():
    # seed: "en prenant les sommets les plus proches": corners (H, H) and (0.1-H, 0.1-H)
    a = Square((0.0, 0.0), H)
    b = Square((0.1, 0.1), H)
    assert footprint_distance(a, b) == pytest.approx(math.sqrt(2) * (0.1 - 2 * H))


def test_rotated_square_corner_points_at_neighbour():
    # b turned 45°: its corner reaches sqrt(2)*H towards a's facing edge at x=H
    a = Square((0.0, 0.0), H)
    b = Square((0.1, 0.0), H, math.pi / 4)
    assert footprint_distance(a, b) == pytest.approx(0.1 - H - math.sqrt(2) * H)


def test_touching_and_overlapping_are_zero():
    a = Square((0.0, 0.0), H)
    assert footprint_distance(a, Square((2 * H, 0.0), H)) == 0.0
    assert footprint_distance(a, Square((0.005, 0.003), H, 0.3)) == 0.0
    assert footprint_distance(a, Disc((H + 0.015, 0.0), 0.015)) == pytest.approx(0.0, abs=1e-15)
    # a small square entirely inside a big one
    assert footprint_distance(Square((0, 0), 0.05), Square((0.01, 0.0), 0.005)) == 0.0


def test_discs_and_square_to_disc():
    assert footprint_distance(Disc((0, 0), 0.015), Disc((0.1, 0), 0.015)) == pytest.approx(0.07)
    # disc facing a corner of an axis-aligned square
    d = footprint_distance(Square((0, 0), H), Disc((0.1, 0.1), 0.015))
    assert d == pytest.approx(math.hypot(0.1 - H, 0.1 - H) - 0.015)
    assert footprint_distance(Disc((0.1, 0.1), 0.015), Square((0, 0), H)) == pytest.approx(d)


def test_bad_footprints_raise():
    with pytest.raises(IllegalAction):
        Square((math.nan, 0.0), H)
    with pytest.raises(IllegalAction):
        Square((0.0, 0.0), -1.0)
    with pytest.raises(IllegalAction):
        Disc((0.0, 0.0), 0.0)
    with pytest.raises(IllegalAction):
        Square((0.0,), H)


def test_yaw_of_a_turned_cube_is_modulo_a_quarter_turn():
    angle = 0.3
    q = (math.cos(angle / 2), 0.0, 0.0, math.sin(angle / 2))
    assert yaw_from_quaternion(q) == pytest.approx(angle)
    angle2 = angle + math.pi / 2  # the same footprint
    q2 = (math.cos(angle2 / 2), 0.0, 0.0, math.sin(angle2 / 2))
    assert yaw_from_quaternion(q2) == pytest.approx(angle)
    # lying on a side (x axis up) and turned: still a square of the same yaw family
    q_side = (math.cos(math.pi / 4), 0.0, math.sin(math.pi / 4), 0.0)
    assert yaw_from_quaternion(q_side) == pytest.approx(0.0, abs=1e-12) or \
        yaw_from_quaternion(q_side) == pytest.approx(math.pi / 2)


def test_reperes_grid_d2():
    assert repere_position(0) == pytest.approx((0.48, -0.15))
    assert repere_position(4) == pytest.approx((0.72, 0.0))
    assert repere_position(8) == pytest.approx((0.96, 0.15))
    with pytest.raises(IllegalAction):
        repere_position(9)


coord = st.floats(-0.5, 0.5, allow_nan=False)
yaw = st.floats(0, math.pi / 2, allow_nan=False)


@given(coord, coord, yaw, coord, coord, yaw)
def test_square_distance_symmetric_bounded(x1, y1, a1, x2, y2, a2):
    a = Square((x1, y1), H, a1)
    b = Square((x2, y2), H, a2)
    d = footprint_distance(a, b)
    assert d == pytest.approx(footprint_distance(b, a), abs=1e-12)
    centre_gap = math.hypot(x2 - x1, y2 - y1)
    # between the gap of the inscribed and of the circumscribed circles
    assert max(0.0, centre_gap - 2 * math.sqrt(2) * H) - 1e-12 <= d
    assert d <= max(0.0, centre_gap - 2 * H) + 1e-12


@given(coord, coord, yaw, coord, coord)
def test_square_disc_matches_sampled_boundary(x1, y1, a1, x2, y2):
    sq = Square((x1, y1), H, a1)
    disc = Disc((x2, y2), 0.015)
    d = footprint_distance(sq, disc)
    # brute force: sample the square boundary
    best = math.inf
    for cx, cy in _boundary(sq, 400):
        best = min(best, math.hypot(cx - x2, cy - y2) - 0.015)
    inside = footprint_distance(sq, Disc((x2, y2), 1e-9)) == 0.0
    expected = 0.0 if inside else max(0.0, best)
    assert d == pytest.approx(expected, abs=2e-4)


def _boundary(sq: Square, n: int):
    corners = sq.corners()
    for i in range(4):
        (ax, ay), (bx, by) = corners[i], corners[(i + 1) % 4]
        for k in range(n):
            t = k / n
            yield ax + t * (bx - ax), ay + t * (by - ay)
