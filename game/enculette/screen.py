"""L'Enculette in the window: the Tasse on the piste, hot-seat secrecy, announcements, gorgées.

The physics Tasse (cup upside down on its saucer, two dice under it) stands in the middle of the
Cul de Chouette piste (`table="tray"`). The renderer draws the dice and, as two "tower"
cylinders, the cup and saucer (so that they cast shadows and hide the dice); a small porcelain
program of this module then paints the cup and saucer over them, with a handle and blue bands.

Secrecy (hot seat): the dice under the cup are never shown unless the human whose turn it is has
confirmed they are at the screen (when several humans play) and presses P to look, and the rules'
`observation(seat)` lets that seat see them. A doubt lifts the cup for everyone. See
docs/enculette-screen.md.
"""

from __future__ import annotations

import math

import numpy as np

from game.enculette.match import EnculetteMatch, MatchError, TasseView
from game.screens.base import GOLD, GREY, RED, WHITE, Screen, key_name
from rules.enculette import read_roll
from rules.enculette.text import player_name, value_text
from spatial import quat_to_mat

PEEK_LIFT = 0.07  # metres the cup is drawn raised while its server peeks ("discrètement")
ROW = 27  # menu row height (px)
LOG_LINES = 5
LEFT = 540  # width of the players' panel (px)
PORCELAIN = (0.95, 0.94, 0.90)
BAND = (0.14, 0.27, 0.60)

TEXT = {
    "fr": {
        "title": "L'Enculette",
        "variant.classique": "classique",
        "variant.aveugle": "relance aveugle",
        "broc": "Broc : {left} gorgée{s} restante{s}",
        "gorgees": "{n} gorgée{s}",
        "you": "humain",
        "bot": "bot {level}",
        "server": "serveur",
        "receiver": "receveur",
        "announce_now": "Annonce : {value} de {server} à {receiver}",
        "floor": "À battre : {value}",
        "from_zero": "Nouvelle série : toute annonce",
        "handover": "Au tour de {name}",
        "handover_hint": "Passez l'écran à {name}, puis Entrée.",
        "shake": "{name} : secouez la Tasse (Espace)",
        "shake_hint": "T : retourner la Tasse (curiosité)",
        "announce": "{name} : votre annonce (↑/↓ puis Entrée)",
        "blind": "{name} : annonce aveugle — vous n'avez pas vu les dés",
        "respond": "{name} : {server} vous annonce {value}",
        "peek_hint": "P : regarder sous la Tasse",
        "peek": "Sous la Tasse : {a} et {b} → {value}",
        "lifted": "Tasse soulevée : {value}",
        "thinking": "{name} réfléchit…",
        "shaking": "{name} secoue la Tasse…",
        "lifting": "On soulève la Tasse…",
        "covering": "On repose la Tasse…",
        "turning": "La Tasse se retourne…",
        "over": "Partie terminée — {names} gagne{nt} !",
        "over_hint": "Entrée : retour au menu",
        "keys": "Espace : secouer · P : regarder · ↑/↓ Entrée : choisir · T : retourner · "
                "clic droit : tourner la vue · Échap : pause",
        "more": "… {n} de plus",
    },
    "en": {
        "title": "L'Enculette",
        "variant.classique": "classic",
        "variant.aveugle": "blind reshake",
        "broc": "Broc: {left} gorgée{s} left",
        "gorgees": "{n} gorgée{s}",
        "you": "human",
        "bot": "{level} bot",
        "server": "server",
        "receiver": "receiver",
        "announce_now": "Announced: {value} by {server} to {receiver}",
        "floor": "To beat: {value}",
        "from_zero": "New series: any announcement",
        "handover": "{name}'s turn",
        "handover_hint": "Hand the screen to {name}, then press Enter.",
        "shake": "{name}: shake the cup (Space)",
        "shake_hint": "T: turn the cup over (a curiosity)",
        "announce": "{name}: your announcement (↑/↓ then Enter)",
        "blind": "{name}: blind announcement — you have not seen the dice",
        "respond": "{name}: {server} announces {value} to you",
        "peek_hint": "P: look under the cup",
        "peek": "Under the cup: {a} and {b} → {value}",
        "lifted": "Cup lifted: {value}",
        "thinking": "{name} is thinking…",
        "shaking": "{name} shakes the cup…",
        "lifting": "Lifting the cup…",
        "covering": "Putting the cup down…",
        "turning": "The cup turns over…",
        "over": "Game over — {names} win{nt}!",
        "over_hint": "Enter: back to the menu",
        "keys": "Space: shake · P: look · ↑/↓ Enter: choose · T: turn over · "
                "right drag: turn the view · Esc: pause",
        "more": "… {n} more",
    },
}


