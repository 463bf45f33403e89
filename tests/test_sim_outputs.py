"""`deboule sim` prints the same lines for the same arguments, game by game (issue 31: the match
layer and the bots' protocol change how the sims are driven, never what they play). The expected
lines in tests/sim_outputs/ were printed by the code before issue 31 (`deboule sim --game GAME
--seed SEED`); only the record's path, which names a folder of that run, is left out.

One exception: Cul de Chouette's sim now plays on its match (`CdcMatch`, issue 31 point 1),
which throws the dice with the bots' hands and reseeds the bots per entry as the window does,
where the former loop drew random throws from one generator: another game for the same seed.
cul-de-chouette-seed2.txt was printed again by the match-based sim, after checking that it is a
whole game (roll-off, 35 turns, a winner at 367 of 343, its record replaying identically).
L'Enculette's sim also plays on its match now, and prints the very same lines as before (the
match plays the former loop's game for a seed). Same seed, same lines: checked by two runs.

And one more: issue 35 made the Déboulé expert search wider (deboule/rules/deboule/bots.py), so it
plays other throws. deboule-seed2.txt was printed again by the issue-35 code, for the README's
pairing `--bots novice,expert` (an expert against an expert took four times as long for the same
check: a seeded match's lines, here a whole match of three rounds to 21 with its record).

And issue 48: every bot decision has a budget of simulated seconds
(deboule/rules/deboule/bot_budget.py), so the expert's heaviest decisions search less and it throws
otherwise from round 1's sixth throw on. deboule-seed2.txt was printed again by the budgeted code,
after checking that with an unbounded budget the code printed the former file's lines exactly, and
that two runs agree.

Later in issue 48 (point 4), the log names the blank face as it names the four symbols, with one
capitalised word ("Vide", "Blank", as "Flèche"): ten lines of deboule-seed2.txt (40, 48, 53, 58,
63, 85, 93, 104, 106, 108) changed from "… : face blanche" to "… : Vide"; and a line that opens
on a piece starts with a capital: line 34 "la rouge 2 sort du jeu pour la manche" became "La rouge
2 sort …". No other line changed."""

from __future__ import annotations

from pathlib import Path

import pytest

from deboule.cli import main

EXPECTED = Path(__file__).resolve().parent / "sim_outputs"
RUNS = [("deboule", 2), ("cul-de-chouette", 2), ("enculette", 1), ("chamot", 1)]
BOTS = {"deboule": ["--bots", "novice,expert"]}  # the other games: their default bots


def _lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if not line.startswith("Partie enregistrée dans")]


@pytest.mark.parametrize("game,seed", RUNS, ids=[game for game, _ in RUNS])
def test_the_sim_prints_the_same_lines_as_before(game, seed, tmp_path, capsys):
    expected = (EXPECTED / f"{game}-seed{seed}.txt").read_text(encoding="utf-8")
    code = main(["sim", "--game", game, "--seed", str(seed), *BOTS.get(game, []), "--record",
                 str(tmp_path / "record.json")])
    assert code == 0
    assert _lines(capsys.readouterr().out) == _lines(expected)


@pytest.mark.parametrize("game,preset", [("cul-de-chouette", "kaamelott"), ("enculette", "broc=5")])
def test_the_same_seed_prints_the_same_lines_twice(game, preset, capsys):
    command = ["sim", "--game", game, "--seed", "3", "--players", "2", "--preset", preset]
    assert main(command) == 0
    first = capsys.readouterr().out
    assert main(command) == 0
    assert capsys.readouterr().out == first and "\n" in first
