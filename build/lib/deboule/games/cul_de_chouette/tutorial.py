"""Cul de Chouette's guided first game (issue 15, point 1): one human against a novice bot on a
fixed seed, in the real window (`CdcScreen`), with the coach of deboule/screens/coach.py.

The dice are arranged so that the player meets the combinations one after another: a Chouette, a
Velute, a Cul de Chouette, a Suite and its race "Grelotte ça picote !", a Chouette Velute and its
race "Pas mou le caillou !", a Néant. They still roll on the tray: every throw (the player's
Space, aimed throw or flick, the bot's hand throw) is simulated ahead on a copy of the tray, and
the dice's starting orientation is turned by a symmetry of the cube until the very same motion
ends on the wanted faces (`ArrangedMatch.arranged`, with the search of
deboule/shell/arranged_dice.py). The motion is the player's; only which pips were painted where
changed. The lesson says so.

Optional rules are off (kaamelott's base game): no Sirotage after the Chouette, no Civet, no
Bévue for a key pressed out of a race, no bet windows; the lesson is about the combinations.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import numpy as np

from deboule.games.cul_de_chouette.match import CdcMatch
from deboule.games.cul_de_chouette.screen import CdcScreen, PausableClock
from deboule.games.cul_de_chouette.tray import (
    DICE,
    dice_faces,
    dice_plan,
    planned_node,
    prepare_tray,
)
from deboule.physics import Throw, ThrowError
from deboule.rules.cul_de_chouette import Variant
from deboule.rules.cul_de_chouette.messages import shown_name
from deboule.rules.cul_de_chouette.scripted import variant_with
from deboule.screens.coach import CoachedScreen, Step
from deboule.screens.layout import Rect
from deboule.shell.arranged_dice import arrange, turned
from deboule.spatial import random_quaternion
from deboule.text.i18n import tr

SEED = 15
SEATS = ("human", "novice")  # the novice shouts in about 1.2 s: a beginner can beat it
HUMAN, BOT = 0, 1
# The faces of every throw of the lesson, in the order the rules ask for them: the opening die of
# each player (the lowest starts: the player), then each turn's chouettes and cul.
SCRIPT: tuple[tuple[int, ...], ...] = (
    (2,), (5,),          # opening dice: the player starts
    (4, 4), (2,),        # player: Chouette de 4 (16)
    (2, 2), (5,),        # bot: Chouette de 2 (4)
    (2, 3), (5,),        # player: Velute de 5 (2 × 25 = 50)
    (1, 4), (6,),        # bot: Néant
    (5, 5), (5,),        # player: Cul de Chouette de 5 (40 + 50 = 90)
    (3, 1), (4,),        # bot: Velute de 4 (32)
    (3, 4), (5,),        # player: Suite, race « Grelotte ça picote ! »
    (6, 2), (3,),        # bot: Néant
    (2, 2), (4,),        # player: Chouette Velute, race « Pas mou le caillou ! »
    (5, 1), (5,),        # bot: Chouette de 5 (25)
    (1, 4), (6,),        # player: Néant
)
ARRANGED = frozenset({"roll_off", "chouettes", "cul"})  # the throws the script answers
MAX_TRIES = 48  # simulations of one throw before giving up the arrangement (never seen)
RELABEL_TRIES = 4  # relabellings of one orientation before drawing a fresh one
STANDSTILL = 0.25  # s between two updates beyond a frame's: the lesson stood still (its menu)

def lesson_variant() -> Variant:
    """Kaamelott's base game: every optional rule off, turns clockwise."""
    return variant_with((), turn_order="clockwise")


def relabelled(throw: Throw, faces: dict[str, int], got: int, want: int) -> Throw:
    """The same throw with the die turned in the hand by a symmetry of the cube, so that the
    face that came up (`got`) is painted `want`: the cube's shape, mass and motion are the same,
    only its pips moved. `faces`: local axis -> face shown when that axis points up."""
    return replace(throw, orientation=turned(throw.orientation, faces, got, want))


