"""Drawing Chamot's table over the wood: the cards (pyglet shapes, kept between frames), the
common piles (the maj. pile face down, the two common corbeilles' tops face up: H3), the
players, the log, the hand and the word being typed. Every text goes through the shared HUD
(deboule/screens/hud.py), in its region, so tests can check that nothing overlaps."""

from __future__ import annotations

from typing import Any, Protocol

from deboule.games.chamot.layout import COMMONS, TableLayout, table_layout
from deboule.games.chamot.words import event_line, letter
from deboule.rules.chamot.cards import MAJ_LETTERS, MIN_LETTERS
from deboule.screens.base import GOLD, GREY, RED, WHITE
from deboule.screens.hud import Hud, Line
from deboule.screens.layout import Rect
from deboule.text.i18n import tr, tr_count


class TableView(Protocol):
    """What the HUD reads of the screen it draws (deboule.games.chamot.screen.ChamotScreen). The
    screen imports the HUD; the HUD knows the screen only through this, so that hud.py never imports
    screen.py back (an import cycle: tests/test_structure.py)."""

    app: Any  # deboule.screens.base.App
    match: Any  # deboule.games.chamot.match.ChamotMatch
    plan: Any  # deboule.games.chamot.plan.Plan | None
    drag: Any  # the mouse drag (deboule.games.chamot.screen.Drag: .moved, .at) or None
    message: str

    @property
    def lang(self) -> str: ...

    def dragged_cards(self) -> set[tuple[int, int]]: ...

    def highlighted_row(self) -> int | None: ...

    def drop_seat(self) -> int | None: ...

    def shown_seat(self) -> int | None: ...

    def drag_source(self) -> object: ...

    def drag_letters(self) -> list[str]: ...

    def status(self) -> tuple[str, str, tuple[int, bool] | None]: ...

    def plan_text(self) -> str: ...


PAPER = (246, 240, 222, 255)
MAJ_PAPER = (226, 206, 150, 255)
BACK = (120, 40, 36, 255)
EDGE = (70, 50, 30, 255)
EMPTY = (90, 70, 50, 255)  # where a pile will lie (the seed's dotted cards)
CHOSEN = (255, 200, 60, 255)
INK = (30, 24, 20, 255)
GREEN = (140, 230, 140, 255)
LOG_LINES = 9
STATUS_COLOURS = {"word": GREEN, "partial": GOLD, "no": RED, "short": GOLD}


class CardShapes:
    """Rectangles drawn this frame, reused from the last while they stay the same."""

    def __init__(self) -> None:
        self._shapes: dict[tuple, object] = {}
        self._used: set[tuple] = set()

    def card(self, rect: Rect, paper=PAPER, edge=EDGE) -> None:
        # loaded on first use, not with this module: pyglet (1 ms)
        import pyglet

        key = (round(rect.x), round(rect.y), round(rect.w), round(rect.h), paper, edge)
        shape = self._shapes.get(key)
        if shape is None:
            border = max(1, round(rect.w * 0.06))
            shape = pyglet.shapes.BorderedRectangle(key[0], key[1], key[2], key[3],
                                                    border=border, color=paper[:3],
                                                    border_color=edge[:3])
            self._shapes[key] = shape
        self._used.add(key)
        shape.draw()

    def end_frame(self) -> None:
        for key in set(self._shapes) - self._used:
            self._shapes.pop(key).delete()
        self._used.clear()


