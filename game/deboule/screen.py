"""The Le Déboulé table in the window: throws by mouse flick or keyboard, effects, scores."""

from __future__ import annotations

import math

import numpy as np

from game.deboule.match import DebouleMatch, Seat, refusal
from game.flick import FlickError, deboule_zone, flick_to_throw, keyboard_throw
from game.i18n import tr
from game.screens.base import GOLD, GREY, RED, WHITE, SceneCache, Screen, key_name
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
from rules.deboule.messages import COLOUR_NAMES, DIRECTION_NAMES, side_name

CAMERAS = ("auto", "behind", "top", "orbit")
SIDE_COLOURS = {"red": (235, 90, 80, 255), "blue": (110, 150, 255, 255),
                "green": (90, 210, 120, 255), "yellow": (250, 215, 80, 255)}

TEXT = {
    "relance": ("Relancer ma déboule", "Throw my déboule again"),
    "chapeauter": ("Chapeauter {target}", "Cap {target}"),
    "basculer": ("Basculer {direction}", "Tip {direction}"),
    "force_relance": ("Forcer la relance de {target}", "Force {target} to be thrown again"),
    "dechole": ("Déchole : retirer {target}", "Déchole: remove {target}"),
    "renounce": ("Renoncer", "Renounce"),
    "keep_cochonde": ("Garder le cochondé", "Keep the cochondé"),
    "rethrow_cochonde": ("Relancer le cochondé", "Throw the cochondé again"),
    "choose_starter": ("{side} commence", "{side} starts"),
    "choose_lead_position": ("Jouer {position}", "Play {position}"),
    "put_back": ("Remettre {piece} sur la tour", "Put {piece} back on the tower"),
    "first": ("en premier", "first"),
    "last": ("en dernier", "last"),
    "piece": ("Déboule : {piece} (Tab pour changer)", "Déboule: {piece} (Tab to change)"),
    "round_won": ("Manche : {side} marque {points}", "Round: {side} scores {points}"),
    "void": ("Manche nulle", "Void round"),
    "tower_picked": ("Repères choisis : {reperes}", "Chosen repères: {reperes}"),
}


def _t(key: str, lang: str, **values) -> str:
    text = TEXT[key][1 if lang == "en" else 0]
    return text.format(**values) if values else text


def piece_name(piece: str, lang: str) -> str:
    if piece.startswith("tower-"):
        return ("tour " if lang == "fr" else "tower ") + piece.split("-")[1]
    if piece == "cochonde":
        return "cochondé"
    colour, number = piece.split("-")
    return f"{COLOUR_NAMES[lang].get(colour, colour)} {number}"


