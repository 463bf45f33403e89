"""Game records (deboule/replays/records.py): one versioned format, atomic writes, and bad files
refused with a clear RecordError that leaves the file as it was and never runs anything."""

from __future__ import annotations

import json
import pickle

import pytest

from deboule.files import atomic as files
from deboule.replays import records
from deboule.replays.records import (
    RECORD_VERSION,
    RecordError,
    load_record,
    make_record,
    write_record,
)


def sample() -> dict:
    throw = {"position": [0.05, 0.0, 0.05], "velocity": [1.6, 0.1, 0.0],
             "spin": [0.0, 3.0, 0.0], "orientation": [1.0, 0.0, 0.0, 0.0]}
    return make_record(
        "deboule", {"players": 2, "teams": False, "seed": 7, "target": 21}, 7,
        [{"throw": throw, "piece": "cochonde"}, {"action": {"type": "relance"}}],
        records.final_state((3, 21), {"red-1": ((0.1, 0.2, 0.011), (1.0, 0.0, 0.0, 0.0)),
                                      "blue-2": ((0.1 + 2**-50, -0.0, 0.011),
                                                 (0.5, 0.5, 0.5, 0.5))}),
        seats=["novice", "human"])


def test_a_record_round_trips_bit_for_bit(tmp_path):
    path = write_record(tmp_path / "game.json", sample())
    loaded = load_record(path)
    # written with its stamp, its summary first (issue 32: the replay list reads only that)
    # and its digest (of every field but the digest, the engine's stamp included)
    summary = {"game": "deboule", "seats": ["novice", "human"], "scores": [3, 21]}
    written = {"summary": summary, **sample(), "engine": records.engine_stamp()}
    assert loaded == {**written, "digest": records.record_digest(written)}
    assert next(iter(loaded)) == "summary"
    # floats keep every bit, -0.0 included (repr round-trips in JSON)
    pos = loaded["final"]["poses"]["blue-2"][0]
    assert pos[0].hex() == (0.1 + 2**-50).hex() and str(pos[1]) == "-0.0"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]  # no temporary left


def test_make_record_checks_what_it_builds():
    with pytest.raises(RecordError, match="unknown game"):
        make_record("chess", {}, 0, [], records.final_state([], {}))
    with pytest.raises(RecordError, match="plain JSON"):  # NaN is never written
        make_record("deboule", {}, 0, [{"x": float("nan")}], records.final_state([], {}))


def write_bytes(tmp_path, data: bytes):
    path = tmp_path / "bad.json"
    path.write_bytes(data)
    return path


def refused(path, match: str) -> None:
    before = path.read_bytes()
    with pytest.raises(RecordError, match=match) as info:
        load_record(path)
    assert str(path) in str(info.value)  # the message names the file
    assert path.read_bytes() == before  # the original is untouched


