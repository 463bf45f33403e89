"""The game installs like any Python application (issue 31 point 6): the wheel built from this
checkout holds the game's own packages with their shaders and data, and nothing else (no
bench/, tests/ or scripts/); installed in a fresh virtual environment outside the checkout, its
`deboule` command plays a whole `sim` of each game and `deboule play` with no display (which
draws the final table with the shaders), from a folder outside the checkout, and writes nothing
into the installed copy; `deboule bench` says in one line that the benchmarks stay with the
sources.

Offline and quick: the wheel is built without build isolation (`setuptools` of the dev extras)
and installed without its dependencies, which the new environment sees through a .pth file
naming this interpreter's site-packages (not the checkout). Marked `packaging` so that a fast
subset may leave it out (`-m "not packaging"`)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
OWN_PACKAGES = {"spatial", "physics", "rules", "game", "assets", "shaders"}
# one short whole game each: novice bots, the short variants where a game has one
SIMS = {
    "deboule": ["--bots", "novice"],
    "cul-de-chouette": ["--bots", "novice"],
    "enculette": ["--bots", "novice", "--preset", "broc=3"],
    "chamot": ["--bots", "novice", "--preset", "short"],
}
TIMEOUT = 900  # seconds; a guard only, the commands take a few seconds of CPU each

pytestmark = pytest.mark.packaging


def _run(command: list[str], **options) -> str:
    """Run `command`; its standard output, or a failure that shows its standard error."""
    done = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT, **options)
    assert done.returncode == 0, (command, done.stderr[-3000:])
    return done.stdout


def _skip_checkout_clutter(folder: str, names: list[str]) -> set[str]:
    """What a copy of the checkout leaves out: environments, history, caches, past builds and
    the documentation (26 MB of screenshots no package needs)."""
    ignored = {name for name in names if name in {"__pycache__", ".pytest_cache", ".ruff_cache",
                                                  ".hypothesis"} or name.endswith(".egg-info")}
    if Path(folder) == ROOT:
        ignored |= {name for name in names if name in {".venv", ".git", "docs", "out", "build",
                                                       "dist"}}
    return ignored


def build_wheel(tmp_path: Path) -> Path:
    """The wheel of a copy of the checkout (setuptools builds in its source tree: the copy keeps
    the checkout clean and no stale build/ leaks into the wheel)."""
    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=_skip_checkout_clutter)
    dist = tmp_path / "dist"
    # (an old environment's setuptools before 70.1 cannot: `pip install -e '.[dev]'` again)
    _run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-index",
          "--no-build-isolation", "--wheel-dir", str(dist), str(source)])
    (wheel,) = dist.glob("deboule-*.whl")
    return wheel


def fresh_venv(tmp_path: Path, wheel: Path) -> Path:
    """A new virtual environment outside the checkout with the wheel installed, the game's
    dependencies seen from this interpreter's site-packages; its site-packages folder."""
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)])
    python = venv / "bin" / "python"
    _run([sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet",
          "--no-deps", "--no-index", str(wheel)])
    site = Path(_run([str(python), "-c", "import sysconfig; "
                      "print(sysconfig.get_paths()['purelib'])"]).strip())
    # this interpreter's site-packages (where the dependencies are), never the checkout itself;
    # written after the install, so that pip sees no other deboule (this checkout's editable one)
    theirs = sorted({folder for folder in sys.path
                     if Path(folder).name in ("site-packages", "dist-packages")})
    assert theirs and not any(Path(folder).resolve() == ROOT for folder in theirs)
    (site / "dependencies.pth").write_text("\n".join(theirs) + "\n", encoding="utf-8")
    return site


def _files(folder: Path) -> dict[str, int]:
    """Every file under `folder` but compiled bytecode, with its modification time."""
    return {str(path.relative_to(folder)): path.stat().st_mtime_ns
            for path in folder.rglob("*") if path.is_file() and path.suffix != ".pyc"}


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    return build_wheel(tmp_path_factory.mktemp("wheel"))


