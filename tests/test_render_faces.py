"""The face drawn on top is the face the physics reports (RULINGS D1,
deboule/data/assets/deboule_faces.json).

A die is rendered from straight above with one local axis pointing up; its top face is cut out
of the image, turned into an ink mask and compared with every atlas glyph (in the four quarter
turns, since the yaw of a die is free): the glyph of the face table's entry must win clearly.
"""

import numpy as np
import pytest

from deboule.physics import Face
from deboule.render import Drawable, HeadlessRenderer
from deboule.render.camera import Camera
from deboule.render.faces import AXES, face_table
from deboule.render.meshes import FACE_FRAMES, rounded_cube
from deboule.render.scene import quat_axis_up
from deboule.render.textures import ATLAS_KEYS, atlas_uv_rect, glyph_mask
from deboule.spatial import quat_to_mat

SIZE = (256, 256)
CENTRE = (0.6, 0.05)
EDGE = 0.022
GRID = 48


@pytest.fixture(scope="module")
def headless():
    renderer = HeadlessRenderer(shadow_size=512)
    yield renderer
    renderer.release()


def top_face_mask(headless, kind, axis, yaw_deg):
    camera = Camera(
        eye=(CENTRE[0], CENTRE[1], 0.30), target=(CENTRE[0], CENTRE[1], 0.0),
        up=(0.0, 1.0, 0.0), fov_y_deg=8.0, near=0.05, far=1.0,
    )
    die = Drawable(kind, EDGE, "red", (CENTRE[0], CENTRE[1], EDGE / 2),
                   quat_axis_up(axis, yaw_deg), ink="white")
    image = headless.image([die], camera, size=SIZE)
    # sample the top face on a GRID x GRID lattice of world points (x right, y up on screen)
    h = EDGE / 2
    coords = (np.arange(GRID) + 0.5) / GRID * 2 * h - h
    xs, ys = np.meshgrid(coords, coords[::-1])  # rows from +y (top of the image) down
    points = np.stack([CENTRE[0] + xs.ravel(), CENTRE[1] + ys.ravel(),
                       np.full(xs.size, EDGE)], axis=1)
    pixels = np.round(camera.project(points, SIZE)).astype(int)
    samples = image[pixels[:, 1], pixels[:, 0]].reshape(GRID, GRID, 3)
    return samples[..., 1] > 110  # white ink has green, the red body has almost none


def glyph_variants(key):
    # glyph_mask rows run from v=-1 upward; image rows run downward: flip to compare
    base = glyph_mask(key, GRID)[::-1] > 0.5
    return [np.rot90(base, k) for k in range(4)]


def best_matches(mask):
    scores = {key: min(np.mean(mask != g) for g in glyph_variants(key)) for key in ATLAS_KEYS}
    return sorted(scores.items(), key=lambda item: item[1])


@pytest.mark.parametrize("yaw", [0.0, 90.0])
@pytest.mark.parametrize("axis", AXES)
@pytest.mark.parametrize("kind", ["deboule", "cochonde"])
def test_top_face_matches_the_face_table(headless, kind, axis, yaw):
    expected = face_table()["deboule" if kind == "deboule" else "numbered"][axis]
    mask = top_face_mask(headless, kind, axis, yaw)
    ranking = best_matches(mask)
    best_key, best_score = ranking[0]
    assert best_key == expected, ranking[:3]
    assert best_score < 0.03
    runner_up = next(score for key, score in ranking if key != expected)
    assert runner_up > best_score + 0.01


def test_face_mask_is_not_trivially_blank(headless):
    # guards the comparison above: a symbol face really shows ink, a blank face none
    assert top_face_mask(headless, "deboule", "+z", 0.0).mean() > 0.1
    assert top_face_mask(headless, "deboule", "+y", 0.0).mean() < 0.02  # only edge pixels


@pytest.mark.parametrize("kind, faces_key", [("deboule", "deboule"), ("die", "numbered")])
def test_mesh_faces_use_the_face_table_cells(kind, faces_key):
    faces = face_table()[faces_key]
    mesh = rounded_cube(faces)
    normals, uvs = mesh[:, 3:6], mesh[:, 6:8]
    for axis in AXES:
        direction = np.zeros(3)
        direction["xyz".index(axis[1])] = 1.0 if axis[0] == "+" else -1.0
        flat = np.all(np.abs(normals - direction) < 1e-6, axis=1)
        assert flat.sum() > 0
        u0, v0, u1, v1 = atlas_uv_rect(faces[axis])
        assert np.all((uvs[flat, 0] >= u0 - 1e-6) & (uvs[flat, 0] <= u1 + 1e-6))
        assert np.all((uvs[flat, 1] >= v0 - 1e-6) & (uvs[flat, 1] <= v1 + 1e-6))


@pytest.mark.parametrize("axis", AXES)
def test_quat_axis_up_points_that_axis_up(axis):
    for yaw in (0.0, 33.0, -120.0):
        rotation = quat_to_mat(quat_axis_up(axis, yaw))
        local = np.zeros(3)
        local["xyz".index(axis[1])] = 1.0 if axis[0] == "+" else -1.0
        np.testing.assert_allclose(rotation @ local, (0.0, 0.0, 1.0), atol=1e-12)


def test_thrown_pieces_show_the_top_face_the_physics_reports(headless):
    from deboule.physics.world import World

    world = World.deboule(seed=0)
    rng = np.random.default_rng(3)
    for pid in ("cochonde", "red-1", "blue-1", "green-1", "yellow-2"):
        world.throw(pid, world.random_throw(rng, pid))
    outcome = world.state()
    checked = 0
    for pid, piece in outcome.pieces.items():
        if not piece.in_play or piece.kind not in ("deboule", "cochonde") or not piece.flat:
            continue
        rotation = quat_to_mat(piece.quaternion)
        # the local axis that points up, and that face's (u, v) frame in the world
        up_axis = max(FACE_FRAMES, key=lambda a: (rotation @ FACE_FRAMES[a][0])[2])
        normal, u_axis, v_axis = (rotation @ np.array(a, float) for a in FACE_FRAMES[up_axis])
        size = world.pieces[pid].size
        top = np.asarray(piece.position) + normal * size / 2
        camera = Camera(eye=tuple(top + (0.0, 0.0, 0.25)), target=tuple(top), up=tuple(v_axis),
                        fov_y_deg=6.0, near=0.05, far=1.0)
        die = Drawable(piece.kind, size, "red", piece.position, piece.quaternion, ink="white")
        image = headless.image([die], camera, size=SIZE)
        coords = (np.arange(GRID) + 0.5) / GRID * size - size / 2
        su, sv = np.meshgrid(coords, coords[::-1])
        points = top + su.reshape(-1, 1) * u_axis + sv.reshape(-1, 1) * v_axis
        pixels = np.round(camera.project(points, SIZE)).astype(int)
        mask = image[pixels[:, 1], pixels[:, 0], 1].reshape(GRID, GRID) > 110
        scores = {key: float(np.mean(mask != (glyph_mask(key, GRID)[::-1] > 0.5)))
                  for key in ATLAS_KEYS}
        # the atlas keys the cochondé's faces by number, a déboule's by symbol: one Face for both
        best = min(scores, key=scores.get)
        assert Face.of(best) == piece.top_face, (pid, sorted(scores.items(), key=str))
        checked += 1
    assert checked >= 3
