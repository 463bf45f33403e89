"""How `pytest -n 2` shares the suite out between its two workers (CI's `make test`).

xdist's default, `load`, hands the tests out one by one, alternately: both workers ran some
tests of almost every module, so a set-up a module makes once for its tests (a module-scoped
fixture: a lesson played through a real window, every screen drawn at every size; a cached
helper) was made by both, minutes of CI. Here a module that makes one (`shares_setup`, read
from its source) goes to one worker whole; every other test is still handed out alone, so the
two workers stay evenly loaded. (xdist's own `loadgroup` would do it from marks, but it renames
the tests to group them, which pytest 9 ignores: it ran both workers' set-ups all the same.)

The units are handed out longest first, by the seconds tests/durations.json recorded for them
(a module's total, a test's own time, or its module's mean), so that the last units to run are
short ones and neither worker waits long at the end for the other: in the order xdist chose
(most tests first, then the files' order) a module of a few long tests could come last, with
one worker idle meanwhile. The file is made from a run's JUnit XML
(`pytest -n 2 --junitxml=run.xml`, then `python tests/scheduling.py run.xml`); only the order
of its figures matters, and a test it does not know gets its module's mean (0.2 s for a new
module)."""

from __future__ import annotations

import functools
import json
import os
import re
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from xdist.scheduler import LoadScopeScheduling

# a set-up made once and shared by a module's tests: a module- or session-scoped fixture, a
# cached helper
SHARED_SETUP = re.compile(r"scope=[\"'](?:module|session)[\"']"
                          r"|@(?:functools\.)?(?:cache|lru_cache)\b")


DURATIONS = Path(__file__).resolve().parent / "durations.json"
DURATIONS_VARIABLE = "DEBOULE_TEST_DURATIONS"  # another file (tests/test_scheduling.py)
UNKNOWN_SECONDS = 0.2  # a test of a module the file does not know
SLOW_TEST = 1.0  # s: a test this long is recorded by name, the others by their module's mean


@functools.cache
def recorded() -> tuple[dict[str, tuple[float, int]], dict[str, float]]:
    """({module path: (seconds, tests)}, {test id: seconds}) from tests/durations.json; empty
    when it cannot be read (the order is then xdist's own)."""
    try:
        data = json.loads(Path(os.environ.get(DURATIONS_VARIABLE) or DURATIONS).read_text(
            encoding="utf-8"))
        files = {name: (float(total), int(count)) for name, (total, count) in data["files"].items()}
        tests = {name: float(seconds) for name, seconds in data["tests"].items()}
    except (OSError, ValueError, KeyError, TypeError):
        return {}, {}
    return files, tests


def expected_seconds(unit: str, nodeids: list[str]) -> float:
    """How long a unit of work (a module, or one test) took when recorded."""
    files, tests = recorded()
    module = unit.split("::", 1)[0]
    total, count = files.get(module, (UNKNOWN_SECONDS, 1))
    if unit == module and module in files:
        return total
    mean = total / max(count, 1)
    return sum(tests.get(nodeid, mean) for nodeid in nodeids)


def write_durations(junit_xml: Path, out: Path = DURATIONS) -> int:
    """tests/durations.json from a run's JUnit XML; the number of tests read."""
    files: dict[str, list[float]] = {}
    tests: dict[str, float] = {}
    for case in ElementTree.parse(junit_xml).iter("testcase"):
        parts = case.get("classname", "").split(".")
        module_at = next((i for i, part in enumerate(parts) if part.startswith("test_")), None)
        if module_at is None:
            continue
        module = "/".join(parts[:module_at + 1]) + ".py"
        nodeid = "::".join([module, *parts[module_at + 1:], case.get("name", "")])
        seconds = float(case.get("time", 0.0))
        entry = files.setdefault(module, [0.0, 0])
        entry[0] += seconds
        entry[1] += 1
        if seconds >= SLOW_TEST:
            tests[nodeid] = round(seconds, 1)
    lines = ['{"files": {']
    lines.append(",\n".join(f"{json.dumps(name)}: [{total:.1f}, {count}]"
                            for name, (total, count) in sorted(files.items())))
    lines.append('}, "tests": {')
    lines.append(",\n".join(f"{json.dumps(name, ensure_ascii=False)}: {seconds}"
                            for name, seconds in sorted(tests.items())))
    lines.append("}}")
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return sum(count for _, count in files.values())


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

    def schedule(self) -> None:
        """xdist's first distribution (LoadScopeScheduling.schedule, whose steps these are),
        with the work queue ordered longest first; later calls are xdist's own."""
        if self.collection is not None or not self.collection_is_completed \
                or not self._check_nodes_have_same_collection():
            super().schedule()
            return
        collection = list(next(iter(self.registered_collections.values())))
        if not collection:
            super().schedule()
            return
        self.collection = collection
        units: dict[str, dict[str, bool]] = {}
        for nodeid in collection:
            units.setdefault(self._split_scope(nodeid), {})[nodeid] = False
        for unit in sorted(units, key=lambda name: -expected_seconds(name, list(units[name]))):
            self.workqueue[unit] = units[unit]
        for _ in range(max(0, len(self.nodes) - len(self.workqueue))):  # more workers than work
            unused, _assigned = self.assigned_work.popitem()
            unused.shutdown()
        for node in self.nodes:
            self._assign_work_unit(node)
        for node in self.nodes:
            self._reschedule(node)
        if not self.workqueue:
            for node in self.nodes:
                node.shutdown()


if __name__ == "__main__":
    read = write_durations(Path(sys.argv[1]))
    print(f"{DURATIONS}: {read} tests")
