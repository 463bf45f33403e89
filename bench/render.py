"""Rendering benchmark: FPS of the full Déboulé scene offscreen, and time to the first frame.

Run: .venv/bin/python -m bench.render  (prints figures; not a pass/fail test)
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MARKER = "FIRST_FRAME_DRAWN"


def _scene(frame: int):
    """The demo scene with the déboules slid a little each frame (instances re-uploaded)."""
    from game.render.demo import deboule_demo_drawables
    from game.render.scene import Drawable

    shift = 0.0005 * (frame % 40)
    out = []
    for item in deboule_demo_drawables():
        if item.kind == "tower":
            out.append(item)
            continue
        x, y, z = item.position
        out.append(Drawable(item.kind, item.size, item.colour, (x + shift, y, z),
                            item.quaternion, id=item.id))
    return out


def first_frame_child() -> None:
    """Runs in a fresh process: import, context, renderer, one frame, then print timings."""
    t0 = time.perf_counter()
    from game.render import HeadlessRenderer, behind_throw_camera

    t_import = time.perf_counter()
    headless = HeadlessRenderer()
    t_init = time.perf_counter()
    headless.draw(_scene(0), behind_throw_camera(), size=(1280, 720))
    headless.finish()
    t_frame = time.perf_counter()
    print(MARKER, flush=True)
    print(f"  imports {t_import - t0:.3f} s, context + renderer {t_init - t_import:.3f} s, "
          f"first frame {t_frame - t_init:.3f} s", flush=True)
    headless.release()


def time_to_first_frame() -> tuple[float, str]:
    start = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-c", "from bench.render import first_frame_child; first_frame_child()"],
        cwd=ROOT, stdout=subprocess.PIPE, text=True,
    )
    assert proc.stdout is not None
    elapsed = float("nan")
    lines = []
    for line in proc.stdout:
        if line.startswith(MARKER):
            elapsed = time.perf_counter() - start
        else:
            lines.append(line.rstrip())
    proc.wait()
    return elapsed, "\n".join(lines)


def measure_fps(headless, camera, size, frames: int, read_back: bool,
                moving: bool = True) -> tuple[float, float]:
    """(frames per wall second, process CPU milliseconds per frame)."""
    for k in range(5):  # warm-up: shader compilation, first uploads
        headless.draw(_scene(k), camera, size=size)
    headless.finish()
    start, cpu = time.perf_counter(), time.process_time()
    for k in range(frames):
        target = headless.draw(_scene(k if moving else 0), camera, size=size)
        if read_back:
            with headless.ctx:
                target.read()
        else:
            headless.finish()
    wall = time.perf_counter() - start
    return frames / wall, (time.process_time() - cpu) / frames * 1000.0


def main() -> None:
    from game.render import HeadlessRenderer, behind_throw_camera, top_camera

    elapsed, detail = time_to_first_frame()
    print(f"process start -> first frame drawn (1280x720, shadows): {elapsed:.2f} s")
    print(detail)
    print(f"load average now: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores "
          "(llvmpipe shares them; figures drop under load)")
    print("full Déboulé scene: 8 déboules, cochondé, 4 towers, PCF shadow map, pieces moving "
          "every frame (shadow pass redrawn)")
    views = {"throw view": behind_throw_camera(), "top view": top_camera()}
    configs = [
        ("throw view", 0, (1280, 720), 2048, True),
        ("throw view", 0, (1280, 720), 2048, False),
        ("top view", 0, (1280, 720), 2048, True),
        ("throw view", 4, (1280, 720), 2048, True),
        ("throw view", 0, (1280, 720), 1024, True),
        ("throw view", 0, (640, 360), 2048, True),
    ]
    for view, samples, size, shadow, moving in configs:
        with HeadlessRenderer(shadow_size=shadow, samples=samples) as headless:
            render, cpu = measure_fps(headless, views[view], size, 120, False, moving)
            read, _ = measure_fps(headless, views[view], size, 120, True, moving)
        label = (f"{view} {size[0]}x{size[1]} msaa {samples or 'off'} shadow {shadow} "
                 f"{'moving' if moving else 'at rest'}")
        print(f"  {label:52s} render+finish {render:6.1f} FPS ({cpu:5.1f} ms CPU/frame)"
              f"   with read-back {read:6.1f} FPS")


if __name__ == "__main__":
    main()
