"""Playing a game record back (issue 15, "Revoir une partie"), without the window's drawing.

Each game's package has a `viewer` module whose `feed(record, lang)` builds a `Feed`: its own
controller on a fresh physics world, every seat fed from the record's inputs (never a human or
a bot choosing), one *step* at a time (a throw, a shake, a decision...), the step's motion
advanced by the time the viewer gives it; the physics is the same as `deboule replay`'s, so the
end is the record's, bit for bit. `Playback` paces a feed for people: a pause between steps,
pause/play, speeds, the next step at once, and a jump to a round (a fresh feed given its first
steps at once: the world cannot be run backwards). An online record made with another engine
is fed from its keyframes instead (deboule/screens/keyframe_feed.py), where the game's viewer can.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from deboule import registry
from deboule.replays.record_summary import record_seats
from deboule.replays.replay_base import ReplayError
from deboule.text.i18n import known, tr

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)
STEP_PAUSE = 0.9  # seconds of game time between two steps, so a person can follow
HOLD_PAUSE = 4.0  # seconds of game time a held table is shown (a round's measurement)
FRAME_SLICE = 0.05  # s of game time handed to a motion at once (the controllers cap a frame)
MAX_STEPS = 200_000  # a guard: a record that never ends is refused, not played forever


class Feed(Protocol):
    """One game's record fed step by step (deboule/games/<package>/viewer.py)."""

    steps: int  # steps fed so far

    @property
    def match(self) -> Any:
        """The controller the game's screen draws."""

    def moving(self) -> bool:
        """A step's motion (a rolling throw, a shaken Tasse) is being played."""

    def animate(self, dt: float) -> None:
        """Advance the motion by `dt` seconds of game time (and the table moves nobody
        decides)."""

    def land(self) -> None:
        """End the motion now (the physics runs to rest at once: the same end)."""

    def holding(self) -> bool:
        """The table is held as it lies between two steps (Le Déboulé's measurement of a
        round): the next step waits for `release` (a step or a jump releases it)."""

    def release(self) -> None:
        """End the hold."""

    def next_step(self) -> bool:
        """Feed the next step (its motion starts); False when the record has none left."""

    def round(self) -> int:
        """The round being played, from 1."""

    def final(self) -> dict:
        """The `final` block (deboule.replays.records.final_state) of the game as it stands."""

    def screen(self, app) -> Any:
        """The game's screen drawing this feed's match (no saves, no human controls)."""

    def close(self) -> None:
        """Let go of the match."""


def seat_names(record: dict, lang: str = "fr") -> list[str]:
    """Who sat where, in the player's language: "Joueur 2", "Bot expert"."""
    names = []
    for index, seat in enumerate(record_seats(record)):  # "expert" alone is no list of seats
        if seat == "human":
            names.append(tr("replays.human", lang, n=index + 1))
        else:
            key = f"level.{seat}"
            names.append(tr("setup.bot", lang, level=tr(key, lang) if known(key) else seat))
    return names


def check(record: dict, report: Callable[..., None] | None = None) -> tuple[int, str]:
    """The verdict on `record` of the one verifier, deboule.replays.replay.check_record (the same as
    `deboule replay`: exit status and its line), for the viewer's background thread; `report`
    is handed its progress (done, total) when the verifier gives it."""
    # loaded on first use, not with this module: numpy, the rules' core, the records (62 ms)
    from deboule.replays.replay import check_record

    options = {}
    if report is not None and "progress" in inspect.signature(check_record).parameters:
        options["progress"] = report
    return check_record(record, **options)


def make_feed(record: dict, lang: str = "fr") -> Feed:
    """A fresh feed of `record` (ReplayError when its game cannot be watched)."""
    entry = registry.by_name(record.get("game"))
    if entry is None:
        raise ReplayError(f"unknown game {record.get('game')!r}")
    module = entry.viewer()
    # loaded on first use, not with this module: numpy, the rules' core, the screens (110 ms)
    from deboule.screens.keyframe_feed import from_keyframes

    # made with another engine: its keyframes drawn, not simulated (issue 33)
    make = getattr(module, "keyframe_feed", None) if from_keyframes(record) else None
    try:
        return (make or module.feed)(record, lang)
    except ReplayError:
        raise
    except (ValueError, KeyError, TypeError, AttributeError, IndexError) as exc:
        raise ReplayError(str(exc) or type(exc).__name__) from exc


def feed_step(feed: Feed) -> bool:
    """The next step, its motion ended at once; False when none is left."""
    try:
        if feed.moving():
            feed.land()
            return True
        if not feed.next_step():
            return False
        feed.land()
    except ReplayError:
        raise
    except (ValueError, KeyError, TypeError, AttributeError, IndexError) as exc:
        raise ReplayError(f"step {feed.steps}: {exc}") from exc
    return True


