"""The Le Déboulé table in the window: throws by mouse flick or keyboard, effects, scores.

The screen in three modules, one job each: this one holds the screen's state, creation and
saves, time, what the human may do, the aim and the moves it gives the match;
deboule/games/deboule/screen_drawing.py draws the frame and deboule/games/deboule/screen_input.py
reads the keys and the mouse."""

from __future__ import annotations

import numpy as np

from deboule.games.deboule import GAME, screen_drawing, screen_input
from deboule.games.deboule.action_text import describe as describe_action
from deboule.games.deboule.hud import DebouleHud
from deboule.games.deboule.match import DebouleMatch
from deboule.games.deboule.measure import WATCH_MEASURE_SECONDS, measure, top_down_pose
from deboule.games.deboule.screen_input import CAMERAS
from deboule.render.table_view import DebouleView
from deboule.rules.deboule import (
    ChooseTowersRequest,
    RollOffRequest,
    ThrowRequest,
)
from deboule.screens.base import SceneCache, Screen, refusal_text
from deboule.screens.big_face import BigFace
from deboule.shell.flick import (
    DEBOULE_FLICK,
    FlickError,
    flick_to_throw,
    gesture_on_table,
    keyboard_power,
    keyboard_start,
)
from deboule.shell.flick_outs import out_message, why_out
from deboule.text.i18n import LANGS, tr

__all__ = ["CAMERAS", "SCREEN", "WATCH_MEASURE_SECONDS", "DebouleScreen"]  # viewer.py, tests


