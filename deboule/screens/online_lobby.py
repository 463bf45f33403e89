"""A room's lobby (issue 33): its code shown large, to be read out on a call or pasted in a
chat, and its seats (open, a friend, a bot client, someone away, "vous"); the host's "Lancer la
partie" (`Session.start()`), "Quitter la salle".

The lobby polls its session on the window's clock (`update`: the main thread). When the first
`view` arrives, the game has started: the lobby gives way to the game's own online screen
(`deboule.screens.online_start.online_screen`: each game's deboule/games/<package>/online.py), or,
for a game that has none yet, says so and goes back to the online menu. A refusal (only the host
starts) or the room closing is one line in the player's language.
"""

from __future__ import annotations

from typing import Any

from deboule import registry
from deboule.online.web_http import page_link
from deboule.screens.base import GOLD, GREY, WHITE
from deboule.screens.hud import Line
from deboule.screens.layout import Rect
from deboule.screens.menus import MenuScreen, level_text
from deboule.shell.menu import Item, Menu
from deboule.text.i18n import tr

CODE_POINTS = 56  # the code's size at 720 px high: read across a room, copied by hand


class LobbyScreen(MenuScreen):
    """The room's code and seats, and what this player may do before the game."""

    title_key = "online.lobby.title"

    def __init__(self, app, session: Any, host: bool, url: str) -> None:
        self.session, self.host, self.url = session, host, url
        self.handed_over = False  # the game's screen has the session now
        lang = lambda: app.settings.lang  # noqa: E731
        items = []
        if host:
            items.append(Item("start", lambda: tr("online.lobby.start", lang())))
        items.append(Item("leave", lambda: tr("online.lobby.leave", lang())))
        self.starting = False
        super().__init__(app, Menu(items))
        session.poll()  # what arrived while connecting: the first frame shows the seats

    # ------------------------------------------------------------------ what the room says
    def code(self) -> str:
        lobby = self.session.lobby or {}
        return str(self.session.room or lobby.get("room") or "")

    def link_line(self) -> str:
        """The room's link for a browser (the page is served on the server's own port)."""
        return tr("web.lobby.link", self.lang, link=page_link(self.url, self.code()))

    def subtitle(self) -> str:
        lobby = self.session.lobby or {}
        entry = registry.by_name(lobby.get("game") or self.session.game)
        return entry.title if entry is not None else ""

    def seat_lines(self) -> list[str]:
        """One line per seat, in the player's language."""
        lang = self.lang
        lines = []
        for seat in (self.session.lobby or {}).get("seats", []):
            number = int(seat.get("seat", 0))
            spec, name = seat.get("spec"), str(seat.get("name") or "")[:24]
            if spec != "open":
                who = level_text(spec, lang)
            elif not seat.get("taken"):
                who = tr("online.lobby.open", lang)
            elif seat.get("kind") == "bot":
                who = name or level_text("?", lang)
            else:
                who = name or tr("online.lobby.someone", lang)
            if seat.get("away"):
                who = tr("online.lobby.away", lang, who=who)
            if number == self.session.seat:
                who = tr("online.lobby.you", lang, who=who)
            lines.append(tr("online.lobby.seat", lang, n=number + 1, who=who))
        return lines

    def status(self) -> str:
        if self.starting:
            return tr("online.lobby.starting", self.lang)
        if self.session.seat is None:
            return tr("online.lobby.watching", self.lang)
        return "" if self.host else tr("online.lobby.waiting_host", self.lang)

    # ------------------------------------------------------------------ the clock
    def update(self, dt: float) -> None:
        super().update(dt)
        session = self.session
        session.poll()
        while session.notices:
            self.app.notify(session.notices.popleft())
            self.starting = False
        if session.closed is not None:
            self.app.notify(session.closed)
            self.app.pop()
        elif session.view is not None:
            self.enter_game()

    def enter_game(self) -> None:
        # loaded on first use, not with this module: the online parts, the screens (25 ms)
        from deboule.screens.online_start import online_screen

        if self.session.game is None:  # a spectator: the lobby named the game
            self.session.game = (self.session.lobby or {}).get("game")
        screen = online_screen(self.app, self.session)  # None: said ("not online yet")
        if screen is None:
            self.app.pop()
            return
        self.handed_over = True
        self.app.replace(screen)

    def command(self, command: str | None) -> None:
        if command == "start" and not self.starting:
            self.starting = self.session.start()
        elif command in ("leave", "back"):
            self.app.pop()

    def closing(self) -> None:
        if not self.handed_over:
            self.session.close()

    def hint(self) -> str:
        return tr("online.lobby.hint", self.lang)

    # ------------------------------------------------------------------ layout and drawing
    def regions(self) -> dict[str, Rect]:
        """title, code (large), seats, items, hint, from the window size: the seats take what
        the others leave, their lines shrinking to fit."""
        hud = self.hud
        window = hud.window.inset(hud.px(16), hud.px(8))
        title, rest = window.cut_top(hud.row(self.title_size) + hud.row(18) + hud.px(16))
        code, rest = rest.cut_top(hud.row(CODE_POINTS) + 2 * hud.row(13) + hud.px(20))
        hint, rest = rest.cut_bottom(hud.row(13) + hud.px(8))
        count = len(self.menu.items)
        items, seats = rest.cut_bottom(count * self.line() + hud.px(12))
        width = min(rest.w, hud.px(self.panel_width()))

        def centred(box: Rect) -> Rect:
            return Rect(box.centre_x - width / 2, box.y, width, box.h)

        seats = Rect(seats.x, seats.y + hud.px(8), seats.w, max(0.0, seats.h - hud.px(16)))
        return {"title": title, "code": centred(code), "seats": centred(seats),
                "items": centred(items), "hint": hint}

    def seat_points(self) -> int:
        """The seats' text size: 18 points, smaller when many seats share a short window."""
        box, count = self.regions()["seats"], max(1, len(self.seat_lines()) + 1)
        points = 18
        while points > 9 and count * self.hud.row(points) + self.hud.px(12) > box.h:
            points -= 1
        return points

    def draw(self) -> None:
        self.draw_background()
        hud, regions = self.hud, self.regions()
        code = regions["code"]
        hud.panel(code)
        share = tr("online.lobby.share", self.lang, url=self.url)
        hud.block(code, [Line(self.code(), CODE_POINTS, GOLD, bold=True, max_lines=1),
                         Line(share, 13, GREY, max_lines=1),
                         Line(self.link_line(), 13, GREY, max_lines=1)], "code",
                  align="center")
        seats = regions["seats"]
        lines = self.seat_lines()
        status = self.status()
        if lines or status:
            points = self.seat_points()
            block = [Line(text, points, WHITE, max_lines=1) for text in lines]
            if status:
                block.append(Line(status, points, GREY, max_lines=1))
            # the panel as tall as its lines, at the top of the seats' place
            height = min(seats.h, len(block) * hud.row(points) + hud.px(12))
            box = Rect(seats.x, seats.top - height, seats.w, height)
            hud.panel(box)
            hud.block(box.inset(hud.px(14), hud.px(6)), block, "seats", align="left")
        self.draw_menu()
