"""Chamot's match as an online seat's window sees it: the local screen's controller
(`ChamotMatch`, deboule/games/chamot/match.py) reading the room instead of playing.

The rules state is the seat's (`Session.rules_state()`): the cards it may not see (every pile,
the other corbeilles below their tops, the card another player holds) were dealt at random
there, and the screen draws only what the seat sees (the HUD shows piles face down, the hand
face up for its holder only, the other corbeilles' tops). A play is checked by the rules on a
copy first (the same refusal as at home, nothing sent), then sent (`Session.decide`): the server
plays it and the next view shows it. The thinking time shown runs from when this window saw the
decision: the server's match keeps the time (H7) and plays a late turn itself.
"""

from __future__ import annotations

import math
from typing import Any

from deboule.games.chamot.match import ChamotMatch, MatchError, refusal
from deboule.games.chamot.words import event_line, letter
from deboule.games.chamot.words import player_name as own_name
from deboule.rules.chamot.cards import MIN_LETTERS
from deboule.rules.core import Action, IllegalAction
from deboule.screens.online_seat import Pending, lobby_name, seat_kinds, seat_state, take_notice
from deboule.text.i18n import tr


class OnlineChamotMatch(ChamotMatch):
    """`ChamotMatch` over an online seat (see the module's text). Its `update(dt)` reads the
    room; nothing is played here."""

    def __init__(self, session: Any, lang: str = "fr") -> None:
        state = seat_state(session)
        if state is None:
            raise MatchError("online.wait.title")
        players = state.num_players
        super().__init__(["human"] * players, lexicon=state.lexicon, short=state.options.short)
        self.session, self.seat, self.lang = session, session.seat, lang
        self.seats = seat_kinds(session, players)
        self.events = []  # the base class's own deal is not the room's: the log starts empty
        self.log: list[str] = []
        self.pending = Pending()
        self.notice: str | None = None
        self.adopt(state)

    # ------------------------------------------------------------------ the room
    def update(self, dt: float) -> None:
        if not isinstance(dt, int | float) or not math.isfinite(dt) or dt < 0:
            raise MatchError.said("pas de temps invalide", f"dt must be finite and >= 0: {dt!r}")
        session = self.session
        session.poll()
        state = seat_state(session)
        if state is not None:
            self.adopt(state)
        note = take_notice(session, self.lang)
        if note is not None:
            self.notice, self.pending.left = note, 0.0
        self.pending.tick(dt, session.events)

    def adopt(self, state: Any) -> None:
        """The room's newest state for this seat: a new decision, its time starting now; what
        changed on the table goes to the log."""
        if state is self.state:
            return
        if self.revision:  # the first view is the table as it stands: nothing happened yet
            names = [lobby_name(self.session, p) for p in range(state.num_players)]
            self.log += table_changes(self.state, state, self.lang, names)
        self.state = state
        self._changed()

    @property
    def over(self) -> bool:
        session = getattr(self, "session", None)  # None while the base class builds it
        return self.state.is_over or (session is not None and session.over)

    def human_turn(self) -> int | None:
        """This window's seat when it must play now (no play on its way to the server)."""
        seat = self.acting_seat()
        if self.over or seat is None or seat != self.seat or self.pending.waiting:
            return None
        return seat

    def hold_clock(self, held: bool) -> None:
        """The server's clock runs while the word is typed: the time shown does too."""

    # ------------------------------------------------------------------ inputs, to the server
    def human_action(self, action: Action) -> None:
        """Checked by the rules here (the refusal a local game gives), then sent."""
        if self.human_turn() is None:
            raise MatchError.table("chamot.refusal.not_your_turn")
        try:
            self.state.copy().apply(action)
        except IllegalAction as exc:
            raise MatchError.said(refusal(exc, "fr"), refusal(exc, "en")) from None
        if not self.session.decide(action):
            raise MatchError("online.client.lost", reason="…")
        self.pending.sent(self.session.events)


def table_changes(before: Any, after: Any, lang: str, names: list[str] | None = None
                  ) -> list[str]:
    """Log lines for what the public table shows changed between two views: the rows (by the
    player who was to play), the corbeilles' sizes and tops, the end. A view holds the table,
    not its history (deboule/rules/chamot/views.py), so the plays themselves are not named.
    `names`: the players' names (those typed in the lobby), else the game's own."""
    lines = []
    if after.num_players != before.num_players:
        return lines

    def player_name(seat: int, lang: str) -> str:
        return names[seat] if names and seat < len(names) and names[seat] else \
            own_name(seat, lang)

    name = player_name(before.current, lang)
    for r, (old, new) in enumerate(zip(before.rows, after.rows, strict=False)):
        if (old.maj, old.mins) != (new.maj, new.mins):
            lines.append(tr("chamot.online.row", lang, name=name, row=r + 1,
                            word=new.pattern().upper()))
    for seat in range(after.num_players):
        old, new = before.corbeilles[seat], after.corbeilles[seat]
        if len(old) == len(new) and old[-1:] == new[-1:]:
            continue
        who = player_name(seat, lang)
        lines.append(tr("chamot.online.corbeille", lang, name=who, n=len(new),
                        letter=letter(MIN_LETTERS[new[-1]], lang)) if new
                     else tr("chamot.online.emptied", lang, name=who))
    result = after.result()
    if result is not None and before.result() is None:
        lines.append(event_line({"type": "game_over", "reason": after.end_reason,
                                 "winners": list(result.winners)}, lang, names=names) or "")
    return [line for line in lines if line]
