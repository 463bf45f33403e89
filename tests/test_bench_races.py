"""`python -m bench.races` (issue 30, point 1): the share of shout races a simulated person
(median 0.8 s) wins against each bot level, through the window's race code."""

from __future__ import annotations

import pytest

from bench import races


def test_the_bench_prints_a_line_per_level(capsys):
    assert races.main(["--races", "6", "--seed", "2"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[0].startswith("simulated person: ex-Gaussian") and "median 0.80 s" in lines[0]
    for line, level in zip(lines[1:], ("novice", "regular", "expert"), strict=True):
        assert line.startswith(f"person vs {level}: won ") and "of 6 races" in line


def test_same_seed_same_figures_and_a_person_can_win():
    tally = races.race_shares("novice", 120, seed=0)
    assert tally.races == 120 and tally.outcomes == races.race_shares("novice", 120, 0).outcomes
    regular = races.race_shares("regular", 120, seed=0)
    # the goal of issue 30: most races against novices, about half against regulars
    assert tally.share("won") > 0.6
    half = regular.share("won") + regular.share("tied") / 2
    assert 0.35 <= half <= 0.65, regular.outcomes
    # the races' times are the window's: the person's key and the bots' presses, from the drawing
    assert all(200 <= t <= 3000 for t in tally.person_ms + tally.bot_ms)


def test_a_bad_count_is_refused():
    with pytest.raises(SystemExit) as exc:
        races.main(["--races", "0"])
    assert exc.value.code == 2
