"""Chamot's guided first game (issue 30, point 9): one human against a novice bot, in the real
window (`ChamotScreen`), with the coach of deboule/screens/coach.py.

A short arranged game that meets every kind of play once: turning a card, placing it on a row by
typing a word, the corbeille (a card that fits nowhere is discarded into it), moving letters
from one row to another, a coup vache (a card that follows an opponent's corbeille top loads
it), being blocked (pile empty, the corbeille's top fits nowhere: H7), and the end (the first
player with no card left wins: H7), won by playing the corbeille's top. Arranged, and the lesson
says so:

- the deck (`HUMAN_CARDS`, `BOT_CARDS`, `ROW_MAJS`): the rows start P, B, S; the player holds
  three cards (A, Z, Y), the bot eight; the rest of the deal is boxed, as the short game boxes
  half the min. (seed E);
- the bot's first turns (`BOT_SCRIPT`): it discards X (which the player's Y follows), places O
  on row 2 and discards K, then places I on row 1 (P I: now PIZZA takes the player's Z) and
  discards W. A scripted play the rules refuse (the player did something else) is left to the
  real novice bot; so are its plays after the script.

No thinking time (a lesson is read at one's pace); never saved nor recorded.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deboule.games.chamot.hud import ChamotHud
from deboule.games.chamot.match import ChamotMatch
from deboule.games.chamot.screen import ChamotScreen
from deboule.games.chamot.words import letter
from deboule.rules.chamot.actions import Deal, Discard, Place, Turn
from deboule.rules.chamot.cards import MAJ_DECK, MAJ_LETTERS, MIN_DECK, MIN_LETTERS, min_deal_size
from deboule.rules.chamot.state import ChamotState
from deboule.rules.core import Action, IllegalAction
from deboule.screens.coach import CoachedScreen, Step
from deboule.screens.layout import Rect

SEED = 30
SEATS = ("human", "novice")
HUMAN, BOT = 0, 1
ROW_MAJS = "pbs"  # the rows' capitals: P, B, S
HUMAN_CARDS = "azy"  # the player's pile, top first
BOT_CARDS = "xokiwert"  # the bot's pile, top first


def _place(row: int) -> Callable[[ChamotState], Action]:
    """The bot places its card on `row`, announcing the word a person would (Lexicon.suggest)."""
    def play(state: ChamotState) -> Action:
        pattern = state.rows[row].pattern() + MIN_LETTERS[state.hand] if state.hand is not None \
            else ""
        return Place(row, state.lexicon.suggest(pattern) or "", "hand")
    return play


# The bot's plays, in order: turn 1 discards X; turn 2 places O on row 2 and discards K; turn 3
# places I on row 1 and discards W.
BOT_SCRIPT: tuple[Callable[[ChamotState], Action], ...] = (
    lambda s: Turn(), lambda s: Discard(),
    lambda s: Turn(), _place(1), lambda s: Turn(), lambda s: Discard(),
    lambda s: Turn(), _place(0), lambda s: Turn(), lambda s: Discard(),
)


def arranged_deal(each: int) -> Deal:
    """The deal whose first cards are the player's and the bot's (`HUMAN_CARDS`, `BOT_CARDS`)
    and whose rows start `ROW_MAJS`; every other card after them, in order."""
    free = list(range(MIN_DECK))

    def take(wanted: str) -> list[int]:
        cards = []
        for char in wanted:
            card = next(c for c in free if MIN_LETTERS[c] == char)
            free.remove(card)
            cards.append(card)
        return cards

    human, bot = take(HUMAN_CARDS), take(BOT_CARDS)
    filler = iter(list(free))
    order = human + [next(filler) for _ in range(each - len(human))] + bot
    order += [next(filler) for _ in range(each - len(bot))]
    order += list(filler)
    rows = [MAJ_LETTERS.index(char) for char in ROW_MAJS]
    majs = rows + [c for c in range(MAJ_DECK) if c not in rows]
    return Deal(tuple(order), tuple(majs))


class LessonMatch(ChamotMatch):
    """A `ChamotMatch` on the arranged deck whose bot first plays `BOT_SCRIPT`."""

    def __init__(self) -> None:
        self._script_at = 0
        super().__init__(list(SEATS), seed=SEED, short=True, turn_seconds=None)

    def settle_chance(self) -> None:
        if not self.state.dealt:
            players = self.state.options.players
            each = min_deal_size(players, self.state.options.short)
            self.state.apply(arranged_deal(each))
            for seat, kept in ((HUMAN, len(HUMAN_CARDS)), (BOT, len(BOT_CARDS))):
                pile = self.state.piles[seat]
                self.state.boxed.extend(pile[:-kept])  # out of the lesson, as a short game's
                self.state.piles[seat] = pile[-kept:]
        super().settle_chance()

    def bot_choice(self, seat: int) -> Action:
        while self._script_at < len(BOT_SCRIPT):
            action = BOT_SCRIPT[self._script_at](self.state)
            self._script_at += 1
            try:
                self.state.copy().apply(action)
            except IllegalAction:
                continue  # the table is not what the script expected: skip that play
            return action
        return super().bot_choice(seat)


class LessonHud(ChamotHud):
    """The coach's panel lies over the log's place: the log is not drawn under it."""

    def draw_log(self, lay) -> None:
        return


class LessonScreen(ChamotScreen):
    """Chamot's screen of the lesson: never saved, so that a lesson does not replace the
    player's own game in progress."""

    def __init__(self, app, match: ChamotMatch) -> None:
        super().__init__(app, match)
        self.hud = LessonHud(self)

    @classmethod
    def lesson_table(cls, app) -> LessonScreen:
        return cls(app, LessonMatch())

    def autosave(self) -> None:
        """A lesson is not a game to resume."""

    def coach_area(self) -> Rect:
        """The coach's panel: the right column under the players' boxes, over the log (the rows,
        the piles, the hand and the word box stay in view)."""
        lay = self.hud.layout()
        return lay.log


