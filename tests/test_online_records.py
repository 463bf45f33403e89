"""Issue 33, records: an online game writes the same record as a local one, with its throws'
keyframes (`motions`), so it can be watched again anywhere, even where the physics differs.

One small online game (Le Déboulé, two novice bot clients, a real server on 127.0.0.1) is
played by `deboule sim --online --record F`, and its record is checked: here it replays
identically; stamped with another engine it is checked from its keyframes and its rules' log
alone; tampered keyframes are refused in one line. See docs/records.md, "Online records".
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import cli
from game.record_motions import decoded
from game.records import load_record, record_digest, write_record
from game.replay import EXIT_BAD_FILE, EXIT_DIFFERENT, EXIT_IDENTICAL
from physics.keyframes import Motion, decode, encode

ONLINE_SIM = ["--game", "deboule", "--players", "2", "--bots", "novice,novice", "--seed", "3"]


@pytest.fixture(scope="module")
def online_record(tmp_path_factory) -> Path:
    """The record of one online game: every seat a bot client of a real server."""
    from game.online.server import ServerThread

    server = ServerThread()
    port = server.start()
    path = tmp_path_factory.mktemp("online") / "online.json"
    try:
        status = cli.main(["sim", *ONLINE_SIM, "--online", f"ws://127.0.0.1:{port}",
                           "--record", str(path), "--quiet"])
    finally:
        server.stop()
    assert status == 0
    return path


def elsewhere(record: dict) -> dict:
    """The record as a machine with another MuJoCo would have written it (its stamp only:
    the digest leaves the stamp out)."""
    return {**record, "engine": {**record["engine"], "mujoco": "0.0.1-elsewhere"}}


def rewritten(tmp_path: Path, record: dict, name: str) -> str:
    """`record` written again (its digest made again: a record of its own)."""
    path = tmp_path / name
    write_record(path, {k: v for k, v in record.items() if k != "digest"})
    return str(path)


def dumped(tmp_path: Path, record: dict, name: str) -> str:
    """`record` written as it is (its digest kept)."""
    path = tmp_path / name
    path.write_text(json.dumps(record), encoding="utf-8")
    return str(path)


def test_an_online_record_keeps_every_throw_s_motion(online_record):
    record = load_record(online_record)
    motions = decoded(record)
    throws = [throw for throw, _ in motions]
    assert len(motions) >= len(record["settled"]) > 0
    # every throw come to rest has its motion, tied to it in order
    assert sorted(set(throws)) == list(range(1, len(record["settled"]) + 1))
    assert throws == sorted(throws)
    assert all(len(motion.times_ms) >= 2 for _, motion in motions)
    # the same record as the local sim's otherwise: the digest covers the motions
    assert record["digest"] == record_digest(record)


def test_here_an_online_record_replays_identically(online_record, capsys):
    assert cli.main(["replay", str(online_record), "--quiet"]) == EXIT_IDENTICAL
    assert "identique / identical" in capsys.readouterr().out


def test_made_with_another_engine_it_is_checked_from_its_keyframes(online_record, tmp_path,
                                                                    capsys):
    path = dumped(tmp_path, elsewhere(load_record(online_record)), "elsewhere.json")
    assert cli.main(["replay", path]) == EXIT_IDENTICAL
    out = capsys.readouterr().out
    assert "enregistré ailleurs : rejoué d'après ses images-clés" in out
    assert "recorded elsewhere: replayed from its keyframes" in out
    assert "mujoco 0.0.1-elsewhere" in out


def test_made_elsewhere_a_rules_log_that_misses_the_end_is_named(online_record, tmp_path,
                                                                  capsys):
    record = elsewhere(load_record(online_record))
    changed = {**record, "final": {**record["final"],
                                   "scores": [s + 1 for s in record["final"]["scores"]]}}
    assert cli.main(["replay", rewritten(tmp_path, changed, "scores.json")]) == EXIT_DIFFERENT
    err = capsys.readouterr().err
    assert "final.scores[0]" in err and "rules' log" in err
    wrong = {**record, "actions": [*record["actions"][:3], {"type": "no_such_step"},
                                   *record["actions"][4:]]}
    assert cli.main(["replay", rewritten(tmp_path, wrong, "wrong.json")]) == EXIT_DIFFERENT
    assert "the rules' log does not replay: step 4" in capsys.readouterr().err
    cut = {**record, "actions": record["actions"][:-5]}
    assert cli.main(["replay", rewritten(tmp_path, cut, "cut.json")]) == EXIT_DIFFERENT
    assert "past the rules' log" in capsys.readouterr().err


def test_made_elsewhere_a_changed_motion_is_caught_by_the_digest(online_record, tmp_path,
                                                                capsys):
    record = elsewhere(load_record(online_record))
    motions = [dict(entry) for entry in record["motions"]]
    motion = decode(motions[2]["motion"])
    piece = motion.pieces()[0]
    frames = [dict(frame) for frame in motion.frames]
    x, *rest = frames[-1][piece]
    frames[-1][piece] = (x + 500, *rest)  # the piece rests 5 cm further
    motions[2] = {**motions[2], "motion": encode(Motion(motion.times_ms, tuple(frames)))}
    path = dumped(tmp_path, {**record, "motions": motions}, "moved.json")
    assert cli.main(["replay", path, "--quiet"]) == EXIT_DIFFERENT
    assert "empreinte différente / digest differs" in capsys.readouterr().err


@pytest.mark.parametrize("tamper", ["data", "frames", "throw", "entry"])
def test_tampered_motions_are_refused_in_one_line(online_record, tmp_path, capsys, tamper):
    record = load_record(online_record)
    motions = [dict(entry) for entry in record["motions"]]
    motion = dict(motions[3]["motion"])
    if tamper == "data":
        motion["data"] = motion["data"][:-8]
    elif tamper == "frames":
        motion["frames"] += 1
    motions[3] = {**motions[3], "motion": motion}
    if tamper == "throw":
        motions[3]["throw"] = -1
    elif tamper == "entry":
        motions[3] = {"throw": 1}
    path = dumped(tmp_path, {**record, "motions": motions}, "tampered.json")
    assert cli.main(["replay", path]) == EXIT_BAD_FILE
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in captured.err
    assert "images-clés refusées (motions[3])" in lines[0]
    assert "keyframes refused (motions[3])" in lines[0]
