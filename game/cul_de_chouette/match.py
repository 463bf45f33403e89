"""A Cul de Chouette match for the window: rules state, dice tray, bots at a human pace, timers.

The rules engine (`rules.cul_de_chouette`) asks for dice, decisions and races; this controller
answers them: the dice from the physics tray (thrown by a human's flick / key, or a bot's hand
throw, advanced in real time in fixed 1 ms steps and read only once everything rests), the
decisions from bots (after a short pause) or from a human's menu, the races from timed presses.

Everything that changes the game is recorded as an *entry* (`{"throw": {die: Throw}}` or
`{"action": Action}`); replaying the entries on a fresh match gives the same poses and scores
(saves). Bots and hand throws draw from generators reseeded from the seed and the entry count,
so a resumed game goes on exactly as the uninterrupted one would (CDCS-5).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from game.records import RECORD_FORMAT, RECORD_VERSION, final_state, poses_digest
from physics import Throw, ThrowError
from physics.tables import TraySpec
from rules.cul_de_chouette import (
    Action,
    BetBird,
    BetChallenge,
    BetCivet,
    BleuRougeBet,
    BuyDie,
    ChallengeGrelottine,
    ChallengeSoufflette,
    CloseRace,
    DeclareCivet,
    Deposit,
    DiceRolled,
    Game,
    IllegalAction,
    Keep,
    Pass,
    PasseGrelot,
    Press,
    SingSloubi,
    Siroter,
    UseBoucliette,
    Variant,
    VariantError,
    Withdraw,
    action_from_dict,
)
from rules.cul_de_chouette.actions import BIRDS, SHOUTS
from rules.cul_de_chouette.actions import Throw as ThrowAction
from rules.cul_de_chouette.banque import deposit_unit, withdrawal_fee
from rules.cul_de_chouette.bots import LEVELS, make_bot
from rules.cul_de_chouette.messages import COMBINATION_NAMES, PURPOSES, SHOUT_TEXT, WORDS
from spatial import quat_multiply, random_quaternion

DICE = ("die-1", "die-2", "die-3")
STEP = 0.001  # the physics' fixed step (s)
BOT_DECISION_PAUSE = 0.9  # s before a bot answers, so a person can follow
BOT_THROW_PAUSE = 0.7  # s before a bot throws
MAX_FRAME = 0.1  # a frame longer than this (a stall) advances the dice by 0.1 s only
TRAY = TraySpec()  # the physics' piste: its sizes bound a hand of dice
HAND_SPACING = 0.034  # m between the dice of one hand (edge 0.016; they must not overlap)
NO_RACE_SHOUT = "pas_mou_le_caillou"  # CDCS-2: what a race key shouts when no race is open
SEAT_KINDS = ("human", *LEVELS)
MAX_HUMANS = 4
DECISION_TIMEOUT = 15.0  # s a human has to answer a bet or a challenge (CDCS-13)
# CDCS-13: the bet and challenge windows, each with Pass as its neutral answer (no bet, no
# challenge, no Boucliette, no Passe-Grelot). The owner's own choices (pre-roll, Sirotage,
# Soufflette keeps), the Achat de dé and the Grelottine announcement (no Pass) are not timed.
TIMED_PROMPTS = frozenset({
    "bet_sirotage",
    "bet_civet",
    "bleu_rouge_relance",
    "bet_bleu_rouge",
    "bet_challenge",
    "soufflette_challenge",
    "boucliette",
    "passe_grelot",
})
# keyboard aim in the tray (CDCS-14): speeds of a hand throw in a 36 cm tray
TRAY_MIN_SPEED = 0.6  # m/s at power 0
TRAY_MAX_SPEED = 2.6  # m/s at power 1
AIM_LIMIT_DEG = 45.0


class MatchError(ValueError):
    """An input the match cannot take now (nothing changed). str() is French, .en English."""

    def __init__(self, fr: str, en: str | None = None) -> None:
        super().__init__(fr)
        self.en = en or fr

    def message(self, lang: str = "fr") -> str:
        return self.en if lang == "en" else str(self)


class ManualClock:
    """A clock for tests: seconds that move only when told."""

    def __init__(self, start: float = 0.0) -> None:
        self.now = float(start)

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@dataclass
class _Flight:
    ids: tuple[str, ...]
    throws: dict[str, Throw]
    acc: float = 0.0  # simulated time owed to the physics (s), less than one step
    prev: dict[str, tuple[tuple, tuple]] = field(default_factory=dict)


# ---------------------------------------------------------------------------- the match
class CdcMatch:
    """Cul de Chouette's controller (the match contract, game/match_base.py). `seats`: per
    player "human" or a bot level ("novice", "regular", "expert")."""

    def __init__(self, seats, seed: int = 0, preset: str | Variant = "kaamelott",
                 names=None, clock: Callable[[], float] | None = None, pace: float = 1.0,
                 on_change: Callable[[], None] | None = None, teams=None,
                 decision_timeout: float | None = DECISION_TIMEOUT,
                 settled: list[str] | None = None) -> None:
        seats = list(seats)
        bad = [s for s in seats if s not in SEAT_KINDS]
        if bad:
            raise MatchError(f"sièges inconnus : {bad} (connus : {SEAT_KINDS})",
                             f"unknown seats {bad} (known: {SEAT_KINDS})")
        if not 2 <= len(seats) <= 8:
            raise MatchError("de 2 à 8 joueurs", f"2 to 8 players, got {len(seats)}")
        if seats.count("human") > MAX_HUMANS:
            raise MatchError(f"au plus {MAX_HUMANS} humains au clavier",
                             f"at most {MAX_HUMANS} humans share the keyboard")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise MatchError("la graine est un entier", f"seed must be an integer, got {seed!r}")
        if not isinstance(pace, (int, float)) or not math.isfinite(pace) or pace < 0:
            raise MatchError("allure invalide", f"pace must be a non-negative number: {pace!r}")
        if decision_timeout is not None and (
                isinstance(decision_timeout, bool) or not isinstance(decision_timeout, (int, float))
                or not math.isfinite(decision_timeout) or decision_timeout <= 0):
            raise MatchError("délai de décision invalide",
                             f"decision_timeout must be a positive number or None: "
                             f"{decision_timeout!r}")
        try:
            variant = Variant.preset(preset) if isinstance(preset, str) else preset
        except VariantError as exc:
            raise MatchError(f"règles invalides : {exc}", f"bad rules: {exc}") from exc
        if not isinstance(variant, Variant):
            raise MatchError("règles inconnues", f"preset must be a name or a Variant: {preset!r}")
        self.seats = seats
        self.seed = seed
        self.variant = variant
        # where the dice rested after each throw (game.records.poses_digest): the record's
        # `settled`; a replay may hand its own list to see how far it got
        self.settled: list[str] = settled if settled is not None else []
        if names is None:
            names = [f"Joueur {i + 1}" if s == "human" else f"Bot {i + 1}"
                     for i, s in enumerate(seats)]
        try:
            game = Game(len(seats), variant, teams=teams, names=list(names), seed=seed)
        except IllegalAction as exc:
            raise MatchError(f"équipes invalides : {exc}", f"bad teams: {exc}") from exc
        self.state = game.new_state()
        self.teams = [list(t) for t in game.teams] if game.teams else None
        self.decision_timeout = None if decision_timeout is None else float(decision_timeout)
        from physics.world import World

        self.world = World.dice_tray(n=3, seed=seed)
        self.world.listen_impacts = True
        self.bots = {i: make_bot(s, seed * 1000 + i + 1)
                     for i, s in enumerate(seats) if s != "human"}
        self.humans = [i for i, s in enumerate(seats) if s == "human"]
        self.clock = clock or time.perf_counter
        self.pace = float(pace)
        self.on_change = on_change
        self.entries: list[dict[str, Any]] = []
        self.flight: _Flight | None = None
        self.alpha = 0.0  # drawing interpolation between the last two physics steps
        self.note: tuple[str, str] | None = None  # (fr, en) last notice (die out, refusal)
        self.rethrows = 0  # CDC-D1 throws drawn again (a die out of the tray)
        self._gate: tuple[int, float] | None = None  # (entry count, time a bot may act)
        self._race = None  # the open RaceWindow, its opening time and the bots' press plan
        self._race_t0 = 0.0
        self._race_plan: list[tuple[int, int]] = []
        self._last_change = self.clock()
        self._replaying = False
        self._menu_cache: tuple[int, int, DecisionMenu] | None = None
        self._timer: tuple[Any, int, float] | None = None  # (decision node, player, start)

    @classmethod
    def new(cls, seats: list[str], seed: int = 0, **options: Any) -> CdcMatch:
        """The match contract's constructor; options: preset, names, clock, pace, teams,
        decision_timeout."""
        return cls(seats, seed=seed, **options)

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
        if node.kind == "chance" and self.is_human(node.roller):
            return node.roller
        if node.kind == "decision" and node.prompt == "pre_roll" and self.is_human(node.players[0]):
            return node.players[0]
        return None

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
        node = self.node
        return node.race if node.kind == "race" and not self.over else None

    def race_elapsed_ms(self, now: float | None = None) -> int:
        if self.race_open() is None:
            return 0
        now = self.clock() if now is None else now
        return max(0, int((now - self._race_t0) * 1000))

    @property
    def race_opened_at(self) -> float | None:
        """Clock time the open race started (None with no race open)."""
        return self._race_t0 if self.race_open() is not None else None

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
        now = self.world.poses()
        flight = self.flight
        if flight is None or not flight.prev or self.alpha <= 0.0:
            return now
        a = self.alpha
        out = {}
        for pid, (pos, quat) in now.items():
            old = flight.prev.get(pid)
            if old is None:
                out[pid] = (pos, quat)
                continue
            p0, q0 = old
            if sum(x * y for x, y in zip(q0, quat, strict=True)) < 0:
                q0 = tuple(-x for x in q0)
            position = tuple(x0 + a * (x1 - x0) for x0, x1 in zip(p0, pos, strict=True))
            q = [x0 + a * (x1 - x0) for x0, x1 in zip(q0, quat, strict=True)]
            norm = math.sqrt(sum(x * x for x in q)) or 1.0
            out[pid] = (position, tuple(x / norm for x in q))
        return out

    def dice_faces(self) -> dict[str, int]:
        """Top faces of the dice lying in the tray (at rest)."""
        state = self.world.state()
        return {pid: state.pieces[pid].top_face for pid in DICE if state.pieces[pid].in_play}

    def last_combination(self) -> dict[str, Any] | None:
        for event in reversed(self.state.events):
            if event["type"] in ("combination", "chouettes_only"):
                return event
        return None

    def to_save(self) -> dict[str, Any]:
        """The match's options and inputs: enough to rebuild it (`CdcMatch.from_save`)."""
        return {
            "seats": list(self.seats),
            "seed": self.seed,
            "variant": self.variant.to_dict(),
            "teams": [list(t) for t in self.teams] if self.teams else None,
            "decision_timeout": self.decision_timeout,
            "names": list(self.state.game.names),
            "entries": [dict(e) for e in self.entries],
        }

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> None:
        """Advance a throw in progress, the race clock, and let bots act when their pause ends."""
        if not isinstance(dt, (int, float)) or not math.isfinite(dt) or dt < 0:
            raise MatchError("pas de temps invalide", f"dt must be finite and >= 0: {dt!r}")
        if self.flight is not None:
            self._advance_flight(dt)
            return
        if self.over:
            return
        now = self.clock()
        node = self.node
        if node.kind == "race":
            self._run_race(now)
        elif node.kind == "chance":
            if not self.is_human(node.roller) and self._bot_ready(now, BOT_THROW_PAUSE):
                self._bot_throw()
        elif node.kind == "decision":
            player = node.players[0]
            if self.is_human(player):
                self._expire_decision(now)
            elif self._bot_ready(now, BOT_DECISION_PAUSE):
                bot = self.bots[player]
                self._reseed(bot, player, "decide")
                self._act(bot.decide(self.state, player))

    def play_out(self, dt: float = 0.05, max_updates: int = 2_000_000) -> None:
        """Run to the end with a ManualClock (every seat a bot): tests and benchmarks."""
        if self.humans:
            raise MatchError("play_out demande des bots à chaque place",
                             "play_out needs bots in every seat")
        if not isinstance(self.clock, ManualClock):
            raise MatchError("play_out demande une ManualClock", "play_out needs a ManualClock")
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
        self._act(Pass(player))
        self.note = (f"Temps écoulé : {name} passe.", f"Time is up: {name} passes.")
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
            raise MatchError("aucun lancer attendu de vous maintenant",
                             "no throw is expected from you now")
        if not isinstance(throw, Throw):
            raise MatchError("un lancer est un physics.Throw", "a throw must be a physics.Throw")
        ids, _ = self._dice_plan(self._planned_node())
        throws = hand_throws(throw, ids)
        self._launch_checked(thrower, throws)

    def human_random_throw(self, player: int | None = None) -> None:
        """Space: a plausible random hand throw (accessibility), drawn from the seeded rng."""
        thrower = self.human_to_throw()
        if thrower is None or (player is not None and player != thrower):
            raise MatchError("aucun lancer attendu de vous maintenant",
                             "no throw is expected from you now")
        ids, _ = self._dice_plan(self._planned_node())
        throws = self.world.random_throws(self._hand_rng(), ids)
        self._launch_checked(thrower, throws)

    def human_aimed_throw(self, aim_deg: float, power: float, lateral: float = 0.0,
                          player: int | None = None) -> Throw:
        """The arrows' throw (CDCS-14): `game.flick.keyboard_throw` from the tray's near end.

        aim_deg -45..45 (positive towards +y), power 0..1, lateral -1..1 across the hand zone.
        The dice's orientation in the hand comes from the seeded hand generator: one aim
        does not give the same faces every time.
        """
        from game.flick import FlickError, FlickSettings, keyboard_throw, tray_zone

        thrower = self.human_to_throw()
        if thrower is None or (player is not None and player != thrower):
            raise MatchError("aucun lancer attendu de vous maintenant",
                             "no throw is expected from you now")
        if isinstance(aim_deg, (int, float)) and abs(aim_deg) > AIM_LIMIT_DEG:
            raise MatchError(f"visée hors limites ({aim_deg}°)",
                             f"aim out of range ({aim_deg} degrees)")
        orientation = random_quaternion(self._hand_rng())
        try:
            throw = keyboard_throw(aim_deg, power, 0.0, lateral, zone=tray_zone(),
                                   settings=FlickSettings(max_speed=TRAY_MAX_SPEED),
                                   min_speed=TRAY_MIN_SPEED, orientation=orientation)
        except FlickError as exc:
            raise MatchError(exc.message("fr"), exc.message("en")) from exc
        self.human_throw(throw, thrower)
        return throw

    def legal_actions(self) -> list[Action]:
        """The decisions open to the human who must answer now (the match contract)."""
        player = self.human_to_decide()
        return [] if player is None else self.state.legal_actions(player)

    def close(self) -> None:
        """Nothing runs in the background (the match contract)."""

    def human_action(self, action: Action) -> None:
        """A human's decision; refused actions raise MatchError and change nothing."""
        player = self.human_to_decide()
        if player is not None and getattr(action, "player", None) == player and \
                self._expire_decision(self.clock()):
            raise MatchError("trop tard : le temps était écoulé, vous avez passé",
                             "too late: the time was up, you passed")
        if player is None or getattr(action, "player", None) != player:
            raise MatchError("ce n'est pas à vous de décider", "it is not your decision now")
        self._act(action)

    def press(self, player: int, at: float | None = None) -> Press:
        """A human's race key at clock time `at` (now by default): their shout in the open race.

        With no race open it is a shout for nothing, a Bévue the rules apply (C3).
        """
        if not self.is_human(player):
            raise MatchError("seuls les humains appuient", f"seat {player} is not a human")
        if self.over:
            raise MatchError("la partie est finie", "the game is over")
        now = self.clock() if at is None else at
        window = self.race_open()
        limit = self.variant.race_window_ms
        if window is not None:
            t_ms = max(0, int(round((now - self._race_t0) * 1000)))
            self._flush_bot_presses(min(t_ms, limit))
            if self.race_open() is window and t_ms > limit:
                self._act(CloseRace())  # too late: the window closed before this press
            if self.race_open() is not window:  # closed by the bots' presses or the clock
                window = None
        if window is not None:
            shout = window.shouts.get(player, window.kind)
        else:
            t_ms = min(limit, max(0, int(round((now - self._last_change) * 1000))))
            shout = NO_RACE_SHOUT
        press = Press(player, shout, t_ms)
        self._act(press)
        return press

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
            self._apply(action)
            self.entries.append({"action": action.to_dict()})
            self._changed()
            return
        self._act(action)

    # ------------------------------------------------------------------ throws
    def _planned_node(self):
        """The chance node a throw answers (the chouettes when thrown from the pre-roll)."""
        node = self.node
        if node.kind == "chance":
            return node
        return _Planned(n_dice=2, prompt="chouettes", info={})

    def _launch_checked(self, thrower: int, throws: dict[str, Throw]) -> None:
        snapshot = self.world.snapshot()
        node = self.node
        try:
            self._prepare_tray(self._planned_node(), tuple(throws))
            self.world.launch_many(throws)
        except ThrowError as exc:
            self.world.restore(snapshot)
            raise MatchError(f"lancer refusé : {exc}", f"throw refused: {exc}") from exc
        if node.kind == "decision":  # throwing from the pre-roll phase ends it (Throw action)
            self._apply(ThrowAction(thrower))
            self.entries.append({"action": ThrowAction(thrower).to_dict()})
        self._start_flight(throws)

    def _bot_throw(self) -> None:
        ids, _ = self._dice_plan(self.node)
        throws = self.world.random_throws(self._hand_rng(), ids)
        self._prepare_tray(self.node, ids)
        self.world.launch_many(throws)
        self._start_flight(throws)

    def _start_flight(self, throws: dict[str, Throw]) -> None:
        self.flight = _Flight(tuple(throws), dict(throws))
        self.alpha = 0.0
        self.note = None

    def _advance_flight(self, dt: float) -> None:
        flight = self.flight
        flight.acc += min(dt, MAX_FRAME)
        steps = int(flight.acc / STEP + 1e-9)
        if steps > 0:
            if steps > 1:
                self.world.advance((steps - 1) * STEP)
            flight.prev = self.world.poses()
            self.world.advance(STEP)
            flight.acc -= steps * STEP
        self.alpha = min(1.0, flight.acc / STEP)
        if self.world.at_rest():
            self._land()

    def _land(self) -> None:
        flight, self.flight = self.flight, None
        self.alpha = 0.0
        outcome = self.world.finish()
        self.settled.append(poses_digest(self.world.poses()))
        # recorded when read, so a shout made while the dice rolled replays before them
        self.entries.append({"throw": {pid: t.to_dict() for pid, t in flight.throws.items()}})
        faces = [outcome.pieces[pid].top_face for pid in flight.ids]
        readable = all(outcome.pieces[pid].in_play for pid in flight.ids) and all(
            isinstance(f, int) and 1 <= f <= 6 for f in faces)
        if not readable:
            # CDC-D1: a die out of the tray (or unreadable) is thrown again
            self.rethrows += 1
            self.note = ("Un dé est sorti de la piste : on relance.",
                         "A die left the tray: throw again.")
            self._changed()
            return
        self._apply(DiceRolled(tuple(faces)))
        if not self._replaying:
            self._bot_blunders()
        self._changed()

    def _bot_blunders(self) -> None:
        """A novice sometimes shouts for nothing after a throw (a Bévue), as in the driver."""
        for player in list(self.state.order):
            bot = self.bots.get(player)
            if bot is None or self.over or self.node.kind == "race":
                continue
            self._reseed(bot, player, "blunder")
            press = bot.blunder(self.state, player)
            if press is not None:
                try:
                    self._act(press)
                except MatchError:
                    pass  # with the Bévue rule off a wrong shout is simply refused

    def _dice_plan(self, node) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """Which dice leave the hand for this throw and which stay where they lie."""
        n, purpose = node.n_dice, node.prompt
        if purpose in ("cul", "challenge_cul") and n == 1:
            return ("die-3",), ("die-1", "die-2")  # the chouettes stay where they lie
        if purpose in ("sirotage", "challenge_sirotage") and n == 1:
            odd = self._odd_die()
            return (odd,), tuple(d for d in DICE if d != odd)
        if purpose == "soufflette":
            kept = list(node.info.get("kept", []))
            faces = self.dice_faces()
            keep: list[str] = []
            for value in kept:
                pid = next((d for d in DICE if faces.get(d) == value and d not in keep), None)
                if pid is not None:
                    keep.append(pid)
            throw = tuple(d for d in DICE if d not in keep)
            if len(keep) == len(kept) and len(throw) == n:
                return throw, tuple(keep)
        return DICE[:n], ()

    def _odd_die(self) -> str:
        """The die that is not part of the Chouette (the one a Sirotage throws again)."""
        faces = self.dice_faces()
        for pid in ("die-3", "die-2", "die-1"):
            others = [faces.get(d) for d in DICE if d != pid]
            if None not in others and others[0] == others[1] and faces.get(pid) != others[0]:
                return pid
        return "die-3"

    def _prepare_tray(self, node, thrown) -> None:
        """Pick up every die that is neither thrown nor kept (they go back to the hand)."""
        _, keep = self._dice_plan(node)
        for pid in DICE:
            if pid not in thrown and pid not in keep and self.world.status(pid) == "play":
                self.world.remove(pid)

    def _hand_rng(self) -> np.random.Generator:
        return np.random.default_rng([self.seed, len(self.entries), 7])

    def _reseed(self, bot, player: int, what: str) -> None:
        bot.rng.seed(f"cdc/{self.seed}/{player}/{len(self.entries)}/{what}")

    # ------------------------------------------------------------------ races
    def _sync_race(self) -> None:
        """A race just opened: start its clock and plan the bots' presses (driver-like)."""
        window = self.race_open()
        if window is None:
            self._race = None
            return
        if window is self._race:
            return
        self._race = window
        self._race_t0 = self.clock()
        plan = []
        for player in window.waiting:
            bot = self.bots.get(player)
            if bot is None:
                continue
            self._reseed(bot, player, "race")
            t = bot.reaction_ms(self.state, player, window.shouts[player])
            if t is not None:
                plan.append((t, player))
        self._race_plan = sorted(plan)

    def _run_race(self, now: float) -> None:
        window = self.race_open()
        elapsed = max(0, int((now - self._race_t0) * 1000))
        limit = self.variant.race_window_ms
        self._flush_bot_presses(min(elapsed, limit))
        if elapsed >= limit and self.race_open() is window:
            self._act(CloseRace())

    def _flush_bot_presses(self, up_to_ms: int) -> None:
        window = self.race_open()
        while window is not None and self._race_plan and self._race_plan[0][0] <= up_to_ms:
            t, player = self._race_plan.pop(0)
            if player in window.waiting:
                self._act(Press(player, window.shouts[player], t))
            window = self.race_open() if self.race_open() is window else None

    # ------------------------------------------------------------------ applying
    def _apply(self, action: Action) -> None:
        try:
            self.state.apply(action)
        except IllegalAction as exc:
            raise MatchError(f"refusé : {exc}", f"refused: {exc}") from exc

    def _act(self, action: Action) -> None:
        """Apply and record one action (not the dice: they come with their throw)."""
        self._apply(action)
        self.entries.append({"action": action.to_dict()})
        self._changed(save=not isinstance(action, Press))

    def _changed(self, save: bool = True) -> None:
        self._last_change = self.clock()
        self._sync_race()
        if save and self.on_change is not None and not self._replaying:
            self.on_change()

    # ------------------------------------------------------------------ saves
    def record(self) -> dict[str, Any]:
        """The game record (game/records.py): its inputs are the entries, replayed by
        `CdcMatch.from_save` (options carry `"controller": "window"`)."""
        saved = self.to_save()
        return {
            "format": RECORD_FORMAT, "version": RECORD_VERSION, "game": "cul-de-chouette",
            "options": {"controller": "window", "variant": saved["variant"],
                        "names": saved["names"]},
            "seed": saved["seed"], "seats": saved["seats"], "inputs": saved["entries"],
            "settled": list(self.settled), "actions": self.state.to_dict()["actions"],
            "final": final_state(self.state.player_scores(), self.world.poses()),
        }

    @classmethod
    def from_save(cls, record: dict[str, Any], clock=None, pace: float = 1.0,
                  on_change=None, settled: list[str] | None = None) -> CdcMatch:
        """Rebuild a match from `to_save()`: same throws, same actions, same poses and
        scores."""
        if not isinstance(record, dict):
            raise MatchError("sauvegarde illisible", "a match record is a mapping")
        try:
            variant = Variant.from_dict(record["variant"])
            timeout = record.get("decision_timeout", DECISION_TIMEOUT)
            match = cls(record["seats"], seed=record["seed"], preset=variant,
                        names=record.get("names"), clock=clock, pace=pace,
                        teams=record.get("teams"), decision_timeout=timeout, settled=settled)
            entries = record["entries"]
        except (KeyError, TypeError, VariantError) as exc:
            raise MatchError(f"sauvegarde incomplète : {exc}", f"incomplete record: {exc}") \
                from exc
        if not isinstance(entries, list):
            raise MatchError("sauvegarde illisible", "entries must be a list")
        match._replaying = True
        try:
            for entry in entries:
                match._replay_entry(entry)
        except (ThrowError, IllegalAction, KeyError, TypeError, AttributeError) as exc:
            raise MatchError(f"sauvegarde incohérente : {exc}", f"inconsistent record: {exc}") \
                from exc
        finally:
            match._replaying = False
        match.on_change = on_change
        match._race = None
        match._sync_race()
        return match

    def _replay_entry(self, entry) -> None:
        if not isinstance(entry, dict) or len(entry) != 1:
            raise MatchError("entrée invalide", f"bad entry {entry!r}")
        if self.flight is not None:
            raise MatchError("entrée pendant un lancer", "an entry came during a throw")
        if "throw" in entry:
            throws = {pid: exact_throw(t) for pid, t in entry["throw"].items()}
            if any(pid not in DICE for pid in throws):
                raise MatchError("dé inconnu", f"unknown die in {sorted(throws)}")
            self._prepare_tray(self._planned_node(), tuple(throws))
            self.world.launch_many(throws)
            self._start_flight(throws)
            self._land()
        elif "action" in entry:
            action = action_from_dict(entry["action"])
            self._apply(action)
            self.entries.append({"action": action.to_dict()})
            self._changed()
        else:
            raise MatchError("entrée invalide", f"bad entry {entry!r}")


