"""Cul de Chouette's integer actions (the contract's `action_list`, deboule.rules.core).

Id `i` is the i-th action of the rules' `legal_actions(seat)`, in their order, with one
expansion: a race press is listed with t_ms=0 ("the time is free within the window"), and is
numbered once per time of PRESS_TIMES (0, 250, ... 1,750 ms after the race opens), so a
program chooses when it shouts. A Bleu-Rouge bet state numbers every bet: up to 1,683 ids.
"""

from __future__ import annotations

from dataclasses import replace
from typing import ClassVar

from deboule.rules.core import Action
from deboule.rules.cul_de_chouette.actions import CODEC

PRESS_TIMES = tuple(range(0, 2000, 250))  # ms after the race opens


class ActionIds:
    """`State`'s numbering of its actions (it reads the state through the contract only)."""

    NUM_DISTINCT_ACTIONS: ClassVar[int] = 2048
    CODEC: ClassVar = CODEC

    def action_list(self, player: int) -> list[Action]:
        out: list[Action] = []
        for action in self.legal_actions(player):
            if action.KIND == "press":
                out.extend(replace(action, t_ms=t) for t in PRESS_TIMES)
            else:
                out.append(action)
        return out
