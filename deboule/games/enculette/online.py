"""L'Enculette in an online room (`deboule play --online ws://H:P --room CODE --seat N`): the
local screen (deboule/games/enculette/screen.py, its HUD, its keys: Space shakes, T turns the Tasse
over, P peeks, the menu decides) over `OnlineEnculetteMatch`
(deboule/games/enculette/online_match.py), which reads the seat's state and the Tasse's moves from
the room and sends the player's inputs there.

This window is its seat's only: no hot-seat handover, the dice shown only as the seat's rules
observation allows. Nothing is saved here: the server keeps the room (and its record).
"""

from __future__ import annotations

from typing import Any

from deboule.games.enculette.online_match import OnlineEnculetteMatch
from deboule.games.enculette.screen import EnculetteScreen
from deboule.screens.online_seat import lobby_name, online_screen, person_elsewhere
from deboule.text.i18n import tr


class OnlineEnculetteScreen(EnculetteScreen):
    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, OnlineEnculetteMatch(session, lang=app.settings.lang))
        self.session = session
        self.viewer = session.seat  # the person at this window is this seat's

    def autosave(self) -> None:
        """The room is the server's to save (deboule/online/store.py)."""

    def closing(self) -> None:
        if self._painter is not None:
            self._painter.release()
            self._painter = None
        self.session.close()

    def update(self, dt: float) -> None:
        super().update(dt)
        match = self.match
        if match.notice is not None:
            self.message, match.notice = match.notice, None
        if self.session.closed is not None:
            self.message = self.session.closed.text(self.lang)

    def name(self, seat: int) -> str:
        """A person by the name typed in the lobby (the match's own name for it)."""
        return lobby_name(self.session, seat) or super().name(seat)

    def status(self) -> tuple[str, str]:
        """Another seat's turn: a person elsewhere is waited for, a bot thinks it over."""
        match = self.match
        seat = match.acting_seat()
        if not match.over and not match.busy() and seat is not None and seat != match.seat:
            key = "enc.waiting" if person_elsewhere(self.session, seat) else "enc.thinking"
            return tr(key, self.lang, name=self.name(seat)), ""
        return super().status()


def SCREEN(app: Any, session: Any) -> Any:  # noqa: N802 -- the convention's name (online_start)
    """The room's screen for `session`: the game, or the waiting room until its first view."""
    return online_screen(app, session, OnlineEnculetteScreen)
