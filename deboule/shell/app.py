"""`deboule play`: the window, or a headless bot match when there is no display.

A display named by DISPLAY that cannot be opened (no X server there) is one line in French and
English and a non-zero exit, not pyglet's traceback (issue 32, point 5): the display is
probed before pyglet builds its first window (importing pyglet.gl opens one)."""

from __future__ import annotations

import os
import sys

from deboule.text.i18n import Phrase

EXIT_NO_DISPLAY = 1
_SHOWN = 40  # characters of a display's name told (it comes from the environment)


def display_available() -> bool:
    if sys.platform.startswith("linux"):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def unreachable_display() -> str | None:
    """The display named by the environment (`DISPLAY=:987`) when pyglet cannot open it; else
    None (it opens, or the system is not one where pyglet opens an X display: it opens its own
    window). pyglet opens X displays only: a WAYLAND_DISPLAY alone is one it cannot open."""
    if not sys.platform.startswith("linux") or not display_available():
        return None
    # loaded on first use, not with this module: pyglet (43 ms)
    import pyglet.display
    from pyglet.display.xlib import NoSuchDisplayException

    try:
        pyglet.display.get_display()  # kept: the window opens on this same display
    except NoSuchDisplayException:
        variable = "DISPLAY" if os.environ.get("DISPLAY") else "WAYLAND_DISPLAY"
        name = os.environ.get(variable, "")
        return f"{variable}={name if len(name) <= _SHOWN else name[:_SHOWN - 1] + '…'}"
    return None


def say_unreachable(key: str) -> bool:
    """Whether the display cannot be opened; if so, it is told in one line (`key`: the line
    for `play` or for `replay --watch`, each saying what works without DISPLAY)."""
    name = unreachable_display()
    if name is None:
        return False
    # loaded on first use, not with this module: the translations (4 ms)
    from deboule.text.terminal import warn

    warn(Phrase("cli.error", reason=Phrase(key, display=name)).both())
    return True


def run(args) -> int:
    if not display_available():
        if getattr(args, "resume", False):  # the bot match would be something else entirely
            # loaded on first use, not with this module: the translations (4 ms)
            from deboule.text.terminal import warn

            warn(Phrase("headless.no_resume").both())
            return 1
        if getattr(args, "online", None):  # a room's seat needs the window: nothing is played
            # loaded on first use, not with this module: the translations (5 ms)
            from deboule.text.terminal import warn

            warn(Phrase("headless.no_online").both())
            return EXIT_NO_DISPLAY
        # loaded on first use, not with this module: every game, a game's modules (10 ms)
        from deboule import registry

        return registry.DEFAULT.headless_play()(args)
    if say_unreachable("cli.display_unreachable.play"):
        return EXIT_NO_DISPLAY
    # loaded on first use, not with this module: pyglet, numpy, the rules' core (91 ms)
    from deboule.shell.window import GameApp

    online = None
    if getattr(args, "online", None):
        online = {"url": args.online, "room": args.room or "", "seat": args.seat,
                  "name": args.name or "", "watch": bool(args.watch)}
    return GameApp(lang=getattr(args, "lang", None), resume=getattr(args, "resume", False),
                   online=online).run()
