""""Revoir une partie" (issue 15, point 3): a short sim record of each game is played back in
the viewer, headless, to its end (the record's final poses and scores, bit for bit); pause,
speed, step, jump and camera do what they say; the list lists and opens; `deboule replay FILE
--watch` refuses a bad file in one line. The window scenarios run in a subprocess, one after
the other (tests/test_replay_view_driver.py); the feeds are also checked without a window."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from deboule import registry
from deboule.replays.replay import EXIT_DIFFERENT, first_difference
from deboule.screens.playback import Playback, check, outline

ROOT = Path(__file__).resolve().parent.parent
DRIVER = ROOT / "tests" / "test_replay_view_driver.py"
GAMES = registry.NAMES


# ---------------------------------------------------------------------------- short records
# The physics is bit for bit the same on one machine, not across CPUs or MuJoCo versions: a
# record that must have some shape (three rounds...) is the first seed from 7 that has it,
# looked for among SEEDS, not a seed written down; what the tests expect of it (its scores,
# its rounds) is read from the record.
SEEDS = range(7, 7 + 40)
DEBOULE_BOTS = ["novice", "casual"]  # "débutant", "amateur" on the list's line
DEBOULE_TARGET = 10  # points: most matches then last three rounds or more, and still few


def first_seed_that(make, shape: str) -> dict:
    """The record of the first seed in SEEDS that has `shape`: `make(seed)` gives the seed's
    record and None when it has it, or what it has instead."""
    tried = []
    for seed in SEEDS:
        record, instead = make(seed)
        if instead is None:
            return record
        tried.append(f"{seed}: {instead}")
    pytest.fail(f"no seed in {SEEDS.start}..{SEEDS.stop - 1} gives {shape}: "
                + "; ".join(tried))


def deboule_record() -> dict:
    """Le Déboulé as `deboule sim` plays it, two bots to DEBOULE_TARGET points, in a match of
    three rounds or more (a round's end held then the next round; a jump back from the last
    round to one in the middle) that ends on a throw (changed, it leaves no later decision the
    new table could refuse: test_a_changed_throw_ends_elsewhere_and_the_viewer_says_so)."""
    from deboule.games.deboule.sim import build_record, play_match

    def make(seed: int) -> tuple[dict, str | None]:
        report = play_match(2, DEBOULE_BOTS, seed=seed, target=DEBOULE_TARGET)
        record = build_record(report, DEBOULE_BOTS)
        rounds, on_a_throw = len(report.game.round_results), "throw" in record["inputs"][-1]
        if rounds >= 3 and on_a_throw:
            return record, None
        return record, f"{rounds} round(s), ends on a {'throw' if on_a_throw else 'decision'}"

    return first_seed_that(make, "a Déboulé match of three rounds or more ending on a throw")


def cdc_record() -> dict:
    """A game of bots as `deboule sim --game cul-de-chouette` plays it (on the match), to 120
    points."""
    from deboule.games.cul_de_chouette.match import CdcMatch
    from deboule.rules.cul_de_chouette import Variant

    match = CdcMatch(["novice", "novice"], seed=4, headless=True, names=["A", "B"],
                     preset=Variant.preset("iruo", win_score=120, cap_score=110))
    match.play_out()
    return match.record()


def sim_args(game: str, seed: int, record: Path, bots: str, preset=None) -> SimpleNamespace:
    return SimpleNamespace(game=game, players=2, bots=bots, preset=preset, teams=False,
                           seed=seed, record=str(record), quiet=True, lang="fr", join=None)


def enculette_record(folder: Path) -> dict:
    """L'Enculette as `deboule sim` plays it, a broc of 6, in three exchanges or more (the
    viewer's rounds: one ends at each drink; a drink may be of 3 gorgées, so fewer can be)."""
    from deboule.games.enculette import sim
    from deboule.rules.enculette import Options, action_from_dict, new_game

    def make(seed: int) -> tuple[dict, str | None]:
        path = folder / f"enculette-{seed}.json"
        assert sim.run(sim_args("enculette", seed, path, "novice,regular", "broc=6"),
                       out=io.StringIO()) == 0
        record = json.loads(path.read_text())
        state = new_game(2, Options.from_dict(record["options"]["rules"]))
        for action in record["history"]:  # the rules' log again, without physics
            state.apply(action_from_dict(action))
        drinks = sum(1 for event in state.events if event.kind == "drank")
        return record, None if drinks >= 3 else f"{drinks} drink(s)"

    return first_seed_that(make, "an Enculette game of three exchanges or more")