def _t(key: str, lang: str, **values) -> str:
    text = TEXT["en" if lang == "en" else "fr"][key]
    return text.format(**values) if values else text


def _plural(n: int, lang: str) -> str:
    return "" if n == 1 or (lang == "fr" and n == 0) else "s"


# ---------------------------------------------------------------------- porcelain cup and saucer
_VERTEX = """
#version 330 core
uniform mat4 u_mvp;
uniform mat4 u_model;
uniform mat3 u_normal;
in vec3 in_position;
in vec3 in_normal;
out vec3 v_world;
out vec3 v_normal;
out vec3 v_local;
void main() {
    v_world = (u_model * vec4(in_position, 1.0)).xyz;
    v_normal = u_normal * in_normal;
    v_local = in_position;
    gl_Position = u_mvp * vec4(in_position, 1.0);
}
"""
_FRAGMENT = """
#version 330 core
uniform vec3 u_light_dir;
uniform vec3 u_eye;
uniform vec3 u_base;
uniform vec3 u_band;
uniform vec2 u_band_z;  // local height range of a band round the side (unit cylinder)
uniform vec2 u_band_r;  // local radius range of a ring on the flat faces
in vec3 v_world;
in vec3 v_normal;
in vec3 v_local;
out vec4 f_colour;
void main() {
    vec3 n = normalize(v_normal);
    if (!gl_FrontFacing) n = -n;
    float r = length(v_local.xy);
    bool side_band = r > 0.97 && v_local.z > u_band_z.x && v_local.z < u_band_z.y;
    bool ring = abs(v_local.z) > 0.49 && r > u_band_r.x && r < u_band_r.y;
    vec3 albedo = (side_band || ring) ? u_band : u_base;
    float lit = max(dot(n, u_light_dir), 0.0);
    vec3 view_dir = normalize(u_eye - v_world);
    vec3 half_dir = normalize(u_light_dir + view_dir);
    float spec = lit > 0.0 ? pow(max(dot(n, half_dir), 0.0), 90.0) * 0.55 : 0.0;
    vec3 ambient = mix(vec3(0.12, 0.10, 0.09), vec3(0.32, 0.33, 0.36), n.z * 0.5 + 0.5);
    vec3 colour = albedo * (ambient + vec3(1.05, 1.0, 0.92) * lit) + vec3(spec);
    f_colour = vec4(sqrt(clamp(colour, 0.0, 1.0)), 1.0);
}
"""


def _torus(major: float, minor: float, rings: int = 28, sides: int = 12) -> np.ndarray:
    """A torus in the y-z plane (the cup's handle), as 11-float vertices like game.render.meshes."""
    rows = []
    for i in range(rings):
        for j in range(sides):
            quad = []
            for di, dj in ((0, 0), (1, 0), (1, 1), (0, 1)):
                u = 2 * math.pi * (i + di) / rings
                v = 2 * math.pi * (j + dj) / sides
                centre = np.array([0.0, major * math.cos(u), major * math.sin(u)])
                normal = np.array([math.sin(v), math.cos(v) * math.cos(u),
                                   math.cos(v) * math.sin(u)])
                quad.append((*(centre + minor * normal), *normal))
            for k in (0, 1, 2, 0, 2, 3):
                rows.append([*quad[k], 0.0, 0.0, 1.0, 1.0, 1.0])
    return np.asarray(rows, dtype=np.float32)


