"""Le Déboulé's guided first round (issue 15, point 1): "Apprendre à jouer" in the menu.

One round against a bot, on the real table, that stops at each new thing: the flick, the
roll-off, the towers, the cochondé and its stake, who throws next (D7), each symbol as it
happens (Flèche: relance; Chapeau; Arc: force la relance; Losange: bascule), the Déchole, a
tower and the measurement.

Throws are physical and cannot be steered to a face, so the round is arranged, and the lesson
says so: every throw really rolls, then the lesson's hand sets the thrown piece on the spot and
the face of `LANDINGS` (a short hop, drawn), and puts back whatever the throw knocked. Between
throws the rules, the table moves (chapeau, bascule, Déchole...) and the scoring are the real
ones. The lesson offers only the scripted choice of each decision and the scripted déboule of
each throw, so that the same round is played every time: same seed and inputs, same result.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import mujoco
import numpy as np

from deboule.games.deboule.hud import DebouleHud
from deboule.games.deboule.match import DebouleMatch, Seat
from deboule.games.deboule.screen import DebouleScreen
from deboule.physics.tables import face_table
from deboule.physics.types import Face
from deboule.replays.records import poses_digest
from deboule.rules.deboule import (
    Basculer,
    Chapeauter,
    ChooseStarter,
    ChooseStarterRequest,
    ChooseTowersRequest,
    Dechole,
    EffectRequest,
    ForceRelance,
    KeepCochonde,
    KeepOrRethrowRequest,
    Relance,
    RollOff,
    RollOffRequest,
    TableObs,
    Thrown,
    ThrowRequest,
)
from deboule.rules.deboule.scoring import side_distances
from deboule.screens.coach import CoachedScreen, Step
from deboule.screens.layout import Rect
from deboule.shell.flick import keyboard_throw
from deboule.spatial import mat_to_quat
from deboule.spatial.exact import dot, matmul, norm
from deboule.text.i18n import tr

SEED = 7  # the bot's roll-off throw and the physics' own generator
HUMAN, BOT = 0, 1
GLIDE_SECONDS = 0.7  # the lesson's hand moving a landed piece to its arranged spot
HOP = 0.03  # metres it lifts the piece on the way (drawn: the player sees it is placed)


@dataclass(frozen=True)
class Landing:
    """Where a throw ends, arranged: the piece, its centre on the table, its top face, and for
    a Losange the table direction its Flèche faces (so that a bascule the other way shows it)."""

    piece: str
    x: float
    y: float
    face: str | int
    yaw: float = 0.0
    fleche_towards: tuple[float, float] | None = None


# Every throw of the round, in order (the rules decide the order; this script follows it).
# Table frame: x from the near end (réglette at 0.10) to 1.20, y across (-0.30..0.30); the
# towers stand on repères 0, 2, 6, 8: (0.48, -0.15), (0.48, 0.15), (0.96, -0.15), (0.96, 0.15).
LANDINGS: tuple[Landing, ...] = (
    Landing("cochonde", 0.60, 0.00, 6),            # your roll-off: 6
    Landing("cochonde", 0.60, 0.00, 2),            # the bot's: 2, you lead
    Landing("cochonde", 0.70, 0.02, 4),            # the cochondé of the round: stake 4
    Landing("red-1", 0.60, 0.05, "blank", 0.3),    # your first déboule
    Landing("green-1", 0.74, -0.04, "blank", -0.2),  # the bot's: closer, you throw again
    Landing("red-2", 0.55, -0.08, "fleche", 0.5),  # Flèche: relance
    Landing("red-2", 0.67, 0.05, "blank", 0.1),    # the relance, closest of all
    Landing("green-2", 0.71, 0.09, "chapeau", 0.2),  # the bot's Chapeau on your red 2
    Landing("blue-1", 0.58, -0.05, "arc", -0.4),   # Arc: you force green 2 off your red 2
    Landing("green-2", 0.85, -0.12, "blank", 0.7),  # the bot's forced relance
    Landing("yellow-1", 0.728, 0.0, "blank", 0.15),  # the bot, closest again
    Landing("blue-2", 0.62, -0.10, "losange", 0.0, fleche_towards=(-1.0, 0.0)),  # Losange
    Landing("yellow-2", 0.90, 0.12, "chapeau", 0.4),  # the bot's Chapeau on tower 4
)

# The one choice the lesson offers at each decision (the rules' other options are not shown).
HUMAN_CHOICES = (ChooseStarter(HUMAN), KeepCochonde(), Relance(), ForceRelance("green-2"),
                 Basculer("far"), Dechole("yellow-1"))
# the bot's choice on each of its symbols, by the déboule that showed it
BOT_CHOICES = {"green-2": Chapeauter("red-2"), "yellow-2": Chapeauter("tower-3")}
TIP_DIRECTIONS = ("far",)  # the bascule offered on the Losange: it turns the Flèche up
# the bot's throws (aim °, power, spin, lateral): real flights, ended by the lesson's hand
BOT_THROW = (4.0, 0.42, 0.0, 0.1)


def face_quaternion(kind: str, face: str | int, yaw: float,
                    towards: tuple[float, float] | None = None) -> tuple[float, ...]:
    """The orientation showing `face` on top, turned by `yaw`; for a déboule with `towards`,
    the Flèche's axis faces that table direction (a bascule away from it shows the Flèche)."""
    table = face_table("deboule" if kind == "deboule" else "cochonde")
    axes = {"x": np.eye(3)[0], "y": np.eye(3)[1], "z": np.eye(3)[2]}
    label = next(key for key, value in table.items() if value == Face.of(face))
    up = axes[label[1]] * (1.0 if label[0] == "+" else -1.0)
    if towards is not None:
        label_f = next(key for key, value in table.items() if value == "fleche")
        side = axes[label_f[1]] * (1.0 if label_f[0] == "+" else -1.0)
        heading = np.array([towards[0], towards[1], 0.0])
    else:
        side = next(axis for axis in axes.values() if abs(dot(axis, up)) < 0.5)
        heading = np.array([math.cos(yaw), math.sin(yaw), 0.0])
    local = np.column_stack([side, np.cross(up, side), up])
    ez = np.array([0.0, 0.0, 1.0])
    world = np.column_stack([heading, np.cross(ez, heading), ez])
    return tuple(float(v) for v in mat_to_quat(matmul(world, local.T)))


