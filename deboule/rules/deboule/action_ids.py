"""Le Déboulé's integer actions (the contract's `action_list`, deboule.rules.core).

Id `i` is the i-th decision of the rules' `legal_actions(seat)` (towers, effects, keep or
rethrow, a put-back...). Throws are not numbered: they are continuous and their outcome is the
physics' (a chance outcome handed in, `Thrown`); deboule.rl gives them a `Box` of their own.
"""

from __future__ import annotations

from typing import ClassVar

from deboule.rules.deboule.actions import CODEC


class ActionIds:
    """`DebouleGame`'s numbering of its actions (class constants only)."""

    NUM_DISTINCT_ACTIONS: ClassVar[int] = 256
    CODEC: ClassVar = CODEC