def _pose_matrix(pose) -> np.ndarray:
    matrix = np.eye(4)
    matrix[:3, :3] = quat_to_mat(pose[1])
    matrix[:3, 3] = pose[0]
    return matrix


def _translate_scale(offset, scale) -> np.ndarray:
    matrix = np.diag([*scale, 1.0])
    matrix[:3, 3] = offset
    return matrix


def tasse_parts(view: TasseView, spec) -> list[tuple[str, np.ndarray]]:
    """(part, model matrix) of the saucer, the cup and its handle: unit cylinders / a torus."""
    cup_radius = spec.cup_inner_radius + spec.cup_wall
    cup_height = spec.cup_height + spec.cup_wall
    saucer = _pose_matrix(view.saucer) @ _translate_scale(
        (0.0, 0.0, -spec.saucer_thickness / 2),
        (spec.saucer_radius, spec.saucer_radius, spec.saucer_thickness))
    cup_pose = _pose_matrix(view.cup)
    cup = cup_pose @ _translate_scale((0.0, 0.0, cup_height / 2),
                                      (cup_radius, cup_radius, cup_height))
    handle = cup_pose @ _translate_scale((0.0, -cup_radius - 0.008, cup_height * 0.55),
                                         (1.0, 1.0, 1.0))
    return [("saucer", saucer), ("cup", cup), ("handle", handle)]


class PorcelainPainter:
    """Paints the cup and saucer in porcelain over the renderer's frame (depth-tested)."""

    def __init__(self, ctx) -> None:
        from game.render import meshes

        self.ctx = ctx
        self.prog = ctx.program(vertex_shader=_VERTEX, fragment_shader=_FRAGMENT)
        # the renderer's own tower cylinder (28 segments): the same surface, painted over
        cylinder = np.ascontiguousarray(meshes.cylinder(1.0, 1.0, segments=28), dtype=np.float32)
        torus = _torus(0.011, 0.0032)
        self.buffers = [ctx.buffer(cylinder.tobytes()), ctx.buffer(torus.tobytes())]
        layout = "3f 3f 20x"
        self.vaos = {
            "cylinder": ctx.vertex_array(self.prog, [(self.buffers[0], layout, "in_position",
                                                      "in_normal")]),
            "torus": ctx.vertex_array(self.prog, [(self.buffers[1], layout, "in_position",
                                                   "in_normal")]),
        }

    def paint(self, camera, size, views: list[TasseView], spec) -> None:
        import moderngl

        from game.render.renderer import LIGHT_DIR

        ctx, prog = self.ctx, self.prog
        view_proj = camera.view_projection(size)
        prog["u_light_dir"].value = tuple(float(v) for v in LIGHT_DIR)
        if "u_eye" in prog:
            prog["u_eye"].value = tuple(float(v) for v in camera.eye)
        base = tuple(c * c for c in PORCELAIN)
        band = tuple(c * c for c in BAND)
        ctx.enable_only(moderngl.DEPTH_TEST | moderngl.CULL_FACE)
        ctx.polygon_offset = (-1.0, -4.0)  # win the depth test over the renderer's towers
        for view in views:
            for part, model in tasse_parts(view, spec):
                normal = np.linalg.inv(model[:3, :3]).T
                prog["u_mvp"].write(np.ascontiguousarray((view_proj @ model).T,
                                                         dtype=np.float32).tobytes())
                prog["u_model"].write(np.ascontiguousarray(model.T, dtype=np.float32).tobytes())
                prog["u_normal"].write(np.ascontiguousarray(normal.T,
                                                            dtype=np.float32).tobytes())
                prog["u_base"].value = base
                prog["u_band"].value = band
                prog["u_band_z"].value = (-0.40, -0.31) if part == "cup" else (-9.0, -9.0)
                prog["u_band_r"].value = (0.78, 0.85) if part == "saucer" else (-1.0, -1.0)
                vao = self.vaos["torus" if part == "handle" else "cylinder"]
                vao.render(moderngl.TRIANGLES)
        ctx.polygon_offset = (0.0, 0.0)

    def release(self) -> None:
        for vao in self.vaos.values():
            vao.release()
        for buffer in self.buffers:
            buffer.release()
        self.prog.release()


