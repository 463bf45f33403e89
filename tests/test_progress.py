"""Issue 15, point 5: a long command-line run shows a progress bar on a terminal only, and its
printed output is the same with or without it (records and logs never carry a bar)."""

from __future__ import annotations

import fcntl
import os
import pty
import struct
import subprocess
import sys
import termios
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(args: list[str], stderr_on_terminal: bool, tmp_path: Path) -> tuple[str, str]:
    """(stdout, stderr) of `deboule ARGS`, its standard error a pseudo-terminal or a pipe."""
    env = dict(os.environ, DEBOULE_PROGRESS_DELAY="0", DEBOULE_DATA_DIR=str(tmp_path / "d"),
               DEBOULE_CONFIG_DIR=str(tmp_path / "c"), COLUMNS="100")
    command = [sys.executable, "-m", "deboule.cli", *args]
    if not stderr_on_terminal:
        done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True,
                              timeout=600)
        return done.stdout, done.stderr
    leader, follower = pty.openpty()
    # a terminal of 100 columns (a fresh pseudo-terminal has none: a bar would be empty)
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE,
                               stderr=follower, text=True)
    os.close(follower)
    chunks = []
    while True:
        try:
            data = os.read(leader, 4096)
        except OSError:  # the child closed its end
            break
        if not data:
            break
        chunks.append(data)
    out = process.stdout.read()
    process.wait(timeout=600)
    os.close(leader)
    return out, b"".join(chunks).decode("utf-8", "replace")


def test_a_quiet_sim_shows_a_bar_on_a_terminal_and_none_in_a_pipe(tmp_path):
    # a game to 60 points, not 343: the bar is drawn all the same (6 turns, not 35)
    args = ["sim", "--game", "cul-de-chouette", "--players", "2", "--seed", "2", "--quiet",
            "--rule", "win_score=60", "--rule", "cap_score=50",
            "--record", str(tmp_path / "r.json")]
    out_tty, err_tty = run(args, True, tmp_path)
    out_pipe, err_pipe = run(args, False, tmp_path)
    assert "Cul de Chouette" in err_tty and "pts" in err_tty and "%" in err_tty
    assert "%|" not in err_pipe and "Cul de Chouette" not in err_pipe
    assert out_tty == out_pipe and "Vainqueur" in out_pipe


def test_a_replay_check_shows_its_bar_on_a_terminal_only(tmp_path):
    record = tmp_path / "d.json"
    # novice bots: a record to replay is all this needs (the default experts plan each throw
    # by simulating many: CI paid 59 s for this test); a game to 5 points, not 21: three
    # rounds, each replayed twice, show the bar as well as seven
    subprocess.run([sys.executable, "-m", "deboule.cli", "sim", "--game", "deboule", "--quiet",
                    "--bots", "novice,novice", "--seed", "4", "--rule", "target=5",
                    "--record", str(record)],
                   cwd=ROOT, check=True,
                   capture_output=True, timeout=600,
                   env=dict(os.environ, DEBOULE_DATA_DIR=str(tmp_path / "d")))
    out_tty, err_tty = run(["replay", str(record), "--quiet"], True, tmp_path)
    out_pipe, err_pipe = run(["replay", str(record), "--quiet"], False, tmp_path)
    assert "rejeu / replay" in err_tty and "lancers" in err_tty
    assert "rejeu" not in err_pipe
    assert out_tty == out_pipe and "identi" in out_pipe


def test_no_bar_from_a_background_thread(monkeypatch):
    # the window checks a record in a background thread: its progress is the window's line,
    # the terminal the window was started from gets no bar
    from deboule.shell import progress

    monkeypatch.setattr(progress, "is_terminal", lambda stream: True)
    seen = []
    worker = threading.Thread(target=lambda: seen.append(progress.wanted()))
    worker.start()
    worker.join()
    assert progress.wanted() is True and seen == [False]
