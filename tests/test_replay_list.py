""""Revoir une partie" made bounded and truthful (issue 32, points 2, 3 and 8): the list is built
from the files' heads (a big record is not parsed to be listed), valid records are listed past
any number of newer unreadable files, which are named with why, another user's files are not
read, seats that are not a list are not spelt out letter by letter, and the viewer's verdict is
deboule.replays.replay.check_record's (a record whose `settled` or `actions` were altered is
"différent"). The window scenarios run headless, one after the other in one subprocess
(tests/test_replay_view_driver.py), each in a data directory of its own made beforehand."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from deboule.replays import record_index
from deboule.replays.record_index import FileRefused, read_summary, scan
from deboule.replays.records import MAX_RECORD_BYTES, final_state, make_record, write_record
from deboule.replays.replay import EXIT_DIFFERENT, EXIT_IDENTICAL, check_record
from tests.test_replay_view import deboule_window, drive_batch, window_run

OLD, NEW = 1_600_000_000, 1_700_000_000  # file dates: the records older than the junk


def small_record(scores=(3, 5)) -> dict:
    """A record of the right shape (listed; it need not replay)."""
    return make_record("deboule", {"players": 2}, 1, [{"action": {"type": "x"}}],
                       final_state(scores, {}), seats=["novice", "expert"])


def dated(path: Path, when: float) -> Path:
    os.utime(path, (when, when), follow_symlinks=False)
    return path


def big_home(home: Path) -> Path:
    """Ten records of nearly 8 MiB (the cap)."""
    folder = home / "data" / "records"
    pad = "x" * (MAX_RECORD_BYTES - 64 * 1024)
    for index in range(10):
        path = write_record(folder / f"big-{index}.json", {**small_record((index, 5)),
                                                           "pad": pad})
        assert MAX_RECORD_BYTES - 128 * 1024 < path.stat().st_size <= MAX_RECORD_BYTES
        dated(path, OLD + index)
    return home


def many_refused_home(home: Path) -> Path:
    """150 records, an older one without a summary, and 100 newer files that are no records."""
    folder = home / "data" / "records"
    folder.mkdir(parents=True)
    for index in range(150):
        dated(write_record(folder / f"game-{index:03}.json", small_record((index, 5))),
              OLD + 10 + index)
    older = folder / "older.json"  # written before summaries: named by its file
    older.write_text(json.dumps({key: value for key, value in small_record().items()}))
    dated(older, OLD)
    junk(folder)
    return home


def verdicts_home(home: Path, record: dict) -> Path:
    """A window's record, and two copies of it whose `settled` or `actions` were altered."""
    folder = home / "data" / "records"
    for when, (name, change) in enumerate((("good", lambda r: None),
                                           ("settled", nudge_settled),
                                           ("actions", nudge_action))):
        dated(write_record(folder / f"{name}.json", altered(record, change)), OLD + when)
    return home


def background_home(home: Path, record: dict) -> Path:
    write_record(home / "data" / "records" / "game.json", record)
    return home


@pytest.fixture(scope="module")
def window_record() -> dict:
    """A Déboulé window match's record (tests.test_replay_view.deboule_window), made once."""
    return deboule_window()


@pytest.fixture(scope="module")
def window_runs(tmp_path_factory, window_record) -> dict[str, dict]:
    """The window's scenarios, run once for the tests below (big_list first: it measures the
    memory the list takes, in a process that has shown nothing yet)."""
    def home(name: str) -> Path:
        return tmp_path_factory.mktemp(name)

    return drive_batch({
        "big_list": big_home(home("big")),
        "many_refused": many_refused_home(home("many")),
        "verdicts": verdicts_home(home("verdicts"), window_record),
        "in_the_background": background_home(home("background"), window_record)})


def test_ten_big_records_are_listed_without_being_read(window_runs):
    """Ten records of nearly 8 MiB (the cap, big_home): the list is built from their first
    kilobytes; the whole list took less memory than one of them (it parsed and kept all ten
    before)."""
    out = window_run(window_runs, "big_list")
    lines = out["lines"]
    assert lines[-1] == "Retour" and len(lines) == 11, lines
    for index, line in zip(range(9, -1, -1), lines, strict=False):  # newest first
        # larger than what the list reads whole: shown from its head, marked unchecked
        assert line.startswith("Le Déboulé — ") and line.endswith(
            f" — débutant {index} · expert 5 — non vérifié (lu à l'ouverture)"), line
    assert out["peak"] < MAX_RECORD_BYTES // 4, out["peak"]


