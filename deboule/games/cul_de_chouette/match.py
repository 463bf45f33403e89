"""Cul de Chouette's controller (the match contract, deboule/match_base.py): rules state, dice tray,
bots at a human pace, timers.

The rules engine (`deboule.rules.cul_de_chouette`) asks for dice, decisions and races; this
controller answers them: the dice from the physics tray (thrown by a human's flick / key, or a bot's
hand throw, advanced in real time in fixed 1 ms steps and read only once everything rests), the
decisions from bots (after a short pause) or from a human's menu, the races from timed presses.

Everything that changes the game is recorded as an *entry* (`{"throw": {die: Throw}}` or
`{"action": Action}`); replaying the entries on a fresh match gives the same poses and scores
(saves). Bots and hand throws draw from generators reseeded from the seed and the entry count,
so a resumed game goes on exactly as the uninterrupted one would (CDCS-5).

Its parts: the dice tray's side (`tray`), the races and shouts (`race`), the decision menu
(`menu`) and its texts (`prompts`), saves and records (`saving`).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from deboule.games.cul_de_chouette import GAME, saving
from deboule.games.cul_de_chouette.checks import checked_options
from deboule.games.cul_de_chouette.flight import Flight
from deboule.games.cul_de_chouette.hidden_dice import is_hidden, under_the_cup
from deboule.games.cul_de_chouette.inputs import AimedThrow, JoinRequest, RacePress, RaceSeen
from deboule.games.cul_de_chouette.joins import Joins
from deboule.games.cul_de_chouette.menu import DecisionMenu
from deboule.games.cul_de_chouette.prompts import TIMED_PROMPTS
from deboule.games.cul_de_chouette.race import RaceRunner
from deboule.games.cul_de_chouette.tray import (
    AIM_LIMIT_DEG,
    aimed_throw,
    between,
    dice_faces,
    dice_plan,
    hand_throws,
    planned_node,
    prepare_tray,
)
from deboule.games.game_options import match_new
from deboule.match_base import (
    HandThrow,
    ManualClock,
    Match,
    MatchError,
    check_seats,
    is_bot_object,
    seat_name,
)
from deboule.physics import Throw, ThrowError
from deboule.replays.records import poses_digest
from deboule.rules.core import bots as protocol
from deboule.rules.cul_de_chouette import (
    Action,
    DiceRolled,
    Game,
    IllegalAction,
    Pass,
    Press,
    Variant,
)
from deboule.rules.cul_de_chouette.actions import StandUp
from deboule.rules.cul_de_chouette.actions import Throw as ThrowAction
from deboule.rules.cul_de_chouette.bots import LEVELS, make_bot
from deboule.rules.cul_de_chouette.messages import shown_name
from deboule.shell.flick import FlickError
from deboule.spatial import random_quaternion

BOT_DECISION_PAUSE = 0.9  # s before a bot answers, so a person can follow
BOT_THROW_PAUSE = 0.7  # s before a bot throws
SEAT_KINDS = ("human", *LEVELS)
DECISION_TIMEOUT = 15.0  # s a human has to answer a bet or a challenge (CDCS-13)


# ---------------------------------------------------------------------------- the match
class CdcMatch(Match):
    """Cul de Chouette's controller (the match contract, deboule/match_base.py). `seats`: per
    player "human" or a bot level ("novice", "regular", "expert"). `headless`: a manual clock
    (moved by `step(dt)`) and no pauses unless `clock` and `pace` say otherwise; in the window
    the wall clock and a pace of 1."""

    GAME = "cul_de_chouette"

    def __init__(self, seats, seed: int = 0, preset: str | Variant = "kaamelott",
                 names=None, clock: Callable[[], float] | None = None,
                 pace: float | None = None, on_change: Callable[[], None] | None = None,
                 teams=None, decision_timeout: float | None = DECISION_TIMEOUT,
                 settled: list[str] | None = None, headless: bool = False) -> None:
        self.headless = headless
        if pace is None:
            pace = 0.0 if headless else 1.0
        if clock is None and headless:
            clock = ManualClock()
        given = check_seats(seats, LEVELS)
        # a program's own bot sits under its name; it is asked through `act(state, player)`
        self.custom = {i: s for i, s in enumerate(given) if is_bot_object(s)}
        seats = [seat_name(s) for s in given]
        variant = checked_options(seats, seed, pace, decision_timeout, preset)
        self.seats = seats  # grows when a bot joins (C6); the save keeps the first seats
        self.first_seats = [protocol.plain(s) for s in seats]  # saves: a BoundLevel's level
        self.seed = seed
        self.variant = variant
        # where the dice rested after each throw (deboule.replays.records.poses_digest): the
        # record's `settled`; a replay may hand its own list to see how far it got
        self.settled: list[str] = settled if settled is not None else []
        if names is None:
            names = [f"Joueur {i + 1}" if s == "human" else f"Bot {i + 1}"
                     for i, s in enumerate(seats)]
        try:
            game = Game(len(seats), variant, teams=teams, names=list(names), seed=seed)
        except IllegalAction as exc:
            raise MatchError.said(f"équipes invalides : {exc}", f"bad teams: {exc}") from exc
        self.state = game.new_state()
        self.first_names = list(names)
        self.teams = [list(t) for t in game.teams] if game.teams else None
        self.decision_timeout = None if decision_timeout is None else float(decision_timeout)
        # loaded on first use, not with this module: MuJoCo, the physics (90 ms)
        from deboule.physics.world import World

        self.world = World.dice_tray(n=3, seed=seed)
        self.world.listen_impacts = True
        self.bots = {i: protocol.seat_bot(s, make_bot, seed * 1000 + i + 1)
                     for i, s in enumerate(seats) if s != "human" and i not in self.custom}
        self.humans = [i for i, s in enumerate(seats) if s == "human"]
        self.clock = clock or time.perf_counter
        self.pace = float(pace)
        self.on_change = on_change
        self.entries: list[dict[str, Any]] = []
        self.flight: Flight | None = None
        self.alpha = 0.0  # drawing interpolation between the last two physics steps
        self.note: tuple[str, str] | None = None  # (fr, en) last notice (die out, refusal)
        self.rethrows = 0  # CDC-D1 throws drawn again (a die out of the tray)
        self._gate: tuple[int, float] | None = None  # (entry count, time a bot may act)
        self.races = RaceRunner(self)  # the open race: its clock, the bots' presses
        self._last_change = self.clock()
        # feeding a save's entries: no autosave, no blunders looked for, no shouts planned
        self.replaying = False
        self._menu_cache: tuple[int, int, DecisionMenu] | None = None
        self._timer: tuple[Any, int, float] | None = None  # (decision node, player, start)
        self.joins = Joins(self)  # bots asked for from the pause menu (C6)
        # per human seat, the questions they asked not to be asked again this game (their
        # window is passed for them: deboule/games/cul_de_chouette/menu.py UNASKED_PROMPTS)
        self.declined: dict[int, set[str]] = {}

    @classmethod
    def new(cls, seats: list[str], seed: int = 0, **options: Any) -> Match:
        """The match contract's constructor: `options` the game's options, one mapping its
        schema checks (docs/options.md: preset, teams, the variant's), built by
        `GAME.new_match`; the other keywords `names`, `headless`, `lang`, `rules_only`
        (deboule/games/cul_de_chouette/rules_only.py) and the window's (clock, pace,
        decision_timeout)."""
        return match_new(GAME, seats, seed, options)

    # ------------------------------------------------------------------ views
    @property
    def over(self) -> bool:
        return self.state.is_over

    @property
    def node(self):
        return self.state.node

    def is_human(self, player: int | None) -> bool:
        return player is not None and 0 <= player < len(self.seats) and \
            self.seats[player] == "human"

    def human_to_throw(self) -> int | None:
        """The human who must throw now (also in their pre-roll phase), else None."""
        if self.flight is not None or self.over:
            return None
        node = self.node
        if node.kind == "chance" and self.is_human(node.roller) and not is_hidden(node):
            return node.roller
        if node.kind == "decision" and node.prompt == "pre_roll" and self.is_human(node.players[0]):
            return node.players[0]
        return None

    def throw_awaited_of(self) -> tuple[int, ...]:
        """The human seat whose throw is awaited now (an online room takes throws from it only)."""
        thrower = self.human_to_throw()
        return () if thrower is None else (thrower,)

    def human_to_decide(self) -> int | None:
        """The human who must answer the open decision now (bots ahead of them go first)."""
        if self.flight is not None or self.over:
            return None
        node = self.node
        if node.kind == "decision" and self.is_human(node.players[0]):
            return node.players[0]
        return None

    def race_open(self):
        """The open race window, or None."""
        return self.races.open()

    def race_elapsed_ms(self, now: float | None = None) -> int:
        return self.races.elapsed_ms(now)

    @property
    def race_opened_at(self) -> float | None:
        """Clock time the open race started (None with no race open)."""
        return self.races.opened_at()

    def race_window_ms(self) -> int:
        return self.variant.race_window_ms

    def waiting_for_bot(self) -> int | None:
        """The bot about to throw or answer (for "X réfléchit…")."""
        if self.flight is not None or self.over:
            return None
        node = self.node
        who = node.roller if node.kind == "chance" else (
            node.players[0] if node.kind == "decision" else None)
        return who if who is not None and not self.is_human(who) else None

    def poses(self) -> dict[str, tuple[tuple, tuple]]:
        """Poses to draw: during a throw, interpolated between the last two 1 ms steps."""
        flight = self.flight
        if flight is None or not flight.prev or self.alpha <= 0.0:
            return self.world.poses()
        return between(flight.prev, self.world.poses(), self.alpha)

    def dice_faces(self) -> dict[str, int]:
        """Top faces of the dice lying in the tray (at rest)."""
        return dice_faces(self.world)

    def last_combination(self) -> dict[str, Any] | None:
        for event in reversed(self.state.events):
            if event["type"] in ("combination", "chouettes_only"):
                return event
        return None

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> None:
        """Advance a throw in progress, the race clock, and let bots act when their pause ends."""
        if not isinstance(dt, (int, float)) or not math.isfinite(dt) or dt < 0:
            raise MatchError.said("pas de temps invalide", f"dt must be finite and >= 0: {dt!r}")
        if self.flight is not None:
            self.advance_flight(dt)
            return
        if self.over:
            return
        now = self.clock()
        node = self.node
        if node.kind == "race":
            self.races.run(now)
        elif node.kind == "chance":
            if is_hidden(node):  # issue 34: the Tichette's hidden dice, out of sight
                self.play(under_the_cup(self.seed, len(self.entries), node.n_dice))
            elif not self.is_human(node.roller) and self._bot_ready(now, BOT_THROW_PAUSE):
                self._bot_throw()
        elif node.kind == "decision":
            if self.joins.run():
                return
            player = node.players[0]
            if self.is_human(player):
                if node.prompt in self.declined.get(player, ()) and Pass(player) in \
                        node.legal(player):
                    self.play(Pass(player))  # a question this player turned off
                    return
                self._expire_decision(now)
            elif self._bot_ready(now, BOT_DECISION_PAUSE):
                self.play(self.bot_decision(player))

    def play_out(self, dt: float = 0.05, max_updates: int = 2_000_000) -> None:
        """Run to the end with a ManualClock (every seat a bot): tests and benchmarks."""
        if self.humans:
            raise MatchError.said("play_out demande des bots à chaque place",
                             "play_out needs bots in every seat")
        if not isinstance(self.clock, ManualClock):
            raise MatchError.said("play_out demande une ManualClock",
                                  "play_out needs a ManualClock")
        for _ in range(max_updates):
            if self.over:
                return
            self.clock.advance(dt)
            self.update(dt)
        raise RuntimeError("the match did not end")

    # ------------------------------------------------------------------ decision timers
    def decision_timer(self, now: float | None = None) -> tuple[float, float] | None:
        """(seconds left, seconds in all) for the human answering a timed window, else None."""
        start = self._timer_start(now)
        if start is None:
            return None
        now = self.clock() if now is None else now
        total = float(self.decision_timeout)
        return max(0.0, total - (now - start)), total

    def _timer_start(self, now: float | None = None) -> float | None:
        """When the human answering now began to (CDCS-13); None if this decision is untimed."""
        player = self.human_to_decide()
        node = self.node
        if player is None or self.decision_timeout is None or node.prompt not in TIMED_PROMPTS:
            return None
        if not any(isinstance(a, Pass) for a in node.legal(player)):
            return None  # no neutral answer: no timer
        timer = self._timer
        if timer is None or timer[0] is not node or timer[1] != player:
            now = self.clock() if now is None else now
            # from the last change (the window opening, the previous answer), not this frame
            self._timer = timer = (node, player, min(now, self._last_change))
        return timer[2]

    def _expire_decision(self, now: float) -> bool:
        """Time is up for the human answering a timed window: they pass for them."""
        start = self._timer_start(now)
        if start is None or now - start < self.decision_timeout:
            return False
        player = self.human_to_decide()
        name = self.state.names[player]
        self.play(Pass(player))
        self.note = (f"Temps écoulé : {shown_name(name, 'fr')} passe.",
                     f"Time is up: {shown_name(name, 'en')} passes.")
        return True

    def _bot_ready(self, now: float, pause: float) -> bool:
        step = len(self.entries)
        if self._gate is None or self._gate[0] != step:  # the pause runs from the last change
            self._gate = (step, min(now, self._last_change) + pause * self.pace)
        return now >= self._gate[1]

    # ------------------------------------------------------------------ human input
    def human_throw(self, throw: Throw, player: int | None = None) -> None:
        """A human's hand throw (flick or keyboard): the dice of this throw leave that hand."""
        thrower = self.human_to_throw()
        if thrower is None or (player is not None and player != thrower):
            raise MatchError.table("cdc.refused.no_throw_now")
        if not isinstance(throw, Throw):
            raise MatchError.said("un lancer est un physics.Throw",
                                  "a throw must be a physics.Throw")
        ids, _ = dice_plan(planned_node(self.node), self.world)
        throws = hand_throws(throw, ids)
        self.launch_hand(thrower, throws)

    def human_random_throw(self, player: int | None = None) -> None:
        """Space: a plausible random hand throw (accessibility), drawn from the seeded rng."""
        thrower = self.human_to_throw()
        if thrower is None or (player is not None and player != thrower):
            raise MatchError.table("cdc.refused.no_throw_now")
        ids, _ = dice_plan(planned_node(self.node), self.world)
        throws = self.world.random_throws(self.hand_rng(), ids)
        self.launch_hand(thrower, throws)

    def human_aimed_throw(self, aim_deg: float, power: float, lateral: float = 0.0,
                          player: int | None = None) -> Throw:
        """The arrows' throw (CDCS-14): `deboule.shell.flick.keyboard_throw` from the tray's near
        end.

        aim_deg -45..45 (positive towards +y), power 0..1, lateral -1..1 across the hand zone.
        The dice's orientation in the hand comes from the seeded hand generator: one aim
        does not give the same faces every time.
        """
        thrower = self.human_to_throw()
        if thrower is None or (player is not None and player != thrower):
            raise MatchError.table("cdc.refused.no_throw_now")
        if isinstance(aim_deg, (int, float)) and abs(aim_deg) > AIM_LIMIT_DEG:
            raise MatchError.table("cdc.refused.aim_range", aim=aim_deg, limit=AIM_LIMIT_DEG)
        try:
            throw = aimed_throw(aim_deg, power, lateral, random_quaternion(self.hand_rng()))
        except FlickError as exc:
            raise MatchError.said(exc.message("fr"), exc.message("en")) from exc
        self.human_throw(throw, thrower)
        return throw

    def legal_actions(self) -> list[Action]:
        """The decisions open to the human who must answer now (the match contract)."""
        player = self.human_to_decide()
        return [] if player is None else self.state.legal_actions(player)

    def close(self) -> None:
        """Nothing runs in the background (the match contract)."""

    def human_action(self, action: Action, decline: str | None = None) -> None:
        """A human's decision; refused actions raise MatchError and change nothing.
        `decline`: the prompt the player also turns off for the rest of the game."""
        player = self.human_to_decide()
        if player is not None and getattr(action, "player", None) == player and \
                self._expire_decision(self.clock()):
            raise MatchError.table("cdc.refused.too_late")
        if player is None or getattr(action, "player", None) != player:
            raise MatchError.table("cdc.refused.not_your_decision")
        if decline is not None and not isinstance(action, Pass):
            raise MatchError.table("cdc.refused.not_your_decision")
        self.play(action)
        if decline is not None:
            self.declined.setdefault(player, set()).add(decline)

    def press(self, player: int, at: float | None = None) -> Press:
        """A human's race key at clock time `at` (now by default): their shout in the open race.

        With no race open it is a shout for nothing, a Bévue the rules apply (C3).
        """
        if not self.is_human(player):
            raise MatchError.table("cdc.refused.not_human")
        if self.over:
            raise MatchError.table("cdc.refused.over")
        return self.races.press(player, self.clock() if at is None else at)

    def decision_menu(self, lang: str = "fr") -> DecisionMenu | None:
        """The menu of legal actions for the human deciding now (kept while the node stays)."""
        player = self.human_to_decide()
        if player is None:
            return None
        key = (len(self.entries), player)
        if self._menu_cache is None or self._menu_cache[:2] != key:
            self._menu_cache = (*key, DecisionMenu(self.state, player))
        return self._menu_cache[2]

    def apply_scripted(self, action: Action) -> None:
        """Feed an action as it is, dice included (tests, tutorials); it is recorded."""
        if isinstance(action, DiceRolled):
            self.apply_checked(action)
            self.entries.append({"action": action.to_dict()})
            self.changed()
            return
        self.play(action)

    # ------------------------------------------------------------------ throws
    def launch_hand(self, thrower: int, throws: dict[str, Throw]) -> None:
        """Launch a human's hand throw (refused as a whole: nothing moves); a lesson arranges
        the throws first."""
        snapshot = self.world.snapshot()
        node = self.node
        try:
            prepare_tray(self.world, planned_node(self.node), tuple(throws))
            self.world.launch_many(throws)
        except ThrowError as exc:
            self.world.restore(snapshot)
            raise MatchError.said(f"lancer refusé : {exc}", f"throw refused: {exc}") from exc
        if node.kind == "decision":  # throwing from the pre-roll phase ends it (Throw action)
            self.apply_checked(ThrowAction(thrower))
            self.entries.append({"action": ThrowAction(thrower).to_dict()})
        self.start_flight(throws)

    def _bot_throw(self) -> None:
        ids, _ = dice_plan(self.node, self.world)
        throws = self.world.random_throws(self.hand_rng(), ids)
        prepare_tray(self.world, self.node, ids)
        self.world.launch_many(throws)
        self.start_flight(throws)

    def start_flight(self, throws: dict[str, Throw], recorded: bool = False) -> None:
        """The dice just launched with `throws` are in flight (frames advance them);
        `recorded`: a throw fed from a saved log."""
        self.flight = Flight(tuple(throws), dict(throws), recorded=recorded)
        self.alpha = 0.0
        self.note = None

    def advance_flight(self, dt: float) -> None:
        """Advance the dice in flight by `dt` in whole 1 ms steps; read them once at rest."""
        self.alpha = self.flight.advance(self.world, dt)
        if self.world.at_rest():
            self.land()

    def land(self) -> None:
        """The dice have come to rest (or are brought to rest at once): read them."""
        flight, self.flight = self.flight, None
        self.alpha = 0.0
        outcome = self.world.finish()
        self.settled.append(poses_digest(self.world.poses()))
        # recorded when read, so a shout made while the dice rolled replays before them
        self.entries.append({"throw": {pid: t.to_dict() for pid, t in flight.throws.items()}})
        faces = [outcome.pieces[pid].pips for pid in flight.ids]
        readable = all(outcome.pieces[pid].in_play for pid in flight.ids) and all(
            isinstance(f, int) and 1 <= f <= 6 for f in faces)
        if not readable:
            # CDC-D1: a die out of the tray (or unreadable) is thrown again
            self.rethrows += 1
            self.note = ("Un dé est sorti de la piste : on relance.",
                         "A die left the tray: throw again.")
            self.changed()
            return
        self.apply_checked(DiceRolled(tuple(faces)))
        if not self.replaying and not flight.recorded:
            self.races.blunders()
        self.changed()

    def hand_rng(self) -> np.random.Generator:
        return np.random.default_rng([self.seed, len(self.entries), 7])

    def _reseed(self, bot, player: int, what: str) -> None:
        protocol.reseed(bot, f"cdc/{self.seed}/{player}/{len(self.entries)}/{what}")

    # ------------------------------------------------------------------ applying
    def apply_checked(self, action: Action) -> None:
        try:
            self.state.apply(action)
        except IllegalAction as exc:
            raise MatchError.said(f"refusé : {exc}", f"refused: {exc}") from exc

    def play(self, action: Action) -> None:
        """Apply and record one action (not the dice: they come with their throw)."""
        self.apply_checked(action)
        self.entries.append({"action": action.to_dict()})
        self.changed(save=not isinstance(action, Press))

    @property
    def last_change(self) -> float:
        """Clock time of the last change (an action, a throw read, a notice)."""
        return self._last_change

    def bot_decision(self, player: int) -> Action:
        custom = self.custom.get(player)
        if custom is not None:
            return custom.act(self.state, player)
        bot = self.bots[player]
        self._reseed(bot, player, "decide")
        return bot.act(self.state, player)

    def bot_reaction_ms(self, player: int, shout: str) -> int | None:
        """When seat `player`'s bot presses in the open race (ms), or None: its generator drawn
        again from the seed and the moment (CDCS-5). A program's bot is read through the bot
        protocol's helper (its own `reaction_ms`, else what its `act` answers)."""
        custom = self.custom.get(player)
        if custom is not None:
            return protocol.reaction_ms(custom, self.state, player, shout)
        bot = self.bots[player]
        self._reseed(bot, player, "race")
        return protocol.reaction_ms(bot, self.state, player, shout)

    def bot_blunder(self, player: int) -> Press | None:
        """A novice's shout for nothing after a throw (a Bévue), or None."""
        custom = self.custom.get(player)
        if custom is not None:
            return protocol.blunder(custom, self.state, player)
        bot = self.bots[player]
        self._reseed(bot, player, "blunder")
        return protocol.blunder(bot, self.state, player)

    def is_bot(self, player: int) -> bool:
        return player in self.bots or player in self.custom

    def changed(self, save: bool = True) -> None:
        self._last_change = self.clock()
        self.races.sync()
        if save and self.on_change is not None and not self.replaying:
            self.on_change()

    # ------------------------------------------------------------------ saves
    # written down and read back in deboule/games/cul_de_chouette/saving.py
    def to_save(self) -> dict[str, Any]:
        """The match's options and inputs: enough to rebuild it (`CdcMatch.from_save`)."""
        return saving.to_save(self)

    def record(self) -> dict[str, Any]:
        """The game record (deboule/replays/records.py): its inputs are the entries, replayed by
        `CdcMatch.from_save`."""
        return saving.record(self)

    @classmethod
    def from_save(cls, record: dict[str, Any], clock=None, pace: float | None = None,
                  on_change=None, settled: list[str] | None = None,
                  headless: bool = False) -> CdcMatch:
        """Rebuild a match from `to_save()`: same throws, actions, poses and scores."""
        return saving.from_save(cls, record, clock=clock, pace=pace, on_change=on_change,
                                settled=settled, headless=headless)

    # ------------------------------------------------------------------ inputs
    def feed_entry(self, entry: dict[str, Any]) -> None:
        """One saved entry, fed as it was first played (a throw is launched: frames, or
        `settle()`, bring it to rest)."""
        saving.feed_entry(self, entry)

    def feed_other(self, item: Any) -> Any:
        if isinstance(item, HandThrow):
            if item.throw is None:
                return self.human_random_throw(item.player)
            return self.human_throw(item.throw, item.player)
        if isinstance(item, AimedThrow):
            return self.human_aimed_throw(item.aim_deg, item.power, item.lateral, item.player)
        if isinstance(item, RacePress):
            return self.press(item.player, item.at)
        if isinstance(item, RaceSeen):
            return self.races.seen(item.player, item.at)
        if isinstance(item, JoinRequest):
            return self.joins.ask(item.level)
        if isinstance(item, StandUp):  # the Graines: a rise, at any moment the rules take it
            return self.play(item)
        return super().feed_other(item)

    def settle(self) -> None:
        """Bring the dice in flight to rest at once."""
        if self.flight is not None:
            self.land()


MATCH = CdcMatch  # the controller on the match contract (deboule.registry reads it)
