"""The light of the tavern, shared by the shaders (as uniforms) and by the numpy bakes.

One warm key light (a lamp high above the table, treated as directional for shadows), a warm
hemisphere for the light bounced by the room, and the lamp's pool: the room falls off into
the dark away from the table. Colours are linear (gamma 2.0, RENDERING R3); a filmic curve maps
them to the screen so that bright faces are compressed instead of clipped (never blown out).
"""

from __future__ import annotations

import numpy as np

# Unit vector towards the key light: high, from the far-left corner seen from the thrower, so
# shadows fall towards the near-right (visible from the thrower's view). RENDERING R4.
LIGHT_DIR = np.array([0.35, 0.55, 1.0]) / np.linalg.norm([0.35, 0.55, 1.0])
LIGHT_COLOUR = np.array([1.36, 1.24, 1.06])  # warm lamp
SKY = np.array([0.34, 0.31, 0.28])  # ambient from above (ceiling, lamp bounce)
GROUND = np.array([0.16, 0.125, 0.095])  # ambient from below (the table, the floor)
EXPOSURE = 0.95
# share of a lit table's irradiance that comes from the key light (a piece's shadow on a baked
# surface removes that share)
SUN_SHARE = 0.72
# the lamp of the room, above the table's centre, for the pool of light on floor and walls
LAMP_HEIGHT = 1.45
# screen brightness left where a piece shades a baked or prelit surface (their colours are
# already on the screen's scale), and the lamp's highlight colour on screen
SHADE = 0.52
HIGHLIGHT = (1.0, 0.90, 0.74)


def ambient(normals: np.ndarray) -> np.ndarray:
    """Hemisphere ambient irradiance for unit normals (N, 3) -> (N, 3)."""
    up = np.clip(normals[:, 2:3] * 0.5 + 0.5, 0.0, 1.0)
    return GROUND[None, :] * (1.0 - up) + SKY[None, :] * up


def prelit(normals: np.ndarray, occlusion: np.ndarray | float = 1.0,
           sun: np.ndarray | float = 1.0) -> np.ndarray:
    """Diffuse irradiance baked into vertices: ambient x occlusion + key light x n.l x sun.

    occlusion, sun: per-vertex factors in 0..1 (ambient occlusion, key-light visibility).
    """
    n_dot_l = np.clip(normals @ LIGHT_DIR, 0.0, None)[:, None]
    occ = np.broadcast_to(np.asarray(occlusion, dtype=np.float64), (len(normals),))[:, None]
    vis = np.broadcast_to(np.asarray(sun, dtype=np.float64), (len(normals),))[:, None]
    return ambient(normals) * occ + LIGHT_COLOUR[None, :] * n_dot_l * vis


def prelit_screen(normals: np.ndarray, albedo_mean: np.ndarray, occlusion=1.0,
                  sun=1.0) -> np.ndarray:
    """Per-vertex factor k such that a texel of screen colour g (the wood tile) shows as g * k:
    the light and the filmic curve applied to the texture's mean albedo (linear) here, once,
    instead of per pixel (the curve is smooth, the grain varies little around its mean)."""
    mean = np.broadcast_to(np.asarray(albedo_mean, dtype=np.float64), (len(normals), 3))
    linear = prelit(normals, occlusion, sun) * mean
    return tone_map(linear) / np.sqrt(mean)


def tone_map(linear: np.ndarray) -> np.ndarray:
    """The filmic curve of deboule/data/shaders/common.glsl (Narkowicz's ACES fit on the brightest
    channel, the colour scaled with it), then gamma 2.0. (..., 3) linear -> (..., 3) screen,
    0..1."""
    linear = np.asarray(linear, dtype=np.float64)
    x = np.maximum(linear.max(axis=-1, keepdims=True) * EXPOSURE, 1e-5)
    mapped = (x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14)
    return np.sqrt(np.clip(linear * (EXPOSURE * mapped / x), 0.0, 1.0))


def uniforms() -> dict[str, object]:
    """The lighting uniforms every lit program takes."""
    return {
        "u_light_dir": tuple(float(v) for v in LIGHT_DIR),
        "u_light_colour": tuple(float(v) for v in LIGHT_COLOUR),
        "u_sky": tuple(float(v) for v in SKY),
        "u_ground": tuple(float(v) for v in GROUND),
        "u_exposure": EXPOSURE,
        "u_sun_share": SUN_SHARE,
        "u_shade": SHADE,
        "u_highlight": HIGHLIGHT,
    }
