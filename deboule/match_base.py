"""The one match layer: the base class of every game's controller
(`deboule/games/<package>/match.py`), what the window's screens, the lessons, the sims, saves and
replay call.

A match holds one game's rules state (`state`, deboule.rules.core.GameState) and its physics, and
answers what the rules wait for. Seats are HUMAN, a bot level ("novice", "regular", "expert") or a
bot object (anything with `act(state, player)`, deboule/rules/core/bots.py). Every input from
outside -- a human's decision or throw, a race key, a bot asked for from the pause menu, one entry
of a saved input log -- goes through one public call, `feed(input)`; the bots and the physics act in
`step(dt)` (`update(dt)` is the same for the window's frames), and `play_out()` runs the game to
its end. One flag, `headless=True`, runs a match with nothing drawn: no motions played back, no
bot pauses, no thinking process, a manual clock (the sims, replays and tests); the window's
matches are `headless=False`. `rules_only=True` plays the match on the rules alone, no physics
(deboule/rules_match.py: chance outcomes from the rules' own chance model, for evaluating bots
fast). A game in progress is saved with `to_save()` and comes back with
`from_save(data)` by replaying its inputs; `record()` is the game record of
deboule/replays/records.py, replayed by `deboule.games.<package>.record.replay` (`deboule replay`).

    match = Match.new(["human", "expert"], seed=7, headless=True, options=game_options)
    while not match.over:
        match.step(dt)                          # bots, physics, timers
        match.feed(Decision(choice))            # one of match.legal_actions(), a human's turn
    write_record(path, match.record())

The inputs (`feed`): `Decision(action)`; `HandThrow(...)` (Le Déboulé: a piece and its physics
Throw; Cul de Chouette: the hand's Throw, or None for a plausible random throw; L'Enculette: the
shake); `AimedThrow(aim_deg, power, lateral)` (Cul de Chouette's arrows); `TurnOver()`
(L'Enculette); `RacePress(player, at)` (Cul de Chouette's shouts); `JoinRequest(level)` (Cul de
Chouette's pause menu); and a `dict`, one entry of the match's own input log (`to_save()`),
played as it was first played (a throw is launched: `step` or `settle()` brings it to rest).
Le Déboulé's and Cul de Chouette's logs hold every input, the bots' too (fed in order, nothing
else moves); L'Enculette's and Chamot's hold the humans' only (the bots play again from the seed
between them: `step` until a human must act, then feed the next entry).

Every refusal is a `MatchError`, a `deboule.text.i18n.Refusal`: a line of the translation tables in
French and English, and nothing changed.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from deboule.rules.core import Action, GameState
from deboule.rules.core.bots import is_bot, is_bot_spec, level_name
from deboule.text.i18n import Refusal

# What a seat is in `new` and in saves: a human, or a bot of one of the game's levels.
HUMAN = "human"


class MatchError(Refusal):
    """An input a match cannot take now (nothing changed): a `Refusal` (a line of the tables,
    French and English). `table(key, ...)`, `message(lang)`, `en` and `french` are the
    spellings the games' own refusal types had (kept while callers move to `text(lang)`)."""

    @classmethod
    def table(cls, key: str, /, **values: Any) -> Self:
        return cls(key, **values)

    def message(self, lang: str = "fr") -> str:
        return self.text(lang)

    @property
    def en(self) -> str:
        return self.text("en")

    @property
    def french(self) -> str:
        return self.text("fr")


# ---------------------------------------------------------------------------- the inputs
@dataclass(frozen=True)
class Decision:
    """A human's decision: one of `legal_actions()`."""

    action: Action


@dataclass(frozen=True)
class HandThrow:
    """A human's throw. Le Déboulé: `piece` thrown with the physics `throw`; Cul de Chouette:
    the hand's physics `throw` (None: a plausible random throw, the space key) by `player`
    (None: whoever must throw); L'Enculette: the server shakes the Tasse (no arguments)."""

    throw: Any = None
    piece: str | None = None
    player: int | None = None


# ---------------------------------------------------------------------------- bots
def is_bot_object(seat: Any) -> bool:
    """A seat held by a program's own bot: an object with `act(state, player)`."""
    return not isinstance(seat, str) and is_bot(seat)


def seat_name(seat: Any) -> str:
    """How a seat is written in saves and records: HUMAN, a level, or a bot object's `name`
    (its class's name when it has none)."""
    if isinstance(seat, str):
        return seat
    return str(getattr(seat, "name", None) or type(seat).__name__)


