"""Bots think in a process of their own (deboule/games/deboule/thinker.py) while the window draws:
the match must go on exactly as when they think in place, bit for bit, a save made while a bot
thinks must resume to the same decision, and a thinking process that fails must leave the match
going on in place with the same result."""

from __future__ import annotations

import time

import pytest

from deboule.games.deboule.match import DebouleMatch, Seat
from deboule.games.deboule.thinker import Thinker, ThinkerError
from deboule.rules.deboule import ThrowPlan
from deboule.rules.deboule.bot_budget import without_wall_net

SEATS = [Seat("bot", "expert"), Seat("bot", "casual")]
INPUTS = 12  # the roll-off, the towers' layout, a starter, throws and the effects they bring


def _play(headless: bool, until: int = INPUTS, on_thinking=None) -> DebouleMatch:
    match = DebouleMatch(list(SEATS), seed=7, headless=headless)
    # the window's bots stop a search at a wall-clock net (bot_budget.py) so that a person never
    # waits long: on a loaded machine that cut would make the two matches differ for a reason
    # this file does not test; here both think to the simulated budget alone
    for bot in match.bots:
        if hasattr(bot, "budget_factory"):
            bot.budget_factory = without_wall_net
    deadline = time.monotonic() + 240
    try:
        while len(match.inputs) < until and not match.over:
            match.update(1 / 60)
            if match.thinking():
                if on_thinking is not None:
                    on_thinking(match)
                time.sleep(0.002)
            assert time.monotonic() < deadline, "the bots never answered"
    except BaseException:
        match.close()
        raise
    return match


@pytest.fixture(scope="module")
def in_place() -> dict:
    match = _play(headless=True)
    record = match.record()
    match.close()
    return record


@pytest.fixture(scope="module")
def beside() -> dict:
    """The same match with the bots thinking in their own process, a save made once a bot
    thinks after the third input: its record, the inputs at which the process was asked, the
    save. (The save test played this match a second time, a quarter of this file's time.)"""
    seen, saves = [], []

    def look(match):
        seen.append(len(match.inputs))
        if not saves and len(match.inputs) >= 3:
            saves.append(match.to_save())

    match = _play(headless=False, on_thinking=look)
    record = match.record()
    match.close()
    return {"record": record, "seen": seen, "saves": saves}


def test_bots_thinking_beside_the_window_play_the_same_match(in_place, beside):
    assert len(set(beside["seen"])) >= 4  # several questions went to the thinking process
    assert beside["record"]["inputs"] == in_place["inputs"]
    assert beside["record"]["settled"] == in_place["settled"]


def test_a_save_made_while_a_bot_thinks_resumes_to_the_same_match(in_place, beside):
    assert beside["saves"]
    resumed = DebouleMatch.from_save(beside["saves"][0], headless=True)
    try:
        while len(resumed.inputs) < INPUTS and not resumed.over:
            resumed.update(1 / 60)
        assert resumed.record()["inputs"] == in_place["inputs"]
    finally:
        resumed.close()


def test_a_thinking_process_that_dies_leaves_the_bots_thinking_in_place(in_place, capfd):
    killed = []

    def kill_once(match):
        if not killed and len(match.inputs) >= 4:
            match._thinker._process.kill()
            match._thinker._process.wait()
            killed.append(len(match.inputs))

    match = _play(headless=False, on_thinking=kill_once)
    record = match.record()
    match.close()
    assert killed
    assert "bots think in the window's process" in capfd.readouterr().err
    assert record["inputs"] == in_place["inputs"]


def test_a_question_the_process_cannot_answer_is_an_error_and_the_process_goes_on():
    match = DebouleMatch(list(SEATS), seed=7, headless=True)
    thinker = Thinker()
    try:
        thinker.ask(match.bots[0], match.game, 3)  # a seat nothing is asked of (two players)
        with pytest.raises(ThinkerError, match="IllegalAction: nothing is awaited of player 3"):
            _wait(thinker)
        with pytest.raises(ThinkerError, match="no question"):
            thinker.answer()
        player = match.game.pending.player
        thinker.ask(match.bots[player], match.game, player)
        with pytest.raises(ThinkerError, match="already in flight"):
            thinker.ask(match.bots[player], match.game, player)
        assert isinstance(_wait(thinker), ThrowPlan)  # the roll-off's throw
    finally:
        thinker.close()
        match.close()


def _wait(thinker: Thinker):
    deadline = time.monotonic() + 60
    while (answer := thinker.answer()) is None:
        assert time.monotonic() < deadline
        time.sleep(0.005)
    return answer


def test_a_system_that_cannot_start_the_process_leaves_the_bots_thinking_in_place(
        in_place, capfd, monkeypatch):
    import subprocess

    def refuse(*args, **kwargs):
        raise ValueError("pass_fds not supported on this platform")

    monkeypatch.setattr(subprocess, "Popen", refuse)
    match = _play(headless=False)
    record = match.record()
    match.close()
    assert "no thinking process" in capfd.readouterr().err
    assert record["inputs"] == in_place["inputs"]


def test_a_window_gone_during_a_question_leaves_the_process_to_end_quietly(capfd):
    match = DebouleMatch(list(SEATS), seed=7, headless=True)
    thinker = Thinker()
    try:
        # the roll-off's throw, planned by the expert (practice throws: about a second)
        thinker.ask(match.bots[0], match.game, match.game.pending.player)
        thinker._connection.close()  # the window's end goes without a word (it was killed)
        assert thinker._process.wait(timeout=120) == 0
    finally:
        thinker.close()
        match.close()
    assert "Traceback" not in capfd.readouterr().err


def test_asking_never_waits_for_the_thinking_process_to_read():
    """A question (~0.7 MB) is more than a socket holds: written whole, the window waited for
    the low-priority process to read it, a frame late at every question. Here the process is
    stopped: asking returns at once with part of the question unsent, the rest goes at the
    looks for the answer, and once the process runs again it reads the question whole and
    answers it (whole matches thinking in the process, bit for bit: the tests above)."""
    import os
    import signal
    import threading

    match = DebouleMatch(list(SEATS), seed=7, headless=True)
    thinker = Thinker()
    os.kill(thinker._process.pid, signal.SIGSTOP)
    try:
        # the roll-off's throw
        player = match.game.pending.player
        asked = threading.Thread(target=thinker.ask,
                                 args=(match.bots[player], match.game, player),
                                 daemon=True)
        asked.start()
        asked.join(timeout=20)
        assert not asked.is_alive(), "asking waited for the stopped process to read"
        assert len(thinker._unsent) > 0  # the socket did not take it all
        assert thinker.answer() is None  # still stopped: nothing read, nothing answered
        assert len(thinker._unsent) > 0
        os.kill(thinker._process.pid, signal.SIGCONT)
        assert isinstance(_wait(thinker), ThrowPlan)
        assert not thinker._unsent
    finally:
        os.kill(thinker._process.pid, signal.SIGCONT)
        thinker.close()
        match.close()
