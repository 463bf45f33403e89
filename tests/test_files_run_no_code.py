"""Reading a file never imports or calls anything it names: a seat `package.module:Name` in a
record, a save or a room file is only a name (deboule/rules/core/bots.py: a bot of one's own is
loaded only when the person names it on the command line, `--bots`). The attacks found by a hostile
file-sharer: `this:x` (prints the Zen of Python), `os:abort`, `builtins:breakpoint`, `sys:exit`,
`tempfile:mkdtemp`; each target is replaced by a spy here, so that a call is seen (and the test
process survives it), and a module of our own, named by no one, proves by `sys.modules` that
nothing is imported while reading."""

from __future__ import annotations

import builtins
import json
import os
import sys
import tempfile
import time
from pathlib import Path

import pyglet
import pytest

from deboule import cli
from deboule.files.saves import Resumable, load_game, write_save
from deboule.replays.records import DIGEST_KEY, load_record, record_digest
from deboule.replays.replay import EXIT_IDENTICAL, EXIT_UNVERIFIABLE, check_file
from deboule.rules.core import bots as protocol
from deboule.shell.settings import load_settings

pyglet.options["headless"] = True  # the game screens below name pyglet's keys, never a window

TESTS = Path(__file__).resolve().parent
ATTACKS = ("this:x", "os:abort", "builtins:breakpoint", "sys:exit", "tempfile:mkdtemp")
SPY_MODULE = "i44_spy_bot"  # written in tmp_path: importing it leaves a mark
ROOT = TESTS.parent

@pytest.fixture
def spies(monkeypatch, tmp_path):
    """Every attack's target replaced by a spy (a call is recorded, nothing happens), the Zen's
    module forgotten, and a module of our own on the import path that no one names."""
    called: list[str] = []

    def spy(name):
        return lambda *args, **kwargs: called.append(name)

    monkeypatch.setattr(os, "abort", spy("os.abort"))
    monkeypatch.setattr(sys, "exit", spy("sys.exit"))
    monkeypatch.setattr(builtins, "breakpoint", spy("builtins.breakpoint"))
    monkeypatch.setattr(tempfile, "mkdtemp", spy("tempfile.mkdtemp"))
    monkeypatch.delitem(sys.modules, "this", raising=False)
    (tmp_path / f"{SPY_MODULE}.py").write_text(
        "import pathlib\npathlib.Path(__file__).with_suffix('.imported').touch()\n"
        "class Bot:\n    def act(self, state, player):\n        return None\n")
    monkeypatch.setattr(sys, "path", [str(tmp_path), *sys.path])
    monkeypatch.delitem(sys.modules, SPY_MODULE, raising=False)
    protocol.forget_named_bots()
    yield called
    protocol.forget_named_bots()
    assert "this" not in sys.modules, "the Zen of Python was imported"
    assert SPY_MODULE not in sys.modules and not (tmp_path / f"{SPY_MODULE}.imported").exists()
    assert called == [], f"called while reading: {called}"


def named(spec: str) -> list[str]:
    return [*ATTACKS, f"{SPY_MODULE}:Bot"] if spec == "all" else [spec]


def one_line_both(text: str) -> None:
    assert "\n" not in text.strip() and "Traceback" not in text
    assert " / " in text  # French / English


# ---------------------------------------------------------------------------- the records
@pytest.fixture(scope="module")
def records(tmp_path_factory) -> dict[str, dict]:
    """A record of each game as the game writes it."""
    sys.path.insert(0, str(TESTS))
    from hostile_samples import sample_records

    from bench import tamper

    folder = tmp_path_factory.mktemp("records")
    made = {path.stem: load_record(path) for path in sample_records(folder)}
    made["chamot"] = tamper.written(tamper.MAKERS["chamot"](1))
    return made


def with_seat(record: dict, spec: str) -> dict:
    """`record` with its second seat naming `spec` and its digest written again (a forger can)."""
    forged = json.loads(json.dumps(record))
    forged["seats"][1] = spec
    for key in ("summary",):
        if key in forged:
            forged[key]["seats"] = list(forged["seats"])
    forged[DIGEST_KEY] = record_digest(forged)
    return forged


