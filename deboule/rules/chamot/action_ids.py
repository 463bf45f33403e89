"""Chamot's integer actions (the contract's `action_list`, deboule.rules.core).

Id `i` is the i-th action of the rules' `legal_actions(seat)`, in their order. The rules list
one example word per play (a placement, a move, a load) while any word fitting the cards is
legal: an id plays the listed example; another word is played as an action, not by id.
"""

from __future__ import annotations

from typing import ClassVar

from deboule.rules.chamot.actions import CODEC


class ActionIds:
    """`ChamotState`'s numbering of its actions (class constants only)."""

    NUM_DISTINCT_ACTIONS: ClassVar[int] = 128
    CODEC: ClassVar = CODEC
