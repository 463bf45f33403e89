"""A row of the Chamot table: a début de mot, its maj. then its min. (H4)."""

from __future__ import annotations

from dataclasses import dataclass, field

from deboule.rules.chamot.cards import JOKER, MAJ_LETTERS, MIN_LETTERS


@dataclass
class Row:
    """One début de mot: a maj. (None only while the maj. pile is being shuffled) and min."""

    maj: int | None
    mins: list[int] = field(default_factory=list)

    def pattern(self) -> str:
        head = MAJ_LETTERS[self.maj] if self.maj is not None else ""
        return head + "".join(MIN_LETTERS[c] for c in self.mins)

    def has_joker(self) -> bool:
        return JOKER in self.pattern()
