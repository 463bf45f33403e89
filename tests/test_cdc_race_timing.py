"""Issue 30, point 1: a shout race starts when the players can see it. In the window
(`races.await_display()`, set by `CdcScreen`) the race's clock (its 3 s, the bots' planned
presses, a human's press) starts the first time the HUD draws the race (`races.shown`), not when
the rules opened it; a lesson may hold it until the player is ready. Headless, it starts as it
opens (nothing is drawn there)."""

from __future__ import annotations

from deboule.games.cul_de_chouette.match import CdcMatch, ManualClock
from deboule.rules.cul_de_chouette import DiceRolled, Press
from deboule.rules.cul_de_chouette.actions import Throw as ThrowAction

FRAME = 1 / 60


def chouette_velute(seats, await_display=True):
    """Seat 0 (a human) throws 2-2-4: the race "Pas mou le caillou !" opens for everyone."""
    clock = ManualClock(50.0)
    match = CdcMatch(seats, seed=3, clock=clock, pace=0.0)
    if await_display:
        match.races.await_display()  # as CdcScreen does
    for seat in range(len(seats)):
        match.apply_scripted(DiceRolled((1 if seat == 0 else 6,)))
    match.human_action(ThrowAction(0))
    match.apply_scripted(DiceRolled((2, 2)))
    match.apply_scripted(DiceRolled((4,)))
    window = match.race_open()
    assert window is not None and window.kind == "pas_mou_le_caillou"
    return match, clock, window


def frames(match, clock, seconds):
    for _ in range(round(seconds / FRAME)):
        clock.advance(FRAME)
        match.update(FRAME)


def test_a_race_in_the_window_starts_when_drawn_and_every_time_counts_from_then():
    match, clock, window = chouette_velute(["human", "expert"])
    planned = dict((seat, t) for t, seat in match.races.plan)
    assert set(planned) == {1}  # the bot's press is planned as the race opens (seeded)
    frames(match, clock, 5.0)  # not drawn yet: nothing runs, whatever the time
    assert match.race_open() is window and window.presses == {}
    assert match.race_opened_at is None and match.race_elapsed_ms() == 0
    drawn = clock()
    match.races.shown(drawn)  # the HUD drew the shout
    assert match.race_opened_at == drawn
    while 1 not in window.presses:
        assert clock() - drawn < 3.0
        frames(match, clock, FRAME)
    # the bot pressed at its planned time, counted from the drawing, not from the opening
    assert window.presses[1] == planned[1]
    assert (clock() - drawn) * 1000 >= planned[1] > (clock() - drawn - FRAME) * 1000 - 1e-6
    assert match.press(0, at=drawn + 0.9) == Press(0, "pas_mou_le_caillou", 900)


def test_a_later_frame_does_not_move_the_start():
    match, clock, window = chouette_velute(["human", "novice"])
    match.races.shown(clock())
    start = match.race_opened_at
    clock.advance(0.5)
    match.races.shown(clock())  # drawn again: still the first drawing's time
    assert match.race_opened_at == start and match.race_elapsed_ms() == 500


def test_a_key_before_the_race_is_drawn_is_at_zero_and_starts_it():
    match, clock, window = chouette_velute(["human", "human"])
    clock.advance(1.0)
    assert match.press(1) == Press(1, "pas_mou_le_caillou", 0)
    assert match.race_opened_at == clock()


def test_a_held_race_waits_for_the_player_and_starts_when_drawn_after_release():
    clock = ManualClock(10.0)
    match = CdcMatch(["human", "regular"], seed=3, clock=clock, pace=0.0)
    match.races.await_display()
    match.races.hold()  # a lesson: the explanation is read first
    for seat in range(2):
        match.apply_scripted(DiceRolled((1 if seat == 0 else 6,)))
    match.human_action(ThrowAction(0))
    match.apply_scripted(DiceRolled((2, 2)))
    match.apply_scripted(DiceRolled((4,)))
    window = match.race_open()
    for _ in range(300):  # 5 s drawn while held
        clock.advance(FRAME)
        match.update(FRAME)
        match.races.shown(clock())
    assert match.race_open() is window and window.presses == {}
    assert match.race_opened_at is None
    match.races.release()
    frames(match, clock, 1.0)
    assert match.race_opened_at is None  # released, but not drawn since
    match.races.shown(clock())
    assert match.race_opened_at == clock()


def test_headless_a_race_starts_as_it_opens():
    match, clock, window = chouette_velute(["human", "expert"], await_display=False)
    assert match.race_opened_at == clock()  # simulations and tests: nothing to draw