MATCH = CdcMatch  # the controller on the match contract (game.registry reads it)


@dataclass(frozen=True)
class _Planned:
    """Stands for the chouettes' chance node while the pre-roll phase is still open."""

    n_dice: int
    prompt: str
    info: dict


def exact_throw(data: dict) -> Throw:
    """A recorded throw, bit for bit: `Throw` normalises its quaternion again, which may move
    the last bits of an already unit one, and the dice are chaotic enough to notice."""
    throw = Throw.from_dict(data)
    recorded = tuple(float(v) for v in data.get("orientation", throw.orientation))
    if len(recorded) == 4 and abs(math.fsum(v * v for v in recorded) - 1.0) < 1e-9:
        object.__setattr__(throw, "orientation", recorded)
    return throw


def hand_throws(throw: Throw, ids) -> dict[str, Throw]:
    """One hand's throw for several dice: side by side across the throw, same motion.

    Each die gets a quarter turn more than the previous one so they do not land alike.
    """
    ids = list(ids)
    n = len(ids)
    vx, vy, _ = throw.velocity
    heading = math.atan2(vy, vx) if (vx or vy) else 0.0
    across = (-math.sin(heading), math.cos(heading))
    x0, y0, z0 = throw.position
    # the hand stays inside the piste: 4 mm off the side walls, 1 mm off the ends
    half_y = TRAY.width / 2 - TRAY.die_edge / 2 - 0.004
    x_limit = TRAY.length / 2 - 0.009  # a die's half edge and 1 mm
    offsets = [(k - (n - 1) / 2) * HAND_SPACING for k in range(n)]
    ys = [y0 + o * across[1] for o in offsets]
    shift = 0.0
    if ys and max(ys) > half_y:
        shift = half_y - max(ys)
    if ys and min(ys) + shift < -half_y:
        shift = -half_y - min(ys)
    out = {}
    quarter = (math.sqrt(0.5), math.sqrt(0.5), 0.0, 0.0)
    orientation = throw.orientation
    for k, pid in enumerate(ids):
        x = x0 + offsets[k] * across[0]
        x = min(max(x, -x_limit), x_limit)
        out[pid] = Throw((x, ys[k] + shift, z0), throw.velocity, throw.spin, orientation)
        orientation = quat_multiply(quarter, orientation)
    return out


