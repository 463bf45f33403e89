"""Cul de Chouette's pictures for the rules screen, with the real dice of the tray (the piste):
each combination, the two chouettes side by side and the cul a little apart."""

from __future__ import annotations

from game.render.illustrations import HALF, Pane, Picture, camera_at, dice

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


PICTURES = {f"cdc.{name}": (lambda name=name: combination(name)) for name in COMBINATIONS}
