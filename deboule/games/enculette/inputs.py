"""L'Enculette's own input from outside a match, besides the shared `Decision` and
`HandThrow` (deboule/match_base.py)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TurnOver:
    """The human server turns the Tasse over before shaking (EC-T1)."""
