"""How long a Déboulé bot may think about one decision: a deadline that keeps a person from
waiting, without making the bot's choice depend on the machine's speed.

The bot's search is anytime: it simulates its practice throws in small fixed batches, best
ideas first (its candidate throws, then refinements, the effects of the best, the opponent's
replies), and stops when its budget is spent, answering with the best it found so far.

The budget is counted in *simulated* seconds of physics (each practice throw reports how long
its pieces moved, `Outcome.seconds`): the same for the same seed and table on any machine, so
headless sims, records and replays stay reproducible bit for bit. It is sized so that a
decision fits well inside `DEADLINE_SECONDS` of wall time on a loaded 2-core machine
(measured by `python -m bench.deboule_bots`, docs/rules-deboule.md).

A wall-clock safety net (`WALL_NET_SECONDS`) is checked at the same points when a person may be
waiting (the window, online seats): it is only reached on a machine several times slower than
that one, and only then does the choice depend on the machine (the decision is still legal and
still the best found so far). A headless match (sims, records, benches) has no net
(`without_wall_net`): its lines are the same on any machine.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

DEADLINE_SECONDS = 2.5  # what a person may be made to wait for one bot decision
# Simulated seconds of practice throws per decision. A practice throw usually settles in 1.5 to
# 3 simulated seconds; one that runs to the 10 s cap of D4 costs its 10 s here too, which is
# what made the unbounded search's worst decisions last 20 s of wall time.
SIM_SECONDS = 30.0
# The net sits below the deadline by the time of one batch of practice throws.
WALL_NET_SECONDS = 2.2
BATCH = 2  # practice throws simulated between two looks at the budget (threads do not change it)
FIRST_CANDIDATES = 4  # candidate throws simulated whatever the budget: a decision has a choice


class OutOfTime(Exception):
    """The budget ran out in the middle of a step whose partial result would mislead."""


class ThinkingBudget:
    """The simulated seconds one decision may still spend, and the wall-clock net.

    Simulated time is kept in whole milliseconds (integers) so that the sum does not depend on
    the order the throws of a batch finished in."""

    def __init__(self, sim_seconds: float = SIM_SECONDS, wall_seconds: float = WALL_NET_SECONDS,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        self.limit_ms = round(sim_seconds * 1000)
        self.used_ms = 0
        self.wall_seconds = wall_seconds
        self.clock = clock
        self.started = clock()
        self.net_reached = False  # the wall clock, not the simulated budget, stopped the search

    def spend(self, seconds: float) -> None:
        """A practice throw (or table move) that simulated `seconds` of physics."""
        self.used_ms += round(seconds * 1000)

    def left(self) -> bool:
        """Whether the search may simulate another batch."""
        if self.used_ms >= self.limit_ms:
            return False
        if self.clock() - self.started >= self.wall_seconds:
            self.net_reached = True
            return False
        return True


def without_wall_net() -> ThinkingBudget:
    """The simulated budget alone, for a headless match (sims, records, benches): nobody waits
    there, and its lines must be the same on any machine however loaded."""
    return ThinkingBudget(wall_seconds=math.inf)


def has_time(budget: ThinkingBudget | None) -> bool:
    """`budget.left()`, and always True without a budget (a simulator that is not metered)."""
    return budget is None or budget.left()