PROMPTS = {
    "fr": {
        "pre_roll": "{name} : avant de lancer (Banque, Civet), ou lancez",
        "siroter": "{name} : siroter la Chouette de {chouette} ?",
        "bet_sirotage": "{name} : parier sur le Sirotage de {owner} (Chouette de {chouette}) ?",
        "bet_civet": "{name} : parier sur le Civet de {owner} ?",
        "buy_die": "{name} : acheter le cul de {thrower} ?",
        "bleu_rouge_relance": "{name} : Bleu-Rouge ! annoncez la relance (1 à 3 totaux)",
        "bet_bleu_rouge": "{name} : parier sur la relance de {thrower} ?",
        "soufflette_challenge": "{name} : Soufflette ! défier un joueur ?",
        "keep": "{name} : quels dés garder ? ({dice}, essai {attempt})",
        "boucliette": "{name} : Boucliette contre le défi de {challenger} à {target} ?",
        "grelottine": "{name} : annoncez votre défi Grelottine à {target}",
        "passe_grelot": "{name} : Passe-Grelot ? (défi de {challenger})",
        "bet_challenge": "{name} : parier sur le défi {challenge} de {target} ?",
        "sloubi": "{name} : chanter le Sloubi ?",
    },
    "en": {
        "pre_roll": "{name}: before throwing (Bank, Civet), or throw",
        "siroter": "{name}: sip (siroter) the Chouette of {chouette}?",
        "bet_sirotage": "{name}: bet on {owner}'s Sirotage (Chouette of {chouette})?",
        "bet_civet": "{name}: bet on {owner}'s Civet?",
        "buy_die": "{name}: buy {thrower}'s cul?",
        "bleu_rouge_relance": "{name}: Bleu-Rouge! announce the relance (1 to 3 totals)",
        "bet_bleu_rouge": "{name}: bet on {thrower}'s relance?",
        "soufflette_challenge": "{name}: Soufflette! challenge a player?",
        "keep": "{name}: which dice to keep? ({dice}, try {attempt})",
        "boucliette": "{name}: Boucliette against {challenger}'s challenge to {target}?",
        "grelottine": "{name}: announce your Grelottine challenge to {target}",
        "passe_grelot": "{name}: Passe-Grelot? ({challenger}'s challenge)",
        "bet_challenge": "{name}: bet on {target}'s {challenge} challenge?",
        "sloubi": "{name}: sing the Sloubi?",
    },
}

