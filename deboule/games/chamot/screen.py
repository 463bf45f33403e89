"""Chamot in the window: the letter cards lie on Le Déboulé's wooden table, seen from above.

Keyboard: Space turns a card; 1–3 place the card in hand on a row; C takes the own corbeille's
top instead; M moves letters (the source row, ←/→ how many, the target row); R removes a row's
whole word; L loads an opponent (then their number); D discards; B says blocked. A play that
needs a word opens the word box: type it (accents optional, checked as typed), Tab suggests one,
Entrée confirms, Échap cancels. Mouse: drag the card in hand (or the corbeille's top) onto a row
or onto an opponent's box; drag a row's last letters onto another row; click the own pile to
turn. Hot seat: with several people, the screen is handed over before each one's turn (the card
in hand and the own corbeille are theirs only). Saved after every play.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass, replace

from deboule.games.chamot import GAME
from deboule.games.chamot.hud import ChamotHud
from deboule.games.chamot.match import TURN_SECONDS, ChamotMatch, MatchError
from deboule.games.chamot.plan import Plan
from deboule.games.chamot.words import letter, player_name
from deboule.rules.chamot.actions import Blocked, Discard, Turn
from deboule.rules.chamot.cards import MIN_LETTERS
from deboule.screens.base import Screen, key_name, refusal_text
from deboule.text.i18n import tr, tr_count

URGENT_SECONDS = 5.0
# m along Le Déboulé's table (deboule/data/assets/deboule_table.json: 1.20 m long)
TABLE_CENTRE = 0.6
TABLE_SPAN = 1.24  # m of it (its rails included) across the rows of cards and the common piles
DRAG_START_PX = 6.0
WORDS_AFTER_UPDATES = 30  # frames before the common words are indexed (about 0.5 s)


@dataclass
class Drag:
    """A mouse drag: what is carried ("hand", "corbeille" or ("row", r, i): row r's min. from
    index i to its end), where it started and where the mouse is."""

    source: object
    start: tuple[float, float]
    at: tuple[float, float]
    moved: bool = False


class ChamotScreen(Screen):
    def game_key(self) -> str:
        return "chamot"

    def __init__(self, app, match: ChamotMatch) -> None:
        super().__init__(app)
        self.match = match
        self.humans = [i for i, seat in enumerate(match.seats) if seat == "human"]
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.plan: Plan | None = None
        self.drag: Drag | None = None
        self.message = ""
        self._saved_revision = -1
        self._seen_revision = match.revision
        self.hud = ChamotHud(self)
        self._updates = 0  # frames run: the common words are indexed once the table shows

    # ------------------------------------------------------------------ creation and saves
    @classmethod
    def new(cls, app, seats: list[str], seed: int = 0, options: dict | None = None,
            turn_seconds: float | None = TURN_SECONDS) -> ChamotScreen:
        """A new game, its match built by the game's one constructor: `options` the game's
        options mapping (docs/options.md: short, house_words, H4, which join the lexicon for
        this game and are kept in its saves and record, turn_limit)."""
        return cls(app, GAME.new_match(options or {}, seats, seed=seed, headless=False,
                                       lang=app.settings.lang, turn_seconds=turn_seconds))

    @classmethod
    def from_save(cls, app, data: dict) -> ChamotScreen:
        return cls(app, ChamotMatch.from_save(data))

    def to_save(self) -> dict:
        return self.match.to_save()

    @staticmethod
    def check_save(data: dict) -> None:
        # loaded on first use, not with this module: the saves (13 ms)
        from deboule.files.saves import SaveError

        try:
            match = ChamotMatch.from_save(data)
        except MatchError as exc:
            raise SaveError("save.unusable", detail=exc.en[:80]) from None
        if match.over:
            raise SaveError("save.finished")

    def autosave(self) -> None:
        if self.match.revision == self._saved_revision:
            return
        if self.match.over:
            problem = self.finish_game("chamot", self.match)
        else:
            problem = self.store_game("chamot", self.to_save())
        if problem is not None:
            self.message = problem.text(self.lang)
        self._saved_revision = self.match.revision

    def closing(self) -> None:
        self.autosave()

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> None:
        self._updates += 1
        if self._updates == WORDS_AFTER_UPDATES:
            # the common words (Lexicon.suggest) indexed in the background once the table is
            # up: neither its first frames nor the first bot play or Tab wait for them
            threading.Thread(target=self.match.state.lexicon.prepare_suggestions, daemon=True,
                             name="chamot-common-words").start()
        timed_out = self.match.timed_out
        self.match.hold_clock(self.word_box_open())
        self.match.update(dt)
        if self.match.revision != self._seen_revision:  # something was played: plans end
            self._seen_revision = self.match.revision
            if self.match.human_turn() is None or self.match.timed_out != timed_out:
                self.plan, self.drag = None, None
            if self.match.timed_out != timed_out:
                self.message = tr("chamot.timed_out", self.lang)
        self.autosave()

    # ------------------------------------------------------------------ what is shown
    def word_box_open(self) -> bool:
        """The player is typing the word of a play (the thinking time stands still)."""
        plan = self.plan
        return plan is not None and plan.needs_word() and plan.ready() and \
            self.match.human_turn() is not None

    def handover_pending(self) -> bool:
        seat = self.match.human_turn()
        return seat is not None and seat != self.viewer

    def shown_seat(self) -> int | None:
        """The seat whose hand and corbeille the bottom of the screen shows: the human at the
        screen (hot seat: once they said they sit there)."""
        seat = self.match.human_turn()
        if seat is not None:
            return None if self.handover_pending() else seat
        return self.viewer if self.viewer is not None else (self.humans[0] if self.humans
                                                            else None)

    def name(self, seat: int) -> str:
        """How the screen names `seat` (an online room's: the name its person typed)."""
        return player_name(seat, self.lang)

    def status(self) -> tuple[str, str, tuple[int, bool] | None]:
        """(headline, hint, (seconds left, urgent) or None)."""
        match, lang = self.match, self.lang
        if match.over:
            winners = match.state.result().winners
            names = ", ".join(self.name(p) for p in winners)
            return (tr_count("chamot.over", len(winners), lang, names=names),
                    tr("chamot.over_hint", lang), None)
        seat = match.acting_seat()
        if seat is None:
            return "", "", None
        name = self.name(seat)
        if match.human_turn() is None:
            return tr("chamot.thinking_bot", lang, name=name), "", None
        if self.handover_pending():
            return tr("chamot.handover", lang, name=name), "", None
        state = match.state
        phase = state.phase()
        if phase == "holding":
            hint = tr("chamot.do.holding", lang, letter=letter(MIN_LETTERS[state.hand], lang))
        else:
            hint = tr(f"chamot.do.{phase}", lang)
        left = match.time_left()
        timer = None if left is None else (int(left + 0.999), left <= URGENT_SECONDS)
        return tr("chamot.turn", lang, name=name), hint, timer

    def plan_text(self) -> str:
        plan, lang, state = self.plan, self.lang, self.match.state
        if plan is None:
            return ""
        if plan.kind == "place":
            card = plan.card(state)
            shown = letter(MIN_LETTERS[card], lang) if card is not None else "?"
            return tr("chamot.plan.place", lang, letter=shown,
                      row="…" if plan.row is None else plan.row + 1)
        if plan.kind == "move":
            if plan.source_row is None or plan.row is None:
                return tr("chamot.keys.move", lang) + (
                    f" — {plan.letters(state)}" if plan.source_row is not None else "")
            return tr("chamot.plan.move", lang, letters=plan.letters(state),
                      source=plan.source_row + 1, target=plan.row + 1)
        if plan.kind == "remove":
            return tr("chamot.plan.remove", lang, row="…" if plan.row is None else plan.row + 1)
        return tr("chamot.keys.load", lang)

    def highlighted_row(self) -> int | None:
        if self.drag is not None and self.drag.moved:
            return self.drop_row()
        return None if self.plan is None else self.plan.row

    # ------------------------------------------------------------------ drawing
    def camera(self):
        # loaded on first use, not with this module: OpenGL, Pillow, the renderer (28 ms)
        from deboule.render import orbit_camera

        # straight down on the table, its length across the window, framed on the rows of cards
        # and the common piles: the vertical field of view is 40°, so the distance sets the
        # pixels per metre
        width, height = self.app.size
        wood = self.hud.layout().table
        rows_w, rows_cx = wood.w, wood.centre_x
        per_metre = max(1.0, rows_w) / TABLE_SPAN
        distance = height / (2 * math.tan(math.radians(20.0)) * per_metre)
        along = TABLE_CENTRE - (width / 2 - rows_cx) / per_metre
        # the window's up is the table's -y from this eye: the table's middle on the wood's
        across = (wood.centre_y - height / 2) / per_metre
        return orbit_camera((along, across, 0.0), yaw_deg=90.0, pitch_deg=89.0,
                            distance=float(min(3.0, max(0.5, distance))))

    def draw_scene(self, camera=None) -> None:
        # loaded on first use, not with this module: OpenGL (2 ms)
        import moderngl

        self.app.renderer.render(self.app.ctx.screen, [], camera or self.camera(),
                                 table="deboule")
        self.app.ctx.disable(moderngl.DEPTH_TEST | moderngl.CULL_FACE)

    def backdrop_camera(self):
        """The table in the middle of the whole window, its length across it: what a menu over
        this screen (the pause) shows behind itself (the game's own view leaves room on the
        right for the players' panel, and a menu centred over it looked off-centre)."""
        # loaded on first use, not with this module: OpenGL, Pillow, the renderer (28 ms)
        from deboule.render import orbit_camera

        width, height = self.app.size
        per_metre = max(1.0, 0.92 * width) / TABLE_SPAN
        distance = height / (2 * math.tan(math.radians(20.0)) * per_metre)
        return orbit_camera((TABLE_CENTRE, 0.0, 0.0), yaw_deg=90.0, pitch_deg=89.0,
                            distance=float(min(3.0, max(0.5, distance))))

    def draw_backdrop(self) -> None:
        self.draw_scene(self.backdrop_camera())

    def draw(self) -> None:
        self.draw_scene()
        self.hud.draw()

    # ------------------------------------------------------------------ playing
    def attempt(self, move) -> bool:
        try:
            move()
        except MatchError as error:
            self.message = refusal_text(error, self.lang)
            return False
        self.message = ""
        return True

    def play(self, action) -> None:
        if self.attempt(lambda: self.match.human_action(action)):
            self.plan = None

    def submit(self) -> None:
        plan = self.plan
        if plan is None or not plan.ready():
            return
        self.play(plan.action())

    def begin(self, plan: Plan) -> None:
        """A new plan; one that needs nothing more than it has (a load) is played at once."""
        self.plan = plan
        if plan.kind == "load" and plan.ready():
            self.submit()

    # ------------------------------------------------------------------ keys
    def on_key(self, symbol: int, modifiers: int) -> None:
        # pyglet.window needs a display: imported once the window is open
        from pyglet.window import key

        name = key_name(symbol)
        if name == "escape":
            if self.plan is not None:
                self.plan, self.message = None, ""
                return
            if self.match.over:
                self.leave()
                return
            # loaded on first use, not with this module: the screens, the shell (1 ms)
            from deboule.screens.menus import PauseScreen

            self.app.push(PauseScreen(self.app, self))
            return
        if self.match.over:
            if name in ("enter", "space"):
                self.leave()
            return
        if self.handover_pending():
            if name in ("enter", "space"):
                self.viewer = self.match.human_turn()
            return
        if self.match.human_turn() is None:
            return
        # pyglet's symbols for the digit keys are their characters' codes (key._1 == ord("1"))
        digit = {ord(str(n + 1)): n for n in range(4)}.get(symbol)
        plan, state = self.plan, self.match.state
        if plan is not None and plan.needs_word() and plan.ready():
            if name == "enter":
                self.submit()
            elif name == "backspace":
                self.plan = plan.backspace()
            elif name == "tab":
                word = plan.suggestion(state)
                if word:
                    self.plan = replace(plan, typed=word)
            return
        if plan is not None:
            self.plan_key(plan, name, digit, symbol)
            return
        holding = state.hand is not None
        if name == "space":
            self.play(Turn())
        elif digit is not None and digit < 3 and holding:
            self.begin(Plan("place", "hand", row=digit))
        elif symbol == key.C:
            self.begin(Plan("place", "corbeille"))
        elif symbol == key.M and not holding:
            self.begin(Plan("move"))
        elif symbol == key.R and not holding:
            self.begin(Plan("remove"))
        elif symbol == key.L:
            self.begin(Plan("load", "hand" if holding else "corbeille"))
        elif symbol == key.D:
            self.play(Discard())
        elif symbol == key.B:
            self.play(Blocked())

    def plan_key(self, plan: Plan, name: str | None, digit: int | None, symbol: int) -> None:
        """Keys while a plan is being put together (before its word)."""
        # pyglet.window needs a display: imported once the window is open
        from pyglet.window import key

        if plan.kind == "load":
            if digit is not None:
                self.begin(replace(plan, target=digit))
            return
        if plan.kind == "place" and symbol == key.L:
            self.plan = Plan("load", plan.source)
            return
        if digit is None or digit > 2:
            if plan.kind == "move" and plan.source_row is not None and name in ("left", "right"):
                available = len(self.match.state.rows[plan.source_row].mins)
                step = 1 if name == "left" else -1  # ← takes one more letter
                count = min(max(1, plan.count + step), max(1, available))
                self.plan = replace(plan, count=count)
            return
        if plan.kind == "move" and plan.source_row is None:
            self.plan = replace(plan, source_row=digit, count=1)
        elif plan.kind == "remove":
            self.plan = replace(plan, row=digit, typed=self.match.state.rows[digit].pattern()
                                .replace("?", ""))
        else:
            self.plan = replace(plan, row=digit)

    def on_text(self, text: str) -> None:
        plan = self.plan
        if plan is not None and plan.needs_word() and plan.ready() and \
                self.match.human_turn() is not None:
            self.plan = plan.typing(text)

    # ------------------------------------------------------------------ mouse
    def _pixels(self, x: float, y: float) -> tuple[float, float]:
        fb_w, fb_h = self.app.size
        return (x * fb_w / max(1, self.app.window.width),
                y * fb_h / max(1, self.app.window.height))

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        # pyglet.window needs a display: imported once the window is open
        from pyglet.window import mouse

        if button != mouse.LEFT or self.match.human_turn() is None or self.handover_pending():
            return
        px, py = self._pixels(x, y)
        lay, state = self.hud.layout(), self.match.state
        source: object = None
        if state.hand is not None and lay.hand_card().contains(px, py):
            source = "hand"
        elif state.corbeilles[state.current] and lay.corbeille_card().contains(px, py):
            source = "corbeille"
        elif state.hand is None and lay.pile_card().contains(px, py):
            self.play(Turn())
            return
        else:
            for r, row in enumerate(state.rows):
                for i in range(len(row.mins)):
                    if lay.card(r, i + 1).contains(px, py):
                        source = ("row", r, i)
        if source is not None:
            self.drag = Drag(source, (px, py), (px, py))

    def on_mouse_drag(self, x, y, dx, dy, buttons, modifiers) -> None:
        if self.drag is None:
            return
        px, py = self._pixels(x, y)
        sx, sy = self.drag.start
        self.drag.at = (px, py)
        if abs(px - sx) + abs(py - sy) > DRAG_START_PX:
            self.drag.moved = True

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        drag, self.drag = self.drag, None
        if drag is None or not drag.moved:
            return
        self.drag = drag  # the drop targets read where it is
        row, seat = self.drop_row(), self.drop_seat()
        self.drag = None
        source = drag.source
        if isinstance(source, tuple):
            _, r, i = source
            count = len(self.match.state.rows[r].mins) - i
            if seat is not None and i == 0:
                self.begin(Plan("load", "row", source_row=r, target=seat))
            elif row is not None and row != r:
                self.begin(Plan("move", source_row=r, count=count, row=row))
        elif seat is not None:
            self.begin(Plan("load", str(source), target=seat))
        elif row is not None:
            self.begin(Plan("place", str(source), row=row))

    def drop_row(self) -> int | None:
        if self.drag is None:
            return None
        lay, (px, py) = self.hud.layout(), self.drag.at
        return next((r for r, band in enumerate(lay.rows) if band.contains(px, py)), None)

    def drop_seat(self) -> int | None:
        if self.drag is None or not self.drag.moved:
            return None
        lay, (px, py) = self.hud.layout(), self.drag.at
        return next((s for s, box in enumerate(lay.players) if box.contains(px, py)
                     and s != self.match.state.current), None)

    def drag_source(self) -> object:
        return None if self.drag is None or not self.drag.moved else self.drag.source

    def dragged_cards(self) -> set[tuple[int, int]]:
        source = self.drag_source()
        if not isinstance(source, tuple):
            return set()
        _, r, i = source
        return {(r, j) for j in range(i, len(self.match.state.rows[r].mins))}

    def drag_letters(self) -> list[str]:
        source, state, lang = self.drag_source(), self.match.state, self.lang
        if isinstance(source, tuple):
            _, r, i = source
            return [letter(MIN_LETTERS[c], lang) for c in state.rows[r].mins[i:]]
        card = state.hand if source == "hand" else (
            state.corbeilles[state.current][-1] if state.corbeilles[state.current] else None)
        return [] if card is None else [letter(MIN_LETTERS[card], lang)]

    def leave(self) -> None:
        # loaded on first use, not with this module: the screens, the shell
        from deboule.screens.menus import MainMenu

        self.app.pop()
        if not self.app.screens:
            self.app.push(MainMenu(self.app))


SCREEN = ChamotScreen
