"""The dice engine: a MuJoCo rigid-body world for the Déboulé table and the dice tray.

Knows bodies, poses, throws, rest and kinematic moves; nothing of points, turns or players.
"""

from physics.types import (
    MAX_SPEED,
    MAX_SPIN,
    ActionError,
    Face,
    Outcome,
    PieceInfo,
    PieceState,
    Throw,
    ThrowError,
)

__all__ = [
    "MAX_SPEED",
    "MAX_SPIN",
    "ActionError",
    "Face",
    "Outcome",
    "PieceInfo",
    "PieceState",
    "Throw",
    "ThrowError",
    "World",
]


def __getattr__(name: str):
    if name == "World":
        from physics.world import World

        return World
    raise AttributeError(name)
