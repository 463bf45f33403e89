"""The one contract every game's state implements (Le Déboulé, Cul de Chouette, L'Enculette,
Chamot): OpenSpiel's state API with python-chess's manners.

    >>> import random
    >>> from deboule.rules.enculette import State                 # any game's STATE
    >>> from deboule.rules.enculette.chance import sample_outcome  # a stand-in for dice or physics
    >>> rng = random.Random(0)
    >>> state = State.new({"players": 3, "broc": 6})       # each game: its own options
    >>> while not state.is_over:
    ...     who = state.current_player()         # a seat, CHANCE, SIMULTANEOUS or TERMINAL
    ...     if who == CHANCE:                    # dice, a settled throw, a shuffle: from outside
    ...         events = state.apply(sample_outcome(state.chance_request(), rng))
    ...     else:                                # SIMULTANEOUS: any of state.deciders()
    ...         seat = who if who >= 0 else state.deciders()[0]
    ...         events = state.apply(rng.choice(state.legal_actions(seat)))
    >>> result = state.result()
    >>> result.unit, result.higher_is_better, set(result.winners) <= set(result.ranking)
    ('gorgées', False, True)

- `apply` returns the `Event`s the action caused (one type for every game: a `kind` and
  JSON-ready `data`).
- `observation(player)` is what that seat may see, as a JSON-ready dict: the online rooms send
  each seat only its own. Hidden information (L'Enculette's dice under a cup, Chamot's piles and
  the card in another's hand) never shows in another seat's observation; open games (Le Déboulé,
  Cul de Chouette) show every seat the same table.
- `seat_view(player)` is everything that seat may know (JSON), enough to rebuild a state for it;
  `from_seat_view(view, rng)` is such a state, what the seat cannot know drawn from `rng`
  (OpenSpiel's ResampleFromInfostate): a remote seat's bot thinks on it. Open games
  (`OPEN_INFORMATION`) send their `to_dict()`; L'Enculette and Chamot write their own views.
- `result()` ends every game the same way: `winners` the seats that won, `ranking` every ranked
  seat best first, `scores` in the game's own unit (`unit`, for display) whose direction
  `higher_is_better` gives; `standings` are the same numbers turned so that higher is better.
- A state is a value: `==` is the same game (type, set-up and history of actions: equal states
  continue alike), a state is not hashable (it changes as it is played), `repr` is one short
  line (game, whose turn, score), and `copy()` is an independent equal state made without
  replaying the history, whose cost does not grow with the game (the actions and events played
  are shared: `copy_sharing`); `is_legal(action)` answers without playing the action.
- `observation(player)` is bounded whatever the game's length (L'Enculette sends its recent
  events, how many came before and each seat's tally, not its whole log).
- Each game sets up a chosen position for tests and tools through a documented constructor
  (`from_position`, see each game), never by assigning to a state's attributes.
- `apply` checks the action against the rules and either changes the state or raises
  `IllegalAction` with the reason and changes nothing (python-chess's `push` of an illegal move).
- Chance outcomes are handed in: the rules never roll dice nor run physics. `chance_request()`
  says what is awaited (the dice of a roll, the settled table after a throw, a deck order);
  `chance_outcomes()` lists them with probabilities when they are finite (dice), as OpenSpiel does.
- Several players may act at once (a shout race in Cul de Chouette, table events in
  L'Enculette): `current_player()` is then SIMULTANEOUS and `deciders()` names them.
- Actions also have integer ids, as OpenSpiel's: id `i` of a seat is `action_list(seat)[i]`
  (its legal actions, with what a game's rules leave free expanded and its table events added:
  `rules/<game>/action_ids.py`), `legal_action_ids`, `id_to_action`, `action_id`, below the
  game's `num_distinct_actions()`; `action_to_string` / `action_from_string` spell an action
  as one line of JSON; `returns()` is each seat's return (+1 a winner, -1 another, at the end).
- A state is serialised as its options and its history of actions (`to_dict`), and restored by
  replaying them (`from_dict`): saves and records share one format, and a restored state is the
  same state, bit for bit.
"""

from __future__ import annotations

import copy as _copy
import json
import random
from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar, Self

from deboule.rules.core.actions import Action
from deboule.rules.core.errors import IllegalAction

