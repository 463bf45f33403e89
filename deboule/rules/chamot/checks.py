"""The checks of a Chamot action (H4, H5, H7): each raises an IllegalAction with a `code` (and
`params`) the window translates, and changes nothing, so a refused action leaves the state as it
was. `ChamotState` (deboule.rules.chamot.state) calls `check`, then plays the action's effect."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

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
from deboule.rules.chamot.cards import JOKER, MAJ_DECK, MIN_DECK, MIN_LETTERS, ROWS, follows
from deboule.rules.chamot.lexicon import MIN_WORD, Lexicon, fits, fold_word
from deboule.rules.chamot.rows import Row
from deboule.rules.core import CHANCE, Action, ChanceRequest, IllegalAction

# Each action's step: its effect in `ChamotState` is `_do_<step>`.
STEPS: dict[type[Action], str] = {Deal: "deal", Shuffle: "shuffle", Turn: "turn", Place: "place",
                                  Move: "move", Remove: "remove", Load: "load",
                                  Discard: "discard", Blocked: "blocked"}


class Table(Protocol):
    """What the checks read of a game (deboule.rules.chamot.state.ChamotState)."""

    lexicon: Lexicon
    piles: list[list[int]]
    corbeilles: list[list[int]]
    rows: list[Row]
    hand: int | None
    current: int
    dealt: bool
    awaiting: tuple[str, int] | None

    @property
    def num_players(self) -> int: ...
    @property
    def is_over(self) -> bool: ...
    def current_player(self) -> int: ...
    def chance_request(self) -> ChanceRequest | None: ...


def check(state: Table, action: Action) -> None:
    """Raise IllegalAction (changing nothing) unless `action` may be played now."""
    CODEC.check(action)  # a Chamot action, each field of its declared type
    if state.is_over:
        raise IllegalAction("the game is over", code="game_over")
    chance = isinstance(action, Deal | Shuffle)
    if chance != (state.current_player() == CHANCE):
        if chance:
            raise IllegalAction("no shuffle or deal is awaited", code="not_chance")
        raise IllegalAction("a deck order is awaited", code="awaiting_chance")
    CHECKS[type(action)](state, action)

def _check_deal(state: Table, action: Deal) -> None:
    if state.dealt:
        raise IllegalAction("the cards are dealt already", code="bad_shuffle")
    if sorted(action.min_order) != list(range(MIN_DECK)) or \
            sorted(action.maj_order) != list(range(MAJ_DECK)):
        raise IllegalAction("a deal orders all 96 min. and all 27 maj.", code="bad_shuffle")


def _check_shuffle(state: Table, action: Shuffle) -> None:
    if state.awaiting is None:
        raise IllegalAction("the cards are to be dealt, not shuffled", code="bad_shuffle")
    expected = state.chance_request().info["cards"]  # type: ignore[union-attr]
    if sorted(action.order) != list(expected):
        raise IllegalAction("a shuffle orders exactly the corbeille's cards",
                            code="bad_shuffle")


def _check_turn(state: Table, action: Turn) -> None:
    _not_holding(state)
    if not state.piles[state.current]:
        raise IllegalAction("your pile is empty: play your corbeille or say you are blocked",
                            code="pile_empty")


def _check_place(state: Table, action: Place) -> None:
    row = _row(state, action.row)
    card = _source_card(state, action.source)
    letter = MIN_LETTERS[card]
    if letter == JOKER and row.has_joker():
        raise IllegalAction("one joker per row", code="joker_in_row", row=action.row)
    _announced(state, action.word, row.pattern() + letter)


def _check_move(state: Table, action: Move) -> None:
    _not_holding(state)
    source, target = _row(state, action.source_row), _row(state, action.target_row)
    if action.source_row == action.target_row:
        raise IllegalAction("letters move to another row", code="same_row")
    if not 1 <= action.count <= len(source.mins):
        raise IllegalAction(f"row {action.source_row} has {len(source.mins)} min. to move",
                            code="bad_count", count=action.count, available=len(source.mins))
    moved = "".join(MIN_LETTERS[c] for c in source.mins[-action.count:])
    if JOKER in moved and target.has_joker():
        raise IllegalAction("one joker per row", code="joker_in_row", row=action.target_row)
    rest = source.pattern()[:-action.count]
    if not state.lexicon.is_prefix(rest):  # H4: a row always begins a word
        raise IllegalAction(f"{rest!r} would begin no word", code="row_begins_no_word",
                            row=action.source_row, letters=rest)
    _announced(state, action.word, target.pattern() + moved)


def _check_remove(state: Table, action: Remove) -> None:
    _not_holding(state)
    row = _row(state, action.row)
    _announced(state, action.word, row.pattern(), whole=True)


def _check_load(state: Table, action: Load) -> None:
    if not 0 <= action.target < state.num_players or isinstance(action.target, bool):
        raise IllegalAction("no such player", code="bad_target", target=action.target)
    if action.target == state.current:
        raise IllegalAction("a coup vache loads an opponent", code="load_self")
    if (action.row is not None) != (action.source == "row"):
        raise IllegalAction("a row is named for a row's run only", code="bad_action")
    target = state.corbeilles[action.target]
    if not target:
        raise IllegalAction("that corbeille is empty: nothing to load onto",
                            code="target_corbeille_empty", target=action.target)
    if action.source == "row":
        _not_holding(state)
        row = _row(state, action.row)  # type: ignore[arg-type]
        if not row.mins:
            raise IllegalAction("that row has no min.", code="row_has_no_min",
                                row=action.row)
        card = row.mins[0]
    else:
        card = _source_card(state, action.source)
    letter, top = MIN_LETTERS[card], MIN_LETTERS[target[-1]]
    if letter == JOKER:
        raise IllegalAction("a joker never loads", code="joker_never_loads")  # seed D1
    if not follows(letter, top):
        raise IllegalAction(f"{letter} does not follow {top}", code="does_not_follow",
                            letter=letter, top=top)


def _check_discard(state: Table, action: Discard) -> None:
    if state.hand is None:
        raise IllegalAction("you hold no card", code="no_card_in_hand")


def _check_blocked(state: Table, action: Blocked) -> None:
    _not_holding(state)
    if state.piles[state.current]:
        raise IllegalAction("turn your pile's next card", code="pile_not_empty")


def _not_holding(state: Table) -> None:
    if state.hand is not None:
        raise IllegalAction("place, load or discard the card you hold first",
                            code="holding_card")


def _row(state: Table, index: Any) -> Row:
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < ROWS:
        raise IllegalAction("no such row", code="bad_row", row=str(index)[:10])
    return state.rows[index]


def _source_card(state: Table, source: str) -> int:
    if source == "hand":
        if state.hand is None:
            raise IllegalAction("you hold no card: turn one", code="no_card_in_hand")
        return state.hand
    corbeille = state.corbeilles[state.current]
    if not corbeille:
        raise IllegalAction("your corbeille is empty", code="corbeille_empty")
    return corbeille[-1]


def _announced(state: Table, word: str, pattern: str, whole: bool = False) -> str:
    """H4: the announced word exists, has at least 3 letters and begins with the row (or is
    the row, for a removal). Returns it folded."""
    folded = fold_word(word) if isinstance(word, str) else None
    if folded is None:
        raise IllegalAction("a word is made of letters", code="not_letters",
                            word=str(word)[:40])
    if len(folded) < MIN_WORD:
        raise IllegalAction("a word has at least 3 letters", code="word_too_short",
                            word=folded)
    if whole and len(folded) != len(pattern):
        raise IllegalAction(f"the row spells {pattern!r}, not {folded!r}",
                            code="word_is_not_row", word=folded, letters=pattern)
    if not fits(pattern, folded):
        raise IllegalAction(f"{folded!r} does not begin with {pattern!r}",
                            code="word_does_not_fit", word=folded, letters=pattern)
    if not state.lexicon.is_word(folded):
        raise IllegalAction(f"{folded!r} is not in the lexicon", code="unknown_word",
                            word=folded)
    return folded


# Each action's check (raises, changes nothing); `ChamotState` then plays its effect (`_do_<step>`)
CHECKS: dict[type[Action], Callable[[Table, Any], None]] = {
    Deal: _check_deal, Shuffle: _check_shuffle, Turn: _check_turn, Place: _check_place,
    Move: _check_move, Remove: _check_remove, Load: _check_load, Discard: _check_discard,
    Blocked: _check_blocked}
