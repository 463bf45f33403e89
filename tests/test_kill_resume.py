"""Nothing lost: the game window is killed with SIGKILL (during a throw, or right after a bot's
decision while bots play), started again with resume, and goes on from the last settled state.

Each scenario runs the real headless window (EGL) in its own process, with its data and config
folders of its own; this file is also the driver (`python tests/test_kill_resume.py SCENARIO`).
Both killed windows are then resumed by one process, a window made for each one's folders in
turn (`resume FOLDER...`): a window's imports, a second of CPU, made once. In the killed windows
the bots think in place, as in the uninterrupted match they are compared with (the thinking
process, and a save made while it thinks, are tests/test_deboule_thinker.py's: at its low
priority on a loaded machine it waited for seconds here).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SEED = 5
BOT_SEATS = ["novice", "casual"]
DRAWN_EVERY = 4  # while bots play, one update in this many is drawn (the others only ticked)
KILLED_AT_INPUT = 4  # the bots' window is killed right after this input (a bot's decision)
CONTINUED_TO = 7  # the resumed bots' match is played on to this many inputs


# ---------------------------------------------------------------------------- the driver side
def _emit(data: dict) -> None:
    print(json.dumps(data), flush=True)


def _poses(match) -> dict:
    return {k: [list(p), list(q)] for k, (p, q) in match.world.poses().items()}


def _view(match) -> dict:
    """What a resumed window must show as the killed one had it: the inputs, the table, the
    scores, and what neither shows: who sits where, the bots' memory (their random states)."""
    saved = json.loads(json.dumps(match.to_save()))
    return {"inputs": saved["inputs"], "poses": _poses(match), "scores": list(match.game.scores),
            "seats": saved["seats"], "bots": saved["bots"], "flight": match.flight is not None}


def _bots_think_in_place() -> None:
    from deboule.games.deboule.match import DebouleMatch

    DebouleMatch.THINK_BESIDE = False


def _update(app, dt: float, count: int) -> None:
    """The `count`th update while bots play: drawn one time in DRAWN_EVERY."""
    if count % DRAWN_EVERY:
        app.tick(dt)
    else:
        app.frame(dt)


def human_throw_in_flight() -> None:
    """A human plays against a bot; the human's second throw is left rolling: kill me now."""
    from window_driver import _app, _press, _start_deboule

    app = _app()
    from pyglet.window import key

    _bots_think_in_place()
    app.frame()
    _start_deboule(app)
    screen = app.screen
    match = screen.match
    throws = 0
    for count in range(5000):
        _update(app, 0.25, count)
        if not match.human_to_act():
            continue
        if screen.throw_request() is None:  # a decision: take the focused choice
            before = len(match.inputs)
            _press(app, key.ENTER)
            if len(match.inputs) == before and match.human_to_act():
                match.human_action(match.legal_actions()[0])
            continue
        if throws == 1:
            break
        _press(app, key.SPACE)
        while match.flight is not None:
            app.frame(0.1)  # the physics advances at most 0.1 s a frame
        throws += 1
    assert match.human_to_act() and screen.throw_request() is not None
    for _ in range(3):  # the autosave of the settled state happens at the next update
        app.frame(1 / 60)
    settled = _view(match)
    _press(app, key.SPACE)  # the throw starts rolling...
    app.frame(1 / 30)
    assert match.flight is not None
    _emit({"ready": True, "settled": settled, "rolling": _view(match)["flight"]})
    time.sleep(600)  # ... and the process is killed while it rolls


def bots_playing() -> None:
    """Two bots play at a human pace; every change is reported so the test can kill at once.
    After the KILLED_AT_INPUT-th input the window stops playing and waits to be killed."""
    from window_driver import _app

    app = _app()
    from deboule.games.deboule.screen import DebouleScreen

    _bots_think_in_place()
    app.frame()
    app.push(DebouleScreen.new(app, BOT_SEATS, seed=SEED))
    match = app.screen.match
    seen = 0
    for count in range(100_000):
        _update(app, 0.25, count)
        if len(match.inputs) != seen:
            seen = len(match.inputs)
            if seen == KILLED_AT_INPUT:  # a bot's decision, the state settled: saved as it is
                _emit({"inputs": seen, "view": _view(match)})
                break  # no update between this line and the kill: the save is known exactly
            _emit({"inputs": seen, "flight": match.flight is not None})
        if match.over:
            break
    time.sleep(600)


def resume() -> None:
    """Each folder named after `resume` resumed by a window of its own, in turn: one line each."""
    from deboule.shell.window import GameApp  # pyglet.window is first imported by GameApp(headless)

    for folder in sys.argv[2:]:
        os.environ.update(_folders(Path(folder)))
        again = GameApp(headless=True, resume=True)
        again.frame(0.0)
        screen = again.screen
        if not hasattr(screen, "match"):
            _emit({"screen": type(screen).__name__, "warning": again.current_notices()})
            continue
        _emit({"screen": type(screen).__name__, **_view(screen.match)})


