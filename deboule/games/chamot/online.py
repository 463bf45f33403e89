"""Chamot in an online room (`deboule play --online ws://H:P --room CODE --seat N`): the local
screen (deboule/games/chamot/screen.py, its HUD, keys, word box and drags) over `OnlineChamotMatch`
(deboule/games/chamot/online_match.py), which reads the seat's table from the room and sends the
player's plays there.

This window is its seat's only: no hot-seat handover; the hand and the own corbeille shown are
this seat's. Nothing is saved here: the server keeps the room (and its record).
"""

from __future__ import annotations

from typing import Any

from deboule.games.chamot.hud import LOG_LINES, ChamotHud
from deboule.games.chamot.online_match import OnlineChamotMatch
from deboule.games.chamot.screen import ChamotScreen
from deboule.screens.base import GREY
from deboule.screens.hud import Line
from deboule.screens.online_seat import lobby_name, online_screen, person_elsewhere
from deboule.text.i18n import tr


class OnlineChamotHud(ChamotHud):
    """The local HUD; its log is the seat's (what the table showed changing)."""

    def seat_label(self, seat: int) -> str:
        """A person at another window is not "vous" here."""
        if person_elsewhere(self.screen.session, seat):
            return tr("chamot.elsewhere", self.screen.lang)
        return super().seat_label(seat)

    def draw_log(self, lay) -> None:
        lines = self.screen.match.log[-LOG_LINES:]
        self.hud.block(lay.log, [Line(text, 12, GREY, max_lines=2) for text in lines], "log",
                       bottom_up=True)


class OnlineChamotScreen(ChamotScreen):
    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, OnlineChamotMatch(session, lang=app.settings.lang))
        self.session = session
        self.viewer = session.seat  # the person at this window is this seat's
        self.hud = OnlineChamotHud(self)

    def autosave(self) -> None:
        """The room is the server's to save (deboule/online/store.py)."""

    def closing(self) -> None:
        self.session.close()

    def update(self, dt: float) -> None:
        self.match.lang = self.lang
        super().update(dt)
        match = self.match
        if match.notice is not None:
            self.message, match.notice = match.notice, None
        if self.session.closed is not None:
            self.message = self.session.closed.text(self.lang)

    def name(self, seat: int) -> str:
        """A person by the name typed in the lobby (the match's own name for it)."""
        return lobby_name(self.session, seat) or super().name(seat)

    def shown_seat(self) -> int | None:
        return self.match.seat  # the hand and the corbeille at the bottom are this seat's

    def status(self) -> tuple[str, str, tuple[int, bool] | None]:
        """Another seat's turn: a person elsewhere is waited for, a bot thinks it over."""
        match = self.match
        seat = match.acting_seat()
        if not match.over and seat is not None and seat != match.seat:
            key = "chamot.turn" if person_elsewhere(self.session, seat) else "chamot.thinking_bot"
            return tr(key, self.lang, name=self.name(seat)), "", None
        return super().status()


def SCREEN(app: Any, session: Any) -> Any:  # noqa: N802 -- the convention's name (online_start)
    """The room's screen for `session`: the game, or the waiting room until its first view."""
    return online_screen(app, session, OnlineChamotScreen)