LABELS = {
    "fr": {
        "Throw": "Lancer les chouettes",
        "Pass": "Passer",
        "Pass.siroter": "Garder la Chouette",
        "Pass.buy_die": "Ne pas acheter",
        "Pass.keep": "Ne rien garder",
        "Siroter": "Siroter !",
        "BetBird": "Parier : {bird} ({value})",
        "BetCivet": "Parier sur le Civet",
        "BuyDie": "Acheter le cul ({cost} pts)",
        "DeclareCivet": "Civet de {stake} sur {combination}{sirop}",
        "Deposit": "Déposer {amount} à la Banque (unité {unit})",
        "Withdraw": "Retirer {amount} de la Banque (frais {fee})",
        "BleuRougeBet": "Annoncer : {values}",
        "ChallengeSoufflette": "Défier {target} à la Soufflette",
        "Keep": "Garder {faces}",
        "ChallengeGrelottine": "Défi {combination} pour {stake} pts",
        "UseBoucliette": "Utiliser mon Boucliette",
        "PasseGrelot": "Passe-Grelot à {target}",
        "BetChallenge": "Parier {on}",
        "SingSloubi": "Chanter {n} Sloubi",
        "adjust": "  (←/→ pour changer, Maj : ×10)",
        "slots": "  (←/→ la valeur, Tab : la suivante)",
    },
    "en": {
        "Throw": "Throw the chouettes",
        "Pass": "Pass",
        "Pass.siroter": "Keep the Chouette",
        "Pass.buy_die": "Do not buy",
        "Pass.keep": "Keep nothing",
        "Siroter": "Sip it (siroter)!",
        "BetBird": "Bet: {bird} ({value})",
        "BetCivet": "Bet on the Civet",
        "BuyDie": "Buy the cul ({cost} pts)",
        "DeclareCivet": "Civet of {stake} on {combination}{sirop}",
        "Deposit": "Deposit {amount} in the Bank (unit {unit})",
        "Withdraw": "Withdraw {amount} from the Bank (fee {fee})",
        "BleuRougeBet": "Announce: {values}",
        "ChallengeSoufflette": "Challenge {target} to a Soufflette",
        "Keep": "Keep {faces}",
        "ChallengeGrelottine": "{combination} challenge for {stake} pts",
        "UseBoucliette": "Use my Boucliette",
        "PasseGrelot": "Passe-Grelot to {target}",
        "BetChallenge": "Bet {on}",
        "SingSloubi": "Sing {n} Sloubi",
        "adjust": "  (←/→ to change, Shift: ×10)",
        "slots": "  (←/→ the value, Tab: the next one)",
    },
}