def junk(folder: Path) -> list[Path]:
    """100 files that are not records, of every kind, newer than the records."""
    made = []
    for index in range(50):
        made.append(folder / f"cut-{index}.json")
        made[-1].write_text('{"format": "deboule-record", "version"'[:index % 19 + 1])
    for index in range(10):  # an older record's head, but cut short
        made.append(folder / f"old-{index}.json")
        made[-1].write_text('{"format": "deboule-record", "version"'[:index + 28])
    for index in range(10):
        made.append(folder / f"text-{index}.json")
        made[-1].write_text("not JSON at all")
    for index in range(10):
        made.append(folder / f"save-{index}.json")
        made[-1].write_text(json.dumps({"format": "save"}))
    for index in range(5):  # point 8: seats as a string listed as "e 389 · x 272"
        head = {"summary": {"game": "deboule", "seats": "expert", "scores": [389, 272]}}
        made.append(folder / f"seats-{index}.json")
        made[-1].write_text(json.dumps({**head, **small_record((389, 272))}))
    for index in range(5):
        made.append(folder / f"huge-{index}.json")
        with made[-1].open("wb") as stream:
            stream.write(json.dumps({"summary": {"game": "deboule", "seats": [],
                                                 "scores": [1]}}).encode())
            stream.truncate(MAX_RECORD_BYTES + 1)
    for index in range(5):
        made.append(folder / f"pipe-{index}.json")
        os.mkfifo(made[-1])
    for index in range(5):
        made.append(folder / f"zero-{index}.json")
        made[-1].symlink_to("/dev/zero")
    for index, path in enumerate(made):
        dated(path, NEW + index)
    return made


def test_unreadable_newer_files_do_not_hide_the_records(window_runs):
    """100 newer files that are not records hid every record ("100 fichier(s) illisible(s)"):
    the newest MAX_LISTED records are listed, and each refused file is named with why
    (many_refused_home)."""
    out = window_run(window_runs, "many_refused")
    keys = out["keys"]
    assert keys == [f"record:{n}" for n in range(record_index.MAX_LISTED)] + ["refused", "back"]
    assert out["lines"][0].endswith(" — débutant 149 · expert 5"), out["lines"][0]
    assert out["lines"][-2] == "100 fichiers refusés : voir pourquoi…"
    assert out["subtitle"] == "les 100 plus récentes ; 51 fichiers plus anciens non lus"
    refused = out["refused_lines"]
    assert out["refused_screen"] == "RefusedFilesScreen" and len(refused) == 101
    reasons = {line.split(" — ", 1)[0].split("/")[-1].split("-")[0]: line.split(" — ", 1)[1]
               for line in refused[:-1]}
    assert reasons == {
        "cut": "pas un enregistrement de partie",
        "old": "tronqué (pas d'accolade finale)",
        "text": "pas un enregistrement de partie",
        "save": "pas un enregistrement de partie",
        "seats": "résumé : places invalides",
        "huge": f"plus de {MAX_RECORD_BYTES} octets",
        "pipe": "pas un fichier ordinaire",
        "zero": "lien symbolique : non suivi"}, reasons
    assert "summary: invalid seats" in " ".join(out["refused_lines_en"])
    assert out["back"] == "ReplayListScreen"


def test_the_older_record_without_a_summary_is_listed_by_its_name(tmp_path):
    folder = tmp_path / "records"
    folder.mkdir()
    older = folder / "older.json"
    older.write_text(json.dumps(small_record(), indent=1))
    found = scan([folder])
    assert [(f.path.name, f.summary) for f in found.listed] == [("older.json", None)]
    from deboule.screens.replays import Listed

    line = Listed(older, OLD, None).line("fr")
    assert line.startswith("records/older.json — ") and "lu à l'ouverture" in line


def test_another_user_s_files_are_refused_unread(tmp_path, monkeypatch):
    """<temp>/deboule-records is writable by anyone: a file there that is not the player's is
    refused before a byte of it is read."""
    for index in range(3):
        write_record(tmp_path / f"theirs-{index}.json", small_record())

    def no_reading(*args):
        raise AssertionError("another user's file was read")

    monkeypatch.setattr(record_index, "own_uid", lambda: os.getuid() + 1)
    monkeypatch.setattr(record_index.os, "read", no_reading)
    found = scan([tmp_path])
    assert found.listed == [] and found.refused_count == 3
    assert {r.reason.text("fr") for r in found.refused} == {"fichier d'un autre utilisateur : "
                                                            "non lu"}
    with pytest.raises(FileRefused):
        record_index.read_record(tmp_path / "theirs-0.json")