def check_seats(seats: Sequence[Any], levels: Sequence[str]) -> list[Any]:
    """The seats as given, each HUMAN, one of `levels` (an older name read as today's), a bot of
    one's own by name ("package.module:Name", deboule/rules/core/bots.py) or a bot object; else a
    MatchError."""
    if isinstance(seats, str) or not isinstance(seats, Sequence):
        raise MatchError.said("les places sont une liste", f"seats are a list, not {seats!r}")
    known = (HUMAN, *levels)
    bad = [s for s in seats if not is_bot_object(s) and (
        not isinstance(s, str) or (level_name(s) not in known and not is_bot_spec(s)))]
    if bad:
        raise MatchError.said(f"places inconnues : {bad} (connues : {', '.join(known)}, ou un "
                              "bot avec act(state, player))",
                              f"unknown seats {bad} (known: {', '.join(known)}, or a bot with "
                              "act(state, player))")
    return list(seats)


# ---------------------------------------------------------------------------- the base
class Match(ABC):
    """A game's controller (see the module's text). Subclasses set `GAME` (the rules package,
    for `deboule.rules.<GAME>.make_bot`) and `headless`, and implement the abstract methods."""

    GAME: ClassVar[str]
    headless: bool = False

    state: GameState  # the rules state (deboule.rules.core contract)

    @property
    @abstractmethod
    def over(self) -> bool:
        """True once the game has ended (a throw still rolling is not over)."""

    @classmethod
    @abstractmethod
    def new(cls, seats: list[Any], seed: int = 0, **options: Any) -> Self:
        """A new game: `seats` holds HUMAN, a bot level or a bot object per place; `options`
        the game's own and `headless`."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """The decisions open to the human who must act now ([] when no human must)."""

    @abstractmethod
    def human_action(self, action: Action) -> None:
        """A human's decision (`feed(Decision(action))`)."""

    def feed(self, item: Any) -> Any:
        """One input from outside (see the module's text); a refusal raises MatchError and
        changes nothing. Games add their own kinds of input by overriding `feed_other`."""
        if isinstance(item, Decision):
            return self.human_action(item.action)
        if isinstance(item, dict):
            return self.feed_entry(item)
        return self.feed_other(item)

    @abstractmethod
    def feed_entry(self, entry: dict[str, Any]) -> None:
        """One entry of the match's input log (`to_save()`), played as it was first played."""

    def feed_other(self, item: Any) -> Any:
        """A game's own inputs (throws, race presses...); the base knows none."""
        raise MatchError("refusal.bad_input", kind=type(item).__name__)

    def stand_in_throw(self, item: HandThrow) -> None:
        """The throw a stand-in bot plays for a person away (deboule/online/stand_in.py): fed as
        a person's; a game whose throw needs a step first plays that step instead."""
        self.feed(item)

    @abstractmethod
    def update(self, dt: float) -> None:
        """Advance by `dt` seconds: rolling bodies, bots, timers (the window's frame)."""

    def step(self, dt: float = 0.0) -> None:
        """Advance the match by `dt` seconds (the window's frame); headless, a manual clock
        moves by `dt` first."""
        clock = getattr(self, "clock", None)
        if self.headless and callable(getattr(clock, "advance", None)):
            clock.advance(dt)
        self.update(dt)

    @abstractmethod
    def play_out(self) -> None:
        """Run the game to its end with no display (every seat a bot)."""

    def settle(self) -> None:
        """Bring a throw in flight to rest at once (closing the window must not lose it)."""
        return None

    def throw_awaited_of(self) -> tuple[int, ...]:
        """The seats a throw, a shake or a turn of the Tasse is awaited of now (an online room
        takes such an input from these seats only); the base knows none."""
        return ()

    @abstractmethod
    def to_save(self) -> dict[str, Any]:
        """The game so far, as JSON data (saves, kill and resume)."""

    @classmethod
    @abstractmethod
    def from_save(cls, data: Any, **options: Any) -> Self:
        """The game `to_save()` wrote, rebuilt by replaying its inputs."""

    @abstractmethod
    def record(self) -> dict[str, Any]:
        """The game record (deboule/replays/records.py)."""

    def close(self) -> None:
        """Let go of threads and worlds (the window closes the screen)."""
        return None


class ManualClock:
    """A clock that moves only when told: headless matches and tests."""

    def __init__(self, start: float = 0.0) -> None:
        self.now = float(start)

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds
