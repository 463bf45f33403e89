"""The `deboule` command line (deboule/cli.py), issue 12: every bad argument, unknown name,
unreadable or unwritable path gets one line in French and English and a non-zero exit, never a
traceback, and nothing is written."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from deboule import cli

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def sandbox(tmp_path, monkeypatch) -> Path:
    """Data, config and the temporary folder (the sims' default records) all in tmp_path, and
    the working directory too: after a refusal, it must still be empty."""
    for name in ("data", "config", "tmp", "cwd"):
        (tmp_path / name).mkdir()
    monkeypatch.setenv("DEBOULE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DEBOULE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    monkeypatch.chdir(tmp_path / "cwd")
    return tmp_path


def written(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file())


def refused(argv: list[str], capsys, sandbox: Path, *words: str) -> str:
    status = cli.main(argv)
    out, err = capsys.readouterr()
    assert status != 0, (argv, out, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1, (argv, err)
    line = lines[0]
    assert " / " in line and "Traceback" not in out + err
    assert out == ""
    for word in words:
        assert word in line, (argv, line)
    assert written(sandbox) == [], argv  # nothing written anywhere
    return line


@pytest.mark.parametrize("argv, words", [
    # issue 12's examples
    (["sim", "--game", "deboule", "--players", "7"], ["7", "joueurs", "players"]),
    (["sim", "--game", "deboule", "--players", "3", "--teams"], ["équipes", "teams"]),
    (["sim", "--record", "/no/such/dir/x.json"], ["/no/such/dir", "dossier", "folder"]),
    (["bench", "nothing"], ["nothing", "inconnu", "unknown", "physics"]),
    # every other bad argument
    (["sim", "--players", "abc"], ["abc", "entier", "integer"]),
    (["sim", "--players", "1"], ["joueurs", "players"]),
    (["sim", "--game", "cul-de-chouette", "--players", "17"], ["17"]),
    (["sim", "--game", "enculette", "--players", "0"], ["0"]),
    (["sim", "--game", "chess"], ["chess", "inconnu", "unknown", "cul-de-chouette"]),
    (["sim", "--seed", "-1"], ["-1", "graine", "seed"]),
    (["sim", "--seed", "1.5"], ["1.5", "graine", "seed"]),
    (["sim", "--seed", "9" * 400], ["graine", "seed"]),
    (["sim", "--bots", "wizard,expert"], ["wizard", "novice"]),
    (["sim", "--bots", "expert,expert,expert"], ["3", "2"]),
    (["sim", "--game", "cul-de-chouette", "--preset", "nothing"], ["nothing", "kaamelott"]),
    (["sim", "--game", "enculette", "--preset", "broc=-4"], ["broc"]),
    (["sim", "--game", "deboule", "--preset", "iruo"], ["--preset"]),
    (["sim", "--game", "enculette", "--teams"], ["équipes", "teams"]),
    (["sim", "--game", "cul-de-chouette", "--players", "3", "--teams"], ["équipes", "teams"]),
    (["sim", "--lang", "de"], ["de", "fr", "en"]),
    (["sim", "--game", "deboule", "--join", "expert@2"], ["--join"]),
    (["sim", "--game", "cul-de-chouette", "--join", "wizard@2"], ["wizard", "expert"]),
    (["sim", "--game", "cul-de-chouette", "--join", "expert"], ["--join", "TOUR", "ROUND"]),
    (["sim", "--game", "cul-de-chouette", "--join", "expert@0"], ["0", "--join"]),
    (["sim", "--frobnicate"], ["--frobnicate", "inconnu", "unrecognized"]),
    (["sim", "--players"], ["--players", "valeur", "value"]),
    (["play", "--lang", "xx"], ["xx"]),
    (["replay"], ["file", "manquant", "missing"]),
    (["frobnicate"], ["frobnicate", "play", "sim"]),
    ([], ["play", "sim"]),
])
def test_a_bad_argument_gets_one_line_in_french_and_english(argv, words, capsys, sandbox):
    refused(argv, capsys, sandbox, *words)


def test_an_unwritable_record_path_is_refused_before_playing(capsys, sandbox):
    folder = sandbox / "cwd" / "a-folder"
    folder.mkdir()
    refused(["sim", "--record", str(folder)], capsys, sandbox, "dossier", "folder")
    blocker = sandbox / "cwd" / "file"
    blocker.write_text("")
    line = cli.main(["sim", "--record", str(blocker / "x.json")])
    assert line != 0 and blocker.read_text() == ""
    assert "Traceback" not in "".join(capsys.readouterr())
    fifo = sandbox / "cwd" / "pipe.json"
    os.mkfifo(fifo)
    assert cli.main(["sim", "--record", str(fifo)]) != 0
    assert "Traceback" not in "".join(capsys.readouterr())


@pytest.mark.parametrize("argv", [["replay", "/no/such/record.json"], ["replay", "."]])
def test_an_unreadable_record_is_one_line(argv, capsys, sandbox):
    assert cli.main(argv) == 2
    out, err = capsys.readouterr()
    assert len(err.strip().splitlines()) == 1 and " / " in err


def test_the_benchmarks_are_named_by_the_folder_and_take_their_own_arguments():
    names = cli.bench_names()
    assert {"physics", "soak", "render", "window", "deboule_bots"} <= set(names)
    assert "__init__" not in names


def test_play_keeps_the_language_of_the_settings_unless_asked():
    """`deboule play` with no --lang used to force French over the player's settings."""
    assert cli.build_parser().parse_args(["play"]).lang is None
    assert cli.build_parser().parse_args(["play", "--lang", "en"]).lang == "en"


def test_the_issues_commands_print_no_traceback_for_real(tmp_path):
    """The four commands of issue 12, as the player types them."""
    env = {**os.environ, "DEBOULE_DATA_DIR": str(tmp_path / "data"),
           "DEBOULE_CONFIG_DIR": str(tmp_path / "config"), "TMPDIR": str(tmp_path / "tmp")}
    (tmp_path / "tmp").mkdir()
    for argv in (["sim", "--game", "deboule", "--players", "7"],
                 ["sim", "--game", "deboule", "--players", "3", "--teams"],
                 ["sim", "--record", "/no/such/dir/x.json"], ["bench", "nothing"]):
        result = subprocess.run([sys.executable, "-m", "deboule.cli", *argv], cwd=tmp_path,
                                env=env, capture_output=True, text=True, timeout=120)
        assert result.returncode == 2, (argv, result.stderr)
        assert "Traceback" not in result.stderr + result.stdout
        assert len(result.stderr.strip().splitlines()) == 1
        assert sorted(p.name for p in tmp_path.rglob("*")) == ["tmp"]
    assert not Path("/no/such/dir").exists()


@pytest.mark.parametrize("game", ["cul-de-chouette", "enculette"])
def test_a_disk_full_when_the_record_is_written_is_one_line(game, capsys, sandbox, monkeypatch):
    import errno

    from deboule.files import atomic as files

    def disk_full(value, stream, **kwargs):
        stream.write('{"format": "deb')
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(files.json, "dump", disk_full)
    path = sandbox / "cwd" / "game.json"
    status = cli.main(["sim", "--game", game, "--bots", "novice", "--seed", "3", "--quiet",
                       "--record", str(path)])
    out, err = capsys.readouterr()
    assert status == 2 and "Traceback" not in out + err
    (line,) = err.strip().splitlines()
    assert line.startswith("record non écrit") and "record not written" in line
    assert os.strerror(errno.ENOSPC) in line
    assert written(sandbox) == []  # no half-written record


@pytest.mark.parametrize("argv, words", [
    (["bench", "soak", "--games", "x"], ["--games", "x"]),
    (["bench", "soak", "--games", "0"], ["--games"]),
    (["bench", "physics", "--throws", "many"], ["--throws"]),
    (["bench", "render", "--x"], ["--x", "inconnu", "unrecognized"]),
])
def test_a_benchmarks_own_bad_option_is_one_line_too(argv, words, capsys, sandbox):
    refused(argv, capsys, sandbox, *words)
