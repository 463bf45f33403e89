"""Marks over the Déboulé table that say what the rules know and the wood does not show
(issue 30, point 2): the repères' numbers while the lead places the towers with keys 1–9, and
a ring in its owner's colour round each conceded DéTour (RULINGS D10: a tower knocked down is
set upright and conceded to the opposing side; R5 of docs/rules-deboule.md: it is then a valid
piece of that side)."""

from __future__ import annotations

import math

from deboule.render.scene import Highlight
from deboule.screens.layout import Rect

# metres: two rings, outside a tower's base (0.015) and its ring of choice (0.024): a double
# ring reads as a mark of ownership, not as the aim's single ring (seen in the real window)
CONCEDED_RADII = (0.027, 0.037)


def repere_spots(table, camera, size: tuple[int, int]) -> list[tuple[int, float, float]]:
    """(number 1–9 as the keys name it, x, y in window pixels from the bottom left) of each
    repère in front of the camera."""
    width, height = size
    points = [(*table.repere(index), 0.0) for index in range(9)]
    spots = []
    for index, (x, y) in enumerate(camera.project(points, size)[:, :2]):
        if math.isfinite(x) and math.isfinite(y) and 0 <= x <= width and 0 <= y <= height:
            spots.append((index + 1, float(x), float(height - y)))
    return spots


def draw_repere_numbers(screen, hud) -> None:
    """While the player places the towers: each repère's number beside it on the table (the
    chosen ones in gold), on a small dark backing so it reads on the wood."""
    # loaded on first use, not with this module: the screens, the translations
    from deboule.screens.base import GOLD, WHITE

    if not screen.choosing_towers():
        return
    table = screen.match.world.arena.table
    size = screen.app.size
    text = screen.app.text
    side = hud.row(15)
    camera = screen.camera()
    poses = screen.match.world.poses()
    loose = [poses[pid][0] for pid in sorted(poses) if not pid.startswith("tower")]
    pieces = [(float(px), float(size[1] - py)) for px, py in camera.project(loose, size)[:, :2]
              if math.isfinite(px + py)] if loose else []
    view = screen.hud.view()
    with text.batched("deboule-reperes"):
        for number, x, y in repere_spots(table, camera, size):
            chosen = number - 1 in screen.towers_choice
            box = label_box(x, y, side, hud.px(8), pieces, view)
            if box is None:  # under a panel (the log, the menu): not drawn over its text
                continue
            left, bottom = box.x, box.y
            slot = f"repere-{number}"
            text.panel(left, bottom, side, side, alpha=190, slot=slot)
            hud.text(str(number), left + side / 2, bottom + side * 0.25, 15, "reperes",
                     color=GOLD if chosen else WHITE, bold=True, anchor_x="center", slot=slot)


def label_box(x: float, y: float, side: float, gap: float, pieces, view):
    """Where a repère's number goes: beside its mark (x, y), below and right first (a tower
    standing on the mark does not hide it), else another corner, so that it covers no piece
    (the cochondé's number under a "5" was unreadable) and stays in `view`, the table no panel
    covers (numbers were drawn over the log); None when no corner is in view."""
    corners = [Rect(x + gap, y - gap - side, side, side), Rect(x - gap - side, y - gap - side,
                                                                side, side),
               Rect(x + gap, y + gap, side, side), Rect(x - gap - side, y + gap, side, side)]
    shown = [box for box in corners if box.inside(view, slack=1.0)]
    clear = [box for box in shown if not any(box.inset(-0.5 * side).contains(px, py)
                                             for px, py in pieces)]
    return (clear or shown or [None])[0]


def conceded_rings(conceded: dict[str, int], poses: dict, colour_of) -> list[Highlight]:
    """Two rings round each conceded tower still in play, in the colour of the side it was
    conceded to (`colour_of(side)`: RGBA 0–255)."""
    rings = []
    for tower, side in sorted(conceded.items()):
        if tower not in poses:
            continue
        x, y, _ = poses[tower][0]
        red, green, blue, _ = colour_of(side)
        rings += [Highlight((x, y, 0.0), radius, (red / 255, green / 255, blue / 255, 0.95))
                  for radius in CONCEDED_RADII]
    return rings
