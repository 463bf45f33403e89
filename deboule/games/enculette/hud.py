"""L'Enculette's HUD: each kind of information in its own region, laid out from the window size.

    ┌ players (title, broc, seats) ┬ status (headline, hint, a refusal) ──────────────┐
    │ table (what is announced)    ├ dice (under the cup: peeked or lifted) ──────────┤
    │                              │        the Tasse         ┌ menu ───────────────┐ │
    │                              │                          └─────────────────────┘ │
    ├ log (the table talk) ─────────────────────────────┬ keys ─────────────────────┤
    └───────────────────────────────────────────────────┴────────────────────────────┘

The menu of many announcements is grouped (a heading, then sentences "Annoncer 43 à Joueur 2",
each readable alone when the heading has scrolled away), scrolls to
keep the focus in view, and its focus goes round from the last line to the first.
`regions()` is pure (tested at many sizes: inside the window, never overlapping).
"""

from __future__ import annotations

from dataclasses import dataclass

from deboule.rules.enculette import read_roll
from deboule.rules.enculette.text import value_text
from deboule.screens.base import GOLD, GREY, RED, WHITE
from deboule.screens.hud import Hud, Line
from deboule.screens.layout import Rect, font_size, line_height, ui_scale, window_rect
from deboule.text.i18n import known, tr, tr_count

LOG_LINES = 5
GROUPED = ("announce", "pass_unseen")  # actions listed under a heading, one short line each


def _row(points: float, scale: float) -> float:
    return line_height(font_size(points, scale))


DICE_PT, DICE_LINES = 18, 2  # the dice's words: "Sous la Tasse : 6 et 5 → « … » (65)"


def regions(width: int, height: int, seats: int = 2) -> dict[str, Rect]:
    """The HUD's regions for a window of this size (pyglet pixels, from the bottom left)."""
    s = ui_scale(width, height)
    pad = 10 * s
    window = window_rect(width, height)
    bottom, rest = window.cut_bottom(2 * pad + LOG_LINES * _row(13, s))
    log, keys = bottom.cut_left(0.62 * width)
    left, right = rest.cut_left(min(0.36 * width, 500 * s))
    # a seat's line may take two lines (the server's and the receiver's are the longest)
    players_h = _row(18, s) + _row(14, s) + (seats + 2) * _row(15, s) + 2 * pad
    players, below = left.cut_top(players_h)
    table, _ = below.cut_top(2 * _row(14, s) + 2 * pad)
    status, right = right.cut_top(2 * _row(19, s) + _row(14, s) + 2 * _row(13, s) + 2 * pad)
    # the dice's words over the menu's column, not across the view: the cup, raised while its
    # server peeks, reaches up there (issue 48)
    column, _ = right.cut_right(min(0.44 * width, 500 * s))
    dice, menu = column.cut_top(DICE_LINES * _row(DICE_PT, s) + 2 * pad)
    return {"players": players.inset(pad), "table": table.inset(pad),
            "status": status.inset(pad), "dice": dice.inset(pad), "menu": menu.inset(pad),
            "log": log.inset(pad), "keys": keys.inset(pad)}


def lifted_box(boxes: dict[str, Rect], text_w: float, pad: float) -> Rect:
    """Where "Tasse soulevée : …" goes: down by the log on the right, as wide as its words
    (the dice's band at the top of the view crossed the raised cup: issue 48)."""
    band = boxes["dice"]
    width = min(band.w, text_w + 2 * pad)
    return Rect(band.right - width, boxes["log"].top + 2 * pad, width, band.h)


@dataclass(frozen=True)
class MenuRow:
    """A line of the menu: a choice (`index` into the screen's menu) or a heading (None)."""

    text: str
    index: int | None


def menu_lines(entries: list[tuple[str, object]], lang: str, name) -> list[MenuRow]:
    """The menu as shown: announcements grouped under a heading, each a whole sentence."""
    rows: list[MenuRow] = []
    group = None
    for index, (label, action) in enumerate(entries):
        kind = getattr(action, "KIND", "")
        if kind in GROUPED:
            to = action.to
            if group != (kind, to):
                group = (kind, to)
                rows.append(MenuRow(tr(f"enc.group.{kind}", lang, to=name(to)), None))
            rows.append(MenuRow(label, index))  # a sentence: "Annoncer 43 à Joueur 2"
        else:
            group = None
            rows.append(MenuRow(label, index))
    return rows


