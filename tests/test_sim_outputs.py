"""`deboule sim` prints the same lines for the same arguments, game by game (issue 31: the match
layer and the bots' protocol change how the sims are driven, never what they play). The expected
lines in tests/sim_outputs/ were printed by the code before issue 31 (`deboule sim --game GAME
--seed SEED`); only the record's path, which names a folder of that run, is left out."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.cli import main

EXPECTED = Path(__file__).resolve().parent / "sim_outputs"
RUNS = [("deboule", 2), ("cul-de-chouette", 2), ("enculette", 1), ("chamot", 1)]


def _lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if not line.startswith("Partie enregistrée dans")]


@pytest.mark.parametrize("game,seed", RUNS, ids=[game for game, _ in RUNS])
def test_the_sim_prints_the_same_lines_as_before(game, seed, tmp_path, capsys):
    expected = (EXPECTED / f"{game}-seed{seed}.txt").read_text(encoding="utf-8")
    code = main(["sim", "--game", game, "--seed", str(seed), "--record",
                 str(tmp_path / "record.json")])
    assert code == 0
    assert _lines(capsys.readouterr().out) == _lines(expected)
