"""Frames on a fixed grid: the game's loop draws at most 60 frames a second, each due one period
after the one before it was due (not after it ran).

pyglet's interval schedule (`pyglet.app.run(1 / 60)`) counts each period from when the last
frame actually began, so every late wake-up of the event loop (~0.5 ms) is lost for good: asked
for 60 it drew 57–58 frames a second even of a still view that costs 3 ms. On a grid, a late
frame is followed by an early one; a frame a whole period late or more starts a new grid (at
most one early frame, never a burst of them to catch up).
"""

from __future__ import annotations

import math
import os
from collections.abc import Mapping

from deboule.text.i18n import Phrase
from deboule.text.terminal import warn

FPS = 60
# a lower cap on the frame rate: the tests that drive the real window under Xvfb, whose frames
# prove nothing but what they show once shown (each frame costs a software rasteriser's CPU)
FPS_VARIABLE = "DEBOULE_FPS"
MIN_FPS = 1.0


class FramePacer:
    def __init__(self, fps: float = FPS) -> None:
        if not (math.isfinite(fps) and fps > 0.0):
            raise ValueError(f"fps must be a positive number, got {fps!r}")
        self.period = 1.0 / fps
        self._due: float | None = None

    def delay(self, now: float) -> float:
        """Seconds from `now` (a frame has just begun or ended) until the next frame is due."""
        if self._due is None:
            self._due = now
        self._due += self.period
        if self._due <= now - self.period:  # a period or more behind: a new grid from now
            self._due = now + self.period
        return max(0.0, self._due - now)


def asked_fps(environ: Mapping[str, str] = os.environ) -> float:
    """The frame rate the loop draws at: `FPS`, or the lower one `DEBOULE_FPS` asks for. A value
    that is not a rate from `MIN_FPS` to `FPS` is said in one line and `FPS` kept."""
    text = environ.get(FPS_VARIABLE, "").strip()
    if not text:
        return float(FPS)
    try:
        fps = float(text)
    except ValueError:
        fps = math.nan
    if not MIN_FPS <= fps <= FPS:  # NaN too
        warn(Phrase("shell.bad_fps", variable=FPS_VARIABLE, value=text[:40],
                    low=int(MIN_FPS), high=FPS).both())
        return float(FPS)
    return fps
