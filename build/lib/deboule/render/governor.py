"""Graphics quality "auto": start at high, step down to low once if high cannot keep 60 FPS.

The frames that cost most are those of a moving camera (every one a full redraw: orbit, the
camera following a throw, transitions); a still view redraws only where pieces move. So only
the moving camera's frames are judged: when the middle frame of the last `WINDOW` of them came
later than `MIN_FPS` allows, the machine cannot carry high and the game steps down to low for
the rest of the session (a player who wants high anyway chooses it in the settings). On the
2-core llvmpipe machine of docs/rendering.md high's moving camera runs at 45–57 FPS, low's at
its 60.

A median, not a mean: a bot's decision or a new log line may hold one frame up, which says
nothing of the rendering. The game's loop draws at most 60 frames a second, so a machine that
keeps up shows ~59: `MIN_FPS` leaves room for that loop's own jitter.
"""

from __future__ import annotations

import math
from collections import deque

WINDOW = 120  # moving-camera frames judged together (2 s at 60 FPS)
MIN_FPS = 55.0


class FrameGovernor:
    """Fed every drawn frame's interval (seconds since the previous frame began) and whether
    the camera moved in it; `note` answers True once, when quality should step down."""

    def __init__(self, window: int = WINDOW, min_fps: float = MIN_FPS) -> None:
        if window < 1 or not min_fps > 0.0:
            raise ValueError(f"window must be >= 1 and min_fps > 0, got {window}, {min_fps}")
        self.min_fps = min_fps
        self._moving: deque[float] = deque(maxlen=window)
        self.stepped_down = False

    def note(self, interval: float, camera_moving: bool) -> bool:
        if self.stepped_down or not camera_moving:
            return False
        if not math.isfinite(interval) or interval <= 0.0:
            return False  # a clock that went backwards, or no interval: nothing to judge
        self._moving.append(interval)
        if len(self._moving) < self._moving.maxlen:
            return False
        ordered = sorted(self._moving)
        if ordered[len(ordered) // 2] * self.min_fps > 1.0:
            self.stepped_down = True
            return True
        return False

    @property
    def judged(self) -> int:
        """Moving-camera frames in the window being judged."""
        return len(self._moving)
