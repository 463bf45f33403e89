"""The game installs like any Python application (issue 31 point 6, issue 46 point 7): the wheel
built from this checkout holds the game's own packages with their shaders and data, Chamot's
French dictionary and its licence, `py.typed`, and nothing else (no bench/, tests/ or scripts/);
installed in a fresh virtual environment outside the checkout, where no file under the system's
dictionary folders may be opened (an audit hook, `HIDE_SYSTEM_DICTIONARIES`), its `deboule`
command plays a whole `sim` of each game and `deboule play` with no display (which draws the
final table with the shaders), from a folder outside the checkout, and writes nothing into the
installed copy; each record the installed sims write holds the final scores the sim printed and
replays `identique / identical` by the installed `deboule replay`; two identical sims at once
leave one whole record; `deboule bench` says in one line that the benchmarks stay with the
sources. From a folder holding its own `game/`,
`rules/` and `physics/` packages, the installed game plays too: it installs one top-level
package, `deboule`, which they cannot shadow.

Offline and quick: the wheel is built once per module without build isolation (`setuptools` of
the dev extras) and installed once per module without its dependencies, which the new
environment sees through a .pth file naming this interpreter's site-packages (not the
checkout). Marked `packaging` so that a fast subset may leave it out (`-m "not packaging"`)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
OWN_PACKAGES = {"deboule"}  # one top-level package, nothing else
TYPED_PACKAGES = ("deboule",)  # PEP 561: py.typed
DICTIONARY = "deboule/rules/chamot/dictionary"
# installed into the fresh environment as a .pth line: any file opened under the system's
# dictionary folders raises, so the installed game must play Chamot from its own dictionary
HIDE_SYSTEM_DICTIONARIES = (
    "import sys; sys.addaudithook(lambda event, args, hidden=('/usr/share/hunspell', "
    "'/usr/share/myspell', '/usr/share/dict'): event == 'open' and "
    "str(args[0]).startswith(hidden) and sys.exit('system dictionary opened: ' + str(args[0])))\n")
# one short whole game each: novice bots, the short variants where a game has one (Le Déboulé
# to 5 points: a whole match and its record as to the seed's 21, in a fifth of the CPU)
SIMS = {
    "deboule": ["--bots", "novice", "--rule", "target=5"],
    "cul-de-chouette": ["--bots", "novice"],
    "enculette": ["--bots", "novice", "--preset", "broc=3"],
    "chamot": ["--bots", "novice", "--preset", "short"],
}
# each sim's run in the test below prints its final scores (Enculette only without --quiet)
LOUD = {"enculette"}
TIMEOUT = 900  # seconds; a guard only, the commands take a few seconds of CPU each

pytestmark = pytest.mark.packaging


def _run(command: list[str], **options) -> str:
    """Run `command`; its standard output, or a failure that shows its standard error."""
    done = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT, **options)
    assert done.returncode == 0, (command, done.stderr[-3000:])
    return done.stdout


def printed_scores(game: str, out: str) -> list[int]:
    """The final scores a sim printed, one per player in order (the lines
    tests/test_sim_outputs.py pins)."""
    lines = out.splitlines()
    if game == "deboule":  # --quiet: `winner=1 scores=[0, 8] rounds=1 record=...`
        (line,) = [line for line in lines if line.startswith("winner=")]
        return json.loads(re.search(r" scores=(\[[-\d, ]*\]) ", line)[1])
    if game == "enculette":  # its last count: `Gorgées : Joueur 1 : 1, Joueur 2 : 2.`
        line = [line for line in lines if line.startswith("Gorgées : ")][-1]
        return [int(score) for score in re.findall(r"Joueur \d+ : (-?\d+)", line)]
    # after `Scores finaux :`, `  Joueur 1 (débutant) : 284` (Cul de Chouette) or, Chamot's
    # cards left, `  Joueur 1 : 16 cartes`
    return [int(found[1]) for line in lines
            if (found := re.fullmatch(r"  Joueur \d+(?: \(.*\))? : (-?\d+)(?: cartes)?", line))]


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
    # (an old environment's setuptools before 77 cannot: `make venv` again)
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
    (site / "hide_system_dictionaries.pth").write_text(HIDE_SYSTEM_DICTIONARIES, encoding="utf-8")
    return site


def clean_env(tmp_path: Path, venv: Path, temporary: Path, cache: Path) -> dict[str, str]:
    """The environment of a first run: no display, no path into the checkout, no dictionary
    override, empty data and settings folders, `cache` the cache folder (Chamot builds its
    lexicon index and word ranks there), the venv's commands first."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "PYTHONPATH", "PYTHONHOME",
                        "DEBOULE_HUNSPELL_FR")}
    env.update(DEBOULE_DATA_DIR=str(tmp_path / "data"), DEBOULE_CONFIG_DIR=str(tmp_path / "cfg"),
               DEBOULE_CACHE_DIR=str(cache), TMPDIR=str(temporary),
               PATH=f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}")
    return env


