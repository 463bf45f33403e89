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
