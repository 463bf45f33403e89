"""SplitGrid finds the cells a shadow can fall on from the grid's rows and columns; the answer
must be the same as testing every cell against every box."""

import numpy as np

from deboule.render import furniture
from deboule.render.gpu import SplitGrid


class _NoGL:
    """Stands in for the GL context: these tests only use the cell geometry."""

    def buffer(self, *args, **kwargs):
        return None

    def vertex_array(self, *args, **kwargs):
        return None


def _every_cell(grid: SplitGrid, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    overlap = (grid.lo[None] <= hi[:, None]) & (grid.hi[None] >= lo[:, None])
    return np.all(overlap, axis=2).any(axis=0)


def test_grid_rows_and_columns_give_the_cells_of_a_cell_by_cell_test():
    rng = np.random.default_rng(1)
    for name in ("deboule", "tray"):
        scene = furniture.SCENES[name]()
        for surface, mesh in scene.baked.items():
            grid = SplitGrid(_NoGL(), mesh, None, None, scene.casters)
            assert grid._layout is not None, (name, surface)
            touched = 0
            for _ in range(200):
                lo = rng.uniform(grid.lo.min(0) - 0.1, grid.hi.max(0) + 0.1, size=(3, 2))
                hi = lo + rng.uniform(0.0, 0.3, size=(3, 2))
                fast = grid._cells_touched(lo, hi)
                assert np.array_equal(fast, _every_cell(grid, lo, hi))
                touched += int(fast.sum())
            assert touched > 0


def test_cells_that_are_not_a_grid_are_tested_one_by_one():
    scene = furniture.SCENES["deboule"]()
    mesh = next(iter(scene.baked.values()))
    cells = mesh.reshape(-1, 6, mesh.shape[1]).copy()
    cells[0, :, 0] += 0.003  # one cell shifted off the columns
    grid = SplitGrid(_NoGL(), cells.reshape(-1, mesh.shape[1]), None, None, scene.casters)
    assert grid._layout is None
    lo, hi = grid.lo[:1] - 0.001, grid.lo[:1] + 0.002
    assert np.array_equal(grid._cells_touched(lo, hi), _every_cell(grid, lo, hi))
    assert grid._cells_touched(lo, hi)[0]