def test_truncated_and_corrupt_files_are_refused_untouched(tmp_path):
    good = json.dumps(sample()).encode()
    for cut in (1, len(good) // 3, len(good) - 1):
        refused(write_bytes(tmp_path, good[:cut]), "truncated or corrupt")
    refused(write_bytes(tmp_path, b"\xff\xfe\x00garbage"), "not UTF-8")
    refused(write_bytes(tmp_path, b""), "truncated or corrupt")
    refused(write_bytes(tmp_path, b"[1, 2, 3]"), "JSON object")


def test_future_and_unknown_versions_are_refused(tmp_path):
    future = sample() | {"version": RECORD_VERSION + 1}
    refused(write_bytes(tmp_path, json.dumps(future).encode()), "newer version")
    for version in (0, "1", True, None, 1.0):
        data = sample() | {"version": version}
        refused(write_bytes(tmp_path, json.dumps(data).encode()), "version")
    other = sample() | {"format": "something-else"}
    refused(write_bytes(tmp_path, json.dumps(other).encode()), "not a game record")


@pytest.mark.parametrize("change, reason", [
    ({"game": "chess"}, "unknown game"),
    ({"seed": True}, "seed"),
    ({"seed": "7"}, "seed"),
    ({"options": []}, "options"),
    ({"inputs": {"0": {}}}, "inputs must be a list"),
    ({"inputs": [{}]}, "input 0"),
    ({"inputs": [3]}, "input 0"),
    ({"final": {"scores": [1]}}, "final"),
    ({"final": {"scores": ["1"], "poses": {}}}, "scores"),
    ({"final": {"scores": [], "poses": {"red-1": [[0, 0], [1, 0, 0, 0]]}}}, "red-1"),
    ({"final": {"scores": [], "poses": {"red-1": [[0, 0, 0], [1, 0, 0, "x"]]}}}, "red-1"),
])
def test_wrong_fields_are_named(tmp_path, change, reason):
    refused(write_bytes(tmp_path, json.dumps(sample() | change).encode()), reason)


def test_missing_fields_are_listed(tmp_path):
    data = sample()
    del data["inputs"], data["final"]
    refused(write_bytes(tmp_path, json.dumps(data).encode()), "missing inputs, final")


def test_hostile_files_are_refused_and_nothing_runs(tmp_path):
    text = json.dumps(sample())
    refused(write_bytes(tmp_path, text.replace("0.011", "NaN", 1).encode()), "NaN")
    refused(write_bytes(tmp_path, text.replace("0.011", "-Infinity", 1).encode()), "Infinity")
    refused(write_bytes(tmp_path, text.replace("0.011", "1e400", 1).encode()), "out of range")
    refused(write_bytes(tmp_path, text.replace('"seed": 7', '"seed": 7, "seed": 8').encode()),
            "twice")
    refused(write_bytes(tmp_path, b'{"format": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"),
            "nested too deeply|not a game record")
    refused(write_bytes(tmp_path, text.replace('"seed": 7', '"seed": ' + "9" * 5000).encode()),
            "out of range")

    # a pickle that would create a file if it were ever unpickled
    marker = tmp_path / "pwned"

    class Evil:
        def __reduce__(self):
            return (open, (str(marker), "w"))

    refused(write_bytes(tmp_path, pickle.dumps(Evil())), "not UTF-8|truncated or corrupt")
    assert not marker.exists()


def test_oversized_files_are_refused_before_parsing(tmp_path, monkeypatch):
    monkeypatch.setattr(records, "MAX_RECORD_BYTES", 100)
    refused(write_bytes(tmp_path, json.dumps(sample()).encode()), "larger than 100 bytes")


def test_missing_file_is_a_clear_error(tmp_path):
    with pytest.raises(RecordError, match="no such file"):
        load_record(tmp_path / "nope.json")


def test_a_failed_write_leaves_the_previous_record_whole(tmp_path, monkeypatch):
    path = write_record(tmp_path / "game.json", sample())
    before = path.read_bytes()

    def crash(data, stream, **kwargs):
        stream.write('{"format": "deboule-rec')  # half written, then the disk fills up
        raise OSError("no space left on device")

    monkeypatch.setattr(files.json, "dump", crash)
    with pytest.raises(OSError):
        write_record(path, sample() | {"seed": 8})
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_write_refuses_what_would_not_load(tmp_path):
    path = tmp_path / "game.json"
    with pytest.raises(RecordError, match="seed"):
        write_record(path, sample() | {"seed": None})
    with pytest.raises(RecordError, match="plain JSON"):
        write_record(path, sample() | {"options": {"x": float("inf")}})
    with pytest.raises(RecordError, match="plain JSON"):
        write_record(path, sample() | {"options": {"x": object()}})
    assert not path.exists()


def test_records_go_to_the_user_data_directory(tmp_path, monkeypatch):
    monkeypatch.setenv("DEBOULE_DATA_DIR", str(tmp_path))
    assert records.records_dir() == tmp_path / "records"


# ---------------------------------------------------------------------------- hostile saves
@pytest.mark.parametrize("payload", [
    '{"version": 1, "kind": "deboule", "data": {"inputs": ' + "[" * 100_000 + "]" * 100_000
    + "}}",
    '{"version": 1, "kind": "deboule", "data": {"inputs": [' + "9" * 5000 + "]}}",
], ids=["nested-too-deep", "5000-digit-integer"])
def test_a_hostile_autosave_is_refused_and_the_menu_still_opens(tmp_path, monkeypatch, payload):
    """Known bug for the lead (deboule/files/saves.py, read_save, the `json.loads` call): a deeply
    nested save raises RecursionError and a 5000-digit integer a bare ValueError, not
    SaveError; `has_save()` (called when the main menu is built, deboule/screens/menus.py:97)
    only catches SaveError, so such an autosave crashes the program at start."""
    from deboule.files.saves import SaveError, has_save, read_save

    monkeypatch.setenv("DEBOULE_DATA_DIR", str(tmp_path))
    path = tmp_path / "autosave.json"
    path.write_text(payload, encoding="utf-8")
    with pytest.raises(SaveError):
        read_save(path)
    assert has_save() is False
    assert path.read_text(encoding="utf-8") == payload
