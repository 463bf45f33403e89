"""Nothing overwritten, nothing left behind (issue 32, point 6): window records get unique names
created exclusively, the temporary files of a save killed mid-write are removed at start (never
another window's save in flight), and a slot whose lock file cannot be opened (a symbolic link,
a folder, no permission) makes the save use another slot, said once."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from deboule.files import atomic as files
from deboule.files import saves
from deboule.files.saves import Resumable, claim_slot, keep_record, load_game, read_save, write_save
from deboule.replays.records import load_record
from deboule.shell.settings import Settings
from deboule.text.i18n import Refusal

ROOT = Path(__file__).resolve().parent.parent
RECORD = ROOT / "tests" / "data" / "enculette_sim_record_v1.json"


class StandInApp:
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


AT_NS = 1_795_000_000_250_000_000  # an instant, to the nanosecond


def stopped_clock(monkeypatch) -> None:
    """Every clock deboule/files/saves.py reads shows one instant: games end in the same
    microsecond."""
    frozen = time.localtime(AT_NS // 10**9)
    clock = SimpleNamespace(time=lambda: AT_NS / 1e9, time_ns=lambda: AT_NS,
                            localtime=lambda seconds=None: frozen,
                            strftime=lambda form, moment=None: time.strftime(form, frozen))
    monkeypatch.setattr(saves, "time", clock)


# ---------------------------------------------------------------------------- unique records
class FinishedGame:
    def __init__(self, seed: int) -> None:
        self.seed = seed

    def record(self) -> dict:
        return {**load_record(RECORD), "seed": self.seed}


def test_two_records_finished_in_the_same_second_are_both_kept(data, monkeypatch):
    """Two windows on one data directory finish a game of one kind in the same second (the
    clock stopped): two records, the first one's bytes untouched."""
    stopped_clock(monkeypatch)
    first = keep_record("enculette", FinishedGame(11))
    kept = first.read_bytes()
    second = keep_record("enculette", FinishedGame(12))
    assert first != second
    assert first.read_bytes() == kept
    assert sorted(json.loads(p.read_text())["seed"] for p in (data / "records").iterdir()) \
        == [11, 12]
    assert not list((data / "records").glob("*.tmp"))


