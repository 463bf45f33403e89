"""Issue 32 point 8: a valid Chamot record holding "€", "Ł", an emoji, or starting with a UTF-8
byte order mark, was refused as "trop de valeurs pour sa taille / too many values for its size".

The memory estimate of deboule/files/safe_json.py charged every character of the file at the width
of its widest one, and every pair as if it sat in a large dict; a Chamot record is mostly small
objects (`{"type": "turn"}`), so one "€" put it over the budget. Now only the strings holding such a
character are charged wider, and the pairs of small dicts are in the dict's own size: the
estimate stays above what parsing really takes (checked with tracemalloc here), so hostile
files are still refused. A BOM at the start of a file (a text editor adds one) is read as
nothing (docs/files.md)."""

from __future__ import annotations

import json
import tracemalloc

import pytest

from deboule.files.safe_json import JsonLimits, UnsafeJson, parse_json
from deboule.games.chamot.match import ChamotMatch
from deboule.replays.records import RecordError, load_record, write_record
from deboule.replays.replay import EXIT_IDENTICAL, check_file

CHARACTERS = ["€", "Ł", "😀", "\ufeff"]


@pytest.fixture(scope="module")
def record() -> dict:
    match = ChamotMatch(["expert", "regular"], seed=1, headless=True)
    match.play_out()
    return match.record()


def compact(record: dict) -> bytes:
    """The record as a tool re-saving it would write it: no spaces, characters as they are."""
    return json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode()


@pytest.mark.parametrize("character", CHARACTERS, ids=["euro", "L-stroke", "emoji", "bom"])
def test_a_record_holding_a_wide_character_loads(record, tmp_path, character):
    for text in (compact(record), json.dumps(record).encode()):
        noted = compact(dict(record, note=f"Łukasz {character} Śmigły"))
        path = tmp_path / "chamot.json"
        for raw in (text, noted):
            path.write_bytes(raw)
            assert load_record(path)["actions"] == record["actions"]


def test_a_record_starting_with_a_byte_order_mark_replays_identically(record, tmp_path):
    path = tmp_path / "chamot.json"
    write_record(path, record)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())  # as a text editor saves it
    assert check_file(path) == (EXIT_IDENTICAL, "identique / identical")
    bom = tmp_path / "compact.json"
    bom.write_bytes(b"\xef\xbb\xbf" + compact(record))
    assert load_record(bom)["seed"] == record["seed"]


def test_a_dense_record_with_a_wide_character_is_still_refused(record, tmp_path):
    hostile = dict(record, note="😀", inputs=[{}] * 20_000)
    path = tmp_path / "dense.json"
    path.write_bytes(compact(hostile))
    with pytest.raises(RecordError, match="too many values"):
        load_record(path)


def wide_files(count: int) -> dict[str, bytes]:
    """Texts holding wider characters that cost Python much memory for their size."""
    def array(item: str) -> bytes:
        return ("[" + ",".join([item] * count) + "]").encode()

    return {
        "emoji strings": array('"😀"'),
        "latin strings": array('"é"'),
        "one emoji in a long string": ('["' + "a" * (20 * count) + '😀"]').encode(),
        "emoji in small objects": array('{"a":"😀","b":1}'),
        "emoji keys": ("{" + ",".join(f'"{i}😀":0' for i in range(count)) + "}").encode(),
        "escaped quotes and emoji": array('"\\"😀\\\\"'),
        "colons in strings": array('{"a":":😀:"}'),
    }


@pytest.mark.parametrize("name", list(wide_files(1)))
def test_the_estimate_stays_above_what_parsing_takes(name):
    raw = wide_files(20_000)[name]
    limits = JsonLimits(max_bytes=10**7, max_depth=32, memory_factor=24, memory_floor=0)
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