# ---------------------------------------------------------------------------- what the coach reads
def _events(screen, kind: str, player: int | None = HUMAN) -> list[dict[str, Any]]:
    return [e for e in screen.match.events
            if e.get("type") == kind and (player is None or e.get("player") == player)]


def turned(screen) -> bool:
    return bool(_events(screen, "turned"))


def placed(screen) -> bool:
    return bool(_events(screen, "placed"))


def discarded(screen) -> bool:
    return bool(_events(screen, "discarded"))


def _my_turn_after_bot_turns(count: int) -> Callable[[Any], bool]:
    def done(screen) -> bool:
        passed = [e for e in screen.match.events if e.get("type") == "turn_passed"
                  and e.get("player") == BOT]
        return len(passed) >= count and screen.match.human_turn() == HUMAN
    return done


def moved(screen) -> bool:
    return bool(_events(screen, "moved"))


def loaded(screen) -> bool:
    return bool(_events(screen, "loaded"))


def blocked(screen) -> bool:
    return bool(_events(screen, "blocked"))


def over(screen) -> bool:
    return screen.match.over


# ---------------------------------------------------------------------------- the values shown
def _top(screen, seat: int) -> str:
    corbeille = screen.match.state.corbeilles[seat]
    return letter(MIN_LETTERS[corbeille[-1]], screen.lang).upper() if corbeille else "—"


def tops(screen) -> dict[str, Any]:
    return {"bot": _top(screen, BOT), "mine": _top(screen, HUMAN)}


def outcome(screen) -> dict[str, Any]:
    state = screen.match.state
    return {"bot_cards": state.cards_left(BOT)}


# ---------------------------------------------------------------------------- where the ring goes
def _centre(rect: Rect) -> tuple[float, float]:
    return rect.centre_x, rect.centre_y


def pile_target(screen) -> tuple[float, float]:
    return _centre(screen.hud.layout().pile_card())


def hand_target(screen) -> tuple[float, float]:
    return _centre(screen.hud.layout().hand_card())


def corbeille_target(screen) -> tuple[float, float]:
    return _centre(screen.hud.layout().corbeille_card())


def row_target(row: int) -> Callable[[Any], tuple[float, float]]:
    """The place after the row's last card: where the next letter goes."""
    def target(screen) -> tuple[float, float]:
        lay = screen.hud.layout()
        return _centre(lay.card(row, len(screen.match.state.rows[row].mins) + 1))
    return target


def bot_target(screen) -> tuple[float, float]:
    return _centre(screen.hud.layout().player_card(BOT))


def explain(text: str, values=None, target=None) -> Step:
    """A step to read: the game holds until Enter or a click."""
    return Step(text, target=target, values=values, hold=True)


# The keys each step names (pyglet's names: "_1" is the key 1). A step lets only those reach
# the table, so that a Space pressed out of habit does not turn a card where the text asks to
# move letters first (a card in hand, M is refused and the lesson could not go on).
WORD_KEYS = frozenset({"tab", "enter", "backspace", "left", "right"})


def keys(*names: str) -> frozenset[str]:
    return frozenset(names)


def steps() -> list[Step]:
    return [
        explain("chamot.tuto.intro"),
        Step("chamot.tuto.turn", done=turned, target=pile_target, keys=keys("space")),
        Step("chamot.tuto.place", done=placed, target=row_target(0),
             keys=keys("_1") | WORD_KEYS, typing=True),
        Step("chamot.tuto.discard", done=discarded, target=hand_target,
             keys=keys("space", "d")),
        Step("chamot.tuto.bot_turn", done=_my_turn_after_bot_turns(1), target=bot_target,
             hint="coach.watch", keys=keys(), clicks=False),
        explain("chamot.tuto.corbeille", values=tops, target=corbeille_target),
        Step("chamot.tuto.move", done=moved, target=row_target(2),
             keys=keys("m", "_1", "_3") | WORD_KEYS, typing=True),
        Step("chamot.tuto.coup_vache", done=loaded, target=bot_target, values=tops,
             keys=keys("space", "l", "_2")),
        Step("chamot.tuto.bot_again", done=_my_turn_after_bot_turns(2), target=bot_target,
             hint="coach.watch", keys=keys(), clicks=False),
        Step("chamot.tuto.blocked", done=blocked, target=corbeille_target, values=tops,
             keys=keys("b")),
        Step("chamot.tuto.bot_last", done=_my_turn_after_bot_turns(3), target=row_target(0),
             hint="coach.watch", keys=keys(), clicks=False),
        Step("chamot.tuto.finish", done=over, target=corbeille_target,
             keys=keys("c", "_1") | WORD_KEYS, typing=True),
        explain("chamot.tuto.outcome", values=outcome),
    ]


def lesson(app) -> CoachedScreen:
    """The lesson on a fresh table (the coach's "Recommencer" builds another)."""
    return CoachedScreen(app, LessonScreen.lesson_table(app), steps(), "chamot.tuto.title",
                         restart=lambda: lesson(app))
