"""The Cul de Chouette HUD: the score sheet on the right, what happens now under the tray.

    ┌ tray (the 3D view) ─────────────────────┬ sheet ───────────────┐
    │                                         │ title, turn          │
    │                                         │ players and scores   │
    │                                         │ Banque, last throw   │
    ├ prompt: whose throw / the race / menu ──┤ log                  │
    ├ note (a refusal) ───────────────────────┤                      │
    └ keys (race keys, key hint) ─────────────┴──────────────────────┘

`regions()` is pure (tested at many sizes: inside the window, never overlapping); CdcHud
draws into them (deboule.screens.hud wraps text; nothing is cut with "…" unless a region is full).
"""

from __future__ import annotations

import math

from deboule.games.cul_de_chouette.explanations import explanation_line
from deboule.games.cul_de_chouette.prompts import prompt_text, purpose_text, shout_text
from deboule.rules.cul_de_chouette.banque import deposit_unit
from deboule.rules.cul_de_chouette.messages import shown_name
from deboule.screens.base import GOLD, GREY, RED, WHITE
from deboule.screens.hud import Hud, Line
from deboule.screens.layout import Rect, font_size, line_height, ui_scale, window_rect
from deboule.text.i18n import known, tr, tr_count

GREEN = (140, 230, 140, 255)
LOG_LINES = 60  # events read back for the log (the region shows what fits)


def _row(points: float, scale: float) -> float:
    return line_height(font_size(points, scale))


def regions(width: int, height: int) -> dict[str, Rect]:
    """The HUD's regions for a window of this size (pyglet pixels, from the bottom left)."""
    s = ui_scale(width, height)
    pad = 12 * s
    window = window_rect(width, height)
    sheet, left = window.cut_right(min(max(0.3 * width, 340 * s), 0.46 * width))
    needed = 2 * _row(17, s) + 4.4 * _row(15, s) + 2 * _row(13, s) + 2 * _row(12, s) + 2 * pad
    strip, tray = left.cut_bottom(min(max(0.36 * height, needed), 0.5 * height))
    inner = strip.inset(pad, pad * 0.6)
    keys, rest = inner.cut_bottom(2 * _row(12, s))
    note, prompt = rest.cut_bottom(_row(13, s) * 1.6)
    return {"tray": tray, "sheet": sheet.inset(pad, pad), "prompt": prompt, "note": note,
            "keys": keys}


def throw_text(purpose: str, lang: str) -> str:
    """What is thrown, with its article ("les chouettes")."""
    key = f"cdc.throw.{purpose}"
    return tr(key, lang) if known(key) else purpose_text(purpose, lang)


def last_throw(state, lang: str) -> str | None:
    """The last throw that counted, as the sheet shows it: a combination with its points, the
    chouettes alone, a relance, or a Sirotage with its die and verdict."""
    events = state.events
    for i in range(len(events) - 1, -1, -1):
        event = events[i]
        kind = event.get("type")
        if kind in ("combination", "chouettes_only", "relance"):
            line = state.describe(event, lang)
            if event.get("points"):
                line += f" (+{event['points']})"
            return line
        if kind == "sirotage_result":
            line = state.describe(event, lang)
            die = next((e for e in reversed(events[:i]) if e.get("type") == "dice"
                        and "sirotage" in str(e.get("purpose"))), None)
            if die is not None:
                faces = "-".join(str(f) for f in die.get("faces", []))
                line = tr("cdc.sirotage_throw", lang, faces=faces) + " — " + line
            return line
    return None


def held_line(text: str, lines: int) -> Line:
    """What a player holds, under their name (indented), on at most `lines` lines."""
    return Line(text, 12, GREY, max_lines=lines, indent=16)