class EnculetteHud:
    """Draws L'Enculette's HUD for an EnculetteScreen."""

    def __init__(self, screen) -> None:
        self.screen = screen
        self.hud = Hud(screen.app)

    def regions(self) -> dict[str, Rect]:
        return regions(*self.screen.app.size, seats=len(self.screen.match.seats))

    def t(self, text_id: str, /, **values) -> str:
        return tr(f"enc.{text_id}", self.screen.lang, **values)

    def draw(self) -> None:
        screen, hud = self.screen, self.hud
        match, lang = screen.match, screen.lang
        state = match.state
        boxes = self.regions()
        pad = hud.px(10)
        # players, gorgées and the broc (top left)
        hud.panel(boxes["players"].inset(-pad), alpha=130)
        key = f"variant.{match.variant}"
        variant = tr(key, lang) if known(key) else match.variant
        lines = [Line(f"{self.t('title')} — {variant}", 18, GOLD, bold=True, max_lines=1),
                 Line(tr_count("enc.broc", state.broc_left, lang),
                      14, WHITE, max_lines=1)]
        cup = state.cup()
        acting = match.acting_seat()
        colon = " : " if lang == "fr" else ": "
        for seat, kind in enumerate(match.seats):
            who = self.t("you") if kind == "human" else self.t("bot", level=self.level(kind))
            role = ""
            if not match.over and seat == cup.server:
                role = " · " + self.t("server")
            elif not match.over and seat == cup.receiver:
                role = " · " + self.t("receiver")
            drunk = state.gorgees[seat]
            line = (f"{'▶ ' if seat == acting else '   '}{screen.name(seat)} ({who}){colon}"
                    f"{tr_count('enc.gorgees', drunk, lang)}{role}")
            lines.append(Line(line, 15, GOLD if seat == acting else WHITE,
                              bold=seat == acting, max_lines=2 if role else 1, indent=0))
        hud.block(boxes["players"], lines, "players")
        table_line = self.table_line()
        if table_line:
            table = [Line(table_line, 14, GOLD)]
            box = boxes["table"]
            used = min(box.h, hud.height_of(table, box.w))
            hud.panel(Rect(box.x, box.top - used, box.w, used).inset(-pad), alpha=110)
            hud.block(box, table, "table")
        # headline, hint and a refusal (top right)
        headline, hint = screen.status()
        status = [Line(headline, 19, WHITE, bold=True)]
        if hint:
            status.append(Line(hint, 14, GREY, max_lines=1))
        if screen.message:
            status.append(Line(screen.message, 13, RED))
        hud.panel(boxes["status"].inset(-pad), alpha=120)
        hud.block(boxes["status"], status, "status", align="center")
        dice, colour = self.dice_line()
        if dice:
            box = boxes["dice"]
            if colour == WHITE:  # the cup is lifted: not across the raised cup
                box = lifted_box(boxes, hud.measure(dice, hud.pt(DICE_PT), True), pad)
            hud.panel(box.inset(-pad, -pad * 0.5))
            hud.block(box, [Line(dice, DICE_PT, colour, bold=True, max_lines=DICE_LINES)],
                      "dice", align="center")
        self.draw_menu(boxes["menu"])
        # the table talk and the keys (bottom)
        hud.panel(Rect(0, 0, hud.window.w, boxes["log"].top + pad), alpha=120)
        hud.block(boxes["log"], [Line(entry, 13, WHITE if i == len(match.log[-LOG_LINES:]) - 1
                                      else GREY, max_lines=2)
                                 for i, entry in enumerate(match.log[-LOG_LINES:])], "log",
                  bottom_up=True)
        hud.block(boxes["keys"], [Line(self.t("keys"), 12, GREY, max_lines=4)], "keys",
                  align="right")

    def level(self, kind: str) -> str:
        key = f"level.{kind}"
        return tr(key, self.screen.lang) if known(key) else kind

    def table_line(self) -> str | None:
        """What is on the table now: the announcement, or what is to beat."""
        match, screen = self.screen.match, self.screen
        cup = match.state.cup()
        if match.over:
            return None
        if cup.announced is not None:
            return self.t("announce_now", value=value_text(cup.announced, screen.lang),
                          server=screen.name(cup.server), receiver=screen.name(cup.receiver))
        if cup.phase == "announce":
            return (self.t("floor", value=value_text(cup.floor, screen.lang))
                    if cup.floor is not None else self.t("from_zero"))
        return None

    def dice_line(self) -> tuple[str | None, tuple]:
        """The dice: peeked by their server, or lifted for all."""
        screen, match = self.screen, self.screen.match
        faces = screen.peek_faces()
        if faces is not None:
            a, b = faces
            return self.t("peek", a=a, b=b, value=value_text(read_roll(a, b), screen.lang)), GOLD
        if match.faces_shown is not None and match.view(0).lifted:
            return self.t("lifted", value=match.last_reveal_text()), WHITE
        return None, WHITE

    # ------------------------------------------------------------------ the menu
    def rows(self) -> list[MenuRow]:
        screen = self.screen
        entries = screen.menu()
        return menu_lines(entries, screen.lang, screen.name)

    def menu_layout(self) -> tuple[list[tuple[MenuRow, Rect]], int, int]:
        """(row, its rectangle) of the menu lines on screen (the window round the focus), and
        how many lines are hidden above and below. A long choice takes two lines."""
        screen, hud = self.screen, self.hud
        rows = self.rows()
        if not rows:
            return [], 0, 0
        box = self.regions()["menu"]
        room = box.inset(0, hud.px(6))
        line = hud.row(15) * 1.05
        # each line as tall as it is drawn: measured bold for every line, a name that wraps only
        # in bold ("Drapeau Corse") left an empty line under it when not focused
        heights = [line * len(hud.wrapped(self.row_line(row, row.index == screen.focus),
                                          room.w - hud.px(10))) for row in rows]
        focus_row = next((k for k, row in enumerate(rows) if row.index == screen.focus), 0)
        space = room.h - hud.row(12)
        first, last, used = focus_row, focus_row + 1, heights[focus_row]
        while True:  # grow the window round the focus, below first, while it fits
            grown = False
            if last < len(rows) and used + heights[last] <= space and (
                    last - focus_row <= focus_row - first or first == 0):
                used, last, grown = used + heights[last], last + 1, True
            elif first > 0 and used + heights[first - 1] <= space:
                first, used, grown = first - 1, used + heights[first - 1], True
            elif last < len(rows) and used + heights[last] <= space:
                used, last, grown = used + heights[last], last + 1, True
            if not grown:
                break
        placed, top = [], room.top
        for k in range(first, last):
            placed.append((rows[k], Rect(room.x, top - heights[k], room.w, heights[k])))
            top -= heights[k]
        return placed, first, len(rows) - last

    def row_line(self, row: MenuRow, focused: bool) -> Line:
        if row.index is None:  # a heading: whole, on two lines if it must ("Ou passer…")
            return Line(row.text, 13, GREY, max_lines=2)
        return Line(("▶ " if focused else "   ") + row.text, 15, GOLD if focused else WHITE,
                    bold=focused, max_lines=2)

    def menu_rows(self) -> list[tuple[int, Rect]]:
        """(menu index, rectangle) of the choices on screen (for clicks)."""
        return [(row.index, rect) for row, rect in self.menu_layout()[0] if row.index is not None]

    def draw_menu(self, box: Rect) -> None:
        screen, hud = self.screen, self.hud
        placed, above, below = self.menu_layout()
        if not placed:
            return
        bottom = placed[-1][1].y - (hud.row(12) if above or below else 0)
        hud.panel(Rect(box.x - hud.px(8), bottom - hud.px(6), box.w + hud.px(16),
                       box.top - bottom + hud.px(6)))
        for row, rect in placed:
            if row.index is None:
                hud.block(rect, [self.row_line(row, False)], "menu")
                continue
            hud.block(rect.cut_right(rect.w - hud.px(10))[0],
                      [self.row_line(row, row.index == screen.focus)], "menu")
        marks = []
        if above:
            marks.append(self.t("more_above", n=above))
        if below:
            marks.append(self.t("more_below", n=below))
        if marks:
            hud.block(Rect(box.x, bottom, box.w, hud.row(12)),
                      [Line("   ".join(marks), 12, GREY, max_lines=1)], "menu", align="right")
