"""The soak bench (bench/soak.py): it counts games, exceptions and replays, and measures RSS."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

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


def test_a_short_soak_plays_and_replays_without_exceptions(monkeypatch):
    played = []

    def one_game(game, seed, target, record):
        played.append((game, seed))
        if game == "deboule":
            return soak.play_deboule(seed, target, record)  # a real, short Déboulé to 2 points
        return f"{game} {seed}"

    monkeypatch.setattr(soak, "one_game", one_game)
    monkeypatch.setattr(soak, "REPLAYABLE", ("deboule",))  # the fake plays only this one
    lines: list[str] = []
    tallies, memory = soak.soak(games=2, first_seed=4, target=2, replay_every=1, repeat_first=1,
                                say=lines.append)
    # seed 4, the first, is played twice (and its output compared), seed 5 once
    assert played == [(g, s) for g in soak.GAMES for s in (4, 4)] + [(g, 5) for g in soak.GAMES]
    assert tallies["deboule"].replays_checked == tallies["deboule"].replays_identical == 2
    assert all(t.repeats_checked == t.repeats_identical == 1 for t in tallies.values())
    assert all(t.played == 2 and t.exceptions == 0 for t in tallies.values())
    assert soak.report(tallies, memory, say=lines.append) == 0
    assert any(line.startswith("deboule") and "2/2" in line and "1/1" in line for line in lines)
    assert any(line.startswith("RSS start") for line in lines)


def test_exceptions_are_counted_and_fail_the_run(monkeypatch):
    def one_game(game, seed, target, record):
        if game == "enculette" and seed == 1:
            raise RuntimeError("boom")
        return "same"

    monkeypatch.setattr(soak, "one_game", one_game)
    lines: list[str] = []
    tallies, memory = soak.soak(games=3, first_seed=0, target=2, replay_every=0, repeat_first=0,
                                say=lines.append)
    assert tallies["enculette"].exceptions == 1 and tallies["enculette"].played == 3
    assert soak.report(tallies, memory, say=lines.append) == 1
    assert any("boom" in line for line in lines)


def test_a_seed_that_plays_another_game_the_second_time_fails_the_run(monkeypatch):
    runs = []

    def one_game(game, seed, target, record):
        runs.append((game, seed))
        return f"{game} {seed} {runs.count((game, seed)) if game == 'cul-de-chouette' else 0}"

    monkeypatch.setattr(soak, "one_game", one_game)
    lines: list[str] = []
    tallies, memory = soak.soak(games=3, first_seed=0, target=2, replay_every=0, repeat_first=2,
                                say=lines.append)
    assert tallies["deboule"].repeats_checked == tallies["deboule"].repeats_identical == 2
    assert tallies["cul-de-chouette"].repeats_identical == 0
    assert soak.report(tallies, memory, say=lines.append) == 1
    assert any("another game" in line for line in lines)


def test_the_same_seed_gives_the_same_output_for_real():
    """Two real short games of each kind with one seed: the same text and record (and another
    seed plays another game: the output is worth comparing)."""
    for game in soak.GAMES:
        first = soak.one_game(game, 1, 2, None)
        assert first == soak.one_game(game, 1, 2, None), game
        assert first != soak.one_game(game, 2, 2, None), game


def test_a_repeat_is_played_as_the_first_run_was_record_included(monkeypatch, tmp_path):
    """The output holds the record when one is written (L'Enculette's window record is only
    made then): the second run must write one too, or every repeat differs."""
    def one_game(game, seed, target, record):
        if record is not None:
            record.write_text("{}")
        return f"{game} {seed} {'with' if record is not None else 'without'} record"

    monkeypatch.setattr(soak, "one_game", one_game)
    monkeypatch.setattr(soak, "check_replay", lambda record: True)
    tallies, _ = soak.soak(games=2, first_seed=0, target=2, replay_every=1, repeat_first=2,
                           say=lambda line: None)
    assert all(t.repeats_checked == t.repeats_identical == 2 for t in tallies.values())


def test_every_game_of_the_registry_is_soaked_as_itself(tmp_path):
    """Each game the soak plays is that game: its record names it (the soak once played
    L'Enculette under Chamot's name)."""
    import json

    from game import registry

    assert set(soak.PLAYERS) == set(registry.NAMES)
    record = tmp_path / "chamot.json"
    output = soak.one_game("chamot", 1, 2, record)
    assert json.loads(record.read_text(encoding="utf-8"))["game"] == "chamot"
    assert output.endswith(record.read_text(encoding="utf-8"))
