"""Scene data for the renderer: conversions from physics types and validation (no GL)."""

import math

import numpy as np
import pytest

from deboule.physics.types import Outcome, PieceInfo, PieceState
from deboule.render.scene import (
    AimArrow,
    Drawable,
    Highlight,
    SceneError,
    as_drawable,
    colour_rgb,
    drawables_from_poses,
    highlight_for,
)
from deboule.spatial import quat_to_mat

PIECES = {
    "red-1": PieceInfo("red-1", "deboule", 0.022, 0.01, colour="red", owner_index=0),
    "cochonde": PieceInfo("cochonde", "cochonde", 0.014, 0.004),
    "tower-0": PieceInfo("tower-0", "tower", 0.0, 0.04, radius=0.015, height=0.06),
}
POSES = {
    "red-1": ((0.5, 0.1, 0.011), (1.0, 0.0, 0.0, 0.0)),
    "cochonde": ((0.7, 0.0, 0.007), (0.0, 1.0, 0.0, 0.0)),
    "tower-0": ((0.48, -0.15, 0.03), (1.0, 0.0, 0.0, 0.0)),
}


def state(pid, resting_on="table", in_play=True):
    position, quaternion = POSES[pid]
    return PieceState(pid, PIECES[pid].kind, position, quaternion, None, True, 0.0,
                      resting_on, in_play)


def test_poses_dict_becomes_drawables_with_physics_sizes():
    items = drawables_from_poses(PIECES, POSES)
    assert [d.id for d in items] == ["red-1", "cochonde", "tower-0"]
    red, cochonde, tower = items
    assert (red.kind, red.size, red.colour) == ("deboule", 0.022, "red")
    assert cochonde.colour == "pink"  # default when the physics gives no colour
    assert (tower.size, tower.height) == (0.015, 0.06)
    assert tower.model_matrix()[2, 2] == pytest.approx(0.06)  # unit cylinder scaled to h


def test_outcome_states_skip_pieces_in_hand_and_hidden_ones():
    outcome = Outcome(pieces={
        "red-1": state("red-1"),
        "cochonde": state("cochonde", resting_on="hand", in_play=False),
        "tower-0": state("tower-0"),
    })
    assert [d.id for d in drawables_from_poses(PIECES, outcome)] == ["red-1", "tower-0"]
    assert [d.id for d in drawables_from_poses(PIECES, outcome, hide_in_hand=False)] == [
        "red-1", "cochonde", "tower-0"]
    assert [d.id for d in drawables_from_poses(PIECES, outcome, hide={"red-1"})] == ["tower-0"]


def test_seven_number_poses_and_missing_ids():
    flat = {"red-1": (0.5, 0.1, 0.011, 1.0, 0.0, 0.0, 0.0)}
    (item,) = drawables_from_poses(PIECES, flat)
    assert item.position == (0.5, 0.1, 0.011)
    with pytest.raises(SceneError):
        drawables_from_poses(PIECES, {"red-1": (1, 2, 3)})
    with pytest.raises(SceneError):
        drawables_from_poses(PIECES, [("red-1", (0, 0, 0), (1, 0, 0, 0))])


def test_quaternions_are_normalised_and_rotate_like_mujoco():
    item = Drawable("deboule", 0.02, "red", (0, 0, 0), (2.0, 0.0, 0.0, 0.0))
    assert item.quaternion == (1.0, 0.0, 0.0, 0.0)
    half = math.sqrt(0.5)
    rot = quat_to_mat((half, 0.0, 0.0, half))  # 90° about z
    np.testing.assert_allclose(rot @ (1.0, 0.0, 0.0), (0.0, 1.0, 0.0), atol=1e-12)


@pytest.mark.parametrize(
    "args",
    [
        ("sphere", 0.02, "red", (0, 0, 0)),
        ("deboule", 0.0, "red", (0, 0, 0)),
        ("deboule", 0.02, "red", (0, math.inf, 0)),
        ("deboule", 0.02, "red", (0, 0, 0), (0, 0, 0, 0)),
        ("deboule", 0.02, (1.5, 0, 0), (0, 0, 0)),
        ("tower", 0.015, "wood", (0, 0, 0)),  # a tower needs a height
    ],
)
def test_bad_drawables_are_refused(args):
    with pytest.raises(SceneError):
        Drawable(*args)


def test_plain_tuple_forms():
    cube = as_drawable(("die", 0.016, None, (0, 0, 0.008), (1, 0, 0, 0)))
    assert cube.colour == "ivory" and cube.ink_rgb == colour_rgb("black")
    tower = as_drawable(("tower", (0.015, 0.06), None, (0, 0, 0.03), (1, 0, 0, 0)))
    assert tower.height == 0.06
    with pytest.raises(SceneError):
        as_drawable(("die", 0.016))


def test_overlays_validate_and_size_themselves():
    tower = Drawable("tower", 0.015, "wood", (0.5, 0.0, 0.03), height=0.06)
    ring = highlight_for(tower)
    assert ring.position == (0.5, 0.0, 0.0)
    assert ring.radius > tower.size
    on_tower = Drawable("deboule", 0.022, "red", (0.5, 0.0, 0.071))
    assert highlight_for(on_tower).position[2] == pytest.approx(0.06)
    with pytest.raises(SceneError):
        Highlight((0, 0, 0), -1.0)
    with pytest.raises(SceneError):
        AimArrow((0, 0, 0), (0.0, 0.0), 0.5)
    with pytest.raises(SceneError):
        AimArrow((0, 0, 0), (1.0, 0.0), 1.5)
    assert AimArrow((0, 0, 0), (1.0, 0.0), 1.0).length > AimArrow((0, 0, 0), (1, 0), 0.0).length
