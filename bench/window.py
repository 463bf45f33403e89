"""The game window's figures: launch to first drawn frame, and frames per second of the Déboulé
table with every piece, shadows and HUD, in the thrower's view while a throw rolls and with the
free camera turning.

Run: `.venv/bin/python -m bench.window [--runs N] [--frames N] [--quality high|low]
[--match-seconds S] [--cpus LIST] [--slower N | --busy N] [--headless-only | --real-only]`

In the real window it also times real matches (two expert bots, the game's own loop, S seconds
each; 0 skips them): a match draws more than the fixed scenes (the bots, the camera director,
the full HUD, sounds), so its frames per second are the ones a player gets.

Two kinds of window are measured, each in fresh processes:
- the **real window** (what the player runs): an X display (`$DISPLAY`, or a private Xvfb started
  here when there is none), the GLX context of Mesa llvmpipe, every frame swapped to the X server;
- the **headless** EGL window the pixel tests use (no X server, no swap): faster, labelled as such.

The machine may be shared: each figure is measured `--runs` times and printed as the best with
the spread (min–max) of the runs; `--cpus 0,1` runs the game under `taskset -c`, `--nice N`
under `nice -n N`, to isolate it. Targets on a 2-core CPU machine: first frame <= 2 s, >= 60 FPS.

Every run first prints the machine's yardstick: a fixed single-threaded Python workload, in
milliseconds (`machine_yardstick`). This workplace's machines differ by a factor of two from one
session to the next (the same bench gave orbit at low 65–91 FPS on some, 143–162 on another),
so figures of two runs compare only beside their yardsticks.

`--floor` answers "how much slower may the machine be?": it measures the moving cameras (orbit
and follow) with each core 0, 10, 20, ... % slower (the `--slower` model below) until one falls
under 60 FPS, and prints the last share that held: `floor: ... down to a machine N % slower`.

`--slower 25` measures as on a slower machine: each core gives a quarter of its time to a
real-time process of its own, in slices of 0.25 ms every millisecond, so every thread of the game
(its Python and llvmpipe's raster threads alike) runs as on a core a quarter slower. `--busy 25`
measures as on a loaded machine: an ordinary process per core busy in bursts of 2.5 ms every 10 ms,
which the scheduler fits in where it can (a thread kept on a core then waits out a whole burst).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench._options import BenchParser

ROOT = Path(__file__).resolve().parents[1]
SIZE = (1280, 720)

# where the pieces rest while one more déboule rolls among them
PLACED = {"red-1": (0.55, -0.05), "red-2": (0.62, 0.06), "blue-1": (0.70, -0.12),
          "blue-2": (0.66, 0.16), "green-1": (0.80, 0.02), "green-2": (0.58, 0.20),
          "yellow-1": (0.74, -0.22), "cochonde": (0.68, 0.0)}


# ---------------------------------------------------------------- children (fresh processes)


def _app(headless: bool, quality: str):
    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    return GameApp(headless=headless, settings=Settings(quality=quality, window=SIZE))


def child_first_frame(headless: bool = True, quality: str = "high") -> None:
    app = _app(headless, quality)
    app.frame()
    print(f"FIRST {app.first_frame_seconds:.3f}", flush=True)


def _deboule_screen(app):
    from deboule.games.deboule.screen import DebouleScreen

    return DebouleScreen.new(app, ["expert", "expert"], seed=1)


def child_fps(mode: str = "thrower", frames: int = 300, headless: bool = True,
              quality: str = "high") -> None:
    """FPS of the Déboulé table with a throw always rolling. mode: "thrower" (the thrower's
    view, fixed: only where pieces move is redrawn), "orbit" (the free camera turning every
    frame: full redraws) or "follow" (the automatic camera chasing the throw: full redraws)."""
    import numpy as np
    from pyglet import gl

    app = _app(headless, quality)
    screen = _deboule_screen(app)
    app.push(screen)
    world = screen.match.world
    for pid, (x, y) in PLACED.items():
        world.set_pose(pid, (x, y, world.pieces[pid].size / 2))
    world.settle()
    rng = np.random.default_rng(0)
    world.launch("yellow-2", world.random_throw(rng, "yellow-2"))
    screen.match.flight = type("F", (), {"piece": "yellow-2", "request": None})()
    screen.camera_mode = {"thrower": "behind", "orbit": "orbit", "follow": "auto"}[mode]
    for _ in range(10):  # warm-up: shaders, textures, first uploads
        app.window.dispatch_events()
        app.window.switch_to()
        app.draw()
        app.window.flip()
    app.ctx.finish()
    start = time.perf_counter()
    for frame in range(frames):
        # in the game's own order (GameApp.run): the update is owed to the frame and runs
        # while the rasteriser draws (the screen runs it mid-frame, else after the flush)
        def update(frame: int = frame) -> None:
            if mode == "orbit":  # the free camera turning every frame: a full redraw each
                screen.orbit[0] = 200.0 + 0.5 * frame
            if world.at_rest():  # keep something rolling: throw again
                world.finish()
                world.launch("yellow-2", world.random_throw(rng, "yellow-2"))
            world.advance(1 / 60)
            if hasattr(screen, "view"):  # the camera director (follow, orbit)
                screen.view.update(1 / 60, world.poses(), mode=screen.camera_mode,
                                   aiming=False, rolling=True, orbit=tuple(screen.orbit),
                                   lateral=0.0, aspect=SIZE[0] / SIZE[1])

        app.window.dispatch_events()
        app.owe_update(update)
        app.window.switch_to()
        app.draw()
        gl.glFlush()
        app.update_in_frame()
        app.window.flip()
    app.ctx.finish()
    wall = time.perf_counter() - start
    print(f"FPS {frames / wall:.1f}", flush=True)


def child_match(seconds: float = 30.0, headless: bool = True, quality: str = "high") -> None:
    """Frames of a real match: two expert bots play in the window as a person would see them
    (`GameApp.run`: the game's own loop, which draws at most 60 frames a second; ticks, the
    camera director, the bots thinking in their own process, sounds, autosaves, the full HUD).
    Each frame is sorted by what it showed: a throw rolling under the moving camera, the
    camera moving otherwise (transitions, close-ups, aiming), or a still view."""
    import pyglet

    app = _app(headless, quality)
    screen = _deboule_screen(app)
    app.push(screen)
    gaps: dict[str, list[float]] = {"rolling": [], "moving": [], "still": []}
    last: list = [None, None]
    # frames of a rolling throw whose world has not moved on since the frame before (the same
    # picture twice, then a double step: judder that no FPS figure shows)
    world_time: list = [None]
    repeats = [0]
    draw = app.draw

    def timed_draw() -> None:
        now = time.perf_counter()
        if last[0] is not None and app.frames > 1:  # the first frame bakes the table
            gaps[last[1]].append(now - last[0])
        moving = screen.camera_moving
        last[0] = now
        rolling = screen.match.flight is not None
        last[1] = "rolling" if moving and rolling else "moving" if moving else "still"
        shown = screen.match.world.time if rolling else None
        if last[1] == "rolling" and shown == world_time[0]:
            repeats[0] += 1
        world_time[0] = shown
        draw()

    app.draw = timed_draw
    pyglet.clock.schedule_once(lambda dt: app.quit(), seconds)
    app.run()
    for kind, values in gaps.items():
        if values:
            late = sum(gap > 1 / 50 for gap in values) / len(values)
            repeated = 100 * repeats[0] / len(values) if kind == "rolling" else 0.0
            print(f"MATCH-{kind} {len(values) / sum(values):.1f} {len(values)} "
                  f"{100 * late:.0f} {max(values) * 1000:.0f} {repeated:.1f}", flush=True)


# ---------------------------------------------------------------- the parent


def _yardstick_work(n: int = 200_000) -> int:
    """A fixed mix of what the game's Python does most (integer arithmetic, dict look-ups,
    small strings): its time tells this machine's single-thread speed."""
    table: dict[int, int] = {}
    total = 0
    for i in range(n):
        key = i % 97
        table[key] = table.get(key, 0) + i * 3 // 7
        total += len(str(i)) + (i ^ key)
    return total


