"""A Chamot match driven for the window and the sim: the rules state, bots, human inputs, the
thinking time (deboule/match_base.py contract).

Chamot has no physics: the cards lie on the table as the rules place them. Every chance outcome
(the deal, a reshuffle) and every bot decision is drawn from a generator seeded with the game's
seed and the length of the history at that moment, so a match is a function of its seed, its
seats and its humans' inputs: a save keeps the humans' inputs only and replays the rest, and a
record's replay redoes every bot decision and deck order (a bot or a deck that changed is
caught). Bots wait `BOT_DELAY` seconds (times the pace) before acting so a person can follow.

The thinking time (H7: 15 s a decision, a setting that can be turned off, `turn_seconds=None`):
when a human's time runs out (CH-W1) the card in hand goes to their corbeille (Discard) or,
holding nothing, they turn their next card (or say they are blocked), as a player who found
nothing to play would. The clock stands still while the screen's word box is open
(`hold_clock`, issue 30 point 9): the time is for finding a play, not for typing its word.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from typing import Any

from deboule.games.chamot import GAME
from deboule.games.game_options import match_new
from deboule.match_base import ManualClock, Match, MatchError, is_bot_object, seat_name
from deboule.replays.records import RECORD_FORMAT, RECORD_VERSION, final_state
from deboule.rules.chamot.actions import CODEC, Blocked, Discard, Turn
from deboule.rules.chamot.bots import LEVELS, make_bot
from deboule.rules.chamot.chance import sample_outcome
from deboule.rules.chamot.lexicon import Lexicon
from deboule.rules.chamot.options import DEFAULT_TURN_LIMIT, Options
from deboule.rules.chamot.state import ChamotState
from deboule.rules.core import Action, IllegalAction
from deboule.rules.core.bots import is_bot_spec, plain, reseed, seat_bot
from deboule.text.i18n import known, tr

SEAT_KINDS = ("human", *LEVELS)
BOT_DELAY = 0.8  # s a bot waits before each play (times the pace)
TURN_SECONDS = 15.0  # H7, seed note 8: "Un temps de réflexion de 15 s."
SAVE_FORMAT = 1


def _lexicon() -> Lexicon:
    # loaded on first use, not with this module: Chamot's rules (7 ms)
    from deboule.rules.chamot.french import french_lexicon

    return french_lexicon()  # built once, cached on disk (docs/rules-chamot.md, CH-L…)


class ChamotMatch(Match):
    """Chamot's controller. `seats`: per player "human" or a bot level. `headless`: a manual
    clock (moved by `step(dt)`) and no pauses unless `clock` and `pace` say otherwise."""

    GAME = "chamot"

    def __init__(self, seats, seed: int = 0, short: bool = False, house_words=(),
                 turn_limit: int = DEFAULT_TURN_LIMIT,
                 turn_seconds: float | None = TURN_SECONDS,
                 clock: Callable[[], float] | None = None, pace: float | None = None,
                 lexicon: Lexicon | None = None,
                 on_change: Callable[[], None] | None = None, headless: bool = False) -> None:
        self.headless = headless
        if pace is None:
            pace = 0.0 if headless else 1.0
        if clock is None and headless:
            clock = ManualClock()
        given = list(seats) if isinstance(seats, list | tuple) else []
        bad = [s for s in given if s not in SEAT_KINDS and not is_bot_object(s)
               and not is_bot_spec(s)]
        # a program's own bot sits under its name; it is asked through `act(state, player)`
        self.custom = {i: s for i, s in enumerate(given) if is_bot_object(s)}
        seats = [seat_name(s) for s in given]
        if bad or not 2 <= len(seats) <= 4:
            raise MatchError.said(f"de 2 à 4 places, parmi {', '.join(SEAT_KINDS)}",
                             f"2 to 4 seats among {', '.join(SEAT_KINDS)}")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise MatchError.said("la graine est un entier", f"the seed is an integer: {seed!r}")
        if turn_seconds is not None and (
                isinstance(turn_seconds, bool) or not isinstance(turn_seconds, int | float)
                or not math.isfinite(turn_seconds) or turn_seconds <= 0):
            raise MatchError.said("temps de réflexion invalide",
                             f"turn_seconds is a positive number or None: {turn_seconds!r}")
        if isinstance(pace, bool) or not isinstance(pace, int | float) or \
                not math.isfinite(pace) or pace < 0:
            raise MatchError.said("allure invalide", f"pace is a number >= 0: {pace!r}")
        options = {"players": len(seats), "short": short, "house_words": list(house_words),
                   "turn_limit": turn_limit}
        try:
            self.state = ChamotState.new(options, lexicon or _lexicon())
        except IllegalAction as exc:
            raise MatchError.said(refusal(exc, "fr"), refusal(exc, "en")) from exc
        self.seats = seats
        self.seed = seed
        self.turn_seconds = None if turn_seconds is None else float(turn_seconds)
        self.clock = clock or time.perf_counter
        self.pace = float(pace)
        self.on_change = on_change
        self.inputs: list[dict[str, Any]] = []  # the humans' actions, in order (saves)
        self.events: list[dict[str, Any]] = []  # every rules event, for the log
        self.revision = 0  # grows with every action applied (screens redraw, autosave)
        self.timed_out = 0  # decisions a human's time ran out on
        self._since = self.clock()  # when the present decision opened
        self._held_at: float | None = None  # when the clock was stopped (the word box opened)
        self.replaying = False  # a save being fed again: nothing is saved meanwhile
        self.settle_chance()

    @classmethod
    def new(cls, seats: list[str], seed: int = 0, **options: Any) -> Match:
        """The match contract's constructor: `options` the game's options, one mapping its
        schema checks (docs/options.md: short, house_words, turn_limit), built by
        `GAME.new_match`; the other keywords `names`, `headless`, `lang`, `rules_only`
        (deboule/games/chamot/rules_only.py) and the window's (clock, pace, turn_seconds)."""
        return match_new(GAME, seats, seed, options)

    # ------------------------------------------------------------------ who acts
    @property
    def over(self) -> bool:
        return self.state.is_over

    def acting_seat(self) -> int | None:
        who = self.state.current_player()
        return who if who >= 0 else None

    def human_turn(self) -> int | None:
        """The human seat that must act now, or None."""
        seat = self.acting_seat()
        return seat if seat is not None and self.seats[seat] == "human" else None

    def legal_actions(self) -> list[Action]:
        return [] if self.human_turn() is None else self.state.legal_actions()

    def time_left(self, now: float | None = None) -> float | None:
        """Seconds left to the human acting now (None: no human acts or no thinking time)."""
        if self.turn_seconds is None or self.human_turn() is None:
            return None
        now = self.clock() if now is None else now
        return max(0.0, self.turn_seconds - self._thought(now))

    def _thought(self, now: float) -> float:
        """Seconds the present decision has run, the time the clock was held left out."""
        return (now if self._held_at is None else self._held_at) - self._since

    @property
    def clock_held(self) -> bool:
        return self._held_at is not None

    def hold_clock(self, held: bool) -> None:
        """Stop (True) or restart (False) the human's thinking time: the screen holds it while
        the word box is open, so typing the word never costs the play (issue 30, point 9)."""
        now = self.clock()
        if held and self._held_at is None:
            self._held_at = now
        elif not held and self._held_at is not None:
            self._since += now - self._held_at
            self._held_at = None

    # ------------------------------------------------------------------ inputs
    def human_action(self, action: Action) -> None:
        """A human's play; refused (MatchError, French and English) with nothing changed."""
        seat = self.human_turn()
        if seat is None:
            raise MatchError.table("chamot.refusal.not_your_turn")
        self._apply(action)
        self.inputs.append({"seat": seat, "action": action.to_dict()})
        self._changed()

    def feed_entry(self, entry: dict[str, Any]) -> None:
        """One of the humans' recorded plays (`{"seat": ..., "action": ...}`), fed where it was
        first made (the bots before it play first)."""
        if not isinstance(entry, dict) or "action" not in entry:
            raise MatchError.said("entrée invalide", f"bad input {entry!r:.80}")
        while self.human_turn() is None and not self.over:
            self.bot_turn(self.acting_seat())  # type: ignore[arg-type]
        if self.human_turn() != entry.get("seat"):
            raise MatchError.said("sauvegarde incohérente", "not that seat's turn")
        try:
            action = CODEC.from_dict(entry["action"])
        except IllegalAction as exc:
            raise MatchError.said("entrée invalide", f"bad input: {exc}") from exc
        self.human_action(action)

    def human_throw(self, *args: Any, **kwargs: Any) -> None:
        """Chamot throws nothing: cards are turned (`human_action(Turn())`)."""
        raise MatchError.table("chamot.refusal.no_throw")

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> None:
        """Deals and reshuffles at once; bots after their pause; a human's time running out."""
        if not isinstance(dt, int | float) or not math.isfinite(dt) or dt < 0:
            raise MatchError.said("pas de temps invalide", f"dt must be finite and >= 0: {dt!r}")
        if self.over:
            return
        now = self.clock()
        seat = self.acting_seat()
        if seat is None:
            return
        if self.seats[seat] != "human":
            if now - self._since >= BOT_DELAY * self.pace:
                self.bot_turn(seat)
        elif self.turn_seconds is not None and self._thought(now) >= self.turn_seconds:
            self.timed_out += 1  # CH-W1: the time is up
            action = Discard() if self.state.hand is not None else (
                Turn() if self.state.piles[seat] else Blocked())
            self.human_action(action)

    def play_out(self, max_actions: int = 200_000) -> None:
        """Every seat a bot: play to the end at once (the sim, tests, replays)."""
        if "human" in self.seats:
            raise MatchError.said("play_out demande des bots à chaque place",
                             "play_out needs a bot at every seat")
        for _ in range(max_actions):
            if self.over:
                return
            self.bot_turn(self.acting_seat())  # type: ignore[arg-type]
        raise MatchError.said("partie sans fin", "the game did not end")

    def close(self) -> None:
        """Nothing runs in the background (the match contract)."""

    # ------------------------------------------------------------------ inside
    def _stream(self, what: str) -> random.Random:
        """The generator of one decision or deck order: the seed and the moment."""
        return random.Random(self._moment(what))

    def _moment(self, what: str) -> str:
        return f"chamot-{what}-{self.seed}-{len(self.state.history)}"

    def bot_turn(self, seat: int) -> None:
        """The bot at `seat` plays now (its pause is the caller's)."""
        self._apply(self.bot_choice(seat))
        self._changed()

    def bot_choice(self, seat: int) -> Action:
        """What the bot at `seat` plays now (a lesson scripts it)."""
        custom = self.custom.get(seat)
        if custom is not None:
            return custom.act(self.state, seat)
        bot = seat_bot(self.seats[seat], make_bot, self.seed * 10 + seat)
        reseed(bot, self._moment(f"bot{seat}"))
        return bot.act(self.state, seat)

    def _apply(self, action: Action) -> None:
        try:
            self.events.extend(self.state.apply(action))
        except IllegalAction as exc:
            raise MatchError.said(refusal(exc, "fr"), refusal(exc, "en")) from None
        self.settle_chance()

    def settle_chance(self) -> None:
        """Hand in the deck orders the rules wait for (a deal, a reshuffle)."""
        while not self.state.is_over and self.state.current_player() < 0:
            request = self.state.chance_request()
            self.events.extend(self.state.apply(sample_outcome(request, self._stream("deck"))))

    def _changed(self) -> None:
        self.revision += 1
        self._since = self.clock()
        if self._held_at is not None:  # a new decision: its time starts (still held)
            self._held_at = self._since
        if self.on_change is not None and not self.replaying:
            self.on_change()

    # ------------------------------------------------------------------ saves and records
    def to_save(self) -> dict[str, Any]:
        return {"format": SAVE_FORMAT, "seats": [plain(s) for s in self.seats], "seed": self.seed,
                "options": self.state.options.to_dict(), "turn_seconds": self.turn_seconds,
                "inputs": [dict(entry) for entry in self.inputs],
                "history": self.state.to_dict()["actions"]}

    @classmethod
    def from_save(cls, data: Any, clock=None, pace: float | None = None, on_change=None,
                  lexicon: Lexicon | None = None, regenerate: bool = False,
                  headless: bool = False) -> ChamotMatch:
        """Rebuild the match from `to_save()`: its whole history is applied again (a resume).
        With `regenerate` (a record's replay) only the humans' inputs are taken: the bots and
        the decks make every other play again, which must come out the same."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise MatchError.said("pas une sauvegarde de Chamot", "not a Chamot save")
        options = data.get("options")
        inputs = data.get("inputs")
        if not isinstance(options, dict) or not isinstance(inputs, list):
            raise MatchError.said("sauvegarde incomplète", "incomplete save")
        extra = set(options) - {"players", "short", "house_words", "turn_limit"}
        if extra or not isinstance(options.get("house_words", []), list):
            raise MatchError.said("options inconnues", f"unknown options {sorted(extra)}")
        try:  # the rules' one check of the options: ranges, house words' caps (issue 32)
            checked = Options.from_dict(options)
        except IllegalAction as exc:
            raise MatchError.said(refusal(exc, "fr"), refusal(exc, "en")) from None
        match = cls(data.get("seats"), seed=data.get("seed"), short=checked.short,
                    house_words=checked.house_words, turn_limit=checked.turn_limit,
                    turn_seconds=data.get("turn_seconds", TURN_SECONDS), clock=ManualClock(),
                    pace=0.0, lexicon=lexicon)
        match.replaying = True
        if not regenerate:
            match.restore(data.get("history"), inputs)
            inputs = []
        for index, entry in enumerate(inputs):
            if not isinstance(entry, dict) or "action" not in entry:
                raise MatchError.said("entrée invalide", f"bad input {index}")
            while match.human_turn() is None and not match.over:
                match.update(0.0)  # the bots before this input
            if match.human_turn() != entry.get("seat"):
                raise MatchError.said("sauvegarde incohérente",
                                      f"input {index}: not that seat's turn")
            try:
                action = CODEC.from_dict(entry["action"])
            except IllegalAction as exc:
                raise MatchError.said("entrée invalide", f"bad input {index}: {exc}") from exc
            match.human_action(action)
        match.replaying = False
        match.headless = headless
        match.clock = clock or (ManualClock() if headless else time.perf_counter)
        match.pace = float(pace if pace is not None else 0.0 if headless else 1.0)
        match.on_change = on_change
        match.restart_clock()
        return match

    def restart_clock(self) -> None:
        """The present decision's time starts now (a resumed game's first frame)."""
        self._since = self.clock()

    def restore(self, history: Any, inputs: list) -> None:
        """Set the game to a saved history (chance outcomes, bots' and humans' plays) as it
        was, and its humans' `inputs` (a resume: `from_save`)."""
        if not isinstance(history, list):
            raise MatchError.said("sauvegarde incomplète", "a save without its history")
        self.state = ChamotState.new(self.state.options, self.state.lexicon)
        self.events = []
        for index, raw in enumerate(history):
            try:
                self.events.extend(self.state.apply(CODEC.from_dict(raw)))
            except (IllegalAction, TypeError, KeyError) as exc:
                raise MatchError.said("sauvegarde incohérente",
                                 f"saved step {index} refused: {exc}") from None
        self.settle_chance()
        self.inputs = [dict(entry) for entry in inputs if isinstance(entry, dict)]
        self.revision = len(history)

    def record(self) -> dict[str, Any]:
        """The game record (deboule/replays/records.py): the save's inputs, the rules' whole history
        (the replay must find it again) and the end."""
        saved = self.to_save()
        return {
            "format": RECORD_FORMAT, "version": RECORD_VERSION, "game": "chamot",
            "options": {"rules": saved["options"],
                        "turn_seconds": saved["turn_seconds"]},
            "seed": self.seed, "seats": saved["seats"], "inputs": saved["inputs"],
            "settled": [],  # no throws come to rest in Chamot
            "actions": self.state.to_dict()["actions"], "final": self.final(),
        }

    def final(self) -> dict[str, Any]:
        """Cards left per seat (the fewest wins); no bodies, so no poses."""
        return final_state([self.state.cards_left(p) for p in range(len(self.seats))], None)


def refusal(error: IllegalAction, lang: str) -> str:
    """The rules' refusal in the player's language (deboule/games/chamot/text.py keys by its
    code)."""
    key = f"chamot.refusal.{error.code}"
    if known(key):
        params = {k: v for k, v in (error.params or {}).items()}
        try:
            return tr(key, lang, **params)
        except (KeyError, IndexError, ValueError):
            pass
    return tr("chamot.refusal.other", lang, reason=str(error))


MATCH = ChamotMatch  # the controller on the match contract (deboule.registry reads it)