_BLEU_ROUGE_EMPTY = 0  # a Bleu-Rouge slot left empty ("—")


def prompt_text(state, player: int, lang: str = "fr") -> str:
    node = state.node
    names = state.names
    info = dict(node.info)

    def name(p):
        return names[p] if isinstance(p, int) and 0 <= p < len(names) else "?"

    values = {
        "name": name(player),
        "owner": name(state.owner),
        "thrower": name(info.get("thrower", state.owner)),
        "target": name(info.get("target")),
        "challenger": name(info.get("challenger")),
        "chouette": info.get("chouette", "?"),
        "dice": "-".join(str(d) for d in info.get("dice", [])),
        "attempt": info.get("attempt", ""),
        "challenge": COMBINATION_NAMES[lang].get(info.get("challenge"), info.get("challenge")),
    }
    template = PROMPTS[lang].get(node.prompt, "{name} : " + node.prompt)
    try:
        return template.format(**values)
    except (KeyError, ValueError):
        return f"{name(player)}: {node.prompt}"


def action_label(action: Action, state, lang: str = "fr", prompt: str = "") -> str:
    """A player-facing label for a legal action, from the rules' message names."""
    labels = LABELS[lang]
    names = state.names
    kind = type(action).__name__
    v = state.variant
    if isinstance(action, ThrowAction):
        return labels["Throw"]
    if isinstance(action, Pass):
        return labels.get(f"Pass.{prompt}", labels["Pass"])
    if isinstance(action, BetBird):
        return labels[kind].format(bird=action.bird.capitalize(), value=BIRDS[action.bird])
    if isinstance(action, BuyDie):
        return labels[kind].format(cost=v.achat_cost)
    if isinstance(action, DeclareCivet):
        return labels[kind].format(
            stake=action.stake, combination=COMBINATION_NAMES[lang][action.combination],
            sirop=WORDS[lang]["sirop"] if action.with_sirotage else "")
    if isinstance(action, Deposit):
        return labels[kind].format(amount=action.amount,
                                   unit=deposit_unit(v.bank_first_unit, state.raitournelles))
    if isinstance(action, Withdraw):
        return labels[kind].format(amount=action.amount,
                                   fee=withdrawal_fee(action.amount, v.bank_fee_pct))
    if isinstance(action, BleuRougeBet):
        return labels[kind].format(values=", ".join(str(x) for x in action.values) or "—")
    if isinstance(action, ChallengeSoufflette | PasseGrelot):
        return labels[kind].format(target=names[action.target])
    if isinstance(action, Keep):
        if not action.faces:
            return labels["Pass.keep"]
        return labels[kind].format(faces="-".join(str(f) for f in action.faces))
    if isinstance(action, ChallengeGrelottine):
        return labels[kind].format(
            combination=COMBINATION_NAMES[lang].get(action.combination, action.combination),
            stake=action.stake)
    if isinstance(action, BetChallenge):
        return labels[kind].format(on=WORDS[lang]["on_success" if action.success else "on_failure"])
    if isinstance(action, SingSloubi):
        return labels[kind].format(n=len(action.presses_ms))
    if isinstance(action, BetCivet | Siroter | UseBoucliette):
        return labels[kind]
    return kind


