"""Regenerate docs/screenshots/: one picture of each game, taken from the real game window.

    .venv/bin/python scripts/screenshots.py [--size 1280x720] [--out docs/screenshots] [GAME...]

`--size` is the window's size (one of the settings' sizes, deboule.shell.settings.WINDOW_SIZES) and
the X screen's: `--size 1920x1080 --out /tmp/big` takes the same pictures in a larger window.

Each game is played like a person would: a private Xvfb (Mesa llvmpipe), `deboule play` in it
with fresh settings and saves, keys typed with xdotool (start the game from the main menu, a
few throws), then the X screen is grabbed. Needs Xvfb and xdotool (`make system`).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run as a script: the game's settings are read from the tree

from deboule.shell.settings import WINDOW_SIZES  # noqa: E402

# (file name, steps): ("key", names...), ("wait", seconds), ("until", check) where check(image)
# tells when the window shows what the next step needs (a loaded machine takes longer than any
# fixed pause), ("shot",)


def _enculette_on_the_table(image) -> bool:
    """L'Enculette's table is drawn: the Tasse's porcelain (near white) and the tray's felt."""
    white = (image.min(axis=2) > 200).mean()
    felt = ((image[..., 1] > image[..., 0] + 30) & (image[..., 1] > image[..., 2] + 20)).mean()
    return white > 0.01 and felt > 0.02


GAMES = {
    "deboule": [
        ("key", "Return"), ("wait", 1.0), ("key", *["Down"] * 6, "Return"), ("wait", 3.0),
        # the roll-off (the cochondé); the bot leads: towers, the cochondé; then déboules by
        # keyboard at a gentler power, the bot answering; a shot while aiming the next
        ("key", "space"), ("wait", 12.0), ("key", "Down", "Down", "Down", "Down"),
        ("key", "space"), ("wait", 10.0), ("key", "Left", "Left"), ("wait", 3.0), ("shot",),
    ],
    "cul-de-chouette": [
        ("key", "Down", "Return"), ("wait", 1.0), ("key", *["Down"] * 7, "Return"),
        ("wait", 3.0), ("key", "space"), ("wait", 5.0), ("key", "space"), ("wait", 6.0),
        ("shot",),
    ],
    "enculette": [
        ("key", "Down", "Down", "Return"), ("wait", 1.0), ("key", *["Down"] * 6, "Return"),
        ("until", _enculette_on_the_table), ("wait", 1.0), ("shot",),
    ],
    "chamot": [
        # seed 0: the first card (u) goes on row 2 (G) with the word Tab suggests; the next one
        # is turned and held
        ("key", "Down", "Down", "Down", "Return"), ("wait", 1.0),
        ("key", *["Down"] * 8, "Return"), ("wait", 3.0), ("key", "space"), ("wait", 1.0),
        ("key", "2", "Tab", "Return"), ("wait", 1.0), ("key", "space"), ("wait", 1.0),
        ("shot",),
    ],
}


def _xserver(size: str) -> tuple[subprocess.Popen, str]:
    read, write = os.pipe()
    server = subprocess.Popen(
        # -noreset: no reset of the server when its last client leaves (tests/realwindow.py)
        ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size}x24", "-nolisten", "tcp",
         "-noreset"],
        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    if not number:
        raise SystemExit("Xvfb did not start")
    return server, f":{number}"


def window_size(size: str) -> tuple[int, int]:
    """`WxH` as the settings' window size; ValueError for anything else."""
    width, _, height = size.partition("x")
    if not (width.isdigit() and height.isdigit()) or (int(width), int(height)) not in \
            WINDOW_SIZES:
        raise ValueError(size)
    return int(width), int(height)


def shoot(game: str, steps, out: Path, size: str) -> Path:
    from PIL import ImageGrab

    server, display = _xserver(size)
    home = Path(tempfile.mkdtemp())
    # DEBOULE_PRINT_STARTUP: the game says when its first frame is drawn (waited for)
    env = dict(os.environ, DISPLAY=display, DEBOULE_CONFIG_DIR=str(home / "config"),
               DEBOULE_DATA_DIR=str(home / "data"), DEBOULE_PRINT_STARTUP="1")
    env.pop("PYGLET_HEADLESS", None)
    # the pictures show quality high: "auto" (the default) could step down to low, with its
    # notice over the picture, on a slow machine (deboule.render.governor)
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_text(
        json.dumps({"version": 1, "quality": "high", "window": list(window_size(size))}),
        encoding="utf-8")

    def xdotool(*args: str) -> str:
        return subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True,
                              timeout=60).stdout

    log = open(home / "game.log", "w")  # noqa: SIM115 - closed below
    game_process = subprocess.Popen([sys.executable, "-m", "deboule.cli", "play"], cwd=ROOT,
                                    env=env, stdout=log, stderr=log)
    path = out / f"{game}.png"
    try:
        window = ""
        for _ in range(120):
            found = xdotool("search", "--name", "^Le D").split()
            if found:
                window = found[0]
                break
            time.sleep(0.25)
        if not window:
            raise SystemExit(f"{game}: the window did not open: {(home / 'game.log')}")
        # keys typed before the game draws its first frame are lost (a loaded machine takes
        # seconds): wait for the game to say it drew it
        _wait_for(lambda: "first frame after" in (home / "game.log").read_text(),
                  game_process, f"{game}: no first frame, see {home / 'game.log'}")
        xdotool("windowfocus", "--sync", window)
        for step in steps:
            if step[0] == "key":
                xdotool("key", "--delay", "150", *step[1:])
            elif step[0] == "wait":
                time.sleep(step[1])
            elif step[0] == "until":
                check = step[1]
                _wait_for(lambda check=check: check(_grab(display)), game_process,
                          f"{game}: the window never showed {check.__name__}")
            elif step[0] == "shot":
                ImageGrab.grab(xdisplay=display).save(path)
        if game_process.poll() is not None:
            raise SystemExit(f"{game}: the game exited: {(home / 'game.log').read_text()[-800:]}")
    finally:
        game_process.terminate()
        try:
            game_process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            game_process.kill()
        log.close()
        server.terminate()
        server.wait(timeout=10)
        shutil.rmtree(home, ignore_errors=True)
    return path


UNTIL_SECONDS = 180.0  # a net only: the steps wait for what the window shows, not a time


def _wait_for(ready, game_process: subprocess.Popen, failure: str) -> None:
    deadline = time.monotonic() + UNTIL_SECONDS
    while not ready():
        if game_process.poll() is not None or time.monotonic() > deadline:
            raise SystemExit(failure)
        time.sleep(0.25)


def _grab(display: str):
    import numpy as np
    from PIL import ImageGrab

    return np.asarray(ImageGrab.grab(xdisplay=display).convert("RGB")).astype(int)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("games", nargs="*", help=f"some of {', '.join(GAMES)} (default: all)")
    args = parser.parse_args(argv)
    try:
        window_size(args.size)
    except ValueError:
        sizes = ", ".join(f"{w}x{h}" for w, h in WINDOW_SIZES)
        parser.error(f"--size {args.size!r}: not a window size / pas une taille de fenêtre "
                     f"({sizes})")
    unknown = [g for g in args.games if g not in GAMES]
    if unknown:
        parser.error(f"unknown game {unknown[0]!r} / jeu inconnu ; choose from {list(GAMES)}")
    for tool in ("Xvfb", "xdotool"):
        if shutil.which(tool) is None:
            print(f"{tool} is missing: run `make system` / {tool} manque : lancez `make system`")
            return 2
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for game in args.games or list(GAMES):
        print(shoot(game, GAMES[game], out, args.size), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
