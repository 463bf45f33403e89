"""3D rendering of the tables and pieces with moderngl (offscreen over EGL or in a window).

Typical headless use::

    from deboule.render import render_png, deboule_demo_drawables, top_camera
    render_png("/tmp/table.png", drawables, table="deboule", camera=top_camera())

In a window, build `Renderer(ctx)` once with the window's moderngl context and call
`renderer.render(ctx.screen, drawables, camera, table=...)` every frame.
"""

from deboule.render.camera import (
    Camera,
    CameraError,
    behind_throw_camera,
    frame_point,
    look_at,
    orbit_camera,
    perspective,
    top_camera,
)
from deboule.render.context import OffscreenTarget, attach_window_context, create_offscreen_context
from deboule.render.headless import HeadlessRenderer, render_png, save_png
from deboule.render.renderer import Renderer
from deboule.render.scene import (
    AimArrow,
    Drawable,
    Highlight,
    SceneError,
    drawables_from_poses,
    highlight_for,
)

__all__ = [
    "AimArrow",
    "Camera",
    "CameraError",
    "Drawable",
    "HeadlessRenderer",
    "Highlight",
    "OffscreenTarget",
    "Renderer",
    "SceneError",
    "attach_window_context",
    "behind_throw_camera",
    "create_offscreen_context",
    "drawables_from_poses",
    "frame_point",
    "highlight_for",
    "look_at",
    "orbit_camera",
    "perspective",
    "render_png",
    "save_png",
    "top_camera",
]
