"""The game as a state machine on the common contract (rules.core.GameState): `Game` holds the
options, `State` the play.

The rules run as a generator script (`flow.py`) that yields a `Node` whenever it needs dice,
a decision or a race, and resumes with the action. `State.apply` checks an action against the
current node first and only then feeds it to the script, so a refused action changes nothing.
In the contract's words: a "chance" node is CHANCE (the dice are handed in, `chance_outcomes()`
lists them); a race is SIMULTANEOUS (every waiting player may press) and also waits for its clock
(`chance_request()` kind "race_clock": CloseRace); a decision is its player's, or SIMULTANEOUS
when several may answer. `to_dict()` (options + actions) replays to the same state.
"""

from __future__ import annotations

import copy
import itertools
from collections.abc import Generator, Mapping
from dataclasses import dataclass
from typing import Any, Self

from rules.core import (
    CHANCE,
    SIMULTANEOUS,
    TERMINAL,
    ChanceRequest,
    Event,
    GameState,
    IllegalAction,
    Result,
    check_header,
    check_seat,
)
from rules.cul_de_chouette.actions import (
    CODEC,
    SHOUTS,
    Action,
    CloseRace,
    DiceRolled,
    Press,
    action_from_dict,
)
from rules.cul_de_chouette.combinations import check_faces
from rules.cul_de_chouette.flow import Flow, GameOver
from rules.cul_de_chouette.messages import describe
from rules.cul_de_chouette.nodes import BevueReason, Node
from rules.cul_de_chouette.races import RaceWindow
from rules.cul_de_chouette.variant import Variant

MAX_PLAYERS = 16
# What a turn starts from (State's data, apart from the options, the events and the actions):
# lists of plain values, so a shallow copy is a copy.
TURN_DATA = ("names", "side_of", "scores", "bank", "raitournelles", "has_grelottine",
             "has_civet", "has_boucliette", "immune", "passe_grelot_used", "order", "turn_index",
             "turns", "rounds", "owner", "winner_side", "over")


POSITION_FIELDS = ("starter", "banks", "grelottines", "civets", "boucliettes", "immune", "turns",
                   "rounds")  # State.from_position's


@dataclass(frozen=True)
class TurnStart:
    """Where the current turn started: how many actions and events then, and the data."""

    actions: int
    events: int
    data: dict[str, Any]


@dataclass(frozen=True)
class Resume:
    """What a copy starts from: a state's current turn start, its actions, events, position."""

    start: TurnStart
    actions: list[Action]
    events: list[Event]
    position: dict[str, Any] | None


class Game:
    """The options of one game: players, variant, teams (Doublette), names, seed (for records)."""

    def __init__(
        self,
        players: int = 4,
        variant: Variant | str | None = None,
        teams=None,
        names=None,
        seed: int | None = None,
        start_scores=None,
    ) -> None:
        if isinstance(variant, str) or variant is None:
            variant = Variant.preset(variant or "kaamelott")
        if not isinstance(variant, Variant):
            raise IllegalAction("variant must be a Variant or a preset name")
        if isinstance(players, bool) or not isinstance(players, int) or not (
            2 <= players <= MAX_PLAYERS
        ):
            raise IllegalAction(f"a game needs 2 to {MAX_PLAYERS} players, got {players!r}")
        self.variant = variant
        self.players = players
        self.names = tuple(names) if names else tuple(f"Joueur {i + 1}" for i in range(players))
        if len(self.names) != players:
            raise IllegalAction("one name per player")
        self.teams = _check_teams(teams, players, variant)
        self.seed = seed
        sides = len(self.teams) if self.teams else players
        if start_scores is None:
            start_scores = [0] * sides
        start_scores = list(start_scores)
        if len(start_scores) != sides or not all(
            isinstance(x, int) and not isinstance(x, bool) for x in start_scores
        ):
            raise IllegalAction(f"start_scores: {sides} integers (one per side)")
        if any(x >= variant.win_score for x in start_scores):
            raise IllegalAction("a starting score must be below the winning score")
        self.start_scores = tuple(start_scores)

    def new_state(self) -> State:
        return State(self)

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "variant": self.variant.to_dict(),
            "teams": [list(t) for t in self.teams] if self.teams else None,
            "names": list(self.names),
            "seed": self.seed,
            "start_scores": list(self.start_scores),
        }

    @classmethod
    def from_dict(cls, data: Any) -> Game:
        """Options back from `to_dict()` (the variant may also be a preset's name); anything
        malformed is an IllegalAction."""
        if not isinstance(data, Mapping):
            raise IllegalAction("the options of a game are a mapping", code="bad_save")
        unknown = sorted(str(k) for k in set(data) - {"players", "variant", "teams", "names",
                                                        "seed", "start_scores"})
        if unknown:
            raise IllegalAction(f"unknown options {unknown[:5]}", code="bad_save")
        variant = data.get("variant")
        try:
            return cls(
                players=data.get("players", 4),
                variant=variant if variant is None or isinstance(variant, str)
                else Variant.from_dict(variant),
                teams=data.get("teams"),
                names=data.get("names"),
                seed=data.get("seed"),
                start_scores=data.get("start_scores"),
            )
        except IllegalAction:
            raise
        except (KeyError, TypeError, ValueError) as exc:
            raise IllegalAction(f"bad options: {exc}", code="bad_save") from None


