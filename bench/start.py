"""Window start (issue 35, point 4): launch of the installed `deboule play` to its first drawn
menu, then the main menu to the game set-up and the set-up to the first drawn game table, for
this checkout beside an older commit, in one run on the same machine.

Run: `.venv/bin/python -m bench.start [--runs N] [--game-runs N] [--before REF]`

- **launch → first drawn menu**: the bench starts the installed `deboule play` (the script next
  to this Python) under X (`$DISPLAY`, else a private Xvfb) and times it from the process's start
  to the line the game prints once its first frame is finished (`DEBOULE_PRINT_STARTUP`: the
  game calls `glFinish` first). Each variant first launches once on empty caches (its figure is
  printed apart: a player's very first launch), then `--runs` more, the variants alternated
  (before, after, after, before, ...) so that the load of a shared machine falls on both alike.
  Medians, with the spread.
- **menu → game**: `--game-runs` more launches of each, through a small probe around
  `deboule.cli.main` (the same code, timed from outside it: the key press's dispatch to the first
  frame of each new screen, after glFinish): Enter on "Jouer au Déboulé" READING seconds after
  the menu is drawn (a player reads it first), then "Commencer".
- **before**: `git archive REF` of this repository, unpacked in a temporary folder and put first
  on PYTHONPATH (its `game`, `rules`, `physics`, assets and shaders), run by the same Python and
  installed script. The default REF is the last commit before this work.

Bytecode: this workplace sets PYTHONDONTWRITEBYTECODE, so every launch would compile the game's
sources again (0.3 s), which no installed game does (pip compiles them). Launches here write
their bytecode under a temporary PYTHONPYCACHEPREFIX instead (no `__pycache__` in the
checkouts): the first launch of each variant compiles, the others read it.
"""

from __future__ import annotations

import os
import queue
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from bench._options import BenchParser
from bench.window import machine_yardstick, x_display

ROOT = Path(__file__).resolve().parents[1]
BEFORE = "fe1ea81"  # the last commit before issue 35's start work
TIMEOUT = 120.0  # seconds a launch or a screen may take before the bench gives up (a net)
FIRST_FRAME = "first frame after"

# Run as `python -c PROBE` with either checkout first on the path: times each new screen's first
# frame from the key press that opened it, through public names only (GameApp.draw, its
# screens and ctx; pyglet's dispatch_event), then runs `deboule play` as the script does.
PROBE = """
import sys, time
import pyglet
from deboule.shell import window
pressed = [None]
drawn = [None]
dispatch = pyglet.window.Window.dispatch_event
def timed_dispatch(self, event_type, *args):
    if event_type == "on_key_press":
        pressed[0] = time.perf_counter()
    return dispatch(self, event_type, *args)
pyglet.window.Window.dispatch_event = timed_dispatch
draw = window.GameApp.draw
def timed_draw(self):
    draw(self)
    if self.screens and self.screens[-1] is not drawn[0]:
        drawn[0] = self.screens[-1]
        if pressed[0] is not None:
            self.ctx.finish()
            seconds = time.perf_counter() - pressed[0]
            print(f"SCREEN {type(drawn[0]).__name__} {seconds:.3f}", flush=True)
window.GameApp.draw = timed_draw
from deboule.cli import main
sys.argv = ["deboule", "play"]
sys.exit(main())
"""
# from the main menu: "Jouer au Déboulé" (the first item), then the set-up's "Commencer"
TO_SETUP = ("Return",)
TO_GAME = ("Down",) * 6 + ("Return",)
READING = 1.5  # seconds a player looks at the menu before choosing (the same for both)


class Variant:
    """One checkout's code: how to launch it, its own bytecode and render caches."""

    def __init__(self, name: str, work: Path, source: Path | None) -> None:
        self.name = name
        self.source = source  # put first on PYTHONPATH (None: the installed game)
        self.pycache = work / f"pycache-{name}"
        self.cache = work / f"cache-{name}"
        self.menu: list[float] = []
        self.cold: float | None = None
        self.setup: list[float] = []
        self.game: list[float] = []

    def env(self, display: str, home: Path) -> dict[str, str]:
        env = dict(os.environ)
        for name in ("PYTHONDONTWRITEBYTECODE", "PYGLET_HEADLESS", "PYTHONPATH"):
            env.pop(name, None)
        env.update(DISPLAY=display, DEBOULE_PRINT_STARTUP="1",
                   PYTHONPYCACHEPREFIX=str(self.pycache), DEBOULE_CACHE_DIR=str(self.cache),
                   DEBOULE_DATA_DIR=str(home / "data"), DEBOULE_CONFIG_DIR=str(home / "config"))
        if self.source is not None:
            env["PYTHONPATH"] = str(self.source)
        return env


def installed_script() -> Path:
    script = Path(sys.executable).parent / "deboule"
    if not script.exists():
        raise SystemExit(f"no installed `deboule` beside {sys.executable}: run `make` / "
                         f"pas de `deboule` installé à côté de {sys.executable} : lancez `make`")
    return script


