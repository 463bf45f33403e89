"""One key scheme for every game (issue 10): the arrows mean the same thing everywhere.

Aiming a throw (Le Déboulé, Cul de Chouette), from the thrower's point of view:
  ←/→        turn the throw to the left / right
  ↑/↓        more / less power
  Maj+←/→    move the hand to the left / right along the throwing edge
  Espace     throw (Entrée too when no menu is open)
In a menu (every game's decisions, the menus): ↑/↓ move (round from the last line to the
first), ←/→ change a value, Entrée chooses. C changes the camera, Échap pauses, Page up/down
scroll the log. Z held is the loupe over the piece under the mouse in every dice game
(deboule.screens.big_face; the wheel keeps its uses: a free camera's zoom, a menu's value).
"""

from __future__ import annotations

AIM_ANGLE_STEP = 2.0  # degrees per key press
AIM_POWER_STEP = 0.05
AIM_LATERAL_STEP = 0.1


def aim_change(name: str | None, shift: bool = False) -> tuple[str, float] | None:
    """What an arrow key changes in an aim: ("angle", degrees), ("power", step) or
    ("lateral", step), positive to the thrower's left / stronger; None for other keys."""
    if name in ("left", "right"):
        sign = 1.0 if name == "left" else -1.0
        return ("lateral", sign * AIM_LATERAL_STEP) if shift else ("angle", sign * AIM_ANGLE_STEP)
    if name in ("up", "down"):
        return ("power", AIM_POWER_STEP if name == "up" else -AIM_POWER_STEP)
    return None


def apply_aim(aim: dict[str, float], name: str | None, shift: bool = False,
              angle_limit: float = 60.0) -> bool:
    """Change `aim` ({"angle", "power", "lateral"}) for an arrow key; True if it was one."""
    change = aim_change(name, shift)
    if change is None:
        return False
    what, step = change
    limit = {"angle": angle_limit, "power": 1.0, "lateral": 1.0}[what]
    low = 0.0 if what == "power" else -limit
    aim[what] = round(min(limit, max(low, aim[what] + step)), 4)
    return True


def menu_step(name: str | None, focus: int, count: int) -> int:
    """The focus after ↑/↓ in a menu of `count` lines: round from the last to the first."""
    if count <= 0:
        return 0
    if name == "up":
        return (focus - 1) % count
    if name == "down":
        return (focus + 1) % count
    return focus
