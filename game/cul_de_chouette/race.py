"""The shouts as Cul de Chouette's controller runs them (C3): when a race window opened, the bots'
presses planned from their reaction times and played when their time comes, a human's race key
turned into their shout at the right time, the window closed once its time is up, and the
novices' shouts for nothing after a throw. Every press goes through the controller (`_act`),
which records it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.cul_de_chouette.errors import MatchError
from rules.cul_de_chouette import CloseRace, Press

if TYPE_CHECKING:
    from game.cul_de_chouette.match import CdcMatch

NO_RACE_SHOUT = "pas_mou_le_caillou"  # CDCS-2: what a race key shouts when no race is open


class RaceRunner:
    """The race side of one `CdcMatch`."""

    def __init__(self, match: CdcMatch) -> None:
        self.match = match
        self.window = None  # the open RaceWindow once its clock started
        self.t0 = 0.0  # the clock time it opened
        self.plan: list[tuple[int, int]] = []  # the bots' presses still to come: (t_ms, seat)

    def open(self):
        """The open race window, or None."""
        match = self.match
        node = match.node
        return node.race if node.kind == "race" and not match.over else None

    def elapsed_ms(self, now: float | None = None) -> int:
        if self.open() is None:
            return 0
        now = self.match.clock() if now is None else now
        return max(0, int((now - self.t0) * 1000))

    def opened_at(self) -> float | None:
        return self.t0 if self.open() is not None else None

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
        self.t0 = match.clock()
        plan = []
        for player in window.waiting:
            bot = match.bots.get(player)
            if bot is None:
                continue
            match._reseed(bot, player, "race")
            t = bot.reaction_ms(match.state, player, window.shouts[player])
            if t is not None:
                plan.append((t, player))
        self.plan = sorted(plan)

    def run(self, now: float) -> None:
        """A frame: the bots' presses due by now, and the window closed when its time is up."""
        window = self.open()
        elapsed = max(0, int((now - self.t0) * 1000))
        limit = self.match.variant.race_window_ms
        self.flush(min(elapsed, limit))
        if elapsed >= limit and self.open() is window:
            self.match._act(CloseRace())

    def flush(self, up_to_ms: int) -> None:
        """Play the bots' presses planned up to `up_to_ms` into the race."""
        window = self.open()
        while window is not None and self.plan and self.plan[0][0] <= up_to_ms:
            t, player = self.plan.pop(0)
            if player in window.waiting:
                self.match._act(Press(player, window.shouts[player], t))
            window = self.open() if self.open() is window else None

    def press(self, player: int, now: float) -> Press:
        """A human's race key at clock time `now`: their shout, timed from the window's opening
        (the bots' earlier presses first); with no race open, a shout for nothing."""
        match = self.match
        window = self.open()
        limit = match.variant.race_window_ms
        if window is not None:
            t_ms = max(0, int(round((now - self.t0) * 1000)))
            self.flush(min(t_ms, limit))
            if self.open() is window and t_ms > limit:
                match._act(CloseRace())  # too late: the window closed before this press
            if self.open() is not window:  # closed by the bots' presses or the clock
                window = None
        if window is not None:
            shout = window.shouts.get(player, window.kind)
        else:
            t_ms = min(limit, max(0, int(round((now - match._last_change) * 1000))))
            shout = NO_RACE_SHOUT
        press = Press(player, shout, t_ms)
        match._act(press)
        return press

    def blunders(self) -> None:
        """A novice sometimes shouts for nothing after a throw (a Bévue), as in the driver."""
        match = self.match
        for player in list(match.state.order):
            bot = match.bots.get(player)
            if bot is None or match.over or match.node.kind == "race":
                continue
            match._reseed(bot, player, "blunder")
            press = bot.blunder(match.state, player)
            if press is not None:
                try:
                    match._act(press)
                except MatchError:
                    pass  # with the Bévue rule off a wrong shout is simply refused