# ---------------------------------------------------------------------------- the test side
def _folders(tmp_path: Path) -> dict:
    return {"DEBOULE_CONFIG_DIR": str(tmp_path / "config"),
            "DEBOULE_DATA_DIR": str(tmp_path / "data")}


def _env(tmp_path: Path) -> dict:
    env = dict(os.environ)
    env.pop("DISPLAY", None)
    env.update(_folders(tmp_path))
    return env


def _start(scenario: str, tmp_path: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, __file__, scenario], cwd=ROOT, env=_env(tmp_path),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _kill_when(process: subprocess.Popen, condition) -> dict:
    """Read the driver's lines until `condition(line)` holds, then SIGKILL it at once."""
    try:
        for raw in process.stdout:
            line = json.loads(raw)
            if condition(line):
                process.send_signal(signal.SIGKILL)
                process.wait(timeout=30)
                assert process.returncode == -signal.SIGKILL
                return line
        raise AssertionError(f"the driver ended first: {process.stderr.read()[-3000:]}")
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=30)


def _resume(folders: list[Path]) -> list[dict]:
    """What a window resumed in each of `folders` shows, one process for all."""
    result = subprocess.run([sys.executable, __file__, "resume", *map(str, folders)], cwd=ROOT,
                            env=_env(folders[0]), capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-3000:]
    lines = result.stdout.strip().splitlines()
    assert len(lines) >= len(folders), result.stdout[-3000:]
    return [json.loads(line) for line in lines[-len(folders):]]


# each window killed when its line says so
KILLED_WHEN = {"human_throw_in_flight": lambda line: line.get("ready"),
               # right after a bot's decision that changed its random state
               "bots_playing": lambda line: line.get("inputs") == KILLED_AT_INPUT}


@pytest.fixture(scope="module")
def killed(tmp_path_factory) -> dict:
    """{scenario: (the killed window's last line, the resumed window's line, its folders)}."""
    folders, lines = {}, {}
    for scenario, condition in KILLED_WHEN.items():
        folders[scenario] = tmp_path_factory.mktemp(scenario)
        lines[scenario] = _kill_when(_start(scenario, folders[scenario]), condition)
    resumed = _resume(list(folders.values()))
    return {scenario: (lines[scenario], resumed[index], folders[scenario])
            for index, scenario in enumerate(KILLED_WHEN)}


def test_killed_during_a_throw_resumes_from_the_last_settled_state(killed):
    line, resumed, tmp_path = killed["human_throw_in_flight"]
    assert line["rolling"]
    settled = line["settled"]
    assert len(settled["inputs"]) >= 3  # two throws of the human and the bot's answers
    assert resumed["screen"] == "DebouleScreen"
    assert not resumed["flight"]
    # the throw that was rolling is lost, everything settled before it is there, bit for bit
    assert resumed["inputs"] == settled["inputs"]
    assert resumed["poses"] == settled["poses"]
    assert resumed["scores"] == settled["scores"]
    assert resumed["seats"] == settled["seats"] and resumed["bots"] == settled["bots"]
    leftovers = [p.name for p in (tmp_path / "data").iterdir()
                 if p.name not in ("autosave.json", "autosave.json.lock")]
    assert leftovers == []


def test_killed_while_bots_play_resumes_on_the_same_match(killed):
    """The save holds the killed window's last settled state, input for input (not a prefix
    of it), and the game played on from that save is the uninterrupted match: the bots' saved
    random states included, which neither the inputs nor the table show."""
    from deboule.files.saves import read_save
    from deboule.games.deboule.match import DebouleMatch, Seat
    from deboule.games.deboule.record import settle_kinematics

    reference = DebouleMatch([Seat("bot", level) for level in BOT_SEATS], seed=SEED,
                             headless=True)
    while len(reference.inputs) < CONTINUED_TO:  # the uninterrupted match, past the kill
        reference.update(1.0)
    inputs = json.loads(json.dumps(reference.to_save()["inputs"]))
    line, resumed, tmp_path = killed["bots_playing"]  # killed right after the 4th input
    assert line["inputs"] == KILLED_AT_INPUT and not line["view"]["flight"]
    assert resumed["screen"] == "DebouleScreen"
    # the killed window made no update after its last line, a decision: its state is what the
    # autosave holds, exactly, input for input, seat for seat, bot for bot (the table
    # is compared below with the uninterrupted match's, as the resumed window settles it)
    for name in ("inputs", "scores", "seats", "bots", "flight"):
        assert resumed[name] == line["view"][name], name
    done = len(resumed["inputs"])
    assert done == KILLED_AT_INPUT
    assert resumed["inputs"] == inputs[:done]
    # the resumed table is the table the uninterrupted match had after those inputs
    partial = DebouleMatch.from_save({"seats": [{"kind": "bot", "level": lv} for lv in BOT_SEATS],
                                      "options": {"seed": SEED, "teams": False, "target": 21},
                                      "inputs": inputs[:done]}, headless=True)
    settle_kinematics(partial)  # the window's first frame does it (see test_replay.py)
    assert resumed["poses"] == _poses(partial)
    # played on from the save itself (what "Reprendre" loads): the uninterrupted match
    kind, data = read_save(tmp_path / "data" / "autosave.json")
    assert kind == "deboule" and data["inputs"] == resumed["inputs"]
    again = DebouleMatch.from_save(data, headless=True)
    while len(again.inputs) < CONTINUED_TO:
        again.update(1.0)
    assert json.loads(json.dumps(again.inputs[:CONTINUED_TO])) == inputs[:CONTINUED_TO]