def test_the_wheel_holds_the_game_packages_and_their_data_only(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    tops = {name.split("/")[0] for name in names if not name.split("/")[0].endswith(".dist-info")}
    assert tops == OWN_PACKAGES  # no bench/, tests/, scripts/
    for folder in ("assets", "shaders"):
        shipped = {p.name for p in (ROOT / folder).iterdir() if p.is_file()
                   and p.suffix != ".pyc"}
        assert shipped > {"__init__.py"}
        assert {f"{folder}/{name}" for name in shipped} <= set(names), folder
    # the browser seat's built page (game/online/web_http.py serves it from the package)
    built = {p.name for p in (ROOT / "game" / "online" / "web_static").iterdir()}
    assert {"index.html", "app.js", "style.css"} <= built
    assert {f"game/online/web_static/{name}" for name in built} <= set(names)


def test_the_installed_game_plays_every_game_from_outside_the_checkout(wheel, tmp_path):
    site = fresh_venv(tmp_path, wheel)
    venv = site.parents[2]
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "PYTHONPATH", "PYTHONHOME")}
    # a first run's empty cache: Chamot builds its lexicon index and word ranks there
    env.update(DEBOULE_DATA_DIR=str(tmp_path / "data"), DEBOULE_CONFIG_DIR=str(tmp_path / "cfg"),
               DEBOULE_CACHE_DIR=str(tmp_path / "cache"), TMPDIR=str(elsewhere),
               PATH=f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}")

    # the installed copy is what runs: every package of ours from the new site-packages
    origins = json.loads(_run(
        [str(venv / "bin" / "python"), "-c",
         "import importlib.util as u, json; print(json.dumps({n: u.find_spec(n) and "
         "u.find_spec(n).origin for n in ('game', 'rules', 'physics', 'spatial', 'assets', "
         "'shaders', 'bench')}))"], cwd=elsewhere, env=env))
    assert origins.pop("bench") is None
    for name, origin in origins.items():
        assert Path(origin).is_relative_to(site), (name, origin)
    before = _files(venv)

    deboule = str(venv / "bin" / "deboule")
    runs = {game: subprocess.Popen(
        [deboule, "sim", "--game", game, *options, "--seed", "1", "--quiet", "--record",
         str(elsewhere / f"{game}.json")],
        cwd=elsewhere, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for game, options in SIMS.items()}
    runs["play"] = subprocess.Popen([deboule, "play", "--lang", "en"], cwd=elsewhere, env=env,
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    runs["bench"] = subprocess.Popen([deboule, "bench", "physics"], cwd=elsewhere, env=env,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    done = {name: (*run.communicate(timeout=TIMEOUT), run.returncode)
            for name, run in runs.items()}

    # the benchmarks are not installed: one line in French and English, not a traceback
    out, err, status = done.pop("bench")
    assert (status, out) == (2, "") and len(err.strip().splitlines()) == 1, err[-3000:]
    assert err.startswith("erreur : les mesures") and " / error: the benchmarks" in err
    for name, (_out, err, status) in done.items():
        assert status == 0 and "Traceback" not in err, (name, err[-3000:])
    for game in SIMS:
        record = json.loads((elsewhere / f"{game}.json").read_text(encoding="utf-8"))
        assert record["game"] == game and record["final"], game
    out = done["play"][0]
    assert "No display" in out and "wins" in out
    picture = np.asarray(Image.open(tmp_path / "data" / "final-table.png").convert("RGB"),
                         dtype=float)
    centre = picture[200:520, 200:1100].reshape(-1, 3).mean(axis=0)
    assert picture.std() > 20 and centre[0] > centre[1] > centre[2]  # the shaders' wooden table
    assert {path.name.split("-")[1] for path in (tmp_path / "cache").iterdir()} == {"fr",
                                                                                  "wordfreq"}
    assert _files(venv) == before  # no cache, record or setting written into the installed copy
