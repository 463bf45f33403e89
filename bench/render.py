"""Rendering benchmark: FPS of the full Déboulé scene offscreen (headless EGL: the renderer
alone, no window, no swap), and time to the first frame. The player's figures are those of the
real window: `python -m bench.window`.

Run: .venv/bin/python -m bench.render  (prints figures; not a pass/fail test)
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from bench._options import BenchParser

ROOT = Path(__file__).resolve().parents[1]
MARKER = "FIRST_FRAME_DRAWN"


def _scene(frame: int):
    """The demo scene with the déboules slid a little each frame (instances re-uploaded)."""
    from deboule.render.demo import deboule_demo_drawables
    from deboule.render.scene import Drawable

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
    from deboule.render import HeadlessRenderer, behind_throw_camera

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


def main(argv: list[str] | None = None) -> int:
    # no options, but an unknown one is refused in both languages rather than ignored
    BenchParser(prog="bench.render", description=__doc__.splitlines()[0]).parse_args(argv)
    from deboule.render import HeadlessRenderer, behind_throw_camera, orbit_camera, top_camera

    elapsed, detail = time_to_first_frame()
    print(f"process start -> first frame drawn (1280x720, headless): {elapsed:.2f} s")
    print(detail)
    print(f"load average now: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores "
          "(llvmpipe shares them; figures drop under load). Headless EGL, renderer only.")
    print("full Déboulé scene in the tavern: 8 déboules, cochondé, 4 towers, pieces' shadow "
          "map (redrawn where pieces moved), contact shadows; 'moving': every piece slides "
          "every frame")
    views = {"throw view": behind_throw_camera(), "top view": top_camera(),
             "orbit view": orbit_camera(yaw_deg=200, pitch_deg=40, distance=1.4)}
    configs = [
        ("throw view", "high", (1280, 720), True),
        ("throw view", "high", (1280, 720), False),
        ("top view", "high", (1280, 720), True),
        ("orbit view", "high", (1280, 720), True),
        ("orbit view", "low", (1280, 720), True),
        ("throw view", "low", (1280, 720), True),
        ("throw view", "high", (640, 360), True),
    ]
    for view, quality, size, moving in configs:
        with HeadlessRenderer(quality=quality) as headless:
            render, cpu = measure_fps(headless, views[view], size, 120, False, moving)
            read, _ = measure_fps(headless, views[view], size, 120, True, moving)
        label = (f"{view} {size[0]}x{size[1]} quality {quality} "
                 f"{'moving' if moving else 'at rest'}")
        print(f"  {label:46s} render+finish {render:6.1f} FPS ({cpu:5.1f} ms CPU/frame)"
              f"   with read-back {read:6.1f} FPS")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
