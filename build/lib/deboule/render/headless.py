"""Headless rendering to arrays and PNG files (EGL, no display)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import numpy as np
from PIL import Image

from deboule.render.camera import Camera, behind_throw_camera, top_camera
from deboule.render.context import OffscreenTarget, create_offscreen_context
from deboule.render.renderer import Renderer
from deboule.render.scene import AimArrow, Highlight


class HeadlessRenderer:
    """Owns an EGL context, a Renderer and offscreen targets; `release()` frees them all."""

    def __init__(self, shadow_size: int | None = None, samples: int = 0, quality: str = "high"):
        self.ctx = create_offscreen_context()
        self.renderer = Renderer(self.ctx, shadow_size=shadow_size, quality=quality)
        self.samples = samples
        self._targets: dict[tuple[int, int], OffscreenTarget] = {}

    def target(self, size: tuple[int, int]) -> OffscreenTarget:
        key = (int(size[0]), int(size[1]))
        if key not in self._targets:
            self._targets[key] = OffscreenTarget(self.ctx, key, self.samples)
        return self._targets[key]

    def draw(
        self,
        drawables: Iterable,
        camera: Camera,
        table: str = "deboule",
        size: tuple[int, int] = (1280, 720),
        highlights: Iterable[Highlight] = (),
        aim: AimArrow | None = None,
        xray: Iterable[str] = (),
        badges: Iterable[str] = (),
    ) -> OffscreenTarget:
        """Render without reading back (for benchmarks); returns the target.

        The context is made current first: several contexts may live in one process.
        """
        with self.ctx:
            target = self.target(size)
            self.renderer.render(target.framebuffer, drawables, camera, table, highlights, aim,
                                 xray=xray, badges=badges)
        return target

    def finish(self) -> None:
        """Wait until the GL has drawn everything queued."""
        with self.ctx:
            self.ctx.finish()

    def image(self, drawables: Iterable, camera: Camera, **options) -> np.ndarray:
        """(height, width, 3) uint8 image, row 0 at the top."""
        target = self.draw(drawables, camera, **options)
        with self.ctx:
            return target.read()

    def release(self) -> None:
        with self.ctx:
            for target in self._targets.values():
                target.release()
            self._targets = {}
            self.renderer.release()
        self.ctx.release()

    def __enter__(self) -> HeadlessRenderer:
        return self

    def __exit__(self, *exc) -> None:
        self.release()


def save_png(path, image: np.ndarray) -> Path:
    path = Path(path)
    Image.fromarray(image, "RGB").save(path)
    return path


def render_png(
    path,
    drawables: Iterable,
    table: str = "deboule",
    camera: Camera | None = None,
    size: tuple[int, int] = (1280, 720),
    highlights: Iterable[Highlight] = (),
    aim: AimArrow | None = None,
    samples: int = 4,
    headless: HeadlessRenderer | None = None,
) -> Path:
    """Render one frame to a PNG file (4x MSAA by default). Reuses `headless` when given
    (its own MSAA setting then applies), otherwise opens and frees a context for this image."""
    if camera is None:  # the thrower's view of the Déboulé table, the tray from above
        camera = (behind_throw_camera() if table == "deboule"
                  else top_camera(size[0] / size[1], table=table))
    owner = headless is None
    headless = headless if headless is not None else HeadlessRenderer(samples=samples)
    try:
        image = headless.image(
            list(drawables), camera, table=table, size=size, highlights=highlights, aim=aim
        )
        return save_png(path, image)
    finally:
        if owner:
            headless.release()
