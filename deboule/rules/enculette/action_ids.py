"""L'Enculette's integer actions (the contract's `action_list`, deboule.rules.core).

Id `i` is the i-th action of the rules' `legal_actions(seat)`, in their order, then the table's
events that seat may make now, which `legal_actions` leaves out since anyone may make them at
any time: with the refill_rule option (EN-R1), Refill(seat) and Denounce(seat, other) for
every other seat, where the rules accept them. They are numbered on the seat's own turn only
(a program that acts for one seat at a time, as an AEC env does, reaches them there). A faute
reported by hand, Join, TimeOut and Back are not numbered: the rules find the fautes of the
actions themselves, and the others are votes of the whole table about who sits there.
"""

from __future__ import annotations

from typing import ClassVar

from deboule.rules.enculette.actions import CODEC


class ActionIds:
    """`State`'s numbering of its actions (class constants; `State.action_list` adds the
    table events, table.numbered_table_events)."""

    NUM_DISTINCT_ACTIONS: ClassVar[int] = 64
    CODEC: ClassVar = CODEC
