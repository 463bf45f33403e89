"""L'Enculette's guided first round (issue 15, point 1): one human against one bot, in the real
window (`EnculetteScreen`), with the coach of deboule/screens/coach.py.

One round: shake the Tasse, peek, announce (the truth or a bluff), the bot believes, shakes
again and announces higher to you, you believe or doubt, and somebody drinks; the coach explains
the ladder of rolls and who drinks and why. Three things are arranged, and the lesson says so:

- the dice of the round's first two shakes (`SCRIPT`): the player serves 4-3 (43), and the bot,
  believing 43, shakes 4-3 again and must bluff higher (the regular bot announces 51). The dice
  really roll in the physics Tasse; once they rest under the cup, where nobody sees them, each
  is turned where it lies by a symmetry of the cube so that the script's face is up
  (`LessonMatch.turn_under_cup`, with deboule/shell/arranged_dice.py): the same cube in the same
  place, only its pips moved. A seed alone would not do: physics results are bit-identical on one
  machine only, and another CPU or MuJoCo version shakes other faces. A shake that spills a
  die is a faute (a gorgée) and is not turned; the same server's shake after it is. Shakes
  past the script's two fall as they fall. (The poses digest `PhysicsTasses` keeps of each
  shake is taken before the turn: a lesson is never saved nor recorded, so nothing reads it);
- the bot always believes the player's first announcement (a real bot may doubt);
- that announcement may not be the 21, which can only be lifted (the bot could not believe it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from deboule.games.enculette.match import EnculetteMatch
from deboule.games.enculette.screen import EnculetteScreen
from deboule.games.enculette.tasses import Shake
from deboule.rules.enculette import ENCULETTE, Announce, Believe, read_roll
from deboule.rules.enculette.events import EventKind
from deboule.rules.enculette.text import value_text
from deboule.screens.coach import CoachedScreen, Step
from deboule.screens.layout import Rect
from deboule.shell.arranged_dice import paired, turned
from deboule.text.i18n import tr, tr_count

SEED = 11  # the shakes' hand motions; the scripted faces come from the turned dice, not from it
SEATS = ("human", "regular")
HUMAN, BOT = 0, 1
# The shakes the lesson needs, in the order of the round: who serves, and the faces the shake
# must leave under the Tasse (in either order: a roll reads its high die first). The player
# serves 43 and announces it; the bot believes, shakes 43 again and must announce higher.
SCRIPT: tuple[tuple[int, tuple[int, int]], ...] = ((HUMAN, (4, 3)), (BOT, (4, 3)))


class LessonMatch(EnculetteMatch):
    """An `EnculetteMatch` whose first shakes leave the faces of `SCRIPT` under the Tasse (the
    dice shaken by the physics, then turned where they rest under the cup), whose bot believes
    the player's first announcement, and whose first announcement menu leaves out the 21 (an
    Enculette cannot be believed)."""

    def wanted(self) -> tuple[int, int] | None:
        """The faces the coming shake must leave under the Tasse, or None (past the script, or
        not the server the script expects)."""
        if self.over or not self.state.is_chance_node():
            return None
        shaken = sum(e.kind == EventKind.SHAKEN for e in self.state.events)
        if shaken >= len(SCRIPT):
            return None
        server, faces = SCRIPT[shaken]
        return faces if self.state.cup().server == server else None

    def _shaken(self, cup: int, shake: Shake) -> Shake:
        wanted = self.wanted()
        if wanted is None or shake.escaped:
            return shake  # past the script, or a die out: a faute, the shake as it fell
        return Shake(self.turn_under_cup(cup, wanted), shake.escaped)

    def turn_under_cup(self, cup: int, wanted: tuple[int, int]) -> tuple[int, ...]:
        """Turn each die resting in Tasse `cup` where it lies, by the symmetry of the cube that
        puts its face of `wanted` up (a die already showing one of them is left alone); the
        faces now shown, in piece order. The cup covers the dice: nobody sees them turn, and a
        turned cube fills the very space it filled, so it rests as it rested."""
        world = self.tasses.worlds[cup]
        lying = world.poses()  # the dice in play, in piece order, as dice_faces() lists them
        shown = world.dice_faces()
        faces = world.pieces[next(iter(lying))].faces
        for pid, came_up, want in zip(lying, shown, paired(shown, wanted), strict=True):
            if came_up != want:
                position, orientation = lying[pid]
                world.set_pose(pid, position, turned(orientation, faces, came_up, want))
        return tuple(world.dice_faces())

    def first_announcement(self) -> bool:
        """No announcement made yet: the player's first one is awaited."""
        return not any(e.kind == EventKind.ANNOUNCED for e in self.state.events)

    def menu(self) -> list[tuple[str, Any]]:
        entries = super().menu()
        if not self.first_announcement():
            return entries
        return [(label, action) for label, action in entries
                if not (isinstance(action, Announce) and action.value == ENCULETTE)]

    def bot_turn(self, seat: int) -> None:
        believed = any(e.kind == EventKind.BELIEVED for e in self.state.events)
        if not believed and not self.state.is_chance_node() and \
                Believe() in self.state.legal_actions():
            self._decide(Believe())  # the lesson's arranged answer: see the module's text
            return
        super().bot_turn(seat)


