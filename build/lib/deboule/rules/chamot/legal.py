"""The legal plays of the player to act, for menus, bots and tests.

Words are open-ended (any word the row begins may be announced), so each distinct play is listed
once, with the example word `Lexicon.example` gives; `ChamotState.is_legal` answers for any other
word. Every listed action is accepted by `apply` (tested).
"""

from __future__ import annotations

from typing import Protocol

from deboule.rules.chamot.actions import Blocked, Discard, Load, Move, Place, Remove, Turn
from deboule.rules.chamot.cards import JOKER, MIN_LETTERS, ROWS, follows
from deboule.rules.chamot.lexicon import Lexicon
from deboule.rules.chamot.rows import Row
from deboule.rules.core import Action


class Table(Protocol):
    """What the enumeration reads of a game (a `deboule.rules.chamot.state.ChamotState`, which
    imports this module: naming it here would make an import cycle)."""

    current: int
    hand: int | None
    piles: list[list[int]]
    corbeilles: list[list[int]]
    rows: list[Row]
    lexicon: Lexicon

    @property
    def num_players(self) -> int: ...


def enumerate_actions(state: Table) -> list[Action]:
    seat = state.current
    corbeille = state.corbeilles[seat]
    actions: list[Action] = []
    holding = state.hand is not None
    if holding:
        actions += placements(state, state.hand, "hand")  # type: ignore[arg-type]
    if corbeille:
        actions += placements(state, corbeille[-1], "corbeille")
    if holding:
        actions += loads(state, state.hand, "hand")  # type: ignore[arg-type]
    if corbeille:
        actions += loads(state, corbeille[-1], "corbeille")
    if holding:
        actions.append(Discard())
        return actions
    actions += removals(state)
    actions += moves(state)
    actions += run_loads(state)
    actions.append(Turn() if state.piles[seat] else Blocked())
    return actions


def placements(state: Table, card: int, source: str) -> list[Action]:
    letter = MIN_LETTERS[card]
    found: list[Action] = []
    for r, row in enumerate(state.rows):
        if letter == JOKER and row.has_joker():
            continue
        word = state.lexicon.example(row.pattern() + letter)
        if word is not None:
            found.append(Place(r, word, source))  # type: ignore[arg-type]
    return found


def loads(state: Table, card: int, source: str) -> list[Action]:
    letter = MIN_LETTERS[card]
    return [Load(target, source)  # type: ignore[arg-type]
            for target in _loadable(state) if follows(letter, _top(state, target))]


def run_loads(state: Table) -> list[Action]:
    found: list[Action] = []
    for r, row in enumerate(state.rows):
        if row.mins:
            letter = MIN_LETTERS[row.mins[0]]
            found += [Load(target, "row", r) for target in _loadable(state)
                      if follows(letter, _top(state, target))]
    return found


def removals(state: Table) -> list[Action]:
    found: list[Action] = []
    for r, row in enumerate(state.rows):
        word = state.lexicon.example(row.pattern(), whole=True)
        if word is not None:
            found.append(Remove(r, word))
    return found


def moves(state: Table) -> list[Action]:
    found: list[Action] = []
    for s, source in enumerate(state.rows):
        pattern = source.pattern()
        for count in range(1, len(source.mins) + 1):
            rest, moved = pattern[:-count], pattern[-count:]
            if not state.lexicon.is_prefix(rest):
                continue
            for t in range(ROWS):
                target = state.rows[t]
                if t == s or (JOKER in moved and target.has_joker()):
                    continue
                word = state.lexicon.example(target.pattern() + moved)
                if word is not None:
                    found.append(Move(s, count, t, word))
    return found


def _loadable(state: Table) -> list[int]:
    return [p for p in range(state.num_players)
            if p != state.current and state.corbeilles[p]]


def _top(state: Table, seat: int) -> str:
    return MIN_LETTERS[state.corbeilles[seat][-1]]
