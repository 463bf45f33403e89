"""Work done off the window's thread (issue 32, point 3): the window never waits for a file or
a replay. A `Job` runs one call in a daemon thread; the window reads its `progress` and, once
`done`, its `result()` from its own `update` (GL and the screens stay on the main thread: the
call must touch neither). `cancel()` stops a call at its next progress report (the window has
moved on); its result is then never read. `stop_all()` cancels every job still running and
waits for them: the window calls it as it quits, so that no thread is still inside MuJoCo or a
file while the interpreter shuts down (a replay check left running there crashed the process
with SIGSEGV after Esc).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

Report = Callable[..., None]

_LIVE: set[Job] = set()  # the jobs whose thread still runs
_LIVE_LOCK = threading.Lock()


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
        with _LIVE_LOCK:
            _LIVE.add(self)
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
        finally:
            with _LIVE_LOCK:
                _LIVE.discard(self)

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


def stop_all(timeout: float | None = None) -> bool:
    """Cancel every job still running and wait for them (`timeout` seconds at most in all,
    None: as long as they take; a job stops at its next progress report); whether none is
    left running."""
    with _LIVE_LOCK:
        jobs = list(_LIVE)
    for job in jobs:
        job.cancel()
    deadline = None if timeout is None else time.monotonic() + timeout
    for job in jobs:
        job.wait(None if deadline is None else max(0.0, deadline - time.monotonic()))
    return all(job.done for job in jobs)
