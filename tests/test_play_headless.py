"""`deboule play` with no display: what it does when its picture cannot be written, and with
`--resume`. Its whole bot match and the final table's picture are checked once, from the
installed wheel (tests/test_wheel.py): the same command, the same match, a full match of CPU
that CI played twice."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_an_unwritable_data_directory_gives_one_line_not_a_traceback(tmp_path, monkeypatch,
                                                                      capsys):
    """Issue 16: a read-only data directory killed the headless play when it wrote
    final-table.png. (As root a read-only mode does not stop writes: a data directory under a
    regular file cannot be made either.)"""
    from types import SimpleNamespace

    from deboule.games.deboule import headless
    from deboule.games.deboule.match import DebouleMatch, Seat

    match = DebouleMatch([Seat("bot", "novice"), Seat("bot", "novice")], seed=2, target=1,
                         headless=True)
    match.play_out()
    # the game's one constructor hands over the match played above (a stand-in for the Game:
    # it is frozen), not a whole regular-against-expert match of CPU played again
    handed: list = []

    def new_match(*args, **kwargs):
        handed.append(match)
        return match

    monkeypatch.setattr(headless, "GAME", SimpleNamespace(new_match=new_match))
    blocker = tmp_path / "file"
    blocker.write_text("")
    status = headless.run_headless(SimpleNamespace(lang="en", seed=2),
                                   out=blocker / "data" / "final-table.png")
    out, err = capsys.readouterr()
    assert status == 0  # the match was played and printed; only its picture is missing
    (line,) = err.strip().splitlines()
    assert line.startswith("Image de la table finale non écrite") and "not written" in line
    assert blocker.read_text() == ""
    assert handed == [match]  # the match above is the one whose picture was not written


def test_resume_without_a_display_says_so_and_plays_nothing(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["DEBOULE_DATA_DIR"] = str(tmp_path / "data")
    env["DEBOULE_CONFIG_DIR"] = str(tmp_path / "config")
    result = subprocess.run([sys.executable, "-m", "deboule.cli", "play", "--resume"], cwd=ROOT,
                            env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert result.stderr.strip() == ("Pas d'écran : impossible de reprendre une partie "
                                     "sauvegardée. / No display: a saved game cannot be resumed.")
    assert result.stdout == "" and not (tmp_path / "data").exists()
