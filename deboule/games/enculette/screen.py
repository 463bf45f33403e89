"""L'Enculette in the window: the Tasse on the piste, hot-seat secrecy, announcements, gorgées.

The physics Tasse (cup upside down on its saucer, two dice under it) stands in the middle of the
Cul de Chouette piste (`table="tray"`). The renderer draws the dice and, as two "tower"
cylinders, the cup and saucer (so that they cast shadows and hide the dice); the porcelain
painter (deboule/render/porcelain.py) then paints them over, with a handle and blue bands. The HUD
is deboule/games/enculette/hud.py.

Secrecy (hot seat): the dice under the cup are never shown unless the human whose turn it is has
confirmed they are at the screen (when several humans play) and presses P to look, and the rules'
`observation(seat)` lets that seat see them. A doubt lifts the cup for everyone. See
docs/enculette-screen.md.
"""

from __future__ import annotations

import moderngl
import numpy as np

from deboule.games.enculette import GAME
from deboule.games.enculette.hud import EnculetteHud
from deboule.games.enculette.match import EnculetteMatch, MatchError, TasseView
from deboule.render import Drawable, drawables_from_poses, orbit_camera
from deboule.render.porcelain import PorcelainPainter, tasse_parts
from deboule.rules.enculette.text import player_name, value_text
from deboule.screens.base import Screen, key_name, refusal_text
from deboule.screens.big_face import BigFace, card_of, window_projector
from deboule.screens.keys import menu_step
from deboule.screens.layout import Rect
from deboule.text.i18n import tr, tr_count

PEEK_LIFT = 0.07  # metres the cup is drawn raised while its server peeks ("discrètement")


