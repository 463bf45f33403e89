"""The per-frame data the renderer computes for all pieces at once must be what the per-piece
definitions give, to the bit: instance rows (Drawable.model_matrix and the colours), the
rotation matrices, and the table cells a shadow can fall on."""

from types import SimpleNamespace

import numpy as np

from deboule.render import Drawable, furniture
from deboule.render.demo import deboule_demo_drawables, tray_demo_drawables
from deboule.render.gpu import SplitGrid, bounding_radius, srgb_to_linear
from deboule.render.lighting import LIGHT_DIR
from deboule.render.renderer import Renderer
from deboule.spatial.rotation import quat_to_mat, quats_to_mats
from tests.test_render_split_grid import _NoGL


def _rows_one_by_one(renderer, items) -> np.ndarray:
    rows = np.zeros((len(items), 23), dtype=np.float32)
    for k, item in enumerate(items):
        rgb, pattern = renderer._colours(item)
        rows[k, :16] = item.model_matrix().T.reshape(-1)
        rows[k, 16:19] = srgb_to_linear(rgb)
        rows[k, 19:22] = srgb_to_linear(item.ink_rgb)
        rows[k, 22] = pattern
    return rows


def _pieces():
    lifted = Drawable("deboule", 0.022, "blue", (0.5, 0.1, 0.08), (0.9, 0.1, -0.3, 0.2), id="b")
    return [*deboule_demo_drawables(), *tray_demo_drawables(), lifted]


def test_instance_rows_for_all_pieces_at_once_match_each_piece():
    for colour_safe in (False, True):
        renderer = SimpleNamespace(colour_safe=colour_safe)
        renderer._colours = lambda item, _r=renderer: Renderer._colours(_r, item)
        items = _pieces()
        rows = Renderer._instance_rows(renderer, items)
        assert np.array_equal(rows, _rows_one_by_one(renderer, items))
        assert Renderer._instance_rows(renderer, []).shape == (0, 23)
        if colour_safe:  # the safe set changed something (a pattern, a colour)
            plain = SimpleNamespace(colour_safe=False)
            plain._colours = lambda item, _r=plain: Renderer._colours(_r, item)
            assert not np.array_equal(rows, Renderer._instance_rows(plain, items))


def test_rotation_matrices_at_once_are_the_same_bits():
    rng = np.random.default_rng(3)
    quats = rng.normal(size=(50, 4))
    quats /= np.linalg.norm(quats, axis=1, keepdims=True)
    many = quats_to_mats(quats)
    for quat, matrix in zip(quats, many, strict=True):
        assert np.array_equal(matrix, quat_to_mat(quat))


def test_shadowed_cells_found_at_once_match_each_piece():
    scene = furniture.SCENES["deboule"]()
    mesh = next(iter(scene.baked.values()))
    grid = SplitGrid(_NoGL(), mesh, None, None, scene.casters)
    grid.index = {"shadowed": SimpleNamespace(write=lambda data: None),
                  "plain": SimpleNamespace(write=lambda data: None)}
    items = _pieces()[:14]
    slope = LIGHT_DIR[:2] / LIGHT_DIR[2]
    lo, hi = [], []
    for item in items:  # the per-piece definition
        centre = np.asarray(item.position, dtype=np.float64)
        radius = bounding_radius(item)
        low, high = max(centre[2] - radius - grid.z, 0.0), centre[2] + radius - grid.z
        if high <= 0.0:
            continue
        ends = np.array([centre[:2] - slope * low, centre[:2] - slope * high])
        lo.append(ends.min(axis=0) - radius - grid.reach)
        hi.append(ends.max(axis=0) + radius + grid.reach)
    expected = grid.static | grid._cells_touched(np.asarray(lo), np.asarray(hi))
    grid.split(items)
    assert grid.counts["shadowed"] == 6 * int(expected.sum())
    assert grid.counts["plain"] == 6 * int((~expected).sum())
    assert 0 < expected.sum() < len(expected)
