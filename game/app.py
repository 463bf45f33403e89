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
        if getattr(args, "resume", False):  # the bot match would be something else entirely
            from game.i18n import Phrase
            from game.terminal import warn

            warn(Phrase("headless.no_resume").both())
            return 1
        from game import registry

        return registry.DEFAULT.headless_play()(args)
    from game.window import GameApp

    return GameApp(lang=getattr(args, "lang", None), resume=getattr(args, "resume", False)).run()