class _Glide:
    """The lesson's hand: each moved piece from where the physics left it to its arranged
    pose, lifted a little on the way."""

    def __init__(self, start: dict, end: dict) -> None:
        self.start, self.end = start, end
        self.t = 0.0

    def poses(self, fraction: float) -> dict:
        f = 0.5 - 0.5 * math.cos(math.pi * min(1.0, fraction))  # eased
        out = {}
        for pid, (p1, q1) in self.end.items():
            p0, q0 = self.start[pid]
            q0 = np.asarray(q0)
            q1 = np.asarray(q1)
            if dot(q0, q1) < 0:
                q0 = -q0
            q = (1 - f) * q0 + f * q1
            p = [(1 - f) * a + f * b for a, b in zip(p0, p1, strict=True)]
            p[2] += HOP * math.sin(math.pi * f) if fraction < 1.0 else 0.0
            out[pid] = (tuple(p), tuple(q / norm(q)))
        return out


class LessonMatch(DebouleMatch):
    """The controller of the arranged round: the real rules and physics, with the landings
    of `LANDINGS`, the bot's scripted throws and choices, and nothing after the round."""

    THINK_BESIDE = False  # the scripted bot thinks in place, even in the window

    def __init__(self, lang: str = "fr", headless: bool = False) -> None:
        seats = [Seat("human", name=tr("deboule.lesson.you", lang)),
                 Seat("bot", level="novice", name=tr("deboule.lesson.bot", lang))]
        super().__init__(seats, seed=SEED, lang=lang, headless=headless, pace=0.8)
        self.landed = 0  # throws ended so far (the index into LANDINGS)
        self._before: dict = {}
        self._glide: _Glide | None = None

    # ------------------------------------------------------------------ what comes next
    def next_landing(self) -> Landing | None:
        return LANDINGS[self.landed] if self.landed < len(LANDINGS) else None

    def round_over(self) -> bool:
        return bool(self.game.round_results)

    def gliding(self) -> bool:
        return self._glide is not None

    def human_to_act(self) -> bool:
        return not self.round_over() and super().human_to_act()

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> None:
        if self.round_over() and self.flight is None:
            return  # the lesson is one round: the next one is not started
        if self.flight is None:
            super().update(dt)
            return
        if self._glide is None:
            self._debt = min(self._debt + dt, 0.1)
            steps = int(self._debt * 1000)
            self._debt -= steps / 1000
            self.world.advance(steps / 1000)
            if self.world.at_rest():
                self._start_glide()
            return
        self._glide.t += dt
        fraction = self._glide.t / GLIDE_SECONDS
        if fraction >= 1.0:
            self.land()
            return
        for pid, (position, quaternion) in self._glide.poses(fraction).items():
            self.world.set_pose(pid, position, quaternion)

    def bot_turn(self, req) -> None:
        bot = self.bots[req.player]
        if isinstance(req, RollOffRequest):
            super().bot_turn(req)  # the bot's own roll-off throw (its face is arranged)
        elif isinstance(req, ThrowRequest):
            landing = self.next_landing()
            self.launch(landing.piece, keyboard_throw(*BOT_THROW), req)
        else:
            scripted = BOT_CHOICES.get(getattr(req, "piece", None))
            if scripted not in self.game.legal_actions():
                scripted = bot.act(self.game, req.player)
            self.apply(scripted)

    # ------------------------------------------------------------------ the arranged landing
    def launch(self, piece: str, throw, req) -> None:
        landing = self.next_landing()
        if landing is None or landing.piece != piece:
            raise ValueError(f"the lesson's throw {self.landed} is {landing}, not {piece}")
        super().launch(piece, throw, req)
        # what stood before the throw (the thrown piece apart): put back after it
        self._before = {pid: pose for pid, pose in self.world.poses().items() if pid != piece}

    def _arranged(self, piece: str) -> dict:
        """The pose of every piece once the lesson's hand has been."""
        landing = self.next_landing()
        info = self.world.pieces[piece]
        kind = "cochonde" if info.kind == "cochonde" else "deboule"
        quaternion = face_quaternion(kind, landing.face, landing.yaw, landing.fleche_towards)
        end = dict(self._before)
        end[piece] = ((landing.x, landing.y, info.size / 2), quaternion)
        return end

    def _start_glide(self) -> None:
        self.world.finish()  # at rest: the physics' own end of the throw
        end = self._arranged(self.flight.piece)
        current = self.world.poses(in_play_only=False)
        moved = {pid: pose for pid, pose in end.items()
                 if norm(np.subtract(current[pid][0], pose[0])) > 5e-4
                 or abs(abs(dot(current[pid][1], pose[1])) - 1.0) > 1e-6}
        self._glide = _Glide({pid: current[pid] for pid in moved}, moved)

    def _forget_the_throw(self) -> None:
        """Nothing of the real throw may shape the arranged table: the solver's memory (warm
        start, velocities) is cleared, the poses and the clock kept, so that the table settles
        the same whatever the player's throw was (same seed and inputs, same result)."""
        world = self.world
        qpos, clock = world.data.qpos.copy(), world.data.time
        mujoco.mj_resetData(world.model, world.data)
        world.data.qpos[:] = qpos
        world.data.time = clock
        mujoco.mj_forward(world.model, world.data)

    def land(self) -> None:
        """The throw ends on its arranged table: that table is what the rules receive."""
        if self._glide is None:  # headless, or the window closing: no hop to draw
            self._start_glide()
        self._forget_the_throw()
        for pid, (position, quaternion) in self._glide.end.items():
            self.world.set_pose(pid, position, quaternion)
        self._glide = None
        outcome = self.world.settle()
        flight, self.flight = self.flight, None
        self.landed += 1
        self.settled.append(poses_digest(self.world.poses()))
        obs = TableObs.from_outcome(outcome)
        if isinstance(flight.request, RollOffRequest):
            self.apply(RollOff(obs.pieces["cochonde"].top_face))
            return
        tips = None
        if obs.in_play(flight.piece) and obs.pieces[flight.piece].top_face == "losange":
            tips = tuple(d for d in TIP_DIRECTIONS if self.world.can_tip(flight.piece, d)[0])
        self.apply(Thrown(flight.piece, obs, tip_directions=tips))