def _check_teams(teams, players: int, variant: Variant):
    if not teams:
        return None
    if not variant.doublette:
        raise IllegalAction("teams need the Doublette rule")
    teams = tuple(tuple(int(p) for p in t) for t in teams)
    members = sorted(itertools.chain.from_iterable(teams))
    if members != list(range(players)):
        raise IllegalAction("teams must split every player exactly once")
    if any(len(t) < 2 for t in teams):
        raise IllegalAction("a Doublette team has at least two players")
    return teams


class State(Flow, GameState):
    """A game in progress. Read `node`, ask `legal_actions(player)`, then `apply(action)`."""

    GAME = "cul-de-chouette"
    VERSION = 1

    def __init__(self, game: Game, resume: Resume | None = None) -> None:
        """A game about to roll off; with `resume` (State.copy's), another state's current turn
        as it started, its actions and events up to then."""
        self.game = game
        self.variant = game.variant
        self.names: list[str] = list(game.names)
        if game.teams:
            side_of = [0] * game.players
            for side, team in enumerate(game.teams):
                for p in team:
                    side_of[p] = side
            self.side_of = side_of
            n_sides = len(game.teams)
        else:
            self.side_of = list(range(game.players))
            n_sides = game.players
        self.scores: list[int] = list(game.start_scores)
        assert len(self.scores) == n_sides
        self.bank: list[int] = [0] * n_sides
        self.raitournelles = 0
        self.has_grelottine = [False] * game.players
        self.has_civet = [False] * game.players
        self.has_boucliette = [self.variant.boucliette] * game.players
        self.immune = [False] * game.players  # Passe-Grelot immunity earned
        self.passe_grelot_used = [False] * game.players
        self.order: list[int] = []  # active players in turn order
        self.turn_index = 0
        self.turns = 0
        self.rounds = 0
        self.owner: int | None = None  # whose turn it is
        self.winner_side: int | None = None
        self.over = False
        self.events: list[Event] = []
        self.actions: list[Action] = []
        self._turn_start: TurnStart | None = None  # set by the script as each turn starts
        self.position: dict[str, Any] | None = None  # where from_position set the game up
        self._script: Generator[Node, Action, None] = self._main()
        if resume is not None:
            start = resume.start
            for name, value in start.data.items():
                setattr(self, name, copy.copy(value))
            self.actions = list(resume.actions[:start.actions])
            self.events = list(resume.events[:start.events])
            self.position = resume.position
            self._script = self._turns()
        self._node: Node = self._advance(None)

    @classmethod
    def new(cls, options: Game | Mapping[str, Any] | None = None) -> State:
        """A game about to roll off; `options` as a Game or its dict (`Game.to_dict()`)."""
        if not isinstance(options, Game):
            options = Game.from_dict(options or {})
        return cls(options)

    @classmethod
    def from_position(cls, options: Game | Mapping[str, Any] | None = None, *,
                      starter: int = 0, banks: list[int] | None = None,
                      grelottines: tuple[int, ...] = (), civets: tuple[int, ...] = (),
                      boucliettes: tuple[int, ...] | None = None,
                      immune: tuple[int, ...] = (), turns: int = 0,
                      rounds: int = 0) -> State:
        """A game in a chosen position, for tests and tools: the roll-off is over and `starter`
        begins a turn. The scores are the options' `start_scores`; `banks` one per side (C7);
        `grelottines`, `civets`, `boucliettes` (default: every seat when the variant has the
        Boucliette) and `immune` (Passe-Grelot) the seats that hold one; `turns` and `rounds`
        already played. Anything malformed is an IllegalAction. The position is saved with the
        game (`to_dict`), and its actions replay from it.

        >>> state = State.from_position({"players": 3, "start_scores": [100, 120, 90]},
        ...                             starter=1, grelottines=(2,))
        >>> state.owner, state.player_scores(), state.has_grelottine
        (1, [100, 120, 90], [False, False, True])
        """
        state = cls.new(options)
        n = state.n_players
        seats = set(range(n))

        def seat_list(name: str, value: Any) -> list[int]:
            if isinstance(value, str | bytes) or not isinstance(value, list | tuple) or \
                    any(isinstance(p, bool) or p not in seats for p in value):
                raise IllegalAction(f"{name}: a list of seats (0 to {n - 1})",
                                    code="bad_position")
            return sorted(set(value))

        def count(name: str, value: Any) -> int:
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise IllegalAction(f"{name}: a whole number", code="bad_position")
            return value

        if isinstance(starter, bool) or starter not in seats:
            raise IllegalAction(f"starter: a seat (0 to {n - 1})", code="bad_position")
        sides = len(state.scores)
        bank = [0] * sides if banks is None else banks
        if not isinstance(bank, list | tuple) or len(bank) != sides:
            raise IllegalAction(f"banks: {sides} whole numbers", code="bad_position")
        bank = [count("banks", b) for b in bank]
        boucliette = list(range(n)) if boucliettes is None and state.variant.boucliette \
            else boucliettes or ()
        position = {"starter": starter, "banks": list(bank),
                    "grelottines": seat_list("grelottines", grelottines),
                    "civets": seat_list("civets", civets),
                    "boucliettes": seat_list("boucliettes", boucliette),
                    "immune": seat_list("immune", immune), "turns": count("turns", turns),
                    "rounds": count("rounds", rounds)}
        state.set_position(position)
        return state

    def set_position(self, position: dict[str, Any]) -> None:
        """Start the script at `starter`'s turn from `position` (from_position's checked form)
        on a game still at its roll-off."""
        n = self.n_players
        self.bank = list(position["banks"])
        self.has_grelottine = [p in position["grelottines"] for p in range(n)]
        self.has_civet = [p in position["civets"] for p in range(n)]
        self.has_boucliette = [p in position["boucliettes"] for p in range(n)]
        self.immune = [p in position["immune"] for p in range(n)]
        self.turns, self.rounds = position["turns"], position["rounds"]
        step = 1 if self.variant.turn_order == "clockwise" else -1
        self.order = [(position["starter"] + step * k) % n for k in range(n)]
        self.turn_index = 0
        self._event("order", players=list(self.order), direction=self.variant.turn_order)
        self.position = position
        self._script = self._turns()
        self._node = self._advance(None)

    # -- public view ----------------------------------------------------------------
    @property
    def node(self) -> Node:
        return self._node

    # -- who decides (rules.core contract) ------------------------------------------
    @property
    def num_players(self) -> int:
        return self.n_players

    def current_player(self) -> int:
        if self.over:
            return TERMINAL
        node = self._node
        if node.kind == "chance":
            return CHANCE
        deciders = self.deciders()
        return deciders[0] if node.kind == "decision" and len(deciders) == 1 else SIMULTANEOUS

    def deciders(self) -> tuple[int, ...]:
        """Who may act now: a decision's players, a race's players still to press (C3)."""
        if self.over or self._node.kind == "chance":
            return ()
        if self._node.kind == "race":
            assert self._node.race is not None
            return tuple(self._node.race.waiting)
        return tuple(self._node.players)

    def chance_request(self) -> ChanceRequest | None:
        """The dice `roller` throws ("dice": `n_dice`, `purpose`), or a race's clock
        ("race_clock": hand in CloseRace when the window is over, C3)."""
        if self.over:
            return None
        node = self._node
        if node.kind == "chance":
            return ChanceRequest("dice", node.roller, {"n_dice": node.n_dice,
                                                       "purpose": node.prompt, **node.info})
        if node.kind == "race":
            return ChanceRequest("race_clock", None, {"race": node.prompt})
        return None

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """Fair dice: every ordered set of faces; a race's clock: CloseRace."""
        if self.over:
            return []
        node = self._node
        if node.kind == "chance":
            n = node.n_dice
            return [(DiceRolled(f), 6.0 ** -n) for f in itertools.product(range(1, 7), repeat=n)]
        if node.kind == "race":
            return [(CloseRace(), 1.0)]
        return []

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def n_players(self) -> int:
        return len(self.names)

    @property
    def winners(self) -> tuple[int, ...]:
        if self.winner_side is None:
            return ()
        return tuple(p for p in range(self.n_players) if self.side_of[p] == self.winner_side)

    def score(self, player: int) -> int:
        return self.scores[self.side_of[player]]

    def account(self, player: int) -> int:
        return self.bank[self.side_of[player]]

    def player_scores(self) -> list[int]:
        return [self.score(p) for p in range(self.n_players)]

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """What `player` may do now (None: the single decider, if there is one). Dice faces and
        the race's clock are chance outcomes (`chance_outcomes()`), not listed here.

        Race presses are listed with t_ms=0: the time is free within the window.
        """
        if self.over:
            return []
        if player is None:
            deciders = self.deciders()
            if len(deciders) != 1:
                return []
            player = deciders[0]
        return list(self._node.legal(player))

    def observation(self, player: int) -> dict[str, Any]:
        """Cul de Chouette is played in the open (every die is thrown on the table, every
        shout heard): every seat sees the same scores, banks, turn and decision point; only
        `legal` (what `player` may do now) is the seat's own."""
        check_seat(self, player)
        node = self._node
        request = self.chance_request()
        result = self.result()
        return {
            "game": self.GAME, "seat": player, "players": self.n_players,
            "names": list(self.names), "sides": list(self.side_of),
            "scores": self.player_scores(), "banks": [self.account(p) for p in
                                                     range(self.n_players)],
            "order": list(self.order), "owner": self.owner, "turns": self.turns,
            "rounds": self.rounds, "current_player": self.current_player(),
            "deciders": list(self.deciders()),
            "node": {"kind": node.kind, "prompt": node.prompt, "players": list(node.players),
                     "roller": node.roller, "n_dice": node.n_dice, "info": dict(node.info)},
            "chance": None if request is None else {"kind": request.kind,
                                                    "actor": request.actor},
            "has_grelottine": list(self.has_grelottine), "has_civet": list(self.has_civet),
            "has_boucliette": list(self.has_boucliette), "immune": list(self.immune),
            "legal": [action.to_dict() for action in self.legal_actions(player)],
            "result": None if result is None else result.to_dict(),
        }

    def current_decisions(self) -> dict[int | None, list[Action]]:
        """Who may act now and how: {player: actions}; key None for dice faces / CloseRace."""
        if self.over:
            return {}
        node = self._node
        out: dict[int | None, list[Action]] = {p: self.legal_actions(p) for p in node.players}
        outside = [action for action, _ in self.chance_outcomes()]
        if outside:
            out[None] = outside
        if node.prompt == "pre_roll":
            newcomer = self.n_players
            joins = self.legal_actions(newcomer)
            if joins:
                out[newcomer] = joins
        return out

    def apply(self, action: Action) -> list[Event]:
        """Check the action, then play it. Refused actions raise IllegalAction, changing nothing.
        Returns the events the action caused."""
        start = len(self.events)
        self._apply(action)
        return self.events[start:]

    def is_legal(self, action: Action) -> bool:
        """Whether `apply(action)` would accept it (a Bévue is accepted: it costs its author),
        from the checks alone."""
        try:
            reason = self._refusal(action)
        except IllegalAction:
            return False
        return reason is None or (isinstance(reason, BevueReason) and self.variant.bevue)

    def _refusal(self, action: Action) -> str | None:
        """Why the current node refuses `action` (None: it is legal; a BevueReason: a Bévue);
        IllegalAction for what no node would take. Changes nothing."""
        if self.over:
            raise IllegalAction("the game is over")
        CODEC.check(action)  # a Cul de Chouette action, each field of its declared type
        if hasattr(action, "player"):
            bad = self._check_player(action.player)
            if bad and not (isinstance(action.player, int) and not isinstance(action.player, bool)
                            and action.player == self.n_players):  # a newcomer's Join
                raise IllegalAction(bad)
        return self._node.check(action)

    def _apply(self, action: Action) -> None:
        reason = self._refusal(action)
        if reason is None:
            self.actions.append(action)
            self._node = self._advance(action)
            return
        if isinstance(reason, BevueReason) and self.variant.bevue:
            self.actions.append(action)
            self._bevue(action.player, reason.code, reason.detail)  # type: ignore[attr-defined]
            self._node = self._refresh_over()
            return
        raise IllegalAction(str(reason))

    def describe(self, event: Event, lang: str = "fr") -> str:
        return describe(event, self.names, lang)

    def log_lines(self, lang: str = "fr", start: int = 0) -> list[str]:
        return [self.describe(e, lang) for e in self.events[start:]]

    # -- the end --------------------------------------------------------------------
    def result(self) -> Result | None:
        if not self.over:
            return None
        scores = tuple(float(s) for s in self.player_scores())
        ranking = tuple(sorted(range(self.n_players), key=lambda p: -scores[p]))
        return Result(scores, self.winners, ranking)

    # -- history, copies, records ---------------------------------------------------
    @property
    def history(self) -> tuple[Action, ...]:
        return tuple(self.actions)

    def to_dict(self) -> dict[str, Any]:
        data = {"game": self.GAME, "version": self.VERSION, "options": self.game.to_dict(),
                "actions": [a.to_dict() for a in self.actions]}
        if self.position is not None:  # a set-up game replays from its position
            data["position"] = copy.deepcopy(self.position)
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Self:
        """Replay a record (records written before the version field read as version 1, their
        actions spelled by class name: rules.cul_de_chouette.actions.CODEC)."""
        header = check_header(data, cls.GAME, cls.VERSION)
        position = header.get("position")
        if position is None:
            state = cls(Game.from_dict(header.get("options")))
        elif not isinstance(position, Mapping) or set(position) - set(POSITION_FIELDS):
            raise IllegalAction("a saved position is a mapping of its fields", code="bad_save")
        else:
            state = cls.from_position(Game.from_dict(header.get("options")), **position)
        for index, item in enumerate(header.get("actions", [])):
            try:
                state.apply(action_from_dict(item))
            except IllegalAction as error:
                raise IllegalAction(f"saved action {index} refused: {error}", code="bad_save",
                                    index=index, reason=error.code) from None
        return state

    def copy(self) -> Self:
        """An independent copy. The script (a generator) cannot be copied: the copy takes the
        data as the current turn started and replays that turn's actions only (the roll-off's,
        before the first turn)."""
        start = self._turn_start
        if start is None:  # still rolling off (a set-up game never is)
            state = type(self)(self.game)
            for action in self.actions:
                state.apply(action)
            return state
        twin = type(self)(self.game, Resume(start, self.actions, self.events, self.position))
        for action in self.actions[start.actions:]:
            twin.apply(action)
        return twin

    def _mark_turn_start(self) -> None:
        self._turn_start = TurnStart(len(self.actions), len(self.events),
                                     {name: copy.copy(getattr(self, name)) for name in TURN_DATA})

    # -- engine internals -----------------------------------------------------------
    def _advance(self, action: Action | None) -> Node:
        try:
            node = self._script.send(action) if action is not None else next(self._script)
        except GameOver as over:
            return self._finish(over.side, over.reason)
        except StopIteration:
            return self._finish(self.winner_side, "end")
        return node

    def _finish(self, side: int | None, reason: str) -> Node:
        self.over = True
        self.winner_side = side
        self._event("game_over", side=side, players=list(self.winners), reason=reason,
                    scores=list(self.scores))
        return Node("over", "over")

    def _refresh_over(self) -> Node:
        return self._node

    def _event(self, kind: str, **data: Any) -> None:
        self.events.append(Event(kind, copy.deepcopy(data)))

    def _bevue(self, player: int, code: str, detail: str = "") -> None:
        """C3: a Bévue costs `bevue_penalty` points (10 by default, at most 50)."""
        self._event("bevue", player=player, code=code, detail=detail,
                    penalty=self.variant.bevue_penalty)
        self._lose(player, self.variant.bevue_penalty, "bevue")

    # the generic checks used by the flow's nodes
    def _check_player(self, player) -> str | None:
        if isinstance(player, bool) or not isinstance(player, int):
            return f"player must be a seat index, got {player!r}"
        if not 0 <= player < self.n_players:
            return f"no player {player}"
        return None

    def _press_outside_race(self, action: Action) -> str | None:
        """A shout with no matching race open is a Bévue (C3)."""
        if isinstance(action, Press):
            bad = self._check_player(action.player)
            if bad:
                return bad
            if action.player not in self.order:
                return f"{self.names[action.player]} is not in the game"
            bad = _check_time(action.t_ms, self.variant.race_window_ms)
            if bad:
                return bad
            if action.shout not in SHOUTS:
                return f"unknown shout {action.shout!r}"
            return BevueReason.make(f"« {action.shout} » with no such race open", "no_race",
                                    action.shout)
        return None

    def _chance_node(self, roller: int, n: int, purpose: str, info=None) -> Node:
        def legal(player):
            if player is not None:
                return []
            return [DiceRolled(f) for f in itertools.product(range(1, 7), repeat=n)]

        def check(action):
            if not isinstance(action, DiceRolled):
                return self._press_outside_race(action) or (
                    f"waiting for {n} dice thrown by {self.names[roller]} ({purpose})"
                )
            try:
                check_faces(action.faces, n)
            except IllegalAction as exc:
                return str(exc)
            return None

        return Node("chance", purpose, (), roller=roller, n_dice=n, info=info or {},
                    legal=legal, check=check)

    def _race_node(self, window: RaceWindow) -> Node:
        def legal(player):
            if player is None:
                return [CloseRace()]
            if player in window.waiting:
                return [Press(player, window.shouts[player], 0)]
            return []

        def check(action):
            if isinstance(action, CloseRace):
                return None
            if not isinstance(action, Press):
                return f"a race is open ({window.kind}): press or close it"
            bad = self._check_player(action.player) or _check_time(
                action.t_ms, self.variant.race_window_ms
            )
            if bad:
                return bad
            if action.player in window.presses and window.shouts.get(action.player) == action.shout:
                return f"{self.names[action.player]} has already pressed"
            if window.shouts.get(action.player) != action.shout:
                if action.player not in self.order:
                    return f"{self.names[action.player]} is not in the game"
                if action.shout not in SHOUTS:
                    return f"unknown shout {action.shout!r}"
                if action.shout == window.kind == "grelottine":
                    return BevueReason.make("« Grelottine ! » without a Grelottine",
                                            "no_grelottine", "grelottine")
                return BevueReason.make(f"« {action.shout} » is not the shout expected now",
                                        "wrong_shout", action.shout)
            return None

        return Node("race", window.kind, window.waiting, race=window, legal=legal, check=check)

    def _decision_node(self, prompt: str, players, legal_fn, info=None, extra_check=None) -> Node:
        """Each of `players` answers with one of `legal_fn(player)` (or what extra_check allows)."""
        players = tuple(players)

        def legal(player):
            if player is None or player not in players:
                return []
            return legal_fn(player)

        def check(action):
            player = getattr(action, "player", None)
            if player is None or player not in players:
                outside = self._press_outside_race(action)
                if outside:
                    return outside
                if extra_check is not None:
                    verdict = extra_check(action)
                    if verdict is not False:
                        return verdict
                who = self.names[player] if isinstance(player, int) and (
                    0 <= player < self.n_players) else player
                return f"{who} has nothing to decide now ({prompt})"
            if extra_check is not None:
                verdict = extra_check(action)
                if verdict is not False:
                    return verdict
            options = legal_fn(player)
            if action in options:
                return None
            kinds = sorted({type(a).__name__ for a in options})
            if type(action).__name__ in kinds:
                return f"{type(action).__name__} with these values is not allowed ({prompt})"
            outside = self._press_outside_race(action)
            if outside:
                return outside
            return f"{type(action).__name__} is not allowed now ({prompt}); allowed: {kinds}"

        return Node("decision", prompt, players, info=info or {}, legal=legal, check=check)


def _check_time(t_ms, window_ms: int) -> str | None:
    if isinstance(t_ms, bool) or not isinstance(t_ms, int):
        return f"a press time is an integer number of ms, got {t_ms!r}"
    if not 0 <= t_ms <= window_ms:
        return f"a press must come within the {window_ms} ms window, got {t_ms}"
    return None