def test_records_written_at_once_from_many_threads_are_all_kept(data, monkeypatch):
    stopped_clock(monkeypatch)
    written: list[Path] = []
    threads = [threading.Thread(target=lambda seed=seed: written.append(
        keep_record("enculette", FinishedGame(seed)))) for seed in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    names = sorted(p.name for p in (data / "records").iterdir())
    assert len(set(written)) == 8 and len(names) == 8, names
    assert sorted(json.loads(p.read_text())["seed"] for p in written) == list(range(8))


def test_a_record_name_is_to_the_microsecond_with_the_process(data, monkeypatch):
    stopped_clock(monkeypatch)
    path = keep_record("enculette", FinishedGame(11))
    assert path.name == f"enculette-{files.unique_stamp(AT_NS)}.json"
    assert path.name.endswith(f"-250000-{os.getpid()}.json")


@pytest.mark.parametrize("hard_links", [True, False])
def test_write_json_new_never_replaces_a_file(tmp_path, monkeypatch, hard_links):
    if not hard_links:  # a file system without them (FAT): an exclusive creation takes the name
        def no_link(*args, **kwargs):
            raise PermissionError(1, "Operation not permitted")
        monkeypatch.setattr(files.os, "link", no_link)
    path = tmp_path / "game.json"
    files.write_json_new(path, {"n": 1})
    assert json.loads(path.read_text()) == {"n": 1}
    with pytest.raises(FileExistsError):
        files.write_json_new(path, {"n": 2})
    assert json.loads(path.read_text()) == {"n": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temporary file left


# ---------------------------------------------------------------------------- stale temporaries
SAVING = r'''
import os, sys, time
from deboule.files import atomic as files
from deboule.files.saves import claim_slot
slot = claim_slot()
if sys.argv[1] == "stuck":
    files.os.fsync = lambda fd: (print("writing", flush=True), time.sleep(600))
    slot.write("deboule", {"stuck": True})  # blocked mid-save: its temporary file exists
else:
    temporary = files.tempfile.mkstemp(prefix=slot.path.name, suffix=".tmp", dir=slot.path.parent)
    print("writing", flush=True)  # another window's save in flight, its slot held
    time.sleep(600)
'''


def start_saving(data: Path, how: str) -> subprocess.Popen:
    env = {**os.environ, "DEBOULE_DATA_DIR": str(data)}
    process = subprocess.Popen([sys.executable, "-c", SAVING, how], cwd=ROOT, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = process.stdout.readline()  # waits for the state, not for a time
    assert line.strip() == "writing", process.stderr.read()[-2000:] if not line else line
    return process


def temporaries(data: Path) -> set[str]:
    return {p.name for p in data.iterdir() if p.name.endswith(".tmp")}


def test_stale_temporaries_of_a_killed_save_are_removed_at_start_a_live_one_kept(data):
    live = start_saving(data, "live")  # holds autosave.json, its save in flight
    killed = start_saving(data, "stuck")  # holds autosave-2.json, killed mid-save below
    try:
        before = temporaries(data)
        assert {name.split(".json")[0] for name in before} == {"autosave", "autosave-2"}
        killed.send_signal(signal.SIGKILL)
        killed.wait(timeout=60)
        (data / "records").mkdir()
        old = data / "records" / "chamot-20261126-230000-000001-77.jsonab_12cd.tmp"
        fresh = data / "settings.jsonzz99xx11.tmp"
        stranger = data / "notes.json.tmp"  # not a name the game writes: never touched
        for path in (old, fresh, stranger):
            path.write_text("{")
        os.utime(old, (time.time() - 86400,) * 2)  # a day: far past STALE_SECONDS
        Resumable(StandInApp().notify).refresh()  # the main menu at start
        after = temporaries(data)
        assert {name for name in before if name.startswith("autosave.json")} <= after
        assert not any(name.startswith("autosave-2.json") for name in after)  # the killed one
        assert not old.exists() and fresh.exists() and stranger.exists()
    finally:
        for process in (live, killed):
            if process.poll() is None:
                process.kill()
            process.communicate(timeout=60)


def test_the_temporaries_of_many_killed_saves_are_all_removed(data):
    """The tester's 20 kills left 18 files: each killed save's temporary file goes."""
    data.mkdir()
    for number in (1, 1, 2, 3):
        files.tempfile.mkstemp(prefix=saves.slot_path(number, data).name, suffix=".tmp",
                               dir=data)
    assert len(temporaries(data)) == 4
    removed = saves.clean_stale_temporaries(data)
    assert len(removed) == 4 and temporaries(data) == set()


# ---------------------------------------------------------------------------- unusable locks
def make_symlink_loop(lock: Path) -> None:
    lock.symlink_to(lock.name)  # "Too many levels of symbolic links"


def make_symlink_to_a_file(lock: Path) -> None:
    target = lock.parent.parent / "precious.txt"
    target.write_text("keep me")
    lock.symlink_to(target)


def make_folder(lock: Path) -> None:
    lock.mkdir()


UNUSABLE = {"symlink loop": make_symlink_loop, "symlink to a file": make_symlink_to_a_file,
            "folder": make_folder}


@pytest.mark.parametrize("make", list(UNUSABLE))
def test_an_unusable_lock_makes_the_save_use_another_slot_said_once(data, monkeypatch, make):
    from deboule.screens.base import Screen

    monkeypatch.setattr(saves, "_told_unusable", set(), raising=False)
    data.mkdir()
    lock = data / "autosave.json.lock"
    UNUSABLE[make](lock)
    before = os.readlink(lock) if lock.is_symlink() else None
    first = Screen(StandInApp())
    notice = first.store_game("deboule", {"turn": 1})
    assert first.save_slot.path == data / "autosave-2.json"
    assert read_save(first.save_slot.path) == ("deboule", {"turn": 1})
    assert notice is not None
    assert notice.text("fr").startswith("Verrou autosave.json.lock inutilisable")
    assert notice.text("en").endswith("game saved in autosave-2.json")
    assert first.store_game("deboule", {"turn": 2}) is None  # said once
    second = Screen(StandInApp())
    assert second.store_game("deboule", {"turn": 1}) is None  # once for this process
    assert second.save_slot.path == data / "autosave-3.json"
    if before is not None:  # never followed, never replaced
        assert lock.is_symlink() and os.readlink(lock) == before
    if make == "symlink to a file":
        assert (data.parent / "precious.txt").read_text() == "keep me"
    assert not (data / "autosave.json").exists()
    first.release_save()
    second.release_save()


def test_a_lock_without_permission_makes_the_save_use_another_slot(data, monkeypatch):
    """As root a file's mode does not stop it being opened: the refusal is the system's."""
    monkeypatch.setattr(saves, "_told_unusable", set(), raising=False)
    data.mkdir()
    (data / "autosave.json.lock").write_text("")
    real = saves.FileLock

    def file_lock(path, *args, **kwargs):
        if Path(path).name == "autosave.json.lock":
            return SimpleNamespace(acquire=lambda timeout: (_ for _ in ()).throw(
                PermissionError(13, "Permission denied", path)))
        return real(path, *args, **kwargs)

    monkeypatch.setattr(saves, "FileLock", file_lock)
    slot = claim_slot()
    assert slot.path == data / "autosave-2.json"
    assert "Permission denied" in slot.take_notice().text("en")
    slot.release()


def test_a_save_under_an_unusable_lock_resumes_into_another_slot(data, monkeypatch):
    monkeypatch.setattr(saves, "_told_unusable", set(), raising=False)
    write_save("deboule", {"turn": 1}, data / "autosave.json")
    make_symlink_loop(data / "autosave.json.lock")
    app = StandInApp()

    class Resumed:
        save_slot = None

        @classmethod
        def from_save(cls, app, saved):
            screen = cls()
            screen.saved = saved
            return screen

    monkeypatch.setattr(saves, "screen_class", lambda kind: Resumed)
    screen = load_game(app)
    assert screen.saved == {"turn": 1}
    assert screen.save_slot.path == data / "autosave-2.json"
    assert "autosave-2.json" in app.notices[0].text("fr")
    screen.save_slot.write("deboule", {"turn": 2})  # the game now lives in its new slot
    assert not (data / "autosave.json").exists()
    assert read_save(data / "autosave-2.json") == ("deboule", {"turn": 2})
    screen.save_slot.release()