class ArrangedMatch(CdcMatch):
    """A `CdcMatch` whose throws end on the faces of `script` (the lesson's dice), still thrown
    and rolled by the physics; past the script the dice fall as they fall."""

    def __init__(self, *args: Any, script=SCRIPT, **options: Any) -> None:
        super().__init__(*args, **options)
        self.script = tuple(tuple(faces) for faces in script)
        self.stopped = False  # the lesson is over: nobody is to throw or think any more

    def waiting_for_bot(self) -> int | None:
        return None if self.stopped else super().waiting_for_bot()

    def human_to_throw(self) -> int | None:
        return None if self.stopped else super().human_to_throw()

    def wanted(self) -> tuple[int, ...] | None:
        """The faces the next throw must show, or None past the script. Only the opening dice,
        chouettes and culs are arranged: a tie's extra dice fall as they fall and do not use
        up the script."""
        if planned_node(self.node).prompt not in ARRANGED:
            return None
        thrown = sum(e["type"] == "dice" and e["purpose"] in ARRANGED
                     for e in self.state.events)
        return self.script[thrown] if thrown < len(self.script) else None

    def arranged(self, throws: dict[str, Throw]) -> dict[str, Throw]:
        """`throws` with the dice turned in the hand so that they land on the wanted faces.

        Each try simulates the throw on a copy of the tray; a die showing the wrong face is
        turned by the cube symmetry that paints the wanted face where the shown one was, and the
        throw is simulated again (a turned cube starts the same motion, but a chaotic one may
        drift by rounding). Dice that stay where they lie must stay unmoved; a die out of the
        tray, or too many drifts, draws a fresh orientation from the seeded hand."""
        wanted = self.wanted()
        if wanted is None or len(wanted) != len(throws):
            return throws
        node = planned_node(self.node)
        _, staying = dice_plan(node, self.world)
        before = dice_faces(self.world)
        kept = {pid: before[pid] for pid in staying if pid in before}
        faces = self.world.pieces[DICE[0]].faces
        rng = np.random.default_rng([self.seed, len(self.entries), 11])

        def land(current: dict[str, Throw]) -> list[int | None] | None:
            """The faces the throw ends on, on a copy of the tray; None if a die that had to
            stay where it lies moved."""
            copy = self.world.copy()
            prepare_tray(copy, node, tuple(current))
            pieces = copy.throw_many(current).pieces
            still = all(pieces[pid].in_play and pieces[pid].pips == face
                        for pid, face in kept.items())
            if not still:
                return None
            return [pieces[pid].pips if pieces[pid].in_play else None for pid in current]

        def turn(current: dict[str, Throw], got, target) -> dict[str, Throw]:
            return {pid: t if face == want else relabelled(t, faces, face, want)
                    for (pid, t), face, want in zip(current.items(), got, target, strict=True)}

        def redraw(current: dict[str, Throw]) -> dict[str, Throw]:
            return {pid: replace(t, orientation=random_quaternion(rng))
                    for pid, t in current.items()}

        try:
            found = arrange(throws, wanted, land, turn, redraw, tries=MAX_TRIES,
                            relabel_tries=RELABEL_TRIES)
        except ThrowError:
            return throws  # refused as it is: the match says why
        return throws if found is None else found

    def launch_hand(self, thrower: int, throws: dict[str, Throw]) -> None:
        super().launch_hand(thrower, self.arranged(throws))

    def _bot_throw(self) -> None:
        ids, _ = dice_plan(self.node, self.world)
        throws = self.arranged(self.world.random_throws(self.hand_rng(), ids))
        prepare_tray(self.world, self.node, tuple(throws))
        self.world.launch_many(throws)
        self.start_flight(throws)


