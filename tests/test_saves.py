"""Autosaves (deboule/files/saves.py) under trouble (issue 16, points 3, 4 and 7): a refused save is
set aside and the player told, "Reprendre" is offered only for a save that rebuilds, a full or
read-only disk never stops a game (all three games), and two windows sharing one data directory
never lose a game. Screens are built on a stand-in app (no window): only their saving is used."""

from __future__ import annotations

import errno
import json
import os
import time
from pathlib import Path

import pyglet
import pytest

from deboule.files import atomic as files
from deboule.files import saves
from deboule.files.saves import Resumable, claim_slot, has_save, load_game, read_save, write_save
from deboule.shell.settings import Settings
from deboule.text.i18n import Refusal, tr

# The Cul de Chouette screen names pyglet's keys: pyglet must not look for a display (no other test
# imports pyglet.window in this process: the window tests run in subprocesses).
pyglet.options["headless"] = True


class StandInApp:
    """What a game screen needs of the app to save and to be rebuilt."""

    def __init__(self) -> None:
        self.settings = Settings()
        self.notices: list[Refusal] = []

    def notify(self, message) -> None:
        self.notices.append(message)


@pytest.fixture
def data(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("DEBOULE_DATA_DIR", str(folder))
    return folder


def deboule_screen(app, seed: int = 1):
    from deboule.games.deboule.screen import DebouleScreen

    return DebouleScreen.new(app, ["human", "novice"], seed=seed)


def cdc_screen(app, seed: int = 1):
    from deboule.games.cul_de_chouette.screen import CdcScreen

    return CdcScreen.new(app, ["human", "novice"], seed=seed)


def enculette_screen(app, seed: int = 1):
    from deboule.games.enculette.screen import EnculetteScreen

    return EnculetteScreen.new(app, ["human", "novice"], seed=seed)


SCREENS = {"deboule": deboule_screen, "cdc": cdc_screen, "enculette": enculette_screen}


def shown_message(screen) -> str:
    if hasattr(screen, "note"):  # Cul de Chouette: (French, English)
        return screen.note[0] if screen.note else ""
    return screen.message


def save_again(screen) -> None:
    """Autosave as after the next settled throw or decision."""
    for attribute in ("_saved_inputs", "_saved_revision"):
        if hasattr(screen, attribute):
            setattr(screen, attribute, -1)
    screen.autosave()


def close(screen) -> None:
    screen.release_save()
    match = screen.match
    if hasattr(match, "close"):
        match.close()


# ---------------------------------------------------------------------------- point 4
@pytest.mark.parametrize("kind", list(SCREENS))
def test_a_full_disk_shows_cannot_save_and_keeps_the_previous_save(data, monkeypatch, kind):
    app = StandInApp()
    screen = SCREENS[kind](app)
    screen.autosave()
    slot = screen.save_slot.path
    before = slot.read_bytes()

    def disk_full(value, stream, **kwargs):
        stream.write('{"version": 1, "ki')  # half written, then the disk is full
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(files.json, "dump", disk_full)
    save_again(screen)  # no exception: the game goes on
    assert shown_message(screen).startswith("Sauvegarde impossible : ")
    assert os.strerror(errno.ENOSPC) in shown_message(screen)
    assert slot.read_bytes() == before  # the previous save, whole
    assert [p.name for p in data.iterdir() if p.suffix == ".tmp"] == []
    close(screen)


@pytest.mark.parametrize("kind", list(SCREENS))
def test_an_unwritable_data_directory_shows_cannot_save(tmp_path, monkeypatch, kind):
    """Run as root, a read-only mode does not stop writes: a data directory under a regular file
    cannot be made either."""
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("DEBOULE_DATA_DIR", str(blocker / "data"))
    app = StandInApp()
    screen = SCREENS[kind](app)
    screen.autosave()
    assert shown_message(screen).startswith("Sauvegarde impossible : ")
    app.settings = Settings(lang="en")
    save_again(screen)
    assert shown_message(screen).startswith("Cannot save: ") or \
        shown_message(screen).startswith("Sauvegarde impossible")  # CdC keeps both languages
    close(screen)


# ---------------------------------------------------------------------------- point 3
def test_a_refused_save_is_set_aside_and_the_player_told(data):
    data.mkdir()
    save = data / "autosave.json"
    text = json.dumps({"version": 1, "kind": "deboule", "data": {"target": 1}})
    save.write_text(text)
    app = StandInApp()
    assert load_game(app) is None
    assert not save.exists()
    kept = list(data.glob("autosave.json.*.refused"))
    assert len(kept) == 1 and kept[0].read_text() == text  # byte for byte
    (message,) = app.notices
    assert message.text("fr").startswith("Partie sauvegardée refusée")
    assert message.text("en").startswith("Saved game refused")
    assert str(kept[0]) in message.text("fr")
    assert load_game(app) is None  # now nothing to resume, and the player is told so
    assert app.notices[-1].text("fr") == tr("notice.no_save", "fr")


def test_a_save_whose_inputs_go_past_the_end_is_not_offered(data):
    """A Déboulé save with `target: 1` parses, but the game it holds ended before its last
    inputs: "Reprendre" stays disabled and the file is set aside once the check is done."""
    from deboule.games.deboule.match import DebouleMatch, Seat

    match = DebouleMatch([Seat("bot", "novice"), Seat("bot", "novice")], seed=3, target=3,
                         headless=True)
    while not match.game.scores or max(match.game.scores) < 1 or len(match.inputs) < 4:
        match.update(1.0)
    saved = match.to_save()
    match.close()
    saved["options"]["target"] = 1
    saved["inputs"] += saved["inputs"][-2:]  # and more after the end
    write_save("deboule", saved, data / "autosave.json")
    app = StandInApp()
    resumable = Resumable(app.notify)
    resumable.refresh()
    assert resumable.best() is None  # not before it was rebuilt
    deadline = time.monotonic() + 120
    while resumable.busy() and time.monotonic() < deadline:
        resumable.poll()
        time.sleep(0.05)
    assert resumable.best() is None
    assert not (data / "autosave.json").exists()
    assert len(list(data.glob("autosave.json.*.refused"))) == 1
    assert app.notices and app.notices[0].text("en").startswith("Saved game refused")


def test_a_good_save_is_offered_once_rebuilt_and_resumes(data):
    app = StandInApp()
    screen = deboule_screen(app)
    screen.autosave()
    close(screen)
    saves._verdicts.clear()  # as in a new session
    resumable = Resumable(app.notify)
    resumable.refresh()
    deadline = time.monotonic() + 120
    while resumable.busy() and time.monotonic() < deadline:
        resumable.poll()
        time.sleep(0.05)
    assert resumable.best() == data / "autosave.json" and app.notices == []
    resumed = load_game(app)
    assert type(resumed).__name__ == "DebouleScreen" and app.notices == []
    assert resumed.save_slot.path == data / "autosave.json"
    close(resumed)


def test_an_unreadable_save_is_set_aside_when_the_menu_looks(data):
    data.mkdir()
    (data / "autosave.json").write_text('{"version": 1, "kind": ["deboule"], "data": {}}')
    app = StandInApp()
    resumable = Resumable(app.notify)
    resumable.refresh()
    assert not resumable.busy() and resumable.best() is None
    assert "deboule" in app.notices[0].text("fr")
    assert list(data.glob("autosave.json.*.refused"))
    assert not has_save()


def test_the_next_game_never_overwrites_a_refused_save(data):
    data.mkdir()
    bad = '{"version": 1, "kind": "deboule", "data": []}'
    (data / "autosave.json").write_text(bad)
    app = StandInApp()
    Resumable(app.notify).refresh()
    screen = deboule_screen(app)
    screen.autosave()
    close(screen)
    assert [p.read_text() for p in data.glob("*.refused")] == [bad]
    assert read_save(data / "autosave.json")[0] == "deboule"


# ---------------------------------------------------------------------------- point 7
def test_two_windows_sharing_a_data_directory_keep_both_games(data):
    """Each window's game saves into its own slot; neither overwrites the other, whatever the
    order of their saves; each is resumed as it was left, and a game open in one window is not
    offered in the other."""
    window_a, window_b = StandInApp(), StandInApp()
    game_a, game_b = deboule_screen(window_a, seed=1), cdc_screen(window_b, seed=2)
    for _ in range(5):
        save_again(game_a)
        save_again(game_b)
    path_a, path_b = game_a.save_slot.path, game_b.save_slot.path
    assert path_a != path_b
    assert read_save(path_a)[0] == "deboule" and read_save(path_b)[0] == "cdc"
    assert read_save(path_a)[1] == game_a.to_save()
    assert read_save(path_b)[1] == json.loads(json.dumps(game_b.to_save()))
    # a third window finds nothing to resume while both games are open
    assert not has_save() and load_game(StandInApp()) is None
    close(game_b)  # window B leaves its game: now it can be resumed, by a third window
    third = StandInApp()
    resumed = load_game(third)
    assert type(resumed).__name__ == "CdcScreen" and resumed.save_slot.path == path_b
    assert resumed.match.to_save() == game_b.match.to_save()
    close(resumed)
    close(game_a)


def test_a_new_game_takes_an_empty_slot_before_overwriting_the_oldest(data):
    paths = []
    for _ in range(saves.MAX_SLOTS):
        slot = claim_slot()
        slot.write("deboule", {"n": len(paths)})
        slot.release()
        paths.append(slot.path)
        time.sleep(0.01)
    assert len(set(paths)) == saves.MAX_SLOTS  # every unfinished game kept
    slot = claim_slot()
    assert slot.path == paths[0]  # then the one saved longest ago
    slot.release()


def test_lock_files_are_the_only_files_a_game_adds(data):
    app = StandInApp()
    screen = enculette_screen(app)
    screen.autosave()
    close(screen)
    assert sorted(p.name for p in data.iterdir()) == ["autosave.json", "autosave.json.lock"]


TWO_WINDOWS = r'''
import json, sys, time
import pyglet
pyglet.options["headless"] = True
sys.path.insert(0, "tests")
from test_saves import StandInApp, SCREENS, save_again
kind, seed = sys.argv[1], int(sys.argv[2])
screen = SCREENS[kind](StandInApp(), seed=seed)
for _ in range(30):  # saves as often as a fast game, while the other process does the same
    save_again(screen)
    time.sleep(0.01)
print(json.dumps({"slot": str(screen.save_slot.path), "save": screen.to_save()}))
'''


def test_two_processes_sharing_a_data_directory_keep_both_games(data):
    """The same as above with two real processes saving at the same time (issue 16: two
    windows overwrote each other's autosave 33 times in 45 s and one game was lost)."""
    import subprocess
    import sys

    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "DEBOULE_DATA_DIR": str(data)}
    runs = [subprocess.Popen([sys.executable, "-c", TWO_WINDOWS, kind, str(seed)], cwd=root,
                             env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for kind, seed in (("enculette", 1), ("enculette", 2))]
    results = []
    for run in runs:
        out, err = run.communicate(timeout=300)
        assert run.returncode == 0, err[-2000:]
        results.append(json.loads(out.strip().splitlines()[-1]))
    assert results[0]["slot"] != results[1]["slot"]
    for result in results:
        kind, saved = read_save(Path(result["slot"]))
        assert kind == "enculette" and saved == result["save"]
    assert results[0]["save"] != results[1]["save"]  # two different games, both kept
