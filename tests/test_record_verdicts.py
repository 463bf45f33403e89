"""Exit 0 means identical, and only that, in `deboule replay` and in the window ("Revoir une
partie"): records forged through another engine's keyframe path are refused or "not verifiable
here", never "identique"; the viewer's verdict is the command line's on a kept sample of edited
records; records are JSON values (another key order, a byte order mark: the same record, in the
command line and in the list); the list shows a summary only when it is its record's own,
refuses what the viewer refuses (files cut short) and draws no control character."""

from __future__ import annotations

import codecs
import copy
import json
import random
import unicodedata
from pathlib import Path
from types import SimpleNamespace

import pytest
from test_files_run_no_code import ATTACKS, spies  # noqa: F401 - the attacks, spied on

from bench import tamper
from deboule import cli, registry
from deboule.replays.record_index import read_record, scan
from deboule.replays.record_summary import summary_of
from deboule.replays.records import record_digest
from deboule.replays.replay import EXIT_BAD_FILE, EXIT_IDENTICAL, check_file
from deboule.replays.replay_base import ReplayError
from deboule.screens.playback import check, outline
from deboule.screens.replays import ReplayViewer
from deboule.text.i18n import Refusal

GAMES = registry.NAMES
OTHER_ENGINE = {"mujoco": "0.0.1-elsewhere", "numpy": "1.0", "machine": "elsewhere"}


# L'Enculette's seed 1 is a game of 45 steps, 15 cups shaken (each check replays every shake:
# most of this module's time), its seed 5 of 17, with every kind of step all the same and a 51
# revealed besides (`records` asserts they occur: the physics differs between machines)
SEEDS = {"deboule": 1, "cul-de-chouette": 1, "enculette": 5, "chamot": 1}
ENCULETTE_STEPS = {"dice_shaken", "announce", "believe", "doubt"}


@pytest.fixture(scope="module")
def records() -> dict[str, dict]:
    """A small record of each game as its sim writes it (bench/tamper.py)."""
    made = {game: tamper.written(tamper.MAKERS[game](SEEDS[game])) for game in GAMES}
    kinds = {step["type"] for step in made["enculette"]["history"]}
    assert ENCULETTE_STEPS <= kinds, kinds  # the edits reach every kind of step
    return made


def rewritten(record: dict) -> dict:
    """`record` with its summary and digest made again, as a forger can."""
    again = {key: value for key, value in record.items() if key not in ("summary", "digest")}
    again = {"summary": summary_of(again), **again}
    return {**again, "digest": record_digest(again)}


