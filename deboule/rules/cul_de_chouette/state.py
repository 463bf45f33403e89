"""The game as a state machine on the common contract (deboule.rules.core.GameState): `Game` holds
the options, `State` the play.

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
import random
from collections.abc import Generator, Mapping
from typing import Any, Self

from deboule.rules.core import (
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
from deboule.rules.core.ranges import check_int
from deboule.rules.cul_de_chouette.action_ids import ActionIds
from deboule.rules.cul_de_chouette.actions import (
    CODEC,
    Action,
    CloseRace,
    DiceRolled,
    StandUp,
    action_from_dict,
)
from deboule.rules.cul_de_chouette.challenges import Challenges
from deboule.rules.cul_de_chouette.effects import Effects
from deboule.rules.cul_de_chouette.flow import Flow, GameOver
from deboule.rules.cul_de_chouette.house import graines, jarret_rules
from deboule.rules.cul_de_chouette.house.civet_rules import CivetHouse
from deboule.rules.cul_de_chouette.house.grelottine_rules import GrelottineHouse
from deboule.rules.cul_de_chouette.house.jarret_challenges import JarretChallenges
from deboule.rules.cul_de_chouette.house.jarret_rules import JarretRules
from deboule.rules.cul_de_chouette.house.oncletom_rules import OncleTomRules
from deboule.rules.cul_de_chouette.house.patmulot_rules import PatmulotRules
from deboule.rules.cul_de_chouette.house.scoring_rules import ScoringHouseRules
from deboule.rules.cul_de_chouette.house.sirop_rules import SiropHouse
from deboule.rules.cul_de_chouette.house.tichage import TichageHouse
from deboule.rules.cul_de_chouette.house.tichage_views import (
    TichetteHiding,
    read_seat_view,
    seat_view,
)
from deboule.rules.cul_de_chouette.house.triplette import triplette_teams
from deboule.rules.cul_de_chouette.messages import describe
from deboule.rules.cul_de_chouette.node_builders import NodeBuilders
from deboule.rules.cul_de_chouette.nodes import BevueReason, Node
from deboule.rules.cul_de_chouette.position import POSITION_FIELDS, checked_position
from deboule.rules.cul_de_chouette.turn_start import TURN_DATA, Resume, TurnStart
from deboule.rules.cul_de_chouette.variant import RANGES, Variant

MAX_PLAYERS = RANGES["players"].high


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
        check_int("players", players, RANGES)  # the ranges: issue 32, point 3
        if seed is not None:
            check_int("seed", seed, RANGES)
        self.variant = variant
        self.players = players
        self.names = tuple(names) if names else tuple(f"Joueur {i + 1}" for i in range(players))
        if len(self.names) != players:
            raise IllegalAction("one name per player")
        # issue 34: the Triplette forms the teams of a large table (house/triplette.py)
        self.teams = _check_teams(teams or triplette_teams(players, variant), players, variant)
        self.seed = seed
        sides = len(self.teams) if self.teams else players
        if start_scores is None:
            start_scores = [0] * sides
        start_scores = list(start_scores)
        if len(start_scores) != sides:
            raise IllegalAction(f"start_scores: {sides} integers (one per side)")
        for score in start_scores:
            check_int("start_scores", score, RANGES)
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


class State(ActionIds, GameState):
    """A game in progress. Read `node`, ask `legal_actions(player)`, then `apply(action)`."""

    GAME = "cul-de-chouette"
    VERSION = 1

    def __init__(self, game: Game, resume: Resume | None = None) -> None:
        """A game about to roll off; with `resume` (State.copy's), another state's current turn
        as it started, its actions and events up to then."""
        self.game = game
        self.variant = game.variant
        # the rules script and the parts it calls: plain objects working on this state's fields
        self.flow = Flow(self)
        self.node_builders = NodeBuilders(self)
        self.effects = Effects(self)
        self.challenges = Challenges(self)
        self.scoring_rules = ScoringHouseRules(self)
        self.tichage_rules = TichageHouse(self)
        self.sirop_rules = SiropHouse(self)
        self.civet_rules = CivetHouse(self)
        self.jarret_rules = JarretRules(self)
        self.jarret_challenges = JarretChallenges(self)
        self.grelottine_rules = GrelottineHouse(self)
        self.oncletom_rules = OncleTomRules(self)
        self.patmulot_rules = PatmulotRules(self)
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
        self.has_civet_filoche = [False] * game.players  # issue 34 (house/civet_rules.py)
        self.has_boucliette = [self.variant.boucliette] * game.players
        self.immune = [False] * game.players  # Passe-Grelot immunity earned
        self.passe_grelot_used = [False] * game.players
        jarret_rules.init_holdings(self, game.players)  # issue 34: Jarret, Flan
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
        self._script: Generator[Node, Action, None] = self.flow.main()
        if resume is not None:
            start = resume.start
            for name, value in start.data.items():
                setattr(self, name, copy.copy(value))
            self.actions = list(resume.actions[:start.actions])
            self.events = list(resume.events[:start.events])
            self.position = resume.position
            self._script = self.flow.turn_loop()
        self._node: Node = self._advance(None)

    @classmethod
    def new(cls, options: Game | Mapping[str, Any] | None = None) -> State:
        """A game about to roll off; `options` as a Game or its dict (`Game.to_dict()`)."""
        if not isinstance(options, Game):
            options = Game.from_dict(options or {})
        return cls(options)

    # -- a chosen position (position.py) ----------------------------------------------------
    @classmethod
    def from_position(cls, options: Any = None, *,  # a Game or its dict, as State.new takes
                      starter: int = 0, banks: list[int] | None = None,
                      grelottines: tuple[int, ...] = (), civets: tuple[int, ...] = (),
                      boucliettes: tuple[int, ...] | None = None,
                      immune: tuple[int, ...] = (), turns: int = 0,
                      rounds: int = 0) -> Self:
        """A game in a chosen position, for tests and tools: the roll-off is over and `starter`
        begins a turn. The scores are the options' `start_scores`; `banks` one per side (C7);
        `grelottines`, `civets`, `boucliettes` (default: every seat when the variant has the
        Boucliette) and `immune` (Passe-Grelot) the seats that hold one; `turns` and `rounds`
        already played. Anything malformed is an IllegalAction. The position is saved with the
        game (`to_dict`), and its actions replay from it.

        >>> from deboule.rules.cul_de_chouette.state import State
        >>> state = State.from_position({"players": 3, "start_scores": [100, 120, 90]},
        ...                             starter=1, grelottines=(2,))
        >>> state.owner, state.player_scores(), state.has_grelottine
        (1, [100, 120, 90], [False, False, True])
        """
        state = cls.new(options)
        state.set_position(checked_position(
            state, starter=starter, banks=banks, grelottines=grelottines, civets=civets,
            boucliettes=boucliettes, immune=immune, turns=turns, rounds=rounds))
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
        self.event("order", players=list(self.order), direction=self.variant.turn_order)
        self.position = position
        self._script = self.flow.turn_loop()
        self._node = self._advance(None)

    # -- a seat's view (house/tichage_views.py) ----------------------------------------------
    def history_hiding(self, seat: int) -> TichetteHiding:
        """How `seat_view` hides actions, followed action by action (view_hiding.py)."""
        return TichetteHiding()

    def hidden_action(self) -> int | None:
        """The index in the history of the hidden dice still under the cup, else None."""
        at = getattr(self, "tichage_hidden_at", None)
        return None if self.over else at

    def seat_view(self, player: int) -> dict[str, Any]:
        check_seat(self, player)
        return seat_view(self, player)

    @classmethod
    def from_seat_view(cls, data: Any, rng: random.Random) -> Self:
        seat, state = read_seat_view(data, cls.GAME, cls.VERSION, rng)
        rebuilt = cls.from_dict(state)
        check_seat(rebuilt, seat)
        return rebuilt

    # -- public view ----------------------------------------------------------------
    @property
    def node(self) -> Node:
        return self._node

    # -- who decides (deboule.rules.core contract) ------------------------------------------
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
            "has_civet_filoche": list(self.has_civet_filoche),  # issue 34
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
            bad = self.node_builders.check_player(action.player)
            if bad and not (isinstance(action.player, int) and not isinstance(action.player, bool)
                            and action.player == self.n_players):  # a newcomer's Join
                raise IllegalAction(bad)
        if isinstance(action, StandUp):  # the Graines: one gets up at any moment (house/graines)
            return graines.refusal(self.variant, self.order, self.names, self.actions, action)
        return self._node.check(action)

    def _apply(self, action: Action) -> None:
        reason = self._refusal(action)
        if reason is None and isinstance(action, StandUp):  # the words said: the game goes on
            self.actions.append(action)
            self.event(graines.EVENT, player=action.player)
            return
        if reason is None:
            self.actions.append(action)
            self._node = self._advance(action)
            return
        if isinstance(reason, BevueReason) and self.variant.bevue:
            self.actions.append(action)
            self.bevue(action.player, reason.code, reason.detail)  # type: ignore[attr-defined]
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
        actions spelled by class name: deboule.rules.cul_de_chouette.actions.CODEC)."""
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

    def setup_key(self) -> Any:
        """The game's options and a set-up position."""
        return (self.game.to_dict(), self.position)

    def score_line(self) -> str:
        """Each side's points (a Doublette team shares one)."""
        return f"points {' '.join(map(str, self.scores))}"

    def mark_turn_start(self) -> None:
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
        self.event("game_over", side=side, players=list(self.winners), reason=reason,
                   scores=list(self.scores))
        return Node("over", "over")

    def _refresh_over(self) -> Node:
        return self._node

    def event(self, kind: str, **data: Any) -> None:
        self.events.append(Event(kind, copy.deepcopy(data)))

    def bevue(self, player: int, code: str, detail: str = "") -> None:
        """C3: a Bévue costs `bevue_penalty` points (10 by default, at most 50)."""
        self.event("bevue", player=player, code=code, detail=detail,
                   penalty=self.variant.bevue_penalty)
        self.flow.lose(player, self.variant.bevue_penalty, "bevue")
