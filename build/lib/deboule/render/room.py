"""The tavern room round a table, as one mesh coloured per vertex: floor, walls, the sconces and
the light that the sconces, the sky and the lamp over the table throw on it. No GL here."""

from __future__ import annotations

import math

import numpy as np

from deboule.render.lighting import GROUND, LAMP_HEIGHT, LIGHT_COLOUR, SKY, tone_map
from deboule.render.shapes import pack

ROOM_HALF = 3.0
ROOM_HEIGHT = 3.0
SCONCE_COLOUR = np.array([1.0, 0.58, 0.24])


class _QuadBatch:
    """Quads with per-corner albedo (linear), lit and tone-mapped per vertex at the end."""

    def __init__(self) -> None:
        self.corners: list[np.ndarray] = []
        self.normals: list[np.ndarray] = []
        self.albedo: list[np.ndarray] = []
        self.emissive: list[bool] = []

    def add(self, corners, normal, albedo, emissive: bool = False) -> None:
        corners = np.asarray(corners, dtype=np.float64)
        normal = np.asarray(normal, dtype=np.float64)
        if np.cross(corners[1] - corners[0], corners[2] - corners[0]) @ normal < 0:
            corners = corners[::-1]
            albedo = np.asarray(albedo, dtype=np.float64).reshape(-1, 3)
            albedo = albedo[::-1] if len(albedo) == 4 else albedo
        self.corners.append(corners)
        self.normals.append(normal)
        self.albedo.append(np.broadcast_to(np.asarray(albedo, dtype=np.float64).reshape(-1, 3),
                                           (4, 3)))
        self.emissive.append(emissive)

    def mesh(self, light) -> np.ndarray:
        corners = np.stack(self.corners)  # (Q, 4, 3)
        normals = np.repeat(np.stack(self.normals)[:, None, :], 4, axis=1)
        albedo = np.stack(self.albedo)
        emissive = np.repeat(np.asarray(self.emissive)[:, None], 4, axis=1)
        flat_p, flat_n = corners.reshape(-1, 3), normals.reshape(-1, 3)
        linear = albedo.reshape(-1, 3) * light(flat_p, flat_n)
        linear = np.where(emissive.reshape(-1, 1), albedo.reshape(-1, 3), linear)
        display = tone_map(linear)
        order = np.array([0, 1, 2, 0, 2, 3])
        pos = corners[:, order].reshape(-1, 3)
        nrm = normals[:, order].reshape(-1, 3)
        col = display.reshape(-1, 4, 3)[:, order].reshape(-1, 3)
        return pack(pos, nrm, np.zeros((len(pos), 2)), col)


def _room_light(centre, floor_z: float, top_z: float, table_rect):
    """Per-vertex light of the room: the lamp's pool (hidden under the table), candle sconces on
    the walls, a dim warm ambient darker in corners and under the table."""
    cx, cy = centre
    lamp = np.array([cx, cy, top_z + LAMP_HEIGHT])
    sconces = sconce_positions(centre, floor_z)
    x0, y0, x1, y1 = table_rect

    def light(p: np.ndarray, n: np.ndarray) -> np.ndarray:
        to_lamp = lamp[None, :] - p
        d2 = np.einsum("ij,ij->i", to_lamp, to_lamp)
        cosine = np.clip(np.einsum("ij,ij->i", n, to_lamp) / np.sqrt(d2), 0.0, None)
        direct = 0.55 * LAMP_HEIGHT ** 2 * cosine / d2
        # the table top stands between the lamp and the floor below it
        t = np.clip((top_z - p[:, 2]) / np.maximum(lamp[2] - p[:, 2], 1e-6), 0.0, 1.0)
        q = p[:, :2] + (lamp[None, :2] - p[:, :2]) * t[:, None]
        inside = np.minimum(np.minimum(q[:, 0] - x0, x1 - q[:, 0]),
                            np.minimum(q[:, 1] - y0, y1 - q[:, 1]))
        below = p[:, 2] < top_z - 0.05
        direct *= np.where(below, 1.0 - _smooth(-0.05, 0.05, inside), 1.0)
        under = _smooth(-0.35, 0.35, np.minimum(
            np.minimum(p[:, 0] - (x0 - 0.08), (x1 + 0.08) - p[:, 0]),
            np.minimum(p[:, 1] - (y0 - 0.08), (y1 + 0.08) - p[:, 1])))
        wall_d = ROOM_HALF - np.maximum(np.abs(p[:, 0] - cx), np.abs(p[:, 1] - cy))
        height = p[:, 2] - floor_z
        ao = (1.0 - 0.55 * under * (p[:, 2] < floor_z + 0.01)) \
            * (1.0 - 0.35 * np.exp(-wall_d / 0.25)) \
            * (0.6 + 0.4 * _smooth(0.0, 0.5, height)) * (1.0 - 0.4 * _smooth(2.4, 3.0, height))
        up = np.clip(n[:, 2:3] * 0.5 + 0.5, 0.0, 1.0)
        ambient = (GROUND[None, :] * (1.0 - up) + SKY[None, :] * up) * 0.9 * ao[:, None]
        glow = np.zeros(len(p))
        for s in sconces:
            d = p - s[None, :]
            d[:, 2] *= 0.8
            glow += 0.8 * np.exp(-np.einsum("ij,ij->i", d, d) / 0.35)
        return (ambient + LIGHT_COLOUR[None, :] * direct[:, None]
                + SCONCE_COLOUR[None, :] * glow[:, None])

    return light


def _smooth(edge0: float, edge1: float, x) -> np.ndarray:
    t = np.clip((np.asarray(x, dtype=np.float64) - edge0) / (edge1 - edge0), 0.0, 1.0)
    return t * t * (3.0 - 2.0 * t)