def held_lines(hud: Hud, held: list[str], area: Rect, after: float) -> list[int]:
    """How many lines each player's held items get (0 to 2) in `area`, once every player's
    row and `after` pixels for the lines under them are kept: when all do not fit, every
    holder gets one line (shortened with "…") before any gets a second, from the first seat."""
    spare = area.h - len(held) * hud.row(14) - after
    budget = max(0, int((spare + 0.5) // hud.row(12)))
    wanted = [len(hud.wrapped(held_line(text, 2), area.w)) if text else 0 for text in held]
    shown = [0] * len(held)
    for nth in (1, 2):
        for p, want in enumerate(wanted):
            if budget and want >= nth:
                shown[p] += 1
                budget -= 1
    return shown


class CdcHud:
    """Draws the Cul de Chouette HUD for a CdcScreen."""

    def __init__(self, screen) -> None:
        self.screen = screen
        self.hud = Hud(screen.app)
        self.log_top: float | None = None  # where the log's lines began last frame

    def regions(self) -> dict[str, Rect]:
        return regions(*self.screen.app.size)

    def t(self, text_id: str, /, **values) -> str:
        return tr(f"cdc.{text_id}", self.screen.lang, **values)

    def name(self, p: int) -> str:
        """A seat's name in the player's language (a default "Joueur 2" reads "Player 2")."""
        return shown_name(self.screen.match.state.names[p], self.screen.lang)

    # ------------------------------------------------------------------ the sheet
    def draw_sheet(self) -> None:
        screen, hud = self.screen, self.hud
        match, lang = screen.match, screen.lang
        state = match.state
        box = self.regions()["sheet"]
        top = [Line(self.t("title"), 22, GOLD, bold=True, max_lines=1)]
        if state.turns:
            top.append(Line(self.t("turn", turn=state.turns, round=state.rounds + 1), 13, GREY,
                            max_lines=1))
        used = hud.block(box, top, "sheet")
        rest = Rect(box.x, box.y, box.w, used.y - box.y)
        banque = state.variant.banque
        head, rest = rest.cut_top(hud.row(13))
        # the numbers' columns: as wide as their heading or a score, whichever is wider
        columns = max(hud.measure(self.t("bank" if banque else "score"), hud.pt(13)),
                      hud.measure("-0000", hud.pt(14), True)) + hud.px(10)
        hud.block(head, [Line(self.t("sheet"), 13, GREY, max_lines=1)], "sheet")
        score_col = head.cut_right(columns * (2 if banque else 1))[0]
        hud.block(score_col.cut_left(columns)[0], [Line(self.t("score"), 13, GREY,
                                                       max_lines=1)], "sheet", align="right")
        if banque:
            hud.block(score_col.cut_right(columns)[0], [Line(self.t("bank"), 13, GREY,
                                                             max_lines=1)], "sheet",
                      align="right")
        held = [self.held_text(p) for p in range(state.n_players)]
        # under the players, room is kept for the Banque's total and a line of the last throw
        after = hud.row(13) * (2 if banque else 1)
        shown = held_lines(hud, held, rest, after)
        for p in range(state.n_players):
            if rest.h < hud.row(14) - 0.5:  # no room for another row (16 seats, small window)
                break
            row, rest = rest.cut_top(hud.row(14))
            self.draw_player(row, p, columns, banque)
            if shown[p]:  # what the player holds, in words, on a line or two under their name
                area, rest = rest.cut_top(shown[p] * hud.row(12))
                hud.block(area, [held_line(held[p], shown[p])], "sheet")
        lines = []
        if banque:
            unit = deposit_unit(state.variant.bank_first_unit, state.raitournelles)
            lines.append(Line(self.t("bank_total", total=sum(state.bank), unit=unit), 13, WHITE))
        last = last_throw(state, lang)
        if last is not None:
            lines.append(Line(self.t("last", text=last), 13, GREEN, max_lines=3))
        back = screen.log_back
        lines.append(Line(self.t("log") + (self.t("log_back", n=back) if back else ""), 13,
                          GREY))
        if rest.h < hud.row(13) - 0.5:  # the sheet is full: a block's first line would spill
            rest = Rect(rest.x, rest.y, rest.w, 0.0)
        used = hud.block(rest, lines, "sheet")
        log = Rect(rest.x, rest.y, rest.w, max(0.0, used.y - rest.y))
        self.log_top = log.top  # a lesson's panel goes under the heading (LessonScreen)
        cover = getattr(screen, "coach_panel", None)
        if cover is not None and cover.y < log.top:  # the log's lines under the lesson's panel
            log = Rect(log.x, log.y, log.w, max(0.0, cover.y - hud.px(6) - log.y))
        entries = [line.strip() for line in state.log_lines(
            lang, max(0, len(state.events) - LOG_LINES - back)) if line.strip()]
        entries = entries[:max(0, len(entries) - back)] if back else entries
        hud.block(log, [Line(e, 11, WHITE if i == len(entries) - 1 else GREY, max_lines=2)
                        for i, e in enumerate(entries)], "log", bottom_up=True)

    def held_text(self, p: int) -> str:
        """What seat `p` holds, in words ("holds: Grelottine (challenge)"), or ""."""
        state = self.screen.match.state
        held = [self.t(f"held.{item}") for item, on in (
            ("grelottine", state.has_grelottine[p]), ("civet", state.has_civet[p]),
            ("boucliette", state.has_boucliette[p]),
            ("jarret", state.jarret_held[p]), ("flan", state.flan_held[p]),
            ("rigodon", state.rigodon_held[p]),
            ("civet_filoche", state.has_civet_filoche[p])) if on]  # issue 34
        return self.t("holds", items=", ".join(held)) if held else ""

    def draw_player(self, row: Rect, p: int, columns: float, banque: bool) -> None:
        screen, hud, state = self.screen, self.hud, self.screen.match.state
        match = screen.match
        owner = p == state.owner
        active = p in state.order or not state.order
        colour = GOLD if owner else (WHITE if active else GREY)
        key = f"level.{match.seats[p]}" if p < len(match.seats) else ""
        level = "" if match.is_human(p) or not known(key) else " · " + tr(key, screen.lang)
        numbers, name = row.cut_right(columns * (2 if banque else 1))
        mark = "▶ " if owner else "   "
        label = f"{mark}{self.name(p)}{level}"
        if hud.measure(label, hud.pt(14), owner) > name.w:  # narrow: the level goes first
            label = f"{mark}{self.name(p)}"
        hud.block(name, [Line(label, 14, colour, bold=owner, max_lines=1)], "sheet")
        hud.block(numbers.cut_left(columns)[0], [Line(str(state.score(p)), 14, colour,
                                                      bold=owner, max_lines=1)], "sheet",
                  align="right")
        if banque:
            hud.block(numbers.cut_right(columns)[0], [Line(str(state.account(p)), 14, colour,
                                                           max_lines=1)], "sheet",
                      align="right")

    # ------------------------------------------------------------------ under the tray
    def draw_strip(self) -> None:
        screen, hud = self.screen, self.hud
        match = screen.match
        state = match.state
        boxes = self.regions()
        hud.panel(Rect(0, 0, boxes["tray"].w, boxes["tray"].y), alpha=255)
        prompt = boxes["prompt"]
        if match.over:
            names = ", ".join(self.name(p) for p in state.winners) or "—"
            lines = [Line(tr_count("cdc.over", len(state.winners), screen.lang, names=names), 18,
                          GOLD, bold=True),
                     Line(self.t("over_enter"), 15, GOLD)]
            for p in sorted(range(state.n_players), key=lambda q: -state.score(q)):
                lines.append(Line(self.t("winner_score", name=self.name(p),
                                         score=state.score(p)), 15, WHITE, indent=20))
            hud.block(prompt, lines, "prompt")
            return
        window = match.race_open()
        if window is not None:
            self.draw_race(window, prompt)
        elif match.flight is not None:
            hud.block(prompt, [Line(self.t("rolling"), 18, WHITE)], "prompt")
        else:
            self.draw_prompt(prompt)
        note = screen.note_text()
        if note:
            hud.block(boxes["note"], [Line(note, 13, RED, max_lines=1)], "note")
        keys = [Line(self.t("keys"), 11, GREY, max_lines=1)]
        if window is None and match.human_to_decide() is None and screen.keys:
            names = "   ".join(f"[{key}] {self.name(p)}" for p, (_, key) in screen.keys.items())
            keys.insert(0, Line(self.t("idle_keys", keys=names), 12, GREY, max_lines=1))
        hud.block(boxes["keys"], keys, "keys")

    def draw_prompt(self, box: Rect) -> None:
        screen, hud = self.screen, self.hud
        match, lang = screen.match, screen.lang
        node = match.node
        thrower = match.human_to_throw()
        decider = match.human_to_decide()
        if node.kind == "chance" and thrower is not None:
            aimed = screen.aiming()
            if aimed is not None:
                aim = screen.aim_of(aimed)
                how = self.t("aimed", angle=aim["angle"], power=round(aim["power"] * 100),
                             lateral=aim["lateral"] * 100)
                how2 = self.t("aimed2")
            else:
                how, how2 = self.t("how"), self.t("how2")
            lines = [Line(self.t("throw", name=self.name(thrower),
                                 purpose=throw_text(node.prompt, lang)), 17, GOLD, bold=True)]
            meaning = explanation_line(node.prompt, lang, match.state.variant, throw=True)
            if meaning:  # a house rule's throw: what it is for (the Velutée's rethrow...)
                lines.append(Line(meaning, 12, WHITE, max_lines=2))
            hud.block(box, [*lines, Line(how, 14, WHITE, indent=20),
                            Line(how2, 12, GREY, indent=20)], "prompt")
            return
        if decider is not None:
            self.draw_decision(box, decider)
            return
        bot = match.waiting_for_bot()
        if bot is not None:
            # online, the seat awaited may be a person at another window, not a bot
            who = "person" if match.is_human(bot) else "bot"
            if node.kind == "chance":
                line = self.t(f"{who}_throw", name=self.name(bot),
                              purpose=throw_text(node.prompt, lang))
            else:
                line = self.t(f"{who}_think", name=self.name(bot))
            hud.block(box, [Line(line, 17, WHITE)], "prompt")

    def draw_decision(self, box: Rect, decider: int) -> None:
        screen, hud = self.screen, self.hud
        match, lang = screen.match, screen.lang
        timer = match.decision_timer(screen.clock())
        head_box, lines, _ = self.decision_layout()
        if timer is not None:
            timer_box, head_box = head_box.cut_right(self.timer_width())
            self.draw_timer(timer, timer_box)
        hud.block(head_box, lines, "prompt")
        menu = match.decision_menu(lang)
        rows, hidden_above, hidden_below = self.menu_rows()
        for i, row in rows:
            focused = i == menu.focus
            label = ("▶ " if focused else "   ") + menu.label(i, lang)
            hud.block(row, [Line(label, 15, GOLD if focused else WHITE, bold=focused,
                                 max_lines=1)], "menu")
        marks = []
        if hidden_above:
            marks.append(self.t("more_above", n=hidden_above))
        if hidden_below:
            marks.append(self.t("more_below", n=hidden_below))
        if marks and rows:
            area = self.menu_area()
            mark_box = Rect(area.right - hud.px(110), area.y, hud.px(110), area.h)
            hud.block(mark_box, [Line(m, 11, GREY, max_lines=1) for m in marks], "menu",
                      align="right")

    def decision_layout(self) -> tuple[Rect, list[Line], Rect]:
        """The decision's question (up to two lines, then who answers next) and, under it, the
        area of the menu."""
        screen, hud = self.screen, self.hud
        match, lang, state = screen.match, screen.lang, screen.match.state
        prompt = self.regions()["prompt"]
        decider = match.human_to_decide()
        node = match.node
        header = prompt_text(state, decider, lang) if decider is not None else ""
        if node.prompt == "pre_roll" and decider is not None:
            menu = match.decision_menu(lang)
            alone = menu is not None and len(menu.entries) == 1  # the throw, nothing to choose
            header = self.t("throw_owner_only" if alone else "throw_owner",
                            name=self.name(decider))
        lines = [Line(header, 17, GOLD, bold=True)]
        meaning = explanation_line(node.prompt, lang, state.variant)
        if meaning and decider is not None:  # what the question means, under it (issue 48)
            lines.append(Line(meaning, 12, WHITE, max_lines=2))
        others = [self.name(p) for p in node.players[1:]]
        if others:  # a window several players answer, one after the other (CDCS-7)
            lines.append(Line(self.t("then", names=", ".join(others)), 12, GREY, max_lines=1))
        width = prompt.w - (self.timer_width() if match.decision_timer(screen.clock()) else 0)
        height = min(hud.height_of(lines, width) + hud.px(6), prompt.h * 0.6)
        head, menu = prompt.cut_top(height)
        return head, lines, menu

    def timer_width(self) -> float:
        """Room for "passe dans 15 s" beside the question."""
        hud = self.hud
        return hud.measure(self.t("timed_out", left=15), hud.pt(14), True) + hud.px(16)

    def menu_area(self) -> Rect:
        return self.decision_layout()[2]

    def menu_rows(self) -> tuple[list[tuple[int, Rect]], int, int]:
        """(index, row) of the decision menu's lines on screen (a long menu scrolls to keep the
        focus in view), and how many are hidden above and below."""
        screen, hud = self.screen, self.hud
        menu = screen.match.decision_menu(screen.lang)
        if menu is None:
            return [], 0, 0
        area = self.menu_area()
        line = hud.row(15) * 1.05
        count = len(menu.entries)
        shown = max(1, min(count, int(area.h // line)))
        first = max(0, min(menu.focus - shown // 2, count - shown))
        rows = [(first + k, Rect(area.x + hud.px(20), area.top - (k + 1) * line,
                                 area.w - hud.px(130), line)) for k in range(shown)]
        return rows, first, count - first - shown

    def draw_timer(self, timer: tuple[float, float], box: Rect) -> None:
        """CDCS-13: seconds left to answer a bet or a challenge, and a bar emptying."""
        # loaded on first use, not with this module: pyglet (1 ms)
        import pyglet

        hud = self.hud
        left, total = timer
        colour = RED if left <= 5 else GOLD
        used = hud.block(box, [Line(self.t("timed_out", left=math.ceil(left)), 14, colour,
                                    bold=True, max_lines=1)], "timer", align="right")
        bar_w, bar_y = box.w * 0.8, used.y - hud.px(8)
        pyglet.shapes.Rectangle(box.right - bar_w, bar_y, bar_w, max(3, hud.px(5)),
                                color=(70, 70, 70, 255)).draw()
        pyglet.shapes.Rectangle(box.right - bar_w, bar_y, max(1, int(bar_w * left / total)),
                                max(3, hud.px(5)), color=colour[:3] + (255,)).draw()

    def draw_race(self, window, box: Rect) -> None:
        # loaded on first use, not with this module: pyglet (1 ms)
        import pyglet

        screen, hud = self.screen, self.hud
        match = screen.match
        limit = match.race_window_ms()
        elapsed = min(limit, match.race_elapsed_ms(screen.clock()))
        left = (limit - elapsed) / 1000
        used = hud.block(box, [Line(self.t("race", shout=shout_text(window.kind, screen.lang),
                                            left=left), 18,
                                    GOLD, bold=True, max_lines=2)], "prompt")
        meaning = explanation_line(window.kind, screen.lang, match.state.variant, race=True)
        if meaning:  # why this race, what it wins (issue 48)
            used = hud.block(Rect(box.x, box.y, box.w, used.y - box.y),
                             [Line(meaning, 12, WHITE, max_lines=2)], "prompt")
        width, bar_h = box.w * 0.6, max(6, hud.px(10))
        bar_y = used.y - bar_h - hud.px(4)
        pyglet.shapes.Rectangle(box.x, bar_y, width, bar_h, color=(70, 70, 70, 255)).draw()
        pyglet.shapes.Rectangle(box.x, bar_y, max(1, int(width * (1 - elapsed / limit))), bar_h,
                                color=(255, 200, 60, 255)).draw()
        lines = []
        for player, (_, key) in screen.keys.items():
            if player in window.presses:
                line = self.t("race_done", key=key, name=self.name(player),
                              t=window.presses[player])
                colour = GREY
            elif player in window.shouts:
                line = self.t("race_key", key=key, name=self.name(player),
                              shout=shout_text(window.shouts[player], screen.lang))
                colour = WHITE
            else:
                line = self.t("race_out", key=key, name=self.name(player))
                colour = GREY
            lines.append(Line(line, 16, colour, bold=colour == WHITE, indent=10, max_lines=1))
        others = [self.t("race_other", name=self.name(p),
                         t=f"{window.presses[p]} ms" if p in window.presses else "…")
                  for p in window.shouts if p not in screen.keys]
        if others:
            lines.append(Line("   ".join(others), 13, GREY, indent=10))
        rest = Rect(box.x, box.y, box.w, bar_y - hud.px(6) - box.y)
        hud.block(rest, lines, "prompt")
        # the shout is on screen: the race's clock starts now (issue 30, point 1), not when
        # the rules opened it a frame or more ago
        match.races.shown(screen.clock())