def machine_yardstick(repeats: int = 5) -> float:
    """Milliseconds `_yardstick_work` takes on this machine now (the best of `repeats`: what
    the machine can do, not what others took of it). Lower is faster."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        _yardstick_work()
        best = min(best, time.perf_counter() - start)
    return best * 1000.0


@contextlib.contextmanager
def x_display():
    """$DISPLAY when set, else a private Xvfb on a free display number (Xvfb picks it)."""
    if os.environ.get("DISPLAY"):
        yield os.environ["DISPLAY"], "the X display " + os.environ["DISPLAY"]
        return
    if shutil.which("Xvfb") is None:
        raise SystemExit("no X display and no Xvfb: run `make system` / "
                         "pas d'affichage X ni de Xvfb : lancez `make system`")
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24",
         "-nolisten", "tcp", "-noreset"],  # no reset between one measured process and the next
        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    try:
        yield f":{number}", f"a private Xvfb :{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


# One per core, taking `share` of its time in every period. A slower machine (--slower): a
# real-time process that takes its share in slices of a tenth of a millisecond or so (0.2 ms of
# every 1 ms at 20 %) as soon as each is due, counted in its own CPU time so that waking and
# sleeping count too: every thread on the core, the game's and llvmpipe's alike, runs as on a
# core that much slower. A loaded machine (--busy): an ordinary process, busy in bursts of 2 ms
# of every 10 ms at 20 %, which the scheduler fits in where it can.
THIEF = """
import os, sys, time
cpu, share, period, realtime = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), sys.argv[4]
os.sched_setaffinity(0, {cpu})
if realtime == "1":
    os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(1))
