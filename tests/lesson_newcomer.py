"""A newcomer at a guided lesson (deboule/screens/coach.py), for tests/test_lessons_in_step.py.

At every step the newcomer first does what a person new to the game does: Esc (the lesson's
menu) and Esc again, then, at a step waiting for a move, Enter (which ended every
explanation before) and Space; only then the move the step asks for (`move`, per game). After
each key and every update the table is compared with what the current step says
(`expect[step text](inner screen) -> bool`): each disagreement is kept with the step and the key
just pressed. When the lesson is over, the game is left running a while: what moved after
"Bravo" is kept too.

The 3D scene is not drawn (the renderer is stubbed: what the text and the table say is looked
at, not the pixels); the HUD and the coach's panel are drawn one update in `DRAW_EVERY` (one in
`AFTER_END_DRAW_EVERY` once the lesson is over)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

DT = 1 / 30
DRAW_EVERY = 6
AFTER_END = 300  # updates (10 s of game time) watched once the lesson said "Bravo"
# once the lesson is over, one update drawn a second of game time: what is
# watched then is whether the table moves, which every update says, drawn or not
AFTER_END_DRAW_EVERY = 30


@dataclass
class Walk:
    """What a newcomer's walk through one lesson saw."""

    texts: list[str] = field(default_factory=list)  # every step reached, in order
    history: list[tuple[int, str]] = field(default_factory=list)
    # (step text, what had just happened, the table's summary) where the two disagreed
    disagreements: list[tuple[str, str, str]] = field(default_factory=list)
    finished: bool = False
    moved_after_end: list[str] = field(default_factory=list)  # what the game did after Bravo
    menu_seen: bool = False  # Esc opened the lesson's menu at least once
    notes: dict[str, Any] = field(default_factory=dict)  # what a game's moves looked at


class Stuck(Exception):
    """A step waited for a move that could no longer be made (the table went elsewhere)."""


class Newcomer:
    def __init__(self, app, coached, expect: dict[str, Callable[[Any], bool]],
                 describe: Callable[[Any], str], clock=None) -> None:
        self.app = app
        self.coached = coached
        self.expect = expect
        self.describe = describe
        self.clock = clock  # a ManualClock moved with every update, or None
        self.walk = Walk()
        self.updates = 0
        self.last = "start"

    # ------------------------------------------------------------------ time and keys
    def tick(self, n: int = 1, draw_every: int = DRAW_EVERY) -> None:
        for _ in range(n):
            if self.clock is not None:
                self.clock.advance(DT)
            self.updates += 1
            if self.updates % draw_every == 0:
                self.app.frame(DT)
            else:
                self.app.window.dispatch_events()
                self.app.tick(DT)
            self.check()

    def press(self, symbol: int, ticks: int = 2) -> None:
        from pyglet.window import key

        self.last = key.symbol_string(symbol)
        # a window queues the events it is sent; dispatch_events hands them to the screen
        self.app.window.dispatch_event("on_key_press", symbol, 0)
        self.app.window.dispatch_events()
        self.app.window.dispatch_event("on_key_release", symbol, 0)
        self.app.window.dispatch_events()
        self.check()
        self.tick(ticks)

    def text(self, value: str) -> None:
        self.last = f"text {value!r}"
        self.app.window.dispatch_event("on_text", value)
        self.app.window.dispatch_events()
        self.check()

    def check(self) -> None:
        coached = self.coached
        if coached.finished or self.app.screen is not coached:
            return
        step = coached.step
        if step.text not in self.walk.texts:
            self.walk.texts.append(step.text)
        agrees = self.expect.get(step.text)
        if agrees is not None and not agrees(coached.inner):
            found = (step.text, self.last, self.describe(coached.inner))
            if found not in self.walk.disagreements:
                self.walk.disagreements.append(found)

    # ------------------------------------------------------------------ the walk
    def escape_and_back(self) -> None:
        from pyglet.window import key

        from deboule.screens.coach import LessonMenu

        self.press(key.ESCAPE, ticks=0)
        self.walk.menu_seen |= isinstance(self.app.screen, LessonMenu)
        self.press(key.ESCAPE, ticks=1)
        assert self.app.screen is self.coached, type(self.app.screen).__name__

    def run(self, move: Callable[[Newcomer, str], None], limit: int = 60,
            look: Callable[[Newcomer, str], None] | None = None) -> Walk:
        """Every step: `look(self, step text)` if given (before any key), Esc and back, Enter,
        Space, then `move(self, step text)` until the step changes."""
        from pyglet.window import key

        coached = self.coached
        self.tick(3)
        for _ in range(limit):
            if coached.finished:
                break
            index = coached.step_index
            step = coached.step
            self.tick(4)  # the player reads; nothing must move on
            if look is not None:
                look(self, step.text)
            self.escape_and_back()
            if step.done is None:
                self.press(key.ENTER)
                continue
            for symbol in (key.ENTER, key.SPACE):
                if coached.step_index != index or coached.finished:
                    break
                self.press(symbol, ticks=4)
            if coached.step_index == index and not coached.finished:
                try:
                    move(self, step.text)
                except Stuck:
                    break
        self.walk.history = list(coached.history)
        self.walk.finished = coached.finished
        return self.walk

    def watch_after_end(self, state_of: Callable[[Any], Any]) -> None:
        """The lesson over, updates go on (the panel says "Bravo"): what changed on the table,
        and whether the game was stepped at all. A lesson may end on the player's move (or a
        finished match): the game stepped then has nothing to do and its table stays as it
        was, so the calls that step it (the screen's and the match's update, a bot's turn)
        are counted too: the coach must no longer make them."""
        inner = self.coached.inner
        before = state_of(inner)
        calls = _CallCounter()
        calls.watch(inner, "update")
        calls.watch(inner.match, "update", "bot_turn")
        try:
            self.tick(AFTER_END, draw_every=AFTER_END_DRAW_EVERY)
        finally:
            calls.restore()
        after = state_of(inner)
        if after != before:
            self.walk.moved_after_end.append(f"{before!r} -> {after!r}")
        self.walk.moved_after_end.extend(
            f"{name} called {count} times" for name, count in calls.counts.items() if count)


class _CallCounter:
    """Counts the calls of some methods of some objects (wrapped on the instance), until
    `restore` puts the methods back."""

    def __init__(self) -> None:
        self.counts: dict[str, int] = {}
        self._wrapped: list[tuple[Any, str]] = []

    def watch(self, owner: Any, *names: str) -> None:
        for name in names:
            method = getattr(owner, name, None)
            if method is None:
                continue
            label = f"{type(owner).__name__}.{name}"
            self.counts[label] = 0

            def counted(*args, _method=method, _label=label, **kwargs):
                self.counts[_label] += 1
                return _method(*args, **kwargs)

            setattr(owner, name, counted)
            self._wrapped.append((owner, name))

    def restore(self) -> None:
        for owner, name in self._wrapped:
            delattr(owner, name)  # the class's method shows through again
        self._wrapped.clear()


def until_step_changes(newcomer: Newcomer, act: Callable[[], None] | None = None,
                       limit: int = 3000, index: int | None = None) -> None:
    """Updates (and `act` before each) until the lesson leaves step `index` (default: the
    current one)."""
    coached = newcomer.coached
    index = coached.step_index if index is None else index
    for _ in range(limit):
        if coached.step_index != index or coached.finished:
            return
        if act is not None:
            act()
        newcomer.tick()
    newcomer.walk.disagreements.append((coached.step.text, "the step never ended",
                                        newcomer.describe(coached.inner)))
    raise Stuck(coached.step.text)
