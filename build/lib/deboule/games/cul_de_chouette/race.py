"""The shouts as Cul de Chouette's controller runs them (C3): when a race window opened, the bots'
presses planned from their reaction times and played when their time comes, a human's race key
turned into their shout at the right time, the window closed once its time is up, and the
novices' shouts for nothing after a throw. Every press goes through the controller (`play`),
which records it; the bots are asked through it too (`bot_reaction_ms`, `bot_blunder`).

The race's clock (`t0`, the origin of the 3 s window, of the bots' planned presses and of a
human's press) starts when the players can see the race, not when the rules open it (issue 30,
point 1): in the window (`await_display`) it starts the first time the HUD draws the race with
the dice at rest (`shown`); a lesson may `hold` it until the player says they are ready. A
headless match (tests, benchmarks, simulations) starts it at once: nothing is drawn there.

Online (deboule/online/races.py) the room's match is headless and its people are a round trip
away, their windows drawing the dice's motion behind the server: the race's clock starts when
every person in the race has drawn it (`seen`, their windows' word, placed back half a round
trip), or `SEEN_WAIT` after it opened if one never says so (a lost link); a person's press
arrives up to `RTT_CAP` after they pressed and is placed back in time (`press(player, at)` with
`at` in the past), so the race is closed only `late` seconds past its window
(`wait_for_network`). The bots' presses are played at their planned times; the rules
rank every press by its time (`first_group`/`last_group`, C3), so a person's press placed
before a bot's beats it, whichever arrived first. Local play never waits (`late` is 0)."""

from __future__ import annotations

from deboule.match_base import Match, MatchError
from deboule.rules.cul_de_chouette import CloseRace, Press

SEEN_WAIT = 15.0  # s an online race waits for the people's windows to draw it, at most
NO_RACE_SHOUT = "pas_mou_le_caillou"  # CDCS-2: what a race key shouts when no race is open


