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
    shaft = _polygon(u, v, [(-0.15, -0.64), (0.15, -0.64), (0.15, 0.10), (-0.15, 0.10)])
    head = _polygon(u, v, [(-0.48, 0.06), (0.48, 0.06), (0.0, 0.70)])
    return shaft | head


def _glyph_chapeau(u, v):
    brim = _polygon(u, v, [(-0.66, -0.46), (0.66, -0.46), (0.60, -0.30), (-0.60, -0.30)])
    crown = _polygon(u, v, [(-0.36, -0.31), (0.36, -0.31), (0.30, 0.30), (-0.30, 0.30)])
    top = _disc(u, v, (0.0, 0.30), 0.30) & (v >= 0.29)
    return brim | crown | top


def _glyph_losange(u, v):
    return _polygon(u, v, [(0.0, 0.70), (0.50, 0.0), (0.0, -0.70), (-0.50, 0.0)])


def _glyph_arc(u, v):
    centre_u, radius, half_width = -0.55, 0.85, 0.12
    dist = np.sqrt((u - centre_u) ** 2 + v**2)
    angle_ok = (u - centre_u) >= radius * 0.5  # within ±60° of +u
    limb = (np.abs(dist - radius) <= half_width) & angle_ok
    tip = (centre_u + radius * 0.5, radius * 0.866)
    string = _segment(u, v, tip, (tip[0], -tip[1]), 0.055)
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
    radius = 0.31 if count == 1 else 0.21

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


def _dilate(mask: np.ndarray, radius: int) -> np.ndarray:
    """Grey-scale dilation by a disc of `radius` pixels (edges padded with zeros)."""
    padded = np.pad(mask, radius)
    out = np.zeros_like(mask)
    size = mask.shape[0]
    for dy in range(-radius, radius + 1):
        for dx in range(-radius, radius + 1):
            if dx * dx + dy * dy <= radius * radius:
                window = padded[radius + dy : radius + dy + size, radius + dx : radius + dx + size]
                np.maximum(out, window, out=out)
    return out


def _box_blur(mask: np.ndarray) -> np.ndarray:
    padded = np.pad(mask, 1, mode="edge")
    size = mask.shape[0]
    return sum(padded[1 + dy : 1 + dy + size, 1 + dx : 1 + dx + size]
               for dy in (-1, 0, 1) for dx in (-1, 0, 1)) / 9.0


@functools.lru_cache(maxsize=1)
def face_atlas() -> np.ndarray:
    """(rows*CELL, cols*CELL, 2) uint8, row 0 = bottom (v = 0): channel 0 the ink coverage of
    every face, channel 1 a narrow groove just outside the ink (darkened in the shader, so that a
    symbol reads as engraved and keeps a dark rim against a light face)."""
    atlas = np.zeros((ATLAS_ROWS * CELL, ATLAS_COLS * CELL, 2), dtype=np.uint8)
    for key in ATLAS_KEYS:
        col, row = atlas_cell(key)
        ink = glyph_mask(key)
        groove = np.clip(_box_blur(_dilate(ink, 4)) - ink, 0.0, 1.0)
        cell = np.stack([ink, groove], axis=-1)
        atlas[row * CELL : (row + 1) * CELL, col * CELL : (col + 1) * CELL] = np.round(
            cell * 255.0).astype(np.uint8)
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
    """(size, size, 3) uint8 sRGB wood grain, tileable; grain runs along u (rows are v).

    One tile stands for about 26 x 26 cm of a flat-sawn oak board: growth rings ~9 mm apart that
    meander slowly along the board (sharp latewood edge, soft earlywood side), fine pores drawn
    out along the grain, and broad colour blotches. Planks are cut from it at different offsets
    and tints (deboule/data/shaders/bake.frag).
    """
    rng = np.random.Generator(np.random.PCG64(seed))
    shape = (size, size)
    # slow arches along the board, irregular ring widths across it, a faint ripple
    warp = (_value_noise(shape, (3, 2), rng) * 1.8 + _value_noise(shape, (12, 1), rng) * 0.9
            + _value_noise(shape, (7, 5), rng) * 0.12)
    rows = np.arange(size)[:, None] / size
    rings = rows * 26.0 + warp * 2.0
    phase = rings - np.floor(rings)
    late = np.clip((phase - 0.45) / 0.47, 0.0, 1.0) ** 2 * (1.0 - np.clip((phase - 0.92) / 0.08,
                                                                           0.0, 1.0))
    pores = _value_noise(shape, (size // 2, 8), rng)
    pores = np.clip((pores - 0.62) * 3.0, 0.0, 1.0)
    fibres = _value_noise(shape, (size // 4, 3), rng)
    blotch = _value_noise(shape, (4, 5), rng)
    light = np.array([0.64, 0.48, 0.32])
    dark = np.array([0.34, 0.215, 0.115])
    mix = np.clip(0.62 * late + 0.25 * pores + 0.12 * fibres + 0.16 * blotch, 0.0, 1.0)
    rgb = light * (1.0 - mix[..., None]) + dark * mix[..., None]
    return np.round(np.clip(rgb, 0.0, 1.0) * 255.0).astype(np.uint8)


@functools.lru_cache(maxsize=2)
def felt_texture(size: int = 256, seed: int = 11) -> np.ndarray:
    """(size, size, 3) uint8 green baize: fine fibres in every direction and soft mottling."""
    rng = np.random.Generator(np.random.PCG64(seed))
    fine = rng.random(shape := (size, size))
    fibres_u = _value_noise(shape, (size, size // 8), rng)
    fibres_v = _value_noise(shape, (size // 8, size), rng)
    soft = _value_noise(shape, (8, 8), rng)
    base = np.array([0.09, 0.34, 0.17])
    shade = 0.80 + 0.08 * fine + 0.07 * fibres_u + 0.07 * fibres_v + 0.10 * soft
    return np.round(np.clip(base * shade[..., None], 0.0, 1.0) * 255.0).astype(np.uint8)
