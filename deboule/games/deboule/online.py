"""Le Déboulé's online screen (issue 33): a seat of a room on a server, in the window.

`SCREEN(app, session)` (deboule/screens/online_start.py opens it for `deboule play --online ...`):
the local table screen (deboule/games/deboule/screen.py: its drawing, HUD, keys, mouse flick and
measurements) over a RemoteMatch (deboule/games/deboule/remote_match.py) in place of the local
match, so what is drawn is what the server sent, and the player's flick, aim keys and decisions go
to the server. What differs from local play is here: no save (the server keeps the room), the aim
the keys start from is planned on the table without trial throws (nothing is simulated on a client),
the server's refusals and the link's state said in the status, and Esc's pause menu can leave
the room.
"""

from __future__ import annotations

from typing import Any

from deboule.games.deboule.aim import SuggestedAim, candidate_aims, power_for_reach
from deboule.games.deboule.remote_match import RemoteMatch
from deboule.games.deboule.screen import DebouleScreen
from deboule.text.i18n import tr


class OnlineDebouleScreen(DebouleScreen):
    """The local Déboulé screen on an online seat (see the module's text)."""

    # as a watched match (deboule/screens/base.py): never saved here, and a round's measurement
    # goes on by itself (the room does not wait for it); the pause menu's "Menu principal"
    watched = True

    def __init__(self, app: Any, session: Any) -> None:
        self.session = session
        super().__init__(app, RemoteMatch(session, app.settings.lang))

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> None:
        self.match.lang = self.lang
        while self.session.notices:  # the server's refusals, the unreadable messages
            notice = self.session.notices.popleft()
            self.match.refused()
            self.say(notice.text(self.lang))
        super().update(dt)

    def autosave(self) -> None:
        """Nothing saved here: the server keeps the room (and saves it, deboule/online/store.py)."""
        return None

    def closing(self) -> None:
        """Leaving the room: the connection closed (the seat stays the room's)."""
        self.session.close()
        self.scene_cache.release()

    # ------------------------------------------------------------------ the aim
    def aim_from_table(self) -> None:
        """As local play (the cochondé's spot, clear of the towers, as hard as rolls there),
        but planned on the table only: no throw is tried on a copy of the world here."""
        piece = self.current_piece()
        if piece is None or self.match.flight is not None:
            return
        wanted = (len(self.match.inputs), self.thrown_kind())
        if wanted == self._aimed_for:
            return
        self._aimed_for = wanted
        self.aim.update(planned_aim(self.match.world, piece, len(self.match.inputs)).as_dict())

    # ------------------------------------------------------------------ what the HUD says
    def status(self) -> list[str]:
        """The local status, under one line on the room when there is something to say: the
        link lost or being made again, the players awaited."""
        link = self.link_line()
        lines = super().status() if self.match.started else []
        return [link, *lines] if link else lines

    def link_line(self) -> str:
        session, lang = self.session, self.lang
        if session.closed is not None:
            return tr("deboule.online.closed", lang, reason=session.closed.text(lang))
        if session.reconnecting:
            return tr("deboule.online.reconnecting", lang)
        if not self.match.started:
            return tr("deboule.online.waiting", lang, room=session.room or "?")
        return ""

    def player_name(self, player: int) -> str:
        name = super().player_name(player)
        return tr("deboule.online.you", self.lang, name=name) \
            if player == self.session.seat else name

    # ------------------------------------------------------------------ the pause menu
    def pause_items(self) -> list[tuple[str, Any]]:
        return [("leave", lambda: tr("deboule.online.leave", self.lang))]

    def pause_command(self, ident: str) -> None:
        if ident == "leave":
            self.leave()


def planned_aim(world: Any, piece: str, variety: int = 0) -> Any:
    """The first aim `suggested_aim` would try (deboule/games/deboule/aim.py: straight at the goal,
    clear of the towers, as hard as rolls there), without trying it on a copy of the world."""
    kind = "cochonde" if piece == "cochonde" else "deboule"
    aims = candidate_aims(world, kind, variety)
    if aims:
        return aims[0][0]
    return SuggestedAim(0.0, round(power_for_reach(0.5, kind), 3), 0.0)


SCREEN = OnlineDebouleScreen
