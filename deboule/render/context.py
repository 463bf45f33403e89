"""GL context creation and an offscreen render target (RENDERING.md: EGL works headless)."""

from __future__ import annotations

import moderngl
import numpy as np


def create_offscreen_context() -> moderngl.Context:
    """A standalone GL 3.3+ context over EGL: no display needed (llvmpipe on this machine)."""
    return moderngl.create_context(standalone=True, require=330, backend="egl")


def attach_window_context() -> moderngl.Context:
    """moderngl view of the current window context (pyglet): survives other contexts."""
    moderngl.init_context()
    return moderngl.get_context()


def upload_mip_levels(texture: moderngl.Texture, levels: list[np.ndarray]) -> None:
    """Give an RGBA8 `texture` its mip levels 1, 2, ... (`levels`, (h, w, 4) uint8 each, down
    to 1 x 1) as they are, through pyglet's GL in the window's current context: moderngl
    writes only levels that build_mipmaps made, and building them costs llvmpipe a blit to
    compile per kind of texture, 0.1 s each at launch (deboule/render/prebuilt.py keeps the levels
    GL made once). Bound on the last texture unit, which no pass of the renderer uses."""
    # loaded on first use, not with this module: pyglet (2 ms)
    from pyglet import gl

    texture.use(texture.ctx.max_texture_units - 1)
    for level, pixels in enumerate(levels, 1):
        height, width = pixels.shape[:2]
        data = np.ascontiguousarray(pixels, dtype=np.uint8)
        gl.glTexImage2D(gl.GL_TEXTURE_2D, level, gl.GL_RGBA8, width, height, 0, gl.GL_RGBA,
                        gl.GL_UNSIGNED_BYTE, data.ctypes.data)


class OffscreenTarget:
    """A colour + depth framebuffer of a given size, optionally multisampled, with read-back."""

    def __init__(self, ctx: moderngl.Context, size: tuple[int, int], samples: int = 0):
        width, height = (int(v) for v in size)
        if width <= 0 or height <= 0:
            raise ValueError(f"render size must be positive, got {size!r}")
        if samples not in (0, 2, 4, 8):
            raise ValueError(f"samples must be 0, 2, 4 or 8, got {samples!r}")
        samples = min(samples, ctx.max_samples)
        self.ctx = ctx
        self.size = (width, height)
        self.samples = samples
        self._colour = ctx.renderbuffer(self.size, 4)
        self._depth = ctx.depth_renderbuffer(self.size)
        self.resolved = ctx.framebuffer([self._colour], self._depth)
        self._objects = [self.resolved, self._colour, self._depth]
        if samples:
            ms_colour = ctx.renderbuffer(self.size, 4, samples=samples)
            ms_depth = ctx.depth_renderbuffer(self.size, samples=samples)
            self.framebuffer = ctx.framebuffer([ms_colour], ms_depth)
            self._objects = [self.framebuffer, ms_colour, ms_depth, *self._objects]
        else:
            self.framebuffer = self.resolved

    def read(self) -> np.ndarray:
        """(height, width, 3) uint8 image, row 0 at the top."""
        if self.samples:
            self.ctx.copy_framebuffer(self.resolved, self.framebuffer)
        raw = self.resolved.read(components=3, alignment=1)
        image = np.frombuffer(raw, dtype=np.uint8).reshape(self.size[1], self.size[0], 3)
        return image[::-1].copy()

    def release(self) -> None:
        for obj in self._objects:
            obj.release()
        self._objects = []
