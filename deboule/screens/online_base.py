"""What the online screens share (issue 33; deboule/screens/online.py): typed lines (the
server's address, the name, a room's code), a line saying what is going on, and connecting off
the window's thread.

Connecting blocks (a server that is not there takes seconds to say so), so it runs in a
`deboule.screens.background.Job`: the screen stays drawn and answers keys meanwhile, and reads
the job's verdict in its own `update`. Every failure (no server, a bad address or code, a full
room, a refusal) is one line in the player's language (`app.notify`, also printed on the
terminal in French and English), never a traceback or a freeze.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from deboule.online.protocol import ROOM_CODE_LENGTH, ROOM_CODE_LETTERS
from deboule.online.text import phrase
from deboule.screens.background import Job
from deboule.screens.base import GREY, key_name
from deboule.screens.hud import Line
from deboule.screens.layout import Rect
from deboule.screens.menus import MenuScreen
from deboule.shell.menu import Menu

FIELD_LIMITS = {"server": 120, "name": 24, "code": ROOM_CODE_LENGTH}


class OnlineMenuScreen(MenuScreen):
    """A menu with typed lines (`fields`: the address, the name, a room's code), a line for
    what is going on ("Connexion à …") and at most one connection job at a time."""

    def __init__(self, app, menu: Menu, fields: dict[str, str]) -> None:
        self.fields = dict(fields)
        self.note: Any = None  # a Phrase shown under the items (the connection under way)
        self.job: Any = None  # deboule.screens.background.Job
        self.on_done: Callable[[Any], None] | None = None
        super().__init__(app, menu)

    # ------------------------------------------------------------------ typed lines
    def field_text(self, key: str) -> str:
        """A typed line's value, with a cursor when it has the focus; the end of a value too
        wide for its line stays in view."""
        value = self.fields[key]
        if self.menu.current.key == key:
            value += "_"
        return value if len(value) <= 40 else "…" + value[-39:]

    def on_text(self, text: str) -> None:
        key = self.menu.current.key
        if key not in self.fields or self.job is not None:
            return
        room = FIELD_LIMITS[key] - len(self.fields[key])
        text = "".join(c for c in text if c.isprintable())[:max(room, 0)]
        if key == "code":  # the codes' letters only, as the server writes them
            text = "".join(c for c in text.upper() if c in ROOM_CODE_LETTERS)
        self.fields[key] += text

    def on_key(self, symbol: int, modifiers: int) -> None:
        # pyglet.window needs a display: imported once the window is open
        from pyglet.window import key

        current = self.menu.current.key
        if symbol in (key.BACKSPACE, key.DELETE) and current in self.fields:
            if self.job is None:  # Suppr empties the line, ← Backspace takes one letter off
                value = self.fields[current]
                self.fields[current] = value[:-1] if symbol == key.BACKSPACE else ""
            return
        if key_name(symbol) == "space" and current in self.fields:
            return  # a space is typed text (on_text), not Enter
        super().on_key(symbol, modifiers)
        if key_name(symbol) == "enter" and current in self.fields:
            self.menu.move(1)  # Enter after typing goes on to the next line

    # ------------------------------------------------------------------ connecting
    def connect(self, work: Callable[[Callable[..., None]], Any], on_done: Callable[[Any], None],
                url: str) -> None:
        """Run `work` (it connects and returns a Session) off the window's thread; `on_done`
        receives the session in `update`, on the main thread."""
        if self.job is not None:
            return
        self.note = phrase("online.menu.connecting", url=url)
        self.on_done = on_done
        self.job = Job(work, name="online-connect")

    def update(self, dt: float) -> None:
        super().update(dt)
        job = self.job
        if job is None or not job.done:
            return
        self.job, self.note = None, None
        # loaded on first use, not with this module: the online parts (65 ms)
        from deboule.online.client import ClientError

        try:
            session = job.result()
        except ClientError as exc:
            self.app.notify(exc.phrase)
            return
        except Exception as exc:  # noqa: BLE001 -- a server that answers nonsense: said, not raised
            self.app.notify(phrase("online.client.bad_message", reason=str(exc)[:120]))
            return
        if self.on_done is not None:
            self.on_done(session)

    def closing(self) -> None:
        """The screen leaves while connecting: the session made meanwhile is closed."""
        job, self.job = self.job, None
        if job is not None:
            job.cancel()
            leave_when_done(job)

    # ------------------------------------------------------------------ layout and drawing
    def regions(self) -> dict[str, Rect]:
        regions = super().regions()
        note, items = regions["items"].cut_bottom(self.hud.row(15) + self.hud.px(8))
        return {**regions, "items": items, "note": note}

    def draw(self) -> None:
        super().draw()
        if self.note is not None:
            self.hud.block(self.regions()["note"], [Line(self.note.text(self.lang), 15, GREY,
                                                         max_lines=1)],
                           "note", align="center")


def leave_when_done(job: Any) -> None:
    """Close the session a job left behind once it is done (a thread waits for it: the
    window does not)."""
    def close() -> None:
        job.wait()
        try:
            session = job.result()
        except BaseException:  # noqa: BLE001 -- nothing was made, nothing to close
            return
        session.close()

    threading.Thread(target=close, daemon=True, name="online-leave").start()


def connected(url: str, name: str, then: Callable[[Any], None]) -> Callable[..., Any]:
    """A job's work: connect to `url` as `name`, then `then(session)` (create, join, watch);
    the session, closed again when that fails or the screen has left."""

    def work(report: Callable[..., None]) -> Any:
        # loaded on first use, not with this module: the online parts (46 ms)
        from deboule.online.session import Session

        session = Session.connect(url, name=name)
        try:
            report()  # the screen has left: Cancelled
            then(session)
            report()
        except BaseException:
            session.close()
            raise
        return session

    return work


def watch(session: Any, code: str) -> None:
    """Watch room `code` as a spectator: its lobby tells the game (a refusal: ClientError)."""
    session.watch(code)
    lobby = session.client.wait_for("lobby")
    session.lobby, session.game = lobby, lobby["game"]