wall0, cpu0, due = time.perf_counter(), time.thread_time(), time.perf_counter()
while True:
    owed = cpu0 + share * (time.perf_counter() - wall0 + period)
    while time.thread_time() < owed:
        pass
    now = time.perf_counter()
    due = max(due + period, now)
    time.sleep(due - now)
"""
SLOWER_PERIOD, BUSY_PERIOD = 0.001, 0.010


def realtime_allowed() -> bool:
    """Whether this process may start real-time processes (root, or CAP_SYS_NICE)."""
    try:
        return os.sched_get_priority_min(os.SCHED_FIFO) >= 0 and _try_fifo()
    except (AttributeError, OSError):
        return False


def _try_fifo() -> bool:
    probe = subprocess.run([sys.executable, "-c", "import os; os.sched_setscheduler(0, "
                            "os.SCHED_FIFO, os.sched_param(1))"], capture_output=True)
    return probe.returncode == 0


@contextlib.contextmanager
def cpu_thieves(percent: int, slower: bool = True):
    """While inside: each core gives `percent` % of its time to a process of its own (the
    processes are what it yields): as a slower machine (`slower`: real-time, fine-grained, when
    allowed) or as a loaded one (ordinary, in 10 ms periods)."""
    if percent <= 0:
        yield []
        return
    realtime = slower and realtime_allowed()
    period = SLOWER_PERIOD if slower else BUSY_PERIOD
    thieves = [subprocess.Popen([sys.executable, "-c", THIEF, str(cpu), str(percent / 100),
                                 str(period), "1" if realtime else "0"])
               for cpu in sorted(os.sched_getaffinity(0))]
    try:
        yield thieves
    finally:
        for thief in thieves:
            thief.kill()
            thief.wait(timeout=10)


def _run(call: str, display: str | None, prefix: list[str]) -> tuple[str, float]:
    """Run `bench.window.<call>` in a fresh process; (stdout, wall seconds)."""
    env = dict(os.environ)
    env.pop("PYGLET_HEADLESS", None)
    if display is None:
        env.pop("DISPLAY", None)
    else:
        env["DISPLAY"] = display
    with tempfile.TemporaryDirectory() as home:
        env["DEBOULE_CONFIG_DIR"] = env["DEBOULE_DATA_DIR"] = home
        start = time.perf_counter()
        result = subprocess.run(
            [*prefix, sys.executable, "-c", f"import bench.window as b; b.{call}"],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
        wall = time.perf_counter() - start
    if result.returncode != 0:
        raise RuntimeError(result.stderr[-2000:])
    return result.stdout, wall


def _value(out: str, tag: str) -> float:
    return float(out.split(tag)[1].split()[0])


def _spread(values: list[float], best=max, unit: str = "") -> str:
    return (f"{best(values):.1f}{unit} (best of {len(values)}; runs "
            f"{min(values):.1f}–{max(values):.1f}{unit})")


def measure(kind: str, display: str | None, args, prefix: list[str]) -> None:
    headless = display is None
    flag = f"headless={headless}, quality={args.quality!r}"
    launches, inside = [], []
    for _ in range(args.runs):
        out, wall = _run(f"child_first_frame({flag})", display, prefix)
        launches.append(wall)
        inside.append(_value(out, "FIRST"))
    print(f"{kind}: launch to first frame {min(launches):.2f} s (process start to the main "
          f"menu drawn, {SIZE[0]}x{SIZE[1]}; best of {args.runs}, runs "
          f"{min(launches):.2f}–{max(launches):.2f} s; {min(inside):.2f} s of it after the "
          f"window was asked for; target <= 2 s)")
    for mode, label in (("thrower", "thrower-view"), ("orbit", "orbit"), ("follow", "follow")):
        fps = []
        for _ in range(args.runs):
            out, _ = _run(f"child_fps({mode!r}, {args.frames}, {flag})", display, prefix)
            fps.append(_value(out, "FPS"))
        print(f"{kind}: FPS {label} {max(fps):.1f}   "
              f"[{_spread(fps)}; {args.frames} frames, throw rolling]")
    if args.match_seconds and not headless:
        measure_match(kind, display, args, prefix)


def measure_match(kind: str, display: str, args, prefix: list[str]) -> None:
    """FPS of real matches (child_match): the game's loop, bots, HUD, as a person sees it."""
    flag = f"{args.match_seconds}, headless=False, quality={args.quality!r}"
    runs: dict[str, list[tuple[float, ...]]] = {}
    for _ in range(args.runs):
        out, _ = _run(f"child_match({flag})", display, prefix)
        for line in out.splitlines():
            if line.startswith("MATCH-"):
                tag, *numbers = line.split()
                runs.setdefault(tag[len("MATCH-"):], []).append(tuple(map(float, numbers)))
    labels = {"rolling": "a throw rolling, camera following",
              "moving": "camera moving (transitions, close-ups, aiming)", "still": "still view"}
    for what, label in labels.items():
        seen = runs.get(what, [])
        if not seen:
            continue
        fps = [run[0] for run in seen]
        print(f"{kind}: FPS match {what} {max(fps):.1f}   [{label}; two expert bots, "
              f"{args.match_seconds:g} s a run, the game's loop draws at most 60 a second; "
              f"{_spread(fps)}; frames per run {min(r[1] for r in seen):.0f}–"
              f"{max(r[1] for r in seen):.0f}; later than 20 ms "
              f"{min(r[2] for r in seen):.0f}–{max(r[2] for r in seen):.0f} %; longest "
              f"{max(r[3] for r in seen):.0f} ms"
              + (f"; frames whose world did not move on {min(r[4] for r in seen):.1f}–"
                 f"{max(r[4] for r in seen):.1f} %" if what == "rolling" else "") + "]")