def sconce_positions(centre, floor_z: float) -> list[np.ndarray]:
    """Candle sconces on the far wall and the two side walls."""
    cx, cy = centre
    z = floor_z + 1.3  # at the height of a seated drinker's eyes: seen past the table
    h = ROOM_HALF - 0.02
    return [np.array(v) for v in ((cx + h, cy - 1.35, z), (cx + h, cy + 1.35, z),
                                  (cx - 0.6, cy + h, z + 0.3), (cx - 0.6, cy - h, z + 0.3))]


def room(centre: tuple[float, float], floor_z: float, top_z: float,
         table_rect: tuple[float, float, float, float]) -> np.ndarray:
    """The tavern around a table: a floor of dark oak boards, four walls (skirting, panelling,
    a dado rail, plaster between timber posts, a beam), candle sconces; coloured per vertex with
    the room's light and tone-mapped (deboule/data/shaders/surface.frag ROOM draws the colour as it
    is).

    Per-vertex colour instead of textures: the room covers half the frame and a texture fetch
    per pixel is the costliest thing llvmpipe does."""
    rng = np.random.Generator(np.random.PCG64(5))
    cx, cy = centre
    h = ROOM_HALF
    batch = _QuadBatch()
    oak = np.array([0.19, 0.105, 0.05])
    # floor boards along x, 19 cm wide, staggered joints, bevelled edges (darker)
    width, joint, step = 0.19, 1.9, 0.75
    y = cy - h
    while y < cy + h - 1e-9:
        y1 = min(y + width, cy + h)
        offset = rng.uniform(0.0, joint)
        cuts = sorted({cx - h, cx + h, *[cx - h + offset + k * joint for k in range(-1, 5)
                                        if cx - h < cx - h + offset + k * joint < cx + h]})
        for a, b in zip(cuts, cuts[1:], strict=False):
            tint = oak * rng.uniform(0.7, 1.25) * np.array([1.0, rng.uniform(0.92, 1.05), 1.0])
            xs = np.linspace(a, b, max(2, int(math.ceil((b - a) / step)) + 1))
            for u0, u1 in zip(xs, xs[1:], strict=False):
                batch.add([(u0, y, floor_z), (u1, y, floor_z), (u1, y1, floor_z),
                           (u0, y1, floor_z)], (0, 0, 1), tint)
        y = y1
    # walls: far (+x), left (+y), near (-x), right (-y), each seen from inside
    walls = [((cx + h, cy - h), (cx + h, cy + h)), ((cx + h, cy + h), (cx - h, cy + h)),
             ((cx - h, cy + h), (cx - h, cy - h)), ((cx - h, cy - h), (cx + h, cy - h))]
    bands = [(0.0, 0.12, "skirting"), (0.12, 1.0, "panel"), (1.0, 1.07, "dado"),
             (1.07, 1.9, "plaster"), (1.9, 2.75, "plaster"), (2.75, 3.0, "beam")]
    plaster = np.array([0.52, 0.42, 0.30]) ** 2
    dark = np.array([0.11, 0.06, 0.03])
    for (ax, ay), (bx, by) in walls:
        a, b = np.array([ax, ay]), np.array([bx, by])
        along = (b - a) / np.linalg.norm(b - a)
        inward = np.array([cx, cy]) - (a + b) / 2
        inward = np.append(inward / np.linalg.norm(inward), 0.0)
        length = float(np.linalg.norm(b - a))
        for z0, z1, kind in bands:
            col_w = 0.25 if kind in ("panel", "plaster") else 0.5
            cols = np.arange(0.0, length + 1e-9, col_w)
            for s0, s1 in zip(cols, cols[1:], strict=False):
                p0, p1 = a + along * s0, a + along * s1
                corners = [(*p0, floor_z + z0), (*p1, floor_z + z0), (*p1, floor_z + z1),
                           (*p0, floor_z + z1)]
                centre_s = (s0 + s1) / 2
                post = abs(((centre_s + 0.5) % 2.0) - 1.0) > 0.88  # timber posts every 2 m
                if kind == "skirting":
                    albedo = dark * 0.8
                elif kind == "panel":
                    albedo = dark * rng.uniform(1.1, 1.6) * np.array([[0.75], [0.75], [1.0],
                                                                      [1.0]])
                elif kind == "dado":
                    albedo = dark * 1.7 * np.array([[0.7], [0.7], [1.2], [1.2]])
                elif kind == "beam":
                    albedo = dark * 0.7
                elif post:
                    albedo = dark * 0.9
                else:
                    albedo = plaster[None, :] * rng.uniform(0.78, 1.15, size=(4, 1))
                batch.add(corners, inward, albedo)
    for s in sconce_positions(centre, floor_z):
        inward = np.array([cx - s[0], cy - s[1], 0.0])
        inward[np.abs(inward) < ROOM_HALF * 0.9] = 0.0
        inward /= np.linalg.norm(inward)
        side = np.cross(inward, (0.0, 0.0, 1.0))
        base = s + inward * 0.005
        plate = [base - side * 0.05 - (0, 0, 0.09), base + side * 0.05 - (0, 0, 0.09),
                 base + side * 0.05 + (0, 0, 0.07), base - side * 0.05 + (0, 0, 0.07)]
        batch.add(plate, inward, np.array([0.05, 0.035, 0.02]), emissive=True)
        flame = base + inward * 0.004
        batch.add([flame - side * 0.018 - (0, 0, 0.01), flame + side * 0.018 - (0, 0, 0.01),
                   flame + side * 0.010 + (0, 0, 0.05), flame - side * 0.010 + (0, 0, 0.05)],
                  inward, np.array([2.6, 1.6, 0.7]), emissive=True)
    return batch.mesh(_room_light(centre, floor_z, top_z, table_rect))
