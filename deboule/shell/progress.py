"""Progress bars for long command-line runs (sims, replay checks, benchmarks), with tqdm.

A bar shows on the standard error only when it is a terminal, and only once the run has lasted
`DELAY` seconds (short runs stay silent); never in a pipe, a file or a CI log, so printed output
and records are the same with or without it; never from a thread other than the main one (the
window checks a record in a background thread, deboule/screens/background.py: the window shows its
progress, the terminal it was started from stays quiet). When the standard output is that same
terminal and prints the run line by line, the lines are the progress: no bar then either.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable

from deboule.text.terminal import bar_stream, is_terminal

DELAY = 2.0  # seconds before a bar appears (DEBOULE_PROGRESS_DELAY overrides, for tests)


def wanted(prints_lines: bool = False) -> bool:
    """Whether a bar may be drawn: the standard error is a terminal, the run does not
    already print itself on that terminal, and it is the main thread's (a command's run, not a
    window's background work)."""
    if threading.current_thread() is not threading.main_thread() or not is_terminal("stderr"):
        return False
    return not (prints_lines and is_terminal("stdout"))


def bar(total: float | None, desc: str, unit: str = "", prints_lines: bool = False):
    """A tqdm bar on the standard error (disabled when not `wanted`), through
    deboule/text/terminal.py like every line the program prints."""
    # loaded on first use, not with this module: tqdm (27 ms)
    from tqdm import tqdm

    delay = float(os.environ.get("DEBOULE_PROGRESS_DELAY", DELAY))
    return tqdm(total=total, desc=desc, unit=unit, file=bar_stream(), delay=delay, leave=False,
                disable=not wanted(prints_lines), dynamic_ncols=True, mininterval=0.2)


class Watch:
    """A bar fed by polling `count()` from a small thread while a long call runs (a replay
    has no step callback: its trace grows as it goes)."""

    def __init__(self, total: float | None, desc: str, count: Callable[[], float],
                 unit: str = "") -> None:
        self.bar = bar(total, desc, unit)
        self.count = count
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.wait(0.2):
            self.bar.n = self.count()
            self.bar.refresh()

    def __enter__(self) -> Watch:
        if not self.bar.disable:
            self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join()
        self.bar.close()