CHANCE = -1  # a chance outcome must be handed in (OpenSpiel's kChancePlayerId)
SIMULTANEOUS = -2  # several players may act now: see deciders()
TERMINAL = -4  # the game is over


@dataclass(frozen=True)
class ChanceRequest:
    """What the state waits for from outside. `kind` is the game's word for it ("dice",
    "throw", "observe", "shuffle"); `actor` is the seat whose throw or roll it is, if any;
    `info` carries what the supplier needs (how many dice, which piece, which kinematic move)."""

    kind: str
    actor: int | None = None
    info: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Event(Mapping[str, Any]):
    """Something that happened, for logs, screens and the network: `kind` (the game's word,
    "dice", "drank", "placed"...) and JSON-ready `data`. It reads as a mapping of its data, and
    a data field also reads as an attribute; a field the event does not have is an
    AttributeError (a typo is not a silent None), `get` answers None for it:

    >>> event = Event("drank", {"player": 1, "amount": 2})
    >>> event.kind, event["amount"], event.player, event.get("faces")
    ('drank', 2, 1, None)
    >>> event.faces
    Traceback (most recent call last):
    AttributeError: a 'drank' event has no field 'faces' (its fields: player, amount)
    >>> event.to_dict()
    {'kind': 'drank', 'player': 1, 'amount': 2}

    `event["type"]` is the kind too (the key Cul de Chouette's and Chamot's events had)."""

    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)

    def __getitem__(self, key: str) -> Any:
        if key == "type" and "type" not in self.data:
            return self.kind
        return self.data[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.data)

    def __len__(self) -> int:
        return len(self.data)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_") or name == "data":
            raise AttributeError(name)
        if name not in self.data:
            raise AttributeError(f"a {str(self.kind)!r} event has no field {name!r} (its fields: "
                                 f"{', '.join(map(str, self.data)) or 'none'})")
        return self.data[name]

    __hash__ = None  # type: ignore[assignment]  # data is a dict

    def to_dict(self) -> dict[str, Any]:
        """{"kind": ..., **data} with tuples as lists: what a log or a socket carries."""
        return {"kind": str(self.kind), **{k: _plain(v) for k, v in self.data.items()}}


@dataclass(frozen=True)
class Result:
    """The end of a game, read the same way for every game.

    `winners`: the seats that won (a team's members all win). `ranking`: the ranked seats, best
    first (a seat that left for good may be missing). `scores`: one per seat, in the game's own
    unit (`unit`: "points", "gorgées", "cards left"), kept for display; `higher_is_better` says
    their direction (False for gorgées drunk and cards left). `standings` turns them so that
    higher is always better, for programs comparing seats across games:

    >>> result = Result((3.0, 1.0), winners=(1,), ranking=(1, 0), unit="gorgées",
    ...                 higher_is_better=False)
    >>> result.standings, result.best
    ((-3.0, -1.0), 1)
    """

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    ranking: tuple[int, ...]
    unit: str = "points"
    higher_is_better: bool = True

    @property
    def standings(self) -> tuple[float, ...]:
        """The scores with higher always better (negated when the game counts down)."""
        return self.scores if self.higher_is_better else tuple(-s for s in self.scores)

    @property
    def best(self) -> int:
        """The first seat of the ranking."""
        return self.ranking[0]

    def to_dict(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "winners": list(self.winners),
                "ranking": list(self.ranking), "unit": self.unit,
                "higher_is_better": self.higher_is_better}


