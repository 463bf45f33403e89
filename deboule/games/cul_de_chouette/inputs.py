"""Cul de Chouette's own inputs from outside a match, besides the shared `Decision` and
`HandThrow` (deboule/match_base.py): fed through `CdcMatch.feed` by the window, the lessons and
the online room's decoder (deboule/games/cul_de_chouette/online_inputs.py)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class AimedThrow:
    """The arrows' throw (CDCS-14): an aim, a power and where across the hand zone."""

    aim_deg: float
    power: float
    lateral: float = 0.0
    player: int | None = None


@dataclass(frozen=True)
class RacePress:
    """A human's race key at clock time `at` (None: now)."""

    player: int
    at: float | None = None


@dataclass(frozen=True)
class RaceSeen:
    """Online: `player`'s window drew the open race at clock time `at`."""

    player: int
    at: float


@dataclass(frozen=True)
class JoinRequest:
    """A bot of `level` asked for from the pause menu (C6)."""

    level: str
