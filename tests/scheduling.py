"""How `pytest -n 2` shares the suite out between its two workers (CI's `make test`).

xdist's default, `load`, hands the tests out one by one, alternately: both workers ran some
tests of almost every module, so a set-up a module makes once for its tests (a module-scoped
fixture: a lesson played through a real window, every screen drawn at every size; a cached
helper) was made by both, minutes of CI. Here a module that makes one (`shares_setup`, read
from its source) goes to one worker whole; every other test is still handed out alone, so the
two workers stay evenly loaded. (xdist's own `loadgroup` would do it from marks, but it renames
the tests to group them, which pytest 9 ignores: it ran both workers' set-ups all the same.)"""

from __future__ import annotations

import functools
import re
from pathlib import Path

from xdist.scheduler import LoadScopeScheduling

# a set-up made once and shared by a module's tests: a module- or session-scoped fixture, a
# cached helper
SHARED_SETUP = re.compile(r"scope=[\"'](?:module|session)[\"']"
                          r"|@(?:functools\.)?(?:cache|lru_cache)\b")


@functools.cache
def shares_setup(path: Path) -> bool:
    """Whether the test module at `path` makes a costly set-up once for its tests."""
    return path.name.startswith("test_") and path.suffix == ".py" and path.is_file() \
        and bool(SHARED_SETUP.search(path.read_text(encoding="utf-8")))


class SharedSetupScheduling(LoadScopeScheduling):
    """xdist's `loadscope` with a module as one unit of work when it shares a set-up, and each
    other test as a unit of its own (`load`). Units are handed out biggest first, then as the
    workers free up."""

    def _split_scope(self, nodeid: str) -> str:  # xdist's hook for what makes a unit
        module = nodeid.split("::", 1)[0]  # a test's id starts with its file, from the root
        return module if shares_setup(self.config.rootpath / module) else nodeid
