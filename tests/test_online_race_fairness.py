"""Races are fair on any link and cannot be cheated (issue 45, point 2; deboule/online/races.py).

The rule's figures come from the server's own timing code (races.RoundTrips, races.reaction)
on simulated links, a virtual clock with the proxy's delays (one direct, one at 150 ms ± 30 ms
each way): thousands of races in a blink, and no figure depends on this machine's load. The
plumbing, and every cheat, go through a real server, one client straight to it and one through
the proxy (tests/race_links.py), with simulated reactions. `-s` prints the figures:

    .venv/bin/python -m pytest -p no:xdist -s tests/test_online_race_fairness.py
"""

from __future__ import annotations

import random

import pytest

from deboule.online.races import PING_SAMPLES, RTT_CAP, RaceCall, RoundTrips, reaction
from tests.online_support import wait_until
from tests.race_links import SLOW_PONG, RaceTable, wilson

EQUAL_RACES = 4000  # simulated: instant, so the interval is narrow
FASTER_RACES = 2000
FASTER_BY = 0.060  # s
LINKS = ((0.0, 0.0), (0.150, 0.030))  # (one-way delay, ± jitter) s: direct, and the proxy's
REAL_RACES = 8  # through the real server and proxy: the plumbing, not the statistics


PONG_CHEATS = ("forged_pong", "slow_pong")  # a racer that cheats from its first pong on


@pytest.fixture(scope="module")
def tables():
    """One table per way of answering pings, made once for the module: honest (each press
    cheat is tried on it in turn, by its seat-0 racer), forged, slow; their first pings, a few
    of the server's PING_SECONDS, waited for together."""
    made = {cheat: RaceTable(cheats=(cheat, None), ready=False)
            for cheat in (None, *PONG_CHEATS)}
    try:
        for table in made.values():
            table.ready()
        yield made
    finally:
        for table in made.values():
            table.close()


@pytest.fixture
def cheating(tables):
    """The table whose seat-0 racer cheats `cheat`: the honest table with that cheat switched
    on for this test (its racer honest again and its refusals forgotten after), or the one
    that answered its pings that way from the start."""
    honest = tables[None]

    def table(cheat: str | None) -> RaceTable:
        if cheat in PONG_CHEATS:
            return tables[cheat]
        honest.racers[0].cheat = cheat
        return honest

    honest.racers[0].refused.clear()
    yield table
    honest.racers[0].cheat = None
    honest.racers[0].refused.clear()


def reactions(rng: random.Random) -> float:
    return rng.uniform(0.200, 0.400)


class SimulatedLink:
    """One person's link on a virtual clock, as tests/netproxy.py delays it (latency ± a
    uniform jitter each way), measured and timed by the server's own code (races.RoundTrips,
    races.reaction): the rule's figures without this machine's scheduling in them."""

    def __init__(self, delay: float, jitter: float, rng: random.Random) -> None:
        self.delay, self.jitter, self.rng = delay, jitter, rng
        self.trips = RoundTrips()
        self.now = 0.0
        for _ in range(PING_SAMPLES):  # the pings a connection answers before any race
            self.ping()

    def ping(self) -> None:
        """One of the server's pings (one each PING_SECONDS, deboule/online/server.py), answered."""
        nonce = self.trips.ping(self.now)
        self.now += self.one_way() + self.one_way()
        assert self.trips.pong(nonce, self.now)
        self.now += 1.0

    def one_way(self) -> float:
        return max(0.0, self.delay + self.rng.uniform(-self.jitter, self.jitter))

    def measured(self, reaction_s: float, display: float = 0.1) -> float:
        """The reaction the server measures for a press `reaction_s` after the race was on
        this person's screen: the race leaves at `sent`, rests on the screen `display` plus one
        trip down later, the press arrives one trip up after it was made. Pings go on between
        races (a turn lasts seconds), so the round trip the server credits is the median of
        the last ones then."""
        self.ping()
        sent = self.now
        race = RaceCall(window=None, nonce="n", sent=sent, shown=sent + display)
        arrival = sent + display + self.one_way() + reaction_s + self.one_way()
        self.now = arrival + 1.0
        return reaction(race, arrival, self.trips.value())


def _links(seed: int) -> list[SimulatedLink]:
    rng = random.Random(seed)
    return [SimulatedLink(delay, jitter, rng) for delay, jitter in LINKS]


