"""An L'Enculette match driven for the window: rules state, physics Tasses, bots, human inputs.

`deboule sim --game enculette` plays on this very match (headless, `play_out`), so a game of bots
in the window is the game the sim plays with that seed. Here
each physical move of the Tasse (shake, lift, cover, turn over) is simulated at once and then
played back on screen as a `Motion`; the rules hear of a shake only once its motion ends. Bots
wait `BOT_DELAY` seconds before acting so that a person can follow. Human inputs are recorded;
`replay` rebuilds a match from them (saves never pickle anything).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from deboule.games.enculette import GAME
from deboule.games.enculette.inputs import TurnOver
from deboule.games.enculette.match_options import seat_list, variant_options
from deboule.games.enculette.tasses import (
    PhysicsTasses,
    Shake,
    reveals_dice,
    seat_streams,
    shake_action,
    tasse_poses,
)
from deboule.games.game_options import match_new
from deboule.match_base import (
    HandThrow,
    Match,
    MatchError,
    is_bot_object,
    seat_name,
)
from deboule.replays.records import RECORD_FORMAT, RECORD_VERSION, final_state
from deboule.rules.core.bots import plain
from deboule.rules.core.ranges import said
from deboule.rules.enculette import (
    Action,
    IllegalAction,
    Options,
    State,
    action_from_dict,
    new_game,
    read_roll,
)
from deboule.rules.enculette.text import describe, describe_action, player_name, value_text
from deboule.spatial import axis_angle_mat, mat_to_quat, quat_to_mat
from deboule.spatial.exact import matmul, matvec
from deboule.text.i18n import tr

BOT_DELAY = 0.9  # EC-B1: seconds a bot waits before acting, so that a person can follow
REVEAL_HOLD = 2.2  # EC-B1: seconds the lifted dice stay in view before a bot shakes again
DURATIONS = {"shake": 1.0, "lift": 0.6, "cover": 0.45, "turn": 0.8}
SAVE_FORMAT = 1

Pose = tuple[tuple[float, float, float], tuple[float, float, float, float]]


@dataclass(frozen=True)
class TasseView:
    """Where to draw one Tasse: cup and saucer poses (their body origin sits on the saucer's
    top face) and the poses of the dice in play."""

    cup: Pose
    saucer: Pose
    dice: dict[str, Pose]
    lifted: bool  # the cup is off the saucer: the dice are in everyone's view


@dataclass
class Motion:
    """A physical move of Tasse `cup`, already simulated, being played back on screen."""

    kind: str  # 'shake', 'lift', 'cover', 'turn'
    cup: int
    before: TasseView
    after: TasseView
    then: Callable[[], None] | None = None
    impacts: list[tuple[float, str, str, float]] = field(default_factory=list)  # (share, a, b,
    # speed): what the physics heard, spread over the motion in proportion
    elapsed: float = 0.0
    duration: float = field(init=False)

    def __post_init__(self) -> None:
        self.duration = DURATIONS[self.kind]

    @property
    def progress(self) -> float:
        return min(1.0, self.elapsed / self.duration)

    def view(self, spec) -> TasseView:
        """The Tasse as drawn at this moment of the motion."""
        p = self.progress
        smooth = p * p * (3 - 2 * p)
        if self.kind in ("lift", "cover"):
            (c0, q), (c1, _) = self.before.cup, self.after.cup
            z = c0[2] + (c1[2] - c0[2]) * smooth
            return TasseView(((c1[0], c1[1], z), q), self.after.saucer, self.after.dice,
                             lifted=True)
        if p >= 1.0:
            return self.after
        if self.kind == "shake":
            # a hand shaking the closed Tasse (the physics shook it already: the dice are hidden)
            envelope = min(1.0, p / 0.1, (1.0 - p) / 0.15)
            t = p * self.duration
            wave = np.sin(2 * math.pi * 5.0 * t + np.array([0.0, 1.9, 4.1]))
            offset = 0.022 * envelope * np.array([wave[0], wave[1], 1.5 * (1.0 + wave[2])])
            rotation = axis_angle_mat((0.6, 0.8, 0.0), math.radians(12.0) * envelope * wave[0])
        else:  # 'turn': the whole Tasse turned over about the x axis, raised on the way
            flipped = _is_upside_down(self.before.saucer)
            angle = math.pi * (smooth + (1.0 if flipped else 0.0))
            offset = np.array([0.0, 0.0, 0.12 * math.sin(math.pi * p)])
            rotation = axis_angle_mat((1.0, 0.0, 0.0), angle)
        return _carry(self.before, spec, offset, rotation)


def _is_upside_down(pose: Pose) -> bool:
    return float(quat_to_mat(pose[1])[2, 2]) < 0.0


def _carry(start: TasseView, spec, offset: np.ndarray, rotation: np.ndarray) -> TasseView:
    """Move the whole Tasse rigidly: the hand's pose becomes (offset, rotation) about the pivot
    35 mm above the saucer (as deboule.physics.cup's hand), the dice carried along."""
    pivot = np.array([0.0, 0.0, spec.rest_height + 0.035])
    start_rotation = quat_to_mat(start.saucer[1])
    start_offset = np.asarray(start.saucer[0]) - pivot - matvec(start_rotation, np.array(
        [0.0, 0.0, spec.rest_height])) + matvec(start_rotation, pivot)
    # relative motion from the hand's starting pose to the new one
    relative = matmul(rotation, start_rotation.T)

    def move(pose: Pose) -> Pose:
        position = np.asarray(pose[0])
        local = matvec(start_rotation.T, position - pivot - start_offset)
        new = pivot + offset + matvec(rotation, local)
        quat = mat_to_quat(matmul(relative, quat_to_mat(pose[1])))
        return (tuple(float(v) for v in new), tuple(float(v) for v in quat))

    return TasseView(move(start.cup), move(start.saucer),
                     {pid: move(pose) for pid, pose in start.dice.items()}, start.lifted)


class EnculetteMatch(Match):
    """L'Enculette's controller (the match contract, deboule/match_base.py). `update(dt)` plays
    motions and bots; humans answer through `human_shake` (the contract's `human_throw`),
    `human_turn_over` and `human_action`. `headless=True` runs without motions or waits (tests,
    replays, `play_out`)."""

    GAME = "enculette"

    def __init__(self, seats: Sequence[str], seed: int = 0, variant: str = "classique",
                 lang: str = "fr", headless: bool = False,
                 options: Options | None = None, settled: list[str] | None = None) -> None:
        given = seat_list(seats)
        # a program's own bot sits under its name; it is asked through `act(state, player)`
        self.custom = {i: s for i, s in enumerate(given) if is_bot_object(s)}
        self.seats = [seat_name(s) for s in given]
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise MatchError.said(f"la graine est un entier positif ou nul, pas {seed!r}",
                                  f"the seed is a non-negative integer, not {seed!r}")
        self.seed = seed
        self.variant = variant
        self.lang = lang
        self.headless = headless
        default = variant_options(variant)  # validates the variant's name too
        self.state: State = new_game(len(self.seats), options or default)
        streams, self.bots = seat_streams(seed, self.seats)
        self.tasses = PhysicsTasses(streams[0], self.state.options.cups, settled=settled)
        self.spec = self.tasses.worlds[0].arena.spec
        self.inputs: list[dict[str, Any]] = []
        self.log: list[str] = []
        self.motions: deque[Motion] = deque()
        self.wait = 0.0 if headless else BOT_DELAY
        self.revision = 0  # grows after every settled shake and every decision (autosave)
        self.faces_shown: tuple[int, ...] | None = None  # what the last lift showed
        self.sounds: list[tuple[str, str, float]] = []  # impacts due now: (a, b, speed)
        self._seen = 0
        self.set_headless(headless)

    @classmethod
    def new(cls, seats: list[str], seed: int = 0, **options: Any) -> Match:
        """The match contract's constructor: `options` the game's options, one mapping its
        schema checks (docs/options.md: the rules' `Options`), built by `GAME.new_match`;
        the other keywords `names`, `headless`, `lang`, `rules_only`
        (deboule/games/enculette/rules_only.py)."""
        return match_new(GAME, seats, seed, options)

    # ------------------------------------------------------------------ who acts
    @property
    def over(self) -> bool:
        return self.state.is_over

    def acting_seat(self) -> int | None:
        """The seat whose move it is: the server at a shake, else the deciding player."""
        if self.over:
            return None
        if self.state.is_chance_node():
            return self.state.cup().server
        return self.state.current_player()

    def busy(self) -> bool:
        """A motion is being played: inputs wait."""
        return bool(self.motions)

    def human_turn(self) -> int | None:
        """The human seat that must act now (nothing moving), else None."""
        seat = self.acting_seat()
        if seat is None or self.busy() or self.seats[seat] != "human":
            return None
        return seat

    def must_shake(self) -> bool:
        return self.human_turn() is not None and self.state.is_chance_node()

    def throw_awaited_of(self) -> tuple[int, ...]:
        """The match contract's: a shake or a turn of the Tasse is its server's (EC-T1)."""
        return () if self.over or not self.state.is_chance_node() else (self.state.cup().server,)

    def legal_actions(self) -> list[Action]:
        if self.human_turn() is None or self.state.is_chance_node():
            return []
        return self.state.legal_actions()

    def menu(self) -> list[tuple[str, Action]]:
        """(label, action) of every decision open to the human to act, best known first."""
        entries = []
        for action in self.legal_actions():
            label = describe_action(action, self.lang)
            if self.state.faute_if_played(action) is not None:
                label += tr("enc.faute", self.lang)
            entries.append((label, action))
        return entries

    def visible_faces(self, seat: int) -> tuple[int, int] | None:
        """The dice under the current Tasse if `seat` may see them (rules' observation)."""
        if self.over:
            return None
        view = self.state.observation(seat)["cups"][self.state.current_cup]
        return tuple(view["dice"]) if view["dice"] is not None else None  # type: ignore

    # ------------------------------------------------------------------ human inputs
    def human_shake(self) -> None:
        """The human server shakes the Tasse."""
        if not self.must_shake():
            raise self._why_not("shake")
        self.inputs.append({"type": "shake"})
        self._shake()

    def human_throw(self) -> None:
        """The match contract's throw: the human server shakes the Tasse."""
        self.human_shake()

    def human_turn_over(self) -> None:
        """EC-T1: before shaking, the human server may turn the Tasse over (a curiosity: the
        rules have no such move, and the dice are shaken right after anyway)."""
        if not self.must_shake():
            raise self._why_not("turn")
        self.inputs.append({"type": "turn_over"})
        self._turn_over()

    def human_action(self, action: Action) -> None:
        seat = self.human_turn()
        if seat is None or self.state.is_chance_node():
            raise self._why_not("decide")
        if not isinstance(action, Action) or action not in self.state.legal_actions():
            raise MatchError.table("enc.refused.illegal", n=seat + 1)
        self.inputs.append({"type": "action", "action": action.to_dict()})
        self._decide(action)

    def feed_entry(self, entry: dict[str, Any]) -> None:
        """One of the humans' recorded inputs (`{"type": "shake" | "turn_over" | "action"}`),
        fed where it was first made."""
        kind = entry["type"]
        if kind == "shake":
            self.human_shake()
        elif kind == "turn_over":
            self.human_turn_over()
        elif kind == "action":
            self.human_action(action_from_dict(entry["action"]))
        else:
            raise MatchError.said(f"entrée inconnue {kind!r}", f"unknown input {kind!r}")

    def stand_in_throw(self, item: HandThrow) -> None:
        """A stand-in's shake; when the Tasse must first be turned over (EC-T1), that turn."""
        try:
            self.feed(item)
        except MatchError:
            self.human_turn_over()

    def feed_other(self, item: Any) -> None:
        if isinstance(item, HandThrow):
            self.human_shake()
        elif isinstance(item, TurnOver):
            self.human_turn_over()
        else:
            super().feed_other(item)

    def settle(self) -> None:
        """Play every motion in progress to its end at once."""
        while self.motions:
            motion = self.motions[0]
            self.update(max(0.0, motion.duration - motion.elapsed))

    def _why_not(self, what: str) -> MatchError:
        if self.over:
            return MatchError.table("enc.refused.over")
        if self.busy():
            return MatchError.table("enc.refused.moving")
        n = self.acting_seat() + 1
        if self.seats[n - 1] != "human":
            return MatchError.table("enc.refused.bot_turn", n=n)
        if what in ("shake", "turn"):
            return MatchError.table("enc.refused.decide_first", n=n)
        return MatchError.table("enc.refused.shake_first", n=n)

    # ------------------------------------------------------------------ stepping
    def update(self, dt: float) -> None:
        """Play the current motion, or let a bot act once it has waited its turn."""
        if not math.isfinite(dt) or dt < 0:
            raise ValueError(f"dt must be a finite non-negative number, got {dt!r}")
        if self.motions:
            motion = self.motions[0]
            motion.elapsed += dt
            while motion.impacts and motion.impacts[0][0] * motion.duration <= motion.elapsed:
                self.sounds.append(motion.impacts.pop(0)[1:])
            if motion.elapsed >= motion.duration:
                self.motions.popleft()
                if motion.then is not None:
                    motion.then()
            return
        if self.over:
            return
        seat = self.acting_seat()
        if self.seats[seat] == "human":
            return
        self.wait -= dt
        if self.wait > 0:
            return
        self.wait = 0.0
        self.bot_turn(seat)

    def bot_turn(self, seat: int) -> None:
        """The bot at `seat` acts: a shake, or its decision (a lesson overrides it)."""
        if self.state.is_chance_node():
            self._shake()
            return
        custom = self.custom.get(seat)
        if custom is not None:
            self._decide(custom.act(self.state, seat))
            return
        bot = self.bots[seat]
        assert bot is not None
        self._decide(bot.act(self.state, seat))

    def run_bots(self, limit: int = 100_000) -> None:
        """Without animation: let bots act until a human must act or the game ends."""
        for _ in range(limit):
            while self.motions:
                self.update(self.motions[0].duration)
            seat = self.acting_seat()
            if seat is None or self.seats[seat] == "human":
                return
            self.wait = 0.0
            self.bot_turn(seat)
        raise MatchError.said("les bots ne s'arrêtent pas", "the bots did not stop")

    def play_out(self) -> None:
        """Run to the end with no display (every seat a bot)."""
        if "human" in self.seats:
            raise MatchError.said("play_out demande des bots à chaque place",
                                  "play_out needs bots in every seat")
        self.set_headless(True)
        self.run_bots()

    # ------------------------------------------------------------------ physics + rules
    @property
    def world(self) -> Any:
        """The first Tasse's world, whose moves an online room sends (deboule/online/room.py)."""
        return self.tasses.worlds[0]

    def tasse_view(self, cup: int) -> TasseView:
        """The Tasse as it stands in the physics world."""
        world = self.tasses.worlds[cup]
        hand = world.parts["tasse"]  # the hand holding cup and saucer (deboule.physics.cup.Tasse)
        cup_id, saucer_id = hand.cup, hand.saucer
        data = world.data

        def pose(mocap: int) -> Pose:
            return (tuple(float(v) for v in data.mocap_pos[mocap]),
                    tuple(float(v) for v in data.mocap_quat[mocap]))

        return TasseView(pose(cup_id), pose(saucer_id), world.poses(),
                         lifted=self.tasses.lifted[cup])

    def view(self, cup: int) -> TasseView:
        """The Tasse as drawn now: mid-motion, or at rest."""
        for motion in self.motions:
            if motion.cup == cup:
                return motion.view(self.spec)
        return self.tasse_view(cup)

    def take_sounds(self) -> list[tuple[str, str, float]]:
        """Impacts to play now (a, b, speed), oldest first."""
        due, self.sounds = self.sounds, []
        return due

    def move(self, kind: str, cup: int, physics: Callable[[], Any],
             then: Callable[[], None] | None = None) -> None:
        """Run `physics` (a move of Tasse `cup`) now; in the window its motion is then played
        back on screen and `then` runs when it ends (headless, at once)."""
        world = self.tasses.worlds[cup]
        before, start = self.tasse_view(cup), world.time
        physics()
        span = max(world.time - start, 1e-9)
        heard = [((i.time - start) / span, i.a, i.b, i.speed) for i in world.impacts()]
        motion = Motion(kind, cup, before, self.tasse_view(cup), then, heard[:40])
        if not self.headless:
            self.motions.append(motion)
        elif then is not None:
            then()

    def _prepare(self, cup: int) -> None:
        """Cover a lifted cup and right an upturned Tasse, each as a motion of its own."""
        if self.tasses.lifted[cup]:
            self.move("cover", cup, lambda: self.tasses.cover(cup))
        if self.tasses.flipped[cup]:
            self.move("turn", cup, lambda: self.tasses.turn_over(cup))

    def _shake(self) -> None:
        cup = self.state.cup()
        index, server = cup.index, cup.server
        self._prepare(index)
        result = {}

        def physics() -> None:
            result["shake"] = self._shaken(index, self.tasses.shake(index))

        def settle() -> None:
            self.apply(shake_action(result["shake"], server, index))

        self.move("shake", index, physics, settle)

    def _shaken(self, cup: int, shake: Shake) -> Shake:
        """What a shake of Tasse `cup` left, as the rules will hear it: the physics' own result
        here; a lesson may turn the dice under the cup first
        (deboule/games/enculette/tutorial.py)."""
        return shake

    def _turn_over(self) -> None:
        index = self.state.cup().index
        if self.tasses.lifted[index]:
            self.move("cover", index, lambda: self.tasses.cover(index))
        self.move("turn", index, lambda: self.tasses.turn_over(index), self._bump)

    def _decide(self, action: Action) -> None:
        index = self.state.current_cup
        if reveals_dice(action):
            # seed: "il ... soulève, ou fait soulever la tasse afin de vérifier sa décision"
            def lifted() -> None:
                self.apply(action)
                self.wait = 0.0 if self.headless else REVEAL_HOLD

            self.move("lift", index, lambda: self.tasses.lift(index), lifted)
        else:
            self.apply(action)

    def apply(self, action: Action) -> None:
        """Apply a rules action (checked before) and log its events."""
        try:
            self.state.apply(action)
        except IllegalAction as error:  # never expected: every input was checked first
            raise MatchError.said(f"refusé : {error}", f"refused: {error}") from error
        if reveals_dice(action):  # the faces the lifted cup shows, as the rules' event says
            shown = [e["faces"] for e in self.state.events[self._seen:] if e.get("faces")]
            self.faces_shown = shown[-1] if shown else None
        elif action.KIND in ("dice_shaken", "faute"):
            self.faces_shown = None
        self._log_events()
        self._bump()

    def _bump(self) -> None:
        self.revision += 1
        self.wait = 0.0 if self.headless else max(self.wait, BOT_DELAY)

    def _log_events(self) -> None:
        state = self.state
        running = [0] * state.players
        for event in state.events[:self._seen]:
            if event.kind == "drank":
                running[event.player] += event.amount
        for event in state.events[self._seen:]:
            if event.kind == "drank":
                running[event.player] += event.amount
            left = max(0, state.options.broc - sum(running))
            self.log.append(describe(event.to_dict(), self.lang, totals=running, broc_left=left,
                                     show_cup=state.options.cups > 1, names=self.log_names()))
        self._seen = len(state.events)

    def log_names(self) -> list[str] | None:
        """The players' names in the log: those given to `new_match` (an online room's, typed
        in its lobby), the game's own ("Joueur 2") for the others; None: none given."""
        given = getattr(self, "names", None)
        if not given or not any(given):
            return None
        return [name or player_name(p, self.lang) for p, name in enumerate(given)]

    # ------------------------------------------------------------------ saves
    def to_save(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "seats": [plain(s) for s in self.seats],  # a BoundLevel as its level
            "seed": self.seed,
            "variant": self.variant,
            "options": self.state.options.to_dict(),
            "inputs": [dict(item) for item in self.inputs],
            "history": [action.to_dict() for action in self.state.history],
        }

    def record(self) -> dict[str, Any]:
        """The game record (deboule/replays/records.py). Its inputs are the humans' (shake, turn
        over, decisions); the bots' moves and every shake come again from the seed, and `history`
        (every rules action, bots' and dice included) must replay identically. The shakes'
        physics parameters are not recorded: see docs/records.md."""
        saved = self.to_save()
        return {
            "format": RECORD_FORMAT, "version": RECORD_VERSION, "game": "enculette",
            "options": {"save_format": saved["format"],
                        "variant": saved["variant"], "rules": saved["options"]},
            "seed": saved["seed"], "seats": saved["seats"], "inputs": saved["inputs"],
            "history": saved["history"], "settled": list(self.tasses.settled),
            "final": final_state(self.state.gorgees, tasse_poses(self.tasses)),
        }

    @classmethod
    def from_save(cls, data: Mapping[str, Any], lang: str = "fr", headless: bool = False,
                  check: bool = True, settled: list[str] | None = None) -> EnculetteMatch:
        """Rebuild a match from `to_save()` data by playing its recorded inputs again. `check`:
        refuse it when the rules' history is not the saved one (`deboule replay` compares it
        itself, to name the first step that differs); `settled` receives where the dice rested
        after each shake."""
        if not isinstance(data, Mapping) or data.get("format") != SAVE_FORMAT:
            raise MatchError.said("pas une sauvegarde de L'Enculette (format inconnu)",
                                  "not an L'Enculette save (unknown format)")
        try:
            seats, seed, variant = data["seats"], data["seed"], data["variant"]
            inputs, history = list(data["inputs"]), list(data["history"])
        except (KeyError, TypeError) as error:
            raise MatchError.said(f"il manque {error} à la sauvegarde",
                                  f"the save lacks {error}") from None
        try:
            options = Options.from_dict(data.get("options") or variant_options(variant).to_dict())
        except IllegalAction as error:
            french, english = said(error)  # an option's range: a line in each (issue 32)
            raise MatchError.said(f"options invalides dans la sauvegarde : {french}",
                                  f"bad options in the save: {english}") from None
        match = cls(seats, seed=seed, variant=variant, lang=lang, headless=True, options=options,
                    settled=settled)
        for number, item in enumerate(inputs):
            match.run_bots()
            try:
                match.feed_entry(item)
            except (KeyError, TypeError, IllegalAction) as error:
                raise MatchError.said(f"l'entrée {number} ({item!r}) ne se rejoue pas : {error}",
                                      f"input {number} ({item!r}) does not replay: "
                                      f"{error}") from None
        # bots that had played after the last human input play again, as far as the save went
        while len(match.state.history) < len(history):
            seat = match.acting_seat()
            if seat is None or match.seats[seat] == "human":
                break
            match.bot_turn(seat)
        replayed = [action.to_dict() for action in match.state.history]
        if check and replayed[:len(history)] != history:
            raise MatchError.said("la sauvegarde ne se rejoue pas à l'identique",
                                  "the save does not replay to the same game")
        match.set_headless(headless)
        return match

    def set_headless(self, headless: bool) -> None:
        """Play motions and bot waits (the window) or not (tests, replays)."""
        self.headless = headless
        self.wait = 0.0 if headless else BOT_DELAY
        for world in self.tasses.worlds:
            world.listen_impacts = not headless

    # ------------------------------------------------------------------ display helpers
    def last_reveal_text(self) -> str | None:
        if self.faces_shown is None:
            return None
        return value_text(read_roll(*self.faces_shown), self.lang)


MATCH = EnculetteMatch  # the controller on the match contract (deboule.registry reads it)
