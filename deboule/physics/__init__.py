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


# `World` is imported when first asked for: it brings MuJoCo (about 0.24 s of imports, `python
# -X importtime -c "import deboule.physics.world"`), which the programs reading only the types
# above do not need (the online server starts 0.27 s against 0.37 s with World eager: the
# fastest of 10 runs of `python -c "import deboule.online.server"` each way).
def __getattr__(name: str):
    if name == "World":
        from deboule.physics.world import World

        return World
    raise AttributeError(name)
