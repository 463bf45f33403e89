"""`make test` (CI's command, .ci/run) compiles each module once for the whole suite: its pytest
runs with bytecode written, into the venv, even where the environment says not to write any
(PYTHONDONTWRITEBYTECODE: then both workers and every game process a test starts compiled
every module they imported again)."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("target", ["test", "test-fast"])
def test_the_suite_writes_its_bytecode_once_into_the_venv(target):
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    planned = subprocess.run(["make", "-n", target], cwd=ROOT, env=env, capture_output=True,
                             text=True, timeout=60, check=True).stdout
    (line,) = [line for line in planned.splitlines() if " -m pytest" in line]
    words = shlex.split(line, comments=True)
    assert words[0] == "env" and words[1:3] == ["-u", "PYTHONDONTWRITEBYTECODE"], line
    prefix = next(word.split("=", 1)[1] for word in words if word.startswith(
        "PYTHONPYCACHEPREFIX="))
    assert Path(prefix).is_absolute() and Path(prefix).is_relative_to(ROOT / ".venv"), prefix
    # what that environment gives the suite's processes: bytecode written under the prefix
    run = subprocess.run(
        [*words[:words.index("-m")], "-c",
         "import sys; print(sys.dont_write_bytecode, sys.pycache_prefix)"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60, check=True).stdout
    assert run.split() == ["False", prefix]
