"""Issue 33, records: an online game writes the same record as a local one, with its throws'
keyframes (`motions`), so it can be watched again anywhere, even where the physics differs.

Two small online games (Le Déboulé and Cul de Chouette, two novice bot clients each, a real
server on 127.0.0.1) are played by `deboule sim --online --record F`, and their records
checked: here they replay identically; stamped with another engine they are checked from
their keyframes and their rules' log alone, and "Revoir une partie" plays them from their
keyframes (the poses drawn are the keyframes'); tampered keyframes are refused in one line.
See docs/records.md, "Online records".
"""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from deboule import cli
from deboule.physics.keyframes import Motion, decode, encode
from deboule.replays.keyframe_truth import keyframe_problem
from deboule.replays.record_motions import decoded
from deboule.replays.records import load_record, record_digest, write_record
from deboule.replays.replay import EXIT_BAD_FILE, EXIT_DIFFERENT, EXIT_IDENTICAL, EXIT_UNVERIFIABLE
from deboule.screens.keyframe_feed import KeyframeFeed
from deboule.screens.playback import Playback, outline

ONLINE_SIM = ["--players", "2", "--bots", "novice,novice", "--seed", "3"]
GAMES = ("deboule", "cul-de-chouette")


@pytest.fixture(scope="module")
def online_records(tmp_path_factory) -> dict[str, Path]:
    """The record of one online game of each of GAMES: every seat a bot client of a real
    server."""
    from deboule.online.server import ServerThread

    server = ServerThread()
    port = server.start()
    folder = tmp_path_factory.mktemp("online")
    paths = {}
    try:
        for game in GAMES:
            paths[game] = folder / f"{game}.json"
            status = cli.main(["sim", "--game", game, *ONLINE_SIM, "--online",
                               f"ws://127.0.0.1:{port}", "--record", str(paths[game]),
                               "--quiet"])
            assert status == 0
    finally:
        server.stop()
    return paths


@pytest.fixture(scope="module")
def online_record(online_records) -> Path:
    return online_records["deboule"]


def elsewhere(record: dict) -> dict:
    """The record as a machine with another MuJoCo would have written it (its stamp, and its
    digest made again: the digest covers the stamp)."""
    stamped = {**record, "engine": {**record["engine"], "mujoco": "0.0.1-elsewhere"}}
    return {**stamped, "digest": record_digest(stamped)}


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
    # a throw rolls over several keyframes; a table set by hand (a new round's towers) is one
    assert all(len(motion.times_ms) >= 1 for _, motion in motions)
    assert sum(len(motion.times_ms) >= 2 for _, motion in motions) >= len(record["settled"])
    # the same record as the local sim's otherwise: the digest covers the motions
    assert record["digest"] == record_digest(record)


def test_here_an_online_record_replays_identically(online_record, capsys):
    assert cli.main(["replay", str(online_record), "--quiet"]) == EXIT_IDENTICAL
    assert "identique / identical" in capsys.readouterr().out


def test_made_with_another_engine_it_is_checked_from_its_keyframes(online_record, tmp_path,
                                                                    capsys):
    path = dumped(tmp_path, elsewhere(load_record(online_record)), "elsewhere.json")
    # checked as far as it can be, never "identical": its physics does not replay here
    assert cli.main(["replay", path]) == EXIT_UNVERIFIABLE
    err = capsys.readouterr().err
    assert "non vérifiable ici / not verifiable here" in err
    assert "its keyframes and its rules' log agree" in err
    assert "mujoco 0.0.1-elsewhere" in err
    # the stamp changed afterwards, the digest kept: the digest covers the stamp
    stamp_only = {**load_record(online_record)}
    stamp_only["engine"] = {**stamp_only["engine"], "mujoco": "0.0.1-elsewhere"}
    assert cli.main(["replay", dumped(tmp_path, stamp_only, "stamp.json")]) == EXIT_DIFFERENT
    assert "empreinte différente / digest differs" in capsys.readouterr().err


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
    # a throw's motion, changed on its way (where it rests is checked against the log)
    at = next(i for i, entry in enumerate(motions) if len(decode(entry["motion"]).frames) > 4)
    motion = decode(motions[at]["motion"])
    frames = [dict(frame) for frame in motion.frames]
    middle = len(frames) // 2
    piece = next(iter(frames[middle]))
    x, *rest = frames[middle][piece]
    frames[middle][piece] = (x + 500, *rest)  # the piece flies 5 cm aside
    motions[at] = {**motions[at], "motion": encode(Motion(motion.times_ms, tuple(frames)))}
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