@dataclass(frozen=True)
class Outline:
    """What a first pass over the record found: how many steps, the step each round starts
    at, and where it ended. Whether the record is told truly is
    deboule.replays.replay.check_record's verdict (the viewer asks it in the background), not this
    pass's."""

    steps: int
    round_starts: tuple[int, ...]  # round r (from 1) starts after round_starts[r - 1] steps
    final: dict

    @property
    def rounds(self) -> int:
        return len(self.round_starts)


def outline(record: dict, lang: str = "fr",
            progress: Callable[[int], None] | None = None) -> Outline:
    """Play the record through at once (ReplayError when it does not replay); `progress` is
    told the steps fed so far after each step (it may raise to stop the pass)."""
    feed = make_feed(record, lang)
    try:
        starts = [0]
        for _ in range(MAX_STEPS):
            if not feed_step(feed):
                break
            feed.release()  # a round's end measured: the next round is laid
            while feed.round() > len(starts):  # a step may end a round and start the next
                starts.append(feed.steps)
            if progress is not None:
                progress(feed.steps)
        else:
            raise ReplayError("the record does not end")
        return Outline(feed.steps, tuple(starts), feed.final())
    except (ValueError, KeyError, TypeError, AttributeError, IndexError) as exc:
        if isinstance(exc, ReplayError):
            raise
        raise ReplayError(f"step {feed.steps}: {exc}") from exc
    finally:
        feed.close()


class Playback:
    """A record played for people: a step, its motion at the speed chosen, a pause, the next.
    `feed` is replaced by a fresh one on a jump (a screen drawing it must follow `version`)."""

    def __init__(self, record: dict, lang: str = "fr", plan: Outline | None = None) -> None:
        self.record = record
        self.lang = lang
        self.plan = plan or outline(record, lang)
        self.feed = make_feed(record, lang)
        self.paused = False
        self.speed = 1.0
        self.wait = 0.0  # game time since the last step ended
        self.version = 0  # grows when `feed` is replaced

    # ------------------------------------------------------------------ what it shows
    @property
    def ended(self) -> bool:
        return self.feed.steps >= self.plan.steps and not self.feed.moving()

    def round(self) -> int:
        return min(self.feed.round(), self.plan.rounds)

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> None:
        """Real time `dt`: the motion goes on, or after the pause the next step starts."""
        if self.paused:
            return
        game_dt = dt * self.speed
        if self.feed.moving():
            # in slices: the controllers take at most 0.1 s a frame (a stall must not jump),
            # which would cap the top speeds
            while game_dt > 0.0 and self.feed.moving():
                self.feed.animate(min(game_dt, FRAME_SLICE))
                game_dt -= FRAME_SLICE
            if not self.feed.moving():
                self.wait = 0.0
            return
        self.feed.animate(0.0)  # the table moves nobody decides
        if self.ended:
            return
        self.wait += game_dt
        if self.feed.holding():
            if self.wait >= HOLD_PAUSE:
                self.feed.release()
                self.wait = 0.0
            return
        if self.wait >= STEP_PAUSE:
            self.wait = 0.0
            self.feed.next_step()

    # ------------------------------------------------------------------ commands
    def toggle_pause(self) -> None:
        self.paused = not self.paused

    def faster(self) -> None:
        self.speed = next((s for s in SPEEDS if s > self.speed), SPEEDS[-1])

    def slower(self) -> None:
        self.speed = next((s for s in reversed(SPEEDS) if s < self.speed), SPEEDS[0])

    def step(self) -> None:
        """The next throw or decision at once (its motion ended), then paused."""
        self.paused = True
        feed_step(self.feed)
        self.wait = 0.0

    def jump(self, round_number: int) -> None:
        """Go to the start of round `round_number` (1..rounds), keeping pause and speed."""
        target = max(1, min(round_number, self.plan.rounds))
        self.seek(self.plan.round_starts[target - 1])

    def seek(self, steps: int) -> None:
        """A fresh feed given its first `steps` steps at once."""
        fresh = make_feed(self.record, self.lang)
        try:
            while fresh.steps < steps and feed_step(fresh):
                pass
            fresh.release()  # at the start of a round: its table laid, not the last measured
            if not fresh.moving():
                fresh.animate(0.0)
        except BaseException:
            fresh.close()
            raise
        old, self.feed = self.feed, fresh
        old.close()
        self.wait = 0.0
        self.version += 1

    def close(self) -> None:
        self.feed.close()
