"""The renderer draws into a pyglet window's own context (headless pyglet over EGL).

Run in a subprocess: pyglet's headless option must be set before pyglet.window is imported,
and other tests in the same process may need pyglet otherwise.
"""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SCRIPT = r"""
import json
import pyglet
pyglet.options["headless"] = True
pyglet.options["debug_gl"] = False
import pyglet.window
import numpy as np
from deboule.render import Renderer, attach_window_context, top_camera
from deboule.render.demo import deboule_demo_drawables
from deboule.render.probe import colour_fraction

config = pyglet.gl.Config(red_size=8, green_size=8, blue_size=8, alpha_size=8, depth_size=24,
                          double_buffer=True)
win = pyglet.window.Window(640, 360, config=config, visible=False)
ctx = attach_window_context()
renderer = Renderer(ctx, shadow_size=1024)
screen = ctx.detect_framebuffer()
camera = top_camera(640 / 360)
items = deboule_demo_drawables()
renderer.render(screen, items, camera)
error = ctx.error
ctx.finish()
raw = screen.read(components=3, alignment=1)
ctx.error  # reading the window's framebuffer leaves a harmless error flag (RENDERING.md)
image = np.frombuffer(raw, np.uint8).reshape(360, 640, 3)[::-1]
seen = {}
for item in items:
    if item.kind in ("deboule", "cochonde"):
        x, y, z = item.position
        pixel = camera.project((x, y, z + item.size / 2), (640, 360))[0]
        seen[item.id] = colour_fraction(image, pixel, 3, item.colour)
renderer.release()
win.close()
print(json.dumps({"error": error, "size": list(screen.size), "seen": seen}))
"""


def test_renderer_draws_into_a_pyglet_window_context():
    result = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr[-2000:]
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["error"] == "GL_NO_ERROR"
    assert report["size"] == [640, 360]
    assert len(report["seen"]) == 9
    for piece_id, fraction in report["seen"].items():
        assert fraction > 0.1, (piece_id, fraction)  # wood never passes: 0.0