class GameState(ABC):
    """A game in progress. Subclasses: one per game, in `deboule/rules/<game>/`."""

    GAME: ClassVar[str] = ""  # registry name: "deboule", "cul-de-chouette", "enculette", "chamot"
    VERSION: ClassVar[int] = 1  # of the serialised form (to_dict)
    # Every seat may see the whole state (Le Déboulé, Cul de Chouette): a seat's view is the
    # state itself. A game with hidden information sets it False and writes its own views.
    OPEN_INFORMATION: ClassVar[bool] = True

    # -- who decides ---------------------------------------------------------------------------
    @property
    @abstractmethod
    def num_players(self) -> int:
        """Seats at the table (0 .. num_players - 1)."""

    @abstractmethod
    def current_player(self) -> int:
        """The seat to act, or CHANCE, SIMULTANEOUS or TERMINAL."""

    @abstractmethod
    def deciders(self) -> tuple[int, ...]:
        """Every seat that may act now: one seat, several at a SIMULTANEOUS point, none at a
        chance point or at the end."""

    def is_chance_node(self) -> bool:
        return self.current_player() == CHANCE

    @abstractmethod
    def chance_request(self) -> ChanceRequest | None:
        """What chance outcome is awaited; None when it is a player's turn or the game is over."""

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """The possible chance outcomes with their probabilities, when they are finite (dice).
        Continuous outcomes (a settled table after a throw) return []."""
        return []

    # -- what is legal ---------------------------------------------------------------------------
    @abstractmethod
    def legal_actions(self, player: int | None = None) -> list[Action]:
        """The actions `player` may take now (default: the single decider). Outcomes that only
        the outside world supplies (throws, observations) are not listed."""

    def is_legal(self, action: Action) -> bool:
        """True when `apply(action)` would be accepted (by default tried on a copy; a game whose
        copy is dear answers from its checks alone)."""
        try:
            self.copy().apply(action)
        except IllegalAction:
            return False
        return True

    @abstractmethod
    def apply(self, action: Action) -> list[Event]:
        """Play `action`, or raise IllegalAction (with the reason) and change nothing: a
        malformed action (a field of the wrong type, another game's action) as well as an
        illegal one. Returns the events that action caused (what happened, for logs and
        screens)."""

    # -- integer actions (OpenSpiel's action ids) --------------------------------------------
    # A bound on every state's list of numbered actions (`action_list`): OpenSpiel's
    # num_distinct_actions, the size of a `Discrete` space. Each game sets it.
    NUM_DISTINCT_ACTIONS: ClassVar[int] = 0
    # The game's action codec (deboule.rules.core.ActionCodec): reads an action's string back.
    CODEC: ClassVar[Any] = None

    def action_list(self, player: int) -> list[Action]:
        """The actions `player` may take now, in the order their ids number them (id `i` is
        `action_list(player)[i]`): by default `legal_actions(player)`. A game expands there what
        its rules leave free (a press's time) and adds what they keep outside `legal_actions`
        (a table's events); the same state always gives the same list."""
        return self.legal_actions(player)

    def num_distinct_actions(self) -> int:
        """How many ids there are (every `legal_action_ids` lies below it)."""
        return self.NUM_DISTINCT_ACTIONS

    def legal_action_ids(self, player: int) -> list[int]:
        """The ids `player` may play now: 0 .. len(action_list(player)) - 1."""
        return list(range(len(self.action_list(player))))

    def id_to_action(self, player: int, action_id: Any) -> Action:
        """The action of id `action_id` for `player` now; IllegalAction when it is none."""
        actions = self.action_list(player)
        if isinstance(action_id, bool) or not isinstance(action_id, int) or \
                not 0 <= action_id < len(actions):
            raise IllegalAction(f"no action of id {str(action_id)[:20]!r} for seat {player} "
                                f"({len(actions)} ids now)", code="bad_action_id")
        return actions[action_id]

    def action_id(self, player: int, action: Action) -> int:
        """The id of `action` for `player` now; IllegalAction when it is not numbered now."""
        actions = self.action_list(player)
        if action not in actions:
            raise IllegalAction(f"{self.action_to_string(action)[:80]} has no id for seat "
                                f"{player} now", code="bad_action_id")
        return actions.index(action)

    @staticmethod
    def action_to_string(action: Action) -> str:
        """The action as one line of JSON, keys sorted: the same action, the same string."""
        return json.dumps(action.to_dict(), sort_keys=True, ensure_ascii=False)

    @classmethod
    def action_from_string(cls, text: Any) -> Action:
        """The action `action_to_string` wrote; IllegalAction for anything else."""
        if not isinstance(text, str) or len(text) > 100_000:
            raise IllegalAction("an action's string is a JSON object", code="bad_action")
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise IllegalAction(f"not JSON: {exc}"[:120], code="bad_action") from None
        return cls.CODEC.from_dict(data)

    def returns(self) -> tuple[float, ...]:
        """Each seat's return, OpenSpiel's `returns()`: at the end +1 for every winner and -1
        for every other seat (0 for all when every seat, or none, won); 0 for every seat before
        the end. A step's reward is the change of `returns()` it caused (nothing before the
        end: these games pay at the end only)."""
        result = self.result() if self.is_over else None
        if result is None:
            return (0.0,) * self.num_players
        winners = set(result.winners)
        if len(winners) in (0, self.num_players):
            return (0.0,) * self.num_players
        return tuple(1.0 if seat in winners else -1.0 for seat in range(self.num_players))

    # -- what a seat sees ----------------------------------------------------------------------
    @abstractmethod
    def observation(self, player: int) -> dict[str, Any]:
        """What seat `player` may see now, JSON-ready (the online rooms send each seat only its
        own). Another seat's hidden information never shows: two states that differ only in
        it give `player` the same observation. IllegalAction for a seat that does not exist."""

    def history_hiding(self, seat: int) -> Any:
        """How `seat_view(seat)` hides actions of the history, followed action by action
        (deboule.rules.core.view_hiding.HistoryHiding), so that a room sends each seat only
        what its view gained; None (the default) when the view is not the history's actions
        (a room then reads it whole each time)."""
        return None

    def seat_view(self, player: int) -> dict[str, Any]:
        """Everything seat `player` may know, JSON-ready, and enough to rebuild a state for that
        seat (its bot, its screen): `{"game", "version", "seat", "state"}`. Another seat's
        hidden information never shows (two states that differ only in it give byte-identical
        views). Open games send `to_dict()` whole; hidden games override this. IllegalAction
        for a seat that does not exist."""
        check_seat(self, player)
        if not self.OPEN_INFORMATION:
            raise NotImplementedError(f"{self.GAME} hides information: it writes its own view")
        return {"game": self.GAME, "version": self.VERSION, "seat": player,
                "state": self.to_dict()}

    @classmethod
    def from_seat_view(cls, data: Any, rng: random.Random) -> Self:
        """A state consistent with `seat_view(player)` (OpenSpiel's ResampleFromInfostate):
        what the seat sees is as in the view, what it cannot know is drawn from `rng`, and the
        state continues the public game. Open games rebuild exactly (`from_dict`). Anything
        malformed (a view comes from the network) is an IllegalAction, nothing else."""
        view = check_view_header(data, cls.GAME, cls.VERSION)
        if not cls.OPEN_INFORMATION:
            raise NotImplementedError(f"{cls.GAME} hides information: it reads its own view")
        state = cls.from_dict(view["state"])
        check_seat(state, view["seat"])
        return state

    # -- the end ---------------------------------------------------------------------------------
    @property
    @abstractmethod
    def is_over(self) -> bool:
        """True once the game has ended."""

    @abstractmethod
    def result(self) -> Result | None:
        """The final scores and winners; None while the game goes on."""

    # -- history, copies, serialisation ----------------------------------------------------------
    @property
    @abstractmethod
    def history(self) -> tuple[Action, ...]:
        """Every action applied since the start, chance outcomes included, in order."""

    def copy(self) -> Self:
        """An independent state equal to this one (same history, same continuation), made
        without replaying the history. Games share what never changes in place (options, the
        actions and events played: `copy_sharing`), so a copy costs little however long the
        game has gone on."""
        return _copy.deepcopy(self)

    # -- a state is a value ----------------------------------------------------------------------
    def setup_key(self) -> Any:
        """What, besides the history, makes this game the one it is (its options, a set-up
        position): by default `to_dict()` without its actions. Games answer it cheaply."""
        data = self.to_dict()
        data.pop("actions", None)
        return data

    def __eq__(self, other: object) -> bool:
        """The same game: the same type, set-up (`setup_key`) and history of actions. The
        rules are deterministic given the outcomes handed in (`from_dict` replays a history
        to the same state), so equal states continue alike."""
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, GameState)
        if other is self:
            return True
        mine, theirs = self.history, other.history
        return len(mine) == len(theirs) and self.setup_key() == other.setup_key() and \
            mine == theirs

    __hash__ = None  # type: ignore[assignment]  # a state changes as it is played

    def score_line(self) -> str:
        """The score in a few words, for `repr` (each game says its own: points, gorgées,
        cards left)."""
        result = self.result()
        return "" if result is None else " ".join(f"{s:g}" for s in result.scores)

    def __repr__(self) -> str:
        """Which game, whose turn, the score, how far: `<enculette: seat 1 to play, gorgées
        2 0 5, broc 12 left, 57 actions>`. Never a dump (hidden dice stay out of logs too)."""
        who = self.current_player()
        if who == TERMINAL:
            result = self.result()
            turn = "over, won by " + ", ".join(map(str, result.winners if result else ()))
        elif who == CHANCE:
            request = self.chance_request()
            turn = f"chance ({request.kind if request else '?'})"
        elif who == SIMULTANEOUS:
            turn = "seats " + ", ".join(map(str, self.deciders())) + " at once"
        else:
            turn = f"seat {who} to play"
        score = self.score_line()
        return (f"<{self.GAME}: {turn}{', ' + score if score else ''}, "
                f"{len(self.history)} actions>")

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """{"game": GAME, "version": VERSION, "options": ..., "actions": [...]}: JSON-ready."""

    @classmethod
    @abstractmethod
    def from_dict(cls, data: Any) -> Self:
        """Rebuild a state from `to_dict()` by replaying its actions; IllegalAction (never another
        exception) for anything malformed, from another game, or of an unknown version."""


