"""What the card and cup games' online screens share (deboule/games/enculette/online.py,
deboule/games/chamot/online.py): the window waits on the room until its first view, the seats named
as the lobby says, the server's refusals shown as the screen's message.

A game's online screen is its local screen over a match adapter that reads the seat's rules state
from the session (`Session.rules_state()`, rebuilt by the rules from the seat's view: what the
seat may not see was drawn at random there, so the screens show only what `observation(seat)`
holds) and sends the player's inputs to the server instead of playing them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deboule.online.text import phrase
from deboule.rules.core import IllegalAction
from deboule.screens.base import GREY, WHITE, Screen, key_name
from deboule.screens.layout import font_size, ui_scale
from deboule.text.i18n import Refusal

PENDING_SECONDS = 5.0  # an input sent and nothing back: the screen takes inputs again


def lobby_name(session: Any, seat: int) -> str | None:
    """The name the person at `seat` typed (the room's lobby says it), or None: a bot's seat, a
    person who typed none, or a name no window should draw (not printable, too long)."""
    seats = (session.lobby or {}).get("seats") or []
    about = seats[seat] if 0 <= seat < len(seats) and isinstance(seats[seat], dict) else {}
    name = about.get("name") if about.get("kind") == "human" else None
    if not isinstance(name, str) or name.strip() in ("", f"{seat + 1}") or len(name) > 40 or \
            not name.isprintable():  # (no name typed: the room says the seat's number)
        return None
    return name.strip()


def seat_kinds(session: Any, players: int) -> list[str]:
    """Each seat as a local screen names it: "human" for a person (this window's seat and the
    others'), a level for the server's bots, "client" for a bot client (its level is its own)."""
    seats = (session.lobby or {}).get("seats") or []
    kinds = []
    for seat in range(players):
        about = seats[seat] if seat < len(seats) and isinstance(seats[seat], dict) else {}
        if seat == session.seat or about.get("kind") == "human":
            kinds.append("human")
        elif about.get("kind") == "bot":
            kinds.append("client")
        else:
            spec = str(about.get("spec") or "bot")
            kinds.append("regular" if spec == "open" else spec[:24])
    return kinds


def person_elsewhere(session: Any, seat: int) -> bool:
    """A person at another window holds `seat` (the lobby as it is now: who joined since the
    screen opened too): waited for, not "thinking" as a bot."""
    return seat != session.seat and seat_kinds(session, seat + 1)[seat] == "human"


def seat_state(session: Any) -> Any:
    """The seat's rules state, or None (no view yet, or one the rules refused: said once)."""
    try:
        return session.rules_state()
    except (IllegalAction, ValueError, TypeError, KeyError) as exc:
        session.view = None  # a view the rules refuse is dropped; the next one comes whole
        session.notices.append(phrase("online.client.bad_message", reason=str(exc)[:80]))
        return None


class Pending:
    """An input sent to the server: the screen waits for the answer (a new view, a motion or a
    refusal) before taking another, `PENDING_SECONDS` at most."""

    def __init__(self) -> None:
        self.left = 0.0
        self.mark: Any = None

    def sent(self, mark: Any) -> None:
        self.left, self.mark = PENDING_SECONDS, mark

    def tick(self, dt: float, mark: Any) -> None:
        if mark != self.mark:
            self.left = 0.0
        self.left = max(0.0, self.left - dt)

    @property
    def waiting(self) -> bool:
        return self.left > 0.0


def take_notice(session: Any, lang: str) -> str | None:
    """The latest refusal or notice from the server, in `lang` (None: nothing new)."""
    text = None
    while session.notices:
        text = session.notices.popleft().text(lang)
    return text


class WaitingScreen(Screen):
    """The room before its game: until the seat's first view, then `build(app, session)` takes
    its place. Échap leaves the room."""

    def __init__(self, app: Any, session: Any, build: Callable[[Any, Any], Screen]) -> None:
        super().__init__(app)
        self.session, self.build = session, build
        self.handed_over = False
        self.message = ""
        self.refused_at: int | None = None  # the event the game screen was refused at

    def update(self, dt: float) -> None:
        self.session.poll()
        note = take_notice(self.session, self.lang)
        if note:
            self.message = note
        if self.session.closed is not None:
            self.message = self.session.closed.text(self.lang)
            return
        if self.refused_at != self.session.events and seat_state(self.session) is not None:
            try:
                screen = self.build(self.app, self.session)
            except Refusal as exc:  # a game this window cannot show (too many seats...)
                self.message, self.refused_at = exc.text(self.lang), self.session.events
                return
            self.handed_over = True
            self.app.replace(screen)

    def draw(self) -> None:
        width, height = self.app.size
        self.app.ctx.clear(0.06, 0.07, 0.09)
        scale = ui_scale(width, height)
        lang, session = self.lang, self.session
        lines = [(phrase("online.wait.title").text(lang), 26, WHITE),
                 (phrase("online.wait.room", room=session.room or "?",
                         seat=(session.seat or 0) + 1).text(lang), 18, WHITE),
                 (phrase("online.wait.hint").text(lang), 14, GREY)]
        seats = (session.lobby or {}).get("seats") or []
        if seats:
            taken = sum(1 for seat in seats if isinstance(seat, dict) and seat.get("taken"))
            lines.insert(2, (phrase("online.wait.seats", taken=taken, total=len(seats))
                             .text(lang), 16, WHITE))
        if self.message:
            lines.append((self.message, 14, GREY))
        y = height * 0.62
        for text, points, colour in lines:
            size = font_size(points, scale)
            self.app.text.draw(text, width / 2, y, size=size, color=colour, anchor_x="center",
                               region="waiting")
            y -= size * 2.2

    def on_key(self, symbol: int, modifiers: int) -> None:
        if key_name(symbol) == "escape":
            self.app.pop()

    def closing(self) -> None:
        if not self.handed_over:
            self.session.close()


def online_screen(app: Any, session: Any, build: Callable[[Any, Any], Screen]) -> Screen:
    """The game's screen at once when the seat's view is there, else the waiting screen."""
    session.poll()
    if seat_state(session) is not None:
        try:
            return build(app, session)
        except Refusal as exc:  # said on the waiting screen, which tries again at each view
            app.notify(exc)
    return WaitingScreen(app, session, build)