def killed_while_saving() -> None:
    """Write a good save, then die by SIGKILL inside the next save, just before the rename."""
    from deboule.files import saves
    from deboule.shell import settings

    saves.write_save("deboule", {"inputs": [1], "seats": [], "options": {}})

    def die(*args):
        os.kill(os.getpid(), signal.SIGKILL)

    settings.os.replace = die
    saves.write_save("deboule", {"inputs": [1, 2], "seats": [], "options": {}})


def test_killed_in_the_middle_of_a_save_keeps_the_previous_save(tmp_path):
    result = subprocess.run([sys.executable, __file__, "killed_while_saving"], cwd=ROOT,
                            env=_env(tmp_path), capture_output=True, text=True, timeout=120)
    assert result.returncode == -signal.SIGKILL, result.stderr[-2000:]
    from deboule.files import saves

    kind, data = saves.read_save(tmp_path / "data" / "autosave.json")
    assert kind == "deboule" and data["inputs"] == [1]  # the last complete save, untouched
    # the half-done temporary file stays next to it (a kill cannot clean up): harmless
    others = [p.name for p in (tmp_path / "data").iterdir()
              if p.name not in ("autosave.json", "autosave.json.lock")]
    assert all(name.startswith("autosave.json") and name.endswith(".tmp") for name in others)


def _places(value, path=()):
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _places(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _places(item, (*path, index))


def test_a_tampered_autosave_is_refused_with_a_reason_never_a_crash():
    """A save rewritten by hand or damaged on disk: any value replaced by junk either still
    rebuilds a match or raises what `deboule.files.saves.load_game` turns into a warning. (Fails
    until the bug of test_a_save_with_a_huge_bot_random_state_is_refused is fixed.)"""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from deboule.games.deboule.match import DebouleMatch, Seat

    match = DebouleMatch([Seat("bot", level) for level in BOT_SEATS], seed=2, target=3,
                         headless=True)
    while len(match.inputs) < 6:
        match.update(1.0)
    good = json.dumps(match.to_save())
    junk = st.one_of(st.none(), st.booleans(), st.integers(-5, 10**6), st.floats(),
                     st.sampled_from(["x", "human", "wizard", "red-1", "tower-0"]),
                     st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=4),
                                                                          st.integers()))

    @settings(max_examples=40, deadline=None, derandomize=True,
              suppress_health_check=[HealthCheck.too_slow])
    @given(data=st.data())
    def check(data):
        save = json.loads(good)
        place = data.draw(st.sampled_from([p for p in _places(save) if p]))
        target = save
        for key in place[:-1]:
            target = target[key]
        target[place[-1]] = data.draw(junk)
        try:
            DebouleMatch.from_save(save, headless=True).close()
        except (ValueError, KeyError, TypeError) as exc:  # what load_game catches
            assert str(exc)

    check()


def test_a_save_with_a_huge_bot_random_state_is_refused():
    """A save whose bot's random state holds a huge number ("has_uint32" 2147483648.0) is
    refused with an error deboule.files.saves.load_game turns into one line (ValueError,
    KeyError, TypeError), or accepted: never an OverflowError, which nothing catches (setting
    numpy's bit generator state raised it once and crashed the window on resuming)."""
    from deboule.games.deboule.match import DebouleMatch, Seat

    match = DebouleMatch([Seat("bot", level) for level in BOT_SEATS], seed=2, target=3,
                         headless=True)
    while len(match.inputs) < 3:
        match.update(1.0)
    save = json.loads(json.dumps(match.to_save()))
    save["bots"][1]["has_uint32"] = 2147483648.0
    try:
        DebouleMatch.from_save(save, headless=True)
    except (ValueError, KeyError, TypeError):
        pass  # refused with what load_game reports; or accepted - both are fine


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT / "tests"))
    globals()[sys.argv[1]]()