def copy_sharing(state: GameState, shared: Iterable[Any] = (),
                 shallow: Iterable[Any] = ()) -> Any:
    """A deep copy of `state` but for `shared`, objects the copy holds as they are (immutable,
    or never changed in place: replaced whole), and `shallow`, growing sequences of immutable
    items (the actions and events played) copied as new sequences of the same items: the
    copy's cost does not grow with the game's length but by a pointer per action."""
    memo: dict[int, Any] = {id(item): item for item in shared}
    for sequence in shallow:
        memo[id(sequence)] = _copy.copy(sequence)
    return _copy.deepcopy(state, memo)


def _plain(value: Any) -> Any:
    if isinstance(value, StrEnum):
        return value.value
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def check_header(data: Any, game: str, version: int) -> Mapping[str, Any]:
    """The common checks of `from_dict`: a mapping of this game, a version we read."""
    if not isinstance(data, Mapping):
        raise IllegalAction("a saved game is a JSON object", code="bad_save")
    if data.get("game") != game:
        raise IllegalAction(f"not a {game} game (game: {str(data.get('game'))[:40]!r})",
                            code="bad_save")
    saved = data.get("version", 1)
    if isinstance(saved, bool) or not isinstance(saved, int) or not 1 <= saved <= version:
        raise IllegalAction(f"unknown {game} save version {str(saved)[:20]!r}", code="bad_save")
    if not isinstance(data.get("actions", []), list):
        raise IllegalAction("the actions of a saved game are a list", code="bad_save")
    return data


