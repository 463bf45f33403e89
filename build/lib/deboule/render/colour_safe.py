"""The colour-blind-safe look of the pieces (a setting, issue 13): the déboules' colours
replaced by a set told apart without hue alone, each with its own pattern. The renderer draws
the pieces so and the large-print faces (deboule/screens/big_face.py) show them so."""

from __future__ import annotations

# The colour-blind-safe set (Okabe & Ito) and the pattern that goes with each déboule colour:
# 1 stripes, 2 dots, 3 checks, 4 plain (deboule/data/shaders/piece.frag).
COLOUR_SAFE = {
    "red": ((0.84, 0.37, 0.0), 1.0),
    "blue": ((0.0, 0.45, 0.70), 2.0),
    "green": ((0.0, 0.62, 0.45), 3.0),
    "yellow": ((0.94, 0.89, 0.26), 4.0),
}


def piece_look(item, colour_safe: bool) -> tuple[tuple[float, float, float], float]:
    """(sRGB body colour, pattern) of a drawn piece (deboule.render.Drawable), in the
    colour-blind-safe set when `colour_safe` (only a déboule of one of its colours changes)."""
    if colour_safe and item.kind == "deboule" and isinstance(item.colour, str):
        safe = COLOUR_SAFE.get(item.colour)
        if safe is not None:
            return safe
    return item.rgb, 0.0
