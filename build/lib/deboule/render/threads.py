"""Keep each of llvmpipe's raster threads on a core of its own (Linux).

With software GL (llvmpipe) the frame is drawn by raster threads, one per core, that share each
scene's 64-pixel tiles and meet at a barrier when it is done. Left to the scheduler on the
2-core machine of docs/rendering.md, the raster threads often took turns rather than working
together: a timeline sampled by `perf` showed one raster thread drawing alone, with the main
thread waiting and the other core idle, for ~2.2 ms of every low moving frame. Each kept on a
core of its own (the main thread stays free to run anywhere), a moving camera at low ran
faster: +8 % and +6 % in turns within one process (full speed, and with each core 20 % busy
elsewhere), and in the real-window bench, at full speed, 86-92 FPS against 65-78 for `orbit` and
`follow`. With the cores busy elsewhere the whole bench was mixed (docs/rendering.md, "Raster
threads on a core each").
"""

from __future__ import annotations

import os
from pathlib import Path

TASKS = Path("/proc/self/task")
PREFIX = "llvmpipe-"


def raster_threads(tasks: Path = TASKS) -> list[tuple[int, int]]:
    """(index, thread id) of this process's llvmpipe raster threads, named `llvmpipe-N`."""
    found = []
    try:
        entries = list(tasks.iterdir())
    except OSError:
        return []
    for entry in entries:
        try:
            name = (entry / "comm").read_text().strip()
            tid = int(entry.name)
        except (OSError, ValueError):
            continue  # a thread that ended meanwhile, or not a thread
        if name.startswith(PREFIX) and name[len(PREFIX):].isdigit():
            found.append((int(name[len(PREFIX):]), tid))
    return sorted(found)


def pin_raster_threads(renderer: str, tasks: Path = TASKS) -> dict[int, int]:
    """Keep raster thread N on the Nth core this process may use (modulo their number), when
    `renderer` (GL_RENDERER) is llvmpipe and there are at least two cores. Returns {thread id:
    core} of the threads pinned; nothing is changed elsewhere (a hardware GPU, one core, a
    system with no thread affinity)."""
    if "llvmpipe" not in renderer.lower() or not hasattr(os, "sched_setaffinity"):
        return {}
    cores = sorted(os.sched_getaffinity(0))
    if len(cores) < 2:
        return {}
    pinned = {}
    for index, tid in raster_threads(tasks):
        core = cores[index % len(cores)]
        try:
            os.sched_setaffinity(tid, {core})
        except OSError:
            continue  # the thread ended since it was listed
        pinned[tid] = core
    return pinned
