"""The soak bench (bench/soak.py): it counts games, exceptions and replays, and measures RSS."""

from __future__ import annotations

from bench import soak


def test_rss_is_measured():
    before = soak.rss_mb()
    ballast = bytearray(64 * 1024 * 1024)
    ballast[::4096] = b"x" * len(ballast[::4096])  # touch every page so it is resident
    assert soak.rss_mb() > before + 40
    del ballast


def test_a_short_soak_plays_and_replays_without_exceptions(monkeypatch):
    played = []

    def one_game(game, seed, target, record):
        played.append((game, seed))
        if game == "deboule":
            soak.play_deboule(seed, target, record)  # a real, short Déboulé to 2 points

    monkeypatch.setattr(soak, "one_game", one_game)
    monkeypatch.setattr(soak, "REPLAYABLE", ("deboule",))  # the fake plays only this one
    lines: list[str] = []
    tallies, memory = soak.soak(games=2, first_seed=4, target=2, replay_every=1, say=lines.append)
    assert played == [(g, s) for s in (4, 5) for g in soak.GAMES]
    assert tallies["deboule"].replays_checked == tallies["deboule"].replays_identical == 2
    assert all(t.played == 2 and t.exceptions == 0 for t in tallies.values())
    assert soak.report(tallies, memory, say=lines.append) == 0
    assert any(line.startswith("deboule") and "2/2" in line for line in lines)
    assert any(line.startswith("RSS start") for line in lines)


def test_exceptions_are_counted_and_fail_the_run(monkeypatch):
    def one_game(game, seed, target, record):
        if game == "enculette" and seed == 1:
            raise RuntimeError("boom")

    monkeypatch.setattr(soak, "one_game", one_game)
    lines: list[str] = []
    tallies, memory = soak.soak(games=3, first_seed=0, target=2, replay_every=0, say=lines.append)
    assert tallies["enculette"].exceptions == 1 and tallies["enculette"].played == 3
    assert soak.report(tallies, memory, say=lines.append) == 1
    assert any("boom" in line for line in lines)