class DebouleScreen(Screen):
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
        self.towers_choice: list[int] = list(match.world.arena.table.default_towers)
        self._saved_inputs = -1
        self.scene_cache = SceneCache(app)
        self._drawn_poses: dict = {}
        self._drawn_overlays: object = None
        from game.render.table_view import DebouleView

        self.view = DebouleView()  # the camera director, the die in hand, the aim's reach

    # ------------------------------------------------------------------ creation and saves
    @classmethod
    def new(cls, app, seats: list[str], seed: int = 0, teams: bool = False) -> DebouleScreen:
        lang = app.settings.lang
        players = [
            Seat("human", name=tr("setup.seat", lang, n=i + 1)) if s == "human"
            else Seat("bot", level=s, name=f"Bot {s}")
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

        match = DebouleMatch.from_save(data, threaded=False)
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
            self.message = problem.text(self.lang)
        self._saved_inputs = len(self.match.inputs)

    def closing(self) -> None:
        try:
            self.match.settle_now()
        except ValueError as exc:
            self.message = refusal(exc, self.lang)
        self.autosave()
        self.match.close()
        self.scene_cache.release()

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> None:
        self.clock += dt
        try:
            self.match.update(dt)
        except ValueError as exc:  # a refused move must not close the window
            self.message = refusal(exc, self.lang)
        for impact in self.match.world.impacts():
            self.app.sound.impact(impact.a, impact.b, impact.speed)
        width, height = self.app.size
        self.view.update(dt, self.match.world.poses(), mode=self.camera_mode,
                         aiming=self.throw_request() is not None,
                         rolling=self.match.flight is not None, orbit=tuple(self.orbit),
                         lateral=self.aim["lateral"], aspect=width / max(height, 1))
        self.autosave()
        actions = self.choices()
        if self.focus >= len(actions):
            self.focus = 0

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

    def describe(self, action) -> str:
        lang, layout = self.lang, self.match.game.layout
        name = action.KIND
        if isinstance(action, Chapeauter | ForceRelance | Dechole):
            return _t(name, lang, target=piece_name(action.target, lang))
        if isinstance(action, Basculer):
            return _t(name, lang, direction=DIRECTION_NAMES[lang][action.direction])
        if isinstance(action, PutBack):
            return _t(name, lang, piece=piece_name(action.piece, lang))
        if name == "choose_starter":
            return _t(name, lang, side=side_name(layout, action.side, lang))
        if name == "choose_lead_position":
            return _t(name, lang, position=_t(action.position, lang))
        if name in TEXT:
            return _t(name, lang)
        return name

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
        if self.throw_request() is None:
            return None
        if self.samples:
            return self.drag_arrow()
        angle = math.radians(self.aim["angle"])
        # as long as such a throw rolls on an empty table (game.render.reach, from the physics)
        return self.view.aim(self.aim_start(), (math.cos(angle), math.sin(angle)),
                             self.aim["power"], self._thrown_kind())

    def aim_start(self) -> tuple[float, float, float]:
        zone = deboule_zone()
        y = (zone.y[0] + zone.y[1]) / 2 + self.aim["lateral"] * (zone.y[1] - zone.y[0]) / 2
        return (0.07, y, 0.001)

    def _thrown_kind(self) -> str:
        piece = self.current_piece()
        return "cochonde" if piece == "cochonde" else "deboule"

    def drag_arrow(self):
        """While dragging: where the flick would throw and how hard, updated as the mouse moves."""

        if len(self.samples) < 2:
            return None
        try:
            throw = flick_to_throw(self.samples, self.camera(), self.app.size)
        except FlickError:
            return None
        return self.view.flick_aim((throw.position[0], throw.position[1], 0.001),
                                   throw.velocity, self._thrown_kind())

    def draw_scene(self) -> None:
        from game.render import drawables_from_poses

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
            # saved frame would cost a copy and be of no use next frame)
            drawables = drawables_from_poses(self.match.world.pieces, poses)
            self.app.renderer.render(self.app.ctx.screen, [*drawables, *([hand] if hand else [])],
                                     camera, highlights=highlights, aim=aim, camera_moving=True,
                                     **extra)
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
        self.draw_hud()

    def draw_hud(self) -> None:
        text, lang = self.app.text, self.lang
        game, match = self.match.game, self.match
        width, height = self.app.size
        layout = game.layout
        score_height = 58 + 26 * len(game.scores)
        text.panel(0, height - score_height, 430, score_height)
        text.panel(0, 0, width, 160 if self.throw_request() is not None else 150, alpha=120)
        # scores, one line per side, in the side's colours
        y = height - 34
        for side, score in enumerate(game.scores):
            colour = SIDE_COLOURS.get(layout.colours[layout.members[side][0]][0], WHITE)
            left = sum(1 for p in layout.side_pieces(side) if p not in game.thrown)
            line = f"{side_name(layout, side, lang)} : {score} / {game.options.target}"
            if game.table is not None:
                line += f"   ({tr('hud.left', lang, n=left)})"
            text.draw(line, 20, y, size=16, color=colour, bold=True)
            y -= 26
        if game.stake is not None:
            text.draw(tr("hud.stake", lang, n=game.stake), 20, y - 6, size=14, color=GOLD)
        text.draw(f"[C] {tr('camera.' + self._camera_label(), lang)}", width - 20, height - 34,
                  size=13, color=GREY, anchor_x="right")
        # whose turn, and why
        status = self.status_line()
        if status:
            text.draw(status, width / 2, height - 40, size=20, color=WHITE, anchor_x="center",
                      bold=True)
        if self.message:
            text.draw(self.message, width / 2, height - 72, size=15, color=RED,
                      anchor_x="center")
        # the legal choices of a human decision
        actions = self.choices()
        if actions:
            text.panel(width - 460, height / 2 + 120 - len(actions) * 30 + 10, 450,
                       len(actions) * 30 + 30)
        for i, action in enumerate(actions):
            focused = i == self.focus
            text.draw(("▶ " if focused else "  ") + self.describe(action), width - 30,
                      height / 2 + 120 - i * 30, size=17, color=GOLD if focused else WHITE,
                      anchor_x="right", bold=focused)
        if isinstance(match.pending, ChooseTowersRequest) and match.human_to_act():
            chosen = ", ".join(str(i + 1) for i in sorted(self.towers_choice))
            text.draw(_t("tower_picked", lang, reperes=chosen), width / 2, 110, size=16,
                      color=GOLD, anchor_x="center")
        if self.throw_request() is not None:
            piece = self.current_piece()
            if piece and len(self.throwable()) > 1:
                text.draw(_t("piece", lang, piece=piece_name(piece, lang)), width / 2, 110,
                          size=16, color=GOLD, anchor_x="center")
            text.draw(tr("hud.flick", lang), width / 2, 80, size=14, anchor_x="center")
            text.draw(tr("hud.keys", lang), width / 2, 56, size=12, color=GREY,
                      anchor_x="center")
        # the last lines of the match log
        for i, line in enumerate(match.log[-6:][::-1]):
            text.draw(line, 20, 24 + i * 22, size=13, color=WHITE if i == 0 else GREY)
        if match.hold > 0.0 and game.round_results:
            self.draw_measurement(game.round_results[-1])
        if match.over:
            self.draw_game_over()

    def draw_measurement(self, result) -> None:
        """The end of a round: who was closest, by how much, and the points (D6, D11)."""
        text, lang = self.app.text, self.lang
        width, height = self.app.size
        layout = self.match.game.layout
        score = result.score
        lines = []
        if result.void or score is None:
            lines.append(_t("void", lang))
        else:
            if score.winner is not None:
                lines.append(_t("round_won", lang, side=side_name(layout, score.winner, lang),
                                points=score.points))
            for side, distance in enumerate(score.distances):
                shown = "—" if distance == float("inf") else f"{distance * 100:.1f} cm"
                if lang == "fr":
                    shown = shown.replace(".", ",")
                lines.append(f"{side_name(layout, side, lang)} : {shown}")
            if score.pieces:
                lines.append(", ".join(piece_name(p, lang) for p in score.pieces))
        top = height / 2 + 20 * len(lines)
        text.panel(width / 2 - 300, top - 40 * len(lines) - 10, 600, 40 * len(lines) + 40)
        for i, line in enumerate(lines):
            text.draw(line, width / 2, top - 40 * i, size=22 if i == 0 else 18,
                      color=GOLD if i == 0 else WHITE, anchor_x="center", bold=i == 0)

    def draw_game_over(self) -> None:
        width, height = self.app.size
        game = self.match.game
        winner = game.winner
        name = side_name(game.layout, winner, self.lang) if winner is not None else "?"
        self.app.text.draw(tr("game.over", self.lang), width / 2, height / 2 + 40, size=34,
                           color=GOLD, anchor_x="center", bold=True)
        self.app.text.draw(tr("game.winner", self.lang, name=name), width / 2, height / 2 - 10,
                           size=24, color=WHITE, anchor_x="center")

    def _camera_label(self) -> str:
        return self.camera_mode

    def status_line(self) -> str:
        match, lang = self.match, self.lang
        req = match.pending
        if match.over:
            return ""
        if match.flight is not None:
            return tr("hud.rolling", lang)
        name = self.player_name(req.player)
        if match.thinking() or (not match.human_to_act()
                                and match.seats[req.player].kind == "bot"):
            return tr("hud.bot_thinking", lang, name=name)
        if isinstance(req, ChooseTowersRequest):
            return tr("hud.towers", lang, name=name)
        if isinstance(req, ThrowRequest | RollOffRequest):
            why = f" {tr('hud.why', lang)}" if isinstance(req, ThrowRequest) and \
                req.purpose == "deboule" else ""
            return tr("hud.turn", lang, name=name) + why
        return tr("hud.choose", lang, name=name)

    def player_name(self, player: int) -> str:
        seat = self.match.seats[player]
        return seat.name or f"{player + 1}"

    # ------------------------------------------------------------------ input
    def on_key(self, symbol: int, modifiers: int) -> None:
        from pyglet.window import key

        name = key_name(symbol)
        if name == "escape":
            from game.screens.menus import MainMenu, PauseScreen

            if self.match.over:
                self.app.pop()
                if not self.app.screens:
                    self.app.push(MainMenu(self.app))
                return
            self.app.push(PauseScreen(self.app, self))
            return
        if symbol == key.C:
            self.camera_mode = CAMERAS[(CAMERAS.index(self.camera_mode) + 1) % len(CAMERAS)]
            return
        if self.match.over and name == "enter":
            self.app.pop()
            return
        if self.match.hold > 0.0 and name in ("enter", "space"):
            self.match.hold = 0.0
            return
        self.message = ""
        if isinstance(self.match.pending, ChooseTowersRequest) and self.match.human_to_act():
            self.tower_key(symbol, name)
        elif self.throw_request() is not None:
            self.aim_key(symbol, name)
        else:
            self.choice_key(name)

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

    def aim_key(self, symbol: int, name: str | None) -> None:
        from pyglet.window import key

        aim = self.aim
        if name == "left":
            aim["angle"] = min(60.0, aim["angle"] + 2.0)
        elif name == "right":
            aim["angle"] = max(-60.0, aim["angle"] - 2.0)
        elif name == "up":
            aim["power"] = min(1.0, aim["power"] + 0.05)
        elif name == "down":
            aim["power"] = max(0.0, aim["power"] - 0.05)
        elif symbol == key.A:
            aim["spin"] = min(1.0, aim["spin"] + 0.25)
        elif symbol == key.E:
            aim["spin"] = max(-1.0, aim["spin"] - 0.25)
        elif symbol == key.Q:
            aim["lateral"] = min(1.0, aim["lateral"] + 0.1)
        elif symbol == key.D:
            aim["lateral"] = max(-1.0, aim["lateral"] - 0.1)
        elif name == "tab":
            self.piece_index += 1
        elif name in ("space", "enter"):
            throw = keyboard_throw(aim["angle"], aim["power"], aim["spin"], aim["lateral"])
            self.throw(throw)

    def choice_key(self, name: str | None) -> None:
        actions = self.choices()
        if not actions:
            return
        if name == "up":
            self.focus = (self.focus - 1) % len(actions)
        elif name == "down":
            self.focus = (self.focus + 1) % len(actions)
        elif name in ("enter", "space"):
            self.act(actions[self.focus % len(actions)])

    def act(self, action) -> None:
        try:
            self.match.human_action(action)
            self.focus = 0
        except ValueError as exc:
            self.message = refusal(exc, self.lang)

    def throw(self, throw) -> None:
        piece = self.current_piece()
        try:
            self.match.human_throw(piece, throw)
            self.piece_index = 0
        except ValueError as exc:
            self.message = refusal(exc, self.lang)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        from pyglet.window import mouse

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
            self.message = exc.message(self.lang)
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
