"""Hostile files (issue 16, points 2, 5 and 6): every file the game reads back (records, autosaves,
settings) is read within bounds (regular files only, size caps, nesting, memory within a small
multiple of the file's size), refused with one clear line in French and English, never with a
traceback; and text read from a file reaches the terminal with its control characters escaped.

The files are small: the limits are parameters, set low here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import tracemalloc
from pathlib import Path

import pytest

from deboule.files import saves
from deboule.files.safe_json import JsonLimits, UnsafeJson, parse_json, read_json
from deboule.files.saves import SaveError, has_save, read_save, write_save
from deboule.replays import records
from deboule.replays.records import RecordError, load_record
from deboule.replays.replay import EXIT_BAD_FILE, check_file
from deboule.shell import settings
from deboule.shell.settings import Settings, load_settings

ROOT = Path(__file__).resolve().parent.parent


def record_text(scores="[3, 21]", name="Anne") -> str:
    return ('{"format": "deboule-record", "version": 1, "game": "cul-de-chouette", '
            '"options": {"controller": "window", "names": ["' + name + '", "Bob"]}, '
            '"seed": 1, "seats": ["human", "novice"], "inputs": [{"action": {"type": "x"}}], '
            '"final": {"scores": ' + scores + ', "poses": {}}}')


def finishes(function, seconds: float = 10.0):
    """Run `function` in a thread; fail (rather than hang the suite) when it does not return."""
    outcome: dict = {}

    def target():
        try:
            outcome["value"] = function()
        except BaseException as exc:  # noqa: BLE001 - handed back to the test
            outcome["error"] = exc

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"{function} still blocked after {seconds} s"
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")


# ---------------------------------------------------------------------------- point 2
def test_a_309_digit_integer_in_a_records_scores_is_refused_with_one_line(tmp_path):
    path = tmp_path / "big.json"
    path.write_text(record_text(scores="[" + "9" * 309 + ", 1]"))
    status, message = check_file(path)
    assert status == EXIT_BAD_FILE
    assert "hors limites" in message and "out of range" in message
    assert "\n" not in message


def test_a_huge_integer_built_in_memory_is_refused_when_checked():
    with pytest.raises(RecordError, match="scores"):
        records.validate_record(json.loads(record_text(scores="[" + "9" * 309 + "]")))


def test_a_lone_surrogate_in_a_name_is_refused_and_replay_prints_one_line(tmp_path):
    path = tmp_path / "surrogate.json"
    path.write_text(record_text(name="An\\udc80ne"))
    with pytest.raises(RecordError, match="surrogate"):
        load_record(path)
    result = subprocess.run([sys.executable, "-m", "deboule.cli", "replay", str(path)], cwd=ROOT,
                            capture_output=True, timeout=120,
                            env={**os.environ, "PYTHONIOENCODING": "utf-8"})
    assert result.returncode == EXIT_BAD_FILE
    assert b"Traceback" not in result.stderr + result.stdout
    assert len(result.stderr.decode().strip().splitlines()) == 1


@pytest.mark.parametrize("kind", [["deboule"], {"a": 1}, 3, None])
def test_an_autosave_whose_kind_is_not_a_name_is_refused(tmp_path, monkeypatch, kind):
    monkeypatch.setenv("DEBOULE_DATA_DIR", str(tmp_path))
    path = tmp_path / "autosave.json"
    path.write_text(json.dumps({"version": 1, "kind": kind, "data": {}}))
    with pytest.raises(SaveError):
        read_save(path)
    assert has_save() is False  # the main menu asks this: it must not crash


@pytest.mark.parametrize("depth, reason", [(100_000, "larger than"), (30_000, "too deeply")])
def test_a_deeply_nested_settings_file_gives_the_defaults_and_a_reason(tmp_path, depth, reason):
    path = tmp_path / "settings.json"
    text = '{"version": 1, "lang": ' + "[" * depth + "]" * depth + "}"
    path.write_text(text)
    loaded, problem = load_settings(path)
    assert loaded == Settings()
    assert reason in str(problem)
    kept = list(tmp_path.glob("settings.json.*.refused"))
    assert [p.read_text() for p in kept] == [text]  # set aside byte for byte


# ---------------------------------------------------------------------------- point 5
@pytest.mark.parametrize("reader", ["record", "save", "settings"])
def test_a_fifo_is_refused_at_once(tmp_path, reader):
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    if reader == "record":
        with pytest.raises(RecordError, match="named pipe"):
            finishes(lambda: load_record(path))
    elif reader == "save":
        with pytest.raises(SaveError, match="named pipe"):
            finishes(lambda: read_save(path))
    else:
        loaded, problem = finishes(lambda: load_settings(path))
        assert loaded == Settings() and "named pipe" in str(problem)


@pytest.mark.parametrize("reader", ["record", "save", "settings"])
def test_a_symlink_to_dev_zero_is_refused_without_reading_it(tmp_path, reader):
    path = tmp_path / "zero.json"
    path.symlink_to("/dev/zero")
    tracemalloc.start()
    try:
        if reader == "record":
            with pytest.raises(RecordError, match="device"):
                finishes(lambda: load_record(path))
        elif reader == "save":
            with pytest.raises(SaveError, match="device"):
                finishes(lambda: read_save(path))
        else:
            assert "device" in str(finishes(lambda: load_settings(path))[1])
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 1024 * 1024


def test_a_folder_in_place_of_a_file_is_refused(tmp_path):
    (tmp_path / "dir.json").mkdir()
    with pytest.raises(RecordError, match="folder"):
        load_record(tmp_path / "dir.json")


def test_autosaves_have_a_size_cap(tmp_path, monkeypatch):
    path = tmp_path / "autosave.json"
    write_save("deboule", {"inputs": list(range(100))}, path)
    monkeypatch.setattr(saves, "MAX_SAVE_BYTES", 200)
    with pytest.raises(SaveError, match="200"):
        read_save(path)


def dense_files(values: int) -> dict[str, bytes]:
    """Small JSON texts that cost Python far more memory than their size (issue 16: a record
    under the cap took 2 GB)."""
    def array(item: bytes) -> bytes:
        return b"[" + b",".join([item] * values) + b"]"

    return {
        "empty objects": array(b"{}"),
        "empty lists": array(b"[]"),
        "nested lists": array(b"[[[[[[[[]]]]]]]]"),
        "nested objects": array(b'{"a":{"a":{"a":{}}}}'),
        "short strings": array(b'"ab"'),
        "distinct keys": b"{" + b",".join(b'"%d":0' % i for i in range(values)) + b"}",
        "floats": array(b"0.5"),
    }


@pytest.mark.parametrize("name", list(dense_files(1)))
def test_parsing_takes_at_most_a_small_multiple_of_the_files_size(name):
    raw = dense_files(20_000)[name]
    limits = JsonLimits(max_bytes=10**7, max_depth=10**6, memory_factor=24, memory_floor=0)
    tracemalloc.start()
    try:
        try:
            parse_json(raw, limits)
        except UnsafeJson as exc:
            assert exc.key == "file.too_dense"
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak <= 24 * len(raw) + 64 * 1024


def test_real_records_fit_the_default_memory_budget(tmp_path):
    """What the game writes is never refused for its density (a record of each game)."""
    from hostile_samples import sample_records

    for path in sample_records(tmp_path):
        load_record(path)


def test_a_dense_record_under_the_size_cap_is_refused(tmp_path):
    text = record_text().replace('"inputs": [', '"inputs": [' + "{}," * 5000)
    path = tmp_path / "dense.json"
    path.write_text(text)
    with pytest.raises(RecordError, match="too many values"):
        load_record(path)
    assert path.read_text() == text


def test_nesting_is_bounded_by_a_parameter():
    limits = JsonLimits(max_bytes=1000, max_depth=3)
    assert parse_json(b'{"a": [[1]]}', limits) == {"a": [[1]]}
    with pytest.raises(UnsafeJson, match="more than 3 levels"):
        parse_json(b'{"a": [[[1]]]}', limits)
    # brackets inside strings count as nesting (the scan stays cheap; the estimate only grows)
    with pytest.raises(UnsafeJson, match="more than 3 levels"):
        parse_json(b'{"a": "[[[[[[["}', limits)


def test_reading_refuses_what_is_not_plain_finite_json(tmp_path):
    limits = JsonLimits(max_bytes=1000)
    for text, reason in (("[NaN]", "NaN"), ("[1e400]", "out of range"), ('{"a":1,"a":2}', "twice"),
                         ("[1", "truncated"), ('["\\ud800"]', "surrogate"),
                         ("[" + "1" * 41 + "]", "out of range")):
        path = tmp_path / "x.json"
        path.write_text(text)
        with pytest.raises(UnsafeJson, match=reason):
            read_json(path, limits)
    assert parse_json('["\\ud83d\\ude00", "é"]', limits) == ["\U0001F600", "é"]  # a real pair


# ---------------------------------------------------------------------------- point 6
def test_control_characters_are_escaped_for_the_terminal():
    from deboule.text.terminal import printable

    hostile = "Anne\x1b]0;pwned\x07\x1b[2J\x9b31m\u202egnp.exe\udc80\r\nBob\t"
    shown = printable(hostile)
    assert all(ch.isprintable() for ch in shown)
    assert "\\x1b]0;pwned\\x07" in shown and "\\u202e" in shown and "\\udc80" in shown
    shown.encode("utf-8")  # never a lone surrogate
    assert printable("Élodie gagne ! 🎲") == "Élodie gagne ! 🎲"  # ordinary text unchanged


def test_replay_output_of_a_hostile_record_carries_no_escape_sequence(tmp_path):
    from hostile_samples import cdc_window_record

    record = cdc_window_record()
    record["options"]["names"][0] = "Anne\x1b]0;pwned\x07\x1b[2J"
    path = tmp_path / "hostile.json"
    records.write_record(path, record)
    result = subprocess.run([sys.executable, "-m", "deboule.cli", "replay", str(path)], cwd=ROOT,
                            capture_output=True, timeout=300)
    output = result.stdout + result.stderr
    assert b"Traceback" not in output
    assert b"\x1b" not in output and b"\x07" not in output
    assert b"Anne\\x1b]0;pwned\\x07\\x1b[2J" in output


def test_a_file_name_with_control_characters_is_escaped_in_the_error(tmp_path):
    path = tmp_path / "\x1b[2Jrecord.json"
    result = subprocess.run([sys.executable, "-m", "deboule.cli", "replay", str(path)], cwd=ROOT,
                            capture_output=True, timeout=120)
    assert result.returncode == EXIT_BAD_FILE
    assert b"\x1b" not in result.stdout + result.stderr
    assert b"\\x1b[2Jrecord.json" in result.stderr


def test_settings_files_are_kept_small(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(Settings().to_dict()) + " " * (settings.MAX_SETTINGS_BYTES + 1))
    assert "octets" in str(load_settings(path)[1])
