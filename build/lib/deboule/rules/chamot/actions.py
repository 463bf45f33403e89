"""Every action of Chamot, as JSON dicts through `CODEC` (deboule.rules.core).

Player actions (seed C5, D1-D7; H5, H6, H7):
    Turn()                              turn the top min. of one's pile into one's hand
    Place(row, word, source)            the card in hand, or one's corbeille's top, at the end of
                                        a row, announcing `word` (H4, H5)
    Move(source_row, count, target_row, word)   the last `count` min. of a row to the end of
                                        another, announcing a word the target row begins (H5)
    Remove(row, word)                   a row spelling a whole word goes out, a new maj. starts
                                        it (H5)
    Load(target, source, row)           a coup vache: the card in hand, one's corbeille's top or
                                        a row's whole min. run onto an opponent's corbeille (H6)
    Discard()                           the card in hand cannot be placed: onto one's corbeille,
                                        the turn passes (H5)
    Blocked()                           pile empty and the corbeille's top cannot be played: the
                                        corbeille is shuffled into a new pile, or with one card
                                        left the turn passes (H7)
Chance outcomes (handed in from outside; the rules never shuffle):
    Deal(min_order, maj_order)          the two decks' orders (H3)
    Shuffle(order)                      a pile made again from a corbeille (H5, H7)

Words are announced as typed ("Épée", "epee"): the rules fold them (H4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from deboule.rules.core import Action, ActionCodec

PlaceSource = Literal["hand", "corbeille"]
LoadSource = Literal["hand", "corbeille", "row"]


@dataclass(frozen=True)
class Turn(Action):
    KIND: ClassVar[str] = "turn"


@dataclass(frozen=True)
class Place(Action):
    KIND: ClassVar[str] = "place"
    row: int
    word: str
    source: PlaceSource = "hand"


@dataclass(frozen=True)
class Move(Action):
    KIND: ClassVar[str] = "move"
    source_row: int
    count: int
    target_row: int
    word: str


@dataclass(frozen=True)
class Remove(Action):
    KIND: ClassVar[str] = "remove"
    row: int
    word: str


@dataclass(frozen=True)
class Load(Action):
    KIND: ClassVar[str] = "load"
    target: int
    source: LoadSource = "hand"
    row: int | None = None


@dataclass(frozen=True)
class Discard(Action):
    KIND: ClassVar[str] = "discard"


@dataclass(frozen=True)
class Blocked(Action):
    KIND: ClassVar[str] = "blocked"


@dataclass(frozen=True)
class Deal(Action):
    KIND: ClassVar[str] = "deal"
    min_order: tuple[int, ...]
    maj_order: tuple[int, ...]


@dataclass(frozen=True)
class Shuffle(Action):
    KIND: ClassVar[str] = "shuffle"
    order: tuple[int, ...]


CHANCE_ACTIONS = (Deal, Shuffle)
CODEC = ActionCodec(Turn, Place, Move, Remove, Load, Discard, Blocked, Deal, Shuffle)
