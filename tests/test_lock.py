"""The environment is the lock: what CI tests is what players get (docs/install.md, "The lock").

uv.lock fixes every package at one version with its hashes; `make venv` installs it with
`uv sync --locked`. These tests read the lock as data (tomllib) and hold three things true: the
packages that decide the physics' bits are pinned in the wheel's own dependencies to the very
versions the lock holds; every package of the lock that this interpreter needs is installed at
the lock's version (a `pip install -U` by hand, or a lock that was not installed, fails here);
and the lock still answers pyproject.toml (uv's own check, offline).
"""

from __future__ import annotations

import re
import subprocess
import tomllib
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement

from deboule.replays.records import ENGINE_PACKAGES

ROOT = Path(__file__).resolve().parent.parent
LOCK = ROOT / "uv.lock"
PYPROJECT = ROOT / "pyproject.toml"


def _lock() -> dict:
    return tomllib.loads(LOCK.read_text(encoding="utf-8"))


def _locked_versions() -> dict[str, list[str]]:
    versions: dict[str, list[str]] = {}
    for package in _lock()["package"]:
        if "version" in package and package["name"] != "deboule":
            versions.setdefault(package["name"], []).append(package["version"])
    return versions


def _project_requirements() -> list[Requirement]:
    project = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]
    return [Requirement(text) for text in project["dependencies"]]


def test_the_engine_is_pinned_in_the_wheel_to_the_locked_version():
    pins = {req.name: req.specifier for req in _project_requirements()}
    locked = _locked_versions()
    for name in ENGINE_PACKAGES:
        specifier = str(pins[name])
        assert re.fullmatch(r"==\d+(\.\d+)*", specifier), f"{name} is not pinned: {specifier}"
        assert locked[name] == [specifier[2:]], (name, locked[name], specifier)


def test_every_locked_package_is_installed_at_its_locked_version():
    """The running environment (CI's .venv) holds the lock's versions, for every package the
    lock resolves for this interpreter and platform (the dev extra included)."""
    locked = _lock()["package"]
    checked = 0
    for package in locked:
        name = package["name"]
        if name == "deboule" or "version" not in package:
            continue
        try:
            installed = metadata.version(name)
        except metadata.PackageNotFoundError:
            continue  # another platform's or another Python's (colorama on Windows...)
        versions = _locked_versions()[name]  # more than one: one per range of Pythons
        assert installed in versions, f"{name} {installed}, locked {versions}"
        checked += 1
    for name in ("mujoco", "numpy", "pytest", "websockets"):
        assert metadata.version(name) in _locked_versions()[name]
    assert checked >= 30, checked


def test_uv_itself_is_installed_from_hashes():
    text = (ROOT / "requirements" / "uv.txt").read_text(encoding="utf-8")
    assert re.search(r"^uv==\d+\.\d+\.\d+", text, re.M)
    assert text.count("--hash=sha256:") >= 10  # one per platform's wheel


@pytest.mark.skipif(not (ROOT / ".venv-tools" / "bin" / "uv").exists(),
                    reason="uv comes with `make venv`; this environment was made otherwise")
def test_the_lock_answers_pyproject():
    done = subprocess.run([str(ROOT / ".venv-tools" / "bin" / "uv"), "lock", "--check",
                           "--offline", "--quiet"], cwd=ROOT, capture_output=True, text=True,
                          check=False, timeout=120)
    assert done.returncode == 0, done.stderr


def test_every_locked_wheel_carries_a_hash():
    for package in _lock()["package"]:
        for wheel in package.get("wheels", []):
            assert wheel.get("hash", "").startswith("sha256:"), package["name"]