@pytest.mark.parametrize("spec", [*ATTACKS, f"{SPY_MODULE}:Bot"])
@pytest.mark.parametrize("game", ("deboule", "cdc", "enculette", "chamot"))
def test_a_record_naming_a_bot_is_not_verified_and_runs_nothing(records, game, spec, spies,
                                                                 tmp_path, capsys):
    path = tmp_path / "forged.json"
    path.write_text(json.dumps(with_seat(records[game], spec)))
    status, message = check_file(path)
    assert status == EXIT_UNVERIFIABLE, message
    one_line_both(message)
    assert spec in message and "--bots" in message
    assert cli.main(["replay", "--quiet", str(path)]) == EXIT_UNVERIFIABLE
    out, err = capsys.readouterr()
    one_line_both(err)


@pytest.mark.parametrize("game", ("deboule", "cdc", "enculette", "chamot"))
def test_the_window_viewer_opens_or_refuses_a_record_naming_a_bot_without_running_it(
        records, game, spies):
    from deboule.replays.replay_base import ReplayError
    from deboule.screens.playback import check, outline

    for spec in named("all"):
        record = with_seat(records[game], spec)
        assert check(record)[0] == EXIT_UNVERIFIABLE  # the viewer's verdict is the CLI's
        try:
            outline(record, "fr")  # the pass the window makes before opening it
        except ReplayError as exc:
            one_line_both(str(exc))


def test_a_bot_named_on_the_command_line_replays_its_record(tmp_path, monkeypatch, capsys):
    """The one way a bot of one's own is loaded: named by the person, now."""
    monkeypatch.chdir(TESTS)
    monkeypatch.setattr(sys, "path", list(sys.path))
    path = tmp_path / "own.json"
    assert cli.main(["sim", "--game", "cul-de-chouette", "--players", "2", "--seed", "4",
                     "--quiet", "--bots", "novice,bot_examples:LastLegal", "--record",
                     str(path)]) == 0
    protocol.forget_named_bots()  # a new run: nobody named it yet
    assert cli.main(["replay", "--quiet", str(path)]) == EXIT_UNVERIFIABLE
    assert cli.main(["replay", "--quiet", "--bots", "bot_examples:LastLegal",
                     str(path)]) == EXIT_IDENTICAL
    protocol.forget_named_bots()
    capsys.readouterr()
    assert cli.main(["replay", "--bots", "novice", str(path)]) == 2  # levels are the record's
    err = capsys.readouterr().err
    one_line_both(err)
    assert "bots of one's own package.module:Name only" in err


def test_seat_bot_and_check_seat_refuse_a_name_nobody_named(spies):
    for spec in named("all"):
        with pytest.raises(protocol.IllegalAction) as refused:
            protocol.seat_bot(spec, lambda level, seed: None, 1)
        assert refused.value.code == "bot_not_named"
        with pytest.raises(protocol.IllegalAction):
            protocol.check_seat(spec, protocol.LEVELS)


