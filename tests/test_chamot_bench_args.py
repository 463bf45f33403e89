"""The Chamot benchmarks' options (issue 14): a count below 1, a count that is no number or an
unknown option is one line in French and English and exit status 2, never a traceback, and
nothing is measured."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("args", [
    ["bench.chamot_bots", "--games", "-1"], ["bench.chamot_bots", "--games", "0"],
    ["bench.chamot_bots", "--games", "lots"], ["bench.chamot_bots", "--bogus"],
    ["bench.lexicon", "--bogus"], ["bench.lexicon", "--sample", "0"],
    ["bench.lexicon", "--queries", "-5"],
    ["deboule.cli", "bench", "chamot_bots", "--games", "0"],
])
def test_bad_options_are_one_line_in_french_and_english_and_exit_2(args):
    done = subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, lines
    assert lines[0].startswith("erreur : ") and " / error: " in lines[0]
    if "--bogus" in args:
        assert "arguments inconnus" in lines[0] and "unrecognized arguments" in lines[0]
    else:
        assert "entier de 1 à" in lines[0] and "integer from 1 to" in lines[0]


def test_one_game_is_enough_for_the_bots_bench():
    done = subprocess.run([sys.executable, "-m", "bench.chamot_bots", "--games", "1"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "expert vs novice: expert wins" in done.stdout and "/1 = " in done.stdout