class ChamotHud:
    def __init__(self, screen: TableView) -> None:
        self.screen = screen
        self.hud = Hud(screen.app)
        self.shapes = CardShapes()

    # ------------------------------------------------------------------ geometry
    def layout(self) -> TableLayout:
        state = self.screen.match.state
        longest = max(1 + len(r.mins) for r in state.rows)
        width, height = self.screen.app.size
        return table_layout(width, height, state.num_players, longest)

    # ------------------------------------------------------------------ drawing
    def draw(self) -> None:
        lay = self.layout()
        for rect in (lay.status, lay.log, lay.hand, lay.prompt, *lay.players):
            self.hud.panel(rect.inset(-4, -2), alpha=120)
        self.draw_rows(lay)
        self.draw_commons(lay)
        self.draw_players(lay)
        self.draw_hand(lay)
        self.draw_status(lay)
        self.draw_prompt(lay)
        self.draw_log(lay)
        self.draw_drag(lay)
        self.shapes.end_frame()

    def letter_on(self, rect: Rect, text: str, colour=INK, region: str = "cards") -> None:
        size = max(9, round(rect.h * 0.36 * 0.75))
        while size > 7 and self.hud.measure(text, size, bold=True) > rect.w * 0.9:
            size -= 1  # a word ("JOKER") inside its card, as narrow as the card is drawn
        self.screen.app.text.draw(text, rect.centre_x, rect.centre_y - size * 0.45, size=size,
                                  color=colour, anchor_x="center", bold=True, region=region)

    def draw_rows(self, lay: TableLayout) -> None:
        state, lang = self.screen.match.state, self.screen.lang
        dragged = self.screen.dragged_cards()
        for r, row in enumerate(state.rows):
            band = lay.rows[r]
            chosen = self.screen.highlighted_row() == r
            self.hud.text(str(r + 1), band.x + lay.label_w * 0.4, band.centre_y - self.hud.pt(9),
                          20, "rows", color=CHOSEN if chosen else WHITE, bold=True,
                          anchor_x="center")
            if row.maj is not None:
                rect = lay.card(r, 0)
                self.shapes.card(rect, MAJ_PAPER, CHOSEN if chosen else EDGE)
                self.letter_on(rect, letter(MAJ_LETTERS[row.maj], lang).upper())
            for i, card in enumerate(row.mins):
                if (r, i) in dragged:
                    continue
                rect = lay.card(r, i + 1)
                self.shapes.card(rect, PAPER, CHOSEN if chosen else EDGE)
                self.letter_on(rect, letter(MIN_LETTERS[card], lang))

    def draw_commons(self, lay: TableLayout) -> None:
        """H3: the maj. pile (face down: only its count is known), the maj. corbeille and the
        min. corbeille (face up: their top card shows), each with its name and count."""
        state, lang = self.screen.match.state, self.screen.lang
        piles = {"maj_pile": state.maj_pile, "maj_corbeille": state.maj_corbeille,
                 "min_corbeille": state.min_corbeille}
        for index, name in enumerate(COMMONS):
            cards, rect = piles[name], lay.common_card(index)
            if not cards:
                self.shapes.card(rect, EMPTY, EDGE)
            elif name == "maj_pile":
                self.shapes.card(rect, BACK, EDGE)
            elif name == "maj_corbeille":
                self.shapes.card(rect, MAJ_PAPER, EDGE)
                self.letter_on(rect, letter(MAJ_LETTERS[cards[-1]], lang).upper())
            else:
                self.shapes.card(rect, PAPER, EDGE)
                self.letter_on(rect, letter(MIN_LETTERS[cards[-1]], lang))
            caption = lay.common_caption(index)
            self.hud.panel(caption, alpha=150)
            self.hud.block(caption, [
                Line(tr(f"chamot.common.{name}", lang), 12, WHITE, max_lines=1),
                Line(tr_count("chamot.common.count", len(cards), lang), 12, GREY,
                     max_lines=1)], f"common_{name}", align="center")

    def seat_label(self, seat: int) -> str:
        """Who holds a seat, in brackets after its name: "vous" for a person at this window,
        else the bot's level."""
        kind, lang = self.screen.match.seats[seat], self.screen.lang
        if kind == "human":
            return tr("chamot.you", lang)
        return tr("chamot.bot", lang, level=tr(f"level.{kind}", lang))

    def draw_players(self, lay: TableLayout) -> None:
        screen, state, lang = self.screen, self.screen.match.state, self.screen.lang
        acting = screen.match.acting_seat()
        for seat, box in enumerate(lay.players):
            who = self.seat_label(seat)
            n = state.cards_left(seat)
            card = lay.player_card(seat)
            text_box = Rect(box.x, box.y, card.x - box.x - 4, box.h)
            colour = GOLD if seat == acting else WHITE
            self.hud.block(text_box, [
                Line(("▶ " if seat == acting else "") + f"{screen.name(seat)} ({who})",
                     15, colour, bold=seat == acting, max_lines=1),
                Line(tr("chamot.pile", lang, n=len(state.piles[seat])) + " · "
                     + tr("chamot.corbeille", lang, n=len(state.corbeilles[seat])), 13, GREY,
                     max_lines=1),
                Line(tr_count("chamot.cards_left", n, lang), 13, GREY, max_lines=1),
            ], f"player{seat}")
            corbeille = state.corbeilles[seat]
            target = screen.drop_seat() == seat
            if corbeille:
                self.shapes.card(card, PAPER, CHOSEN if target else EDGE)
                self.letter_on(card, letter(MIN_LETTERS[corbeille[-1]], lang))
            else:
                self.shapes.card(card, (90, 70, 50, 255), CHOSEN if target else EDGE)

    def draw_hand(self, lay: TableLayout) -> None:
        screen, state, lang = self.screen, self.screen.match.state, self.screen.lang
        seat = screen.shown_seat()
        hand_rect, corbeille_rect, pile_rect = lay.hand_card(), lay.corbeille_card(), \
            lay.pile_card()
        dragging = screen.drag_source()
        if state.hand is not None and dragging != "hand":
            if seat is not None and seat == state.current:
                self.shapes.card(hand_rect, PAPER, CHOSEN)
                self.letter_on(hand_rect, letter(MIN_LETTERS[state.hand], lang))
            else:
                self.shapes.card(hand_rect, BACK, EDGE)
        if seat is not None:
            corbeille = state.corbeilles[seat]
            if corbeille and dragging != "corbeille":
                self.shapes.card(corbeille_rect, PAPER, EDGE)
                self.letter_on(corbeille_rect, letter(MIN_LETTERS[corbeille[-1]], lang))
            elif not corbeille:  # its place, as the common corbeilles' (the seed's dots)
                self.shapes.card(corbeille_rect, EMPTY, EDGE)
            if state.piles[seat]:
                self.shapes.card(pile_rect, BACK, EDGE)
            caption = Rect(hand_rect.x, lay.hand.y, pile_rect.right - hand_rect.x, lay.caption_h)
            self.hud.block(caption, [Line(
                tr("chamot.corbeille", lang, n=len(corbeille)) + " · "
                + tr("chamot.pile", lang, n=len(state.piles[seat])), 12, GREY, max_lines=1)],
                "hand")

    def draw_status(self, lay: TableLayout) -> None:
        headline, hint, timer = self.screen.status()
        box = lay.status
        timer_w = self.hud.measure("00 s", self.hud.pt(20), True) + 8 if timer else 0.0
        left, right = box.cut_right(timer_w)[1], box.cut_right(timer_w)[0]
        self.hud.block(left, [Line(headline, 20, GOLD, bold=True, max_lines=1),
                              Line(hint, 14, WHITE, max_lines=1)], "status")
        if timer:
            seconds, urgent = timer
            self.hud.block(right, [Line(tr("chamot.time_left", self.screen.lang, s=seconds), 20,
                                        RED if urgent else WHITE, bold=True, max_lines=1)],
                           "timer", align="right")

    def draw_prompt(self, lay: TableLayout) -> None:
        screen, lang = self.screen, self.screen.lang
        lines: list[Line] = []
        plan = screen.plan
        state = screen.match.state
        if plan is not None:
            lines.append(Line(screen.plan_text(), 15, GOLD, bold=True, max_lines=1))
            if plan.needs_word() and plan.ready():
                status = plan.status(state)
                shown = plan.typed or "_"
                lines.append(Line(tr("chamot.word_prompt", lang, word=shown) + "   "
                                  + tr(f"chamot.word.{status}", lang), 17,
                                  STATUS_COLOURS[status], bold=True, max_lines=1))
                lines.append(Line(tr("chamot.word_hint", lang), 13, GREY, max_lines=1))
        if screen.message:
            lines.append(Line(screen.message, 14, RED, max_lines=2))
        lines.append(Line(tr("chamot.keys", lang), 12, GREY, max_lines=3))
        self.hud.block(lay.prompt, lines, "prompt")

    def draw_log(self, lay: TableLayout) -> None:
        lang = self.screen.lang
        lines = [line for line in (event_line(e, lang, secret_turns=True)
                                   for e in self.screen.match.events[-60:]) if line]
        self.hud.block(lay.log, [Line(text, 12, GREY, max_lines=2)
                                 for text in lines[-LOG_LINES:]], "log", bottom_up=True)

    def draw_drag(self, lay: TableLayout) -> None:
        """The card(s) under the mouse while dragging."""
        drag = self.screen.drag
        if drag is None or not drag.moved:
            return
        letters = self.screen.drag_letters()
        x, y = drag.at
        for i, text in enumerate(letters):
            rect = Rect(x - lay.card_w / 2 + i * lay.card_w * 1.05, y - lay.card_h / 2,
                        lay.card_w, lay.card_h)
            self.shapes.card(rect, PAPER, CHOSEN)
            self.letter_on(rect, text, region="drag")
