"""Why a thrown piece left the Déboulé table, told to the thrower (RULINGS D3): short of the
réglette, or over which rail, and whether the throw was too hard, with its speed. Before, the
log said only "sort du jeu" and a person could not tell what to change in the gesture."""

from __future__ import annotations

from dataclasses import dataclass

from deboule.text.i18n import tr

# A throw faster than this that leaves the table was too hard: the fastest of the usual
# flicks (deboule/shell/flick.py's SpeedCurve.high) with a margin; slower ones went out by their
# aim.
TOO_HARD_SPEED = 3.2


@dataclass(frozen=True)
class OutReason:
    """where: 'short' (rested before the réglette), 'far rail', 'left rail', 'right rail' (left
    and right as the thrower sees them, looking down the table), or 'unknown'."""

    where: str
    too_hard: bool = False


def why_out(left_at, rest=None, speed: float = 0.0, table=None) -> OutReason:
    """Where the piece was when it left the play area (`left_at`, else where it rests) against
    the table's edges (deboule.physics.tables.DebouleTable; the default table when None)."""
    if table is None:
        # loaded on first use, not with this module: numpy, the physics (74 ms)
        from deboule.physics.tables import DebouleTable

        table = DebouleTable.load()
    point = left_at if left_at is not None else rest
    if point is None:
        return OutReason("unknown", speed > TOO_HARD_SPEED)
    x, y = float(point[0]), float(point[1])
    half = table.width / 2
    # past which edge, by how far: the largest overshoot names the rail (a corner is shared)
    overshoot = {"far rail": x - table.length, "left rail": y - half, "right rail": -half - y}
    where, by = max(overshoot.items(), key=lambda item: item[1])
    if by <= 0.0:
        return OutReason("short" if x < table.reglette_x else "unknown", False)
    return OutReason(where, speed > TOO_HARD_SPEED or where == "far rail")


def out_message(reason: OutReason, speed: float, lang: str = "fr") -> str:
    """One line for the thrower, in `lang`, from the translation tables."""
    shown = f"{speed:.1f}".replace(".", ",") if lang != "en" else f"{speed:.1f}"
    where = tr(f"flick.out_where.{reason.where}", lang)
    key = "flick.out_too_hard" if reason.too_hard else "flick.out_aim"
    if reason.where == "short":
        key = "flick.out_short"
    return tr(key, lang, where=where, speed=shown)
