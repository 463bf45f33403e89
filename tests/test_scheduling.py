"""`pytest -n 2` (CI) runs a module that makes a set-up once for its tests on one worker, and
hands the other tests out to both (tests/scheduling.py): a throwaway suite run by xdist with
this checkout's conftest hook counts who made its module fixture."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CONFTEST = f"""
import importlib.util

spec = importlib.util.spec_from_file_location("checkout_conftest",
                                              {str(ROOT / "tests" / "conftest.py")!r})
checkout = importlib.util.module_from_spec(spec)
spec.loader.exec_module(checkout)
pytest_xdist_make_scheduler = checkout.pytest_xdist_make_scheduler
"""

SHARED = """
import os

import pytest


@pytest.fixture(scope="module")
def made():
    with open("made.txt", "a") as out:
        out.write(f"{os.getpid()}\\n")


@pytest.mark.parametrize("n", range(8))
def test_shared(made, n):
    with open("ran.txt", "a") as out:
        out.write(f"{os.getpid()}\\n")
"""

ALONE = """
import os

import pytest


@pytest.mark.parametrize("n", range(8))
def test_alone(n):
    with open("ran.txt", "a") as out:
        out.write(f"{os.getpid()}\\n")
"""


def test_a_module_s_set_up_is_made_by_one_worker_and_both_workers_work(tmp_path):
    (tmp_path / "conftest.py").write_text(CONFTEST, encoding="utf-8")
    (tmp_path / "test_shared.py").write_text(SHARED, encoding="utf-8")
    (tmp_path / "test_alone.py").write_text(ALONE, encoding="utf-8")
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "2", "-p",
                           "no:cacheprovider", "-o", "addopts=", "test_shared.py",
                           "test_alone.py"], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    made = (tmp_path / "made.txt").read_text().split()
    ran = (tmp_path / "ran.txt").read_text().split()
    assert len(ran) == 16
    assert len(made) == 1, "both workers made the module's set-up"
    assert len(set(ran)) == 2, "one worker did everything"


QUICK = """
import os

import pytest


@pytest.mark.parametrize("n", range(12))
def test_quick(n):
    with open("order.txt", "a") as out:
        out.write(f"quick {os.getpid()}\\n")
"""

SLOW = """
import os


def test_slow():
    with open("order.txt", "a") as out:
        out.write(f"slow {os.getpid()}\\n")
"""


def test_the_longest_recorded_units_are_handed_out_first(tmp_path):
    """The module recorded as long (tests/durations.json, here a file of the test's own) starts
    among the first units, though its name and its one test would put it last."""
    (tmp_path / "conftest.py").write_text(CONFTEST, encoding="utf-8")
    (tmp_path / "test_a_quick.py").write_text(QUICK, encoding="utf-8")
    (tmp_path / "test_z_slow.py").write_text(SLOW, encoding="utf-8")
    durations = tmp_path / "durations.json"
    durations.write_text('{"files": {"test_a_quick.py": [1.2, 12], "test_z_slow.py": [60.0, 1]},'
                         ' "tests": {"test_z_slow.py::test_slow": 60.0}}', encoding="utf-8")
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", DEBOULE_TEST_DURATIONS=str(durations))
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "2", "-p",
                           "no:cacheprovider", "-o", "addopts=", "test_a_quick.py",
                           "test_z_slow.py"], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    order = (tmp_path / "order.txt").read_text().split("\n")
    slow_worker = next(line.split()[1] for line in order if line.startswith("slow"))
    ran_by_it = [line.split()[0] for line in order if line.endswith(slow_worker)]
    assert ran_by_it[0] == "slow", order  # its worker's first test
