"""L'Enculette's pictures for the rules screen, with the real dice of the tray (where the Tasse
stands): the ladder of rolls (RULINGS E1), each pair with its value written under it."""

from __future__ import annotations

from deboule.render.illustrations import HALF, Pane, Picture, camera_at, dice
from deboule.render.scene import Drawable

LADDER = {  # E1, lowest first: the grocer's rolls in two pictures, the doubles, the top
    "small": (31, 32, 41, 42, 43, 51, 52),
    "middle": (53, 54, 61, 62, 63, 64, 65),
    "doubles": (11, 22, 33, 44, 55, 66),
    "top": (64, 21),
}


def ladder(name: str) -> Picture:
    """Pairs of dice from left to right, lowest first, each value written under its pair
    (read high die first: E1)."""
    values = LADDER[name]
    spacing = 0.30 / max(1, len(values) - 1) if len(values) > 2 else 0.12
    first = -spacing * (len(values) - 1) / 2
    items: list[Drawable] = []
    labels = []
    for k, value in enumerate(values):
        high, low = divmod(value, 10)
        centre = first + k * spacing
        pair = dice((high, low), (centre - 0.010, centre + 0.010), prefix=f"pair{k}")
        items.extend(pair)
        labels.append((str(value), (centre, -0.030, 0.0)))
    distance = 0.22 if len(values) > 2 else 0.2
    camera = camera_at((0.0, -0.012, HALF), -90.0, 64.0, distance, 32.0)
    aspect = 3.0 if len(values) > 2 else 1.8
    return Picture(f"enculette.{name}", (Pane("tray", tuple(items), camera,
                                              labels=tuple(labels)),), aspect=aspect)


PICTURES = {f"enculette.{name}": (lambda name=name: ladder(name)) for name in LADDER}
