"""Races are fair on any link and cannot be cheated (issue 45, point 2; game/online/races.py).

Two people race over a real server: one straight to it, one through the proxy at 150 ms ± 30
ms each way (tests/race_links.py). Their reactions are simulated (seeded), so the figures do
not depend on this machine's speed. `-s` prints them:

    .venv/bin/python -m pytest -p no:xdist -s tests/test_online_race_fairness.py
"""

from __future__ import annotations

import random

import pytest

from tests.online_support import wait_until
from tests.race_links import SLOW_PONG, RaceTable, wilson

EQUAL_RACES = 120
FASTER_RACES = 30
FASTER_BY = 0.060  # s


@pytest.fixture
def table():
    made = RaceTable()
    yield made
    made.close()


def reactions(rng: random.Random) -> float:
    return rng.uniform(0.200, 0.400)


def test_equal_reactions_win_equally_often_on_unequal_links(table):
    rng = random.Random(45)
    lagged_wins = measured = 0
    errors = []
    for _ in range(EQUAL_RACES):
        reaction = reactions(rng)
        times = table.race((reaction, reaction))
        assert set(times) == {0, 1}, times  # no honest press is ever refused
        measured += 1
        lagged_wins += times[1] < times[0]
        errors += [times[0] - reaction, times[1] - reaction]
    low, high = wilson(lagged_wins, measured)
    print(f"\nequal reactions, 0 ms vs 150 ± 30 ms each way: the lagged player won "
          f"{lagged_wins}/{measured} = {lagged_wins / measured:.0%} (95 % interval "
          f"{low:.0%}-{high:.0%}); measured minus true reaction: "
          f"{min(errors) * 1000:+.0f} to {max(errors) * 1000:+.0f} ms")
    assert 0.35 <= lagged_wins / measured <= 0.65
    assert low < 0.5 < high


@pytest.mark.parametrize("faster", [0, 1], ids=["direct-faster", "lagged-faster"])
def test_the_player_60_ms_faster_wins_whatever_their_link(table, faster):
    rng = random.Random(60 + faster)
    wins = 0
    for _ in range(FASTER_RACES):
        slow = reactions(rng) + FASTER_BY
        pair = [slow, slow]
        pair[faster] = slow - FASTER_BY
        times = table.race(tuple(pair))
        assert set(times) == {0, 1}, times
        wins += times[faster] < times[1 - faster]
    low, high = wilson(wins, FASTER_RACES)
    side = "lagged" if faster else "direct"
    print(f"\nthe {side} player 60 ms faster won {wins}/{FASTER_RACES} "
          f"(95 % interval {low:.0%}-{high:.0%})")
    assert wins >= FASTER_RACES - 2


@pytest.mark.parametrize("cheat", ["no_nonce", "stale", "early", "twice"])
def test_a_press_not_for_this_race_or_before_it_was_seen_is_refused(cheat):
    table = RaceTable(cheats=(cheat, None))
    try:
        for _ in range(4):
            times = table.race((0.25, 0.30))
            assert 1 in times
            if cheat == "twice":  # the first press counts, the second is refused
                assert 0 in times
            else:
                assert 0 not in times, f"a {cheat} press was timed"
        expected = "online.refusal.false_start" if cheat == "early" else \
            "online.refusal.not_this_race"
        assert table.racers[0].refused.count(expected) >= 4, table.racers[0].refused
    finally:
        table.close()


@pytest.mark.parametrize("cheat", ["forged_pong", "claims_zero"])
def test_forged_times_and_silence_gain_nothing(cheat):
    """A client that forges its pongs' times (no nonce: not counted, so no round trip is
    credited) or claims a 0 ms press without ever saying it drew the race is timed by the
    server as an honest one is: its real reaction, never less."""
    table = RaceTable(cheats=(cheat, None))
    try:
        assert table.room.members[0].rtt is None or cheat != "forged_pong"
        for reaction in (0.25, 0.30, 0.35):
            times = table.race((reaction, reaction))
            assert times[0] >= reaction - 0.010, (cheat, times)
            assert times[0] < reaction + 0.100
    finally:
        table.close()


def test_answering_pings_late_gains_no_more_than_the_delay():
    """The limit of any server's timing (races.py): a client that answers every ping late
    passes for a longer link, and gains that delay -- never more (nor past RTT_CAP)."""
    table = RaceTable(cheats=("slow_pong", None))
    try:
        wait_until(lambda: table.room.members[0].rtt >= SLOW_PONG)
        for reaction in (0.25, 0.30, 0.35):
            times = table.race((reaction, reaction))
            assert times[0] >= reaction - SLOW_PONG - 0.010, times
    finally:
        table.close()