# ---------------------------------------------------------------------- the screen
class EnculetteScreen(Screen):
    def __init__(self, app, match: EnculetteMatch) -> None:
        super().__init__(app)
        self.match = match
        self.humans = [i for i, seat in enumerate(match.seats) if seat == "human"]
        # hot seat: the human known to sit at the screen (alone: always them)
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.peeking = False
        self.focus = 0
        self.scroll = 0
        self.message = ""
        self.orbit = [200.0, 40.0, 0.58]  # yaw, pitch, distance
        self._painter: PorcelainPainter | None = None
        self._saved_revision = -1
        self._turn_key: tuple | None = None

    # ------------------------------------------------------------------ creation and saves
    @classmethod
    def new(cls, app, seats: list[str], seed: int = 0,
            variant: str = "classique") -> EnculetteScreen:
        return cls(app, EnculetteMatch(seats, seed=seed, variant=variant,
                                       lang=app.settings.lang))

    @classmethod
    def from_save(cls, app, data: dict) -> EnculetteScreen:
        return cls(app, EnculetteMatch.from_save(data, lang=app.settings.lang))

    def to_save(self) -> dict:
        return self.match.to_save()

    @staticmethod
    def check_save(data: dict) -> None:
        """Rebuild the saved game without a window (game.saves.Resumable): raises when it
        cannot be resumed."""
        from game.saves import SaveError

        if EnculetteMatch.from_save(data, animate=False).over:
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
            self.focus = self.scroll = 0
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
        from game.render import orbit_camera

        yaw, pitch, distance = self.orbit
        return orbit_camera((0.0, -0.01, 0.035), yaw_deg=yaw, pitch_deg=pitch, distance=distance)

    def views(self) -> list[TasseView]:
        view = self.match.view(0)
        if self.peek_faces() is not None and not self.match.busy():
            (x, y, z), quat = view.cup
            view = TasseView(((x, y, z + PEEK_LIFT), quat), view.saucer, view.dice, view.lifted)
        return [view]

    def drawables(self, views: list[TasseView]) -> list:
        from game.render import Drawable, drawables_from_poses

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
        import moderngl

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
        self.draw_hud()

    def name(self, seat: int) -> str:
        return player_name(seat, self.lang)

    def status(self) -> tuple[str, str]:
        """(headline, hint) of what happens now."""
        match, lang = self.match, self.lang
        if match.over:
            winners = match.state.winners()
            names = ", ".join(self.name(p) for p in winners)
            plural = ("nt" if lang == "fr" else "") if len(winners) > 1 else (
                "" if lang == "fr" else "s")
            return _t("over", lang, names=names, nt=plural), _t("over_hint", lang)
        if match.busy():
            kind = match.motions[0].kind
            key = {"shake": "shaking", "lift": "lifting", "cover": "covering",
                   "turn": "turning"}[kind]
            return _t(key, lang, name=self.name(match.state.cup().server)), ""
        seat = match.acting_seat()
        name = self.name(seat)
        if match.seats[seat] != "human":
            return _t("thinking", lang, name=name), ""
        if self.handover_pending():
            return _t("handover", lang, name=name), _t("handover_hint", lang, name=name)
        cup = match.state.cup()
        if match.state.is_chance_node():
            return _t("shake", lang, name=name), _t("shake_hint", lang)
        if cup.phase == "announce":
            if match.visible_faces(seat) is None:
                return _t("blind", lang, name=name), ""
            return _t("announce", lang, name=name), _t("peek_hint", lang)
        server = self.name(cup.server)
        hint = _t("peek_hint", lang) if match.visible_faces(seat) is not None else ""
        return _t("respond", lang, name=name, server=server,
                  value=value_text(cup.announced)), hint

    @property
    def ui(self) -> float:
        """HUD scale: 1 at 1280 x 720, smaller or larger with the window."""
        width, height = self.app.size
        return max(0.6, min(1.5, width / 1280, height / 720))

    def _draw(self, line: str, x: float, y: float, size: float, **style) -> None:
        self.app.text.draw(line, x, y, size=max(8, round(size * self.ui)), **style)

    def layout(self) -> dict[str, float]:
        """Where the HUD's blocks go (pyglet pixels, from the bottom left)."""
        width, height = self.app.size
        u = self.ui
        log_top = (40 + 22 * LOG_LINES) * u
        menu_top = height - 140 * u
        menu_bottom = log_top + 62 * u
        return {
            "left": min(LEFT * u, width * 0.45), "log_top": log_top, "box": log_top + 8 * u,
            "menu_top": menu_top, "menu_rows": max(3, int((menu_top - menu_bottom) // (ROW * u))),
            "menu_width": min(470 * u, width * 0.45),
        }

    def draw_hud(self) -> None:
        text, lang, match = self.app.text, self.lang, self.match
        state = match.state
        width, height = self.app.size
        u, box = self.ui, self.layout()
        left_width = box["left"]
        colon = " : " if lang == "fr" else ": "
        # players, gorgées and the broc (top left)
        rows = len(match.seats)
        text.panel(0, height - (96 + 26 * rows) * u, left_width, (96 + 26 * rows) * u)
        key = f"variant.{match.variant}"
        variant = _t(key, lang) if key in TEXT["fr"] else match.variant
        self._draw(f"{_t('title', lang)} — {variant}", 18 * u, height - 34 * u, 18, color=GOLD,
                   bold=True)
        left = state.broc_left
        self._draw(_t("broc", lang, left=left, s=_plural(left, lang)), 18 * u, height - 60 * u,
                   14, color=WHITE)
        cup = state.cup()
        acting = match.acting_seat()
        for seat, kind in enumerate(match.seats):
            who = _t("you", lang) if kind == "human" else _t("bot", lang, level=kind)
            role = ""
            if not match.over and seat == cup.server:
                role = " · " + _t("server", lang)
            elif not match.over and seat == cup.receiver:
                role = " · " + _t("receiver", lang)
            drunk = state.gorgees[seat]
            line = (f"{'▶ ' if seat == acting else '   '}{self.name(seat)} ({who}){colon}"
                    f"{_t('gorgees', lang, n=drunk, s=_plural(drunk, lang))}{role}")
            self._draw(line, 18 * u, height - (90 + 26 * seat) * u, 15,
                       color=GOLD if seat == acting else WHITE, bold=seat == acting)
        # what is on the table now
        y = height - (100 + 26 * rows) * u
        table_line = None
        if not match.over and cup.announced is not None:
            table_line = _t("announce_now", lang, value=value_text(cup.announced),
                            server=self.name(cup.server), receiver=self.name(cup.receiver))
        elif not match.over and cup.phase == "announce":
            table_line = (_t("floor", lang, value=value_text(cup.floor))
                          if cup.floor is not None else _t("from_zero", lang))
        if table_line:
            text.panel(0, y - 30 * u, left_width, 34 * u, alpha=110)
            self._draw(table_line, 18 * u, y - 20 * u, 14, color=GOLD)
        # headline and hint (top centre)
        headline, hint = self.status()
        centre = (left_width + 10 + width) / 2
        tall = (104 if self.message else 80) * u
        text.panel(left_width + 10, height - tall, width - left_width - 20, tall, alpha=120)
        self._draw(headline, centre, height - 36 * u, 19, color=WHITE, anchor_x="center",
                   bold=True)
        if hint:
            self._draw(hint, centre, height - 64 * u, 14, color=GREY, anchor_x="center")
        if self.message:
            self._draw(self.message, centre, height - 92 * u, 13, color=RED, anchor_x="center")
        # the dice: peeked by their server, or lifted for all
        faces = self.peek_faces()
        line, colour = None, WHITE
        if faces is not None:
            a, b = faces
            line, colour = _t("peek", lang, a=a, b=b, value=value_text(read_roll(a, b))), GOLD
        elif match.faces_shown is not None and match.view(0).lifted:
            line = _t("lifted", lang, value=match.last_reveal_text())
        if line:
            middle = (width - box["menu_width"] - 10) / 2 if self.menu() else width / 2
            text.panel(middle - 260 * u, box["box"], 520 * u, 46 * u)
            self._draw(line, middle, box["box"] + 14 * u, 22, color=colour, anchor_x="center",
                       bold=True)
        self.draw_menu(width, height)
        # the table talk (bottom)
        text.panel(0, 0, width, box["log_top"], alpha=120)
        for i, entry in enumerate(match.log[-LOG_LINES:][::-1]):
            self._draw(entry, 18 * u, (40 + i * 22) * u, 13, color=WHITE if i == 0 else GREY)
        self._draw(_t("keys", lang), width / 2, 12 * u, 12, color=GREY, anchor_x="center")

    def menu_rows(self) -> list[tuple[int, str, float]]:
        """(index, label, y) of the menu rows on screen (the scrolled window)."""
        entries = self.menu()
        box = self.layout()
        shown = entries[self.scroll:self.scroll + int(box["menu_rows"])]
        return [(self.scroll + i, label, box["menu_top"] - i * ROW * self.ui)
                for i, (label, _) in enumerate(shown)]

    def draw_menu(self, width: int, height: int) -> None:
        entries = self.menu()
        if not entries:
            return
        u, box = self.ui, self.layout()
        rows = self.menu_rows()
        x0 = width - box["menu_width"] - 10
        bottom = rows[-1][2] - 34 * u
        self.app.text.panel(x0, bottom, box["menu_width"], height - 122 * u - bottom)
        for index, label, y in rows:
            focused = index == self.focus
            self._draw(("▶ " if focused else "   ") + label, x0 + 14 * u, y, 15,
                       color=GOLD if focused else WHITE, bold=focused)
        hidden = len(entries) - self.scroll - len(rows)
        if hidden > 0:
            self._draw(_t("more", self.lang, n=hidden), x0 + 14 * u, bottom + 10 * u, 12,
                       color=GREY)

    # ------------------------------------------------------------------ input
    def on_key(self, symbol: int, modifiers: int) -> None:
        from pyglet.window import key

        name = key_name(symbol)
        if name == "escape":
            if self.match.over:
                self.leave()
                return
            from game.screens.menus import PauseScreen

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
        from pyglet.window import key

        entries = self.menu()
        if not entries:
            return
        page = int(self.layout()["menu_rows"])
        step = {"up": -1, "down": 1}.get(name or "", 0)
        if symbol == key.PAGEUP:
            step = -page
        elif symbol == key.PAGEDOWN:
            step = page
        if step:
            self.focus = max(0, min(len(entries) - 1, self.focus + step))
            if self.focus < self.scroll:
                self.scroll = self.focus
            elif self.focus >= self.scroll + page:
                self.scroll = self.focus - page + 1
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
            self.message = error.text(self.lang)

    def leave(self) -> None:
        from game.screens.menus import MainMenu

        self.app.pop()
        if not self.app.screens:
            self.app.push(MainMenu(self.app))

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        from pyglet.window import mouse

        if button != mouse.LEFT or self.match.human_turn() is None or self.handover_pending():
            return
        width, u = self.app.size[0], self.ui
        if x < width - self.layout()["menu_width"] - 10:
            return
        for index, _, row_y in self.menu_rows():
            if row_y - 8 * u <= y <= row_y + (ROW - 8) * u:
                self.focus = index
                self.choose(index)
                return

    def on_mouse_drag(self, x, y, dx, dy, buttons, modifiers) -> None:
        from pyglet.window import mouse

        if buttons & mouse.RIGHT:
            self.orbit[0] -= dx * 0.3
            self.orbit[1] = float(np.clip(self.orbit[1] + dy * 0.3, 8.0, 85.0))

    def on_mouse_scroll(self, x, y, scroll_x, scroll_y) -> None:
        self.orbit[2] = float(np.clip(self.orbit[2] - scroll_y * 0.04, 0.25, 1.2))



SCREEN = EnculetteScreen
