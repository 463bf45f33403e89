"""The dice engine: MuJoCo rigid-body worlds for the Déboulé table, the dice tray and the Tasse.

Knows bodies, poses, throws, rest and kinematic moves; nothing of points, turns or players.
`World` (a core plus its game's parts), `Throw` (`Throw.towards` aims at a point of the table),
`Outcome` / `PieceState` (a die's `top_face` is a `Face`). docs/physics.md tells the API.
"""

from deboule.physics.types import (
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
        from deboule.physics.world import World

        return World
    raise AttributeError(name)
