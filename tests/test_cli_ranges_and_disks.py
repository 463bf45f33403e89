"""Issue 32, point 8 (the command line's part) and the rest of point 4:
- `--players` out of range is told with the game's own range, not "-1000000 to 1000000";
- `--house-words` is refused for a game that has no house words (it was silently ignored);
- `--record` on a read-only file system names the path and says so (not "Permission denied");
- a record or a save the disk refuses names the file, never the atomic write's random
  temporary, and a failed autosave is told on the terminal once a session, not after every save;
- Le Déboulé's sim tells a record path with escapes in it escaped.
"""

from __future__ import annotations

import errno
import os
import random
from argparse import Namespace
from pathlib import Path

import pytest

from deboule import cli, registry

STRERROR_FULL = os.strerror(errno.ENOSPC)


def one_error_line(capsys) -> str:
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert out == "" and len(lines) == 1, (out, err)
    return lines[0]


@pytest.mark.parametrize("name", registry.NAMES)
@pytest.mark.parametrize("players", ["1000000", "2000000", "x", "1" * 30])
def test_players_out_of_range_is_told_with_the_games_range(name, players, capsys):
    low, high = registry.by_name(name).cli_facts()["players"]
    assert cli.main(["sim", "--game", name, "--players", players]) == cli.EXIT_USAGE
    line = one_error_line(capsys)
    assert f"{low} à {high}" in line and f"{low} to {high}" in line, line
    assert "1000000 à" not in line and "-1000000" not in line


def sim_args(*argv: str):
    return cli.build_parser().parse_args(["sim", *argv])


@pytest.mark.parametrize("name", registry.NAMES)
def test_house_words_are_refused_by_a_game_without_them(name):
    args = sim_args("--game", name, "--players", "2", "--house-words", "abc")
    entry = registry.by_name(name)
    if entry.cli_facts().get("house_words"):
        cli.check_sim(args)  # taken: the game plays with them
        return
    with pytest.raises(cli.CliError) as refused:
        cli.check_sim(args)
    line = str(refused.value)
    assert entry.title in line and "--house-words" in line


def test_chamot_takes_house_words():
    assert registry.by_name("chamot").cli_facts().get("house_words") is True


class ReadOnlyFileSystem:
    f_flag = os.ST_RDONLY


def test_a_record_on_a_read_only_file_system_names_the_path(tmp_path, monkeypatch, capsys):
    path = tmp_path / "r\x1b[2J.json"
    monkeypatch.setattr(cli.os, "access", lambda *args, **kwargs: False)
    monkeypatch.setattr(cli.os, "statvfs", lambda folder: ReadOnlyFileSystem())
    argv = ["sim", "--game", "chamot", "--players", "2", "--record", str(path)]
    assert cli.main(argv) == cli.EXIT_USAGE
    line = one_error_line(capsys)
    assert str(tmp_path / "r\\x1b[2J.json") in line and "\x1b" not in line
    assert os.strerror(errno.EROFS) in line and os.strerror(errno.EACCES) not in line
    assert not path.exists()


def full_disk(path, data) -> None:
    """A full disk as write_json_atomic meets it: creating the temporary fails, the error
    naming that random temporary (seen on a full tmpfs)."""
    temporary = f"{path}{random.getrandbits(40):010x}.tmp"
    raise OSError(errno.ENOSPC, STRERROR_FULL, temporary)


def test_a_record_the_disk_refuses_names_the_record_not_its_temporary(tmp_path, monkeypatch,
                                                                       capsys):
    from deboule.replays import records

    monkeypatch.setattr(records, "write_json_atomic", full_disk)
    record = records.load_record(Path(__file__).parent / "data" / "enculette_sim_record_v1.json")
    target = tmp_path / "r.json"
    assert records.write_record_or_say(target, record) is False
    line = one_error_line(capsys)
    assert str(target) in line and STRERROR_FULL in line and ".tmp" not in line


def test_a_full_disk_is_told_once_a_session_naming_the_save(tmp_path, monkeypatch, capsys):
    from deboule.files import saves
    from deboule.screens.base import Screen

    monkeypatch.setattr(saves, "write_json_atomic", full_disk)
    screen = Screen(app=None)
    screen.save_slot = saves.claim_slot(tmp_path / "data")
    shown = [screen.store_game("deboule", {"n": n}) for n in range(4)]
    screen.release_save()
    assert all(phrase is not None for phrase in shown)  # the window shows it each time
    line = one_error_line(capsys)  # the terminal once
    assert str(screen_path := saves.slot_path(1, tmp_path / "data")) in line, line
    assert STRERROR_FULL in line and ".tmp" not in line and screen_path.name in line


def test_deboule_sim_tells_a_hostile_record_path_escaped(tmp_path, monkeypatch, capsys):
    from deboule.games.deboule import sim

    # a match to one point: the real sim, physics and record, in a second
    monkeypatch.setattr(sim, "TARGET", 1)
    path = tmp_path / "ab\x1b]0;X\x07c\x9bd.json"
    args = Namespace(players=2, bots="novice,novice", seed=0, teams=False, lang="fr",
                     quiet=False, record=str(path))
    assert sim.run(args) == 0
    out, err = capsys.readouterr()
    for char in ("\x1b", "\x07", "\x9b"):
        assert char not in out + err
    assert str(tmp_path / "ab\\x1b]0;X\\x07c\\x9bd.json") in out
    assert Path(path).is_file()


def test_a_disk_reason_names_the_file_written_not_its_temporary(tmp_path):
    """The window's settings and saves tell a disk error with this (deboule/screens/base.py)."""
    from deboule.screens.base import disk_reason

    target = tmp_path / "settings.json"
    with pytest.raises(OSError) as failed:
        full_disk(target, {})
    reason = disk_reason(failed.value, target)
    assert reason == f"{STRERROR_FULL} : {target}"
    assert disk_reason(OSError(errno.EIO, "I/O error"), None) == "I/O error"
