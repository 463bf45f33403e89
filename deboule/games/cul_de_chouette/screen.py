"""The Cul de Chouette table in the window: the dice tray, the score sheet, prompts and menus.

Left: the tray drawn from the physics (interpolated between 1 ms steps) and, under it, what
happens now: whose throw, the race with its 3 s timer and the local players' shout keys, or the
decision menu of the human who must answer. Right: the score sheet (scores, Banque, whose
turn, the last combination) and the latest events. See docs/cdc-screen.md.
"""

from __future__ import annotations

import math
import time

from deboule.games.cul_de_chouette import GAME
from deboule.games.cul_de_chouette.explanations import explanation_line
from deboule.games.cul_de_chouette.graines_pause import PREFIX as GRAINES
from deboule.games.cul_de_chouette.graines_pause import GrainesPause
from deboule.games.cul_de_chouette.hud import CdcHud
from deboule.games.cul_de_chouette.match import AIM_LIMIT_DEG, CdcMatch, MatchError
from deboule.screens.base import Screen, key_name, refusal_text
from deboule.screens.big_face import BigFace, card_of, window_projector
from deboule.screens.keys import apply_aim
from deboule.shell.flick import tray_zone
from deboule.text.i18n import tr

BACKGROUND = (0.07, 0.08, 0.09)
JOIN_LEVELS = ("novice", "regular", "expert")  # bots a player may call in (C6)
LOG_PAGE = 10  # log lines scrolled by Page up / Page down


class PausableClock:
    """The real clock (perf_counter) less the time spent in the pause menu, so a race or a
    bot's pause does not run on while the game is paused."""

    def __init__(self, source=time.perf_counter) -> None:
        self.source = source
        self.paused_total = 0.0
        self.paused_at: float | None = None

    def __call__(self) -> float:
        now = self.paused_at if self.paused_at is not None else self.source()
        return now - self.paused_total

    def pause(self) -> None:
        if self.paused_at is None:
            self.paused_at = self.source()

    def resume(self) -> None:
        if self.paused_at is not None:
            self.paused_total += self.source() - self.paused_at
            self.paused_at = None


def race_keys():
    """Race keys of the local humans, by their order at the table (CDCS-1)."""
    # pyglet.window needs a display: imported once the window is open
    from pyglet.window import key

    return [(key.A, "A"), (key.L, "L"), (key.V, "V"), (key.P, "P")]


