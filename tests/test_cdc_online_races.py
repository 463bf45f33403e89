"""Cul de Chouette's races in an online room (issue 33, deboule/online/races.py): a person's press
arrives up to a round trip after it was made and is placed back in time; the room's headless
match keeps each race open `RTT_CAP` past its window (`races.wait_for_network`, set by the room)
so such a press still counts, ranked by its time among the bots' presses; a race starts when
the people's windows drew it (`seen`). And a throw is taken
only from the seat that must throw (`CdcMatch.throw_awaited_of`)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from deboule import registry
from deboule.games.cul_de_chouette.match import CdcMatch, ManualClock
from deboule.games.cul_de_chouette.race import SEEN_WAIT
from deboule.match_base import MatchError
from deboule.online.inputs import match_input
from deboule.online.older_clients import as_input
from deboule.online.races import RTT_CAP
from deboule.rules.cul_de_chouette import DiceRolled
from deboule.rules.cul_de_chouette.actions import Throw as ThrowAction

FRAME = 1 / 60
RTT = 0.300  # the person's measured round trip: the press arrives 150 ms after it was made


class TimedBot:
    """A bot pressing every race at `reaction` ms (and taking the first legal decision)."""

    name = "timed"

    def __init__(self, reaction: int) -> None:
        self.reaction = reaction

    def act(self, state, player):
        return state.legal_actions(player)[0]

    def reaction_ms(self, state, player, shout):
        return self.reaction


class FakeRoom:
    """What match_input reads of a room: its match, its members' round trips, its clock."""

    def __init__(self, match: CdcMatch, clock: ManualClock) -> None:
        self.match, self.clock = match, clock
        self.entry = registry.by_name("cul-de-chouette")
        self.members = {0: SimpleNamespace(rtt=RTT)}


def velute_race(bot_reaction: int, online: bool = True, people=()):
    """Seat 0 (a person) throws 2-2-4: "Pas mou le caillou !" opens for both seats; online, the
    race starts when the windows of `people` drew it."""
    clock = ManualClock(100.0)
    match = CdcMatch(["human", TimedBot(bot_reaction)], seed=3, clock=clock, headless=True)
    if online:
        match.races.wait_for_network(RTT_CAP, people)  # as the room does
    for seat in range(2):
        match.apply_scripted(DiceRolled((1 if seat == 0 else 6,)))
    match.human_action(ThrowAction(0))
    match.apply_scripted(DiceRolled((2, 2)))
    match.apply_scripted(DiceRolled((4,)))
    assert match.race_open() is not None
    assert match.race_opened_at == (None if people else clock())
    return match, clock


def run_until(match: CdcMatch, clock: ManualClock, until: float) -> None:
    while clock() < until - 1e-9:
        match.step(min(FRAME, until - clock()))


def race_presses(match: CdcMatch) -> dict:
    return next(e for e in reversed(match.state.events) if e["type"] == "race_presses")


@pytest.mark.parametrize("reaction_ms", [600, 2850])
def test_a_press_arriving_late_beats_a_bot_that_pressed_100_ms_after_it(reaction_ms):
    # the person saw the race half a round trip after it opened, pressed `reaction_ms` later,
    # and the press took another half round trip: the bot pressed 100 ms after the person did
    match, clock = velute_race(bot_reaction=reaction_ms + 100)
    opened = clock()
    arrival = opened + RTT / 2 + reaction_ms / 1000 + RTT / 2
    run_until(match, clock, arrival)
    assert match.race_open() is not None, "closed before the person's press could arrive"
    assert match.race_open().presses == {1: reaction_ms + 100}  # the bot pressed already
    # as the room timed it when it arrived (deboule/online/races.py `timed_press`)
    press = {"type": "input", "input": {"kind": "press", "race": "n"}, "received": arrival,
             "reaction": arrival - opened - RTT}
    match.feed(match_input(FakeRoom(match, clock), 0, press))
    assert match.race_open() is None
    event = race_presses(match)
    assert event["presses"] == [[0, reaction_ms], [1, reaction_ms + 100]]
    assert event["missing"] == []


def test_an_online_race_closes_rtt_cap_past_its_window_and_a_local_one_at_it():
    for online, closes_at in ((True, 3.0 + RTT_CAP), (False, 3.0)):
        match, clock = velute_race(bot_reaction=500, online=online)
        opened = clock()
        run_until(match, clock, opened + closes_at - 0.02)
        assert match.race_open() is not None
        run_until(match, clock, opened + closes_at + 0.02)
        assert match.race_open() is None
        assert race_presses(match)["missing"] == [0]


def test_an_online_race_starts_when_the_persons_window_drew_it():
    match, clock = velute_race(bot_reaction=400, people=(0,))
    opened = clock()
    run_until(match, clock, opened + 6.0)  # a slow window: the race waits, the bot too
    assert match.race_open() is not None and match.race_open().presses == {}
    # drawn half a round trip before this
    seen = {"type": "input", "input": {"kind": "seen"}, "received": clock()}
    match.feed(match_input(FakeRoom(match, clock), 0, seen))
    assert match.race_opened_at == pytest.approx(clock() - RTT / 2)
    run_until(match, clock, clock() + 0.5)
    assert match.race_open().presses == {1: 400}  # the bot's press counts from then


def test_an_online_race_nobody_says_they_saw_starts_after_seen_wait():
    match, clock = velute_race(bot_reaction=400, people=(0,))
    opened = clock()
    run_until(match, clock, opened + SEEN_WAIT - 0.1)
    assert match.race_opened_at is None
    run_until(match, clock, opened + SEEN_WAIT + 0.5)
    assert match.race_opened_at is not None and match.race_open().presses == {1: 400}


def test_a_throw_is_awaited_of_the_person_who_must_throw_only():
    clock = ManualClock(0.0)
    match = CdcMatch(["human", "human"], seed=3, clock=clock, headless=True)
    match.apply_scripted(DiceRolled((1,)))
    match.apply_scripted(DiceRolled((6,)))
    assert match.throw_awaited_of() == (0,)  # seat 0 starts: its pre-roll phase
    room = FakeRoom(match, clock)
    with pytest.raises(MatchError):
        match_input(room, 1, as_input({"type": "throw", "piece": None, "throw": None}))
    match.feed(match_input(room, 0, as_input({"type": "throw", "piece": None, "throw": None})))
    assert match.flight is not None and match.throw_awaited_of() == ()  # the dice roll


def test_an_online_race_starts_when_the_room_says_its_dice_rest_on_the_windows():
    """The room starts the race's clock at its own measure (races.announce: the last motion
    still playing on the windows), whatever the windows say or do not say (`seen`)."""
    match, clock = velute_race(bot_reaction=400, people=(0,))
    opened = clock()
    match.races.start_at(opened + 1.0)  # the throw's motion plays 1 s more on the windows
    run_until(match, clock, opened + 1.3)
    assert match.race_opened_at == opened + 1.0 and match.race_open().presses == {}
    run_until(match, clock, opened + 1.45)
    assert match.race_open().presses == {1: 400}  # the bot's press counts from then too
