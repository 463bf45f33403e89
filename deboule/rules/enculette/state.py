"""The L'Enculette state machine on the common contract (deboule.rules.core.GameState): whose
decision it is, the legal actions, and `apply`.

Seed: "Le premier joueur tient dans sa main la tasse positionnée à l'envers, reposant sur sa
sous-tasse, et cachant ainsi dans l'anfractuosité créée les deux dés à six faces." A `Cup` is the
seed's "Tasse" (cup, saucer and two dice). Dice faces come from outside as `DiceShaken` chance
outcomes; `observation(player)` is all that a player (or a bot) may see. Table events (a faute
reported, a refill, a newcomer, a time-out) may come at any time from anyone: `apply` takes them
on their own terms, and `legal_actions` does not list them.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import product
from typing import Any, Self

from deboule.rules.core import (
    CHANCE,
    TERMINAL,
    ChanceRequest,
    GameState,
    IllegalAction,
    Result,
    check_header,
    check_seat,
    copy_sharing,
)
from deboule.rules.enculette.action_ids import ActionIds

from .actions import (
    CODEC,
    Action,
    Announce,
    Back,
    Believe,
    Denounce,
    DiceShaken,
    Doubt,
    Faute,
    Join,
    PassUnseen,
    Refill,
    Reshake,
    Reveal51,
    TimeOut,
    action_from_dict,
)
from .cup import Cup, Phase
from .errors import OptionError
from .events import DrinkReason, Event, EventKind, EventLog, make_event
from .fautes import FAUTES, HIDDEN_51_GORGEES, STANDARD_GORGEES, FauteKind
from .hierarchy import ENCULETTE, FIFTY_ONE, TECKEL, THIRTY_ONE, rank, read_roll, values_above
from .options import Options
from .refusals import why_illegal
from .table import apply_table_event, numbered_table_events
from .views import CupHiding, read_seat_view, seat_view


@dataclass(eq=False, repr=False)  # a value as every game's state is (deboule.rules.core.GameState)
class State(ActionIds, GameState):
    """A game of L'Enculette between `players` seats (0 .. players-1)."""

    GAME = "enculette"
    VERSION = 1
    OPEN_INFORMATION = False  # a seat does not see the shakes under another's cup (views.py)

    players: int
    options: Options = field(default_factory=Options)
    cups: list[Cup] = field(init=False)
    gorgees: list[int] = field(init=False)
    thirty_one_count: list[int] = field(init=False)  # E3: 31s announced by each player
    unrefilled: dict[int, bool] = field(init=False)  # EN-R1: seat -> announced since drinking?
    away: set[int] = field(init=False)  # seats on a time-out
    gone: set[int] = field(init=False)  # seats that left for good
    initial_players: int = field(init=False)
    events: EventLog = field(init=False)
    _history: list[Action] = field(init=False)
    current_cup: int = field(init=False, default=0)
    over: bool = field(init=False, default=False)
    position: dict[str, Any] | None = field(init=False, default=None)  # from_position's

    def __post_init__(self) -> None:
        if isinstance(self.options, Mapping):
            self.options = Options.from_dict(self.options)
        if not isinstance(self.options, Options):
            raise OptionError(f"options must be Options or a dict, not {self.options!r}")
        self.options.check_players(self.players)
        n, cups = self.players, self.options.cups
        # Seed: "Les Tasses circulent alors en sens inverse l'une de l'autre" (EN-C1: they start
        # evenly spread round the table, each turning the other way from the previous one).
        self.cups = [
            Cup(
                index=i,
                step=self.options.step * (-1) ** i,
                server=(self.options.first_player + i * n // cups) % n,
            )
            for i in range(cups)
        ]
        self.gorgees = [0] * n
        self.thirty_one_count = [0] * n
        self.unrefilled = {}
        self.away, self.gone = set(), set()
        self.initial_players = self.players
        self.events = EventLog()
        self._history = []

    @classmethod
    def new(cls, options: Options | Mapping[str, Any] | None = None,
            players: int | None = None) -> State:
        """A game whose first Tasse is about to be shaken. `options` may carry `players` (the
        form of `to_dict()`); default two players."""
        if isinstance(options, Mapping):
            options = dict(options)
            players = options.pop("players", players)
        return cls(2 if players is None else players, options or Options())

    @classmethod
    def from_position(cls, options: Options | Mapping[str, Any] | None = None,
                      players: int | None = None, *, gorgees: list[int] | None = None,
                      thirty_one_count: list[int] | None = None) -> State:
        """A game in a chosen position, for tests and tools: the first Tasse about to be
        shaken (by the options' `first_player`), each seat having drunk `gorgees` (E2) and
        announced `thirty_one_count` 31s (E3). Anything malformed is an IllegalAction. The
        position is saved with the game (`to_dict`), and its actions replay from it.

        >>> state = State.from_position({"players": 3, "broc": 20}, gorgees=[3, 0, 5])
        >>> state.broc_left, state.current_player() == CHANCE
        (12, True)
        """
        state = cls.new(options, players)
        n = state.players

        def per_seat(name: str, value: Any) -> list[int]:
            if value is None:
                return [0] * n
            if not isinstance(value, list | tuple) or len(value) != n or any(
                    isinstance(v, bool) or not isinstance(v, int) or v < 0 for v in value):
                raise IllegalAction(f"{name}: {n} whole numbers", code="bad_position")
            return list(value)

        position = {"gorgees": per_seat("gorgees", gorgees),
                    "thirty_one_count": per_seat("thirty_one_count", thirty_one_count)}
        if sum(position["gorgees"]) >= state.options.broc:
            raise IllegalAction("the broc would be empty already", code="bad_position")
        state.gorgees = list(position["gorgees"])
        state.thirty_one_count = list(position["thirty_one_count"])
        state.position = position
        return state

    # ----------------------------------------------------------------- who decides, and what
    def cup(self) -> Cup:
        """The Tasse whose turn it is (EN-C2: several Tasses take turns, one action each)."""
        return self.cups[self.current_cup]

    @property
    def num_players(self) -> int:
        return self.players

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def history(self) -> tuple[Action, ...]:
        return tuple(self._history)

    def current_player(self) -> int:
        if self.over:
            return TERMINAL
        cup = self.cup()
        if cup.phase is Phase.SHAKE:
            return CHANCE
        if cup.phase is Phase.ANNOUNCE:
            return cup.server
        assert cup.receiver is not None
        return cup.receiver

    def deciders(self) -> tuple[int, ...]:
        who = self.current_player()
        return (who,) if who >= 0 else ()

    def chance_request(self) -> ChanceRequest | None:
        """The shake of the current Tasse by its server (blind after a blind reshake)."""
        if self.current_player() != CHANCE:
            return None
        cup = self.cup()
        return ChanceRequest("shake", cup.server, {"cup": cup.index, "blind": cup.blind})

    def present(self) -> list[int]:
        """Seats in the circle now (not on a time-out, not gone)."""
        return [p for p in range(self.players) if p not in self.away and p not in self.gone]

    def neighbour(self, player: int, cup: Cup | None = None) -> int:
        """The next player present in the Tasse's way of turning (EN-J2: absent seats are
        skipped)."""
        step = (cup or self.cup()).step
        seat = (player + step) % self.players
        while seat in self.away or seat in self.gone:
            seat = (seat + step) % self.players
        return seat

    def chance_outcomes(self) -> list[tuple[DiceShaken, float]]:
        """The 36 ordered outcomes of a fair shake, for a chance node."""
        if not self.is_chance_node():
            return []
        return [(DiceShaken((a, b)), 1 / 36) for a, b in product(range(1, 7), repeat=2)]

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """Every action the current decision allows `player` (default: the current player).
        At a chance node none: the shakes are `chance_outcomes()`."""
        if self.over:
            return []
        cup = self.cup()
        if cup.phase is Phase.SHAKE or player not in (None, self.current_player()):
            return []
        if cup.phase is Phase.ANNOUNCE:
            return self._announce_actions(cup)
        return self._respond_actions(cup)

    def targets(self, player: int, value: int, cup: Cup) -> list[int]:
        """The seats `player` may announce or pass `value` to."""
        # Seed: "L'annonce maximum est le 21, ou Enculette. Cette annonce peut être faite par le
        # serveur à n'importe quel joueur présent dans le cercle." Anything else goes to the
        # neighbour: "en respectant bien sûr le sens de rotation".
        if value == ENCULETTE:
            return [p for p in self.present() if p != player]
        return [self.neighbour(player, cup)]

    def _announce_actions(self, cup: Cup) -> list[Action]:
        # Seed: "il a le choix entre : 1/ Annoncer moins que ce qu'il possède réellement 2/ Annoncer
        # exactement ce qu'il a 3/ Annoncer plus que ce qu'il a (bluff)." After believing: "Il se
        # doit alors de faire à son prochain une annonce supérieure à celle qu'il a reçue."
        actions: list[Action] = [
            Announce(value, to)
            for value in values_above(cup.floor)
            for to in self.targets(cup.server, value, cup)
        ]
        looked = cup.server in cup.seen_by
        if self.options.blind_reshake and looked and not cup.reshaken:
            actions.append(Reshake())
        # Seed: "Dévoiler publiquement le 51, et l'offrir à son voisin receveur." Only a server
        # who looked can know it is a 51 (EN-51b).
        if looked and cup.dice is not None and read_roll(*cup.dice) == FIFTY_ONE:
            actions.append(Reveal51())
        return actions

    def _respond_actions(self, cup: Cup) -> list[Action]:
        assert cup.announced is not None and cup.receiver is not None
        actions: list[Action] = [Doubt()]
        if cup.announced == ENCULETTE:
            # Nothing beats 21: the receiver of an Enculette can only lift the cup (EN-21).
            return actions
        actions.insert(0, Believe())
        # E4: "A receiver of an announcement of 11 (Teckel) or more, except 21, may pass the cup
        # on unseen; each pass must raise the announcement at least one step." (EN-P2: the first
        # pass too; EN-P1: a pass raised to 21 may go to anyone.)
        if rank(cup.announced) >= rank(TECKEL):
            actions.extend(
                PassUnseen(value, to)
                for value in values_above(cup.announced)
                for to in self.targets(cup.receiver, value, cup)
            )
        return actions

    # ----------------------------------------------------------------------------- apply
    def apply(self, action: Action) -> list[Event]:
        """Validate `action` then play it; an illegal action raises and changes nothing.
        Returns the events it caused."""
        start = len(self.events)
        self._apply(action)
        return self.events[start:]

    def _apply(self, action: Action) -> None:
        CODEC.check(action)  # an L'Enculette action, each field of its declared type
        if self.over:
            raise IllegalAction("the broc is empty: the game is over")
        if isinstance(action, Faute | Refill | Denounce | Join | TimeOut | Back):
            apply_table_event(self, action)
            self._check_broc()
            self._history.append(action)
            return
        allowed = ([outcome for outcome, _ in self.chance_outcomes()] if self.is_chance_node()
                   else self.legal_actions())
        if action not in allowed:
            raise IllegalAction(why_illegal(self, action))
        cup = self.cup()
        if isinstance(action, DiceShaken):
            self._shaken(cup, action.faces)
        elif isinstance(action, Announce):
            self._announce(cup, action)
        elif isinstance(action, Believe):
            self._believe(cup)
        elif isinstance(action, Doubt):
            self._doubt(cup)
        elif isinstance(action, PassUnseen):
            self._pass_unseen(cup, action)
        elif isinstance(action, Reshake):
            self._reshake(cup)
        elif isinstance(action, Reveal51):
            self._reveal_51(cup)
        self._history.append(action)
        self._check_broc()
        if not self.over:
            self.current_cup = (self.current_cup + 1) % len(self.cups)

    def faute_if_played(self, action: Action) -> FauteKind | None:
        """The faute a legal action would commit (E3: a second 31), so a UI may warn first."""
        if isinstance(action, Announce) and action.value == THIRTY_ONE and not self.over:
            count = self.thirty_one_count[self.cup().server]
            if count >= 1:
                return FauteKind.SECOND_31 if count == 1 else FauteKind.PERSISTENT_31
        return None

    # ------------------------------------------------------------------ the moves themselves
    def _shaken(self, cup: Cup, faces: tuple[int, int]) -> None:
        # Seed: "Il secoue l'ensemble et soulève discrètement la tasse de manière à voir
        # l'indication donnée par les deux dés" (EN-S1: a believer who reshakes looks too) --
        # except after a blind reshake: "sans pouvoir regarder le résultat obtenu".
        cup.dice = faces
        cup.author = cup.server
        cup.seen_by = frozenset() if cup.blind else frozenset({cup.server})
        cup.phase = Phase.ANNOUNCE
        self.events.append(make_event(EventKind.SHAKEN, cup.index, cup.server, blind=cup.blind))

    def _announce(self, cup: Cup, action: Announce) -> None:
        server = cup.server
        if action.value == THIRTY_ONE:
            self.thirty_one_count[server] += 1
            count = self.thirty_one_count[server]
            if count >= 2:
                # E3: "a second time is a faute grave"; EN-31: the 31 is refused and the server
                # announces again; from the third on it is "Annonce persistante de la
                # combinaison 31" (faute très grave).
                kind = FauteKind.SECOND_31 if count == 2 else FauteKind.PERSISTENT_31
                self.events.append(make_event(EventKind.VOID_31, cup.index, server,
                                              value=THIRTY_ONE))
                self.commit_faute(server, kind, cup.index)
                return
        self._mark_announced(server)
        cup.announced, cup.receiver, cup.phase = action.value, action.to, Phase.RESPOND
        self.events.append(
            make_event(EventKind.ANNOUNCED, cup.index, server, to=action.to, value=action.value,
                  floor=cup.floor, blind=cup.blind)
        )

    def _believe(self, cup: Cup) -> None:
        # Seed: "le receveur prend la Tasse sans regarder le contenu, et re-secoue à son tour."
        assert cup.receiver is not None
        self.events.append(make_event(EventKind.BELIEVED, cup.index, cup.receiver,
                                      server=cup.server, value=cup.announced))
        cup.new_shake(server=cup.receiver, floor=cup.announced)

    def _pass_unseen(self, cup: Cup, action: PassUnseen) -> None:
        # Seed: "Il prend alors la responsabilité de celle-ci." ... "Le dernier serveur est alors
        # pleinement responsable de cette dernière annonce."
        passer = cup.receiver
        assert passer is not None
        self._mark_announced(passer)
        self.events.append(make_event(EventKind.PASSED, cup.index, passer, to=action.to,
                                 server=cup.server, value=action.value, floor=cup.announced))
        cup.floor, cup.server = cup.announced, passer
        cup.announced, cup.receiver = action.value, action.to

    def _doubt(self, cup: Cup) -> None:
        # Seed: "il exprime clairement son incrédulité, et soulève, ou fait soulever la tasse".
        assert cup.dice is not None and cup.announced is not None and cup.receiver is not None
        real = read_roll(*cup.dice)
        truthful = rank(real) >= rank(cup.announced)
        cup.seen_by = frozenset(range(self.players))
        self.events.append(make_event(EventKind.DOUBTED, cup.index, cup.receiver, server=cup.server,
                                 author=cup.author, value=cup.announced, floor=cup.floor,
                                 faces=cup.dice, truthful=truthful, blind=cup.blind))
        if truthful:
            # Seed: "Si l'annonce correspond ou est inférieure à l'indication des deux dés, le
            # receveur a "perdu"". Same for a true Enculette: "le receveur suit la procédure".
            loser, amount, reason = cup.receiver, STANDARD_GORGEES, DrinkReason.WRONG_DOUBT
        elif real == FIFTY_ONE:
            # Seed (51 not revealed): "S'il est pris par le receveur, l'annonceur doit boire
            # obligatoirement trois quantités étalon" (E2) -- EN-51a: "pris" = caught lying.
            loser, amount, reason = cup.server, HIDDEN_51_GORGEES, DrinkReason.HIDDEN_51
        else:
            # Seed: "Si l'annonce est supérieure à l'indication des deux dés, le serveur a menti".
            loser, amount, reason = cup.server, STANDARD_GORGEES, DrinkReason.CAUGHT_LYING
        self._drink(loser, amount, reason, cup.index)
        # Seed: "Dans les deux cas, le jeu repart de zéro à partir du joueur "perdant"."
        cup.new_shake(server=loser, floor=None)

    def _reshake(self, cup: Cup) -> None:
        # Seed: "si celle-ci ne leur convient pas pour quelque motif que ce soit, secouent à
        # nouveau et se trouvent alors dans l'obligation de faire une annonce sans pouvoir
        # regarder le résultat obtenu (annonce aveugle)."
        self.events.append(make_event(EventKind.RESHAKEN_BLIND, cup.index, cup.server))
        cup.dice, cup.author, cup.seen_by = None, None, frozenset()
        cup.blind, cup.reshaken, cup.phase = True, True, Phase.SHAKE

    def _reveal_51(self, cup: Cup) -> None:
        # Seed: "Dévoiler publiquement le 51, et l'offrir à son voisin receveur. Auquel cas, les
        # deux joueurs suivent chacun la procédure absorption/remplissage. Le serveur refait
        # ensuite une nouvelle annonce (remise à zéro)."
        server = cup.server
        receiver = self.neighbour(server, cup)
        self.events.append(make_event(EventKind.REVEALED_51, cup.index, server, to=receiver,
                                 faces=cup.dice))
        self._drink(server, STANDARD_GORGEES, DrinkReason.OFFERED_51, cup.index)
        self._drink(receiver, STANDARD_GORGEES, DrinkReason.OFFERED_51, cup.index)
        cup.new_shake(server=server, floor=None)

    # ------------------------------------------------------------------- drinks and fautes
    def _drink(self, player: int, amount: int, reason: DrinkReason, cup: int | None) -> None:
        # Seed: "Absorber une quantité étalon de liquide" -- E2: one gorgée against the player.
        self.gorgees[player] += amount
        self.events.append(make_event(EventKind.DRANK, cup, player, amount=amount,
                                      reason=reason.value))
        if self.options.refill_rule:
            # Seed: "Remplir le récipient qu'il vient de vider." (EN-R1)
            self.unrefilled[player] = False

    def commit_faute(self, player: int, kind: FauteKind, cup: int | None) -> None:
        rule = FAUTES[kind]
        self.events.append(make_event(EventKind.FAUTE, cup, player, reason=kind.value))
        self._drink(player, rule.severity.gorgees, DrinkReason.FAUTE, cup)

    def _mark_announced(self, player: int) -> None:
        if player in self.unrefilled:
            self.unrefilled[player] = True

    def _check_broc(self) -> None:
        # E2: "The game ends when the broc ... is empty" (seed: "La partie s'arrête normalement
        # lorsque le liquide en vigueur est épuisé."). EN-B1: a penalty is counted in full even
        # if it empties the broc.
        if not self.over and sum(self.gorgees) >= self.options.broc:
            self.over = True
            for cup in self.cups:
                cup.phase = Phase.OVER
            self.events.append(make_event(EventKind.GAME_OVER))

    # --------------------------------------------------------------------------- views
    @property
    def broc_left(self) -> int:
        return max(0, self.options.broc - sum(self.gorgees))

    def winners(self) -> tuple[int, ...]:
        """E2: "the fewest gorgées wins" (EN-B2: a tie shares the win; EN-J4: those who left are
        not ranked). Empty until the end."""
        if not self.over:
            return ()
        ranked = [p for p in range(self.players) if p not in self.gone]
        fewest = min(self.gorgees[p] for p in ranked)
        return tuple(p for p in ranked if self.gorgees[p] == fewest)

    def observation(self, player: int) -> dict[str, Any]:
        """What `player` may see: public facts, plus the dice of a cup only if they looked."""
        check_seat(self, player)
        cups = []
        for cup in self.cups:
            view = cup.to_dict()
            del view["seen_by"]
            view["dice"] = list(cup.dice) if cup.dice and player in cup.seen_by else None
            view["seen"] = player in cup.seen_by
            cups.append(view)
        return {
            "player": player,
            "players": self.players,
            "options": self.options.to_dict(),
            "gorgees": list(self.gorgees),
            "broc_left": self.broc_left,
            "over": self.over,
            "current_player": self.current_player(),
            "current_cup": self.current_cup,
            "thirty_one_count": list(self.thirty_one_count),
            "unrefilled": sorted(self.unrefilled),
            "away": sorted(self.away),
            "gone": sorted(self.gone),
            "cups": cups,
            **self.events.observed(self.players),  # the recent events: bounded (events.py)
        }

    def seat_view(self, player: int) -> dict[str, Any]:
        """to_dict() with the faces of the shakes `player` never saw as null (views.py)."""
        check_seat(self, player)
        return seat_view(self, player)

    def history_hiding(self, seat: int) -> CupHiding:
        return CupHiding(seat)  # the shakes `seat` never saw, action by action

    @classmethod
    def from_seat_view(cls, data: Any, rng: random.Random) -> Self:
        """A game the seat cannot tell from the true one: its hidden shakes drawn from `rng`."""
        seat, state = read_seat_view(data, cls.GAME, cls.VERSION, rng)
        rebuilt = cls.from_dict(state)
        check_seat(rebuilt, seat)
        return rebuilt

    def public_events(self, since: int = 0) -> list[dict[str, Any]]:
        """The events from number `since` on, as JSON: public (never a hidden face)."""
        return [event.to_dict() for event in self.events[since:]]

    def action_list(self, player: int) -> list[Action]:
        return list(self.legal_actions(player)) + numbered_table_events(self, player)

    def result(self) -> Result | None:
        """Scores are the gorgées drunk (fewer is better, E2); those who left for good are not
        ranked (EN-J4)."""
        if not self.over:
            return None
        ranked = [p for p in range(self.players) if p not in self.gone]
        ranking = tuple(sorted(ranked, key=lambda p: self.gorgees[p]))
        return Result(tuple(float(g) for g in self.gorgees), self.winners(), ranking,
                      unit="gorgées", higher_is_better=False)

    def to_dict(self) -> dict[str, Any]:
        """Players, options and every action (shakes, decisions and table events): replaying
        them gives this state (`from_dict`)."""
        data = {"game": self.GAME, "version": self.VERSION, "players": self.initial_players,
                "options": self.options.to_dict(),
                "actions": [action.to_dict() for action in self._history]}
        if self.position is not None:  # a set-up game replays from its position
            data["position"] = copy.deepcopy(self.position)
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Self:
        """Replay `to_dict()` (or a rules record, deboule.rules.enculette.record); anything
        malformed or refused is an IllegalAction."""
        header = check_header(data, cls.GAME, cls.VERSION)
        options = header.get("options") or {}
        if not isinstance(options, Mapping):
            raise IllegalAction("the options of a game are a mapping", code="bad_save")
        state = cls(header.get("players"), Options.from_dict(options))  # type: ignore[arg-type]
        position = header.get("position")
        if position is not None:
            if not isinstance(position, Mapping) or \
                    set(position) - {"gorgees", "thirty_one_count"}:
                raise IllegalAction("a saved position is a mapping of its fields",
                                    code="bad_save")
            state = cls.from_position(state.options, state.players, **position)
        for index, item in enumerate(header.get("actions", [])):
            try:
                state.apply(action_from_dict(item))
            except IllegalAction as error:
                raise IllegalAction(f"saved action {index} refused: {error}", code="bad_save",
                                    index=index, reason=error.code) from None
        return state

    def snapshot(self) -> dict[str, Any]:
        """The whole state, hidden dice included (for tests, spectators and debugging)."""
        return {
            "players": self.players,
            "options": self.options.to_dict(),
            "cups": [cup.to_dict() for cup in self.cups],
            "gorgees": list(self.gorgees),
            "thirty_one_count": list(self.thirty_one_count),
            "unrefilled": {str(k): v for k, v in sorted(self.unrefilled.items())},
            "away": sorted(self.away),
            "gone": sorted(self.gone),
            "initial_players": self.initial_players,
            "events": [event.to_dict() for event in self.events],
            "history": [action.to_dict() for action in self._history],
            "current_cup": self.current_cup,
            "over": self.over,
        }

    def copy(self) -> Self:
        """The Tasses and counts copied; the options, actions and events played shared."""
        return copy_sharing(self, shared=(self.options,), shallow=(self._history,))

    def setup_key(self) -> Any:
        """The seats at the start, the options and a set-up position."""
        return (self.initial_players, self.options, self.position)

    def score_line(self) -> str:
        """The gorgées each seat drank and what is left in the broc."""
        return f"gorgées {' '.join(map(str, self.gorgees))}, broc {self.broc_left} left"


def new_game(players: int, options: Options | Mapping[str, Any] | None = None) -> State:
    """Start a game: the first player holds the (first) Tasse, about to shake it."""
    if isinstance(options, Mapping):
        options = Options.from_dict(options)
    return State(players, options or Options())