class CdcScreen(Screen):
    """One Cul de Chouette game in the window."""

    def game_key(self) -> str:
        return "cdc"

    def __init__(self, app, match: CdcMatch, clock: PausableClock | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.clock = clock or PausableClock()
        match.clock = self.clock
        self.camera_mode = "angled"
        # loaded on first use, not with this module: OpenGL, Pillow, the renderer (25 ms)
        from deboule.render.camera import EasedCamera

        self.eased = EasedCamera()
        self.flick: list[tuple[float, float, float]] | None = None
        self.note: tuple[str, str] | None = None
        self.finished_saved = False
        self.keys = dict(zip(match.humans, race_keys(), strict=False))
        self.big_face = BigFace(app)  # the throw's result in large print, the Z loupe
        self.hud = CdcHud(self)
        self._note_at = len(match.entries)  # a note is about the state it was given in
        self.log_back = 0  # log lines scrolled back (PageUp / PageDown)
        # CDCS-14 keyboard aim, per human (hot seat); `armed`: the throw whose aim was touched
        self.aims: dict[int, dict[str, float]] = {}
        self.armed: tuple[int, int] | None = None  # (entry count, player)
        match.on_change = self.autosave
        # the Graines: the pause menu is getting up from the table (graines_pause.py)
        self.graines = GrainesPause(match)
        match.races.await_display()  # a race starts when its shout is drawn (hud.draw_race)

    # ------------------------------------------------------------------ creation and saves
    @classmethod
    def new(cls, app, seats, seed: int = 0, options: dict | None = None) -> CdcScreen:
        """A new game, its match built by the game's one constructor on the window's clock:
        `options` the game's options mapping (docs/options.md: the preset, the variant's
        options, `teams` for the Doublette's teams of seats i and i + n/2); a refused one is
        an OptionRefused (a MatchError)."""
        clock = PausableClock()
        return cls(app, GAME.new_match(options or {}, seats, seed=seed, headless=False,
                                       lang=app.settings.lang, clock=clock), clock)

    @classmethod
    def from_save(cls, app, data: dict) -> CdcScreen:
        """Rebuild the saved game by replaying its recorded throws and actions."""
        if not isinstance(data, dict) or "match" not in data:
            raise MatchError.table("cdc.refused.not_a_save")
        camera = data.get("camera", "angled")
        clock = PausableClock()
        screen = cls(app, CdcMatch.from_save(data["match"], clock=clock), clock)
        if camera in ("angled", "top"):
            screen.camera_mode = camera
        return screen

    def to_save(self) -> dict:
        return {"match": self.match.to_save(), "camera": self.camera_mode}

    @staticmethod
    def check_save(data: dict) -> None:
        """Rebuild the saved game without a window (deboule.files.saves.Resumable): raises when it
        cannot be resumed."""
        # loaded on first use, not with this module: the saves (14 ms)
        from deboule.files.saves import SaveError

        if not isinstance(data, dict) or "match" not in data:
            raise MatchError.table("cdc.refused.not_a_save")
        if CdcMatch.from_save(data["match"], headless=True).over:
            raise SaveError("save.finished")

    def autosave(self) -> None:
        if self.match.over:
            if not self.finished_saved:
                problem = self.finish_game("cdc", self.match)
                self.finished_saved = True
            else:
                problem = None
        else:
            problem = self.store_game("cdc", self.to_save())
        if problem is not None:  # a full or read-only disk must not stop the game
            self.say((problem.text("fr"), problem.text("en")))

    def closing(self) -> None:
        self.sit_down()  # the game left from the pause menu: the rises are played, then saved
        self.autosave()

    def sit_down(self) -> None:
        """Back from the pause menu: the Graines' rises played; a rise without the words says
        why it cost a Bévue."""
        played = self.graines.sit()
        if any(not rise.graines for rise in played):
            self.say(tuple(explanation_line("graines", lang, self.match.state.variant)
                           for lang in ("fr", "en")))

    # ------------------------------------------------------------------ layout
    def tray_viewport(self) -> tuple[int, int, int, int]:
        """The tray's 3D view: the window left of the score sheet, above the prompts."""
        return self.hud.regions()["tray"].rounded()

    def camera(self, viewport: tuple[int, int, int, int] | None = None):
        # loaded on first use, not with this module: OpenGL, Pillow, the renderer (23 ms)
        from deboule.render import orbit_camera, top_camera

        _, _, w, h = viewport or self.tray_viewport()
        if self.view_mode() == "top":
            fixed = top_camera(w / h, table="tray")
        else:
            # from the long side, the throwing end on the left: the tray fills the wide view
            fixed = orbit_camera(target=(0.0, 0.012, 0.0), yaw_deg=-90.0, pitch_deg=60.0,
                                 distance=0.47, fov_y_deg=38.0)
        return self.eased.view(fixed)  # a change of view glides (deboule.render.camera)

    def view_mode(self) -> str:
        """The camera's mode now: the player's (C switches it)."""
        return self.camera_mode

    # ------------------------------------------------------------------ time
    def update_held(self, dt: float) -> None:
        """While a lesson holds the game (an explanation is read): only the camera moves."""
        self.eased.update(dt)

    def update(self, dt: float) -> None:
        self.eased.update(dt)
        if isinstance(self.clock, PausableClock):
            self.clock.resume()  # back from the pause menu (updates stop while it is on top)
        self.sit_down()
        try:
            self.match.update(dt)
        except MatchError as exc:  # never expected: a bot's answer refused
            self.say((refusal_text(exc, "fr"), refusal_text(exc, "en")))
        if len(self.match.entries) != self._note_at:
            self.note = None  # it was about a move since made ("Geste trop lent"...)
        for impact in self.match.world.impacts():
            self.app.sound.impact(impact.a, impact.b, impact.speed)

    # ------------------------------------------------------------------ drawing
    def draw_scene(self, whole_window: bool = False) -> None:
        """The tray in its view left of the sheet, or, `whole_window`, filling the window
        (behind the pause menu, which hides the HUD: the tray alone in its corner over the
        grey background looked broken, issue 30 point 6)."""
        # loaded on first use, not with this module: OpenGL (2 ms)
        import moderngl

        # loaded on first use, not with this module: OpenGL, Pillow, the renderer (23 ms)
        from deboule.render import drawables_from_poses

        ctx = self.app.ctx
        width, height = self.app.size
        ctx.screen.use()
        ctx.viewport = (0, 0, width, height)
        ctx.screen.clear(*BACKGROUND, 1.0)
        drawables = drawables_from_poses(self.match.world.pieces, self.match.poses())
        viewport = (0, 0, width, height) if whole_window else self.tray_viewport()
        self.app.renderer.render(ctx.screen, drawables, self.camera(viewport), table="tray",
                                 viewport=viewport,
                                 aim=self.flick_arrow() or self.aim_arrow())
        ctx.screen.viewport = (0, 0, width, height)
        ctx.viewport = (0, 0, width, height)
        ctx.disable(moderngl.DEPTH_TEST | moderngl.CULL_FACE)

    def draw_backdrop(self) -> None:
        """What a menu over this screen (pause, the lesson's menu) draws behind itself."""
        self.draw_scene(whole_window=True)

    def flick_arrow(self):
        """While the pointer drags a flick: an arrow from the press point to the pointer."""
        # loaded on first use, not with this module: OpenGL, Pillow, the renderer (23 ms)
        from deboule.render import AimArrow

        if not self.flick or len(self.flick) < 2:
            return None
        _, _, w, h = self.tray_viewport()
        camera = self.camera()
        start = camera.unproject_to_plane(self.flick[0][1], self.flick[0][2], (w, h), 0.0)
        end = camera.unproject_to_plane(self.flick[-1][1], self.flick[-1][2], (w, h), 0.0)
        if start is None or end is None:
            return None
        dx, dy = float(end[0] - start[0]), float(end[1] - start[1])
        length = (dx * dx + dy * dy) ** 0.5
        if length < 1e-3:
            return None
        return AimArrow((float(start[0]), float(start[1]), 0.001), (dx, dy),
                        min(1.0, length / 0.25))

    # ------------------------------------------------------------------ keyboard aim
    def aim_of(self, player: int) -> dict[str, float]:
        return self.aims.setdefault(player, {"angle": 0.0, "power": 0.4, "lateral": 0.0})

    def aiming(self) -> int | None:
        """The human whose throw is aimed with the arrows now (they touched an arrow)."""
        thrower = self.match.human_to_throw()
        if thrower is None or self.armed != (len(self.match.entries), thrower):
            return None
        return thrower

    def aim_arrow(self):
        """The arrows' aim drawn in the tray: from the hand's start along the throw."""
        # loaded on first use, not with this module: OpenGL, Pillow, the renderer (22 ms)
        from deboule.render import AimArrow
        player = self.aiming()
        if player is None:
            return None
        aim = self.aim_of(player)
        zone = tray_zone()
        y = zone.y[0] + (aim["lateral"] + 1.0) / 2.0 * (zone.y[1] - zone.y[0])
        angle = math.radians(aim["angle"])
        return AimArrow((zone.x[1], y, 0.001), (math.cos(angle), math.sin(angle)),
                        aim["power"])

    def aim_key(self, name: str, shift: bool) -> bool:
        """Arrows aim the throw of the human who must throw (no menu open), in the one key
        scheme of every game (deboule.screens.keys): ←/→ turn the throw, ↑/↓ its power, Shift+←/→
        move the hand along the tray's end; True if used."""
        thrower = self.match.human_to_throw()
        if thrower is None:
            return False
        if name == "backspace":
            self.armed = None
            return True
        aim = self.aim_of(thrower)  # kept from this player's last aimed throw
        if not apply_aim(aim, name, shift, angle_limit=AIM_LIMIT_DEG):
            return False
        self.armed = (len(self.match.entries), thrower)
        return True

    def throw_key(self) -> None:
        """Space (or Enter with no menu): the aimed throw, or a quick random one (CDCS-14)."""
        player = self.aiming()
        if player is None:
            self.attempt(self.match.human_random_throw)
            return
        aim = self.aim_of(player)
        self.attempt(lambda: self.match.human_aimed_throw(aim["angle"], aim["power"],
                                                          aim["lateral"], player))
        self.armed = None

    def draw(self) -> None:
        self.draw_scene()
        self.hud.draw_sheet()
        self.hud.draw_strip()
        self.draw_big_face()

    def draw_big_face(self) -> None:
        """The dice in the tray in large print once the dice just thrown rest (as the rules
        read them: after the cul, the three dice of the combination with the chouettes
        thrown before it), in the tray view's corner, and the Z loupe (deboule.screens.big_face)."""
        # loaded on first use, not with this module: OpenGL, Pillow, the renderer (21 ms)
        from deboule.render import drawables_from_poses
        table = drawables_from_poses(self.match.world.pieces, self.match.poses())
        items = [d for d in table if d.kind == "die"]
        thrown_dice = getattr(self.match, "thrown_dice", None)  # online: from the motions
        thrown = thrown_dice() if thrown_dice is not None else next(
            (set(e["throw"]) for e in reversed(self.match.entries) if "throw" in e), set())
        faces = self.match.dice_faces() if self.match.flight is None else {}
        ready = bool(thrown) and thrown <= set(faces)  # CDC-D1: a die out is thrown again
        cards = [card_of(d, face=faces[d.id]) for d in items if ready and d.id in faces]
        camera = self.camera()
        project = window_projector(camera, self.tray_viewport())
        tray = self.hud.regions()["tray"]
        self.big_face.draw(cards, [(tray, "top-left"), (tray, "top-right")],
                           avoid=[tuple(p) for p in project([d.position for d in items])])
        self.big_face.draw_loupe(items, card_of, project, camera,
                                 lambda close, box: self.app.renderer.render(
                                     self.app.ctx.screen, table, close, table="tray",
                                     viewport=box))

    def note_text(self) -> str | None:
        note = self.note or self.match.note
        if note is None:
            return None
        return note[1] if self.lang == "en" else note[0]

    def say(self, note: tuple[str, str]) -> None:
        """A note (French, English) about the state as it is now: gone once a move is made."""
        self.note = note
        self._note_at = len(self.match.entries)

    # ------------------------------------------------------------------ pause menu
    def pause_items(self):
        """C6: a bot of each level may be asked to join; it sits down between two rounds.
        A question turned off in play ("do not ask me again") may be turned back on. With the
        Graines, first the words of those who got up from the table (graines_pause.py)."""
        items = self.graines.items(self.lang) + [(f"ask:{prompt}", lambda prompt=prompt: tr(
            "cdc.ask_again", self.lang, question=tr(f"cdc.question.{prompt}", self.lang)))
            for prompt in sorted(set().union(*self.match.declined.values()))]
        if not self.match.joins.can_ask():
            return items
        return items + [(f"join:{level}", lambda level=level: tr(
            "cdc.join", self.lang, level=tr(f"level.{level}", self.lang)))
            for level in JOIN_LEVELS]

    def pause_command(self, ident: str) -> None:
        if ident.startswith(GRAINES):
            if self.graines.say(ident):  # another local player up has yet to say the words
                self.step_away()
            return
        if ident.startswith("ask:"):
            for declined in self.match.declined.values():
                declined.discard(ident.removeprefix("ask:"))
            return
        level = ident.removeprefix("join:")
        try:
            self.match.joins.ask(level)
        except MatchError as exc:
            self.say((exc.text("fr"), exc.text("en")))
            return
        self.say((tr("cdc.join_waiting", "fr", level=tr(f"level.{level}", "fr")),
                  tr("cdc.join_waiting", "en", level=tr(f"level.{level}", "en"))))

    # ------------------------------------------------------------------ input
    def on_key(self, symbol: int, modifiers: int) -> None:
        # pyglet.window needs a display: imported once the window is open
        from pyglet.window import key

        name = key_name(symbol)
        if name == "escape":
            self.step_away()
            return
        if symbol in (key.PAGEUP, key.PAGEDOWN):
            step = LOG_PAGE
            back = self.log_back + (step if symbol == key.PAGEUP else -step)
            self.log_back = min(max(0, back), len(self.match.state.events))
            return
        if self.match.over:
            if name == "enter":
                self.app.pop()
            return
        for player, (code, _) in self.keys.items():
            if symbol == code:
                self.attempt(lambda p=player: self.match.press(p, self.clock()))
                return
        if symbol == key.C:
            self.camera_mode = "top" if self.camera_mode == "angled" else "angled"
            return
        if name == "space":
            if self.match.human_to_throw() is not None:
                self.throw_key()
            return
        menu = self.match.decision_menu(self.lang)
        if menu is None and self.match.human_to_throw() is not None:
            if name == "enter":
                self.throw_key()
            elif name is not None:
                self.aim_key(name, bool(modifiers & key.MOD_SHIFT))
            return
        if menu is not None and name in ("up", "down", "left", "right", "tab", "enter"):
            # the menu wraps round (DecisionMenu.press: ↑ on the first line goes to the last)
            big = bool(modifiers & key.MOD_SHIFT)
            action = menu.press(name, big=big)
            if action is not None:
                self.attempt(lambda: self.match.human_action(action, menu.declined))

    def step_away(self) -> None:
        """The pause menu: the clock stops; with the Graines, the local players get up."""
        from deboule.screens.menus import PauseScreen

        if isinstance(self.clock, PausableClock):
            self.clock.pause()
        self.graines.rise()
        self.app.push(PauseScreen(self.app, self))

    def attempt(self, do) -> bool:
        """Run an input; a refusal shows its reason and changes nothing."""
        try:
            do()
        except MatchError as exc:
            self.say((refusal_text(exc, "fr"), refusal_text(exc, "en")))
            return False
        self.note = None
        return True

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        menu = self.match.decision_menu(self.lang)
        if menu is not None:
            px, py = self._pixels(x, y)
            for i, row in self.hud.menu_rows()[0]:
                if row.contains(px, py):
                    if i == menu.focus:
                        chosen = menu.press("enter")
                        self.attempt(lambda a=chosen: self.match.human_action(a, menu.declined))
                    else:
                        menu.select(i)
                    return
        if self.match.human_to_throw() is not None and self._in_tray(x, y):
            self.flick = [self._sample(x, y)]

    def on_mouse_drag(self, x, y, dx, dy, buttons, modifiers) -> None:
        if self.flick is not None:
            self.flick.append(self._sample(x, y))

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        if self.flick is None:
            return
        samples, self.flick = [*self.flick, self._sample(x, y)], None
        self.throw_flick(samples)

    def throw_flick(self, samples) -> bool:
        """Pointer samples (t, x, y from the tray view's top left) -> the human's throw."""
        from deboule.shell.flick import FlickError, flick_to_throw, tray_zone

        _, _, w, h = self.tray_viewport()
        try:
            throw = flick_to_throw(samples, self.camera(), (w, h), zone=tray_zone())
        except FlickError as exc:
            self.say((exc.message("fr"), exc.message("en")))
            return False
        return self.attempt(lambda: self.match.human_throw(throw))

    def on_mouse_scroll(self, x, y, scroll_x, scroll_y) -> None:
        menu = self.match.decision_menu(self.lang)
        if menu is not None and scroll_y:
            menu.press("right" if scroll_y > 0 else "left")

    def _pixels(self, x: float, y: float) -> tuple[float, float]:
        """Window coordinates -> framebuffer pixels (HiDPI), still from the bottom left."""
        fb_w, fb_h = self.app.size
        win_w, win_h = self.app.window.width, self.app.window.height
        return x * fb_w / max(1, win_w), y * fb_h / max(1, win_h)

    def _in_tray(self, x: float, y: float) -> bool:
        px, py = self._pixels(x, y)
        vx, vy, w, h = self.tray_viewport()
        return vx <= px < vx + w and vy <= py < vy + h

    def _sample(self, x: float, y: float) -> tuple[float, float, float]:
        px, py = self._pixels(x, y)
        vx, vy, _, h = self.tray_viewport()
        return (self.clock(), px - vx, (vy + h) - py)



SCREEN = CdcScreen
