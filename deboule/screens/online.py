""""Jouer en ligne" (issue 33): the server's address and the player's name, then "Créer une
salle" (deboule/screens/online_create.py) or "Rejoindre une salle" (a code and a seat, or
"Regarder"), which end in the room's lobby (deboule/screens/online_lobby.py).

What the screens share (typed lines, connecting off the window's thread, each failure one
line) is deboule/screens/online_base.py.
"""

from __future__ import annotations

from typing import Any

from deboule.online.protocol import ROOM_CODE_LENGTH
from deboule.online.text import phrase
from deboule.screens.online_base import FIELD_LIMITS, OnlineMenuScreen, connected, watch
from deboule.screens.online_memory import recalled, remember
from deboule.shell.menu import Item, Menu
from deboule.text.i18n import tr

DEFAULT_SERVER = "ws://127.0.0.1:8765"
SEATS_SHOWN = 16  # the largest room (L'Enculette) has 16 seats


def default_name() -> str:
    """The name shown to the others until the player types one: their login name."""
    # loaded on first use, not with this module: getpass
    import getpass

    try:
        name = getpass.getuser()
    except (OSError, KeyError):  # no login name (a container without a user entry)
        return ""
    return "".join(c for c in name if c.isprintable())[:FIELD_LIMITS["name"]]


class OnlineScreen(OnlineMenuScreen):
    """The address, the name, "Créer une salle", "Rejoindre une salle", "Retour"."""

    title_key = "online.menu.title"

    def __init__(self, app) -> None:
        lang = lambda: app.settings.lang  # noqa: E731
        items = [
            Item("server", lambda: tr("online.menu.server", lang(),
                                      value=self.field_text("server"))),
            Item("name", lambda: tr("online.menu.name", lang(), value=self.field_text("name"))),
            Item("create", lambda: tr("online.menu.create", lang())),
            Item("join", lambda: tr("online.menu.join", lang())),
            Item("back", lambda: tr("menu.back", lang())),
        ]

        kept = recalled(app)  # the address and name that last joined a room
        super().__init__(app, Menu(items), {"server": kept.get("server", DEFAULT_SERVER),
                                            "name": kept.get("name", default_name())})

    def subtitle(self) -> str:
        return tr("online.menu.subtitle", self.lang)

    def hint(self) -> str:
        return tr("online.menu.hint", self.lang)

    def address(self) -> str | None:
        """The server's address, checked (None: the player was told why)."""
        # loaded on first use, not with this module: the online parts (43 ms)
        from deboule.online.client import ClientError, check_url

        try:
            return check_url(self.fields["server"].strip())
        except ClientError as exc:
            self.app.notify(exc.phrase)
            return None

    def command(self, command: str | None) -> None:
        if command == "back":
            self.app.pop()
        elif command in ("create", "join"):
            url, name = self.address(), self.fields["name"].strip()
            if url is None:
                return
            if command == "create":
                # loaded on first use: the rules' core, the online parts, the screens (17 ms)
                from deboule.screens.online_create import CreateRoomScreen

                self.app.push(CreateRoomScreen(self.app, url, name))
            else:
                self.app.push(JoinScreen(self.app, url, name))


class JoinScreen(OnlineMenuScreen):
    """A room's code and a seat: "Rejoindre", or "Regarder" as a spectator."""

    title_key = "online.join.title"

    def __init__(self, app, url: str, name: str) -> None:
        self.url, self.name = url, name
        lang = lambda: app.settings.lang  # noqa: E731
        items = [
            Item("code", lambda: tr("online.join.code", lang(), value=self.field_text("code"))),
            Item("seat", lambda: tr("online.join.seat", lang()),
                 choices=(None, *range(1, SEATS_SHOWN + 1)),
                 render_choice=lambda v: tr("online.join.first_free", lang()) if v is None
                 else str(v)),
            Item("join", lambda: tr("online.join.go", lang())),
            Item("watch", lambda: tr("online.join.watch", lang())),
            Item("back", lambda: tr("menu.back", lang())),
        ]
        super().__init__(app, Menu(items), {"code": ""})

    def hint(self) -> str:
        return tr("online.menu.hint", self.lang)

    def command(self, command: str | None) -> None:
        if command == "back":
            self.app.pop()
        elif command in ("join", "watch"):
            code = self.fields["code"]
            if len(code) != ROOM_CODE_LENGTH:
                self.app.notify(phrase("online.menu.empty_code", n=ROOM_CODE_LENGTH))
                return
            seat = self.menu.item("seat").value
            if command == "join":
                then = lambda session: session.join(code, None if seat is None  # noqa: E731
                                                    else int(seat) - 1)
            else:
                then = lambda session: watch(session, code)  # noqa: E731
            self.connect(connected(self.url, self.name, then), self.open_lobby, self.url)

    def open_lobby(self, session: Any) -> None:
        # loaded on first use, not with this module: the online parts, the screens (37 ms)
        from deboule.screens.online_lobby import LobbyScreen
        remember(self.app, self.url, self.name)
        self.app.replace(LobbyScreen(self.app, session, host=False, url=self.url))
