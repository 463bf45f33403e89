"""The soak bench (bench/soak.py): it counts games, exceptions and replays, and measures RSS."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bench import soak

ROOT = Path(__file__).resolve().parent.parent


def test_rss_is_measured():
    """64 MB made resident show in the figure. Measured in a fresh process: in a test worker,
    memory freed by the tests before this one may be handed out again already resident (CI saw
    +31 MB, then +0 MB, for 64 MB)."""
    probe = (
        "from bench import soak\n"
        "before = soak.rss_mb()\n"
        "ballast = bytearray(64 * 1024 * 1024)\n"
        "ballast[::4096] = b'x' * len(ballast[::4096])  # every page touched: resident\n"
        "print(before, soak.rss_mb())\n"
    )
    result = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr[-2000:]
    before, after = map(float, result.stdout.split())
    assert after > before + 40, (before, after)


@pytest.fixture
def stand_in_memory(monkeypatch):
    """The stand-in games' soaks read fixed memory figures: each real reading collects the
    worker's garbage (0.2 s; five of them a soak) to measure games that hold nothing. The
    readings themselves: test_rss_is_measured and the CI-sized soak of the real games."""
    monkeypatch.setattr(soak, "settled_rss_mb", lambda: (100.0, 90.0))


def test_a_short_soak_counts_games_replays_and_repeats(monkeypatch, stand_in_memory):
    """The counting, on stand-in games (the real ones: test_a_ci_sized_soak_of_the_four_games)."""
    played, replayed = [], []

    def one_game(game, seed, target, record, broc=soak.BROC):
        played.append((game, seed))
        if record is not None:
            record.write_text(f"{game} {seed}")
        return soak.Played(game, f"{game} {seed}")

    def check_replay(record):
        replayed.append(record.read_text())
        return True

    monkeypatch.setattr(soak, "one_game", one_game)
    monkeypatch.setattr(soak, "check_replay", check_replay)
    monkeypatch.setattr(soak, "REPLAYABLE", ("deboule",))  # only its records are replayed
    lines: list[str] = []
    tallies, memory = soak.soak(games=2, first_seed=4, target=2, replay_every=1, repeat_first=1,
                                say=lines.append)
    # seed 4, the first, is played twice (and its output compared), seed 5 once
    assert played == [(g, s) for g in soak.GAMES for s in (4, 4)] + [(g, 5) for g in soak.GAMES]
    assert tallies["deboule"].replays_checked == tallies["deboule"].replays_identical == 2
    assert replayed == ["deboule 4", "deboule 5"]
    assert all(t.repeats_checked == t.repeats_identical == 1 for t in tallies.values())
    assert all(t.played == 2 and t.exceptions == 0 for t in tallies.values())
    assert soak.report(tallies, memory, say=lines.append) == 0
    assert any(line.startswith("deboule") and "2/2" in line and "1/1" in line for line in lines)
    assert any(line.startswith("RSS start") for line in lines)


def test_exceptions_are_counted_and_fail_the_run(monkeypatch, stand_in_memory):
    def one_game(game, seed, target, record, broc=soak.BROC):
        if game == "enculette" and seed == 1:
            raise RuntimeError("boom")
        return soak.Played(game, "same")

    monkeypatch.setattr(soak, "one_game", one_game)
    lines: list[str] = []
    tallies, memory = soak.soak(games=3, first_seed=0, target=2, replay_every=0, repeat_first=0,
                                say=lines.append)
    assert tallies["enculette"].exceptions == 1 and tallies["enculette"].played == 3
    assert soak.report(tallies, memory, say=lines.append) == 1
    assert any("boom" in line for line in lines)


def test_a_seed_that_plays_another_game_the_second_time_fails_the_run(monkeypatch, stand_in_memory):
    runs = []

    def one_game(game, seed, target, record, broc=soak.BROC):
        runs.append((game, seed))
        return soak.Played(game, f"{game} {seed} "
                                 f"{runs.count((game, seed)) if game == 'cul-de-chouette' else 0}")

    monkeypatch.setattr(soak, "one_game", one_game)
    lines: list[str] = []
    tallies, memory = soak.soak(games=3, first_seed=0, target=2, replay_every=0, repeat_first=2,
                                say=lines.append)
    assert tallies["deboule"].repeats_checked == tallies["deboule"].repeats_identical == 2
    assert tallies["cul-de-chouette"].repeats_identical == 0
    assert soak.report(tallies, memory, say=lines.append) == 1
    assert any("another game" in line for line in lines)


def test_a_ci_sized_soak_of_the_four_games(monkeypatch):
    """The soak itself, real games of every registry game, CI-sized (two seeds each, Le Déboulé
    to 2 points, L'Enculette with a broc of 3, Chamot's short deck): no exception, each record
    replays identically, the first seed played twice gives the same text and record, another
    seed another game (the output is worth comparing), and each row played its own game."""
    from deboule import registry

    real_one_game, outputs = soak.one_game, {}

    def one_game(game, seed, target, record, broc=soak.BROC):
        played = real_one_game(game, seed, target, record, broc=broc)
        outputs.setdefault((game, seed), []).append(played)
        return played

    monkeypatch.setattr(soak, "one_game", one_game)
    lines: list[str] = []
    tallies, memory = soak.soak(games=2, first_seed=1, target=2, replay_every=2, repeat_first=1,
                                say=lines.append, broc=3)
    assert soak.report(tallies, memory, say=lines.append) == 0, "\n".join(lines)
    assert list(tallies) == list(soak.PLAYERS) == list(registry.NAMES)
    for game, tally in tallies.items():
        assert (tally.played, tally.exceptions) == (2, 0), game
        assert tally.replays_checked == tally.replays_identical == 1, game
        assert tally.repeats_checked == tally.repeats_identical == 1, game
        first, again = outputs[(game, 1)]
        (other,) = outputs[(game, 2)]
        assert first.game == again.game == other.game == game  # the row's own game
        assert first.output == again.output and first.output != other.output, game


def test_a_repeat_is_played_as_the_first_run_was_record_included(monkeypatch, tmp_path,
                                                                     stand_in_memory):
    """The output holds the record when one is written (L'Enculette's window record is only
    made then): the second run must write one too, or every repeat differs."""
    def one_game(game, seed, target, record, broc=soak.BROC):
        if record is not None:
            record.write_text("{}")
        return soak.Played(game, f"{game} {seed} {'with' if record is not None else 'without'}")

    monkeypatch.setattr(soak, "one_game", one_game)
    monkeypatch.setattr(soak, "check_replay", lambda record: True)
    tallies, _ = soak.soak(games=2, first_seed=0, target=2, replay_every=1, repeat_first=2,
                           say=lambda line: None)
    assert all(t.repeats_checked == t.repeats_identical == 2 for t in tallies.values())


def test_a_row_that_plays_another_game_fails_the_run(monkeypatch, stand_in_memory):
    """The "chamot" row playing L'Enculette (as it once did) is caught: counted as an exception
    naming the game played, and the run fails."""
    monkeypatch.setitem(soak.PLAYERS, "chamot", lambda seed, target, record, broc:
                        soak.play_enculette(seed, record, broc))
    monkeypatch.setattr(soak, "GAMES", ("chamot",))
    lines: list[str] = []
    tallies, memory = soak.soak(games=1, first_seed=1, target=2, replay_every=0, repeat_first=0,
                                say=lines.append, broc=3)
    assert tallies["chamot"].exceptions == 1
    assert soak.report(tallies, memory, say=lines.append) == 1
    assert any("the chamot row played enculette" in line for line in lines)