def test_a_throw_stepped_over_several_steps_is_one_motion(online_records):
    """Cul de Chouette's sim advances a throw over many steps, each step's motion sent on its
    own: the record joins them, one motion per throw (two when the next throw is launched in
    the step the last came to rest in), not a thousand pieces of 34 ms."""
    record = load_record(online_records["cul-de-chouette"])
    motions = decoded(record)
    assert 0 < len(motions) <= len(record["settled"])
    assert all(len(motion.times_ms) > 5 for _, motion in motions)


@pytest.mark.parametrize("game", GAMES)
def test_made_elsewhere_the_viewer_draws_its_keyframes(online_records, game):
    record = elsewhere(load_record(online_records[game]))
    plan = outline(record)  # the first pass of "Revoir une partie": to the record's end
    assert plan.final["scores"] == record["final"]["scores"]
    assert plan.steps == len(record["motions"]) + 1  # a motion each, then the last decisions
    playback = Playback(record, plan=plan)
    try:
        feed = playback.feed
        assert isinstance(feed, KeyframeFeed)
        motions = [motion for _, motion in decoded(record)]
        drawn_frames = 0
        while not (feed.steps >= 3 and not feed.moving()):  # the first motions, frame by frame
            playback.update(1 / 30)
            if feed.moving():
                wanted = motions[feed.steps - 1].poses_at(feed.clock)
                # what the watching screen draws: the poses of its match's world
                assert feed.match.world.poses() == {
                    pid: pose for pid, pose in wanted.items() if pid in feed.world.pieces}
                drawn_frames += 1
        assert drawn_frames > 10
        # the rules' state is the rules' log played to the step the third motion ended at
        assert len(feed.match.state.history) == record["motions"][2]["actions"]
        # the viewer's line tells why it is drawn from keyframes (the verifier's verdict)
        from deboule.screens.playback import check
        from deboule.screens.replays import ReplayViewer

        for lang, said in (("fr", "non vérifiable ici : enregistré ailleurs, montré d'après "
                                  "ses images-clés"),
                           ("en", "not verifiable here: recorded elsewhere, shown from its "
                                  "keyframes")):
            line = SimpleNamespace(lang=lang, verdict=check(record), checking=None)
            assert ReplayViewer.verdict_text(line) == said
        playback.seek(plan.steps)  # to the end: the record's scores
        assert feed is not playback.feed and playback.feed.final()["scores"] == \
            record["final"]["scores"]
    finally:
        playback.close()


def changed_outcome(record: dict) -> dict:
    """`record` whose rules' log says another outcome than its keyframes show: a piece of Le
    Déboulé's first throw at rest one centimetre aside, Cul de Chouette's first dice rolled
    showing other faces."""
    steps = json.loads(json.dumps(record["actions"]))
    for step in steps:
        if step.get("type") == "thrown":
            piece = next(p for p in step["obs"]["pieces"] if p["in_play"])
            piece["footprint"]["centre"][0] += 0.01
            break
        if step.get("type") == "dice_rolled":
            step["faces"] = [face % 6 + 1 for face in step["faces"]]
            break
    return {**record, "actions": steps}


@pytest.mark.parametrize("game", GAMES)
def test_made_elsewhere_the_keyframes_must_show_what_the_log_and_the_end_say(
        online_records, game, tmp_path, capsys):
    """Another engine's record is checked against its own keyframes: where each motion leaves
    the pieces must give the outcome the rules logged, and the end
    (deboule/replays/keyframe_truth.py)."""
    record = load_record(online_records[game])
    nowhere = {**record, "final": {**record["final"], "poses": {
        pid: [[9.0, 9.0, 9.0], pose[1]] for pid, pose in record["final"]["poses"].items()}}}
    for forged, said in ((changed_outcome(record), "étape / step"),
                         (nowhere, "final.poses")):
        path = dumped(tmp_path, elsewhere(forged), "forged.json")
        assert cli.main(["replay", path, "--quiet"]) == EXIT_DIFFERENT
        capsys.readouterr()  # other faces may also stop the log (Cul de Chouette's)
        problem = keyframe_problem(forged)
        assert problem is not None and said in problem, problem
    assert keyframe_problem(record) is None


def test_made_elsewhere_the_inputs_decisions_must_be_the_log_s(online_records, tmp_path, capsys):
    record = load_record(online_records["deboule"])
    inputs = json.loads(json.dumps(record["inputs"]))
    decision = next(entry for entry in inputs if "action" in entry
                    and entry["action"]["type"] == "choose_starter")
    decision["action"]["side"] = 1 - decision["action"]["side"]
    path = dumped(tmp_path, elsewhere({**record, "inputs": inputs}), "decision.json")
    assert cli.main(["replay", path, "--quiet"]) == EXIT_DIFFERENT
    assert "not in the rules' log" in capsys.readouterr().err
