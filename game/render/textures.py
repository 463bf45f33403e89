"""Procedural textures made with numpy: wood grain, felt, and the dice face atlas.

Everything is deterministic (fixed numpy Generator seeds), so renders are the same run to run.
Images are returned as uint8 arrays whose row 0 is texture v = 0 (GL's bottom row), i.e. ready to
upload; glyphs are drawn in a (u, v) frame with v pointing up.
"""

from __future__ import annotations

import functools

import numpy as np

# Face keys of the atlas: déboule symbols (RULINGS D1) then numbered faces 1..6.
ATLAS_KEYS: tuple[object, ...] = ("fleche", "chapeau", "losange", "arc", "blank", 1, 2, 3, 4, 5, 6)
ATLAS_COLS = 4
ATLAS_ROWS = 3
CELL = 128
SUPERSAMPLE = 3


def atlas_cell(key: object) -> tuple[int, int]:
    """(column, row) of a face key in the atlas."""
    try:
        index = ATLAS_KEYS.index(key)
    except ValueError as exc:
        raise ValueError(f"no atlas face for {key!r}; known: {ATLAS_KEYS}") from exc
    return index % ATLAS_COLS, index // ATLAS_COLS


def atlas_uv_rect(key: object) -> tuple[float, float, float, float]:
    """(u0, v0, u1, v1) texture rectangle of a face key, inset half a texel against bleeding."""
    col, row = atlas_cell(key)
    width, height = ATLAS_COLS * CELL, ATLAS_ROWS * CELL
    inset = 1.0
    return (
        (col * CELL + inset) / width,
        (row * CELL + inset) / height,
        ((col + 1) * CELL - inset) / width,
        ((row + 1) * CELL - inset) / height,
    )


# ---------------------------------------------------------------- glyph primitives (u, v in -1..1)


def _polygon(u: np.ndarray, v: np.ndarray, points) -> np.ndarray:
    """Even-odd point-in-polygon mask."""
    inside = np.zeros(u.shape, dtype=bool)
    pts = list(points)
    for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1], strict=True):
        crosses = (y0 > v) != (y1 > v)
        with np.errstate(divide="ignore", invalid="ignore"):
            x_at = x0 + (v - y0) * (x1 - x0) / (y1 - y0)
        inside ^= crosses & (u < x_at)
    return inside


def _segment(u, v, a, b, half_width: float) -> np.ndarray:
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    t = np.clip(((u - ax) * dx + (v - ay) * dy) / (dx * dx + dy * dy), 0.0, 1.0)
    return (u - ax - t * dx) ** 2 + (v - ay - t * dy) ** 2 <= half_width**2


def _disc(u, v, centre, radius: float) -> np.ndarray:
    return (u - centre[0]) ** 2 + (v - centre[1]) ** 2 <= radius**2


def _glyph_fleche(u, v):
    shaft = _polygon(u, v, [(-0.12, -0.62), (0.12, -0.62), (0.12, 0.12), (-0.12, 0.12)])
    head = _polygon(u, v, [(-0.42, 0.08), (0.42, 0.08), (0.0, 0.66)])
    return shaft | head


def _glyph_chapeau(u, v):
    brim = _polygon(u, v, [(-0.66, -0.46), (0.66, -0.46), (0.60, -0.30), (-0.60, -0.30)])
    crown = _polygon(u, v, [(-0.36, -0.31), (0.36, -0.31), (0.30, 0.30), (-0.30, 0.30)])
    top = _disc(u, v, (0.0, 0.30), 0.30) & (v >= 0.29)
    return brim | crown | top


def _glyph_losange(u, v):
    return _polygon(u, v, [(0.0, 0.68), (0.44, 0.0), (0.0, -0.68), (-0.44, 0.0)])


def _glyph_arc(u, v):
    centre_u, radius, half_width = -0.55, 0.85, 0.09
    dist = np.sqrt((u - centre_u) ** 2 + v**2)
    angle_ok = (u - centre_u) >= radius * 0.5  # within ±60° of +u
    limb = (np.abs(dist - radius) <= half_width) & angle_ok
    tip = (centre_u + radius * 0.5, radius * 0.866)
    string = _segment(u, v, tip, (tip[0], -tip[1]), 0.035)
    return limb | string


_PIPS = {
    1: [(0.0, 0.0)],
    2: [(-0.5, -0.5), (0.5, 0.5)],
    3: [(-0.5, -0.5), (0.0, 0.0), (0.5, 0.5)],
    4: [(-0.5, -0.5), (0.5, 0.5), (-0.5, 0.5), (0.5, -0.5)],
    5: [(-0.5, -0.5), (0.5, 0.5), (-0.5, 0.5), (0.5, -0.5), (0.0, 0.0)],
    6: [(-0.5, -0.55), (-0.5, 0.0), (-0.5, 0.55), (0.5, -0.55), (0.5, 0.0), (0.5, 0.55)],
}


