"""The Cul de Chouette table in the window: the dice tray, the score sheet, prompts and menus.

Left: the tray drawn from the physics (interpolated between 1 ms steps) and, under it, what
happens now: whose throw, the race with its 3 s timer and the local players' shout keys, or the
decision menu of the human who must answer. Right: the score sheet (scores, Banque, whose
turn, the last combination) and the latest events. See docs/cdc-screen.md.
"""

from __future__ import annotations

import time

from game.cul_de_chouette.match import CdcMatch, MatchError
from game.cul_de_chouette.prompts import prompt_text, purpose_text, shout_text
from game.screens.base import GOLD, GREY, RED, WHITE, Screen, key_name

BACKGROUND = (0.07, 0.08, 0.09)
GREEN = (140, 230, 140, 255)
LOG_LINES = 11
STRIP = 0.36  # share of the window height under the tray (prompts, menu)
PANEL = 0.33  # share of the window width for the score sheet
LINE = 24  # menu line height (px)
MENU_ROWS = 5  # menu lines shown at once (the others scroll into view)

TEXT = {
    "fr": {
        "title": "Cul de Chouette",
        "turn": "Tour {turn} — manche {round}",
        "sheet": "Joueur",
        "score": "Score",
        "bank": "Banque",
        "bank_total": "Banque : {total} pts — dépôt par {unit}",
        "last": "Dernier lancer : {text}",
        "log": "Journal",
        "log_back": " (−{n} lignes ; Page suiv. pour revenir)",
        "flags": "G Grelottine · C Civet · B Boucliette",
        "throw": "{name} : lancez {purpose}",
        "how": "Espace : lancer au hasard · flèches : viser, puis Espace",
        "how2": "ou glissez la souris dans la piste vers la droite et relâchez",
        "aimed": "Visée {angle:+.0f}°, force {power} %, main {lateral:+.0f} % — Espace : lancer",
        "aimed2": "↑/↓ direction · ←/→ force · Maj+↑/↓ main · Retour arr. : au hasard",
        "timed_out": "passe dans {left:.0f} s",
        "throw_owner": "{name} : lancez les chouettes (Espace ou geste) ou choisissez",
        "rolling": "Ça roule…",
        "bot_throw": "{name} lance {purpose}…",
        "bot_think": "{name} réfléchit…",
        "then": "puis : {names}",
        "race": "Course « {shout} » : {left:.1f} s",
        "race_key": "[{key}] {name} : « {shout} »",
        "race_done": "[{key}] {name} : appuyé ({t} ms)",
        "race_out": "[{key}] {name} : pas dans cette course (Bévue)",
        "race_other": "{name} : {t}",
        "idle_keys": "Cris : {keys} (sans course ouverte : Bévue)",
        "keys": "Espace : lancer · ↑/↓ Entrée : choisir · ←/→ : montant · Tab · "
                "C : caméra · Pages : journal · Échap : pause",
        "over": "Partie terminée — {names} gagne !",
        "over_enter": "Entrée : retour au menu",
        "winner_score": "{name} : {score} pts",
    },
    "en": {
        "title": "Cul de Chouette",
        "turn": "Turn {turn} — round {round}",
        "sheet": "Player",
        "score": "Score",
        "bank": "Bank",
        "bank_total": "Bank: {total} pts — deposits by {unit}",
        "last": "Last throw: {text}",
        "log": "Log",
        "log_back": " (−{n} lines; Page Down to come back)",
        "flags": "G Grelottine · C Civet · B Boucliette",
        "throw": "{name}: throw {purpose}",
        "how": "Space: throw at random · arrows: aim, then Space",
        "how2": "or drag the mouse in the tray towards the right and release",
        "aimed": "Aim {angle:+.0f}°, power {power} %, hand {lateral:+.0f} % — Space: throw",
        "aimed2": "↑/↓ direction · ←/→ power · Shift+↑/↓ hand · Backspace: at random",
        "timed_out": "passes in {left:.0f} s",
        "throw_owner": "{name}: throw the chouettes (Space or a flick) or choose",
        "rolling": "Rolling…",
        "bot_throw": "{name} throws {purpose}…",
        "bot_think": "{name} is thinking…",
        "then": "then: {names}",
        "race": "Race \"{shout}\": {left:.1f} s",
        "race_key": "[{key}] {name}: \"{shout}\"",
        "race_done": "[{key}] {name}: pressed ({t} ms)",
        "race_out": "[{key}] {name}: not in this race (a Bévue)",
        "race_other": "{name}: {t}",
        "idle_keys": "Shouts: {keys} (with no race open: a Bévue)",
        "keys": "Space: throw · ↑/↓ Enter: choose · ←/→: amount · Tab · "
                "C: camera · Page Up/Down: log · Esc: pause",
        "over": "Game over — {names} win(s)!",
        "over_enter": "Enter: back to the menu",
        "winner_score": "{name}: {score} pts",
    },
}
THROWS = {  # what is thrown, with its article (the log's purposes have none)
    "fr": {"roll_off": "le dé de départ", "chouettes": "les chouettes", "cul": "le cul",
           "sirotage": "le dé du Sirotage", "relance": "la relance (trois dés)",
           "soufflette": "pour la Soufflette", "challenge_chouettes": "les chouettes du défi",
           "challenge_cul": "le cul du défi", "challenge_sirotage": "le Sirotage du défi",
           "chouette_velute_tie": "un dé (égalité Chouette Velute)",
           "six_rolloff": "un dé (qui fera un 6)", "suite_tie": "un dé (égalité à la Suite)",
           "pelican_tie": "un dé (égalité au Pélican)"},
    "en": {"roll_off": "the opening die", "chouettes": "the chouettes", "cul": "the cul",
           "sirotage": "the Sirotage die", "relance": "the relance (three dice)",
           "soufflette": "for the Soufflette", "challenge_chouettes": "the challenge chouettes",
           "challenge_cul": "the challenge cul", "challenge_sirotage": "the challenge Sirotage",
           "chouette_velute_tie": "a die (Chouette Velute tie)",
           "six_rolloff": "a die (who makes a 6)", "suite_tie": "a die (Suite tie)",
           "pelican_tie": "a die (Pélican tie)"},
}
LEVEL_NAMES = {
    "fr": {"novice": "novice", "regular": "moyen", "expert": "expert"},
    "en": {"novice": "novice", "regular": "regular", "expert": "expert"},
}


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
    from pyglet.window import key

    return [(key.A, "A"), (key.L, "L"), (key.V, "V"), (key.P, "P")]


