"""Issue 13, point 4: the scale-up of a moving camera's smaller frame lays the HUD's translucent
panels on in its own pass (deboule/render/upscale.py). The window is cut into rectangles along the
panels' edges; each covers its pixels once, with the colour of the panels over it."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deboule.render.headless import HeadlessRenderer
from deboule.render.scene import SceneError
from deboule.render.upscale import tint_cells


def _coverage(cells: np.ndarray, width: int, height: int):
    """How many rectangles cover each pixel centre, and the tint each one gives it (the last)."""
    count = np.zeros((height, width), dtype=int)
    tint = np.zeros((height, width, 4))
    ys, xs = np.mgrid[0:height, 0:width] + 0.5
    for quad in cells.reshape(-1, 6, 6):
        left, right = (quad[:, 0].min() + 1) * width / 2, (quad[:, 0].max() + 1) * width / 2
        bottom, top = (quad[:, 1].min() + 1) * height / 2, (quad[:, 1].max() + 1) * height / 2
        inside = (xs > left) & (xs < right) & (ys > bottom) & (ys < top)
        count += inside
        tint[inside] = quad[0, 2:]
        assert np.all(quad[:, 2:] == quad[0, 2:]), "a rectangle's corners differ in colour"
    return count, tint


def _blended(tints, width: int, height: int, frame: float) -> np.ndarray:
    """Each pixel of a grey `frame` (0..1) with the panels blended over it one by one."""
    out = np.full((height, width, 3), frame)
    for (x, y, w, h), colour in tints:
        rgb, alpha = np.asarray(colour[:3]) / 255.0, colour[3] / 255.0
        rows, cols = slice(max(0, y), max(0, y + h)), slice(max(0, x), max(0, x + w))
        out[rows, cols] = out[rows, cols] * (1.0 - alpha) + rgb * alpha
    return out


def test_no_panel_is_one_rectangle_over_the_window():
    cells = tint_cells(64, 36, [])
    assert cells.shape == (6, 6)
    count, tint = _coverage(cells, 64, 36)
    assert np.all(count == 1)
    assert np.all(tint == 0.0)


def test_two_bands_and_a_side_panel_cover_every_pixel_once_with_their_colour():
    tints = [((0, 28, 64, 8), (12, 10, 8, 140)), ((0, 0, 64, 6), (12, 10, 8, 130)),
             ((40, 10, 20, 14), (12, 10, 8, 150))]
    cells = tint_cells(64, 36, tints)
    count, tint = _coverage(cells, 64, 36)
    assert np.all(count == 1)
    shown = 0.5 * (1.0 - tint[..., 3:]) + tint[..., :3]
    assert np.allclose(shown, _blended(tints, 64, 36, 0.5), atol=1e-6)
    assert tint[30, 5, 3] == pytest.approx(140 / 255)  # in the top band (rows from the bottom)
    assert tint[18, 5, 3] == 0.0  # between the bands, beside the panel


def test_panels_over_each_other_stack_as_blended_in_their_order():
    tints = [((0, 0, 10, 10), (255, 0, 0, 128)), ((5, 5, 10, 10), (0, 0, 255, 64))]
    count, tint = _coverage(tint_cells(20, 20, tints), 20, 20)
    assert np.all(count == 1)
    for frame in (0.0, 0.3, 1.0):
        shown = frame * (1.0 - tint[..., 3:]) + tint[..., :3]
        assert np.allclose(shown, _blended(tints, 20, 20, frame), atol=1e-6)
    red, blue = 128 / 255, 64 / 255
    assert tint[7, 7, 0] == pytest.approx(red * (1 - blue))  # the red under the blue
    assert tint[7, 7, 3] == pytest.approx(1 - (1 - red) * (1 - blue))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(-20, 50), st.integers(-20, 40), st.integers(0, 60),
                          st.integers(0, 50), st.integers(0, 255)), max_size=5))
def test_any_panels_cover_every_pixel_once_and_look_as_blended(boxes):
    tints = [((x, y, w, h), (10, 200, 30, alpha)) for x, y, w, h, alpha in boxes]
    count, tint = _coverage(tint_cells(40, 30, tints), 40, 30)
    assert np.all(count == 1), "a pixel left out or drawn twice"
    shown = 0.25 * (1.0 - tint[..., 3:]) + tint[..., :3]
    assert np.allclose(shown, _blended(tints, 40, 30, 0.25), atol=1e-6)


@pytest.mark.parametrize("tints, size", [
    ([((0, 0, 10, 10), (0, 0, 0, 300))], (20, 20)),
    ([((0, 0, 10, 10), (0, 0, 0))], (20, 20)),
    ([], (0, 20)),
])
def test_a_bad_panel_or_window_is_refused(tints, size):
    with pytest.raises(SceneError):
        tint_cells(*size, tints)


def test_the_scale_up_pass_shows_each_texel_doubled_with_the_panels_on():
    """The GL pass: a half-size frame of random colours, doubled to the window, with a band
    and a panel over it as blended (to a unit of rounding)."""
    headless = HeadlessRenderer(quality="low")
    try:
        ctx, renderer = headless.ctx, headless.renderer
        with ctx:
            rng = np.random.default_rng(3)
            frame = rng.integers(0, 256, (18, 32, 4), dtype=np.uint8)
            texture = ctx.texture((32, 18), 4, frame.tobytes())
            target = headless.target((64, 36))
            target.framebuffer.viewport = (0, 0, 64, 36)
            tints = [((0, 0, 64, 8), (12, 10, 8, 130)), ((30, 12, 20, 10), (200, 40, 10, 150))]
            renderer.upscale(target.framebuffer, texture, tints)
            shown = np.frombuffer(target.framebuffer.read(components=3), dtype=np.uint8)
            shown = shown.reshape(36, 64, 3).astype(float)  # rows from the bottom, as GL's
            texture.release()
        doubled = frame[..., :3].repeat(2, axis=0).repeat(2, axis=1) / 255.0
        expected = doubled.copy()
        for (x, y, w, h), colour in tints:
            rgb, alpha = np.asarray(colour[:3]) / 255.0, colour[3] / 255.0
            expected[y:y + h, x:x + w] = expected[y:y + h, x:x + w] * (1 - alpha) + rgb * alpha
        assert np.abs(shown - expected * 255.0).max() <= 1.5
        assert np.abs(shown - doubled * 255.0)[0:8].mean() > 20  # the band is there
    finally:
        headless.release()