def _glyph_pips(count: int):
    radius = 0.28 if count == 1 else 0.19

    def draw(u, v):
        mask = np.zeros(u.shape, dtype=bool)
        for centre in _PIPS[count]:
            mask |= _disc(u, v, centre, radius)
        return mask

    return draw


def glyph_mask(key: object, size: int = CELL, supersample: int = SUPERSAMPLE) -> np.ndarray:
    """Anti-aliased ink coverage (float 0..1, shape (size, size), row 0 = v = -1) of a face."""
    n = size * supersample
    coords = (np.arange(n) + 0.5) / n * 2.0 - 1.0
    v, u = np.meshgrid(coords, coords, indexing="ij")
    if key == "blank":
        mask = np.zeros(u.shape, dtype=bool)
    elif key == "fleche":
        mask = _glyph_fleche(u, v)
    elif key == "chapeau":
        mask = _glyph_chapeau(u, v)
    elif key == "losange":
        mask = _glyph_losange(u, v)
    elif key == "arc":
        mask = _glyph_arc(u, v)
    elif key in _PIPS:
        mask = _glyph_pips(key)(u, v)
    else:
        raise ValueError(f"no glyph for face {key!r}")
    return mask.reshape(size, supersample, size, supersample).mean(axis=(1, 3))


@functools.lru_cache(maxsize=1)
def face_atlas() -> np.ndarray:
    """(rows*CELL, cols*CELL) uint8 ink coverage of every face, row 0 = bottom (v = 0)."""
    atlas = np.zeros((ATLAS_ROWS * CELL, ATLAS_COLS * CELL), dtype=np.uint8)
    for key in ATLAS_KEYS:
        col, row = atlas_cell(key)
        cell = np.round(glyph_mask(key) * 255.0).astype(np.uint8)
        atlas[row * CELL : (row + 1) * CELL, col * CELL : (col + 1) * CELL] = cell
    atlas.setflags(write=False)
    return atlas


# ---------------------------------------------------------------- noise, wood, felt


def _value_noise(shape: tuple[int, int], cells: tuple[int, int], rng: np.random.Generator):
    """Tileable smooth value noise in [0, 1] of the given shape with cells[0] x cells[1] lattice."""
    grid = rng.random((cells[0], cells[1]))
    rows, cols = shape
    y = np.arange(rows) / rows * cells[0]
    x = np.arange(cols) / cols * cells[1]
    y0 = np.floor(y).astype(int)
    x0 = np.floor(x).astype(int)
    fy = y - y0
    fx = x - x0
    fy = fy * fy * (3.0 - 2.0 * fy)
    fx = fx * fx * (3.0 - 2.0 * fx)
    y1 = (y0 + 1) % cells[0]
    x1 = (x0 + 1) % cells[1]
    g00 = grid[np.ix_(y0, x0)]
    g01 = grid[np.ix_(y0, x1)]
    g10 = grid[np.ix_(y1, x0)]
    g11 = grid[np.ix_(y1, x1)]
    top = g00 + (g01 - g00) * fx[None, :]
    bottom = g10 + (g11 - g10) * fx[None, :]
    return top + (bottom - top) * fy[:, None]


@functools.lru_cache(maxsize=4)
def wood_texture(size: int = 512, seed: int = 7) -> np.ndarray:
    """(size, size, 3) uint8 sRGB wood; grain runs along u (the table's length)."""
    rng = np.random.Generator(np.random.PCG64(seed))
    warp = _value_noise((size, size), (4, 3), rng) * 0.8 + _value_noise((size, size), (12, 5), rng)
    rows = np.arange(size)[:, None] / size
    rings = rows * 16.0 + warp * 1.1
    wave = 0.5 + 0.5 * np.cos(2.0 * np.pi * rings)
    late = wave**6  # narrow, soft-edged darker latewood bands
    fibres = _value_noise((size, size), (size // 2, 6), rng)
    blotch = _value_noise((size, size), (6, 6), rng)
    light = np.array([0.80, 0.58, 0.36])
    dark = np.array([0.52, 0.33, 0.17])
    mix = np.clip(0.5 * late + 0.3 * fibres + 0.2 * blotch, 0.0, 1.0)[..., None]
    rgb = light * (1.0 - mix) + dark * mix
    return np.round(np.clip(rgb, 0.0, 1.0) * 255.0).astype(np.uint8)


@functools.lru_cache(maxsize=2)
def felt_texture(size: int = 256, seed: int = 11) -> np.ndarray:
    """(size, size, 3) uint8 green felt with a fine fibre noise."""
    rng = np.random.Generator(np.random.PCG64(seed))
    fine = rng.random((size, size))
    soft = _value_noise((size, size), (16, 16), rng)
    base = np.array([0.10, 0.36, 0.18])
    shade = (0.86 + 0.10 * fine + 0.08 * soft)[..., None]
    return np.round(np.clip(base * shade, 0.0, 1.0) * 255.0).astype(np.uint8)