class EnculetteScreen(Screen):
    def game_key(self) -> str:
        return "enculette"

    def __init__(self, app, match: EnculetteMatch) -> None:
        super().__init__(app)
        self.match = match
        self.humans = [i for i, seat in enumerate(match.seats) if seat == "human"]
        # hot seat: the human known to sit at the screen (alone: always them)
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.peeking = False
        self.focus = 0
        self.message = ""
        self.orbit = [200.0, 40.0, 0.58]  # yaw, pitch, distance
        self._painter: PorcelainPainter | None = None
        self._saved_revision = -1
        self._turn_key: tuple | None = None
        self.big_face = BigFace(app)  # the dice in large print when they may be seen, the loupe
        self.hud = EnculetteHud(self)

    # ------------------------------------------------------------------ creation and saves
    @classmethod
    def new(cls, app, seats: list[str], seed: int = 0,
            options: dict | None = None) -> EnculetteScreen:
        """A new game, its match built by the game's one constructor: `options` the game's
        options mapping (docs/options.md: the rules' `Options`)."""
        return cls(app, GAME.new_match(options or {}, seats, seed=seed, headless=False,
                                       lang=app.settings.lang))

    @classmethod
    def from_save(cls, app, data: dict) -> EnculetteScreen:
        return cls(app, EnculetteMatch.from_save(data, lang=app.settings.lang))

    def to_save(self) -> dict:
        return self.match.to_save()

    @staticmethod
    def check_save(data: dict) -> None:
        """Rebuild the saved game without a window (deboule.files.saves.Resumable): raises when it
        cannot be resumed."""
        # loaded on first use, not with this module: the saves (12 ms)
        from deboule.files.saves import SaveError

        if EnculetteMatch.from_save(data, headless=True).over:
            raise SaveError("save.finished")

    def autosave(self) -> None:
        """Save after every settled shake and every decision (and on leaving). A full or
        read-only disk never stops the game: "Sauvegarde impossible" is shown, the previous
        save stays whole (as in the other games)."""
        if self.match.busy() or self.match.revision == self._saved_revision:
            return
        if self.match.over:
            problem = self.finish_game("enculette", self.match)
        else:
            problem = self.store_game("enculette", self.to_save())
        if problem is not None:
            self.message = problem.text(self.lang)
        self._saved_revision = self.match.revision

    def closing(self) -> None:
        if not self.match.busy():
            self.autosave()
        elif not self.match.over:
            problem = self.store_game("enculette", self.to_save())  # the inputs so far replay
            if problem is not None:
                self.message = problem.text(self.lang)
        if self._painter is not None:
            self._painter.release()
            self._painter = None

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> None:
        self.match.lang = self.lang
        self.match.update(dt)
        for a, b, speed in self.match.take_sounds():
            self.app.sound.impact(a, b, speed)
        turn = (self.match.human_turn(), self.match.revision)
        if turn != self._turn_key:  # a new decision: the cup is closed again, the menu reset
            self._turn_key = turn
            self.peeking = False
            # the focus starts on the first choice that is no faute (not on a trap)
            faute = tr("enc.faute", self.lang)
            self.focus = next((i for i, (label, _) in enumerate(self.menu())
                               if not label.endswith(faute)), 0)
        self.autosave()

    # ------------------------------------------------------------------ secrecy
    def handover_pending(self) -> bool:
        """EC-H1: with several humans, the one to act first says they sit at the screen."""
        seat = self.match.human_turn()
        return seat is not None and seat != self.viewer

    def peek_faces(self) -> tuple[int, int] | None:
        """EC-P1: the dice shown to the player at the screen, only while they peek on their
        turn, and only if the rules' observation of that seat holds them."""
        seat = self.match.human_turn()
        if not self.peeking or seat is None or self.handover_pending():
            return None
        return self.match.visible_faces(seat)

    def menu(self) -> list[tuple[str, object]]:
        if self.handover_pending():
            return []
        return self.match.menu()

    # ------------------------------------------------------------------ drawing
    def camera(self):
        yaw, pitch, distance = self.orbit
        return orbit_camera((0.0, -0.01, 0.035), yaw_deg=yaw, pitch_deg=pitch, distance=distance)

    def views(self) -> list[TasseView]:
        view = self.match.view(0)
        if self.peek_faces() is not None and not self.match.busy():
            (x, y, z), quat = view.cup
            view = TasseView(((x, y, z + PEEK_LIFT), quat), view.saucer, view.dice, view.lifted)
        return [view]

    def drawables(self, views: list[TasseView]) -> list:
        world, spec = self.match.tasses.worlds[0], self.match.spec
        items = []
        for view in views:
            items += drawables_from_poses(world.pieces, view.dice)
            for part, model in tasse_parts(view, spec):
                if part == "handle":
                    continue
                centre = model[:3, 3]
                radius = float(np.linalg.norm(model[:3, 0]))
                height = float(np.linalg.norm(model[:3, 2]))
                quat = view.cup[1] if part == "cup" else view.saucer[1]
                items.append(Drawable("tower", radius, (0.9, 0.9, 0.9), tuple(centre), quat,
                                      height=height, id=part))
        return items

    def draw_scene(self) -> None:
        views = self.views()
        camera = self.camera()
        screen = self.app.ctx.screen
        self.app.renderer.render(screen, self.drawables(views), camera, table="tray")
        if self._painter is None:
            self._painter = PorcelainPainter(self.app.ctx)
        self._painter.paint(camera, self.app.size, views, self.match.spec)
        # text and panels go over the 3D frame (here or in the pause menu): no depth test, or
        # a panel would hide the text drawn on it
        self.app.ctx.disable(moderngl.DEPTH_TEST | moderngl.CULL_FACE)

    def draw(self) -> None:
        self.draw_scene()
        self.hud.draw()
        self.draw_big_face()

    def draw_big_face(self) -> None:
        """The dice in large print, and the Z loupe (deboule.screens.big_face), only when the
        HUD's dice line shows them: peeked by the player at the screen on their turn (EC-P1,
        `peek_faces`) or lifted for everyone. Dice under the closed Tasse are never handed in."""
        views = self.views()
        faces = self.peek_faces()
        if faces is None and self.match.faces_shown is not None and self.match.view(0).lifted:
            faces = self.match.faces_shown
        table = self.drawables(views) if faces else []
        dice = [d for d in table if d.kind == "die"]
        boxes = self.hud.regions()
        left, log, menu = boxes["table"], boxes["log"], boxes["menu"]
        # the players' column under the table's line; in a lesson (its panel is there) the
        # middle, below the Tasse first (it stands in the middle of the window)
        column = Rect(left.x, log.top, left.w, left.y - log.top)
        middle = Rect(left.right, log.top, menu.x - left.right, boxes["dice"].y - log.top)
        camera = self.camera()
        project = window_projector(camera, (0, 0, *self.app.size))
        self.big_face.draw([card_of(d, face=f) for d, f in zip(dice, faces or (), strict=False)],
                           [(column, "top-left"), (middle, "bottom-left"), (middle, "top-left")],
                           avoid=[tuple(p) for p in project([d.position for d in dice])],
                           blocked=[boxes[name] for name in ("players", "table", "menu")])
        self.big_face.draw_loupe(dice, card_of, project, camera,
                                 lambda close, box: self.app.renderer.render(
                                     self.app.ctx.screen, table, close, table="tray",
                                     viewport=box))

    def name(self, seat: int) -> str:
        return player_name(seat, self.lang)

    def status(self) -> tuple[str, str]:
        """(headline, hint) of what happens now."""
        match, lang = self.match, self.lang

        def t(key: str, **values) -> str:
            return tr(f"enc.{key}", lang, **values)

        if match.over:
            winners = match.state.winners()
            names = ", ".join(self.name(p) for p in winners)
            return tr_count("enc.over", len(winners), lang, names=names), t("over_hint")
        if match.busy():
            kind = match.motions[0].kind
            key = {"shake": "shaking", "lift": "lifting", "cover": "covering",
                   "turn": "turning"}[kind]
            return t(key, name=self.name(match.state.cup().server)), ""
        seat = match.acting_seat()
        name = self.name(seat)
        if match.seats[seat] != "human":
            return t("thinking", name=name), ""
        if self.handover_pending():
            return t("handover", name=name), t("handover_hint", name=name)
        cup = match.state.cup()
        if match.state.is_chance_node():
            return t("shake", name=name), t("shake_hint")
        if cup.phase == "announce":
            if match.visible_faces(seat) is None:
                return t("blind", name=name), ""
            return t("announce", name=name), t("peek_hint")
        server = self.name(cup.server)
        hint = t("peek_hint") if match.visible_faces(seat) is not None else ""
        return t("respond", name=name, server=server, value=value_text(cup.announced, lang)), hint

    def draw_hud(self) -> None:
        self.hud.draw()

    # ------------------------------------------------------------------ input
    def on_key(self, symbol: int, modifiers: int) -> None:
        # pyglet.window needs a display: imported once the window is open
        from pyglet.window import key

        name = key_name(symbol)
        if name == "escape":
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
        self.message = ""
        if self.handover_pending():
            if name in ("enter", "space"):
                self.viewer = self.match.human_turn()
            return
        if self.match.human_turn() is None:
            return
        if symbol == key.P:
            self.peeking = not self.peeking and self.match.visible_faces(
                self.match.human_turn()) is not None
        elif self.match.must_shake():
            if name in ("space", "enter"):
                self.attempt(self.match.human_shake)
            elif symbol == key.T:
                self.attempt(self.match.human_turn_over)
        else:
            self.menu_key(name, symbol)

    def menu_key(self, name: str | None, symbol: int) -> None:
        """↑/↓ move round the menu (from the last line to the first, as in every menu), Page
        up/down by a screenful, Enter or Space chooses."""
        # pyglet.window needs a display: imported once the window is open
        from pyglet.window import key

        entries = self.menu()
        if not entries:
            return
        page = max(1, len(self.hud.menu_rows()) - 1)
        if name in ("up", "down"):
            self.focus = menu_step(name, self.focus, len(entries))
        elif symbol == key.PAGEUP:
            self.focus = max(0, self.focus - page)
        elif symbol == key.PAGEDOWN:
            self.focus = min(len(entries) - 1, self.focus + page)
        elif name in ("enter", "space"):
            self.choose(self.focus)

    def choose(self, index: int) -> None:
        entries = self.menu()
        if not 0 <= index < len(entries):
            return
        action = entries[index][1]
        self.attempt(lambda: self.match.human_action(action))

    def attempt(self, move) -> None:
        try:
            move()
        except MatchError as error:
            self.message = refusal_text(error, self.lang)

    def leave(self) -> None:
        # loaded on first use, not with this module: the screens, the shell
        from deboule.screens.menus import MainMenu

        self.app.pop()
        if not self.app.screens:
            self.app.push(MainMenu(self.app))

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        # pyglet.window needs a display: imported once the window is open
        from pyglet.window import mouse

        if button != mouse.LEFT or self.match.human_turn() is None or self.handover_pending():
            return
        fb_w, fb_h = self.app.size
        px = x * fb_w / max(1, self.app.window.width)
        py = y * fb_h / max(1, self.app.window.height)
        for index, rect in self.hud.menu_rows():
            if rect.contains(px, py):
                self.focus = index
                self.choose(index)
                return

    def on_mouse_drag(self, x, y, dx, dy, buttons, modifiers) -> None:
        # pyglet.window needs a display: imported once the window is open
        from pyglet.window import mouse

        if buttons & mouse.RIGHT:
            self.orbit[0] -= dx * 0.3
            self.orbit[1] = float(np.clip(self.orbit[1] + dy * 0.3, 8.0, 85.0))

    def on_mouse_scroll(self, x, y, scroll_x, scroll_y) -> None:
        self.orbit[2] = float(np.clip(self.orbit[2] - scroll_y * 0.04, 0.25, 1.2))



SCREEN = EnculetteScreen
