"""`deboule play --online ws://HOST:PORT --room CODE [--seat N]`: the window opens on a seat of
a room (the menu's "Jouer en ligne" ends here too). The room's game draws it with its own online
screen, found by convention: `deboule.games.<package>.online.SCREEN(app, session)`.
"""

from __future__ import annotations

from typing import Any

from deboule.online.client import ClientError
from deboule.online.session import Session
from deboule.online.text import phrase


def online_screen(app: Any, session: Session) -> Any | None:
    """The room's game's online screen for `session`, or None (said) when it has none."""
    # loaded on first use, not with this module: every game, a game's modules
    from deboule import registry

    entry = registry.by_name(session.game)
    screen_class = entry.online_screen_class() if entry is not None else None
    if screen_class is None:
        app.notify(phrase("online.window.no_screen", game=entry.title if entry else "?"))
        return None
    return screen_class(app, session)


def open_seat(app: Any, url: str, room: str, seat: int | None = None, name: str = "",
              watch: bool = False) -> Session | None:
    """Join `room` on the server at `url` and show its game (None, said, when it fails)."""
    try:
        session = Session.connect(url, name=name)
        if watch:
            session.watch(room)
            lobby = session.client.wait_for("lobby")
            session.game = lobby["game"]
        else:
            session.join(room.upper(), seat)
    except ClientError as exc:
        app.notify(exc.phrase)
        return None
    screen = online_screen(app, session)
    if screen is None:
        session.close()
        return None
    app.push(screen)
    return session