# the part of the window left to the camera beside the coach's panel, at least (a share of
# the window's width): narrower, the table is framed as if there were no panel
MIN_VIEW_SHARE = 0.25


class LessonHud(DebouleHud):
    """The table's HUD in the lesson. While a decision is shown, the camera frames the pieces
    it is about in the part of the window no panel covers (`view`); here that part leaves out
    the coach's panel too, drawn over the table's left, which otherwise half-covered the
    cochondé when the player chose who starts."""

    def view(self, boxes: dict[str, Rect] | None = None) -> Rect:
        free = super().view(boxes)
        panel = getattr(self.screen, "coach_panel", None)
        if panel is None or not self.screen.choices() or not panel.intersects(free):
            return free
        pad = self.hud.px(10)
        left = panel.right + pad
        if left >= free.right - MIN_VIEW_SHARE * self.hud.window.w:
            return free
        return Rect(left, free.y, free.right - left, free.h)


class LessonTable(DebouleScreen):
    """The real table screen on the arranged round: never saved (a lesson is not a game to
    resume), only the scripted déboule and choice offered, the towers kept where they stand."""

    def __init__(self, app, match: DebouleMatch) -> None:
        super().__init__(app, match)
        self.hud = LessonHud(self)

    def autosave(self) -> None:
        """A lesson leaves no save and no record."""

    def throwable(self) -> tuple[str, ...]:
        pieces = super().throwable()
        landing = self.match.next_landing()
        if landing is not None and landing.piece in pieces:
            return (landing.piece,)
        return pieces

    def choices(self) -> list:
        return [action for action in super().choices() if action in HUMAN_CHOICES]

    def status(self) -> list[str]:
        """Once the round is measured the lesson ends: not the next round's prompts."""
        if self.match.round_over() and self.measuring is None and self.match.flight is None:
            return [tr("deboule.lesson.over", self.lang)]
        return super().status()

    def tower_key(self, symbol: int, name: str | None) -> None:
        if name == "enter":  # the repères are kept: the script's table stands on them
            super().tower_key(symbol, name)

    def coach_area(self):
        """Where the coach's panel may go: during the measurement the pieces are framed on
        the left, so the panel moves under the result, on the right."""
        if self.measuring is None:
            return None
        boxes = self.hud.regions()
        measure, log = boxes["measure"], boxes["log"]
        pad = self.hud.hud.px(10)
        bottom = log.top + 2 * pad
        return Rect(measure.x, bottom, measure.w, max(0.0, measure.y - pad - bottom))

    # ------------------------------------------------------------------ where to point
    def pixel(self, point) -> tuple[float, float] | None:
        """Window pixel (from the bottom left) of a table point, None when off screen."""
        width, height = self.app.size
        projected = self.camera().project(np.array([point], dtype=float), (width, height))[0]
        x, y = float(projected[0]), float(height - 1 - projected[1])
        if not (math.isfinite(x) and math.isfinite(y)) or not (0 <= x <= width
                                                                and 0 <= y <= height):
            return None
        return x, y

    def piece_pixel(self, piece: str) -> tuple[float, float] | None:
        pose = self.match.world.poses().get(piece)
        return None if pose is None else self.pixel(pose[0])

    def hand_pixel(self) -> tuple[float, float] | None:
        """Where a flick starts: the die in hand behind the réglette."""
        if self.throw_request() is None:
            return None
        point = self.pixel(self.aim_start())
        if point is None:
            width, height = self.app.size
            return width / 2, 0.12 * height
        return point

    def choice_pixel(self) -> tuple[float, float] | None:
        """The first line of the choices' list."""
        box = self.hud.regions().get("choices")
        if box is None or not self.choices():
            return None
        hud = self.hud.hud
        # just left of the line: the ring must not hide the words it points at
        return box.x - hud.px(40), box.top - hud.px(8) - hud.row(17) / 2


