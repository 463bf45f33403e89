"""The Chamot game state on the common contract (deboule.rules.core.GameState).

Seats 0..n-1; seat 0 is the Ponantais who begins (seed C5, CH-R1). Piles and corbeilles are lists
whose last element is the top card. A row is its maj. then its min., left to right; its pattern is
their letters, lower case, `?` for a joker (H4).

Every refusal is an IllegalAction with a `code` (and `params`) the window translates; every check
(deboule.rules.chamot.checks) runs before anything changes, so a refused action leaves the state as
it was.
"""

from __future__ import annotations

import copy as _copy
import random
from collections.abc import Mapping
from typing import Any, Self

from deboule.rules.chamot.action_ids import ActionIds
from deboule.rules.chamot.actions import (
    CODEC,
    Blocked,
    Deal,
    Discard,
    Load,
    Move,
    Place,
    Remove,
    Shuffle,
    Turn,
)
from deboule.rules.chamot.cards import (
    JOKER,
    MAJ_DECK,
    MAJ_LETTERS,
    MIN_DECK,
    MIN_LETTERS,
    ROWS,
    min_deal_size,
)
from deboule.rules.chamot.checks import STEPS, check
from deboule.rules.chamot.legal import enumerate_actions
from deboule.rules.chamot.lexicon import Lexicon, fold_word
from deboule.rules.chamot.options import Options
from deboule.rules.chamot.position import plain_position, recent_actions
from deboule.rules.chamot.rows import Row
from deboule.rules.chamot.views import read_seat_view, seat_view
from deboule.rules.core import (
    CHANCE,
    TERMINAL,
    Action,
    ChanceRequest,
    GameState,
    IllegalAction,
    Result,
    check_seat,
    copy_sharing,
)
from deboule.rules.core import Event as CoreEvent
from deboule.rules.core import check_header as _check_header

# what a step below reports; apply hands them out as deboule.rules.core.Event
Event = dict[str, Any]
IDLE_ROUNDS = 3  # H7: "three full rounds pass with nobody placing or discarding a min."


