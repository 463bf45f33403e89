"""`deboule play`: the window, or a headless bot match when there is no display."""

from __future__ import annotations

import os
import sys


def display_available() -> bool:
    if sys.platform.startswith("linux"):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def run(args) -> int:
    if not display_available():
        from game.headless import run_headless

        return run_headless(args)
    from game.window import GameApp

    return GameApp(lang=getattr(args, "lang", None), resume=getattr(args, "resume", False)).run()
