"""The mutable state of a match (private to the engine; copied on every action)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from deboule.rules.core import Event  # noqa: F401  (the one event type, re-exported here)
from deboule.rules.deboule.requests import Request
from deboule.rules.deboule.scoring import RoundScore
from deboule.rules.deboule.table import TableObs

N_REPERES = 9
N_TOWERS = 4


@dataclass(frozen=True)
class RoundResult:
    number: int
    void: bool
    score: RoundScore | None
    scores_after: tuple[int, ...]


@dataclass
class TurnState:
    player: int
    side: int
    piece: str
    tip_directions: tuple[str, ...] | None = None
    penalty: bool = False  # D10: knocked a tower down, no symbol or combination
    symbol_open: bool = True
    combo_renounced: bool = False
    dechole_done: bool = False


@dataclass
class RoundState:
    number: int
    reperes: tuple[int, ...]
    turn_order: list[int]
    starter: int
    table: TableObs | None = None
    towers: tuple[str, ...] = ()
    thrown: set[str] = field(default_factory=set)
    removed: set[str] = field(default_factory=set)
    conceded: dict[str, int] = field(default_factory=dict)
    spent: set[str] = field(default_factory=set)  # colours whose combination is used up (R11)
    last_side: int | None = None
    turn: TurnState | None = None
    started: bool = False  # the cochondé stands: the round is on (D11 "after the round started")
    cochonde_thrower: int = -1
    cochonde_attempt: int = 0
    cochonde_passed: bool = False
    cochonde_landed: bool = False
    tasks: list[tuple] = field(default_factory=list)
    after_tasks: str = ""
    kin_purpose: str = ""


@dataclass
class CoreState:
    phase: str
    rng: random.Random
    contenders: list[int]
    rolloff_index: int = 0
    rolloff_faces: dict[int, int] = field(default_factory=dict)
    lead_player: int | None = None
    lead_last: bool = False
    turn_order: list[int] = field(default_factory=list)
    starter: int = 0
    scores: list[int] = field(default_factory=list)
    round_no: int = 0
    round: RoundState | None = None
    results: list[RoundResult] = field(default_factory=list)
    winner: int | None = None
    pending: Request | None = None
    events: list[Event] = field(default_factory=list)  # events of the action being applied