FLOOR_STEP, FLOOR_MAX, FLOOR_FPS = 10, 80, 60.0


def slower_model(percent: int | None) -> str:
    """How a slower machine is modelled here (`percent` None: the floor's several shares): with
    real-time processes when allowed, else ordinary ones, which the scheduler may give back to
    the game, so that the machine then seems less slow than asked."""
    share = "N" if percent is None else str(percent)
    if realtime_allowed():
        slice_ms = "N/100" if percent is None else f"{percent * SLOWER_PERIOD * 10:g}"
        how = f"a real-time process, in slices of {slice_ms} ms every {SLOWER_PERIOD * 1000:g} ms"
    else:
        how = "a process at ordinary priority (real-time not allowed here: coarser, and kinder)"
    game = "" if percent is None else f" (the game gets about {100 - percent} % of each)"
    return f"as on a slower machine: each core gives {share} % of its time to {how}{game}"


def find_floor(kind: str, display: str, args, prefix: list[str]) -> int:
    """The largest share (a multiple of FLOOR_STEP) by which every core may be slower while
    both moving cameras (orbit, follow) still draw FLOOR_FPS or more; -1 when even this machine
    does not. Prints each step's figures, then the floor."""
    flag = f"{args.frames}, headless=False, quality={args.quality!r}"
    held = -1
    for share in range(0, FLOOR_MAX + 1, FLOOR_STEP):
        with cpu_thieves(share):
            fps = {mode: max(_value(_run(f"child_fps({mode!r}, {flag})", display, prefix)[0],
                                    "FPS") for _ in range(args.runs))
                   for mode in ("orbit", "follow")}
        print(f"{kind}: each core {share} % slower: FPS orbit {fps['orbit']:.1f}, "
              f"follow {fps['follow']:.1f}", flush=True)
        if min(fps.values()) < FLOOR_FPS:
            break
        held = share
    if held < 0:
        print(f"{kind}: floor: the moving cameras at {args.quality} do not keep "
              f"{FLOOR_FPS:g} FPS even on this machine")
    else:
        least = "at least " if held == FLOOR_MAX else ""  # the last step held: no floor seen
        print(f"{kind}: floor: the moving cameras at {args.quality} keep {FLOOR_FPS:g} FPS down "
              f"to a machine {least}{held} % slower (each core; best of {args.runs} a step)")
    return held