@dataclass
class MenuEntry:
    """One line of a decision menu: a single action, or a family with adjustable values.

    `slots` holds, per adjustable value, the allowed values and the chosen index; `build`
    turns the chosen values into the action.
    """

    build: Callable[[tuple], Action]
    slots: list[list] = field(default_factory=list)
    chosen: list[int] = field(default_factory=list)
    active: int = 0

    def values(self) -> tuple:
        return tuple(slot[i] for slot, i in zip(self.slots, self.chosen, strict=True))

    def action(self) -> Action:
        return self.build(self.values())

    def adjust(self, step: int) -> None:
        if not self.slots:
            return
        slot = self.slots[self.active]
        self.chosen[self.active] = min(len(slot) - 1, max(0, self.chosen[self.active] + step))

    def next_slot(self) -> None:
        if self.slots:
            self.active = (self.active + 1) % len(self.slots)


class DecisionMenu:
    """The legal actions of `player` at the current decision, grouped into a short menu.

    Families that differ only by an amount (Civet stakes, deposits, withdrawals, Grelottine
    stakes) are one line each with ←/→; the Bleu-Rouge announcement has three value slots.
    """

    def __init__(self, state, player: int) -> None:
        self.state = state
        self.player = player
        self.prompt = state.node.prompt
        self.entries: list[MenuEntry] = []
        self.focus = 0
        self._build(state.legal_actions(player))

    def _build(self, actions: list[Action]) -> None:
        families: dict[tuple, list[Action]] = {}
        order: list[tuple] = []
        bleu_rouge = False
        for action in actions:
            if isinstance(action, BleuRougeBet):
                bleu_rouge = True
                continue
            if isinstance(action, DeclareCivet):
                key = ("civet", action.combination, action.with_sirotage)
            elif isinstance(action, Deposit):
                key = ("deposit",)
            elif isinstance(action, Withdraw):
                key = ("withdraw",)
            elif isinstance(action, ChallengeGrelottine):
                key = ("grelottine", action.combination)
            else:
                key = ("one", action)
            if key not in families:
                families[key] = []
                order.append(key)
            families[key].append(action)
        if bleu_rouge:
            order.insert(0, ("bleu_rouge",))
        for key in order:
            if key == ("bleu_rouge",):
                self.entries.append(_bleu_rouge_entry(self.player))
                continue
            group = families[key]
            if key[0] == "one":
                self.entries.append(MenuEntry(build=lambda _v, a=group[0]: a))
                continue
            amount = "amount" if key[0] in ("deposit", "withdraw") else "stake"
            by_value = {getattr(a, amount): a for a in group}
            values = sorted(by_value)
            # defaults: the smallest stake or deposit; the whole balance; the bots' top stake
            start = len(values) - 1 if key[0] in ("withdraw", "grelottine") else 0
            self.entries.append(MenuEntry(build=lambda v, m=by_value: m[v[0]], slots=[values],
                                          chosen=[start]))
        if not self.entries:
            raise MatchError("aucune action possible", "no legal action for this player")

    # -- navigation
    @property
    def entry(self) -> MenuEntry:
        return self.entries[self.focus]

    def press(self, name: str, big: bool = False) -> Action | None:
        """'up', 'down', 'left', 'right', 'tab', 'enter': the action chosen on 'enter'."""
        if name == "up":
            self.focus = (self.focus - 1) % len(self.entries)
        elif name == "down":
            self.focus = (self.focus + 1) % len(self.entries)
        elif name in ("left", "right"):
            self.entry.adjust((10 if big else 1) * (1 if name == "right" else -1))
        elif name == "tab":
            self.entry.next_slot()
        elif name == "enter":
            return self.entry.action()
        return None

    def select(self, index: int) -> None:
        if not 0 <= index < len(self.entries):
            raise MatchError("pas de telle ligne", f"no menu line {index}")
        self.focus = index

    def labels(self, lang: str = "fr") -> list[str]:
        return [self.label(i, lang) for i in range(len(self.entries))]

    def label(self, index: int, lang: str = "fr") -> str:
        entry = self.entries[index]
        text = action_label(entry.action(), self.state, lang, self.prompt)
        if index == self.focus and entry.slots:
            if len(entry.slots) > 1:
                text += LABELS[lang]["slots"]
            elif len(entry.slots[0]) > 1:
                text += LABELS[lang]["adjust"]
        return text

    def find(self, action: Action) -> int | None:
        """The line whose current action is `action` (tests, mouse)."""
        for i, entry in enumerate(self.entries):
            if entry.action() == action:
                return i
        return None


def _bleu_rouge_entry(player: int) -> MenuEntry:
    totals = list(range(3, 19))

    def build(values) -> Action:
        chosen = sorted({v for v in values if v != _BLEU_ROUGE_EMPTY})
        return BleuRougeBet(player, tuple(chosen))

    # the experts' choice by default (9, 10, 11: the likeliest totals with 10 and 11)
    return MenuEntry(build=build,
                     slots=[totals, [_BLEU_ROUGE_EMPTY, *totals], [_BLEU_ROUGE_EMPTY, *totals]],
                     chosen=[totals.index(9), 1 + totals.index(10), 1 + totals.index(11)])


def shout_text(shout: str) -> str:
    return SHOUT_TEXT.get(shout, shout)


def purpose_text(purpose: str, lang: str = "fr") -> str:
    return PURPOSES[lang].get(purpose, purpose)


__all__ = [
    "DICE",
    "SHOUTS",
    "CdcMatch",
    "DecisionMenu",
    "ManualClock",
    "MatchError",
    "MenuEntry",
    "action_label",
    "hand_throws",
    "prompt_text",
    "purpose_text",
    "shout_text",
]
