"""The Le Déboulé table in the window: throws by mouse flick or keyboard, effects, scores."""

from __future__ import annotations

import math

import numpy as np

from game.deboule.hud import DebouleHud
from game.deboule.match import DebouleMatch, Seat
from game.deboule.measure import WATCH_MEASURE_SECONDS
from game.flick import (
    FlickError,
    flick_to_throw,
    gesture_on_table,
    keyboard_start,
    keyboard_throw,
)
from game.i18n import LANGS, known, tr
from game.screens.base import SceneCache, Screen, key_name, refusal_text
from game.screens.big_face import BigFace
from game.screens.keys import apply_aim, menu_step
from rules.deboule import (
    Basculer,
    Chapeauter,
    ChooseTowers,
    ChooseTowersRequest,
    Dechole,
    EffectRequest,
    ForceRelance,
    PutBack,
    RollOffRequest,
    ThrowRequest,
)
from rules.deboule.messages import DIRECTION_NAMES, piece_name, side_name

CAMERAS = ("auto", "behind", "top", "orbit")


class DebouleScreen(Screen):
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
        self._drawn_poses: dict = {}
        self._drawn_overlays: object = None
        from game.render.table_view import DebouleView

        self.view = DebouleView()  # the camera director, the die in hand, the aim's reach
        self.big_face = BigFace(app)  # the throw's result in large print, the Z loupe
        self.hud = DebouleHud(self)
        # the end of a round, shown until Enter or a click (game.deboule.measure)
        self.measuring = None
        self.measured_for = 0.0  # seconds the measurement has been shown
        # the scaled-up 3D frame of this frame has the HUD's panels on already (draw_scene)
        self.panels_in_frame = False
        self._rounds_seen = len(match.game.round_results)
        self._message_at = len(match.inputs)  # a message is about the state it was given in
        self.aim_from_table()  # a throw already waiting: the keys start from the table's aim

    # ------------------------------------------------------------------ creation and saves
    @classmethod
    def new(cls, app, seats: list[str], seed: int = 0, teams: bool = False) -> DebouleScreen:
        lang = app.settings.lang
        from game.screens.menus import level_text

        players = [
            Seat("human", name=tr("setup.seat", lang, n=i + 1)) if s == "human"
            else Seat("bot", level=s, name=level_text(s, lang))
            for i, s in enumerate(seats)
        ]
        return cls(app, DebouleMatch(players, seed=seed, teams=teams, lang=lang, pace=0.8))

    @classmethod
    def from_save(cls, app, data: dict) -> DebouleScreen:
        match = DebouleMatch.from_save(data, lang=app.settings.lang, pace=0.8)
        return cls(app, match)

    def to_save(self) -> dict:
        return self.match.to_save()

    @staticmethod
    def check_save(data: dict) -> None:
        """Rebuild the saved game without a window (game.saves.Resumable): raises when it
        cannot be resumed."""
        from game.saves import SaveError

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
        self.watch_rounds()
        for impact in self.match.world.impacts():
            self.app.sound.impact(impact.a, impact.b, impact.speed)
        width, height = self.app.size
        if self.measuring is not None:
            from game.deboule.measure import top_down_pose

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
        from game.deboule.measure import measure

        self.measuring = measure(self.match.world.state(), self.match.game.layout, results[-1])
        self.measured_for = 0.0

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
        lang, layout = self.lang, self.match.game.layout
        key = f"deboule.{action.KIND}"
        if isinstance(action, Chapeauter | ForceRelance | Dechole):
            return tr(key, lang, target=piece_name(action.target, lang, self.patterned))
        if isinstance(action, Basculer):
            return tr(key, lang, direction=DIRECTION_NAMES[lang][action.direction])
        if isinstance(action, PutBack):
            return tr(key, lang, piece=piece_name(action.piece, lang, self.patterned))
        if action.KIND == "choose_starter":
            return tr(key, lang, side=side_name(layout, action.side, lang))
        if action.KIND == "choose_lead_position":
            return tr(key, lang, position=tr(f"deboule.{action.position}", lang))
        if known(key):
            return tr(key, lang)
        return tr("deboule.action", lang, name=action.KIND.replace("_", " "))

    # ------------------------------------------------------------------ drawing
    def camera(self):
        """The thrower's view while aiming, the throw followed while it rolls, a close-up
        where it stops, the table from above for decisions (game.render.camera.ThrowDirector:
        eased transitions, never a cut); or the mode the player chose with C."""
        return self.view.camera

    def highlights(self) -> list:
        from game.render import Highlight

        targets = set()
        actions = self.choices()
        if actions:
            focused = actions[self.focus % len(actions)]
            for attr in ("target", "piece"):
                value = getattr(focused, attr, None)
                if isinstance(value, str):
                    targets.add(value)
        if isinstance(self.match.pending, EffectRequest):
            targets.add(self.match.pending.piece)
        piece = self.current_piece()
        if piece and self.match.world.status(piece) == "play":
            targets.add(piece)
        poses = self.match.world.poses()
        rings = []
        for pid in sorted(targets):
            if pid in poses:
                x, y, _ = poses[pid][0]
                radius = 0.024 if pid.startswith("tower") else 0.02
                rings.append(Highlight((x, y, 0.0), radius))
        if self.measuring is not None:  # the déboules that score, ringed in gold
            for item in self.measuring.pieces:
                if item.counted and item.piece in poses:
                    x, y, _ = poses[item.piece][0]
                    rings.append(Highlight((x, y, 0.0), 0.022, (1.0, 0.84, 0.35, 0.95)))
        from game.deboule.marks import conceded_rings

        # each conceded tower ringed in the colour of the side it belongs to now (D10, R5)
        rings += conceded_rings(self.match.game.conceded, poses, self.hud.side_colour)
        if isinstance(self.match.pending, ChooseTowersRequest) and self.match.human_to_act():
            table = self.match.world.arena.table
            for index in self.towers_choice:
                rings.append(Highlight((*table.repere(index), 0.0), 0.03, (0.3, 0.9, 1.0, 0.9)))
        return rings

    def aim_arrow(self):
        from game.render import AimArrow

        actions = self.choices()
        focused = actions[self.focus % len(actions)] if actions else None
        if isinstance(focused, Basculer) and isinstance(self.match.pending, EffectRequest):
            # the bascule's direction drawn from the die (D8: a quarter turn that way)
            x, y, _ = self.match.world.poses()[self.match.pending.piece][0]
            dx, dy = {"far": (1, 0), "near": (-1, 0), "left": (0, 1), "right": (0, -1)}[
                focused.direction]
            return AimArrow((x + 0.015 * dx, y + 0.015 * dy, 0.001), (dx, dy), 0.15)
        if self.throw_request() is None or self.measuring is not None:
            return None
        if self.samples:
            return self.drag_arrow()
        angle = math.radians(self.aim["angle"])
        # as long as such a throw rolls on an empty table (game.render.reach, from the physics)
        return self.view.aim(self.aim_start(), (math.cos(angle), math.sin(angle)),
                             self.aim["power"], self._thrown_kind())

    def aim_from_table(self) -> None:
        """A new throw of the player's: the aim starts at the cochondé (or beside it), clear of
        the towers, as hard as rolls there (game.deboule.aim); their keys change it from there."""
        piece = self.current_piece()
        if piece is None or self.match.flight is not None:
            return
        wanted = (len(self.match.inputs), self._thrown_kind())
        if wanted == self._aimed_for:
            return
        from game.deboule.aim import suggested_aim

        self._aimed_for = wanted
        self.aim.update(suggested_aim(self.match.world, piece, len(self.match.inputs)).as_dict())

    def aim_start(self) -> tuple[float, float, float]:
        x, y, _ = keyboard_start(self.aim["lateral"])  # under where the throw leaves the hand
        return (x, y, 0.001)

    def _thrown_kind(self) -> str:
        piece = self.current_piece()
        return "cochonde" if piece == "cochonde" else "deboule"

    def drag_arrow(self):
        """While dragging: where the flick would throw and how hard, updated as the mouse moves."""

        throw = self.drag_throw()
        if throw is not None:
            return self.view.flick_aim((throw.position[0], throw.position[1], 0.001),
                                       throw.velocity, self._thrown_kind())
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
            return flick_to_throw(self.samples, self.camera(), self.app.size)
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
        from game.flick import keyboard_power

        return max(1, round(100 * keyboard_power(float(np.linalg.norm(throw.velocity)))))

    @property
    def camera_moving(self) -> bool:
        """The camera moves this frame (every frame a full redraw; GameApp's quality governor
        judges these frames)."""
        return self.view.camera_moving

    def draw_scene(self) -> None:
        from game.render import drawables_from_poses
        from game.render.gpu import gl_flush

        self.panels_in_frame = False

        poses = self.match.world.poses()
        camera, highlights, aim = self.camera(), self.highlights(), self.aim_arrow()
        selected = [h for h in self._selected() if h in poses]
        xray, badges = self.view.markers(poses, selected, self.match.flight is not None)
        piece = self.current_piece()
        hand = self.view.hand(self.match.world.pieces[piece], self.aim_start()) \
            if piece and self.throw_request() is not None and not self.samples else None
        cache = self.scene_cache
        extra = {"xray": xray, "badges": badges}
        if self.view.camera_moving:
            # the camera glides: every frame is new, draw straight into the window (the
            # saved frame would cost a copy and be of no use next frame), or at quality low
            # into a frame half the size, scaled up (game.render.renderer.MOVING_SCALE)
            drawables = drawables_from_poses(self.match.world.pieces, poses)
            renderer = self.app.renderer
            scale = renderer.moving_scale[0]
            target = cache.moving_target(scale) if scale < 1.0 else self.app.ctx.screen
            renderer.render(target, [*drawables, *([hand] if hand else [])], camera,
                            highlights=highlights, aim=aim, camera_moving=True,
                            pixel_scale=scale, **extra)
            if scale < 1.0:
                # The scale-up samples the 3D frame: its draw waits until llvmpipe's raster
                # threads have drawn it. Flushed first, the frame's update runs meanwhile; the
                # scale-up flushed, its raster overlaps the HUD's Python (docs/rendering.md,
                # "Flush, then work").
                self.app.ctx.screen.use()
                gl_flush()
                if not self.app.update_in_frame():
                    return
                # the HUD's panels go on in the scale-up's pass (draw_hud leaves them out)
                cache.show_moving(self.hud.scale_up_tints())
                gl_flush()
                self.panels_in_frame = True
            cache.valid = False
            cache.full += 1
            return
        framebuffer = cache.target()
        overlays = (camera, tuple(highlights), aim, xray, badges,
                    None if hand is None else (hand.position, hand.quaternion))
        box = None
        if cache.valid and overlays == self._drawn_overlays:
            moved = [pid for pid in set(poses) | set(self._drawn_poses)
                     if poses.get(pid) != self._drawn_poses.get(pid)]
            if not moved:
                cache.hits += 1
                cache.show()
                return
            box = self.dirty_box(moved, poses, camera)
        drawables = drawables_from_poses(self.match.world.pieces, poses)
        self.app.renderer.render(framebuffer, [*drawables, *([hand] if hand else [])], camera,
                                 highlights=highlights, aim=aim, scissor=box, **extra)
        if box is None:
            cache.full += 1
        else:
            cache.partial += 1
        cache.valid = True
        self._drawn_poses, self._drawn_overlays = poses, overlays
        cache.show()

    def _selected(self) -> list[str]:
        """The pieces the focused decision is about (shown through what hides them)."""
        actions = self.choices()
        if not actions:
            return []
        focused = actions[self.focus % len(actions)]
        return [v for v in (getattr(focused, "target", None), getattr(focused, "piece", None))
                if isinstance(v, str)]

    def dirty_box(self, moved: list[str], poses: dict, camera) -> tuple[int, int, int, int] | None:
        """Screen box (bottom-left x, y, w, h) holding the moved pieces, before and after, with
        their shadows on the table; None when a full redraw is simpler."""
        from game.render.renderer import LIGHT_DIR

        points = []
        for pid in moved:
            info = self.match.world.pieces[pid]
            reach = max(info.size, info.height) * 0.9 + 0.004
            for pose in (poses.get(pid), self._drawn_poses.get(pid)):
                if pose is None:
                    continue
                centre = np.asarray(pose[0], dtype=float)
                if centre[2] < -0.1:  # parked off the table: nothing to redraw there
                    continue
                shadow = centre - LIGHT_DIR * (max(centre[2], 0.0) + reach) / LIGHT_DIR[2]
                for point in (centre, shadow):
                    for corner in np.array(np.meshgrid(*[[-reach, reach]] * 3)).T.reshape(-1, 3):
                        points.append(point + corner)
        if not points:
            return (0, 0, 1, 1)
        width, height = self.app.size
        pixels = camera.project(np.array(points), (width, height))
        if not np.all(np.isfinite(pixels)):
            return None
        pad = 6
        x0, x1 = np.floor(pixels[:, 0].min()) - pad, np.ceil(pixels[:, 0].max()) + pad
        top, bottom = np.floor(pixels[:, 1].min()) - pad, np.ceil(pixels[:, 1].max()) + pad
        x0, x1 = max(0, int(x0)), min(width, int(x1))
        y0, y1 = max(0, int(height - bottom)), min(height, int(height - top))
        if x1 <= x0 or y1 <= y0:
            return (0, 0, 1, 1)
        if (x1 - x0) * (y1 - y0) > 0.6 * width * height:
            return None
        return (x0, y0, x1 - x0, y1 - y0)

    def draw(self) -> None:
        self.draw_scene()
        if self.app.running:  # the frame's update, run while drawing the scene, may close it
            self.draw_hud()

    def draw_hud(self) -> None:
        self.hud.draw()
        self.draw_big_face()

    def draw_big_face(self) -> None:
        """The top face of the piece just thrown in large print once it rests, and the Z loupe
        (game.screens.big_face), between the HUD's two bands."""
        from game.render import drawables_from_poses
        from game.screens.big_face import card_of, window_projector
        from game.screens.layout import Rect

        world, safe = self.match.world, self.app.settings.colour_safe
        poses = world.poses()
        in_play = [pid for pid in poses if world.status(pid) == "play"]
        thrown = next((i["piece"] for i in reversed(self.match.inputs) if "throw" in i), None)
        resting = self.match.flight is None and self.measuring is None and not self.match.over
        cards = [card_of(d, safe) for d in drawables_from_poses(
            world.pieces, {thrown: poses[thrown]})] if resting and thrown in in_play else []
        camera = self.camera()
        project = window_projector(camera, (0, 0, *self.app.size))
        boxes = self.hud.regions()
        (top, _), (bottom, _) = self.hud.bands(boxes)
        # the left side first (menus and the measure are on the right), where no piece lies
        middle = Rect(0, bottom.top, top.w, top.y - bottom.top)
        self.big_face.draw(cards, [(middle, corner) for corner in (
            "top-left", "bottom-left", "top-right", "bottom-right")],
            avoid=[tuple(p) for p in project([poses[pid][0] for pid in in_play])] if cards else (),
            blocked=[panel for panel, _ in self.hud.panels(boxes)])
        table = drawables_from_poses(world.pieces, poses) if self.big_face.loupe_held(
            self.app) else []
        self.big_face.draw_loupe([d for d in table if d.kind != "tower" and d.id in in_play],
                                 lambda d: card_of(d, safe), project, camera,
                                 lambda close, box: self.app.renderer.render(
                                     self.app.ctx.screen, table, close, viewport=box))

    def notices_below(self) -> float:
        """The app's notices go under the HUD's top band: the scores stay in sight."""
        return self.app.size[1] - self.hud.top_band().y

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
            return [tr("hud.towers", lang, name=name)]
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
        from game.screens.menus import level_text

        seat = self.match.seats[player]
        number = tr("setup.seat", self.lang, n=player + 1)
        name = seat.name
        if seat.name in {level_text(seat.level, lang) for lang in LANGS}:
            name = level_text(seat.level, self.lang)
        elif seat.name in {tr("setup.seat", lang, n=player + 1) for lang in LANGS}:
            name = number
        if seat.kind != "bot":
            return name or f"{player + 1}"
        return tr("hud.bot_seat", self.lang, seat=number, bot=name) if name else number

    # ------------------------------------------------------------------ input
    def on_key(self, symbol: int, modifiers: int) -> None:
        from pyglet.window import key

        name = key_name(symbol)
        if self.measuring is not None and name in ("enter", "space", "escape"):
            self.end_measurement()  # Esc too: the measurement is not a menu to leave
            return
        if name == "escape":
            if self.match.over:
                self.leave()
                return
            from game.screens.menus import PauseScreen

            self.app.push(PauseScreen(self.app, self))
            return
        if symbol == key.C:
            self.camera_mode = CAMERAS[(CAMERAS.index(self.camera_mode) + 1) % len(CAMERAS)]
            return
        if self.match.over:
            if name == "enter":
                self.leave()
            return
        if self.choosing_towers():
            self.tower_key(symbol, name)
        elif self.throw_request() is not None:
            self.aim_key(symbol, name, bool(modifiers & key.MOD_SHIFT))
        else:
            self.choice_key(name)

    def leave(self) -> None:
        from game.screens.menus import MainMenu

        self.app.pop()
        if not self.app.screens:
            self.app.push(MainMenu(self.app))

    def tower_key(self, symbol: int, name: str | None) -> None:
        from pyglet.window import key

        digits = {getattr(key, f"_{n}"): n - 1 for n in range(1, 10)}
        digits.update({getattr(key, f"NUM_{n}"): n - 1 for n in range(1, 10)})
        if symbol in digits:
            index = digits[symbol]
            if index in self.towers_choice:
                self.towers_choice.remove(index)
            elif len(self.towers_choice) < 4:
                self.towers_choice.append(index)
        elif name == "enter":
            self.act(ChooseTowers(tuple(sorted(self.towers_choice))))

    def aim_key(self, symbol: int, name: str | None, shift: bool = False) -> None:
        """The one key scheme (game.screens.keys), with A/E for the spin and Tab for the
        piece."""
        from pyglet.window import key

        self.aim_from_table()  # a key before the first update changes the table's aim
        aim = self.aim
        if apply_aim(aim, name, shift):
            return
        if symbol == key.A:
            aim["spin"] = min(1.0, aim["spin"] + 0.25)
        elif symbol == key.E:
            aim["spin"] = max(-1.0, aim["spin"] - 0.25)
        elif name == "tab":
            self.piece_index += 1
        elif name in ("space", "enter"):
            throw = keyboard_throw(aim["angle"], aim["power"], aim["spin"], aim["lateral"])
            self.throw(throw)

    def choice_key(self, name: str | None) -> None:
        actions = self.choices()
        if not actions:
            return
        if name in ("up", "down"):
            self.focus = menu_step(name, self.focus, len(actions))
        elif name in ("enter", "space"):
            self.act(actions[self.focus % len(actions)])

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

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        from pyglet.window import mouse

        if self.measuring is not None:
            if button == mouse.LEFT:
                self.end_measurement()
            return
        if button == mouse.LEFT and self.throw_request() is not None:
            self.samples = [(self.clock_now(), x, self.app.size[1] - 1 - y)]
        elif button == mouse.LEFT and self.choices():
            self.click_piece(x, y)

    def on_mouse_drag(self, x, y, dx, dy, buttons, modifiers) -> None:
        from pyglet.window import mouse

        if buttons & mouse.LEFT and self.samples:
            self.samples.append((self.clock_now(), x, self.app.size[1] - 1 - y))
        elif buttons & mouse.RIGHT:
            self.orbit[0] -= dx * 0.3
            self.orbit[1] = float(np.clip(self.orbit[1] + dy * 0.3, 5.0, 85.0))
            self.camera_mode = "orbit"

    def clock_now(self) -> float:
        """Wall clock for flick samples (tests may replace it)."""
        import time

        return time.perf_counter()

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        from pyglet.window import mouse

        if button != mouse.LEFT or not self.samples:
            return
        samples = self.samples + [(self.clock_now(), x, self.app.size[1] - 1 - y)]
        self.samples = []
        try:
            throw = flick_to_throw(samples, self.camera(), self.app.size)
        except FlickError as exc:
            self.say(exc.message(self.lang))
            return
        self.throw(throw)

    def on_mouse_scroll(self, x, y, scroll_x, scroll_y) -> None:
        self.orbit[2] = float(np.clip(self.orbit[2] - scroll_y * 0.1, 0.4, 3.0))
        self.camera_mode = "orbit"

    def click_piece(self, x: int, y: int) -> None:
        """Choose the legal action aimed at the piece nearest the click (targets, towers)."""
        camera = self.camera()
        size = self.app.size
        poses = self.match.world.poses()
        best, best_distance = None, 40.0  # pixels
        for i, action in enumerate(self.choices()):
            target = getattr(action, "target", None) or getattr(action, "piece", None)
            if not isinstance(target, str) or target not in poses:
                continue
            px, py = camera.project([poses[target][0]], size)[0][:2]
            distance = math.hypot(px - x, py - (size[1] - 1 - y))  # project() is top-left
            if distance < best_distance:
                best, best_distance = i, distance
        if best is not None:
            self.focus = best
            self.act(self.choices()[best])



SCREEN = DebouleScreen
