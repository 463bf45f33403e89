"""Reading rendered images back: colour classes and patches around projected points.

Used by the rendering tests and handy for end-to-end screenshot checks.
"""

from __future__ import annotations

import numpy as np


def colour_mask(image: np.ndarray, name: str) -> np.ndarray:
    """Boolean mask of the pixels that look like the named piece colour (loose, shade-proof)."""
    rgb = image[..., :3].astype(np.float64)
    r, g, b = rgb[..., 0], rgb[..., 1], rgb[..., 2]
    if name == "red":
        return (r > 60) & (r > 2.2 * g) & (r > 2.2 * b)
    if name == "blue":
        return (b > 50) & (b > 1.6 * r) & (b > 1.3 * g)
    if name == "green":
        return (g > 50) & (g > 1.5 * r) & (g > 1.3 * b)
    if name == "yellow":
        return (r > 90) & (g > 0.75 * r) & (b < 0.45 * g)
    if name == "pink":
        return (r > 120) & (b > 0.55 * r) & (g < 0.85 * r) & (g > 0.45 * r) & (b > g)
    if name == "ivory":  # warm under the tavern's lamp
        return (r > 150) & (g > 0.85 * r) & (b > 0.68 * r) & (b < 0.98 * r)
    raise ValueError(f"no colour class for {name!r}")


def patch(image: np.ndarray, pixel, radius: int) -> np.ndarray:
    """The square of pixels within `radius` of (x, y) (top-left origin), clipped to the image."""
    height, width = image.shape[:2]
    x, y = int(round(float(pixel[0]))), int(round(float(pixel[1])))
    return image[max(y - radius, 0) : min(y + radius + 1, height),
                 max(x - radius, 0) : min(x + radius + 1, width)]


def colour_fraction(image: np.ndarray, pixel, radius: int, name: str) -> float:
    """Share of the patch around `pixel` that has the named colour."""
    region = patch(image, pixel, radius)
    if region.size == 0:
        return 0.0
    return float(colour_mask(region, name).mean())


def luminance(image: np.ndarray, pixel, radius: int = 2) -> float:
    """Mean Rec. 709 luma of the patch around `pixel`."""
    region = patch(image, pixel, radius).astype(np.float64)
    return float((region @ np.array([0.2126, 0.7152, 0.0722])).mean())
