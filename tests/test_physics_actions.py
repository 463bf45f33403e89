"""Kinematic actions: bascule (D8), chapeauter (D8), aplatir (D5), towers (D10), removal (D9)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from deboule.physics import ActionError, Throw, World

H = 0.011  # half edge of a déboule


def world_with(pieces: dict, towers=()) -> World:
    world = World.deboule(seed=0, towers=towers)
    for pid, (x, y) in pieces.items():
        world.set_pose(pid, (x, y, world.pieces[pid].size / 2))
    world.settle()
    return world


# RULINGS D1 layout: +z fleche, -z chapeau, +x arc, -x losange, +y/-y blank.
# Tipping towards a side brings up the face that looked the opposite way.
@pytest.mark.parametrize(
    "direction, face, shift",
    [("far", "losange", (0.022, 0.0)), ("near", "arc", (-0.022, 0.0)),
     ("left", "blank", (0.0, 0.022)), ("right", "blank", (0.0, -0.022))],
)
def test_bascule_gives_the_face_d1_predicts(direction, face, shift):
    world = world_with({"red-1": (0.5, 0.0)})
    outcome = world.tip("red-1", direction)
    die = outcome.pieces["red-1"]
    assert die.top_face == face
    assert die.position[0] == pytest.approx(0.5 + shift[0], abs=5e-4)
    assert die.position[1] == pytest.approx(0.0 + shift[1], abs=5e-4)
    assert die.flat and outcome.flattened == frozenset()


def test_two_bascules_the_same_way_show_the_opposite_face():
    world = world_with({"red-1": (0.5, 0.0)})
    world.tip("red-1", "far")
    assert world.tip("red-1", "far").pieces["red-1"].top_face == "chapeau"


def test_bascule_of_a_yawed_die_uses_its_own_bottom_edges():
    world = World.deboule(seed=0, towers=())
    yaw = math.radians(30)
    world.set_pose("red-1", (0.5, 0.0, H), (math.cos(yaw / 2), 0.0, 0.0, math.sin(yaw / 2)))
    world.settle()
    die = world.tip("red-1", "far").pieces["red-1"]
    # The die rolls one edge length along its own +x side, which points 30° left of far.
    assert die.position[0] == pytest.approx(0.5 + 0.022 * math.cos(yaw), abs=1e-3)
    assert die.position[1] == pytest.approx(0.022 * math.sin(yaw), abs=1e-3)
    assert die.top_face == "losange"


@pytest.mark.parametrize(
    "placed, piece, direction, reason",
    [
        ({"red-1": (0.5, 0.0), "blue-1": (0.525, 0.0)}, "red-1", "far", "blue-1"),
        ({"red-1": (0.5, 0.3 - H - 0.001)}, "red-1", "left", "rail"),
        ({"red-1": (1.2 - H - 0.001, 0.0)}, "red-1", "far", "rail"),
        ({"red-1": (0.1 + H + 0.005, 0.0)}, "red-1", "near", "play area"),
    ],
)
def test_blocked_bascules_are_refused_with_a_reason_and_change_nothing(placed, piece,
                                                                       direction, reason):
    world = world_with(placed)
    before = world.state()
    allowed, why = world.can_tip(piece, direction)
    assert not allowed and reason in why
    with pytest.raises(ActionError, match=reason):
        world.tip(piece, direction)
    assert world.state() == before


def test_a_tower_blocks_a_bascule():
    world = World.deboule(seed=0, towers=(4,))
    x, y = world.arena.table.repere(4)
    world.set_pose("red-1", (x - 0.015 - H - 0.004, y, H))
    world.settle()
    assert world.can_tip("red-1", "far") == (False, "red-1 would hit tower-0")
    assert world.can_tip("red-1", "near")[0]


def test_a_covered_die_and_a_die_on_a_stack_cannot_tip():
    world = world_with({"red-1": (0.5, 0.0), "blue-1": (0.7, 0.1)})
    world.place_on("blue-1", "red-1")
    assert "on top" in world.can_tip("red-1", "near")[1]
    assert "table" in world.can_tip("blue-1", "near")[1]


def test_bascule_direction_must_be_known():
    world = world_with({"red-1": (0.5, 0.0)})
    with pytest.raises(ActionError):
        world.can_tip("red-1", "up")


def test_chapeauter_stacks_three_and_keeps_each_top_face():
    world = World.deboule(seed=0, towers=())
    world.set_pose("red-1", (0.5, 0.0, H))
    # blue-1 shows arc (+x up), green-1 shows chapeau (-z up)
    quarter = math.cos(math.pi / 4)
    world.set_pose("blue-1", (0.7, 0.1, H), (quarter, 0.0, -quarter, 0.0))
    world.set_pose("green-1", (0.8, -0.1, H), (0.0, 1.0, 0.0, 0.0))
    world.settle()
    world.place_on("blue-1", "red-1")
    outcome = world.place_on("green-1", "red-1")  # goes on top of the stack
    pieces = outcome.pieces
    assert pieces["blue-1"].resting_on == "red-1"
    assert pieces["green-1"].resting_on == "blue-1"
    assert pieces["blue-1"].top_face == "arc" and pieces["green-1"].top_face == "chapeau"
    assert pieces["green-1"].position[2] == pytest.approx(5 * H, abs=1e-3)


def test_chapeauter_a_tower_and_a_stack_left_for_five_seconds_stays_put():
    world = World.deboule(seed=0, towers=(4,))
    world.set_pose("red-1", (0.5, 0.0, H))
    world.set_pose("blue-1", (0.3, 0.1, H))
    world.set_pose("green-1", (0.3, -0.1, H))
    world.settle()
    world.place_on("blue-1", "red-1")
    outcome = world.place_on("green-1", "tower-0")
    assert outcome.pieces["green-1"].resting_on == "tower-0"
    before = {pid: np.array(p.position) for pid, p in outcome.pieces.items() if p.in_play}
    # Five simulated seconds with a throw rolling elsewhere on the table.
    world.launch("cochonde", Throw((0.05, -0.25, 0.02), (1.0, 0.0, 0.0)))
    world.advance(5.0)
    after = world.finish().pieces
    for pid in ("red-1", "blue-1", "green-1", "tower-0"):
        assert np.linalg.norm(np.array(after[pid].position) - before[pid]) < 1e-4, pid
    assert after["blue-1"].resting_on == "red-1"


def test_chapeauter_refuses_impossible_targets_and_changes_nothing():
    world = world_with({"red-1": (0.5, 0.0), "blue-1": (0.7, 0.0)})
    world.place_on("blue-1", "red-1")
    before = world.state()
    for piece, target in (("red-1", "blue-1"), ("blue-1", "red-1"), ("red-1", "red-1"),
                          ("green-1", "red-1"), ("tower-0", "red-1"), ("nope", "red-1")):
        with pytest.raises(ActionError):
            world.place_on(piece, target)
    assert world.state() == before


def _leaning_world(angle_deg: float) -> World:
    world = World.deboule(seed=0, towers=())
    world.set_pose("red-1", (0.6, 0.0, H))
    theta = math.radians(angle_deg)
    x = 0.6 - H - H * (math.cos(theta) + math.sin(theta)) - 2e-4
    z = H * (math.cos(theta) + math.sin(theta)) + 2e-4
    world.set_pose("blue-1", (x, 0.0, z), (math.cos(theta / 2), 0.0, -math.sin(theta / 2), 0.0))
    return world


def test_a_die_left_leaning_on_another_is_flattened_and_read():
    world = _leaning_world(38.0)
    world.launch("cochonde", Throw((0.05, -0.25, 0.02), (0.01, 0.0, 0.0)))
    world.advance(0.3)
    assert world.state().pieces["blue-1"].tilt_deg > 20  # it really leans while settling
    outcome = world.finish()
    blue = outcome.pieces["blue-1"]
    assert "blue-1" in outcome.flattened
    assert blue.flat and blue.tilt_deg < 0.5
    assert blue.top_face == "fleche"  # tilted 38° from +z: +z is the nearest face up
    assert blue.resting_on == "table"


def test_aplatir_pushes_aside_the_die_it_leans_on():
    world = World.deboule(seed=0, towers=())
    world.set_pose("red-1", (0.6, 0.0, H))
    tilt = math.radians(30)
    world.set_pose("blue-1", (0.58, 0.0, 0.02), (math.cos(tilt / 2), 0.0, -math.sin(tilt / 2), 0))
    outcome = world.flatten("blue-1")
    red, blue = outcome.pieces["red-1"], outcome.pieces["blue-1"]
    assert "blue-1" in outcome.flattened and blue.flat
    assert red.position[0] > 0.6  # pushed away
    assert red.position[0] - blue.position[0] >= 0.0215
    assert red.flat and red.top_face == "fleche"


def test_remove_takes_a_die_out_of_play():
    world = world_with({"red-1": (0.5, 0.0)})
    outcome = world.remove("red-1")
    assert not outcome.pieces["red-1"].in_play
    assert world.status("red-1") == "removed"
    with pytest.raises(ActionError):
        world.remove("red-1")


def test_erect_refuses_non_towers():
    world = world_with({"red-1": (0.5, 0.0)})
    with pytest.raises(ActionError):
        world.erect("red-1")