def chamot_record(folder: Path) -> dict:
    from deboule.games.chamot import sim

    path = folder / "chamot.json"
    assert sim.run(sim_args("chamot", 2, path, "novice,regular", "short"),
                   out=io.StringIO()) == 0
    return json.loads(path.read_text())


@pytest.fixture(scope="module")
def records(tmp_path_factory) -> dict[str, dict]:
    folder = tmp_path_factory.mktemp("made")
    return {"deboule": deboule_record(), "cul-de-chouette": cdc_record(),
            "enculette": enculette_record(folder), "chamot": chamot_record(folder)}


@pytest.fixture(scope="module")
def home(tmp_path_factory, records) -> Path:
    """A data directory whose records/sims/ holds the four records, Le Déboulé the newest."""
    from deboule.replays.records import write_record

    home = tmp_path_factory.mktemp("home")
    sims = home / "data" / "records" / "sims"
    for age, game in enumerate(reversed(GAMES)):
        path = write_record(sims / f"{game}.json", records[game])
        os.utime(path, (1_700_000_000 + age * 60, 1_700_000_000 + age * 60))
    (sims / "broken.json").write_text('{"format": "deboule-record", "version"')
    return home


def drive_batch(runs: dict[str, Path]) -> dict[str, dict]:
    """Each scenario in its home, all in one subprocess (Python's start, the imports and the
    glyphs made once): {scenario: {"out": its JSON} or {"error": its traceback}}."""
    env = dict(os.environ)
    env.pop("DISPLAY", None)
    spec = json.dumps([[scenario, str(home)] for scenario, home in runs.items()])
    result = subprocess.run([sys.executable, str(DRIVER), "batch", spec], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stderr[-3000:]
    return dict(zip(runs, json.loads(result.stdout.strip().splitlines()[-1]), strict=True))


def refused_home(folder: Path, records: dict[str, dict]) -> Path:
    """Chamot's record and, newer, one that does not replay, and a file that is no record."""
    from deboule.replays.records import write_record

    sims = folder / "data" / "records"
    good = write_record(sims / "chamot.json", records["chamot"])
    broken = json.loads(json.dumps(records["chamot"]))
    broken["inputs"] = [{"seat": 5, "action": {"type": "turn"}}]
    broken["seats"] = ["human", "novice"]
    bad = write_record(sims / "bad.json", broken)
    os.utime(good, (1_700_000_000, 1_700_000_000))
    os.utime(bad, (1_700_000_100, 1_700_000_100))
    (sims / "junk.json").write_text("{")
    return folder


@pytest.fixture(scope="module")
def window_runs(home, records, tmp_path_factory) -> dict[str, dict]:
    """The window's scenarios, run once for the tests below."""
    return drive_batch({"play_all": home, "controls": home,
                        "refused": refused_home(tmp_path_factory.mktemp("refused"), records),
                        "empty_list": tmp_path_factory.mktemp("empty")})


def window_run(window_runs: dict[str, dict], scenario: str) -> dict:
    """What `scenario` printed (its test fails with the traceback when it failed)."""
    result = window_runs[scenario]
    if "error" in result:
        pytest.fail(f"{scenario}:\n{result['error']}")
    return result["out"]


# ---------------------------------------------------------------------------- without a window
@pytest.mark.parametrize("game", GAMES)
def test_the_feed_played_frame_by_frame_ends_on_the_record(records, game):
    """The motions advanced by small frames (as the window does) end where the record ends,
    bit for bit, and the first pass (at once) found the same."""
    record = records[game]
    plan = outline(record)
    assert first_difference(record["final"], plan.final) is None and plan.steps > 0
    playback = Playback(record, plan=plan)
    playback.speed = 4.0
    for _ in range(100_000):
        if playback.ended:
            break
        playback.update(1 / 60)
    assert playback.ended and playback.feed.steps == plan.steps
    assert first_difference(record["final"], playback.feed.final()) is None
    playback.close()


# ---------------------------------------------------------------------------- window records
def deboule_window() -> dict:
    from deboule.games.deboule.match import DebouleMatch, Seat

    match = DebouleMatch([Seat("bot", "novice"), Seat("bot", "novice")], seed=5, target=2,
                         headless=True)
    match.play_out()
    record = match.record()
    match.close()
    return record


def cdc_window() -> dict:
    from deboule.games.cul_de_chouette.match import CdcMatch, ManualClock
    from deboule.rules.cul_de_chouette import Variant

    match = CdcMatch(["novice", "regular"], seed=6, clock=ManualClock(), pace=0.0,
                     preset=Variant.preset("iruo", win_score=120, cap_score=110))
    match.play_out()
    return match.record()


def enculette_window() -> dict:
    """A human (the first choice each time) against a bot: the record holds the human's inputs
    only, the bot's moves come again from the seed."""
    from deboule.games.enculette.match import EnculetteMatch
    from deboule.rules.enculette import Options

    match = EnculetteMatch(["human", "regular"], seed=9, headless=True, options=Options(broc=6))
    for _ in range(10_000):
        match.run_bots()
        if match.over:
            break
        if match.must_shake():
            match.human_shake()
        else:
            match.human_action(match.legal_actions()[0])
    return match.record()


def chamot_window() -> dict:
    from deboule.games.chamot.match import ChamotMatch, ManualClock

    match = ChamotMatch(["human", "novice"], seed=3, short=True, clock=ManualClock(), pace=0.0)
    for _ in range(5_000):
        while match.human_turn() is None and not match.over:
            match.update(0.0)
        if match.over:
            break
        match.human_action(match.legal_actions()[-1])
    assert match.over
    return match.record()


WINDOW = {"deboule": deboule_window, "cul-de-chouette": cdc_window,
          "enculette": enculette_window, "chamot": chamot_window}


@pytest.mark.parametrize("game", GAMES)
def test_a_window_record_is_watched_to_its_end_too(game):
    """The window's records (the list's usual lines): humans' inputs where the record holds
    them, the bots' moves made again where it does not."""
    record = WINDOW[game]()
    plan = outline(record)
    assert first_difference(record["final"], plan.final) is None
    assert plan.steps >= len(record["inputs"]) > 0
    playback = Playback(record, plan=plan)
    playback.speed = 8.0
    for _ in range(100_000):
        if playback.ended:
            break
        playback.update(1 / 30)
    assert playback.feed.steps == plan.steps
    assert first_difference(record["final"], playback.feed.final()) is None
    playback.close()


def test_a_changed_throw_ends_elsewhere_and_the_viewer_says_so(records):
    record = json.loads(json.dumps(records["deboule"]))
    # the last throw, in round 3 or later: the pieces of earlier rounds are picked up again
    # (issue 16); the record's last input (deboule_record), so no later decision can be refused
    throw = record["inputs"][-1]["throw"]
    throw["velocity"][0] *= 1.01
    plan = outline(record)
    assert plan.steps == len(record["inputs"]) and plan.rounds >= 3  # the changed throw played
    status, message = check(record)  # the viewer's verdict (issue 32: deboule.replays.replay's own)
    assert status == EXIT_DIFFERENT and "lancer" in message, message


def test_a_round_s_end_is_held_for_its_measurement_then_the_game_goes_on(records):
    """Le Déboulé: when a round ends, the table stays as it lay (the window measures it) for a
    few seconds of play, then the next round is laid."""
    playback = Playback(records["deboule"])
    feed = playback.feed
    for _ in range(100_000):
        if feed.holding() or playback.ended:
            break
        playback.update(1 / 30)
    assert feed.holding()
    lying = feed.match.world.poses()
    assert len(feed.match.game.round_results) == 1 and not feed.moving()
    assert playback.round() == 1  # the round measured
    for _ in range(60):  # two seconds: still held, nothing moved
        playback.update(1 / 30)
    assert feed.holding() and feed.match.world.poses() == lying
    for _ in range(90):  # past the hold: the next round's table
        playback.update(1 / 30)
    assert not feed.holding() and playback.round() == 2
    assert feed.match.world.poses() != lying
    playback.close()


def test_jump_and_step_keep_to_the_record(records):
    record = records["enculette"]
    playback = Playback(record)
    plan = playback.plan
    assert plan.rounds >= 3
    playback.jump(3)
    assert playback.round() == 3 and playback.feed.steps == plan.round_starts[2]
    playback.step()
    assert playback.paused and playback.feed.steps == plan.round_starts[2] + 1
    assert not playback.feed.moving()
    playback.jump(plan.rounds + 5)  # past the last round: the last
    assert playback.round() == plan.rounds
    while not playback.ended:
        playback.step()
    assert first_difference(record["final"], playback.feed.final()) is None
    playback.close()


def test_the_enculette_viewers_camera_glides_to_the_view_chosen_with_c():
    """C in L'Enculette's viewer eases to the next view, as every other camera change in the
    game (deboule.render.camera): failing, the view would cut from one angle to the next, or
    jerk, or never arrive. Once it rests, the mouse's orbit follows the mouse at once."""
    from deboule.games.enculette.match import EnculetteMatch
    from deboule.games.enculette.screen import EnculetteScreen
    from deboule.games.enculette.viewer import CAMERAS, EnculetteWatchScreen
    from deboule.render.camera import CameraPose, pose_gap

    app = SimpleNamespace(size=(1280, 720), settings=SimpleNamespace(lang="fr"),
                          sound=SimpleNamespace(impact=lambda *args: None))
    match = EnculetteMatch(["novice", "novice"], seed=1)
    screen = EnculetteWatchScreen(app, match)

    def pose() -> CameraPose:
        return CameraPose.from_camera(screen.camera())

    def goal() -> CameraPose:  # the chosen view's own camera, without the glide
        return CameraPose.from_camera(EnculetteScreen.camera(screen))

    def close(a: CameraPose, b: CameraPose) -> bool:
        return pose_gap(a, b) < 1e-6

    try:
        screen.update(1 / 60)
        assert screen.camera_mode == "angled" and close(pose(), goal())
        for name in list(CAMERAS)[1:] + ["angled"]:
            before = pose()
            screen.next_camera()  # C
            assert screen.camera_mode == name
            target = goal()
            gap = pose_gap(before, target)
            assert gap > 0.05  # the views differ
            screen.update(1 / 60)  # the next frame: on its way, not there
            first = pose()
            assert 0.0 < pose_gap(before, first) < 0.2 * gap, name
            assert pose_gap(first, target) < gap
            moves, elapsed = [pose_gap(before, first)], 1 / 60
            while not close(pose(), target) and elapsed < 2.0:
                last = pose()
                screen.update(1 / 60)
                elapsed += 1 / 60
                moves.append(pose_gap(last, pose()))
            # it arrives once the transition's time is over (0.45 s to 0.9 s), with no jump
            assert close(pose(), target) and 0.4 <= elapsed <= 0.95, (name, elapsed)
            assert max(moves) < 0.15 * gap, (name, max(moves) / gap)
        # the mouse's orbit (deboule/games/enculette/screen.py on_mouse_drag): followed at once
        screen.orbit[0] -= 30.0
        screen.camera_mode = "orbit"
        assert close(pose(), goal())
        # dragged right after C, during the glide: the glide goes on to where the mouse takes
        # it, on its own clock (started again at every frame, it would hardly move)
        screen.next_camera()
        screen.update(1 / 60)
        for _ in range(54):  # 0.9 s of dragging, the longest glide
            screen.orbit[0] -= 0.5
            screen.camera_mode = "orbit"
            pose()
            screen.update(1 / 60)
        assert close(pose(), goal())
    finally:
        screen.closing()
        match.close()


# ---------------------------------------------------------------------------- in the window
def test_the_list_opens_each_record_and_the_viewer_plays_it_to_its_end(window_runs, records):
    out = window_run(window_runs, "play_all")
    assert out["screen"] == "ReplayListScreen"
    lines = out["lines"]
    # the four records, newest first, then the broken file, refused with why (issue 32)
    assert len(lines) == 6 and lines[-2:] == ["1 fichier refusé : voir pourquoi…", "Retour"]
    assert [line.split(" — ")[0] for line in lines[:4]] == [
        "Le Déboulé", "Cul de Chouette", "L'Enculette", "Chamot"]
    novice, casual = (f"{score:g}" for score in records["deboule"]["final"]["scores"])
    assert lines[0].endswith(f" — débutant {novice} · amateur {casual}"), lines[0]
    assert "14/11/2023" in lines[0]
    assert set(out["games"]) == set(GAMES)
    inner = {"deboule": "DebouleWatchScreen", "cul-de-chouette": "CdcWatchScreen",
             "enculette": "EnculetteWatchScreen", "chamot": "ChamotWatchScreen"}
    for game, seen in out["games"].items():
        assert seen["viewer"] == "ReplayViewer" and seen["inner"] == inner[game]
        assert seen["said"].startswith(("Lecture de l'enregistrement",
                                        "Préparation de la partie")), seen["said"]
        assert seen["speed"] == 8.0
        assert seen["steps"] == seen["planned"] > 0
        assert seen["difference"] is None, (game, seen["difference"])
        assert seen["scores"] == records[game]["final"]["scores"]
        assert "fin de la partie" in seen["status"]
        assert seen["status"].endswith("identique à l'enregistrement"), seen["status"]
        assert any("×8" in text for text in seen["drawn"])
        assert seen["back"] == "ReplayListScreen"


def test_pause_speed_step_jump_and_camera_do_what_they_say(window_runs):
    out = window_run(window_runs, "controls")
    assert out["game"] == "deboule" and out["rounds"] >= 3  # deboule_record: a middle round
    paused, before, after = out["paused"]
    assert paused and before == after
    assert out["paused_text"].startswith("en pause — ×1 — manche 1/")
    assert out["paused_text_en"].startswith("paused — ×1 — round 1/")
    assert "camera automatic" in out["paused_text_en"]
    assert out["keys_en"].startswith("Space: pause")
    steps, moving, still_paused = out["after_step"]
    assert steps == before + 1 and not moving and still_paused
    assert out["after_two_steps"] == before + 2
    assert out["speeds"] == [2.0, 4.0, 2.0, 1.0, 0.5, 0.25, 0.25]
    assert "×0.25" in out["speed_text"]
    assert out["cameras"] == ["behind", "top", "orbit", "auto"]
    round_number, steps, start = out["jump_last"]
    assert round_number == min(out["rounds"], 9) and steps == start
    assert out["left"][0] == round_number - 1
    assert out["left"][1] == out["round_starts"][round_number - 2]
    assert out["right"] == [round_number, start]
    assert out["inner_match_is_the_feed's"]
    held, measured, round_number, texts = out["held"]
    assert held and measured and round_number == 1  # round 1 ended: measured before round 2
    assert any(text.startswith("Mesure de la manche 1") for text in texts), texts
    assert out["after_hold"] == [False, True, 2]
    assert out["end"] is None and "identique" in out["end_text"]


def test_a_record_that_does_not_replay_is_told_and_the_list_stays(window_runs):
    out = window_run(window_runs, "refused")  # refused_home: the broken record the newest
    assert out["screen"] == "ReplayListScreen"
    # the junk file is refused with why, on a list of its own (issue 32: shown, not counted)
    assert out["lines"][2:] == ["1 fichier refusé : voir pourquoi…", "Retour"]  # the singular
    assert len(out["notices"]) == 1
    assert out["notices"][0].startswith("Impossible de revoir cette partie : ")
    assert out["notices_en"][0].startswith("This game cannot be watched: ")
    assert out["next"] == "ReplayViewer"


def test_an_empty_list_says_where_it_looked(window_runs):
    out = window_run(window_runs, "empty_list")
    assert out["lines"] == ["back"]
    assert out["subtitle"].startswith("Aucune partie enregistrée dans ")
    assert out["back"] == "MainMenu"


# ---------------------------------------------------------------------------- command line
@pytest.mark.parametrize("content", [b"", b"{not json", b'{"format": "save"}'])
def test_watch_with_a_bad_file_is_one_line_and_fails(tmp_path, content):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    env = dict(os.environ)
    env["DEBOULE_DATA_DIR"] = str(tmp_path / "data")
    result = subprocess.run([sys.executable, "-m", "deboule.cli", "replay", str(path), "--watch"],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr
    assert lines[0].startswith("erreur / error : ")
    assert result.stdout == ""


def test_watch_with_a_missing_file_is_one_line_and_fails(tmp_path):
    result = subprocess.run([sys.executable, "-m", "deboule.cli", "replay",
                             str(tmp_path / "none.json"), "--watch"], cwd=ROOT,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1


def test_a_list_line_names_every_player_with_its_score_briefly():
    """Four seats fit on one line (issue 10: shortened so a player still understands)."""
    from deboule.screens.replays import Listed

    record = {"game": "cul-de-chouette", "seats": ["human", "expert", "regular", "novice"],
              "scores": [343, 168, 103, 12.5]}  # a summary (deboule.replays.record_summary)
    line = Listed(Path("x.json"), 0.0, record).line("fr")
    assert line.startswith("Cul de Chouette — ")
    assert "J1 343 · expert 168 · habitué 103 · débutant 12.5" in line
    assert len(line) <= 90
    assert "P1 343 · expert 168 · regular 103 · novice 12.5" in \
        Listed(Path("x.json"), 0.0, record).line("en")