class RaceRunner:
    """The race side of one Cul de Chouette match (deboule/games/cul_de_chouette/match.py)."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.window = None  # the open RaceWindow, once planned
        self.t0: float | None = None  # the clock time it opened for the players (None: not yet)
        self.plan: list[tuple[int, int]] = []  # the bots' presses still to come: (t_ms, seat)
        self.wait_for_display = False  # True in the window: the clock starts when drawn
        self.held = False  # a lesson holds the race's clock until the player is ready
        self.late = 0.0  # s the window stays open past its time for presses still on the way
        self.people: tuple[int, ...] = ()  # online: the seats whose windows must draw a race
        self.unseen: set[int] = set()  # of those in the open race, who has not drawn it yet
        self.opened: float | None = None  # online: the clock time the rules opened the race

    def open(self):
        """The open race window, or None."""
        match = self.match
        node = match.node
        return node.race if node.kind == "race" and not match.over else None

    def started(self) -> bool:
        """A race is open and its clock runs (the players can see it)."""
        return self.open() is not None and self.t0 is not None

    def elapsed_ms(self, now: float | None = None) -> int:
        if not self.started():
            return 0
        now = self.match.clock() if now is None else now
        return max(0, int((now - self.t0) * 1000))

    def opened_at(self) -> float | None:
        return self.t0 if self.started() else None

    def await_display(self) -> None:
        """In the window: a race's clock starts only when the race is drawn (`shown`). A race
        already open and still untouched (a resumed save) waits for its drawing too."""
        self.wait_for_display = True
        window = self.open()
        if window is not None and not window.presses:
            self.t0 = None

    def shown(self, now: float) -> None:
        """The HUD drew the open race: its clock starts now if the dice rest and no lesson
        holds it (the first frame the shout is on screen is the players' starting signal)."""
        if self.open() is None or self.t0 is not None or self.held:
            return
        if self.match.flight is not None:
            return  # dice still rolling (a rethrow): not a race anyone can see yet
        self.t0 = now

    def wait_for_network(self, seconds: float, people=()) -> None:
        """An online room: keep each race open `seconds` past its window, so a person's press
        made in time but still on the network is counted, and start a race's clock when the
        windows of `people` in it drew it (deboule/online/races.py)."""
        self.late = max(0.0, float(seconds))
        self.people = tuple(people)

    def seen(self, player: int, at: float) -> None:
        """Online: `player`'s window drew the open race at `at`; the last of the people in
        the race to draw it starts its clock (never before it opened)."""
        if self.open() is None or self.t0 is not None:
            return
        self.unseen.discard(player)
        if not self.unseen:
            self.t0 = max(at, self.opened if self.opened is not None else at)

    def start_at(self, at: float) -> None:
        """Online: the open race's clock starts at `at` (the room's measure of when its dice
        rest on the people's windows, deboule/online/races.py), whoever said they drew it."""
        if self.open() is None:
            return
        self.unseen = set()
        self.t0 = at

    def hold(self) -> None:
        """A lesson keeps the race from starting while its explanation is read."""
        self.held = True

    def release(self) -> None:
        """The player is ready: the race starts the next time it is drawn."""
        self.held = False

    def sync(self) -> None:
        """A race just opened: start its clock and plan the bots' presses (driver-like)."""
        match = self.match
        window = self.open()
        if window is None:
            self.window = None
            return
        if window is self.window:
            return
        self.window = window
        # headless, the race starts as it opens; in the window, when first drawn (`shown`);
        # online, when the people's windows drew it (`seen`)
        self.opened = match.clock()
        self.unseen = {p for p in self.people if p in window.shouts}
        waits = self.wait_for_display or self.held or bool(self.unseen)
        self.t0 = None if waits else self.opened
        plan = []
        for player in window.waiting:
            if not match.is_bot(player):
                continue
            t = match.bot_reaction_ms(player, window.shouts[player])
            if t is not None:
                plan.append((t, player))
        self.plan = sorted(plan)

    def run(self, now: float) -> None:
        """A frame: the bots' presses due by now, and the window closed when its time is up.
        Nothing runs before the race's clock started (it is not on screen yet)."""
        window = self.open()
        if window is not None and self.t0 is None and self.unseen and \
                now - self.opened >= SEEN_WAIT:
            self.t0 = now  # a window never said it drew the race: it starts anyway
        if window is None or self.t0 is None:
            return
        elapsed = max(0, int((now - self.t0) * 1000))
        limit = self.match.variant.race_window_ms
        self.flush(min(elapsed, limit))
        if elapsed >= limit + int(self.late * 1000) and self.open() is window:
            self.match.play(CloseRace())

    def flush(self, up_to_ms: int) -> None:
        """Play the bots' presses planned up to `up_to_ms` into the race."""
        window = self.open()
        while window is not None and self.plan and self.plan[0][0] <= up_to_ms:
            t, player = self.plan.pop(0)
            if player in window.waiting:
                self.match.play(Press(player, window.shouts[player], t))
            window = self.open() if self.open() is window else None

    def press(self, player: int, now: float) -> Press:
        """A human's race key at clock time `now`: their shout, timed from the window's opening
        (the bots' earlier presses first); with no race open, a shout for nothing. A key
        pressed before the race was drawn (it opened this very frame) is at 0 ms: the race
        starts with it."""
        match = self.match
        window = self.open()
        limit = match.variant.race_window_ms
        if window is not None:
            if self.t0 is None:
                self.t0 = now
            t_ms = max(0, int(round((now - self.t0) * 1000)))
            self.flush(min(t_ms, limit))
            if self.open() is window and t_ms > limit:
                match.play(CloseRace())  # too late: the window closed before this press
            if self.open() is not window:  # closed by the bots' presses or the clock
                window = None
        if window is not None:
            shout = window.shouts.get(player, window.kind)
        else:
            t_ms = min(limit, max(0, int(round((now - match.last_change) * 1000))))
            shout = NO_RACE_SHOUT
        press = Press(player, shout, t_ms)
        match.play(press)
        return press

    def blunders(self) -> None:
        """A novice sometimes shouts for nothing after a throw (a Bévue), as in the driver."""
        match = self.match
        for player in list(match.state.order):
            if not match.is_bot(player) or match.over or match.node.kind == "race":
                continue
            press = match.bot_blunder(player)
            if press is not None:
                try:
                    match.play(press)
                except MatchError:
                    pass  # with the Bévue rule off a wrong shout is simply refused