def _files(folder: Path) -> dict[str, int]:
    """Every file under `folder` but compiled bytecode, with its modification time."""
    return {str(path.relative_to(folder)): path.stat().st_mtime_ns
            for path in folder.rglob("*") if path.is_file() and path.suffix != ".pyc"}


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    return build_wheel(tmp_path_factory.mktemp("wheel"))


@pytest.fixture(scope="module")
def venv_site(wheel, tmp_path_factory) -> Path:
    """One fresh environment per module with the wheel installed: its site-packages."""
    return fresh_venv(tmp_path_factory.mktemp("env"), wheel)


@pytest.fixture(scope="module")
def cache_dir(tmp_path_factory) -> Path:
    """One cache folder for the module's runs, empty at first: the first Chamot sim builds the
    lexicon index and word ranks (4 s of CPU) from the installed dictionary, with the system's
    dictionaries hidden; the later ones read them."""
    return tmp_path_factory.mktemp("cache") / "cache"


def test_the_wheel_holds_the_game_packages_and_their_data_only(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    tops = {name.split("/")[0] for name in names if not name.split("/")[0].endswith(".dist-info")}
    assert tops == OWN_PACKAGES  # no bench/, tests/, scripts/
    for folder in ("deboule/data/assets", "deboule/data/shaders"):
        shipped = {p.name for p in (ROOT / folder).iterdir() if p.is_file()
                   and p.suffix != ".pyc"}
        assert shipped > {"__init__.py"}
        assert {f"{folder}/{name}" for name in shipped} <= set(names), folder
    assert {f"{package}/py.typed" for package in TYPED_PACKAGES} <= set(names)
    assert {f"{DICTIONARY}/{name}" for name in ("fr.aff", "fr.dic", "MPL-2.0.txt")} <= set(names)
    metadata = zipfile.ZipFile(wheel).read("deboule-0.1.0.dist-info/METADATA").decode()
    head, _, description = metadata.partition("\n\n")
    assert "Description-Content-Type: text/markdown" in head.splitlines()
    assert description.strip() == (ROOT / "README.md").read_text(encoding="utf-8").strip()
    # every licence the wheel's metadata names is in the wheel, whole
    licences = [line.split(": ", 1)[1] for line in head.splitlines()
                if line.startswith("License-File: ")]
    assert f"{DICTIONARY}/MPL-2.0.txt" in licences
    for licence in licences:
        assert zipfile.ZipFile(wheel).read(f"deboule-0.1.0.dist-info/licenses/{licence}") \
            == (ROOT / licence).read_bytes(), licence
    # the browser seat's built page (deboule/online/web_http.py serves it from the package)
    built = {p.name for p in (ROOT / "deboule" / "online" / "web_static").iterdir()}
    assert {"index.html", "app.js", "style.css"} <= built
    assert {f"deboule/online/web_static/{name}" for name in built} <= set(names)


def test_the_installed_game_plays_every_game_from_outside_the_checkout(venv_site, cache_dir,
                                                                      tmp_path):
    site = venv_site
    venv = site.parents[2]
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = clean_env(tmp_path, venv, elsewhere, cache_dir)

    # the installed copy is what runs: every package of ours from the new site-packages
    origins = json.loads(_run(
        [str(venv / "bin" / "python"), "-c",
         "import importlib.util as u, json; print(json.dumps({n: u.find_spec(n) and "
         "u.find_spec(n).origin for n in ('deboule', 'deboule.rules', 'deboule.physics', "
         "'deboule.data.assets', 'game', 'rules', 'physics', 'bench')}))"], cwd=elsewhere,
        env=env))
    assert origins.pop("bench") is None
    for old in ("game", "rules", "physics"):  # nothing installed under the old generic names
        assert origins.pop(old) is None, old
    for name, origin in origins.items():
        assert Path(origin).is_relative_to(site), (name, origin)
    before = _files(venv)

    deboule = str(venv / "bin" / "deboule")
    runs = {game: subprocess.Popen(
        [deboule, "sim", "--game", game, *options, "--seed", "1",
         *([] if game in LOUD else ["--quiet"]), "--record", str(elsewhere / f"{game}.json")],
        cwd=elsewhere, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for game, options in SIMS.items() if game != "deboule"}
    # two identical sims at once, without --record: the same game, one name in the data folder
    for run in ("deboule", "deboule again"):
        runs[run] = subprocess.Popen(
            [deboule, "sim", "--game", "deboule", *SIMS["deboule"], "--seed", "1", "--quiet"],
            cwd=elsewhere, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    runs["play"] = subprocess.Popen([deboule, "play", "--lang", "en"], cwd=elsewhere, env=env,
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    runs["bench"] = subprocess.Popen([deboule, "bench", "physics"], cwd=elsewhere, env=env,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    # the sims first: their records replay while `play` still plays
    done = {name: (*run.communicate(timeout=TIMEOUT), run.returncode)
            for name, run in runs.items() if name not in ("play", "bench")}
    # (a sim that failed names none: told below, once every process is done)
    record_path = done["deboule"][0].strip().partition("record=")[2]
    records = {game: Path(record_path) if game == "deboule" else elsewhere / f"{game}.json"
               for game in SIMS}
    # the installed `deboule replay` (its entry point, one interpreter for the four records)
    replays = subprocess.Popen(
        [str(venv / "bin" / "python"), "-c",
         "import sys; from deboule.cli import main\n"
         "for path in sys.argv[1:]:\n"
         "    print(main(['replay', '--quiet', path]), flush=True)",
         *map(str, records.values())],
        cwd=elsewhere, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    done.update((name, (*run.communicate(timeout=TIMEOUT), run.returncode))
                for name, run in (("play", runs["play"]), ("bench", runs["bench"]),
                                  ("replays", replays)))

    # the benchmarks are not installed: one line in French and English, not a traceback
    out, err, status = done.pop("bench")
    assert (status, out) == (2, "") and len(err.strip().splitlines()) == 1, err[-3000:]
    assert err.startswith("erreur : les mesures") and " / error: the benchmarks" in err
    for name, (_out, err, status) in done.items():
        assert status == 0 and "Traceback" not in err, (name, err[-3000:])
    # both name the one record, written whole (a temporary file renamed: no leftover)
    assert done["deboule again"][0].strip().partition("record=")[2] == record_path
    sims = tmp_path / "data" / "records" / "sims"
    assert [path.name for path in sims.iterdir()] == [Path(record_path).name]
    assert Path(record_path).parent == sims
    checked = _run([str(venv / "bin" / "python"), "-c",
                    "import sys; from deboule.replays.records import load_record; "
                    "print(load_record(sys.argv[1])['game'])", record_path], cwd=elsewhere, env=env)
    assert checked.strip() == "deboule"
    for game, path in records.items():
        record = json.loads(path.read_text(encoding="utf-8"))
        assert record["game"] == game, game
        # the scores the sim printed, one per player: what its record says it ended with
        assert record["final"]["scores"] == printed_scores(game, done[game][0]), game
        assert len(record["final"]["scores"]) == 2, game
    # and each record, replayed from its seed and inputs, is the game the sim played
    verdicts = ["identique / identical", "0"] * len(records)
    assert done["replays"][0].splitlines() == verdicts, done["replays"][1][-3000:]
    # `deboule play` with no display (tests/test_play_headless.py's bot match, played here
    # once, from the installed copy): the match to its end, then the final table's picture
    out = done["play"][0]
    assert "No display" in out and "wins the game" in out
    picture = np.asarray(Image.open(tmp_path / "data" / "final-table.png").convert("RGB"),
                         dtype=float)
    assert picture.shape == (720, 1280, 3)
    centre = picture[200:520, 200:1100].reshape(-1, 3).mean(axis=0)
    assert picture.std() > 20 and centre[0] > centre[1] > centre[2]  # the shaders' wooden table
    assert {path.name.split("-")[1] for path in cache_dir.iterdir()} == {"fr", "wordfreq"}
    assert _files(venv) == before  # no cache, record or setting written into the installed copy


def _own_package(folder: Path, name: str) -> None:
    (folder / name).mkdir()
    (folder / name / "__init__.py").write_text(f'OWN = "the user\'s own {name}"\n',
                                               encoding="utf-8")


def test_the_installed_game_plays_from_a_folder_holding_its_own_game_rules_physics(venv_site,
                                                                                  cache_dir,
                                                                                  tmp_path):
    """A user's program beside its own `game/`, `rules/` and `physics/` packages (its folder
    first on sys.path) runs the installed game through its entry point, whatever the
    package's name, then still imports its own packages."""
    venv = venv_site.parents[2]
    mine = tmp_path / "mine"
    mine.mkdir()
    for name in ("game", "rules", "physics"):
        _own_package(mine, name)
    env = clean_env(tmp_path, venv, mine, cache_dir)
    program = (
        "import json, sys\n"
        "from importlib.metadata import distribution\n"
        "(entry,) = [e for e in distribution('deboule').entry_points if e.name == 'deboule']\n"
        "main = entry.load()\n"
        f"for game, options in {SIMS!r}.items():\n"
        "    status = main(['sim', '--game', game, *options, '--seed', '1', '--quiet',\n"
        "                   '--record', game + '.json'])\n"
        "    assert status == 0, (game, status)\n"
        "import game, rules, physics\n"
        "print(json.dumps([game.OWN, rules.OWN, physics.OWN]))\n")
    out = _run([str(venv / "bin" / "python"), "-c", program], cwd=mine, env=env)
    assert json.loads(out.strip().splitlines()[-1]) == [
        "the user's own game", "the user's own rules", "the user's own physics"]
    for game in SIMS:
        record = json.loads((mine / f"{game}.json").read_text(encoding="utf-8"))
        assert record["game"] == game and record["final"], game

