"""Le Déboulé's controller (the match contract, deboule/match_base.py): rules requests answered by
humans, bots or physics.

One loop for the window and the sim: in the window a throw is launched and then advanced frame
by frame so it can be drawn, bots think in a process of their own (deboule/games/deboule/thinker.py)
so the window stays responsive and keeps its frame rate, and a
human's answers arrive from the input handlers; headless (`step`, `play_out`, which
`deboule.games.deboule.sim.play_match` drives) every pending request is carried out at once, a throw
simulated to rest in one go. Nothing is read from the table before every piece rests.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from deboule.games.deboule import GAME
from deboule.games.deboule.simulator import (
    DEFAULT_TOWERS,
    WorldSimulator,
    kinematic,
    make_bots,
)
from deboule.games.deboule.thinker import Thinker, ThinkerError
from deboule.games.game_options import MAX_NAME, match_new
from deboule.match_base import (
    HUMAN,
    HandThrow,
    Match,
    MatchError,
    check_seats,
    is_bot_object,
    seat_name,
)
from deboule.physics import Throw, World
from deboule.replays.records import RECORD_FORMAT, RECORD_VERSION, final_state, poses_digest
from deboule.rules.core.bots import is_bot_spec, level_name, load_state, plain, save_state
from deboule.rules.core.errors import IllegalAction
from deboule.rules.core.ranges import said
from deboule.rules.deboule import (
    DebouleGame,
    GameOver,
    KinematicRequest,
    MatchOptions,
    Observed,
    RollOff,
    RollOffRequest,
    TableObs,
    Thrown,
    ThrowRequest,
    action_from_dict,
)
from deboule.rules.deboule.bot_budget import without_wall_net
from deboule.rules.deboule.bots import LEVELS as BOT_LEVELS
from deboule.rules.deboule.messages import piece_name, render
from deboule.text.i18n import Phrase, tr
from deboule.text.terminal import warn


class PieceName(Phrase):
    """A piece as the HUD names it ("la rouge 1"), never by its identifier, in the language
    its refusal is shown in."""

    def __init__(self, piece: str | None) -> None:
        super().__init__("deboule.cochonde_name")
        self.piece = piece

    def text(self, lang: str = "fr") -> str:
        try:
            return piece_name(self.piece, lang) if self.piece else ""
        except ValueError:  # not a déboule nor a tower (the cochondé)
            return tr("deboule.cochonde_name", lang)


class Refused(MatchError):
    """A player's move the game cannot take now: the tables' line "deboule.refused.<reason>"
    (deboule/games/deboule/text.py), the piece named as the HUD names it."""

    def __init__(self, reason: str, piece: str | None = None, /, **values: Any) -> None:
        key = reason if reason.startswith(("deboule.", "refusal.")) else \
            f"deboule.refused.{reason}"
        if "piece" not in values:
            values["piece"] = PieceName(piece)
        super().__init__(key, **values)
        self.piece = piece


@dataclass(frozen=True)
class Seat:
    """Who sits at a place: a human, a bot of a level, or a program's own bot (`bot`, any
    object with `act(state, player)`: deboule/match_base.py)."""

    kind: str  # 'human' or 'bot'
    level: str = "expert"
    name: str = ""
    bot: Any = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.kind not in ("human", "bot"):
            raise ValueError(f"a seat is 'human' or 'bot', got {self.kind!r}")
        # an older level name (a save's "casual") reads as today's (deboule/rules/core/bots.py)
        object.__setattr__(self, "level", level_name(self.level))

    @classmethod
    def named(cls, seat: Any) -> Seat:
        """A seat from its name in records and the match contract: HUMAN, a bot level (an
        older name read as today's) or a bot object."""
        if is_bot_object(seat):
            return cls("bot", seat_name(seat), seat_name(seat), bot=seat)
        return cls("human") if seat == HUMAN else cls("bot", level_name(seat), level_name(seat))

    def saved(self) -> dict[str, str]:
        """The seat in saves (a bot object by its name; a bound level as the plain level)."""
        return {"kind": self.kind, "level": plain(self.level), "name": plain(self.name)}


@dataclass
class _Flight:
    piece: str
    request: object  # the ThrowRequest or RollOffRequest being answered


class DebouleMatch(Match):
    """Le Déboulé's controller (deboule/match_base.py). `headless`: the bots think in this process
    (in the window they think in a process of their own, deboule/games/deboule/thinker.py)."""

    GAME = "deboule"
    # the window's bots think beside it; a lesson's scripted bots think in place
    THINK_BESIDE = True

    def __init__(self, seats: list[Seat], seed: int = 0, teams: bool = False, target: int = 21,
                 lang: str = "fr", headless: bool = False, pace: float = 0.0,
                 settled: list[str] | None = None) -> None:
        if not 2 <= len(seats) <= 4:
            raise MatchError.said(f"Le Déboulé se joue de 2 à 4, pas à {len(seats)}",
                                  f"Le Déboulé is for 2 to 4 players, got {len(seats)}")
        unknown = [s.level for s in seats if s.kind == "bot" and s.bot is None
                   and s.level not in BOT_LEVELS and not is_bot_spec(s.level)]
        if unknown:
            raise MatchError.said(f"niveaux de bot inconnus : {unknown}",
                                  f"unknown bot levels {unknown}")
        self.seats = list(seats)
        self.options = {"seed": seed, "teams": teams, "target": target}
        self.lang = lang
        self.patterned = False  # the log names the déboules' patterns (colour-blind-safe set)
        self.pace = pace  # seconds a bot waits before acting, so a person can follow
        self._waited = 0.0
        self._debt = 0.0  # real time not yet simulated (less than a step)
        self.hold = 0.0  # seconds left showing a round's measurement before play goes on
        self._rounds_seen = 0
        # Every throw (with its physics parameters) and every player decision, in order:
        # replaying them on a fresh match rebuilds the same table and score, bit for bit.
        self.inputs: list[dict] = []
        # where the pieces rested after each throw (deboule.replays.records.poses_digest): the
        # record's `settled`; a replay may hand its own list to see how far it got
        self.settled: list[str] = settled if settled is not None else []
        self.game = DebouleGame(MatchOptions(players=len(seats), teams=teams, seed=seed,
                                             target=target))
        self.world = World.deboule(seed=seed, towers=DEFAULT_TOWERS)
        self.sim = WorldSimulator(self.world)
        # a program's own bot (a Seat's `bot`) takes its seat's place; the level bot built there
        # keeps every other seat's random stream the same
        self.bots, _ = make_bots([s.level if s.bot is None else "expert" for s in seats], seed,
                                 self.sim)
        self.flight: _Flight | None = None
        self.log: list[str] = []
        self._seen = 0
        # in the window the bots think beside it (headless, they think in place); the
        # thinking process starts at the first question (while the bot's pace runs)
        self.headless = headless
        self._background = not headless and self.THINK_BESIDE
        if headless:  # nobody waits on a headless match: only the simulated budget, no net
            for bot in self.bots:
                if hasattr(bot, "budget_factory"):
                    bot.budget_factory = without_wall_net
        self._thinker: Thinker | None = None
        self.last_error: str | None = None
        # (level, seconds) of each bot's déboule throw planned in this thread (bench figures)
        self.plan_seconds: list[tuple[str, float]] = []

    @classmethod
    def new(cls, seats: list[str], seed: int = 0, **options: Any) -> Match:
        """The match contract's constructor: HUMAN or a bot level per seat (a bot seat named
        after its level); `options` the game's options, one mapping its schema checks
        (docs/options.md: teams, target), built by `GAME.new_match`; the other keywords
        `names`, `headless`, `lang`, `rules_only` (deboule/games/deboule/rules_only.py) and the
        window's (pace)."""
        if not options.get("rules_only"):
            # a bot seat named after its level, as the match contract always named it
            check_seats(seats, tuple(BOT_LEVELS))
            seats = [level_name(seat) if isinstance(seat, str) else seat for seat in seats]
            options.setdefault("names", [
                seat if isinstance(seat, str) and seat != HUMAN and len(seat) <= MAX_NAME
                else None for seat in seats])
        return match_new(GAME, seats, seed, options)

    @property
    def state(self) -> DebouleGame:
        """The rules state (deboule.rules.core contract)."""
        return self.game

    # ------------------------------------------------------------------ who acts
    @property
    def pending(self):
        return self.game.pending

    @property
    def over(self) -> bool:
        return isinstance(self.pending, GameOver) or self.game.is_over

    def human_to_act(self) -> bool:
        """True when the pending decision belongs to a human seat (and nothing is rolling)."""
        req = self.pending
        if self.flight is not None or self.over or isinstance(req, KinematicRequest):
            return False
        return self.seats[req.player].kind == "human"

    def thinking(self) -> bool:
        return self._thinker is not None and self._thinker.busy

    # ------------------------------------------------------------------ stepping
    def update(self, dt: float) -> None:
        """Advance the rolling throw, or let the physics and the bots answer what is theirs."""
        if self.flight is not None:
            # Whole 1 ms steps; the fraction of a step left over waits for the next frame, so
            # the throw runs at real speed.
            self._debt = min(self._debt + dt, 0.1)
            steps = int(self._debt * 1000)
            self._debt -= steps / 1000
            self.world.advance(steps / 1000)
            if self.world.at_rest():
                self.land()
            return
        if self.over:
            return
        if self.hold > 0.0:
            self.hold = max(0.0, self.hold - dt)
            return
        req = self.pending
        if isinstance(req, KinematicRequest):
            self.apply(Observed(kinematic(self.sim, req)))
            return
        if self.seats[req.player].kind == "human":
            return
        if self._background and not isinstance(req, RollOffRequest) and not self.thinking() \
                and self.seats[req.player].bot is None:
            # think while the pace runs: the bot answers after max(pace, thinking), not both
            self._ask(req)
        if self._waited < self.pace:
            self._waited += dt
            return
        self.bot_turn(req)

    def _ask(self, req) -> None:
        try:
            if self._thinker is None:
                self._thinker = Thinker()
            self._thinker.ask(self.bots[req.player], self.game, req.player)
        except ThinkerError as exc:
            self._think_in_place(exc)

    def _think_in_place(self, why: ThinkerError) -> None:
        """The thinking process failed: the bots think in this process from now on (the
        asking bot's random state is still the one it had before asking, so nothing changes
        but the frame rate)."""
        warn(f"bots think in the window's process: {why}")
        if self._thinker is not None:
            self._thinker.close()
        self._thinker, self._background = None, False

    def bot_turn(self, req) -> None:
        """The bot of `req`'s seat answers it (a throw launched, a decision applied); a lesson
        overrides it with its script."""
        custom = self.seats[req.player].bot
        if custom is not None:
            self._custom_turn(custom, req)
            return
        bot = self.bots[req.player]
        if isinstance(req, RollOffRequest):
            self.launch("cochonde", self.planned_throw(bot.act(self.game, req.player)), req)
            return
        if self.thinking():
            try:
                answer = self._thinker.answer()
            except ThinkerError as exc:
                self._think_in_place(exc)
                return
            if answer is None:
                return
        else:
            started = time.perf_counter()
            answer = bot.act(self.game, req.player)
            if isinstance(req, ThrowRequest) and req.purpose != "cochonde":
                self.plan_seconds.append((plain(self.seats[req.player].level),
                                          time.perf_counter() - started))
        if isinstance(req, ThrowRequest):
            self.launch(answer.piece, self.planned_throw(answer), req)
        else:
            self.apply(answer)

    def planned_throw(self, plan: Any) -> Throw:
        """The physics Throw of a bot's throw plan: its own `aim`, or, from a bot that threw by
        eye (no simulator), a throw aimed at its `target` (physics' one aiming)."""
        if plan.aim is not None:
            return plan.aim
        return Throw.towards(self.world, plan.piece, plan.target)

    def _custom_turn(self, bot: Any, req) -> None:
        """A program's bot answers through `act(state, player)`: a rules action, or for a throw
        its plan (a piece and its `aim` or physics `throw`; a roll-off: a Throw or an aim)."""
        answer = bot.act(self.game, req.player)
        if isinstance(req, RollOffRequest | ThrowRequest):
            piece = "cochonde" if isinstance(req, RollOffRequest) else answer.piece
            throw = answer if isinstance(answer, Throw) else getattr(answer, "throw", None)
            self.launch(piece, throw if throw is not None else self.planned_throw(answer), req)
        else:
            self.apply(answer)

    # ------------------------------------------------------------------ human answers
    def human_throw(self, piece: str, throw: Throw) -> None:
        """A human's throw (flick or keyboard) of `piece`; errors leave everything unchanged."""
        req = self.pending
        if not self.human_to_act() or not isinstance(req, RollOffRequest | ThrowRequest):
            raise Refused("not_your_throw")
        if isinstance(req, ThrowRequest) and piece not in req.pieces:
            raise Refused("piece_not_now", piece)
        self.launch("cochonde" if isinstance(req, RollOffRequest) else piece, throw, req)

    def human_action(self, action) -> None:
        if not self.human_to_act():
            raise Refused("not_your_decision")
        self.apply(action)

    def throw_awaited_of(self) -> tuple[int, ...]:
        """The seats whose throw the rules wait for now (the pending ThrowRequest's or
        RollOffRequest's players, several for a team's choice of thrower) where people sit,
        when `human_throw` would take a throw (nothing rolls): an online room takes a throw
        from these seats only (deboule/online/inputs.py)."""
        req = self.pending
        if self.human_to_act() and isinstance(req, RollOffRequest | ThrowRequest):
            return tuple(p for p in req.players if self.seats[p].kind == "human")
        return ()

    def legal_actions(self) -> list:
        """The decisions open to the human who must act now ([] when no human must)."""
        return self.game.legal_actions() if self.human_to_act() else []

    def feed_entry(self, entry: dict) -> None:
        """One entry of the input log as it was first played: the table moves the rules wait
        for first, then a throw launched (`settle()` or frames bring it to rest) or a decision
        applied."""
        self.settle_requests()
        if not isinstance(entry, dict):
            raise MatchError.said("entrée invalide", f"bad entry {entry!r:.80}")
        if "throw" in entry:
            req = self.pending
            if not isinstance(req, RollOffRequest | ThrowRequest):
                raise MatchError.said(
                    f"un lancer là où la partie attend {getattr(req, 'kind', req)!r}",
                    f"a throw was recorded where the game expects {getattr(req, 'kind', req)!r}")
            self.launch(str(entry["piece"]), Throw.from_dict(entry["throw"]), req)
        elif "action" in entry:
            self.apply(action_from_dict(entry["action"]))
        else:
            raise MatchError.said("entrée inconnue", f"unknown record entry {sorted(entry)}")

    def feed_other(self, item) -> None:
        if isinstance(item, HandThrow):
            self.human_throw(item.piece, item.throw)
        else:
            super().feed_other(item)

    # ------------------------------------------------------------------ internals
    def launch(self, piece: str, throw: Throw, req) -> None:
        """Launch `piece` with `throw` in answer to `req` (recorded in the inputs)."""
        if isinstance(req, ThrowRequest) and piece not in req.pieces:
            raise Refused("piece_not_now", piece)
        self.world.check_throws({piece: throw})  # refused before anything moves
        if isinstance(req, RollOffRequest):
            self.world.new_round(())  # the roll-off is on an empty table
        self.world.launch(piece, throw)
        self.flight = _Flight(piece, req)
        self.inputs.append({"throw": throw.to_dict(), "piece": piece})
        self._waited = 0.0

    def land(self) -> None:
        """The throw in flight has come to rest: the rules read the table."""
        flight, self.flight = self.flight, None
        outcome = self.world.finish()
        self.settled.append(poses_digest(self.world.poses()))
        obs = TableObs.from_outcome(outcome)
        if isinstance(flight.request, RollOffRequest):
            face = obs.pieces["cochonde"].top_face if obs.in_play("cochonde") else None
            self.apply(RollOff(face))
            return
        tips = None
        if obs.in_play(flight.piece) and obs.pieces[flight.piece].top_face == "losange":
            tips = self.sim.feasible_tips(flight.piece)
        self.apply(Thrown(flight.piece, obs, tip_directions=tips))

    def apply(self, action) -> None:
        """Apply a rules action and log its events (a decision is recorded in the inputs)."""
        self.game.apply(action)
        if not isinstance(action, Observed | Thrown | RollOff):
            self.inputs.append({"action": action.to_dict()})
            self._waited = 0.0
        events = self.game.events
        for event in events[self._seen:]:
            if event.kind != "turn_order":
                self.log.append(render(event, self.game.layout, self.lang, self.patterned))
        self._seen = len(events)
        if len(self.game.round_results) > self._rounds_seen:
            self._rounds_seen = len(self.game.round_results)
            self.hold = 5.0 * self.pace  # let people see the measurement (0 when headless)

    def to_save(self) -> dict:
        # The bots' random states let a resumed game go on exactly as it would have.
        return {"seats": [s.saved() for s in self.seats], "options": self.options,
                "inputs": self.inputs,
                "bots": [save_state(bot) for bot in self.bots]}

    def record(self) -> dict:
        """The game record (deboule/replays/records.py) of the match so far (window or headless)."""
        seats = ["human" if s.kind == "human" else plain(s.level) for s in self.seats]
        rules = self.game.to_dict()
        return {
            "format": RECORD_FORMAT, "version": RECORD_VERSION, "game": "deboule",
            "options": rules["options"], "seed": self.options["seed"], "seats": seats,
            "inputs": list(self.inputs), "settled": list(self.settled),
            "final": final_state(self.game.scores, self.world.poses()),
            # the rules engine's own log (DebouleGame.from_dict replays it without physics)
            "actions": rules["actions"],
        }

    @classmethod
    def from_save(cls, data: dict, lang: str = "fr", **kwargs) -> DebouleMatch:
        """Rebuild a match by replaying its recorded inputs (raises ValueError when they do
        not fit the rules or the physics)."""
        try:
            seats = [Seat(**seat) for seat in data["seats"]]
            options = data["options"]
            # the values as saved: the rules' MatchOptions checks them (a target of 1e308 or
            # "yes" for teams is refused there, not turned into a number: issue 32, point 3)
            try:
                match = cls(seats, seed=options["seed"], teams=options["teams"],
                            target=options["target"], lang=lang, **kwargs)
            except IllegalAction as exc:
                if exc.code != "option_range":
                    raise
                raise MatchError.said(*said(exc)) from exc  # one line in each language
            for entry in data["inputs"]:
                match.feed_entry(entry)
                match.settle()  # finish() simulates the rest of the throw
            match.settle_requests()
            for bot, state in zip(match.bots, data.get("bots") or [], strict=False):
                load_state(bot, state)
        except (KeyError, TypeError, OverflowError, AttributeError) as exc:
            raise MatchError.said(f"pas une partie de Déboulé : {exc!r}",
                                  f"not a Déboulé record: {exc!r}") from exc
        return match

    def settle_requests(self) -> None:
        """Carry out the physics the rules ask for (erect, place, new round...) right now."""
        self.hold = 0.0
        while isinstance(self.pending, KinematicRequest):
            self.update(0.0)

    def step(self, dt: float = 0.0) -> None:
        """In the window, `update(dt)`. Headless: carry out what the rules wait for at once (a
        bot's decision, a bot's throw simulated to rest, a table move), with no pause; one
        rules action, or none when a human must act."""
        if self.headless:
            self._step_now()
        else:
            self.update(dt)

    def _step_now(self) -> None:
        if self.flight is None:
            self.hold, self._waited = 0.0, self.pace
            self.update(0.0)
        if self.flight is not None:
            self.land()

    def play_out(self, max_steps: int = 200_000) -> None:
        """Run to the end with no display (every seat must be a bot)."""
        if any(seat.kind == "human" for seat in self.seats):
            raise MatchError.said("play_out demande des bots à chaque place",
                                  "play_out needs bots in every seat")
        for _ in range(max_steps):
            if self.over:
                return
            self._step_now()
        raise RuntimeError("the match did not end")

    def settle(self) -> None:
        """Finish the rolling throw at once (closing the window must not lose it)."""
        if self.flight is not None:
            self.land()

    def close(self) -> None:
        if self._thinker is not None:
            self._thinker.close()
            self._thinker = None


MATCH = DebouleMatch  # the controller on the match contract (deboule.registry reads it)
