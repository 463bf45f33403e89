"""Headless Chamot between bots, for `deboule sim --game chamot` and the benchmarks.

    >>> report = play_out(players=2, seed=1)          # bots "expert", "regular", "novice", ...
    >>> report.state.result().winners, report.record["game"]  # the end, the game as to_dict()
    ((0,), 'chamot')

Same seed, same game, bit for bit: the deck orders come from a generator seeded with `seed`, each
bot from its own. Prints nothing: the caller words the events (`report.events`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from deboule.rules.chamot.bots import LEVELS, make_bot
from deboule.rules.chamot.chance import sample_outcome
from deboule.rules.chamot.lexicon import Lexicon
from deboule.rules.chamot.state import ChamotState
from deboule.rules.core import IllegalAction
from deboule.rules.core.bots import is_bot, is_bot_spec, level_name, seat_bot

DEFAULT_LEVELS = ("expert", "regular", "novice", "regular")
MAX_ACTIONS = 200_000  # a guard only: the turn limit (CH-R14) ends every game long before


@dataclass
class SimReport:
    state: ChamotState
    levels: tuple[str, ...]
    seed: int
    events: list[dict[str, Any]] = field(default_factory=list)
    decision_seconds: list[tuple[int, float]] = field(default_factory=list)  # (seat, seconds)

    @property
    def record(self) -> dict[str, Any]:
        return self.state.to_dict()


def play_out(players: int = 2, seed: int = 0, levels: Sequence[str] | None = None,
             options: dict[str, Any] | None = None, lexicon: Lexicon | None = None,
             timed: bool = False) -> SimReport:
    """One whole game between bots. `levels` per seat (default: expert, regular, novice...).
    Raises IllegalAction for bad options or levels (one clear line)."""
    levels = tuple(levels) if levels is not None else DEFAULT_LEVELS[:players]
    if len(levels) != players or not all(
            is_bot(level) or is_bot_spec(level) or level_name(level) in LEVELS
            for level in levels):
        raise IllegalAction(f"one bot level per player among {', '.join(LEVELS)}",
                            code="bad_levels", levels=",".join(map(str, levels))[:60])
    state = ChamotState.new({**(options or {}), "players": players}, lexicon)
    deck = random.Random(f"chamot-deck-{seed}")
    bots = [seat_bot(level, make_bot, seed * 10 + seat) for seat, level in enumerate(levels)]
    report = SimReport(state, levels, seed)
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            break
        seat = state.current_player()
        if seat < 0:
            action = sample_outcome(state.chance_request(), deck)
        else:
            started = time.perf_counter() if timed else 0.0
            action = bots[seat].act(state, seat)
            if timed:
                report.decision_seconds.append((seat, time.perf_counter() - started))
        report.events.extend(state.apply(action))
    return report
