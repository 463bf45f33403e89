"""The die that settles a Suite's tie for last (CDC-R3's last step), by reading (issue 34,
house/others.py `suite_tie_die`): "kaamelott", the lowest throw loses (our texts, C3);
"btssn", the highest throw loses (btssn-lasalle-84/MP23-T3-CUL-DE-CHOUETTE Ihm.cpp: "celui qui
aura fait le plus grand score perd les 10 pts"). A tie on the losing throw throws again, for
10 more points, in both readings (effects.py `_suite`)."""

from __future__ import annotations

from typing import Any


def losing_throwers(variant: Any, rolls: dict[int, int]) -> list[int]:
    """The players whose throw loses: the lowest, or the highest in the btssn reading, in the
    order of `rolls` (the turn order they threw in)."""
    pick = max if getattr(variant, "suite_tie_die", "kaamelott") == "btssn" else min
    worst = pick(rolls.values())
    return [q for q, face in rolls.items() if face == worst]