class LessonScreen(CdcScreen):
    """The Cul de Chouette screen of the lesson: never saved, so that a lesson does not replace
    the player's own game in progress.

    The lesson's Esc menu (deboule/screens/coach.py) is not the game's pause menu, which stops
    the game clock (CDCS-9): here, time that passed with no update at all (the lesson's menu
    on top) is taken off the game clock, so that a race or a bot's pause does not run on
    behind the menu."""

    def __init__(self, app, match: CdcMatch, clock: PausableClock) -> None:
        super().__init__(app, match, clock)
        self._updated_at: float | None = None  # the clock's source at the last update
        # while an explanation is read the tray is seen from above: from the side, dice at
        # rest against the near wall hid behind it (a 5-5-5 showed one die, issue 30 point 6)
        self.overview = False

    def view_mode(self) -> str:
        return "top" if self.overview else self.camera_mode

    def update(self, dt: float) -> None:
        self.overview = False  # the game goes on (an explanation holds it: no update)
        clock = self.clock
        now = clock.source()
        if clock.paused_at is None and self._updated_at is not None:
            gap = now - self._updated_at - dt
            if gap > STANDSTILL:
                clock.paused_total += gap
        super().update(dt)
        self._updated_at = clock.source()

    @classmethod
    def lesson_table(cls, app, source: Callable[[], float] | None = None) -> LessonScreen:
        """The lesson's table; `source`: the clock under the pause (tests pass a manual one)."""
        clock = PausableClock(source) if source is not None else PausableClock()
        match = ArrangedMatch(list(SEATS), seed=SEED, preset=lesson_variant(), clock=clock,
                              decision_timeout=None)
        return cls(app, match, clock)

    def autosave(self) -> None:
        """A lesson is not a game to resume."""

    def closing(self) -> None:
        """Nothing to save."""

    def lesson_over(self) -> None:
        """The coach said "Bravo": the game stopped, and its prompt says nobody plays on."""
        self.match.stopped = True

    def coach_area(self) -> Rect:
        """Where the coach's panel goes (deboule/screens/coach.py): the score sheet under the
        scores, the last throw and the log's heading, so that the tray, its prompts and the
        scores stay in view; the log's newest lines are drawn under the panel (CdcHud reads
        `coach_panel`, which the coach sets). Before the sheet was first drawn, its height
        is estimated."""
        sheet = self.hud.regions()["sheet"]
        hud = self.hud.hud
        top = self.hud.log_top
        if top is None:
            players = self.match.state.n_players
            row = hud.row
            top = sheet.top - (row(22) + 2 * row(13) + players * row(14) + row(11)
                               + 2 * row(13) + hud.px(8))
        top = min(top - hud.px(4), sheet.top)
        return Rect(sheet.x, sheet.y, sheet.w, max(top - sheet.y, sheet.h / 2))


# ---------------------------------------------------------------------------- what the coach reads
def _events(screen, kind: str) -> list[dict]:
    return [e for e in screen.match.state.events if e["type"] == kind]


def _combinations(screen) -> list[dict]:
    """The player's combinations so far, oldest first."""
    return [e for e in _events(screen, "combination") if e["player"] == HUMAN]


def thrown(count: int):
    """Done once the player's `count`-th combination lies in the tray."""
    return lambda screen: len(_combinations(screen)) >= count and screen.match.flight is None


def race_open(kind: str):
    def done(screen) -> bool:
        window = screen.match.race_open()
        return window is not None and window.kind == kind
    return done


def race_over(kind: str):
    """Done once the race `kind` was settled (its presses are in the log)."""
    return lambda screen: any(e["race"] == kind for e in _events(screen, "race_presses"))


def hold_race(screen) -> None:
    """The next race waits for the player: it opens on the table but its 3 s start only once
    they said they are ready (issue 30, point 1: reading the explanation costs no points)."""
    screen.match.races.hold()


def release_race(screen) -> None:
    """The player is ready: the race starts on the next frame that draws it."""
    screen.match.races.release()


def ready(text: str) -> Step:
    """The race is explained while it waits (its clock held, the game too); Enter starts it."""
    return Step(text, target=race_target, enter=pause_game, hold=True)


def pause_game(screen) -> None:
    """An explanation holds the game: its clock stops too (the screen's update starts it
    again), so that no bot pause nor race runs out while the player reads. The tray is seen
    from above meanwhile (`LessonScreen.overview`): every die in sight."""
    screen.clock.pause()
    screen.overview = True


def last_combination(screen) -> dict[str, Any]:
    combos = _combinations(screen)
    if not combos:
        return {"dice": "—", "points": 0, "v": 0, "a": 0, "b": 0, "c": 0}
    event = combos[-1]
    dice = sorted(event["dice"])
    pair = next((v for v in dice if dice.count(v) >= 2), dice[-1])
    return {"dice": "-".join(str(d) for d in dice), "points": event["points"], "v": pair,
            "a": dice[0], "b": dice[1], "c": dice[2]}


