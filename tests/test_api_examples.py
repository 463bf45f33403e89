"""The programs of docs/api.md run (issue 31, point 5): each example under docs/examples/ is
shown whole in docs/api.md, runs as a program a user would start (a child process, from outside
the checkout's folder), and prints what its text says it prints."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "docs" / "examples"
API = ROOT / "docs" / "api.md"
# what each program must print: one pattern per line it prints
EXPECTED = {
    "play_random.py": [rf"{title}: winners \(\d+,( \d+,?)*\), ranking \(\d+(, \d+)*\), "
                       rf"(points|gorgées|cards left) \(.*\)"
                       for title in ("Le Déboulé", "Cul de Chouette", "L'Enculette", "Chamot")],
    "throw_one.py": [r"red-1 rests at \(-?0\.\d{3}, -?0\.\d{3}\) on the table, \w+ on top, "
                     r"0\.\d{3} m from the cochondé, which shows [1-6]"],
    "custom_bot.py": [r"seat 0: -?\d+", r"seat 1: -?\d+", r"winners: [01](, [01])?"],
    "rl_agents.py": [r"greedy against random through the env: [34] of 4 games won",
                     r"Chamot, 10 games, seed 1:",
                     r"  player 0 \(random_policy\): wins [01]\.\d{3} \[[01]\.\d{3}, [01]\.\d{3}\] "
                     r"\(\d+ of 10 games\)",
                     r"  player 1 \(novice\): wins [01]\.\d{3} \[[01]\.\d{3}, [01]\.\d{3}\] "
                     r"\(\d+ of 10 games\)"],
}


def _run(name: str, tmp_path: Path) -> list[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("DISPLAY", None)
    done = subprocess.run([sys.executable, str(EXAMPLES / name)], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stderr == "", done.stderr[-2000:]
    return done.stdout.splitlines()


def test_every_example_is_shown_whole_in_the_api_page() -> None:
    page = API.read_text(encoding="utf-8")
    names = sorted(path.name for path in EXAMPLES.glob("*.py"))
    assert names == sorted(EXPECTED)
    for name in names:
        code = (EXAMPLES / name).read_text(encoding="utf-8").strip()
        assert code in page, f"docs/api.md does not show docs/examples/{name} as it is"


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_the_example_prints_what_it_says(name: str, tmp_path: Path) -> None:
    lines = _run(name, tmp_path)
    assert len(lines) == len(EXPECTED[name])
    for line, pattern in zip(lines, EXPECTED[name], strict=True):
        assert re.fullmatch(pattern, line), line


def test_the_example_programs_are_deterministic(tmp_path: Path) -> None:
    """Same seeds, same lines: the programs show the API's determinism, not luck."""
    assert _run("play_random.py", tmp_path) == _run("play_random.py", tmp_path)
