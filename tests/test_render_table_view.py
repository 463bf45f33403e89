"""The Déboulé screen's 3D helpers (deboule.render.table_view): the aim as long as the physics
says a throw rolls, the die in hand, the markers, and the director fed from the world's poses."""

import numpy as np
import pytest

from deboule.physics.types import PieceInfo
from deboule.render.reach import reach_for_power, reach_for_speed, reaches_far_rail, speed_for_power
from deboule.render.table_view import DebouleView


def test_the_keyboard_aim_is_as_long_as_the_throw_should_roll():
    soft = DebouleView.aim((0.07, 0.0, 0.001), (1.0, 0.0), 0.2)
    hard = DebouleView.aim((0.07, 0.0, 0.001), (1.0, 0.0), 0.9)
    assert soft.length == pytest.approx(reach_for_power(0.2))
    assert not soft.far_rail and hard.far_rail  # a hard throw meets the far rail: red
    assert hard.colour[0] == 1.0 and hard.colour[1] < 0.3
    cochonde = DebouleView.aim((0.07, 0.0, 0.001), (1.0, 0.0), 0.2, "cochonde")
    assert cochonde.length == pytest.approx(reach_for_speed(speed_for_power(0.2, "cochonde"),
                                                             "cochonde"))


def test_a_harder_throw_never_draws_a_shorter_arrow():
    """Failing, pressing ↑ past the power that meets the far rail would shorten the arrow
    (such throws bounce back and rest nearer): read as less power (issue 30, point 2). From
    there on the arrow runs red to the far rail."""
    from deboule.render.reach import FAR_RAIL_X, SIDE_RAIL_Y

    for direction in ((1.0, 0.0), (0.95, 0.15)):
        arrows = [DebouleView.aim((0.07, 0.0, 0.001), direction, k / 20) for k in range(21)]
        lengths = [a.length for a in arrows]
        assert all(b >= a - 1e-12 for a, b in zip(lengths, lengths[1:], strict=False)), lengths
        red = [a for a in arrows if a.far_rail]
        assert red and all(a.end[0] == pytest.approx(FAR_RAIL_X) for a in red[1:])
    # a slanting one stops at the side rail it meets first, not beyond the table
    slant = DebouleView.aim((0.07, 0.0, 0.001), (0.6, -0.5), 0.9)
    assert slant.far_rail and slant.end[1] == pytest.approx(-SIDE_RAIL_Y)


def test_an_arrow_from_the_hand_off_centre_crosses_the_table_to_the_rail_it_turns_to():
    """Failing, an arrow from the réglette's right end aimed left was cut 6 cm from the hand,
    at the distance to the near (right) rail: the first throw's arrow toward a cochondé in the
    far left corner looked like no throw at all (seen in the real window)."""
    from deboule.render.reach import SIDE_RAIL_Y, reach_for_power

    for side in (-1.0, 1.0):  # the hand at the right end, then at the left end
        start = (0.1, 0.27 * side, 0.001)
        across = DebouleView.aim(start, (0.885, -0.465 * side), 0.361)  # to the far corner
        assert not across.far_rail
        assert across.length == pytest.approx(reach_for_power(0.361))
        assert across.length > 0.9
        near = DebouleView.aim(start, (0.885, 0.465 * side), 0.361)  # to the nearer rail
        assert near.end[1] == pytest.approx(SIDE_RAIL_Y * side)
        assert near.length < 0.1


def test_a_flick_is_read_on_the_same_table_by_its_speed():
    arrow = DebouleView.flick_aim((0.05, 0.1, 0.001), (1.5, 0.2, 0.18))
    speed = float(np.linalg.norm((1.5, 0.2, 0.18)))
    assert arrow.length == pytest.approx(reach_for_speed(speed))
    assert arrow.far_rail == reaches_far_rail(speed)
    assert arrow.direction == pytest.approx((1.5, 0.2))


def test_the_piece_in_hand_is_held_above_the_start():
    info = PieceInfo("red-2", "deboule", 0.022, 0.01, colour="red", owner_index=0)
    held = DebouleView.hand(info, (0.07, -0.1, 0.001))
    assert held.id == "red-2" and held.colour == "red" and held.size == 0.022
    assert held.position[:2] == pytest.approx((0.07, -0.1))
    assert 0.04 < held.position[2] < 0.06
    assert DebouleView.hand(info, (0.07, -0.1, 0.001)) == held  # still: no redraw while aiming


def test_markers_show_the_cochonde_and_the_chosen_piece():
    poses = {"cochonde": ((0.7, 0, 0.007), (1, 0, 0, 0)), "blue-1": ((0.5, 0, 0.011), (1, 0, 0, 0))}
    assert DebouleView.markers(poses, ["blue-1"]) == (("cochonde", "blue-1"), ("cochonde",))
    assert DebouleView.markers(poses, [], rolling=True) == (("cochonde",), ())
    assert DebouleView.markers({}, ["blue-1"]) == ((), ())


def test_the_view_follows_what_moves_in_the_world():
    view = DebouleView()
    still = {"cochonde": ((0.7, 0.0, 0.007), (1, 0, 0, 0))}
    args = {"mode": "auto", "orbit": (200.0, 40.0, 1.4), "lateral": 0.0, "aspect": 16 / 9}
    view.update(1 / 60, still, aiming=True, rolling=False, **args)
    for k in range(90):  # a déboule rolls down the table
        poses = {**still, "red-1": ((0.15 + 0.01 * k, 0.05, 0.011), (1, 0, 0, 0))}
        view.update(1 / 60, poses, aiming=False, rolling=True, **args)
        assert view.camera_moving
    assert abs(view.camera.target[0] - 1.04) < 0.25  # it kept up with the die
    for _ in range(30):
        view.update(1 / 60, poses, aiming=False, rolling=False, **args)
    assert view.director.in_closeup