class ChamotState(ActionIds, GameState):
    GAME = "chamot"
    VERSION = 1
    OPEN_INFORMATION = False  # a seat sees neither the piles nor the others' corbeilles

    def __init__(self, options: Options, lexicon: Lexicon) -> None:
        self.options = options
        self.lexicon = lexicon.with_words(options.house_words)
        n = options.players
        self.piles: list[list[int]] = [[] for _ in range(n)]
        self.corbeilles: list[list[int]] = [[] for _ in range(n)]
        self.rows: list[Row] = [Row(None) for _ in range(ROWS)]
        self.maj_pile: list[int] = []
        self.maj_corbeille: list[int] = []
        self.min_corbeille: list[int] = []  # the common one: removed words' min. (H3)
        self.boxed: list[int] = []  # min. left out of a short game (seed E)
        self.hand: int | None = None  # the min. the current player turned and holds
        self.current = 0
        self.dealt = False
        self.awaiting: tuple[str, int] | None = None  # ("maj", row) or ("corbeille", seat)
        self.progress = False  # the current player got rid of a min. this turn (H7)
        self.idle_turns = 0
        self.turns = 0
        self.end_reason: str | None = None
        self._result: Result | None = None
        self._history: list[Action] = []
        self.position: dict[str, Any] | None = None  # where from_position set the game up
        self.before: tuple[Action, ...] = ()  # the public plays a position carried (`recent`)

    @classmethod
    def new(cls, options: Options | Mapping[str, Any] | None = None,
            lexicon: Lexicon | None = None) -> ChamotState:
        """A game waiting for its deal (a chance outcome). Without `lexicon`, the French one."""
        if lexicon is None:
            # loaded on first use, not with this module: Chamot's rules, the rules' core (8 ms)
            from deboule.rules.chamot.french import french_lexicon
            lexicon = french_lexicon()
        return cls(Options.from_dict(options), lexicon)

    @classmethod
    def from_position(cls, options: Options | Mapping[str, Any] | None = None,
                      lexicon: Lexicon | None = None, *, piles: list[list[int]],
                      rows: list[tuple[int, list[int]]], corbeilles: list[list[int]] | None = None,
                      maj_pile: list[int] = (), maj_corbeille: list[int] = (),
                      min_corbeille: list[int] = (), boxed: list[int] | None = None,
                      current: int = 0, **progress: Any) -> ChamotState:
        """A dealt game in a chosen position, for tests and tools: `current` to play, nothing
        in hand unless `progress` says how far the game had gone (`hand`, `turns`, `idle_turns`,
        `progress`, `awaiting`, `end`, `recent`: deboule.rules.chamot.position). Cards are their
        numbers (deboule.rules.chamot.cards); piles and corbeilles list bottom to top; `rows` are
        (maj., [min., ...]); `boxed` the min. out of the game (default: every min. placed nowhere
        else; a maj. placed nowhere is out of the game too). A card in two places, or a number
        that is no card, is an IllegalAction. The position is saved with
        the game (`to_dict`), and its actions replay from it.

        >>> from deboule.rules.chamot.cards import MAJ_LETTERS, MIN_LETTERS
        >>> from deboule.rules.chamot.lexicon import Lexicon
        >>> lexicon = Lexicon.from_words(["epee", "top"], source="doc")
        >>> e, p = MIN_LETTERS.index("e"), MIN_LETTERS.index("p")
        >>> state = ChamotState.from_position({"players": 2}, lexicon, piles=[[p], [e]],
        ...     rows=[(MAJ_LETTERS.index("t"), []), (MAJ_LETTERS.index("e"), []),
        ...           (MAJ_LETTERS.index("c"), [])])
        >>> state.row_patterns(), state.current_player(), state.cards_left(1)
        (('t', 'e', 'c'), 0, 1)
        """
        state = cls.new(options, lexicon)
        n = state.num_players
        position = {
            "piles": piles, "rows": [[maj, mins] for maj, mins in rows],
            "corbeilles": corbeilles if corbeilles is not None else [[] for _ in range(n)],
            "maj_pile": maj_pile, "maj_corbeille": maj_corbeille, "min_corbeille": min_corbeille,
            "boxed": boxed, "current": current, **progress}
        try:
            position = plain_position(position)
        except (TypeError, ValueError) as error:
            raise IllegalAction(f"a Chamot position lists card numbers: {error}",
                                code="bad_position") from None
        state.set_position(position)
        return state

    def set_position(self, position: dict[str, Any]) -> None:
        """Lay out `position` (from_position's plain form) on a game not dealt yet."""
        n = self.num_players
        piles, corbeilles = position["piles"], position["corbeilles"]
        rows = position["rows"]
        if len(piles) != n or len(corbeilles) != n or len(rows) != ROWS:
            raise IllegalAction(f"a position has {n} piles, {n} corbeilles and {ROWS} rows",
                                code="bad_position")
        if not 0 <= position["current"] < n:
            raise IllegalAction("no such player", code="bad_position")
        mins = [c for pile in piles + corbeilles for c in pile]
        mins += [c for _, row in rows for c in row] + position["min_corbeille"]
        if position["boxed"] is None:
            position["boxed"] = sorted(set(range(MIN_DECK)) - set(mins))
        mins += position["boxed"] + ([] if position.get("hand") is None else [position["hand"]])
        majs = [maj for maj, _ in rows if maj is not None]
        majs += position["maj_pile"] + position["maj_corbeille"]
        if sorted(mins) != list(range(MIN_DECK)) or len(set(majs)) != len(majs) or \
                not set(majs) <= set(range(MAJ_DECK)):
            raise IllegalAction("every card lies in one place at most", code="bad_position")
        self.piles = [list(p) for p in piles]
        self.corbeilles = [list(c) for c in corbeilles]
        self.rows = [Row(maj, list(row)) for maj, row in rows]
        self.maj_pile = list(position["maj_pile"])
        self.maj_corbeille = list(position["maj_corbeille"])
        self.min_corbeille = list(position["min_corbeille"])
        self.boxed = list(position["boxed"])
        self.current = position["current"]
        self.dealt = True
        self.set_progress(position)
        self.position = position

    def set_progress(self, position: dict[str, Any]) -> None:
        """How far the game of a position had gone (its optional keys, checked together)."""
        n, seat = self.num_players, self.current
        hand, awaiting, end = (position.get(key) for key in ("hand", "awaiting", "end"))
        majless = [r for r, row in enumerate(self.rows) if row.maj is None]
        if awaiting is None:
            fits = not majless
        elif awaiting[0] == "maj":
            fits = majless == [awaiting[1]] and not self.maj_pile and len(self.maj_corbeille) > 1
        else:
            fits = majless == [] and awaiting[1] == seat and not self.piles[seat] and \
                len(self.corbeilles[seat]) > 1
        pending = [key for key in ("hand", "awaiting", "end") if position.get(key) is not None]
        if not fits or len(pending) > 1 or (end and not set(end["winners"]) <= set(range(n))):
            raise IllegalAction("a position's hand, shuffle awaited and end do not fit its "
                                "table", code="bad_position")
        self.hand = hand
        self.awaiting = None if awaiting is None else (awaiting[0], awaiting[1])
        self.turns = position.get("turns", 0)
        self.idle_turns = position.get("idle_turns", 0)
        self.progress = position.get("progress", False)
        self.before = tuple(recent_actions(position.get("recent", ())))
        if end is not None:
            self._finish(tuple(end["winners"]), end["reason"])

    def recent(self) -> tuple[Action, ...]:
        """The plays before the next one, for bots (H5: the table plays of this turn): the
        history, after the public plays a position carried (`recent`)."""
        return self.before + tuple(self._history)

    # -- who decides ---------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.options.players

    def current_player(self) -> int:
        if self._result is not None:
            return TERMINAL
        if not self.dealt or self.awaiting is not None:
            return CHANCE
        return self.current

    def deciders(self) -> tuple[int, ...]:
        who = self.current_player()
        return (who,) if who >= 0 else ()

    def chance_request(self) -> ChanceRequest | None:
        if self.current_player() != CHANCE:
            return None
        if not self.dealt:
            return ChanceRequest("deal", None, {"min_cards": MIN_DECK, "maj_cards": MAJ_DECK})
        kind, who = self.awaiting  # type: ignore[misc]
        if kind == "maj":
            return ChanceRequest("shuffle", None, {"pile": "maj",
                                                   "cards": sorted(self.maj_corbeille)})
        return ChanceRequest("shuffle", who, {"pile": "corbeille",
                                              "cards": sorted(self.corbeilles[who])})

    # -- the end -------------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self._result is not None

    def result(self) -> Result | None:
        return self._result

    def cards_left(self, seat: int) -> int:
        held = 1 if self.hand is not None and seat == self.current else 0
        return len(self.piles[seat]) + len(self.corbeilles[seat]) + held

    # -- history and serialisation -------------------------------------------------------------
    @property
    def history(self) -> tuple[Action, ...]:
        return tuple(self._history)

    def copy(self) -> Self:
        """The table copied; the lexicon (immutable and large), the options, the result and the
        actions played shared (a new list of the same immutable actions)."""
        return copy_sharing(self, shared=(self.lexicon, self.options, self._result, self.before),
                            shallow=(self._history,))

    def setup_key(self) -> Any:
        """The options (house words included), the lexicon's source and a set-up position."""
        return (self.options, self.lexicon.source, self.position)

    def score_line(self) -> str:
        """The cards each seat has left (fewest wins)."""
        return "cards left " + " ".join(str(self.cards_left(p)) for p in range(self.num_players))

    def to_dict(self) -> dict[str, Any]:
        data = {"game": self.GAME, "version": self.VERSION, "options": self.options.to_dict(),
                "lexicon": self.lexicon.source,
                "actions": [action.to_dict() for action in self._history]}
        if self.position is not None:  # a set-up game replays from its position
            data["position"] = _copy.deepcopy(self.position)
        return data

    @classmethod
    def from_dict(cls, data: Any, lexicon: Lexicon | None = None) -> Self:
        """Rebuild by replaying; the lexicon is handed in (default: the French one) and the
        saved house words are added to it."""
        header = _check_header(data, cls.GAME, cls.VERSION)
        state = cls.new(Options.from_dict(header.get("options")), lexicon)
        if header.get("position") is not None:
            try:
                position = plain_position(header["position"])
            except (TypeError, ValueError, KeyError, AttributeError) as error:
                raise IllegalAction(f"a saved position is malformed: {str(error)[:80]}",
                                    code="bad_save") from None
            state.set_position(position)
        for index, raw in enumerate(header.get("actions", [])):
            try:
                state.apply(CODEC.from_dict(raw))
            except IllegalAction as error:
                raise IllegalAction(f"saved action {index} refused: {error}", code="bad_save",
                                    index=index, reason=error.code) from None
        return state  # type: ignore[return-value]

    # -- what a player sees --------------------------------------------------------------------
    def row_patterns(self) -> tuple[str, ...]:
        return tuple(row.pattern() for row in self.rows)

    def phase(self) -> str:
        """"deal" or "shuffle" (a chance outcome awaited), "holding" (a card in hand), "free"
        (moves, removals, loads, then turn), "corbeille" (pile empty: play the corbeille's top
        or say blocked, H7), "over"."""
        if self._result is not None:
            return "over"
        if not self.dealt:
            return "deal"
        if self.awaiting is not None:
            return "shuffle"
        if self.hand is not None:
            return "holding"
        return "free" if self.piles[self.current] else "corbeille"

    def observation(self, seat: int) -> dict[str, Any]:
        """What `seat` sees: the table, every corbeille's top (its own corbeille whole, seed D2),
        pile sizes, and the card in hand only if it is theirs (seed D6: "sans la dévoiler")."""
        check_seat(self, seat)
        players = []
        for p in range(self.num_players):
            corbeille = self.corbeilles[p]
            players.append({
                "pile": len(self.piles[p]),
                "corbeille_top": _min_view(corbeille[-1]) if corbeille else None,
                "corbeille_size": len(corbeille),
                "corbeille": [_min_view(c) for c in corbeille] if p == seat else None,
                "cards_left": self.cards_left(p),
            })
        hand = None
        if self.hand is not None:
            hand = _min_view(self.hand) if seat == self.current else {"card": None,
                                                                       "letter": None}
        return {
            "seat": seat, "current": self.current_player(), "phase": self.phase(),
            "turn": self.turns,
            "idle_turns": self.idle_turns,
            "rows": [{"maj": _maj_view(r.maj) if r.maj is not None else None,
                      "mins": [_min_view(c) for c in r.mins], "pattern": r.pattern()}
                     for r in self.rows],
            "maj_pile": len(self.maj_pile),
            "maj_corbeille": len(self.maj_corbeille),
            "min_corbeille": len(self.min_corbeille),
            "min_corbeille_top": (_min_view(self.min_corbeille[-1])
                                  if self.min_corbeille else None),
            "hand": hand, "players": players,
            "result": self._result.to_dict() if self._result else None,
            "end_reason": self.end_reason,
        }

    # -- a seat's view (views.py) -------------------------------------------------------------
    def seat_view(self, player: int) -> dict[str, Any]:
        """The options, the lexicon's name and the position as `player` sees it."""
        check_seat(self, player)
        return seat_view(self, player)

    @classmethod
    def from_seat_view(cls, data: Any, rng: random.Random,
                       lexicon: Lexicon | None = None) -> Self:
        """A game the seat cannot tell from the true one, its unseen cards dealt from `rng`
        (`lexicon`: as `from_dict`'s). IllegalAction for anything malformed."""
        seat, options, position = read_seat_view(data, cls.GAME, cls.VERSION, rng)
        state = cls.new(options, lexicon) if position is None else \
            cls.from_position(options, lexicon, **position)
        check_seat(state, seat)
        return state

    # -- applying ------------------------------------------------------------------------------
    def apply(self, action: Action) -> list[CoreEvent]:
        check(self, action)
        events = getattr(self, f"_do_{STEPS[type(action)]}")(action)
        self._history.append(action)
        return [CoreEvent(e["type"], {k: v for k, v in e.items() if k != "type"})
                for e in events]

    def is_legal(self, action: Action) -> bool:
        try:
            check(self, action)
        except IllegalAction:
            return False
        return True

    # -- effects (after the checks) -------------------------------------------------------------
    def _do_deal(self, action: Deal) -> list[Event]:
        n = self.num_players
        each = min_deal_size(n, self.options.short)
        order = list(action.min_order)
        for p in range(n):
            self.piles[p] = list(reversed(order[p * each:(p + 1) * each]))  # top: dealt first
        self.boxed = order[n * each:]
        majs = list(action.maj_order)
        for r in range(ROWS):
            self.rows[r] = Row(majs[r])
        self.maj_pile = list(reversed(majs[ROWS:]))
        self.dealt = True
        return [{"type": "dealt", "players": n, "each": each,
                 "rows": list(self.row_patterns()), "next": self.current}]

    def _do_shuffle(self, action: Shuffle) -> list[Event]:
        kind, who = self.awaiting  # type: ignore[misc]
        self.awaiting = None
        pile = list(reversed(action.order))  # order[0] is the new top
        if kind == "maj":
            self.maj_corbeille = []
            self.maj_pile = pile
            events: list[Event] = [{"type": "shuffled", "pile": "maj", "cards": len(pile)}]
            return events + self._draw_maj(who)
        self.corbeilles[who] = []
        self.piles[who] = pile
        return [{"type": "shuffled", "pile": "corbeille", "player": who, "cards": len(pile)}]

    def _do_turn(self, action: Turn) -> list[Event]:
        seat = self.current
        card = self.piles[seat].pop()
        events: list[Event] = [{"type": "turned", "player": seat, **_min_view(card)}]
        if MIN_LETTERS[card] == JOKER and all(row.has_joker() for row in self.rows):
            # H5, seed D1: "contraint de le rejeter dans sa corbeille"
            self.corbeilles[seat].append(card)
            events.append({"type": "joker_forced", "player": seat, "card": card})
            return events + self._end_turn()
        self.hand = card
        return events

    def _do_place(self, action: Place) -> list[Event]:
        seat = self.current
        card = self._take(action.source)
        row = self.rows[action.row]
        row.mins.append(card)
        self.progress = True
        events: list[Event] = [{"type": "placed", "player": seat, "row": action.row,
                                "source": action.source, "word": fold_word(action.word),
                                "pattern": row.pattern(), **_min_view(card)}]
        return events + self._after_riddance(action.source)

    def _do_move(self, action: Move) -> list[Event]:
        source, target = self.rows[action.source_row], self.rows[action.target_row]
        moved = source.mins[-action.count:]
        del source.mins[-action.count:]
        target.mins.extend(moved)
        return [{"type": "moved", "player": self.current, "source_row": action.source_row,
                 "target_row": action.target_row, "cards": moved,
                 "letters": "".join(MIN_LETTERS[c] for c in moved),
                 "word": fold_word(action.word)}]

    def _do_remove(self, action: Remove) -> list[Event]:
        row = self.rows[action.row]
        removed, maj = list(row.mins), row.maj
        self.min_corbeille.extend(removed)  # seed C5: "dans leur corbeille respective"
        self.maj_corbeille.append(maj)  # type: ignore[arg-type]
        self.rows[action.row] = Row(None)
        events: list[Event] = [{"type": "removed", "player": self.current, "row": action.row,
                                "word": fold_word(action.word), "maj": maj, "cards": removed}]
        return events + self._draw_maj(action.row)

    def _do_load(self, action: Load) -> list[Event]:
        seat = self.current
        if action.source == "row":
            row = self.rows[action.row]  # type: ignore[index]
            cards, row.mins = list(row.mins), []
        else:
            cards = [self._take(action.source)]
            self.progress = True
        self.corbeilles[action.target].extend(cards)  # run order kept: its last ends on top
        events: list[Event] = [{"type": "loaded", "player": seat, "target": action.target,
                                "source": action.source, "row": action.row, "cards": cards,
                                "letters": "".join(MIN_LETTERS[c] for c in cards)}]
        if action.source == "row":
            return events
        return events + self._after_riddance(action.source)

    def _do_discard(self, action: Discard) -> list[Event]:
        seat = self.current
        card = self._take("hand")
        self.corbeilles[seat].append(card)
        return [{"type": "discarded", "player": seat, **_min_view(card)}] + self._end_turn()

    def _do_blocked(self, action: Blocked) -> list[Event]:
        seat = self.current
        corbeille = self.corbeilles[seat]
        events: list[Event] = [{"type": "blocked", "player": seat, "corbeille": len(corbeille)}]
        if len(corbeille) == 1:  # seed D4: "S'il ne lui reste plus qu'une carte, il la laisse"
            return events + self._end_turn()
        self.awaiting = ("corbeille", seat)  # H7: "they shuffle their corbeille into a new pile"
        return events

    # -- shared steps --------------------------------------------------------------------------
    def _take(self, source: str) -> int:
        if source == "hand":
            card, self.hand = self.hand, None
            return card  # type: ignore[return-value]
        return self.corbeilles[self.current].pop()

    def _after_riddance(self, source: str) -> list[Event]:
        """After a min. of one's own left: a player with no card wins (H7); the last card of the
        pile ends the turn, leaving the corbeille one turn to be loaded (H7, seed D4)."""
        seat = self.current
        if self.cards_left(seat) == 0:
            return self._finish((seat,), "out_of_cards")
        if source == "hand" and not self.piles[seat] and self.hand is None:
            return [{"type": "pile_exhausted", "player": seat}] + self._end_turn()
        return []

    def _draw_maj(self, row: int) -> list[Event]:
        """A new maj. starts the row; an empty maj. pile is made again from the maj. corbeille
        (H5, seed D4), by a shuffle handed in (a single card needs none)."""
        if not self.maj_pile:
            if len(self.maj_corbeille) > 1:
                self.awaiting = ("maj", row)
                return [{"type": "maj_pile_empty", "row": row}]
            self.maj_pile, self.maj_corbeille = self.maj_corbeille, []
        card = self.maj_pile.pop()
        self.rows[row] = Row(card)
        return [{"type": "maj_drawn", "row": row, "card": card, "letter": MAJ_LETTERS[card]}]

    def _end_turn(self) -> list[Event]:
        seat = self.current
        self.turns += 1
        self.idle_turns = 0 if self.progress else self.idle_turns + 1
        self.progress = False
        if self.idle_turns >= IDLE_ROUNDS * self.num_players:
            return self._finish(self._fewest(), "idle")  # H7
        if self.turns >= self.options.turn_limit:
            return self._finish(self._fewest(), "turn_limit")  # CH-R14
        self.current = (seat + 1) % self.num_players
        return [{"type": "turn_passed", "player": seat, "next": self.current,
                 "idle_turns": self.idle_turns}]

    def _fewest(self) -> tuple[int, ...]:
        left = [self.cards_left(p) for p in range(self.num_players)]
        return tuple(p for p in range(self.num_players) if left[p] == min(left))

    def _finish(self, winners: tuple[int, ...], reason: str) -> list[Event]:
        scores = tuple(float(self.cards_left(p)) for p in range(self.num_players))
        ranking = tuple(sorted(range(self.num_players), key=lambda p: (scores[p], p)))
        self._result = Result(scores, winners, ranking, unit="cards left", higher_is_better=False)
        self.end_reason = reason
        return [{"type": "game_over", "reason": reason, "winners": list(winners),
                 "cards_left": [int(s) for s in scores]}]

    # -- legal actions -------------------------------------------------------------------------
    def legal_actions(self, player: int | None = None) -> list[Action]:
        """Every distinct legal play of `player` now, each with one word to announce (the
        shortest the index offers); any other word the row begins is as legal."""
        who = self.current_player()
        if who < 0 or (player is not None and player != who):
            return []
        return enumerate_actions(self)


def _min_view(card: int) -> dict[str, Any]:
    return {"card": card, "letter": MIN_LETTERS[card]}


def _maj_view(card: int) -> dict[str, Any]:
    return {"card": card, "letter": MAJ_LETTERS[card]}
