"""Drive the real game window under a private Xvfb, as a player would: keys, clicks, resizes and
screenshots of the X screen (not the headless EGL window, whose formats differ).

    with xserver() as display, RealWindow(display, tmp_path) as game:
        game.key("Return")
        image = game.shot()          # (h, w, 3) uint8, the window only, top row first
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

import numpy as np

from deboule.shell.frame_report import read_line

ROOT = Path(__file__).resolve().parent.parent


@contextmanager
def xserver(size: str = "1920x1080"):
    """A private Xvfb on a free display number (Xvfb picks it: -displayfd)."""
    for tool in ("Xvfb", "xdotool"):
        assert shutil.which(tool), f"{tool} is needed: run `make system`"
    read, write = os.pipe()
    server = subprocess.Popen(
        # -noreset: by default the server resets when its last client leaves, and a game
        # started in that moment cannot connect ("Cannot connect to None": seen in CI when one
        # test's window closed just before the next one opened)
        ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size}x24", "-nolisten", "tcp",
         "-noreset"],
        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    assert number, "Xvfb did not start"
    try:
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


class RealWindow:
    """`deboule play` in a real X window, with its own data and config directories."""

    def __init__(self, display: str, home: Path, *args: str, fps: int | None = None) -> None:
        """`fps`: a lower frame rate for the game (DEBOULE_FPS, deboule/shell/pacing.py), for a
        test whose frames prove nothing but what they show once shown: each frame of a window
        under Xvfb costs the software rasteriser's CPU."""
        self.display = display
        self.env = dict(os.environ)
        # DEBOULE_PRINT_STARTUP: the game says when its first frame is drawn (waited for);
        # DEBOULE_PRINT_FRAMES: what each new frame shows (keys taken in, size: waited for)
        self.env.update(DISPLAY=display, DEBOULE_CONFIG_DIR=str(home / "config"),
                        DEBOULE_DATA_DIR=str(home / "data"), DEBOULE_PRINT_STARTUP="1",
                        DEBOULE_PRINT_FRAMES="1")
        self.env.pop("PYGLET_HEADLESS", None)
        self.env.pop("DEBOULE_FPS", None)
        if fps is not None:
            self.env["DEBOULE_FPS"] = str(fps)
        self.log = home / "game.log"
        self.args = args
        self.process: subprocess.Popen | None = None
        self.window = ""
        self.keys_typed = 0  # key presses sent to the game (each counted by the game)
        self.text_typed = 0  # characters typed (`type`)

    def __enter__(self) -> RealWindow:
        settings = Path(self.env["DEBOULE_CONFIG_DIR"]) / "settings.json"
        if not settings.exists():
            # a fixed quality: "auto" (the default) may step down to low in the middle of a
            # test on a slow machine (deboule.render.governor)
            from deboule.shell.settings import Settings

            settings.parent.mkdir(parents=True, exist_ok=True)
            settings.write_text(json.dumps(Settings(quality="high").to_dict()), encoding="utf-8")
        with open(self.log, "w") as log:
            self.process = subprocess.Popen([sys.executable, "-m", "deboule.cli", *self.argv()],
                                            cwd=ROOT, env=self.env, stdout=log, stderr=log)
        for _ in range(self.opening_tries):
            found = self.xdotool("search", "--name", "^Le D").split()
            if found:
                self.window = found[0]
                break
            assert self.process.poll() is None, self.log.read_text()[-2000:]
            time.sleep(0.25)
        assert self.window, "the window did not open"
        self.wait_first_frame()
        self.xdotool("windowfocus", "--sync", self.window)
        return self

    def wait_first_frame(self, timeout: float = 120.0) -> None:
        """Until the game has drawn its first frame (its loop runs: keys typed now are read).
        The window is found as soon as it exists: on a loaded machine the game may take
        seconds more to draw, and keys typed meanwhile were lost. `timeout` is only a net."""
        deadline = time.monotonic() + timeout
        while "first frame after" not in self.log.read_text():
            assert self.alive(), self.log.read_text()[-2000:]
            assert time.monotonic() < deadline, "no first frame: " + self.log.read_text()[-2000:]
            time.sleep(0.1)

    opening_tries = 120  # quarter seconds to wait for the window

    def argv(self) -> list[str]:
        """The command line after `deboule`."""
        return ["play", *self.args]

    def __exit__(self, *exc) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()

    def xdotool(self, *args: str) -> str:
        return subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True,
                              timeout=60).stdout

    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def key(self, *names: str, delay_ms: int = 120) -> None:
        """Type keys (xdotool names; "shift+a" for a capital), `delay_ms` apart, then wait until
        the window shows a frame drawn after the game took them all in
        (deboule.shell.frame_report), or the game has exited (a key may close it)."""
        assert not any(len(name) == 1 and name != name.lower() for name in names), \
            "type a capital as shift+x: each key pressed is counted"
        self.keys_typed += sum(len(name.split("+")) for name in names)
        self.xdotool("key", "--delay", str(delay_ms), *names)
        self.wait_shown(lambda keys, text, size: keys >= self.keys_typed,
                        f"a frame after key {self.keys_typed} ({' '.join(names)})")
        self._caught_up()

    def type(self, text: str) -> None:
        """Type `text` (xdotool type), then wait until a frame shows every character taken in.
        The keys it pressed (a Shift for some characters) are counted from then on."""
        self.text_typed += len(text)
        self.xdotool("type", "--delay", "60", text)
        self.wait_shown(lambda keys, typed, size: typed >= self.text_typed,
                        f"a frame after the characters {text!r}")
        self._caught_up()

    def _caught_up(self) -> None:
        """Everything typed so far is taken in: count on from what the game counted (keys
        give characters too, Return and Space; characters a Shift)."""
        for keys, text, _ in self.shown():
            self.keys_typed, self.text_typed = max(self.keys_typed, keys), max(self.text_typed,
                                                                               text)

    def shown(self) -> list[tuple[int, int, tuple[int, int]]]:
        """What each frame the game reported showed: (keys taken in, characters typed taken in,
        (width, height))."""
        lines = self.log.read_text().split("\n")[:-1]  # whole lines: the last one may be half
        return [seen for line in lines if (seen := read_line(line)) is not None]

    def wait_shown(self, ready, what: str, after: int = 0, timeout: float = 120.0) -> None:
        """Until a frame reported after the first `after` ones has `ready(keys, text, size)`, or the
        game has exited. `timeout` is a net for a test that fails, never what is tested."""
        deadline = time.monotonic() + timeout
        while not any(ready(*seen) for seen in self.shown()[after:]):
            if not self.alive():
                return
            assert time.monotonic() < deadline, f"never shown: {what}\n" + \
                self.log.read_text()[-2000:]
            time.sleep(0.02)

    def click(self, x: int, y: int) -> None:
        """A left click at window coordinates (from the top left)."""
        self.xdotool("mousemove", "--window", self.window, str(x), str(y), "click", "1")

    def resize(self, width: int, height: int) -> None:
        """Resize the window, then wait until a frame of the new size is on the screen."""
        reported = len(self.shown())
        self.xdotool("windowsize", "--sync", self.window, str(width), str(height))
        self.wait_shown(lambda keys, text, size: size == (width, height),
                        f"a frame of {width}x{height}", after=reported)

    def geometry(self) -> tuple[int, int, int, int]:
        values = dict(line.split("=", 1) for line in
                      self.xdotool("getwindowgeometry", "--shell", self.window).split())
        if "X" not in values:  # going fullscreen, pyglet opens a new X window: find it again
            found = self.xdotool("search", "--onlyvisible", "--name", "^Le D").split()
            assert found, "the game window is gone"
            self.window = found[-1]
            values = dict(line.split("=", 1) for line in
                          self.xdotool("getwindowgeometry", "--shell", self.window).split())
        return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])

    def shot(self, path: Path | None = None) -> np.ndarray:
        """The window's pixels as the X server shows them."""
        from PIL import ImageGrab

        x, y, width, height = self.geometry()
        image = ImageGrab.grab(xdisplay=self.display).crop((x, y, x + width, y + height))
        if path is not None:
            image.save(path)
        return np.asarray(image.convert("RGB"))


    def shot_until(self, ready, path: Path | None = None, timeout: float = 120.0) -> np.ndarray:
        """The window's pixels once `ready(image)` holds, or the last ones after `timeout`
        seconds: a loaded machine (CI, parallel tests) may take longer than any fixed pause.
        `timeout` is a net for a test that fails, never what is tested: generous."""
        deadline = time.monotonic() + timeout
        while True:
            image = self.shot(path)
            if ready(image) or time.monotonic() > deadline or not self.alive():
                return image
            time.sleep(0.2)


def region(image: np.ndarray, left: float, top: float, right: float, bottom: float) -> np.ndarray:
    """A part of an image by fractions of its width and height, as an (n, 3) int array."""
    height, width = image.shape[:2]
    part = image[int(top * height):int(bottom * height), int(left * width):int(right * width)]
    return part.reshape(-1, 3).astype(int)


def share_of(pixels: np.ndarray, kind: str) -> float:
    """The share of `pixels` that look like `kind`: wood, felt, porcelain, text, black."""
    r, g, b = pixels[:, 0], pixels[:, 1], pixels[:, 2]
    tests = {
        "wood": (r > g) & (g > b) & (r > 80) & (r - b > 35),
        "felt": (g > r + 15) & (g > b + 5) & (g > 50),
        "porcelain": (r > 150) & (g > 150) & (b > 140) & (abs(r - g) < 40),
        "text": (r > 235) & (g > 235) & (b > 235),
        "black": (r < 12) & (g < 12) & (b < 12),
    }
    return float(tests[kind].mean())
