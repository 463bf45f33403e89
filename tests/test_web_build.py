"""The browser seat's built files (deboule/online/web_static/, shipped in the wheel) are what a
fresh build of its sources (web/) gives, byte for byte: `npm ci` then `npm run build` in web/
(esbuild, about a second). CI has Node; a machine without it cannot check this."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
BUILT = ROOT / "deboule" / "online" / "web_static"


@pytest.mark.skipif(shutil.which("node") is None or shutil.which("npm") is None,
                    reason="Node builds the browser seat (CI has it)")
def test_the_built_files_are_a_fresh_build_of_the_sources(tmp_path):
    if not (WEB / "node_modules" / "esbuild").is_dir():  # the locked packages (package-lock)
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=WEB, check=True,
                       timeout=600, capture_output=True)
    subprocess.run(["node", "build.mjs", str(tmp_path)], cwd=WEB, check=True, timeout=120,
                   capture_output=True)
    fresh = sorted(p.name for p in tmp_path.iterdir())
    assert fresh == sorted(p.name for p in BUILT.iterdir() if not p.name.startswith("."))
    for name in fresh:
        assert (tmp_path / name).read_bytes() == (BUILT / name).read_bytes(), (
            f"deboule/online/web_static/{name} is not a build of web/src: run `npm run build` "
            "in web/")


def test_the_wheel_declares_the_built_files():
    import tomllib

    data = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    assert "web_static/*" in data["tool"]["setuptools"]["package-data"]["deboule.online"]
