"""What each test costs: wall time, the pytest worker's own CPU and the CPU of the processes it
started (game windows, sims, servers, chromium, Xvfb: counted when reaped), per test and per
module; how CI's time (issue 43: under ten minutes on two cores) was found and is kept.

A pytest plugin and a report:

    SUITE_COSTS=/tmp/costs.jsonl python -m pytest -n 2 -p bench.suite_costs
    python -m bench.suite_costs /tmp/costs.jsonl [/tmp/costs-before.jsonl] [--top N]

The report prints the totals (summed wall, CPU, and the wall no CPU was counted for: waits) and
the modules costing most, with the figures of an earlier run beside them when one is given.
Compare two runs made on one machine with nothing else running.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import resource
import time
from collections import defaultdict
from pathlib import Path

import pytest

LOG_VARIABLE = "SUITE_COSTS"
FIELDS = ("wall", "self", "children")


def _cpu() -> tuple[float, float]:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, children.ru_utime + children.ru_stime


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    """One line per test (set-up, call and tear-down together) appended to $SUITE_COSTS."""
    began, (own, children) = time.perf_counter(), _cpu()
    yield
    path = os.environ.get(LOG_VARIABLE)
    if not path:
        return
    ended, (own_after, children_after) = time.perf_counter(), _cpu()
    line = {"id": item.nodeid, "wall": ended - began, "self": own_after - own,
            "children": children_after - children}
    with open(path, "a", encoding="utf-8") as log:  # one write per line: workers append
        log.write(json.dumps(line) + "\n")


def read_costs(path: Path) -> dict[str, dict[str, float]]:
    """{module: {wall, self, children, tests}} from a log; a line that is not a test's figures
    is skipped."""
    modules: dict[str, dict[str, float]] = defaultdict(
        lambda: {"wall": 0.0, "self": 0.0, "children": 0.0, "tests": 0})
    with open(path, encoding="utf-8") as log:
        for text in log:
            try:
                line = json.loads(text)
                values = [float(line[field]) for field in FIELDS]
                module = str(line["id"]).split("::")[0]
            except (ValueError, KeyError, TypeError):
                continue
            if not all(math.isfinite(v) and v >= 0.0 for v in values):
                continue
            costs = modules[module]
            for field, value in zip(FIELDS, values, strict=True):
                costs[field] += value
            costs["tests"] += 1
    return dict(modules)


def totals(modules: dict[str, dict[str, float]]) -> dict[str, float]:
    summed = {field: sum(m[field] for m in modules.values()) for field in (*FIELDS, "tests")}
    summed["waiting"] = sum(max(0.0, m["wall"] - m["self"] - m["children"])
                            for m in modules.values())
    return summed


def report(after: dict, before: dict | None = None, top: int = 25) -> list[str]:
    def figures(costs: dict | None) -> str:
        if costs is None:
            return "-"
        return f"{costs['wall']:.1f} s wall, {costs['self'] + costs['children']:.1f} s CPU"

    lines = []
    for title, modules in (("before", before), ("after", after)):
        if modules is not None:
            t = totals(modules)
            lines.append(f"{title}: {int(t['tests'])} tests, summed wall {t['wall']:.0f} s, "
                         f"CPU {t['self']:.0f} s in pytest + {t['children']:.0f} s in the "
                         f"processes it started, waiting {t['waiting']:.0f} s")
    lines.append("module: " + ("before -> after" if before is not None else "costs"))
    for module in sorted(after, key=lambda m: -after[m]["wall"])[:top]:
        now = figures(after[module])
        lines.append(f"  {module}: {figures(before.get(module)) + ' -> ' if before else ''}"
                     f"{now}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.suite_costs",
                                     description="What each test module costs.")
    parser.add_argument("log", type=Path)
    parser.add_argument("before", type=Path, nargs="?")
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args(argv)
    try:
        after = read_costs(args.log)
        before = read_costs(args.before) if args.before else None
    except OSError as error:
        parser.exit(2, f"illisible / unreadable: {error.filename}\n")
    for line in report(after, before, max(1, args.top)):
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
