"""Reading the number a badge shows above a die (deboule/render/overlays.py draw_badge), from the
rendered picture: the pips' layout that best matches the badge's dark pixels, any quarter turn.
Shared by the render tests that check the cochondé's number is readable."""

from __future__ import annotations

import numpy as np

from deboule.render.camera import Camera
from deboule.render.textures import glyph_mask

LUMA = np.array([0.2126, 0.7152, 0.0722])
GRID = 24  # samples across the badge, each way


def read_badge(image: np.ndarray, camera: Camera, die_top: tuple[float, float, float],
               size: tuple[int, int]) -> tuple[int, dict[int, float]]:
    """(the number read, each number's share of mismatched samples) in the badge drawn above
    the die whose top is at `die_top`, in a picture of `size` (width, height)."""
    pixel = camera.project(die_top, size)[0]
    side = max(22.0, 0.042 * size[1])  # the badge's side, as draw_badge sizes it
    cx, cy = pixel[0], pixel[1] - side * 0.9
    half = side / 2 * 0.84 * 0.96
    coords = (np.arange(GRID) + 0.5) / GRID * 2 * half - half
    xs, ys = np.meshgrid(cx + coords, cy + coords)
    samples = image[np.round(ys).astype(int), np.round(xs).astype(int)].astype(float)
    ink = (samples @ LUMA) < 90
    scores = {n: min(float(np.mean(ink != np.rot90(glyph_mask(n, GRID)[::-1] > 0.5, k)))
                     for k in range(4)) for n in range(1, 7)}
    return min(scores, key=scores.get), scores