# ---------------------------------------------------------------------------- the saves
@pytest.fixture
def data(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("DEBOULE_DATA_DIR", str(folder))
    return folder


def saved_game(kind: str) -> dict:
    if kind == "chamot":
        from deboule.games.chamot.match import ChamotMatch

        return ChamotMatch(["human", "novice"], seed=1, short=True).to_save()
    sys.path.insert(0, str(TESTS))
    from test_saves import SCREENS, StandInApp, close

    screen = SCREENS[kind](StandInApp())
    try:
        return screen.to_save()
    finally:
        close(screen)


@pytest.mark.parametrize("kind", ("deboule", "cdc", "enculette", "chamot"))
def test_a_save_naming_a_bot_is_set_aside_and_the_player_told(kind, data, spies):
    sys.path.insert(0, str(TESTS))
    from test_saves import StandInApp

    clean = json.dumps(saved_game(kind))
    assert '"novice"' in clean
    for spec in named("all"):
        data.mkdir(exist_ok=True)
        save = data / "autosave.json"
        write_save(kind, json.loads(clean.replace('"novice"', json.dumps(spec))), save)
        app = StandInApp()
        assert load_game(app) is None  # `deboule play --resume` and the window's "Reprendre"
        assert not save.exists() and list(data.glob("autosave.json.*.refused"))
        (notice,) = app.notices
        assert notice.text("fr").startswith("Partie sauvegardée refusée")
        assert notice.text("en").startswith("Saved game refused")
        for refused in data.glob("autosave.json.*"):
            refused.unlink()
        # the main menu's look for a game to resume ("Reprendre"), in the background
        write_save(kind, json.loads(clean.replace('"novice"', json.dumps(spec))), save)
        told: list = []
        looking = Resumable(told.append, data)
        looking.refresh()
        deadline = time.monotonic() + 60  # a net only: the rebuild is refused at its start
        while looking.busy() and time.monotonic() < deadline:
            looking.poll()
            time.sleep(0.01)
        assert looking.best() is None and not save.exists() and len(told) == 1
        assert told[0].text("en").startswith("Saved game refused")
        for refused in data.glob("autosave.json.*"):
            refused.unlink()


# ---------------------------------------------------------------------------- room files
def test_a_room_file_naming_a_bot_is_refused(spies):
    from deboule.online.room import Room

    room = {"code": "ABCDEFGH", "game": "cul-de-chouette", "args": {"players": 2},
            "seats": ["human", "novice"], "away_seconds": 60.0, "autostart": False,
            "status": "lobby", "seq": 0,
            "members": [{"seat": 1, "kind": "bot", "level": "novice", "name": "2",
                         "token": "t"}]}
    assert Room.from_save(room).members[1].level == "novice"
    for spec in named("all"):
        hostile = {**room, "members": [{**room["members"][0], "level": spec}]}
        with pytest.raises(ValueError):
            Room.from_save(hostile)


# ---------------------------------------------------------------------------- sys.modules
def outside(names: set[str]) -> list[str]:
    """The modules among `names` that are neither the standard library's (but the Zen's), nor
    the project's, nor an installed dependency's."""
    import sysconfig

    libraries = {sysconfig.get_paths()[key] for key in ("purelib", "platlib")}
    found = []
    for name in sorted(names):
        top = name.partition(".")[0]
        if top in sys.stdlib_module_names and top != "this":
            continue
        where = getattr(sys.modules.get(name), "__file__", None) or ""
        if where.startswith(str(ROOT)) and not where.startswith(str(TESTS)) or any(
                where.startswith(folder) for folder in libraries):
            continue
        if top in ("tests", "hostile_samples", "test_saves"):  # this test's own helpers
            continue
        found.append(name)
    return found


def test_reading_every_file_kind_imports_nothing_outside_the_project(records, data, spies,
                                                                      tmp_path):
    from deboule.online.room import Room
    from deboule.screens.playback import outline

    saves = {kind: json.dumps(saved_game(kind))
             for kind in ("deboule", "cdc", "enculette", "chamot")}
    sys.path.insert(0, str(TESTS))
    from test_saves import StandInApp

    before = set(sys.modules)
    for spec in named("all"):
        for game, record in records.items():
            path = tmp_path / f"{game}.json"
            path.write_text(json.dumps(with_seat(record, spec)))
            check_file(path)
            try:
                outline(load_record(path), "fr")
            except ValueError:
                pass
        for kind, text in saves.items():
            data.mkdir(exist_ok=True)
            write_save(kind, json.loads(text.replace('"novice"', json.dumps(spec))),
                       data / "autosave.json")
            load_game(StandInApp())
        settings = data / "settings.json"  # settings name no bots: read as data all the same
        settings.write_text(json.dumps({"lang": spec, "quality": spec,
                                        "chamot_house_words": [spec]}))
        load_settings(settings)
        try:
            Room.from_save({"code": "ABCDEFGH", "game": "deboule", "args": {}, "seats": [],
                            "away_seconds": 1.0, "autostart": False, "status": "lobby",
                            "seq": 0, "members": [{"seat": 1, "kind": "bot", "level": spec,
                                                   "name": "x", "token": "t"}]})
        except ValueError:
            pass
    assert outside(set(sys.modules) - before) == []