def race_result(kind: str, event_kind: str):
    """Values of a settled race: `result`, the sentence saying who won (or lost) how many
    points, or that nobody did, and when the player pressed."""
    def values(screen) -> dict[str, Any]:
        state, lang = screen.match.state, screen.lang
        found = [e for e in _events(screen, event_kind) if e["race"] == kind]
        presses = [e for e in _events(screen, "race_presses") if e["race"] == kind]
        times = presses[-1]["presses"] if presses else []
        mine = next((t for p, t in times if p == HUMAN), None)
        you = "—" if mine is None else f"{mine} ms"
        if not found:
            return {"result": tr("cdc.tuto.race_none", lang, you=you)}
        return {"result": tr(f"cdc.tuto.{event_kind}", lang, you=you,
                             name=shown_name(state.names[found[-1]["player"]], lang),
                             points=found[-1]["points"])}
    return values


def tray_point(screen, point) -> tuple[float, float] | None:
    """A point of the tray (world metres) -> window pixels from the bottom left."""
    vx, vy, w, h = screen.tray_viewport()
    px, py = screen.camera().project(np.asarray(point, dtype=float), (w, h))[0]
    if not (np.isfinite(px) and np.isfinite(py)):
        return None
    return vx + float(px), vy + h - float(py)


def hand_target(screen) -> tuple[float, float] | None:
    """Where a throw starts: the near end of the tray (the hand zone of deboule.shell.flick)."""
    from deboule.shell.flick import tray_zone

    zone = tray_zone()
    return tray_point(screen, ((zone.x[0] + zone.x[1]) / 2, 0.0, 0.0))


def dice_target(screen) -> tuple[float, float] | None:
    """The die lying nearest the dice's middle (the ring on a die, not on the felt between
    dice apart), of the dice lying in the tray; else the hand zone."""
    world = screen.match.world
    lying = dice_faces(world)
    points = np.asarray([pos for pid, (pos, _) in world.poses().items() if pid in lying],
                        dtype=float)
    if not len(points):
        return hand_target(screen)
    middle = points.mean(axis=0)
    return tray_point(screen, points[np.argmin(np.linalg.norm(points - middle, axis=1))])


def race_target(screen) -> tuple[float, float] | None:
    """The player's key in the race's lines under the tray ("[A] Joueur 1 : « … »"), under the
    shout and its timer bar."""
    box = screen.hud.regions()["prompt"]
    return box.x + 0.045 * box.w, box.top - 0.35 * box.h


def explain(text: str, values=None, target=dice_target) -> Step:
    """A step to read: the game holds (clock stopped) until Enter or a click."""
    return Step(text, target=target, enter=pause_game, values=values, hold=True)


def steps() -> list[Step]:
    suite, pas_mou = "grelotte_ca_picote", "pas_mou_le_caillou"
    return [
        explain("cdc.tuto.intro", target=None),
        Step("cdc.tuto.roll_off", done=lambda s: bool(_events(s, "starter")),
             target=hand_target),
        Step("cdc.tuto.first_turn", done=thrown(1), target=hand_target),
        explain("cdc.tuto.chouette", values=last_combination),
        Step("cdc.tuto.velute_throw", done=thrown(2), target=hand_target),
        explain("cdc.tuto.velute", values=last_combination),
        Step("cdc.tuto.cdc_throw", done=thrown(3), target=hand_target),
        explain("cdc.tuto.cdc", values=last_combination),
        Step("cdc.tuto.suite_throw", done=race_open(suite), target=hand_target,
             enter=hold_race),
        ready("cdc.tuto.suite_ready"),
        Step("cdc.tuto.suite_race", done=race_over(suite), target=race_target,
             enter=release_race),
        explain("cdc.tuto.suite_result", values=race_result(suite, "race_lost")),
        Step("cdc.tuto.cv_throw", done=race_open(pas_mou), target=hand_target,
             enter=hold_race),
        ready("cdc.tuto.cv_ready"),
        Step("cdc.tuto.cv_race", done=race_over(pas_mou), target=race_target,
             enter=release_race),
        explain("cdc.tuto.cv_result", values=race_result(pas_mou, "race_won")),
        Step("cdc.tuto.neant_throw", done=thrown(6), target=hand_target),
        explain("cdc.tuto.neant", values=last_combination),
    ]


def lesson(app, source: Callable[[], float] | None = None) -> CoachedScreen:
    """The lesson on a fresh table (the coach's "Recommencer" builds another on the same
    clock source)."""
    return CoachedScreen(app, LessonScreen.lesson_table(app, source), steps(),
                         "cdc.tuto.title", restart=lambda: lesson(app, source))
