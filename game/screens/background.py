"""Work done off the window's thread (issue 32, point 3): the window never waits for a file or
a replay. A `Job` runs one call in a daemon thread; the window reads its `progress` and, once
`done`, its `result()` from its own `update` (GL and the screens stay on the main thread: the
call must touch neither). `cancel()` stops a call at its next progress report (the window has
moved on); its result is then never read.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

Report = Callable[..., None]


class Cancelled(Exception):  # noqa: N818 - a state, not a fault
    """Raised inside a cancelled job at its next progress report."""


class Job:
    """`work(report)` run in a thread; `report(*values)` sets `progress` (read by the window)."""

    def __init__(self, work: Callable[[Report], Any], name: str) -> None:
        self.progress: tuple = ()
        self._cancelled = threading.Event()
        self._result: Any = None
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, args=(work,), name=name, daemon=True)
        self._thread.start()

    def _report(self, *values: Any) -> None:
        if self._cancelled.is_set():
            raise Cancelled
        self.progress = values

    def _run(self, work: Callable[[Report], Any]) -> None:
        try:
            self._result = work(self._report)
        except BaseException as exc:  # noqa: BLE001 - handed to the window, which tells it
            self._error = exc

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()

    def result(self) -> Any:
        """The call's value (its exception raised again); only once `done`."""
        self._thread.join()
        if self._error is not None:
            raise self._error
        return self._result

    def cancel(self) -> None:
        self._cancelled.set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until done (tests and the command line only; never the window's loop)."""
        self._thread.join(timeout)
        return self.done