def check_view_header(data: Any, game: str, version: int) -> Mapping[str, Any]:
    """The common checks of `from_seat_view`: a mapping of this game and version, a seat number,
    a state that is a mapping."""
    if not isinstance(data, Mapping) or set(data) != {"game", "version", "seat", "state"}:
        raise IllegalAction("a seat's view is a JSON object of game, version, seat and state",
                            code="bad_view")
    if data["game"] != game or data["version"] != version or \
            isinstance(data["version"], bool):
        raise IllegalAction(f"not a {game} view of version {version}", code="bad_view")
    seat = data["seat"]
    if isinstance(seat, bool) or not isinstance(seat, int) or seat < 0:
        raise IllegalAction(f"a view's seat is a seat number, not {str(seat)[:20]!r}",
                            code="bad_view")
    if not isinstance(data["state"], Mapping):
        raise IllegalAction("a view's state is a JSON object", code="bad_view")
    return data


def check_seat(state: GameState, player: Any) -> int:
    """`player` as a seat of `state`, or IllegalAction (for `observation`)."""
    if isinstance(player, bool) or not isinstance(player, int) or \
            not 0 <= player < state.num_players:
        raise IllegalAction(f"there is no seat {str(player)[:20]!r} among {state.num_players}",
                            code="bad_seat")
    return player