def export(ref: str, folder: Path) -> Path:
    """`git archive ref` of this repository unpacked in `folder` (no worktree is added)."""
    folder.mkdir(parents=True)
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", ref], capture_output=True,
                             check=False)
    if archive.returncode != 0:
        raise SystemExit(f"git archive {ref}: {archive.stderr.decode(errors='replace').strip()}")
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive.stdout, check=True)
    return folder


class Launch:
    """One `deboule play` (or the probe) started now; its output read by a thread of its own."""

    def __init__(self, argv: list[str], env: dict[str, str], cwd: Path) -> None:
        self.started = time.perf_counter()
        self.process = subprocess.Popen(argv, env=env, cwd=cwd, stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True)
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line)
        self.lines.put(None)  # the game exited

    def wait_for(self, tag: str) -> tuple[float, str]:
        """(seconds since the launch, the line) once a line holding `tag` is printed."""
        deadline = time.monotonic() + TIMEOUT
        while True:
            try:
                line = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                line = None
            if line is None:
                raise RuntimeError(f"no {tag!r} from the game:\n" + "".join(self.seen[-20:]))
            if tag in line:
                return time.perf_counter() - self.started, line
            self.seen.append(line)

    def close(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def launch_to_menu(variant: Variant, script: Path, display: str, work: Path) -> float:
    with tempfile.TemporaryDirectory(dir=work) as home:
        launch = Launch([str(script), "play"], variant.env(display, Path(home)), Path(home))
        try:
            seconds, _ = launch.wait_for(FIRST_FRAME)
        finally:
            launch.close()
    return seconds


def xdotool(display: str, *args: str) -> str:
    return subprocess.run(["xdotool", *args], env=dict(os.environ, DISPLAY=display),
                          capture_output=True, text=True, timeout=60).stdout


def menu_to_game(variant: Variant, display: str, work: Path) -> tuple[float, float]:
    """(main menu → set-up, set-up → first game frame) in seconds, keys pressed by xdotool."""
    with tempfile.TemporaryDirectory(dir=work) as home:
        launch = Launch([sys.executable, "-c", PROBE], variant.env(display, Path(home)),
                        Path(home))
        try:
            launch.wait_for(FIRST_FRAME)
            window = xdotool(display, "search", "--name", "^Le D").split()
            if not window:
                raise RuntimeError("the game window was not found")
            xdotool(display, "windowfocus", "--sync", window[0])
            time.sleep(READING)
            xdotool(display, "key", *TO_SETUP)
            setup = float(launch.wait_for("SCREEN SetupScreen")[1].split()[-1])
            xdotool(display, "key", "--delay", "100", *TO_GAME)
            game = float(launch.wait_for("SCREEN DebouleScreen")[1].split()[-1])
        finally:
            launch.close()
    return setup, game


def _median(values: list[float]) -> str:
    if not values:
        return "-"
    return f"{statistics.median(values):.2f} s ({min(values):.2f}–{max(values):.2f})"


def report(variants: list[Variant], runs: int, game_runs: int, where: str) -> None:
    print(f"window start, {where}; medians (min–max) of {runs} launches of each variant, "
          f"alternated, after one launch on empty caches")
    width = max(len(v.name) for v in variants)
    for v in variants:
        print(f"  {v.name:<{width}}  launch → first drawn menu {_median(v.menu)}; "
              f"first launch (empty caches) {v.cold:.2f} s")
    if game_runs:
        print(f"menu → game, medians (min–max) of {game_runs} launches of each (key press → "
              "the new screen's first frame, glFinish included)")
        for v in variants:
            print(f"  {v.name:<{width}}  main menu → set-up {_median(v.setup)}; "
                  f"set-up → first game frame {_median(v.game)}")


def main(argv: list[str] | None = None) -> int:
    parser = BenchParser(prog="bench.start", description=__doc__.splitlines()[0])
    parser.add_count("--runs", 7, help="timed launches of each variant (after one cold launch)")
    parser.add_count("--game-runs", 5, low=0, help="launches timed from the menu into a game")
    parser.add_argument("--before", default=BEFORE,
                        help="the older commit to compare with ('none': this checkout only)")
    args = parser.parse_args(argv)
    script = installed_script()
    print(f"machine yardstick {machine_yardstick():.0f} ms (bench.window: a fixed Python "
          "workload; lower is a faster machine)")
    with tempfile.TemporaryDirectory(prefix="bench-start-") as folder, x_display() as (
            display, where):
        work = Path(folder)
        variants = [Variant("after", work, None)]
        if args.before != "none":
            source = export(args.before, work / "before")
            variants.insert(0, Variant(f"before ({args.before})", work, source))
        for variant in variants:
            variant.cold = launch_to_menu(variant, script, display, work)
        for run in range(args.runs):
            for variant in variants if run % 2 == 0 else variants[::-1]:
                variant.menu.append(launch_to_menu(variant, script, display, work))
        for run in range(args.game_runs):
            for variant in variants if run % 2 == 0 else variants[::-1]:
                setup, game = menu_to_game(variant, display, work)
                variant.setup.append(setup)
                variant.game.append(game)
        report(variants, args.runs, args.game_runs, where)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