def throw_text(purpose: str, lang: str) -> str:
    return THROWS[lang].get(purpose) or purpose_text(purpose, lang)


class CdcScreen(Screen):
    """One Cul de Chouette game in the window."""

    def __init__(self, app, match: CdcMatch, clock: PausableClock | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.clock = clock or PausableClock()
        match.clock = self.clock
        self.camera_mode = "angled"
        from game.render.camera import EasedCamera

        self.eased = EasedCamera()
        self.flick: list[tuple[float, float, float]] | None = None
        self.note: tuple[str, str] | None = None
        self.finished_saved = False
        self.keys = dict(zip(match.humans, race_keys(), strict=False))
        self._fitted: dict[tuple[str, int, int, bool], str] = {}
        self.log_back = 0  # log lines scrolled back (PageUp / PageDown)
        # CDCS-14 keyboard aim, per human (hot seat); `armed`: the throw whose aim was touched
        self.aims: dict[int, dict[str, float]] = {}
        self.armed: tuple[int, int] | None = None  # (entry count, player)
        match.on_change = self.autosave

    # ------------------------------------------------------------------ creation and saves
    @classmethod
    def new(cls, app, seats, seed: int = 0, preset: str = "kaamelott", variant=None,
            teams=None) -> CdcScreen:
        """A new game. `variant` (a `Variant` or its dict, e.g. from the options screen)
        replaces the preset; `teams` (Doublette) lists the seats of each team."""
        from rules.cul_de_chouette import Variant, VariantError

        rules = preset
        if variant is not None:
            try:
                rules = variant if isinstance(variant, Variant) else Variant.from_dict(variant)
            except (VariantError, TypeError) as exc:
                raise MatchError(f"règles invalides : {exc}", f"bad rules: {exc}") from exc
        clock = PausableClock()
        return cls(app, CdcMatch(seats, seed=seed, preset=rules, clock=clock, teams=teams),
                   clock)

    @classmethod
    def from_save(cls, app, data: dict) -> CdcScreen:
        """Rebuild the saved game by replaying its recorded throws and actions."""
        if not isinstance(data, dict) or "match" not in data:
            raise MatchError("sauvegarde de Cul de Chouette illisible",
                             "not a Cul de Chouette save")
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
        """Rebuild the saved game without a window (game.saves.Resumable): raises when it
        cannot be resumed."""
        from game.cul_de_chouette.match import ManualClock
        from game.saves import SaveError

        if not isinstance(data, dict) or "match" not in data:
            raise MatchError("sauvegarde de Cul de Chouette illisible",
                             "not a Cul de Chouette save")
        if CdcMatch.from_save(data["match"], clock=ManualClock(), pace=0.0).over:
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
            self.note = (problem.text("fr"), problem.text("en"))

    def closing(self) -> None:
        self.autosave()

    # ------------------------------------------------------------------ layout
    def panel_width(self) -> int:
        width = self.app.size[0]
        return max(int(width * PANEL), min(370, width // 2))

    def tray_viewport(self) -> tuple[int, int, int, int]:
        width, height = self.app.size
        panel = self.panel_width()
        strip = int(height * STRIP)
        return (0, strip, width - panel, height - strip)

    def camera(self):
        from game.render import orbit_camera, top_camera

        _, _, w, h = self.tray_viewport()
        if self.camera_mode == "top":
            fixed = top_camera(w / h, table="tray")
        else:
            # from the long side, the throwing end on the left: the tray fills the wide view
            fixed = orbit_camera(target=(0.0, 0.012, 0.0), yaw_deg=-90.0, pitch_deg=60.0,
                                 distance=0.47, fov_y_deg=38.0)
        return self.eased.view(fixed)  # a change of view glides (game.render.camera)

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> None:
        self.eased.update(dt)
        if isinstance(self.clock, PausableClock):
            self.clock.resume()  # back from the pause menu (updates stop while it is on top)
        try:
            self.match.update(dt)
        except MatchError as exc:  # never expected: a bot's answer refused
            self.note = (str(exc), exc.message("en"))
        for impact in self.match.world.impacts():
            self.app.sound.impact(impact.a, impact.b, impact.speed)

    # ------------------------------------------------------------------ drawing
    def draw_scene(self) -> None:
        import moderngl

        from game.render import drawables_from_poses

        ctx = self.app.ctx
        width, height = self.app.size
        ctx.screen.use()
        ctx.viewport = (0, 0, width, height)
        ctx.screen.clear(*BACKGROUND, 1.0)
        drawables = drawables_from_poses(self.match.world.pieces, self.match.poses())
        self.app.renderer.render(ctx.screen, drawables, self.camera(), table="tray",
                                 viewport=self.tray_viewport(),
                                 aim=self.flick_arrow() or self.aim_arrow())
        ctx.screen.viewport = (0, 0, width, height)
        ctx.viewport = (0, 0, width, height)
        ctx.disable(moderngl.DEPTH_TEST | moderngl.CULL_FACE)

    def flick_arrow(self):
        """While the pointer drags a flick: an arrow from the press point to the pointer."""
        from game.render import AimArrow

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
        import math

        from game.flick import tray_zone
        from game.render import AimArrow

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
        """Arrows aim the throw of the human who must throw (no menu open); True if used."""
        from game.cul_de_chouette.match import AIM_LIMIT_DEG

        thrower = self.match.human_to_throw()
        if thrower is None or name not in ("left", "right", "up", "down", "backspace"):
            return False
        if name == "backspace":
            self.armed = None
            return True
        aim = self.aim_of(thrower)  # kept from this player's last aimed throw
        # both cameras show the throw going right and +y up: ↑/↓ turn the arrow up/down the
        # screen, ←/→ shorten/lengthen it, Shift+↑/↓ move the hand up/down the tray's end
        if name in ("up", "down"):
            sign = 1.0 if name == "up" else -1.0
            if shift:
                aim["lateral"] = min(1.0, max(-1.0, round(aim["lateral"] + 0.1 * sign, 2)))
            else:
                aim["angle"] = min(AIM_LIMIT_DEG, max(-AIM_LIMIT_DEG, aim["angle"] + 3.0 * sign))
        else:
            step = 0.05 if name == "right" else -0.05
            aim["power"] = min(1.0, max(0.0, round(aim["power"] + step, 2)))
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
        self.draw_sheet()
        self.draw_strip()

    def fit(self, text: str, size: int, max_px: int, bold: bool = False) -> str:
        """`text` cut with "…" to fit `max_px` pixels at `size` (measured once, then cached)."""
        key = (text, size, max_px, bold)
        fitted = self._fitted.get(key)
        if fitted is None:
            import pyglet

            label = pyglet.text.Label(text, font_size=size, weight="bold" if bold else "normal")
            fitted = text
            while label.content_width > max_px and len(fitted) > 1:
                cut = max(1, int(len(fitted) * max_px / label.content_width) - 1)
                fitted = fitted[:cut].rstrip() + "…"
                label.text = fitted
            label.delete()
            if len(self._fitted) > 2000:
                self._fitted.clear()
            self._fitted[key] = fitted
        return fitted

    def strip_fit(self, text: str, size: int, bold: bool = False, indent: int = 0) -> str:
        """Fit a line of the prompt strip (under the tray) to its width."""
        return self.fit(text, size, self.tray_viewport()[2] - 48 - indent, bold)

    def t(self, text_id: str, **values) -> str:
        text = TEXT["en" if self.lang == "en" else "fr"][text_id]
        return text.format(**values) if values else text

    def draw_sheet(self) -> None:
        match, state, text = self.match, self.match.state, self.app.text
        width, height = self.app.size
        x0 = width - self.panel_width() + 16
        right = width - 16
        y = height - 40
        text.draw(self.t("title"), x0, y, size=22, color=GOLD, bold=True)
        y -= 26
        if state.turns:
            text.draw(self.t("turn", turn=state.turns, round=state.rounds + 1), x0, y, size=13,
                      color=GREY)
        y -= 28
        banque = state.variant.banque
        text.draw(self.t("sheet"), x0, y, size=13, color=GREY)
        text.draw(self.t("score"), right - (90 if banque else 0), y, size=13, color=GREY,
                  anchor_x="right")
        if banque:
            text.draw(self.t("bank"), right, y, size=13, color=GREY, anchor_x="right")
        lang = "en" if self.lang == "en" else "fr"
        for p in range(state.n_players):
            y -= 24
            owner = p == state.owner
            active = p in state.order or not state.order
            colour = GOLD if owner else (WHITE if active else GREY)
            level = "" if match.is_human(p) or p >= len(match.seats) else \
                " · " + LEVEL_NAMES[lang].get(match.seats[p], match.seats[p])
            flags = "".join(flag for flag, on in (
                ("G", state.has_grelottine[p]), ("C", state.has_civet[p]),
                ("B", state.has_boucliette[p])) if on)
            label = f"{'▶ ' if owner else '  '}{state.names[p]}{level}" + (
                f" [{flags}]" if flags else "")
            name_px = right - x0 - (150 if banque else 60)
            text.draw(self.fit(label, 14, name_px), x0, y, size=14, color=colour, bold=owner)
            text.draw(str(state.score(p)), right - (90 if banque else 0), y, size=14,
                      color=colour, anchor_x="right", bold=owner)
            if banque:
                text.draw(str(state.account(p)), right, y, size=14, color=colour,
                          anchor_x="right")
        y -= 22
        text.draw(self.t("flags"), x0, y, size=11, color=GREY)
        if banque:
            from rules.cul_de_chouette.banque import deposit_unit

            y -= 22
            unit = deposit_unit(state.variant.bank_first_unit, state.raitournelles)
            text.draw(self.t("bank_total", total=sum(state.bank), unit=unit), x0, y, size=13,
                      color=WHITE)
        last = match.last_combination()
        if last is not None:
            y -= 26
            line = state.describe(last, lang)
            if last.get("points"):
                line += f" (+{last['points']})"
            text.draw(self.fit(self.t("last", text=line), 13, right - x0), x0, y, size=13,
                      color=GREEN)
        y -= 32
        back = self.log_back
        text.draw(self.t("log") + (self.t("log_back", n=back) if back else ""), x0, y, size=13,
                  color=GREY)
        lines = [line for line in state.log_lines(lang, max(0, len(state.events) - 60 - back))
                 if line.strip()]
        end = max(LOG_LINES, len(lines) - back)
        lines = lines[max(0, end - LOG_LINES):end]
        for line in lines:
            y -= 19
            if y < 40:
                break
            text.draw(self.fit(line.strip(), 11, right - x0), x0, y, size=11, color=WHITE)

    def draw_strip(self) -> None:
        match, text = self.match, self.app.text
        width, height = self.app.size
        strip_top = int(height * STRIP)
        x0 = 24
        y = strip_top - 30
        lang = "en" if self.lang == "en" else "fr"
        state = match.state
        if match.over:
            names = ", ".join(state.names[p] for p in state.winners) or "—"
            text.draw(self.strip_fit(self.t("over", names=names), 18, True), x0, y, size=18,
                      color=GOLD, bold=True)
            y -= 28
            text.draw(self.t("over_enter"), x0, y, size=15, color=GOLD)
            for p in sorted(range(state.n_players), key=lambda q: -state.score(q)):
                y -= 26
                text.draw(self.t("winner_score", name=state.names[p], score=state.score(p)),
                          x0 + 20, y, size=15, color=WHITE)
            return
        window = match.race_open()
        if window is not None:
            y = self.draw_race(window, x0, y)
        elif match.flight is not None:
            text.draw(self.t("rolling"), x0, y, size=18, color=WHITE)
            y -= 30
        else:
            y = self.draw_prompt(x0, y, lang)
        note = self.note or match.note
        if note is not None:
            text.draw(self.fit(note[1] if lang == "en" else note[0], 13,
                               self.tray_viewport()[2] - 2 * x0), x0, 44, size=13, color=RED)
        if window is None and match.human_to_decide() is None:  # a menu needs the room
            self.draw_idle_keys(x0, 70)
        text.draw(self.t("keys"), x0, 16, size=11, color=GREY)

    def draw_prompt(self, x0: int, y: int, lang: str) -> int:
        match, text, state = self.match, self.app.text, self.match.state
        node = match.node
        thrower = match.human_to_throw()
        decider = match.human_to_decide()
        if node.kind == "chance" and thrower is not None:
            text.draw(self.strip_fit(self.t("throw", name=state.names[thrower],
                                            purpose=throw_text(node.prompt, lang)), 17, True),
                      x0, y, size=17, color=GOLD, bold=True)
            aimed = self.aiming()
            if aimed is not None:
                aim = self.aim_of(aimed)
                how = self.t("aimed", angle=aim["angle"], power=round(aim["power"] * 100),
                             lateral=aim["lateral"] * 100)
                how2 = self.t("aimed2")
            else:
                how, how2 = self.t("how"), self.t("how2")
            text.draw(self.strip_fit(how, 14, indent=20), x0 + 20, y - 28, size=14, color=WHITE)
            text.draw(self.strip_fit(how2, 12, indent=20), x0 + 20, y - 50, size=12, color=GREY)
            return y - 80
        if decider is not None:
            header = prompt_text(state, decider, lang)
            if node.prompt == "pre_roll":
                header = self.t("throw_owner", name=state.names[decider])
            timer = match.decision_timer(self.clock())
            text.draw(self.strip_fit(header, 17, True, indent=170 if timer else 0), x0, y,
                      size=17, color=GOLD, bold=True)
            if timer is not None:
                self.draw_timer(timer, y)
            y -= 8
            others = [state.names[p] for p in node.players[1:]]
            if others:  # a window several players answer, one after the other (CDCS-7)
                text.draw(self.fit(self.t("then", names=", ".join(others)), 12,
                                   self.tray_viewport()[2] - 2 * x0),
                          self.tray_viewport()[2] // 2, int(self.app.size[1] * STRIP) - 58,
                          size=12, color=GREY)
            menu = match.decision_menu(lang)
            positions = self.menu_positions()
            shown = [i for i, (_, my) in enumerate(positions) if my > 0]
            if shown and shown[0] > 0:  # more lines above / below the ones shown
                text.draw("▲", 24, positions[shown[0]][1], size=12, color=GREY)
            if shown and shown[-1] < len(positions) - 1:
                text.draw("▼", 24, positions[shown[-1]][1], size=12, color=GREY)
            for i, (mx, my) in enumerate(positions):
                if my < 0:
                    continue
                focused = i == menu.focus
                label = ("▶ " if focused else "   ") + menu.label(i, lang)
                text.draw(self.strip_fit(label, 15, focused, indent=20), mx, my, size=15,
                          color=GOLD if focused else WHITE,
                          bold=focused)
            return y
        bot = match.waiting_for_bot()
        if bot is not None:
            if node.kind == "chance":
                line = self.t("bot_throw", name=state.names[bot],
                              purpose=throw_text(node.prompt, lang))
            else:
                line = self.t("bot_think", name=state.names[bot])
            text.draw(self.strip_fit(line, 17), x0, y, size=17, color=WHITE)
        return y - 30

    def draw_timer(self, timer: tuple[float, float], y: int) -> None:
        """CDCS-13: seconds left to answer a bet or a challenge, and a bar emptying."""
        import math

        import pyglet

        left, total = timer
        right = self.tray_viewport()[2] - 24
        colour = RED if left <= 5 else GOLD
        self.app.text.draw(self.t("timed_out", left=math.ceil(left)), right, y, size=14,
                           color=colour, anchor_x="right", bold=True)
        width = 110
        pyglet.shapes.Rectangle(right - width, y - 12, width, 5, color=(70, 70, 70, 255)).draw()
        pyglet.shapes.Rectangle(right - width, y - 12, max(1, int(width * left / total)), 5,
                                color=colour[:3] + (255,)).draw()

    def menu_positions(self) -> list[tuple[int, int]]:
        menu = self.match.decision_menu(self.lang if self.lang == "en" else "fr")
        if menu is None:
            return []
        height = self.app.size[1]
        top = int(height * STRIP) - 30 - 8 - LINE
        count = len(menu.entries)
        shown = min(MENU_ROWS, max(2, (top - 60) // LINE + 1))  # above the notice line
        first = max(0, min(menu.focus - shown // 2, count - shown))  # long menus scroll
        rows = []
        for i in range(count):
            row = i - first
            rows.append((44, top - row * LINE) if 0 <= row < shown else (44, -1000))
        return rows

    def draw_race(self, window, x0: int, y: int) -> int:
        import pyglet

        match, text, state = self.match, self.app.text, self.match.state
        limit = match.race_window_ms()
        elapsed = min(limit, match.race_elapsed_ms(self.clock()))
        left = (limit - elapsed) / 1000
        text.draw(self.strip_fit(self.t("race", shout=shout_text(window.kind), left=left), 18,
                                 True), x0, y, size=18,
                  color=GOLD, bold=True)
        width = int(self.tray_viewport()[2] * 0.6)
        bar_y = y - 22
        pyglet.shapes.Rectangle(x0, bar_y, width, 10, color=(70, 70, 70, 255)).draw()
        pyglet.shapes.Rectangle(x0, bar_y, max(1, int(width * (1 - elapsed / limit))), 10,
                                color=(255, 200, 60, 255)).draw()
        y = bar_y - 28
        others = [p for p in window.shouts if p not in self.keys]
        for player, (_, key) in self.keys.items():
            if player in window.presses:
                line = self.t("race_done", key=key, name=state.names[player],
                              t=window.presses[player])
                colour = GREY
            elif player in window.shouts:
                line = self.t("race_key", key=key, name=state.names[player],
                              shout=shout_text(window.shouts[player]))
                colour = WHITE
            else:
                line = self.t("race_out", key=key, name=state.names[player])
                colour = GREY
            text.draw(self.strip_fit(line, 16, colour == WHITE, indent=10), x0 + 10, y, size=16,
                      color=colour, bold=colour == WHITE)
            y -= 26
        parts = [self.t("race_other", name=state.names[p],
                        t=f"{window.presses[p]} ms" if p in window.presses else "…")
                 for p in others]
        if parts:
            text.draw(self.fit("   ".join(parts), 13, self.tray_viewport()[2] - 2 * x0),
                      x0 + 10, y, size=13, color=GREY)
            y -= 22
        return y

    def draw_idle_keys(self, x0: int, y: int) -> None:
        keys = "   ".join(f"[{key}] {self.match.state.names[p]}"
                          for p, (_, key) in self.keys.items())
        line = self.fit(self.t("idle_keys", keys=keys), 12, self.tray_viewport()[2] - 2 * x0)
        self.app.text.draw(line, x0, y, size=12, color=GREY)

    # ------------------------------------------------------------------ input
    def on_key(self, symbol: int, modifiers: int) -> None:
        from pyglet.window import key

        from game.screens.menus import PauseScreen

        name = key_name(symbol)
        if name == "escape":
            if isinstance(self.clock, PausableClock):
                self.clock.pause()
            self.app.push(PauseScreen(self.app, self))
            return
        if symbol in (key.PAGEUP, key.PAGEDOWN):
            step = LOG_LINES - 1
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
            big = bool(modifiers & key.MOD_SHIFT)
            action = menu.press(name, big=big)
            if action is not None:
                self.attempt(lambda: self.match.human_action(action))

    def attempt(self, do) -> bool:
        """Run an input; a refusal shows its reason and changes nothing."""
        try:
            do()
        except MatchError as exc:
            self.note = (str(exc), exc.message("en"))
            return False
        self.note = None
        return True

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        menu = self.match.decision_menu(self.lang)
        if menu is not None:
            px, py = self._pixels(x, y)
            for i, (_, my) in enumerate(self.menu_positions()):
                if abs(py - my - 7) < LINE / 2 and px < self.tray_viewport()[2]:
                    if i == menu.focus:
                        chosen = menu.press("enter")
                        self.attempt(lambda a=chosen: self.match.human_action(a))
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
        from game.flick import FlickError, flick_to_throw, tray_zone

        _, _, w, h = self.tray_viewport()
        try:
            throw = flick_to_throw(samples, self.camera(), (w, h), zone=tray_zone())
        except FlickError as exc:
            self.note = (exc.message("fr"), exc.message("en"))
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
