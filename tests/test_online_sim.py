"""`deboule sim --online ws://127.0.0.1:PORT` prints the local `deboule sim`'s lines (issue 33,
point 1): every seat a network client of its own (deboule/online/sim.py's SeatThread), the room
on a real server on 127.0.0.1 (port 0), small games of the four games (Cul de Chouette to a
low score). Once through the real `deboule serve` command in a process of its own; bad
arguments and a server that is not there get one line and exit 2, never a traceback."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from deboule.cli import main
from deboule.online.server import ServerThread
from tests.online_support import shorten_cul_de_chouette

# (game, small-game arguments): the games of tests/test_bound_seats.py
SMALL = {
    "deboule": ["--players", "2", "--bots", "novice,novice", "--seed", "3"],
    "cul-de-chouette": ["--players", "2", "--bots", "expert,novice", "--seed", "2"],
    "chamot": ["--players", "2", "--bots", "expert,regular", "--seed", "1", "--preset", "short"],
    "enculette": ["--players", "2", "--bots", "expert,novice", "--seed", "3",
                  "--preset", "broc=5"],
}
DEBOULE_TARGET = 1  # Le Déboulé's match to one point (the server runs in this process)
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def server(monkeypatch):
    import deboule.games.deboule.sim as deboule_sim

    monkeypatch.setattr(deboule_sim, "TARGET", DEBOULE_TARGET)
    shorten_cul_de_chouette(monkeypatch)
    thread = ServerThread()
    port = thread.start()
    yield f"ws://127.0.0.1:{port}"
    thread.stop()


def sim_lines(capsys, command: list[str]) -> list[str]:
    assert main(command) == 0
    out = capsys.readouterr().out
    assert "Traceback" not in out
    return out.splitlines()


@pytest.mark.parametrize("game", list(SMALL))
def test_online_sim_prints_the_local_lines(game, server, tmp_path, capsys):
    record = str(tmp_path / "record.json")  # both runs name the same record in their lines
    command = ["sim", "--game", game, *SMALL[game], "--record", record]
    local = sim_lines(capsys, command)
    local_record = Path(record).read_bytes()
    online = sim_lines(capsys, [*command, "--online", server])
    assert len(local) > 10
    assert online == local
    # the record the online sim wrote is the local one, with the motions the room sent (the
    # keyframes that let any machine watch it: docs/records.md) and its digest over them
    online_record = json.loads(Path(record).read_bytes())
    expected = json.loads(local_record)
    motions = online_record.pop("motions", None)
    assert (motions is not None) == (game in ("deboule", "cul-de-chouette", "enculette"))
    for data in (online_record, expected):
        data.pop("digest", None)
    assert online_record == expected


def test_online_sim_quiet_in_english(server, capsys):
    """`--quiet` and `--lang en` reach the room: its report is the quiet English one."""
    command = ["sim", "--game", "chamot", *SMALL["chamot"], "--lang", "en", "--quiet"]
    local = sim_lines(capsys, command)
    assert sim_lines(capsys, [*command, "--online", server]) == local


def test_the_serve_command_on_port_zero(tmp_path, capsys):
    """`deboule serve --port 0` says the port it got; a sim plays on it as on the local one."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    serve = subprocess.Popen([sys.executable, "-m", "deboule.cli", "serve", "--port", "0"],
                             cwd=ROOT, env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    try:
        line = serve.stdout.readline()  # the first line, once it listens
        found = re.search(r"ws://127\.0\.0\.1:(\d+)", line)
        assert found, line
        url = f"ws://127.0.0.1:{found.group(1)}"
        command = ["sim", "--game", "chamot", *SMALL["chamot"], "--quiet"]
        local = sim_lines(capsys, command)
        assert sim_lines(capsys, [*command, "--online", url]) == local
    finally:
        serve.terminate()
        serve.wait(timeout=30)
    assert "Traceback" not in serve.stderr.read()


@pytest.mark.parametrize("url", ["http://x", "ws://", "ws://host-without-port", "x" * 400,
                                 "ws://127.0.0.1:8765/\x1b[31m"])
def test_a_bad_online_address_is_one_line(url, capsys):
    assert main(["sim", "--game", "chamot", "--online", url]) == 2
    said = capsys.readouterr()
    assert said.out == ""
    lines = said.err.splitlines()
    assert len(lines) == 1 and " / " in lines[0], lines  # French / English
    assert "Traceback" not in said.err and "\x1b" not in said.err


def test_a_server_that_is_not_there_is_one_line(capsys):
    thread = ServerThread()  # a port that was free a moment ago: nobody listens there now
    port = thread.start()
    thread.stop()
    assert main(["sim", "--game", "chamot", "--online", f"ws://127.0.0.1:{port}"]) == 2
    said = capsys.readouterr()
    lines = said.err.splitlines()
    assert len(lines) == 1 and "Traceback" not in said.err, said.err
    assert f"127.0.0.1:{port}" in lines[0] and " / " in lines[0]
