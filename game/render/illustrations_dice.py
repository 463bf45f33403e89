"""The dice games' pictures for the rules screen, with the real dice of the tray (the Cul de
Chouette piste, where L'Enculette's Tasse stands too): each Cul de Chouette combination, and
L'Enculette's ladder of rolls (RULINGS E1), each pair with its value written under it."""

from __future__ import annotations

from game.render.demo import DIE_EDGE
from game.render.illustrations import Pane, Picture, camera_at, face_up
from game.render.scene import Drawable

HALF = DIE_EDGE / 2
YAWS = (8.0, -14.0, 21.0, -5.0, 12.0, -19.0)  # a hand-thrown look: no two dice square


def dice(values: tuple[int, ...], xs: tuple[float, ...], y: float = 0.0,
         prefix: str = "die") -> tuple[Drawable, ...]:
    return tuple(Drawable("die", DIE_EDGE, "ivory", (x, y + 0.004 * (k % 2 * 2 - 1), HALF),
                          face_up("die", value, YAWS[k % len(YAWS)]), id=f"{prefix}-{k}")
                 for k, (value, x) in enumerate(zip(values, xs, strict=True)))


# ---------------------------------------------------------------------------- Cul de Chouette
COMBINATIONS = {
    "chouette": (4, 4, 2),
    "velute": (2, 3, 5),
    "chouette_velute": (3, 3, 6),
    "cul_de_chouette": (5, 5, 5),
    "suite": (3, 4, 5),
    "soufflette": (4, 2, 1),
    "neant": (1, 3, 6),
}


def combination(name: str) -> Picture:
    """The two chouettes side by side, the cul a little apart on their right."""
    items = dice(COMBINATIONS[name], (-0.032, -0.008, 0.030))
    camera = camera_at((0.0, 0.0, HALF), -90.0, 62.0, 0.125, 32.0)
    return Picture(f"cdc.{name}", (Pane("tray", items, camera),), aspect=1.8, width=0.36)


# ---------------------------------------------------------------------------- L'Enculette
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


PICTURES = {
    **{f"cdc.{name}": (lambda name=name: combination(name)) for name in COMBINATIONS},
    **{f"enculette.{name}": (lambda name=name: ladder(name)) for name in LADDER},
}
