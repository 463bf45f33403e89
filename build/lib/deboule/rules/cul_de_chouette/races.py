"""Race windows and their results (RULINGS C3): who pressed first, who was last, ties."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class RaceWindow:
    """An open race: each eligible player may press its own shout once within the window."""

    kind: str  # the race's name, e.g. "grelotte_ca_picote"
    shouts: dict[int, str]  # player -> the shout expected from that player
    presses: dict[int, int] = field(default_factory=dict)  # player -> t_ms

    @property
    def eligible(self) -> tuple[int, ...]:
        return tuple(self.shouts)

    @property
    def waiting(self) -> tuple[int, ...]:
        return tuple(p for p in self.shouts if p not in self.presses)


def first_group(presses: dict[int, int], tie_ms: int) -> list[int]:
    """The earliest presser and everyone closer than `tie_ms` to them (C3: a tie)."""
    if not presses:
        return []
    earliest = min(presses.values())
    return sorted(p for p, t in presses.items() if t - earliest < tie_ms)


def last_group(presses: dict[int, int], eligible, tie_ms: int) -> list[int]:
    """The last: those who never pressed (C3), else the latest presser and those tied with them."""
    missing = sorted(p for p in eligible if p not in presses)
    if missing:
        return missing
    latest = max(presses.values())
    return sorted(p for p, t in presses.items() if latest - t < tie_ms)