# ---------------------------------------------------------------------- the steps


def _pending(screen):
    return screen.match.pending


def _human_throw(screen, purpose: str | None = None) -> bool:
    req = _pending(screen)
    return (screen.match.flight is None and isinstance(req, ThrowRequest)
            and HUMAN in req.players and (purpose is None or req.purpose == purpose))


def _effect(screen, player: int) -> bool:
    req = _pending(screen)
    return screen.match.flight is None and isinstance(req, EffectRequest) \
        and req.player == player


def _landed(count: int):
    """Done once `count` throws have ended (and what they lead to is asked)."""
    return lambda screen: screen.match.landed >= count and screen.match.flight is None


def _distances(screen) -> dict:
    ours, theirs = side_distances(screen.match.game.valid_pieces(), 2)

    def cm(value: float) -> str:
        return "—" if math.isinf(value) else f"{value * 100:.1f} cm"

    return {"you": cm(ours), "bot": cm(theirs)}


WATCH = "coach.watch"  # the hint of a step where the bot plays


def steps() -> list[Step]:
    return [
        Step("deboule.lesson.welcome", hold=True),
        Step("deboule.lesson.arranged", hold=True),
        Step("deboule.lesson.flick", done=_landed(1),
             target=lambda s: s.hand_pixel()),
        Step("deboule.lesson.roll_off", hint=WATCH,
             done=lambda s: isinstance(_pending(s), ChooseStarterRequest)),
        Step("deboule.lesson.starter", done=lambda s: isinstance(_pending(s), ChooseTowersRequest),
             target=lambda s: s.choice_pixel()),
        Step("deboule.lesson.towers", done=lambda s: isinstance(_pending(s), ThrowRequest),
             target=lambda s: s.pixel((*s.match.world.arena.table.repere(8), 0.03))),
        Step("deboule.lesson.cochonde",
             done=lambda s: isinstance(_pending(s), KeepOrRethrowRequest),
             target=lambda s: s.hand_pixel()),
        Step("deboule.lesson.stake", done=lambda s: _human_throw(s, "deboule"),
             target=lambda s: s.choice_pixel()),
        Step("deboule.lesson.first_throw", done=_landed(4),
             target=lambda s: s.hand_pixel()),
        Step("deboule.lesson.d7_empty", hold=True, target=lambda s: s.piece_pixel("cochonde")),
        Step("deboule.lesson.bot_throws", hint=WATCH, done=lambda s: _human_throw(s, "deboule")),
        Step("deboule.lesson.d7_farthest", hold=True, values=_distances,
             target=lambda s: s.piece_pixel("green-1")),
        Step("deboule.lesson.throw_fleche", done=lambda s: _effect(s, HUMAN),
             target=lambda s: s.hand_pixel()),
        Step("deboule.lesson.fleche", done=lambda s: _human_throw(s, "relance"),
             target=lambda s: s.choice_pixel()),
        Step("deboule.lesson.relance", done=_landed(7), target=lambda s: s.hand_pixel()),
        Step("deboule.lesson.bot_chapeau_throw", hint=WATCH, done=lambda s: _effect(s, BOT)),
        Step("deboule.lesson.chapeau", hold=True, target=lambda s: s.piece_pixel("red-2")),
        Step("deboule.lesson.covered", hint=WATCH, done=lambda s: _human_throw(s, "deboule"),
             target=lambda s: s.piece_pixel("green-2")),
        Step("deboule.lesson.throw_arc", done=lambda s: _effect(s, HUMAN),
             target=lambda s: s.hand_pixel()),
        Step("deboule.lesson.arc", done=lambda s: s.match.landed >= 10 or s.match.flight
             is not None, target=lambda s: s.choice_pixel()),
        Step("deboule.lesson.forced", hint=WATCH, done=lambda s: _human_throw(s, "deboule")),
        Step("deboule.lesson.throw_losange", done=lambda s: _effect(s, HUMAN),
             target=lambda s: s.hand_pixel()),
        Step("deboule.lesson.losange", done=lambda s: _effect(s, HUMAN) and any(
            isinstance(a, Dechole) for a in s.match.legal_actions()),
            target=lambda s: s.choice_pixel()),
        Step("deboule.lesson.dechole", done=lambda s: "yellow-1" in s.match.game.removed,
             target=lambda s: s.piece_pixel("yellow-1")),
        Step("deboule.lesson.bot_last", hint=WATCH, done=lambda s: _effect(s, BOT)),
        Step("deboule.lesson.tower", hold=True, target=lambda s: s.piece_pixel("tower-3")),
        Step("deboule.lesson.measure_wait", hint=WATCH, done=lambda s: s.measuring is not None),
        Step("deboule.lesson.measure", hint="deboule.lesson.measure_hint",
             done=lambda s: s.measuring is None, values=_score_values),
    ]


def _score_values(screen) -> dict:
    results = screen.match.game.round_results
    score = results[-1].score if results else None
    if score is None:
        return {"points": 0, "stake": 0, "valid": 0}
    return {"points": score.points, "stake": score.stake, "valid": score.valid}


def lesson(app) -> CoachedScreen:
    """Le Déboulé's lesson, from its first step on a fresh table."""
    match = LessonMatch(lang=app.settings.lang)
    table = LessonTable(app, match)
    return CoachedScreen(app, table, steps(), "deboule.lesson.title",
                         restart=lambda: lesson(app))
