"""More bad command lines, run as the player types them (issue 12): the benchmarks' counts
(`--matches -1` used to end in a ZeroDivisionError), their unknown options, records that are a
folder, empty or random bytes, bad `sim` and `play` arguments. Each must give one line in French
and English on the standard error, a non-zero exit, no traceback, and write nothing."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CLI = ["-m", "deboule.cli"]

# (arguments after `python`, a French word and an English word the line must hold)
CASES = [
    # the benchmarks through `deboule bench`
    ([*CLI, "bench", "physics", "--bogus"], "inconnus", "unrecognized"),
    ([*CLI, "bench", "deboule_bots", "--bogus"], "inconnus", "unrecognized"),
    ([*CLI, "bench", "soak", "--bogus"], "inconnus", "unrecognized"),
    ([*CLI, "bench", "window", "--bogus"], "inconnus", "unrecognized"),
    ([*CLI, "bench", "render", "--bogus"], "inconnus", "unrecognized"),
    ([*CLI, "bench", "deboule_bots", "--jobs", "0"], "entier", "integer"),
    ([*CLI, "bench", "deboule_bots", "--matches", "-1"], "entier", "integer"),
    ([*CLI, "bench", "deboule_bots", "--matches", "abc"], "entier", "integer"),
    ([*CLI, "bench", "deboule_bots", "--strong", "bogus"], "choix inconnu", "unknown choice"),
    # the benchmarks run directly, every count below its least value
    (["-m", "bench.deboule_bots", "--matches", "-1"], "entier", "integer"),
    # (--matches 0 is valid since issue 35: the candidate throws per second alone)
    (["-m", "bench.deboule_bots", "--matches", "1.5"], "entier", "integer"),
    (["-m", "bench.deboule_bots", "--jobs", "0"], "entier", "integer"),
    (["-m", "bench.deboule_bots", "--first-seed", "-1"], "entier", "integer"),
    (["-m", "bench.soak", "--games", "0"], "entier", "integer"),
    (["-m", "bench.soak", "--target", "0"], "entier", "integer"),
    (["-m", "bench.soak", "--repeat", "-1"], "entier", "integer"),
    (["-m", "bench.soak", "--replay-every", "-1"], "entier", "integer"),
    (["-m", "bench.soak", "--seed", "-1"], "entier", "integer"),
    (["-m", "bench.physics", "--throws", "0"], "entier", "integer"),
    (["-m", "bench.physics", "--fair", "-1"], "entier", "integer"),
    (["-m", "bench.window", "--runs", "0"], "entier", "integer"),
    (["-m", "bench.window", "--frames", "-5"], "entier", "integer"),
    (["-m", "bench.window", "--nice", "99"], "entier", "integer"),
    (["-m", "bench.render", "--bogus"], "inconnus", "unrecognized"),
    # records that are not records
    ([*CLI, "replay", "."], "dossier", "folder"),
    ([*CLI, "replay", "empty.json"], "JSON invalide", "not valid JSON"),
    ([*CLI, "replay", "random.bin"], "UTF-8", "not UTF-8"),
    ([*CLI, "replay", "--watch", "."], "dossier", "folder"),
    ([*CLI, "replay", "--watch", "empty.json"], "JSON invalide", "not valid JSON"),
    ([*CLI, "replay", "--watch", "random.bin"], "UTF-8", "not UTF-8"),
    ([*CLI, "replay"], "manquants", "missing"),
    # sim and play
    ([*CLI, "sim", "--game", "deboule", "--seed", "abc"], "entier", "integer"),
    ([*CLI, "sim", "--players", "0"], "joueurs", "players"),
    ([*CLI, "sim", "--bots", "unknown"], "inconnu", "unknown"),
    ([*CLI, "play", "--lang", "xx"], "inconnu", "unknown"),
    ([*CLI, "play", "--size", "10x10"], "inconnus", "unrecognized"),  # no such option
]


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file()}


@pytest.fixture
def sandbox(tmp_path) -> tuple[Path, dict[str, str]]:
    """A working folder with the bad records in it, and data, config and temporary folders of
    its own: after a refusal, none of them may have changed."""
    for name in ("data", "config", "tmp", "cwd"):
        (tmp_path / name).mkdir()
    (tmp_path / "cwd" / "empty.json").write_bytes(b"")
    # bytes that are not UTF-8 (0xff never is), a fixed draw so a failure can be rerun
    (tmp_path / "cwd" / "random.bin").write_bytes(bytes((i * 97 + 255) % 256 for i in range(512)))
    env = {**os.environ, "DEBOULE_DATA_DIR": str(tmp_path / "data"),
           "DEBOULE_CONFIG_DIR": str(tmp_path / "config"), "TMPDIR": str(tmp_path / "tmp"),
           "PYTHONPATH": str(ROOT)}
    env.pop("DISPLAY", None)  # `play` must refuse before it looks for a screen
    return tmp_path, env


def run_refused(argv: list[str], folder: Path, env: dict[str, str]) -> str:
    """Run `python argv` in the sandbox; it must be refused in one line. Returns the line."""
    before = _files(folder)
    result = subprocess.run([sys.executable, *argv], cwd=folder / "cwd", env=env,
                            capture_output=True, text=True, timeout=120)
    shown = f"{argv}: exit {result.returncode}\n{result.stdout}\n{result.stderr}"
    assert result.returncode != 0, shown
    assert "Traceback" not in result.stdout + result.stderr, shown
    assert result.stdout == "", shown
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, shown
    assert _files(folder) == before, shown  # nothing written, nothing changed
    return lines[0]


@pytest.mark.parametrize("argv, french, english", CASES,
                         ids=[" ".join(a[2:] if a[:2] == CLI else a[1:]) for a, _, _ in CASES])
def test_a_bad_command_line_is_one_line_in_both_languages(argv, french, english, sandbox):
    folder, env = sandbox
    line = run_refused(argv, folder, env)
    assert "erreur" in line and "error" in line and " / " in line, line
    # French first, then English, on the one line
    assert french in line and english in line, line
    assert line.find(french) < line.rfind(english), line


def test_the_cases_are_checked_by_the_check_itself(sandbox):
    """The check can fail: a command that runs (a count accepted) is not a refusal."""
    folder, env = sandbox
    with pytest.raises(AssertionError):
        run_refused([*CLI, "bench", "deboule_bots", "--help"], folder, env)