def written(tmp_path: Path, record: dict, name: str = "record.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def viewer_verdict(path: Path) -> int | str:
    """What the window does with the file: read it as the list's opening does, play it through
    once (`outline`), then ask the one verifier; "refused" when it does not open."""
    try:
        record = read_record(path)
        outline(record, "fr")
    except (Refusal, ReplayError, ValueError):
        return "refused"
    return check(record)[0]


def same_verdict(path: Path) -> tuple[int, int | str]:
    status, _ = check_file(path)
    shown = viewer_verdict(path)
    assert (status == EXIT_IDENTICAL) == (shown == EXIT_IDENTICAL), (path, status, shown)
    assert shown == "refused" or shown == status, (path, status, shown)
    return status, shown


# ---------------------------------------------------------------------------- forgeries
def first_throw_number(record: dict) -> tuple:
    """The path to a number of the record's first throw."""
    for index, entry in enumerate(record["inputs"]):
        if "throw" in entry:
            def numbers(value, path):
                if isinstance(value, float):
                    yield path
                elif isinstance(value, dict):
                    for key, inner in value.items():
                        yield from numbers(inner, (*path, key))
                elif isinstance(value, list):
                    for at, inner in enumerate(value):
                        yield from numbers(inner, (*path, at))
            return next(numbers(entry["throw"], ("inputs", index, "throw")))
    raise AssertionError("no throw")


def set_at(record: dict, path: tuple, value) -> None:
    *parents, last = path
    for key in parents:
        record = record[key]
    record[last] = value


FORGERIES = {
    "a changed throw": lambda r: set_at(r, first_throw_number(r), 0.123),
    "a changed seed": lambda r: r.update(seed=r["seed"] + 1),
    "zeroed settled": lambda r: r.update(settled=["0" * 20 for _ in r["settled"]]),
    "no settled at all": lambda r: r.update(settled=[]),
    "poses at (9, 9, 9)": lambda r: [pose.__setitem__(0, [9.0, 9.0, 9.0])
                                     for pose in r["final"]["poses"].values()],
    "changed seats": lambda r: r.update(seats=list(reversed(r["seats"]))),
    "a score rewritten": lambda r: r["final"].update(
        scores=[0, max(r["final"]["scores"]) + 1][:len(r["final"]["scores"])]),
}


@pytest.mark.parametrize("game", ("deboule", "cul-de-chouette"))
@pytest.mark.parametrize("forgery", list(FORGERIES))
def test_a_record_forged_through_another_engine_is_never_identical(records, game, forgery,
                                                                   tmp_path, capsys):
    """`motions: []`, another engine's stamp, the digest made again: the keyframe path checks
    what it can and says at best "not verifiable here" (exit 3), never "identique"."""
    record = copy.deepcopy(records[game])
    FORGERIES[forgery](record)
    record["motions"], record["engine"] = [], dict(OTHER_ENGINE)
    path = written(tmp_path, rewritten(record))
    status, message = check_file(path)
    assert status != EXIT_IDENTICAL and "identique / identical" not in message, message
    assert "\n" not in message
    assert cli.main(["replay", "--quiet", str(path)]) == status
    capsys.readouterr()
    same_verdict(path)


def test_emptied_settled_is_no_way_around_the_keyframes(records, tmp_path):
    """With `settled: []` no throw needs a keyframe, but each throw input needs a throw come to
    rest (deboule/replays/keyframe_truth.py `inputs_problem`)."""
    record = {**records["deboule"], "motions": [], "engine": dict(OTHER_ENGINE), "settled": []}
    status, message = check_file(written(tmp_path, rewritten(record)))
    assert status == 1 and "throw inputs, at rest" in message, message


# ---------------------------------------------------------------------------- the sample
def edited_sample(records: dict[str, dict], per_game: int = 18) -> list[tuple[str, dict]]:
    """A kept, seeded sample of edited records, `per_game` of each game's record: a seat naming
    each of the issue's attacks (ATTACKS, digest made again), and one-at-a-time alterations
    (bench/tamper.py) as the file-sharer leaves them (digest untouched)."""
    sample = []
    for game in GAMES:
        for spec in ATTACKS:
            record = copy.deepcopy(records[game])
            record["seats"][1] = spec
            sample.append((f"{game} seat {spec}", rewritten(record)))
        chosen = random.Random(f"issue-44-{game}").sample(tamper.alterations(records[game]),
                                                          per_game - len(ATTACKS))
        sample += [(f"{game} {a.shown()}", a.applied(records[game])) for a in chosen]
    return sample


@pytest.mark.usefixtures("spies")  # a call is seen, and the run survives it
def test_the_viewer_s_verdict_is_the_command_line_s_on_72_edited_records(records, tmp_path):
    sample = edited_sample(records)
    assert len(sample) == 72
    tally: dict[tuple, int] = {}
    for index, (_, record) in enumerate(sample):
        verdict = same_verdict(written(tmp_path, record, f"edited-{index}.json"))
        tally[verdict] = tally.get(verdict, 0) + 1
    assert (EXIT_IDENTICAL, EXIT_IDENTICAL) not in tally, tally  # every edit is caught


# ---------------------------------------------------------------------------- JSON values
@pytest.mark.parametrize("game", GAMES)
def test_another_key_order_and_a_bom_are_the_same_record(records, game, tmp_path):
    folder = tmp_path / "records"
    folder.mkdir()
    record = records[game]
    sorted_keys = folder / "sorted.json"
    sorted_keys.write_text(json.dumps(record, sort_keys=True), encoding="utf-8")
    bom = folder / "bom.json"
    bom.write_bytes(codecs.BOM_UTF8 + json.dumps(record).encode())
    for path in (sorted_keys, bom):
        assert check_file(path) == (EXIT_IDENTICAL, "identique / identical"), path
        assert same_verdict(path) == (EXIT_IDENTICAL, EXIT_IDENTICAL)
    found = scan([folder])
    assert found.refused == [], [r.reason.both() for r in found.refused]
    assert sorted(f.path.name for f in found.listed) == ["bom.json", "sorted.json"]
    assert all(f.summary == record["summary"] and f.checked for f in found.listed)


# ---------------------------------------------------------------------------- the list
def test_the_list_shows_a_summary_only_when_it_is_its_record_s_own(records, tmp_path):
    folder = tmp_path / "records"
    folder.mkdir()
    record = records["deboule"]
    edited = copy.deepcopy(record)
    edited["summary"]["scores"][0] = 7  # the issue's: a 6-0 listed as 7-0
    written(folder, edited, "edited.json")
    rewritten_digest = {**edited, "digest": record_digest(edited)}
    written(folder, rewritten_digest, "edited-digest.json")
    written(folder, record, "own.json")
    found = scan([folder])
    assert [f.path.name for f in found.listed] == ["own.json"]
    assert {r.path.name: r.reason.key for r in found.refused} == {
        "edited.json": "replays.summary_not_own", "edited-digest.json": "replays.summary_not_own"}
    for name in ("edited.json", "edited-digest.json"):  # the verifier says so as well
        assert check_file(folder / name)[0] != EXIT_IDENTICAL


def test_the_list_refuses_every_record_cut_short_as_the_viewer_does(records, tmp_path):
    """Every cut of a record whose last character is still a closing brace (the list's head
    check passed them all)."""
    folder = tmp_path / "records"
    folder.mkdir()
    text = json.dumps(records["chamot"])
    cuts = [end for end in range(1, len(text)) if text[end - 1] == "}"]
    assert len(cuts) > 20
    for end in cuts:
        (folder / f"cut-{end}.json").write_text(text[:end], encoding="utf-8")
    found = scan([folder], limit=len(cuts) + 1)
    assert found.listed == [] and found.refused_count == len(cuts)
    for end in cuts[:: max(1, len(cuts) // 10)]:
        assert check_file(folder / f"cut-{end}.json")[0] == EXIT_BAD_FILE


def test_no_control_character_of_a_record_is_drawn(records, tmp_path):
    hostile = "\x1b[31m\x07\u202e\x00x"
    record = rewritten({**records["deboule"], "engine": {"mujoco": hostile, "numpy": hostile,
                                                         "machine": hostile}})
    record["final"] = {**record["final"], "scores": [s + 1 for s in record["final"]["scores"]]}
    path = written(tmp_path, rewritten(record))
    status, message = check_file(path)
    assert status != EXIT_IDENTICAL and "mujoco" in message
    for lang in ("fr", "en"):
        line = ReplayViewer.verdict_text(SimpleNamespace(lang=lang, verdict=(status, message),
                                                         checking=None))
        assert not [c for c in line if unicodedata.category(c)[0] == "C"], repr(line)