def test_equal_reactions_win_equally_often_on_unequal_links():
    rng = random.Random(45)
    links = _links(46)
    lagged_wins = 0
    errors = []
    for _ in range(EQUAL_RACES):
        true = reactions(rng)
        direct, lagged = (link.measured(true) for link in links)
        lagged_wins += lagged < direct or (lagged == direct and rng.random() < 0.5)
        errors += [direct - true, lagged - true]
    low, high = wilson(lagged_wins, EQUAL_RACES)
    print(f"\nequal reactions, 0 ms vs 150 ± 30 ms each way (simulated links, the server's "
          f"timing): the lagged player won {lagged_wins}/{EQUAL_RACES} = "
          f"{lagged_wins / EQUAL_RACES:.1%} (95 % interval {low:.1%}-{high:.1%}); measured "
          f"minus true reaction: {min(errors) * 1000:+.0f} to {max(errors) * 1000:+.0f} ms")
    assert low < 0.5 < high
    assert 0.46 <= lagged_wins / EQUAL_RACES <= 0.54
    assert max(abs(e) for e in errors) <= 2 * 2 * LINKS[1][1] + 1e-9  # the jitter, no bias


@pytest.mark.parametrize("faster", [0, 1], ids=["direct-faster", "lagged-faster"])
def test_the_player_60_ms_faster_wins_whatever_their_link(faster):
    rng = random.Random(60 + faster)
    links = _links(61 + faster)
    wins = 0
    for _ in range(FASTER_RACES):
        slow = reactions(rng) + FASTER_BY
        pair = [slow, slow]
        pair[faster] = slow - FASTER_BY
        times = [link.measured(pair[index]) for index, link in enumerate(links)]
        wins += times[faster] < times[1 - faster]
    low, high = wilson(wins, FASTER_RACES)
    side = "lagged" if faster else "direct"
    print(f"\nthe {side} player 60 ms faster won {wins}/{FASTER_RACES} = "
          f"{wins / FASTER_RACES:.1%} (95 % interval {low:.1%}-{high:.1%}, simulated links)")
    assert low >= 0.95


def test_through_the_real_server_and_proxy_every_honest_press_is_timed_near_its_reaction(
        cheating):
    """The plumbing: real clients, one through the proxy at 150 ± 30 ms, the server's timing.
    A loaded machine only delays a press (a client woken late), never times it early."""
    table = cheating(None)
    rng = random.Random(47)
    for _ in range(REAL_RACES):
        true = reactions(rng)
        times = table.race((true, true))
        assert set(times) == {0, 1}, times  # no honest press is ever refused
        for measured in times.values():
            assert measured >= true - 2 * 2 * LINKS[1][1] - 0.010, (true, times)


@pytest.mark.parametrize("cheat", ["no_nonce", "stale", "early", "twice"])
def test_a_press_not_for_this_race_or_before_it_was_seen_is_refused(cheating, cheat):
    table = cheating(cheat)
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


@pytest.mark.parametrize("cheat", ["forged_pong", "claims_zero"])
def test_forged_times_and_silence_gain_nothing(cheating, cheat):
    """A client that forges its pongs' times (no nonce: not counted, so no round trip is
    credited) or claims a 0 ms press without ever saying it drew the race is timed by the
    server as an honest one is: its real reaction, never less."""
    table = cheating(cheat)
    assert table.room.members[0].rtt is None or cheat != "forged_pong"
    for reaction_s in (0.25, 0.30, 0.35):
        times = table.race((reaction_s, reaction_s))
        assert times[0] >= reaction_s - 0.010, (cheat, times)
        assert times[0] < reaction_s + 0.500  # timed at all (a loaded machine only delays)


def test_answering_pings_late_gains_no_more_than_the_delay(cheating):
    """The limit of any server's timing (races.py): a client that answers every ping late
    passes for a longer link, and gains that delay -- never more than the round trip the server
    measured (its held-back pongs, plus whatever a loaded machine added to them), nor past
    RTT_CAP."""
    table = cheating("slow_pong")
    wait_until(lambda: table.room.members[0].rtt >= SLOW_PONG)
    for reaction_s in (0.25, 0.30, 0.35):
        before = table.room.members[0].rtt
        times = table.race((reaction_s, reaction_s))
        credited = max(before, table.room.members[0].rtt)
        assert SLOW_PONG <= credited <= RTT_CAP
        assert times[0] >= reaction_s - credited - 0.010, (times, credited)