class LessonScreen(EnculetteScreen):
    """L'Enculette's screen of the lesson: never saved, so that a lesson does not replace the
    player's own game in progress."""

    @classmethod
    def lesson_table(cls, app) -> LessonScreen:
        return cls(app, LessonMatch(list(SEATS), seed=SEED, lang=app.settings.lang))

    def autosave(self) -> None:
        """A lesson is not a game to resume."""

    # the lesson said "Bravo": the game stopped with it (deboule/screens/coach.py)
    stopped = False

    def lesson_over(self) -> None:
        self.stopped = True

    def status(self) -> tuple[str, str]:
        """Once the lesson is over, not "Joueur 2 réfléchit…" for ever: the game stops."""
        if self.stopped:
            return tr("enc.tuto.over", self.lang), ""
        return super().status()

    def coach_area(self) -> Rect:
        """Where the coach's panel goes (deboule/screens/coach.py): the left column under the
        players and the announcement in play, above the table talk, so that the Tasse, the
        menu and the scores stay in view."""
        regions = self.hud.regions()
        table, log = regions["table"], regions["log"]
        pad = self.hud.hud.px(10)
        return Rect(table.x, log.top + 2 * pad, table.w, table.y - log.top - 3 * pad)

    def closing(self) -> None:
        if self._painter is not None:
            self._painter.release()
            self._painter = None


# ---------------------------------------------------------------------------- what the coach reads
def _events(screen, kind: EventKind) -> list:
    return [e for e in screen.match.state.events if e.kind == kind]


def _settled(screen) -> bool:
    return not screen.match.busy() and not screen.match.over


def shaken(screen) -> bool:
    """The player served: the Tasse rests, shaken, and they must announce."""
    cup = screen.match.state.cup()
    return _settled(screen) and screen.match.human_turn() == HUMAN and cup.phase == "announce"


def announced(screen) -> bool:
    return any(e.player == HUMAN for e in _events(screen, EventKind.ANNOUNCED))


def must_answer(screen) -> bool:
    """The bot announced to the player, who must believe, doubt or pass."""
    cup = screen.match.state.cup()
    return _settled(screen) and screen.match.human_turn() == HUMAN and cup.phase == "respond"


ANSWERS = (EventKind.BELIEVED, EventKind.DOUBTED, EventKind.PASSED)


def answered(screen) -> bool:
    """The player answered the bot's announcement (believed, doubted or passed unseen)."""
    return any(e.kind in ANSWERS and e.player == HUMAN for e in screen.match.state.events)


def drank_after_answer(screen) -> bool:
    """Somebody drank once the player had answered, and the Tasse rests."""
    return bool(round_end(screen)) and not screen.match.busy()


def round_end(screen) -> list:
    """The drinks (and the lift before them) that followed the player's answer."""
    events = screen.match.state.events
    start = next((i for i, e in enumerate(events) if e.kind in ANSWERS and e.player == HUMAN),
                 None)
    if start is None:
        return []
    return [e for e in events[start:] if e.kind == EventKind.DRANK]


def peeked(screen) -> bool:
    return screen.peek_faces() is not None


def my_roll(screen) -> dict[str, Any]:
    """The player's dice under the Tasse (their first shake), read high die first."""
    faces = screen.match.visible_faces(HUMAN)
    if faces is None:
        return {"a": "?", "b": "?", "value": "?"}
    high, low = max(faces), min(faces)
    return {"a": high, "b": low, "value": read_roll(high, low)}