def test_seats_that_are_not_a_list_are_not_spelt_out():
    """Point 8: `seats: "expert"` was listed as "e 389 · x 272" (a string is a list of
    letters); such seats name nobody, and a summary holding them is refused."""
    from deboule.replays.record_summary import summary_problem
    from deboule.screens.playback import seat_names
    from deboule.screens.replays import Listed, short_seat_names

    record = {"game": "deboule", "seats": "expert", "scores": [389, 272]}
    assert short_seat_names(record, "fr") == [] and seat_names(record) == []
    assert summary_problem(record).key == "replays.summary_seats"
    assert Listed(Path("x.json"), 0.0, {**record, "seats": []}).line("fr").endswith(
        " — 389 · 272")


def test_a_summary_is_read_from_the_head_only(tmp_path, monkeypatch):
    path = write_record(tmp_path / "game.json", {**small_record(), "pad": "x" * 500_000})
    asked = []
    read = os.read

    def counted(handle, size):
        asked.append(size)
        return read(handle, size)

    monkeypatch.setattr(record_index.os, "read", counted)
    assert read_summary(path) == {"game": "deboule", "seats": ["novice", "expert"],
                                  "scores": [3, 5]}
    assert sum(asked) <= record_index.HEADER_BYTES


# ---------------------------------------------------------------------------- the verdict
def altered(record: dict, change) -> dict:
    copy = json.loads(json.dumps(record))
    change(copy)
    return copy


def nudge_settled(record: dict) -> None:
    digest = record["settled"][1]
    record["settled"][1] = ("1" if digest[0] != "1" else "2") + digest[1:]


def nudge_action(record: dict) -> None:
    """A number of the rules' log changed (the replay's inputs are not)."""
    for step in record["actions"]:
        for key, value in step.items():
            if isinstance(value, int) and not isinstance(value, bool) and key != "type":
                step[key] = value + 1
                return
    raise AssertionError("no number in the rules' log")


def test_a_summary_that_is_not_the_record_s_own_is_a_difference(window_record):
    record = json.loads(json.dumps(window_record))
    assert check_record(record)[0] == EXIT_IDENTICAL  # no summary yet: none to compare
    own = {**{"summary": {"game": "deboule", "seats": record["seats"],
                          "scores": record["final"]["scores"]}}, **record}
    assert check_record(own)[0] == EXIT_IDENTICAL
    lying = altered(own, lambda r: r["summary"]["scores"].reverse())
    status, message = check_record(lying)
    assert status == EXIT_DIFFERENT and "summary.scores" in message, message


def test_the_viewer_says_what_deboule_replay_says(window_runs):
    """Records whose `settled` or `actions` were altered played to the same end, and the window
    said "fin identique à l'enregistrement" (21/21): its verdict is now check_record's
    (verdicts_home)."""
    out = window_run(window_runs, "verdicts")
    assert set(out) == {"good.json", "settled.json", "actions.json"}
    good = out["good.json"]
    assert good["fr"].endswith(" — identique à l'enregistrement"), good["fr"]
    assert good["en"].endswith(" — identical to the record") and good["cli"][0] == 0
    for name, where in (("settled.json", "lancer 2"), ("actions.json", "étape")):
        seen = out[name]
        assert seen["cli"][0] == EXIT_DIFFERENT, seen["cli"]
        assert f" — différent de l'enregistrement : {where}" in seen["fr"], seen["fr"]
        assert " — different from the record: " in seen["en"], seen["en"]
        assert "identique" not in seen["fr"]


def test_reading_and_checking_leave_the_window_drawing(window_runs):
    """Held back, the reading and the check leave the window drawing frames, with a line of
    progress; Esc stops an opening (background_home: a window's record)."""
    out = window_run(window_runs, "in_the_background")
    assert out["reading"] == "Lecture de l'enregistrement…" and out["still_list"]
    assert out["after_escape"] == ["ReplayListScreen", True]
    assert out["checking"].endswith(" — vérification…"), out["checking"]
    assert out["checking_en"].endswith(" — checking…"), out["checking_en"]
    assert out["verdict"].endswith(" — identique à l'enregistrement"), out["verdict"]
