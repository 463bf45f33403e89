"""`python -m bench.rl_steps` (issue 50): steps per second of the PettingZoo environments. Run
tiny here: it plays and counts (no figure is checked: they are the machine's), and a bad count
is one line in French and English."""

from __future__ import annotations

import pytest

from bench import rl_steps


def test_a_short_run_plays_and_counts_steps():
    rate, steps, games = rl_steps.steps_per_second("chamot", {"players": 2, "short": True}, {},
                                                   seconds=0.3, seed=1)
    assert steps > 0 and rate > 0 and games >= 0


def test_a_bad_count_is_one_line(capsys):
    with pytest.raises(SystemExit) as stop:
        rl_steps.main(["--seconds", "0"])
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and " / " in err