def bot_announcement(screen) -> dict[str, Any]:
    cup = screen.match.state.cup()
    mine = [e for e in _events(screen, EventKind.ANNOUNCED) if e.player == HUMAN]
    lang = screen.lang
    return {"value": value_text(cup.announced, lang) if cup.announced is not None else "?",
            "mine": value_text(mine[0].value, lang) if mine else "?", "bot": screen.name(BOT)}


def outcome(screen) -> dict[str, Any]:
    """Who drank, how much and why, and what the lifted Tasse showed."""
    lang = screen.lang
    drinks = round_end(screen)
    lifts = _events(screen, EventKind.DOUBTED)
    shown = lifts[-1].faces if lifts and lifts[-1].faces else None
    # nothing to say of the Tasse when nobody lifted it (the believe path)
    lifted = "" if shown is None else tr(
        "enc.tuto.lifted", lang, a=max(shown), b=min(shown),
        value=value_text(read_roll(*shown), lang), announced=value_text(lifts[-1].value, lang))
    if not drinks:
        return {"lifted": lifted, "who": "—", "gorgees": tr_count("enc.gorgees", 0, lang),
                "why": ""}
    last = drinks[-1]
    who = ", ".join(screen.name(e.player) for e in drinks)
    n = sum(e.amount for e in drinks)
    return {"lifted": lifted, "who": who, "gorgees": tr_count("enc.gorgees", n, lang),
            "why": tr(f"enc.tuto.why.{last.reason}", lang)}


def tasse_target(screen) -> tuple[float, float] | None:
    """The Tasse in the window, pixels from the bottom left."""
    width, height = screen.app.size
    (x, y, z), _ = screen.views()[0].cup
    px, py = screen.camera().project(np.array([x, y, z + 0.04]), (width, height))[0]
    if not (np.isfinite(px) and np.isfinite(py)):
        return None
    return float(px), height - float(py)


def menu_target(screen) -> tuple[float, float] | None:
    """Just left of the focused line of the decision menu (else the Tasse): the ring must not
    hide the line it points at."""
    for index, rect in screen.hud.menu_rows():
        if index == screen.focus:
            return rect.x - screen.hud.hud.px(16), rect.y + rect.h / 2
    return tasse_target(screen)


def focus_on_truth(screen) -> None:
    """The announcement menu opens on the truth the text names: Enter announces it."""
    faces = screen.match.visible_faces(HUMAN)
    if faces is None:
        return
    truth = read_roll(max(faces), min(faces))
    for index, (_, action) in enumerate(screen.menu()):
        if isinstance(action, Announce) and action.value == truth:
            screen.focus = index
            return


MENU_KEYS = frozenset({"up", "down", "pageup", "pagedown", "enter", "space", "p"})


def explain(text: str, values: Callable[[Any], dict] | None = None,
            target=tasse_target) -> Step:
    """A step to read: the game holds until Enter or a click."""
    return Step(text, target=target, values=values, hold=True)


def steps() -> list[Step]:
    # each step lets through only the keys its text names (Space shakes, as Enter always
    # did; P peeks; the menu's keys choose), so that Enter pressed out of habit at the peek
    # does not announce the menu's first line behind the text
    return [
        explain("enc.tuto.intro", target=None),
        Step("enc.tuto.shake", done=shaken, target=tasse_target,
             keys=frozenset({"space", "enter"}), clicks=False),
        Step("enc.tuto.peek", done=peeked, target=tasse_target, keys=frozenset({"p"}),
             clicks=False),
        explain("enc.tuto.ladder", values=my_roll),
        Step("enc.tuto.announce", done=announced, target=menu_target, values=my_roll,
             enter=focus_on_truth, keys=MENU_KEYS),
        Step("enc.tuto.believed", done=must_answer, target=tasse_target, values=bot_announcement,
             hint="coach.watch", keys=frozenset({"p"}), clicks=False),
        Step("enc.tuto.answer", done=answered, target=menu_target, values=bot_announcement,
             keys=MENU_KEYS),
        Step("enc.tuto.until_drink", done=drank_after_answer, target=tasse_target),
        explain("enc.tuto.outcome", values=outcome),
    ]


def lesson(app) -> CoachedScreen:
    """The lesson on a fresh table (the coach's "Recommencer" builds another)."""
    return CoachedScreen(app, LessonScreen.lesson_table(app), steps(), "enc.tuto.title",
                         restart=lambda: lesson(app))