class DebouleScreen(Screen):
    """The table in the window: its state, creation and saves here; its drawing and its input
    are functions given the screen (screen_drawing.py, screen_input.py), called below."""

    def game_key(self) -> str:
        return "deboule"

    def __init__(self, app, match: DebouleMatch) -> None:
        super().__init__(app)
        self.match = match
        match.world.listen_impacts = True
        self.camera_mode = "auto"
        self.orbit = [200.0, 40.0, 1.4]  # yaw, pitch, distance
        self.focus = 0  # highlighted legal action
        self.samples: list[tuple[float, float, float]] = []
        self.clock = 0.0
        self.message = ""
        self.piece_index = 0
        self.aim = {"angle": 0.0, "power": 0.5, "spin": 0.0, "lateral": 0.0}
        self._aimed_for: tuple | None = None  # the throw the aim was last set from the table for
        self.towers_choice: list[int] = list(match.world.arena.table.default_towers)
        self._saved_inputs = -1
        self.scene_cache = SceneCache(app)
        # what the kept 3D scene shows (screen_drawing.draw_scene redraws where it changed)
        self.drawn_poses: dict = {}
        self.drawn_overlays: object = None
        self.view = DebouleView()  # the camera director, the die in hand, the aim's reach
        self.big_face = BigFace(app)  # the throw's result in large print, the Z loupe
        self.hud = DebouleHud(self)
        # the end of a round, shown until Enter or a click (deboule.games.deboule.measure)
        self.measuring = None
        self.measured_for = 0.0  # seconds the measurement has been shown
        # the scaled-up 3D frame of this frame has the HUD's panels on already (draw_scene)
        self.panels_in_frame = False
        self._rounds_seen = len(match.game.round_results)
        self._message_at = len(match.inputs)  # a message is about the state it was given in
        self.aim_from_table()  # a throw already waiting: the keys start from the table's aim

    # -- drawing (screen_drawing.py) ------------------------------------------------------
    def camera(self):
        return screen_drawing.camera(self)

    def highlights(self) -> list:
        return screen_drawing.highlights(self)

    def aim_arrow(self):
        return screen_drawing.aim_arrow(self)

    @property
    def camera_moving(self) -> bool:
        return screen_drawing.camera_moving(self)

    def draw_scene(self) -> None:
        screen_drawing.draw_scene(self)

    def dirty_box(self, moved: list[str], poses: dict, camera) -> tuple[int, int, int, int] | None:
        return screen_drawing.dirty_box(self, moved, poses, camera)

    def draw(self) -> None:
        screen_drawing.draw(self)

    def draw_hud(self) -> None:
        screen_drawing.draw_hud(self)

    def draw_big_face(self) -> None:
        screen_drawing.draw_big_face(self)

    def notices_below(self) -> float:
        return screen_drawing.notices_below(self)

    # -- keys and mouse (screen_input.py) ---------------------------------------------------
    def on_key(self, symbol: int, modifiers: int) -> None:
        screen_input.on_key(self, symbol, modifiers)

    def leave(self) -> None:
        screen_input.leave(self)

    def tower_key(self, symbol: int, name: str | None) -> None:
        screen_input.tower_key(self, symbol, name)

    def aim_key(self, symbol: int, name: str | None, shift: bool = False) -> None:
        screen_input.aim_key(self, symbol, name, shift)

    def choice_key(self, name: str | None) -> None:
        screen_input.choice_key(self, name)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        screen_input.on_mouse_press(self, x, y, button, modifiers)

    def on_mouse_drag(self, x, y, dx, dy, buttons, modifiers) -> None:
        screen_input.on_mouse_drag(self, x, y, dx, dy, buttons, modifiers)

    def clock_now(self) -> float:
        return screen_input.clock_now(self)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        screen_input.on_mouse_release(self, x, y, button, modifiers)

    def on_mouse_scroll(self, x, y, scroll_x, scroll_y) -> None:
        screen_input.on_mouse_scroll(self, x, y, scroll_x, scroll_y)

    def click_piece(self, x: int, y: int) -> None:
        screen_input.click_piece(self, x, y)

    # ------------------------------------------------------------------ creation and saves
    @classmethod
    def new(cls, app, seats: list[str], seed: int = 0,
            options: dict | None = None) -> DebouleScreen:
        """A new game, its match built by the game's one constructor: `options` the game's
        options mapping (docs/options.md: teams, target); each seat named as the set-up
        names it."""
        lang = app.settings.lang
        # loaded on first use, not with this module: the screens, the shell (1 ms)
        from deboule.screens.menus import level_text

        names = [tr("setup.seat", lang, n=i + 1) if seat == "human" else level_text(seat, lang)
                 for i, seat in enumerate(seats)]
        return cls(app, GAME.new_match(options or {}, seats, seed=seed, names=names,
                                       headless=False, lang=lang, pace=0.8))

    @classmethod
    def from_save(cls, app, data: dict) -> DebouleScreen:
        match = DebouleMatch.from_save(data, lang=app.settings.lang, pace=0.8)
        return cls(app, match)

    def to_save(self) -> dict:
        return self.match.to_save()

    @staticmethod
    def check_save(data: dict) -> None:
        """Rebuild the saved game without a window (deboule.files.saves.Resumable): raises when it
        cannot be resumed."""
        # loaded on first use, not with this module: the saves (8 ms)
        from deboule.files.saves import SaveError

        match = DebouleMatch.from_save(data, headless=True)
        try:
            if match.over:
                raise SaveError("save.finished")
        finally:
            match.close()

    def autosave(self) -> None:
        """Save after every settled throw and every decision (issue: nothing lost)."""
        if self.match.flight is not None or len(self.match.inputs) == self._saved_inputs:
            return
        if self.match.over:
            problem = self.finish_game("deboule", self.match)
        else:
            problem = self.store_game("deboule", self.to_save())
        if problem is not None:  # a full or read-only disk must not stop the game
            self.say(problem.text(self.lang))
        self._saved_inputs = len(self.match.inputs)

    def closing(self) -> None:
        try:
            self.match.settle()
        except ValueError as exc:
            self.say(refusal_text(exc, self.lang))
        self.autosave()
        self.match.close()
        self.scene_cache.release()

    # ------------------------------------------------------------------ time
    @property
    def patterned(self) -> bool:
        """The colour-blind-safe déboules (a setting): texts name their patterns too."""
        return self.app.settings.colour_safe

    def update(self, dt: float) -> None:
        self.clock += dt
        self.match.patterned = self.patterned  # the log names what the table shows
        if self.measuring is not None:
            self.measured_for += dt
            if self.watched and self.measured_for >= WATCH_MEASURE_SECONDS:
                self.end_measurement()
        if self.measuring is None:  # the measurement waits for the player: play stops
            try:
                self.match.update(dt)
            except ValueError as exc:  # a refused move must not close the window
                self.say(refusal_text(exc, self.lang))
        self.tell_flick_out()
        self.watch_rounds()
        for impact in self.match.world.impacts():
            self.app.sound.impact(impact.a, impact.b, impact.speed)
        width, height = self.app.size
        if self.measuring is not None:
            rig = self.view.director.rig
            rig.cut_to(top_down_pose(self.measuring.points(), (width, height),
                                     self.hud.regions()["view"]))
            rig.update(dt)
        else:
            poses = self.match.world.poses()
            # framed where no panel covers them (issue 30 point 3): close-ups, decisions
            focus = [poses[pid][0] for pid in self.hud.pieces_that_matter()]
            self.view.update(dt, poses, mode=self.camera_mode,
                             aiming=self.throw_request() is not None,
                             rolling=self.match.flight is not None, orbit=tuple(self.orbit),
                             lateral=self.aim["lateral"], aspect=width / max(height, 1),
                             window=(width, height), free=self.hud.view(), focus=focus)
        self.autosave()
        self.aim_from_table()
        if len(self.match.inputs) != self._message_at:
            self.message = ""  # it was about a move since made ("Geste trop lent"...)
        actions = self.choices()
        if self.focus >= len(actions):
            self.focus = 0

    def watch_rounds(self) -> None:
        """A round just ended (and the match shows it: pace > 0): measure it on the table as
        it lies, and hold play until the player goes on (issue 10: no timer)."""
        results = self.match.game.round_results
        if len(results) <= self._rounds_seen:
            return
        self._rounds_seen = len(results)
        if self.match.hold <= 0.0:
            return

        self.measuring = measure(self.match.world.state(), self.match.game.layout, results[-1])
        self.measured_for = 0.0

    def tell_flick_out(self) -> None:
        """Once the player's flicked piece has come to rest: if it left the table, why (short,
        over which rail, too hard) and at what speed, instead of the log's bare "sort du jeu"."""
        flicked = getattr(self, "flicked", None)
        if flicked is None or self.match.flight is not None:
            return
        self.flicked = None
        piece, speed = flicked
        world = self.match.world
        if world.status(piece) == "out":
            self.say(out_message(why_out(world.left_at(piece), speed=speed), speed, self.lang))

    def end_measurement(self) -> None:
        self.measuring = None
        self.match.hold = 0.0

    def say(self, message: str) -> None:
        """A message about the state as it is now (gone once a move is made)."""
        self.message = message
        self._message_at = len(self.match.inputs)

    # ------------------------------------------------------------------ what the human may do
    def throw_request(self):
        req = self.match.pending
        if self.match.human_to_act() and isinstance(req, ThrowRequest | RollOffRequest):
            return req
        return None

    def throwable(self) -> tuple[str, ...]:
        req = self.throw_request()
        if isinstance(req, RollOffRequest):
            return ("cochonde",)
        return tuple(req.pieces) if req is not None else ()

    def current_piece(self) -> str | None:
        pieces = self.throwable()
        return pieces[self.piece_index % len(pieces)] if pieces else None

    def choices(self) -> list:
        if not self.match.human_to_act() or self.throw_request() is not None:
            return []
        if isinstance(self.match.pending, ChooseTowersRequest):
            return []
        return self.match.legal_actions()

    def choosing_towers(self) -> bool:
        return isinstance(self.match.pending, ChooseTowersRequest) and self.match.human_to_act()

    def describe(self, action) -> str:
        return describe_action(action, self.match.game.layout, self.lang, self.patterned)

    # ------------------------------------------------------------------ the aim
    def aim_from_table(self) -> None:
        """A new throw of the player's: the aim starts at the cochondé (or beside it), clear of
        the towers, as hard as rolls there (deboule.games.deboule.aim); their keys change it from
        there."""
        piece = self.current_piece()
        if piece is None or self.match.flight is not None:
            return
        wanted = (len(self.match.inputs), self.thrown_kind())
        if wanted == self._aimed_for:
            return
        # loaded on first use, not with this module: a game's modules
        from deboule.games.deboule.aim import suggested_aim

        self._aimed_for = wanted
        self.aim.update(suggested_aim(self.match.world, piece, len(self.match.inputs)).as_dict())

    def aim_start(self) -> tuple[float, float, float]:
        x, y, _ = keyboard_start(self.aim["lateral"])  # under where the throw leaves the hand
        return (x, y, 0.001)

    def thrown_kind(self) -> str:
        piece = self.current_piece()
        return "cochonde" if piece == "cochonde" else "deboule"

    def drag_arrow(self):
        """While dragging: where the flick would throw and how hard, updated as the mouse moves."""

        throw = self.drag_throw()
        if throw is not None:
            return self.view.flick_aim((throw.position[0], throw.position[1], 0.001),
                                       throw.velocity, self.thrown_kind())
        # nothing thrown yet (just pressed, or too slow): a short arrow where the hand is
        held = gesture_on_table(self.samples, self.camera(), self.app.size)
        if held is None:
            return None
        (x, y, _), direction = held
        return self.view.flick_stub((x, y, 0.001), direction)

    def drag_throw(self):
        """The throw a release now would give (None: none, too slow or backwards)."""
        if len(self.samples) < 2:
            return None
        try:
            return flick_to_throw(self.samples, self.camera(), self.app.size,
                                  settings=DEBOULE_FLICK)
        except FlickError:
            return None

    def drag_power(self) -> int | None:
        """The power (%, on the keys' scale, at least 1) a release now would throw with, 0 when
        it would throw nothing; None when not dragging (the HUD's aim line shows it while the
        gesture goes on)."""
        if not self.samples:
            return None
        throw = self.drag_throw()
        if throw is None:
            return 0

        return max(1, round(100 * keyboard_power(float(np.linalg.norm(throw.velocity)))))

    # ------------------------------------------------------------------ what the HUD says
    def status(self) -> list[str]:
        """Whose turn, and why (the HUD's status region)."""
        match, lang = self.match, self.lang
        req = match.pending
        if self.measuring is not None:
            return [tr("deboule.measuring", lang, n=self.measuring.result.number)]
        if match.over:
            return []
        if match.flight is not None:
            return [tr("hud.rolling", lang)]
        name = self.player_name(req.player)
        if match.thinking() or (not match.human_to_act()
                                and match.seats[req.player].kind == "bot"):
            return [tr("hud.bot_thinking", lang, name=name)]
        if isinstance(req, ChooseTowersRequest):
            # a replay or a watched match takes no keys: the keys to toggle would mislead
            nobody_plays = self.watched or getattr(self, "viewer_lines", None) is not None
            return [tr("hud.towers_watched" if nobody_plays else "hud.towers", lang, name=name)]
        if isinstance(req, RollOffRequest):  # seed: the highest cochondé takes the lead
            return [tr("hud.turn", lang, name=name), tr("hud.roll_off_why", lang)]
        if isinstance(req, ThrowRequest | RollOffRequest):
            if isinstance(req, ThrowRequest) and req.purpose == "deboule":
                return [tr("hud.turn", lang, name=name), tr("hud.why", lang)]
            return [tr("hud.turn", lang, name=name)]
        return [tr("hud.choose", lang, name=name)]

    def player_name(self, player: int) -> str:
        """A seat's name in the current language: the names given at the set-up ("Joueur 1",
        "Bot expert") are kept in the save in the language of that moment, and read again in
        today's; a name of another kind is shown as it is. A bot is named as the scores and the
        log name its seat, with its level ("Joueur 2 (Bot expert)"): with bots of one level,
        "Bot expert réfléchit…" did not say which one (issue 30, point 7)."""
        # loaded on first use, not with this module: the screens, the shell
        from deboule.screens.menus import level_text

        seat = self.match.seats[player]
        number = tr("setup.seat", self.lang, n=player + 1)
        name = seat.name
        if seat.name in {level_text(seat.level, lang) for lang in LANGS}:
            name = level_text(seat.level, self.lang)
        elif seat.name in {tr("setup.seat", lang, n=player + 1) for lang in LANGS}:
            name = number
        if seat.kind != "bot":
            return name or f"{player + 1}"
        if not name or name.startswith(number):  # "Joueur 2 (bot)" names its seat already
            return name or number
        return tr("hud.bot_seat", self.lang, seat=number, bot=name)

    # ------------------------------------------------------------------ the player's moves
    def act(self, action) -> None:
        try:
            self.match.human_action(action)
            self.focus = 0
        except ValueError as exc:
            self.say(refusal_text(exc, self.lang))

    def throw(self, throw) -> None:
        piece = self.current_piece()
        try:
            self.match.human_throw(piece, throw)
            self.piece_index = 0
            self.message = ""
        except ValueError as exc:
            self.say(refusal_text(exc, self.lang))


SCREEN = DebouleScreen