def main(argv: list[str] | None = None) -> int:
    parser = BenchParser(prog="bench.window", description=__doc__.splitlines()[0])
    parser.add_count("--runs", 3)
    parser.add_count("--frames", 300, low=10)  # fewer frames than 10 measure only the launch
    parser.add_argument("--quality", choices=("high", "low"), default="high")
    parser.add_count("--match-seconds", 30, low=0)  # 0: no real match measured
    parser.add_argument("--cpus", default=None, help="taskset -c LIST for the game process")
    parser.add_integer("--nice", None, -20, 19, help="nice -n N for the game process")
    machine = parser.add_mutually_exclusive_group()  # two models of a machine: one at a time
    parser.add_integer("--slower", 0, 0, 90, group=machine,
                       help="each core N %% slower (a slower machine)")
    parser.add_integer("--busy", 0, 0, 90, group=machine,
                       help="each core busy N %% of the time elsewhere (a loaded machine)")
    machine.add_argument("--floor", action="store_true",
                         help="the slowest machine on which the moving cameras keep 60 FPS")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--real-only", action="store_true")
    which.add_argument("--headless-only", action="store_true")
    args = parser.parse_args(argv)
    prefix: list[str] = []
    if args.cpus:
        prefix += ["taskset", "-c", args.cpus]
    if args.nice is not None:
        prefix += ["nice", "-n", str(args.nice)]
    from deboule.render.renderer import MOVING_DETAIL, MOVING_SCALE

    scale, upscale = MOVING_SCALE[args.quality]
    moving = "full size" if scale >= 1.0 else f"{scale:g} of the window's size, {upscale} up"
    bevel, turns = MOVING_DETAIL
    moving += f", pieces at {bevel} edge segments and {turns} tower turns"
    print(f"Déboulé table: 8 pieces at rest, one déboule always rolling, towers, shadows, HUD; "
          f"{SIZE[0]}x{SIZE[1]}, graphics quality {args.quality} (a moving camera's 3D frame: "
          f"{moving}); load average "
          f"{os.getloadavg()[0]:.2f} on {os.cpu_count()} cores (a shared machine lowers every "
          f"figure){'; ' + ' '.join(prefix) if prefix else ''}")
    print(f"machine yardstick: {machine_yardstick():.1f} ms (a fixed single-threaded Python "
          f"workload, best of 5; lower is faster: compare figures only beside it)")
    if args.floor:
        print(slower_model(None))
        with x_display() as (display, where):
            find_floor(f"real window ({where})", display, args, prefix)
        return 0
    if args.slower:
        print(slower_model(args.slower))
    if args.busy:
        print(f"as on a loaded machine: each core kept busy {args.busy} % of the time by another "
              f"process, in bursts of {args.busy * BUSY_PERIOD * 10:g} ms every "
              f"{BUSY_PERIOD * 1000:g} ms")
    with cpu_thieves(args.slower or args.busy, slower=not args.busy):
        if not args.headless_only:
            with x_display() as (display, where):
                measure(f"real window ({where})", display, args, prefix)
        if not args.real_only:
            measure("headless EGL window (tests only; no X server, no swap)", None, args,
                    prefix)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
