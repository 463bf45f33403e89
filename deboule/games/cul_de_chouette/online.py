"""Cul de Chouette in an online room (issue 33): `deboule play --online ws://H:P --room CODE
--seat N` opens `SCREEN(app, session)` on a seat already taken (deboule/screens/online_start.py).

It is the local table (`CdcScreen`: the tray, the score sheet, the prompts, the race keys, the
arrows' aim and the flick) over a `RemoteMatch` (deboule/games/cul_de_chouette/online_match.py):
what it draws comes from the server, what the player does goes to it. Differences from local play:
one person per window (their seat's race key, A), no saves here (the server keeps the room), no bots
called in from the pause menu (only the Graines' words, for this seat), and until the room starts a
line says whom it waits for.
"""

from __future__ import annotations

from typing import Any

from deboule.games.cul_de_chouette.online_match import RemoteMatch
from deboule.games.cul_de_chouette.screen import BACKGROUND, CdcScreen
from deboule.screens.base import GREY, WHITE, key_name
from deboule.text.i18n import tr


class OnlineCdcScreen(CdcScreen):
    """One seat of an online Cul de Chouette room in the window."""

    def __init__(self, app: Any, session: Any) -> None:
        self.session = session
        super().__init__(app, RemoteMatch(session))  # type: ignore[arg-type]

    # nothing is saved here: the server keeps the room (deboule/online/store.py)
    def autosave(self) -> None:
        return None

    def closing(self) -> None:
        self.sit_down()  # left from the pause menu: the Graines' rise is sent first
        self.session.close()

    def update(self, dt: float) -> None:
        self.eased.update(dt)
        self.sit_down()  # back from the pause menu: the Graines' rise goes to the server
        self.match.update(dt)
        if self.match.ready() and len(self.match.entries) != self._note_at:
            self.note = None  # it was about a move since made

    def draw(self) -> None:
        if not self.match.ready():
            self.draw_waiting()
            return
        super().draw()

    def draw_waiting(self) -> None:
        """Before the room starts: the room's code and the seats still open."""
        ctx = self.app.ctx
        width, height = self.app.size
        ctx.screen.use()
        ctx.viewport = (0, 0, width, height)
        ctx.screen.clear(*BACKGROUND, 1.0)
        lobby = self.session.lobby or {}
        open_seats = [str(s["seat"] + 1) for s in lobby.get("seats", [])
                      if s.get("spec") == "open" and not s.get("taken")]
        lines = [(tr("cdc.online.waiting", self.lang, room=self.session.room or "?"), 20, WHITE),
                 (tr("cdc.online.open_seats", self.lang,
                     seats=", ".join(open_seats) or "—"), 15, GREY)]
        if self.match.note is not None:
            lines.append((self.match.note[1] if self.lang == "en" else self.match.note[0], 14,
                          GREY))
        y = height * 0.6
        for text, size, colour in lines:
            label = self.app.text.label(text, width / 2, y, size=size, color=colour,
                                        anchor_x="center", anchor_y="center")
            label.draw()
            y -= label.content_height + 12

    def pause_items(self) -> list:
        """With the Graines, the words for this seat, up from the table (graines_pause.py);
        no bot is called in online (the host chose the seats)."""
        return self.graines.items(self.lang)

    def on_key(self, symbol: int, modifiers: int) -> None:
        if not self.match.ready():
            if key_name(symbol) == "escape":
                self.app.pop()
            return
        super().on_key(symbol, modifiers)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        if self.match.ready():
            super().on_mouse_press(x, y, button, modifiers)

    def on_mouse_scroll(self, x, y, scroll_x, scroll_y) -> None:
        if self.match.ready():
            super().on_mouse_scroll(x, y, scroll_x, scroll_y)


SCREEN = OnlineCdcScreen
