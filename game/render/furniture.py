"""The static scene as numpy meshes: the Déboulé table (bevelled rails, bullnose edge, apron,
turned legs), the Cul de Chouette piste on a tavern table, the room around them, and the
turned DéTours. No GL here.

Vertices are the renderer's 11 floats: position, normal, uv, colour. Two kinds of static parts:
- *baked* surfaces (table top, felt): uv addresses a texture baked once by shaders/bake.frag
  that holds the surface's colour with its light and ambient occlusion;
- *prelit* parts (rails, edges, legs, walls of the piste): uv addresses the wood grain tile
  (one unit = one tile, ~26 cm) and colour is the wood's stain times the diffuse light baked per
  vertex (game.render.lighting.prelit), so the runtime shader fetches one texture;
- the *room* is coloured per vertex and needs no texture at all.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from game.render.lighting import (
    GROUND,
    LAMP_HEIGHT,
    LIGHT_COLOUR,
    SKY,
    prelit_screen,
    tone_map,
)
from physics.tables import DebouleTable, TraySpec

GRAIN_TILE_METRES = 0.256  # one wood tile on the ground, see textures.wood_texture

# Déboulé table (RULINGS D2): the physics' own sizes (assets/deboule_table.json)
_TABLE = DebouleTable.load()
LENGTH, HALF_W = _TABLE.length, _TABLE.width / 2
RAIL_H, RAIL_T = _TABLE.rail_height, _TABLE.rail_thickness
SLAB = 0.035  # thickness of the top
TABLE_HEIGHT = 0.76  # floor to playing surface
# the Cul de Chouette piste: its inside and wall height are the physics' (physics.tables.TraySpec);
# the wall and base are drawn 12 mm thick, outward of where the dice bounce (a look, not a size)
_TRAY = TraySpec()
TRAY_HX, TRAY_HY, TRAY_WALL_H = _TRAY.length / 2, _TRAY.width / 2, _TRAY.wall_height
TRAY_WALL_T, TRAY_BASE = 0.012, 0.012
TAVERN_HX, TAVERN_HY = 0.80, 0.46  # the table the piste stands on
ROOM_HALF = 3.0
ROOM_HEIGHT = 3.0
SCONCE_COLOUR = np.array([1.0, 0.58, 0.24])

# wood stains (multiply the grain tile's albedo)
STAIN_RAIL = (0.62, 0.50, 0.42)
STAIN_FRAME = (0.50, 0.40, 0.33)
STAIN_TOWER = (1.02, 0.90, 0.74)


@dataclass(frozen=True)
class Surface:
    """A rectangle of a baked texture: which surface recipe, the world rectangle it covers."""

    recipe: str
    rect: tuple[float, float, float, float]  # x0, y0, x1, y1 (world), or (0, 0, perimeter, h)
    size: tuple[int, int]  # texture size at high quality


@dataclass(frozen=True)
class TableScene:
    """Everything static of one table: meshes by shading kind, and the surfaces to bake."""

    name: str
    baked: dict[str, np.ndarray]  # surface name -> mesh (uv in 0..1 of that surface)
    surfaces: dict[str, Surface]
    prelit: np.ndarray  # every prelit wooden part, one mesh
    casters: np.ndarray  # static parts that cast shadows on the pieces (rails, piste walls)
    room: np.ndarray  # floor and walls, coloured per vertex (display colours)
    room_centre: tuple[float, float]
    floor_z: float
    top_z: float  # the table's surface under the room's lamp


# ---------------------------------------------------------------- mesh helpers


def _pack(pos, nrm, uv, col) -> np.ndarray:
    pos = np.asarray(pos, dtype=np.float64).reshape(-1, 3)
    n = len(pos)
    parts = [pos, np.broadcast_to(np.asarray(nrm, float).reshape(-1, 3), (n, 3)),
             np.broadcast_to(np.asarray(uv, float).reshape(-1, 2), (n, 2)),
             np.broadcast_to(np.asarray(col, float).reshape(-1, 3), (n, 3))]
    return np.hstack(parts).astype(np.float32)


def quad(corners, normal, uvs, colour=(1.0, 1.0, 1.0)) -> np.ndarray:
    """Two triangles of a planar quad given counter-clockwise (seen from the normal side)."""
    corners = np.asarray(corners, dtype=np.float64)
    uvs = np.asarray(uvs, dtype=np.float64)
    order = (0, 1, 2, 0, 2, 3)
    return _pack(corners[list(order)], normal, uvs[list(order)], colour)


def grid_quad(origin, axis_u, axis_v, steps: tuple[int, int], normal,
              uv_of: Callable[[np.ndarray], np.ndarray]) -> np.ndarray:
    """A planar quad subdivided steps[0] x steps[1] (for per-vertex light that varies)."""
    origin, axis_u, axis_v = (np.asarray(a, dtype=np.float64) for a in (origin, axis_u, axis_v))
    su = np.linspace(0.0, 1.0, steps[0] + 1)
    sv = np.linspace(0.0, 1.0, steps[1] + 1)
    rows = []
    for i in range(steps[0]):
        for j in range(steps[1]):
            c = [origin + axis_u * su[a] + axis_v * sv[b]
                 for a, b in ((i, j), (i + 1, j), (i + 1, j + 1), (i, j + 1))]
            rows.append(quad(c, normal, uv_of(np.array(c))))
    return np.concatenate(rows)


def _profile_normals(points: np.ndarray, crease_deg: float = 40.0, left: bool = False):
    """Per-segment end normals of a 2-D polyline, smooth across joints flatter than
    `crease_deg`. The outside is on the right of the direction of travel (the tangent turned by
    -90°), or on its left with `left`. Returns (n_start, n_end) arrays per segment."""
    tangents = np.diff(points, axis=0)
    lengths = np.linalg.norm(tangents, axis=1, keepdims=True)
    tangents = tangents / np.maximum(lengths, 1e-12)
    seg_normals = np.stack([tangents[:, 1], -tangents[:, 0]], axis=1)
    if left:
        seg_normals = -seg_normals
    starts, ends = seg_normals.copy(), seg_normals.copy()
    cos_crease = math.cos(math.radians(crease_deg))
    for k in range(len(seg_normals) - 1):
        a, b = seg_normals[k], seg_normals[k + 1]
        if float(a @ b) > cos_crease:
            mean = (a + b) / np.linalg.norm(a + b)
            ends[k] = mean
            starts[k + 1] = mean
    return starts, ends


def lathe(profile: Sequence[tuple[float, float]], segments: int = 28,
          crease_deg: float = 40.0) -> np.ndarray:
    """A surface of revolution about z from a profile of (radius, z) points, bottom to top.

    uv: u along the axis (grain runs up a turned piece), v around; in grain-tile units.
    """
    pts = np.asarray(profile, dtype=np.float64)
    # bottom to top with the axis on the left: the outside is on the right
    starts, ends = _profile_normals(pts, crease_deg)
    angles = np.linspace(0.0, 2.0 * math.pi, segments + 1)
    rows = []
    arc = np.concatenate([[0.0], np.cumsum(np.linalg.norm(np.diff(pts, axis=0), axis=1))])
    for k in range(len(pts) - 1):
        (r0, z0), (r1, z1) = pts[k], pts[k + 1]
        if abs(r0 - r1) < 1e-12 and abs(z0 - z1) < 1e-12:
            continue
        n0, n1 = starts[k], ends[k]
        for s in range(segments):
            a, b = angles[s], angles[s + 1]
            ca, sa, cb, sb = math.cos(a), math.sin(a), math.cos(b), math.sin(b)
            corners = [(r0 * ca, r0 * sa, z0), (r0 * cb, r0 * sb, z0),
                       (r1 * cb, r1 * sb, z1), (r1 * ca, r1 * sa, z1)]
            normals = [(n0[0] * ca, n0[0] * sa, n0[1]), (n0[0] * cb, n0[0] * sb, n0[1]),
                       (n1[0] * cb, n1[0] * sb, n1[1]), (n1[0] * ca, n1[0] * sa, n1[1])]
            around = 0.045 / GRAIN_TILE_METRES
            uvs = [(arc[k] / GRAIN_TILE_METRES * 2.0, a * around),
                   (arc[k] / GRAIN_TILE_METRES * 2.0, b * around),
                   (arc[k + 1] / GRAIN_TILE_METRES * 2.0, b * around),
                   (arc[k + 1] / GRAIN_TILE_METRES * 2.0, a * around)]
            for idx in (0, 1, 2, 0, 2, 3):
                rows.append(_pack(corners[idx], normals[idx], uvs[idx], (1.0, 1.0, 1.0)))
        # a flat cap closing a profile that ends on the axis is given as a point at r=0
    return np.concatenate(rows)


def extrude(profile: Sequence[tuple[float, float]], start, end, side, crease_deg: float = 40.0,
            caps: bool = True, outside_left: bool = True, cap_extra=()) -> np.ndarray:
    """A profile of (w, z) points swept from `start` to `end` (world), w along `side`.

    The outside of the profile is on the left of its direction of travel (as rounded_profile
    draws it: the body on the right), or on its right with outside_left=False. uv: u along the
    sweep (grain), v along the profile; in grain-tile units. With caps, both ends are closed
    (by a fan over the profile and the `cap_extra` points, which must keep it star-shaped).
    """
    start, end, side = (np.asarray(v, dtype=np.float64) for v in (start, end, side))
    up = np.array([0.0, 0.0, 1.0])
    pts = np.asarray(profile, dtype=np.float64)
    starts, ends = _profile_normals(pts, crease_deg, left=outside_left)
    length = float(np.linalg.norm(end - start))
    arc = np.concatenate([[0.0], np.cumsum(np.linalg.norm(np.diff(pts, axis=0), axis=1))])
    rows = []
    u0, u1 = 0.0, length / GRAIN_TILE_METRES
    for k in range(len(pts) - 1):
        (w0, z0), (w1, z1) = pts[k], pts[k + 1]
        p0, p1 = side * w0 + up * z0, side * w1 + up * z1
        n0 = side * starts[k][0] + up * starts[k][1]
        n1 = side * ends[k][0] + up * ends[k][1]
        v0, v1 = arc[k] / GRAIN_TILE_METRES, arc[k + 1] / GRAIN_TILE_METRES
        corners = [start + p0, end + p0, end + p1, start + p1]
        normals = [n0, n0, n1, n1]
        uvs = [(u0, v0), (u1, v0), (u1, v1), (u0, v1)]
        # keep counter-clockwise winding seen from outside
        face_n = np.cross(corners[1] - corners[0], corners[2] - corners[0])
        order = (0, 1, 2, 0, 2, 3) if face_n @ (n0 + n1) > 0 else (0, 2, 1, 0, 3, 2)
        for idx in order:
            rows.append(_pack(corners[idx], normals[idx], uvs[idx], (1.0, 1.0, 1.0)))
    if caps:
        direction = (end - start) / max(length, 1e-12)
        outline = np.vstack([pts, np.asarray(cap_extra, dtype=np.float64).reshape(-1, 2),
                             pts[:1]])
        centre = outline[:-1].mean(axis=0)
        for origin, normal in ((start, -direction), (end, direction)):
            c = origin + side * centre[0] + up * centre[1]
            for k in range(len(outline) - 1):
                a = origin + side * outline[k][0] + up * outline[k][1]
                b = origin + side * outline[k + 1][0] + up * outline[k + 1][1]
                tri = [c, a, b]
                if np.cross(a - c, b - c) @ normal < 0:
                    tri = [c, b, a]
                for p in tri:
                    rows.append(_pack(p, normal, ((p @ side) / GRAIN_TILE_METRES,
                                                  p[2] / GRAIN_TILE_METRES), (1.0, 1.0, 1.0)))
    return np.concatenate(rows)


def rounded_profile(width: float, bottom: float, top: float, radius: float,
                    steps: int = 4) -> list[tuple[float, float]]:
    """(w, z) outline of a rail: inner face at w=0 up to a rounded top, outer face at w=width.

    Runs from the inner bottom, up, over the top, down the outer face: outward normals on the
    right-hand side of the direction of travel (as _profile_normals wants).
    """
    pts = [(0.0, bottom), (0.0, top - radius)]
    for k in range(1, steps + 1):
        a = math.pi - (math.pi / 2) * k / steps  # 180° -> 90°
        pts.append((radius + radius * math.cos(a), top - radius + radius * math.sin(a)))
    pts.append((width - radius, top))
    for k in range(1, steps + 1):
        a = math.pi / 2 - (math.pi / 2) * k / steps  # 90° -> 0°
        pts.append((width - radius + radius * math.cos(a), top - radius + radius * math.sin(a)))
    pts.append((width, bottom))
    return pts


def _grain_mean() -> np.ndarray:
    from game.render.textures import wood_texture

    tile = wood_texture().reshape(-1, 3).astype(np.float64) / 255.0
    return (tile * tile).mean(axis=0)


def tint(mesh: np.ndarray, stain, occlusion: Callable[[np.ndarray], np.ndarray] | None = None,
         sun: Callable[[np.ndarray], np.ndarray] | None = None, wear: float = 0.0) -> np.ndarray:
    """Bake the stain and the diffuse light, tone-mapped, into the colour of a prelit mesh
    (copy): the shader shows the grain tile's texel times this colour. wear: how much paler the
    stain gets where hands rub (the rounded tops of rails: normals turned up, not flat)."""
    out = mesh.copy()
    positions, normals = out[:, 0:3].astype(np.float64), out[:, 3:6].astype(np.float64)
    normals /= np.maximum(np.linalg.norm(normals, axis=1, keepdims=True), 1e-12)
    occ = occlusion(positions) if occlusion is not None else 1.0
    vis = sun(positions) if sun is not None else 1.0
    stain = np.broadcast_to(np.asarray(stain, dtype=np.float64), (len(normals), 3))
    if wear:
        rubbed = np.clip(normals[:, 2], 0.0, 1.0) * (1.0 - np.clip(normals[:, 2], 0.0, 1.0)) * 4
        stain = stain * (1.0 + wear * rubbed[:, None]) + 0.04 * wear * rubbed[:, None]
    mean = _grain_mean()[None, :] * stain ** 2
    factor = prelit_screen(normals, mean, occ, vis) * stain
    out[:, 8:11] = factor.astype(np.float32)
    return out


def _flip_uv(mesh: np.ndarray) -> np.ndarray:
    out = mesh.copy()
    out[:, [6, 7]] = out[:, [7, 6]]
    return out


# ---------------------------------------------------------------- turned pieces


def tower_profile() -> list[tuple[float, float]]:
    """A DéTour turned on a lathe: (radius, z) as fractions of the physics radius and height
    (unit cylinder: r <= 1, z in -0.5..0.5); a flat top for a chapeauted déboule."""
    r = [
        (0.0, -0.5), (0.96, -0.5), (1.0, -0.49), (1.0, -0.43), (0.96, -0.41), (0.86, -0.40),
        (0.84, -0.37), (0.90, -0.35), (0.92, -0.33), (0.90, -0.31), (0.82, -0.29),
        (0.80, -0.20), (0.78, 0.10), (0.80, 0.24), (0.86, 0.27), (0.92, 0.29), (0.92, 0.31),
        (0.86, 0.33), (0.80, 0.35), (0.82, 0.40), (0.90, 0.44), (0.92, 0.47), (0.90, 0.49),
        (0.86, 0.5), (0.0, 0.5),
    ]
    return r


def tower_mesh(segments: int = 18) -> np.ndarray:
    """The unit turned tower (radius 1, height 1, centred), uv in grain tiles of a 3 cm piece."""
    return lathe(tower_profile(), segments, crease_deg=50.0)


def _leg_profile(height: float, radius: float) -> list[tuple[float, float]]:
    """A turned table leg from the floor (z=0) to `height`, fractions of `radius`."""
    f = [(0.0, 0.0), (0.70, 0.0), (0.78, 0.02), (0.80, 0.06), (0.62, 0.10), (0.55, 0.30),
         (0.62, 0.55), (0.80, 0.60), (0.85, 0.63), (0.78, 0.66), (0.70, 0.70), (1.0, 0.74),
         (1.0, 1.0), (0.0, 1.0)]
    return [(radius * a, height * b) for a, b in f]


def _legs(corners, floor_z: float, top_z: float, radius: float = 0.034) -> np.ndarray:
    leg = lathe(_leg_profile(top_z - floor_z, radius), 16, crease_deg=50.0)
    parts = []
    for x, y in corners:
        part = leg.copy()
        part[:, 0] += x
        part[:, 1] += y
        part[:, 2] += floor_z
        parts.append(part)
    return np.concatenate(parts)


def _apron(x0, y0, x1, y1, z_top, depth, thickness=0.022) -> np.ndarray:
    """Boards under a table top, around the rectangle (x0, y0)-(x1, y1)."""
    z0 = z_top - depth
    parts = []
    for (a, b, side) in (((x0, y0), (x1, y0), (0, -1)), ((x1, y1), (x0, y1), (0, 1)),
                         ((x1, y0), (x1, y1), (1, 0)), ((x0, y1), (x0, y0), (-1, 0))):
        side = np.array([*side, 0.0])
        prof = [(-thickness, z0), (0.0, z0), (0.0, z_top)]  # bottom then outer face
        parts.append(extrude(prof, (*a, 0.0), (*b, 0.0), side, caps=False,
                             outside_left=False))
    return np.concatenate(parts)


# ---------------------------------------------------------------- the room


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
        return _pack(pos, nrm, np.zeros((len(pos), 2)), col)


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
    the room's light and tone-mapped (shaders/surface.frag ROOM draws the colour as it is).

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


# ---------------------------------------------------------------- the two tables


def _baked_grid(lo, hi, rect, z: float, steps: tuple[int, int]) -> np.ndarray:
    """A flat upward grid from lo to hi (x, y) whose uv maps `rect` to 0..1 (its bake)."""
    x0, y0, x1, y1 = rect

    def uv_of(corners: np.ndarray) -> np.ndarray:
        return np.stack([(corners[:, 0] - x0) / (x1 - x0), (corners[:, 1] - y0) / (y1 - y0)],
                        axis=1)

    return grid_quad((lo[0], lo[1], z), (hi[0] - lo[0], 0.0, 0.0), (0.0, hi[1] - lo[1], 0.0),
                     steps, (0.0, 0.0, 1.0), uv_of)


def _rail_occlusion(positions: np.ndarray) -> np.ndarray:
    """Ambient occlusion of the rails' faces: darker low on the inner faces (the table top and
    the other pieces hide the sky there)."""
    z = positions[:, 2]
    return 0.55 + 0.45 * np.clip(z / RAIL_H, 0.0, 1.0)


def deboule_scene() -> TableScene:
    length, half_w, rail_h, rail_t = LENGTH, HALF_W, RAIL_H, RAIL_T
    end = length + rail_t
    nose = 0.008  # the rounded front edge, see _front_edge
    # a fine grid: the varnish highlight is lit per vertex (shaders/static.vert)
    top = _baked_grid((nose, -half_w - rail_t), (end, half_w + rail_t),
                      (0.0, -half_w - rail_t, end, half_w + rail_t), 0.0, (48, 24))
    rail_profile = rounded_profile(rail_t, -SLAB, rail_h, 0.006)
    # the inner faces stop at the playing surface (z=0): the outer faces run down the slab
    rail_profile[0] = (0.0, 0.0)
    foot = [(0.0, -SLAB)]  # the ends of the rails are closed down to the slab's bottom
    rails = [
        # left (+y) rail: inner face at y=+half_w facing -y
        extrude(rail_profile, (0.0, half_w, 0.0), (end, half_w, 0.0), (0.0, 1.0, 0.0),
                cap_extra=foot),
        extrude(rail_profile, (end, -half_w, 0.0), (0.0, -half_w, 0.0), (0.0, -1.0, 0.0),
                cap_extra=foot),
        extrude(rail_profile, (length, half_w, 0.0), (length, -half_w, 0.0), (1.0, 0.0, 0.0),
                cap_extra=foot),
    ]
    rails = np.concatenate(rails)
    # the open near end: a bullnose on the slab's front edge (x = 0)
    front = _front_edge(half_w + rail_t)
    apron = _apron(0.04, -half_w + 0.02, end - 0.04, half_w - 0.02, -SLAB, 0.09)
    legs = _legs([(0.07, -half_w + 0.05), (0.07, half_w - 0.05), (end - 0.07, -half_w + 0.05),
                  (end - 0.07, half_w - 0.05)], -TABLE_HEIGHT, -SLAB - 0.005)
    rails = tint(rails, STAIN_RAIL, _rail_occlusion, wear=0.35)
    prelit_parts = np.concatenate([
        tint(front, STAIN_RAIL, wear=0.5),
        tint(_flip_uv(apron), STAIN_FRAME, lambda p: np.full(len(p), 0.8)),
        tint(legs, STAIN_FRAME, lambda p: 0.45 + 0.55 * np.clip(
            (p[:, 2] + TABLE_HEIGHT) / TABLE_HEIGHT, 0.0, 1.0) ** 0.5),
    ])
    centre = (0.6, 0.0)
    surfaces = {"top": Surface("deboule_top", (0.0, -half_w - rail_t, end, half_w + rail_t),
                               (2048, 1024))}
    rect = (0.0, -half_w - rail_t, end, half_w + rail_t)
    return TableScene("deboule", {"top": top}, surfaces, prelit_parts, rails,
                      room(centre, -TABLE_HEIGHT, 0.0, rect), centre, -TABLE_HEIGHT, 0.0)


def _front_edge(half_width: float) -> np.ndarray:
    """The slab's rounded front edge at the open near end (x = 0), across the whole width."""
    radius = 0.008
    pts = []
    for k in range(7):
        a = (math.pi / 2) * k / 6  # 0 -> 90°: from the top surface round to the front face
        pts.append((radius * math.sin(a), -radius + radius * math.cos(a)))
    pts.append((radius, -SLAB))
    # (w, z) with w growing towards -x from x = radius: top at x = radius, front face at x = 0
    profile = [(w, z) for w, z in pts]
    return extrude(profile, (radius, half_width, 0.0), (radius, -half_width, 0.0),
                   (-1.0, 0.0, 0.0), caps=False)


def tray_scene() -> TableScene:
    hx, hy, wall_h, wall_t, base = TRAY_HX, TRAY_HY, TRAY_WALL_H, TRAY_WALL_T, TRAY_BASE
    felt = _baked_grid((-hx, -hy), (hx, hy), (-hx, -hy, hx, hy), 0.0, (12, 8))
    profile = rounded_profile(wall_t, -base, wall_h, 0.004)
    profile[0] = (0.0, 0.0)
    walls = np.concatenate([
        extrude(profile, (-hx - wall_t, hy, 0.0), (hx + wall_t, hy, 0.0), (0.0, 1.0, 0.0)),
        extrude(profile, (hx + wall_t, -hy, 0.0), (-hx - wall_t, -hy, 0.0), (0.0, -1.0, 0.0)),
        extrude(profile, (hx, hy, 0.0), (hx, -hy, 0.0), (1.0, 0.0, 0.0)),
        extrude(profile, (-hx, -hy, 0.0), (-hx, hy, 0.0), (-1.0, 0.0, 0.0)),
    ])
    top_z = -base
    tavern_rect = (-TAVERN_HX, -TAVERN_HY, TAVERN_HX, TAVERN_HY)
    tavern = _baked_grid(tavern_rect[:2], tavern_rect[2:], tavern_rect, top_z, (40, 24))
    edge_profile = [(0.0, top_z), (0.006, top_z - 0.002), (0.008, top_z - 0.008),
                    (0.008, top_z - 0.04)]
    edges = []
    for a, b, side in (((-TAVERN_HX, -TAVERN_HY), (TAVERN_HX, -TAVERN_HY), (0, -1)),
                       ((TAVERN_HX, TAVERN_HY), (-TAVERN_HX, TAVERN_HY), (0, 1)),
                       ((TAVERN_HX, -TAVERN_HY), (TAVERN_HX, TAVERN_HY), (1, 0)),
                       ((-TAVERN_HX, TAVERN_HY), (-TAVERN_HX, -TAVERN_HY), (-1, 0))):
        edges.append(extrude(edge_profile, (*a, 0.0), (*b, 0.0), (*side, 0.0), caps=False))
    floor_z = top_z - TABLE_HEIGHT
    apron = _apron(-TAVERN_HX + 0.06, -TAVERN_HY + 0.06, TAVERN_HX - 0.06, TAVERN_HY - 0.06,
                   top_z - 0.04, 0.09)
    legs = _legs([(sx * (TAVERN_HX - 0.09), sy * (TAVERN_HY - 0.09))
                  for sx in (-1, 1) for sy in (-1, 1)], floor_z, top_z - 0.045)
    walls = tint(walls, STAIN_RAIL, lambda p: 0.7 + 0.3 * np.clip(p[:, 2] / wall_h, 0.0, 1.0))
    prelit_parts = np.concatenate([
        tint(np.concatenate(edges), STAIN_FRAME),
        tint(_flip_uv(apron), STAIN_FRAME, lambda p: np.full(len(p), 0.8)),
        tint(legs, STAIN_FRAME, lambda p: 0.45 + 0.55 * np.clip(
            (p[:, 2] - floor_z) / TABLE_HEIGHT, 0.0, 1.0) ** 0.5),
    ])
    surfaces = {
        "felt": Surface("felt", (-hx, -hy, hx, hy), (512, 342)),
        "tavern": Surface("tavern_top", (-TAVERN_HX, -TAVERN_HY, TAVERN_HX, TAVERN_HY),
                          (2048, 1178)),
    }
    rect = (-TAVERN_HX, -TAVERN_HY, TAVERN_HX, TAVERN_HY)
    return TableScene("tray", {"felt": felt, "tavern": tavern}, surfaces, prelit_parts, walls,
                      room((0.0, 0.0), floor_z, top_z, rect), (0.0, 0.0), floor_z, top_z)


SCENES = {"deboule": deboule_scene, "tray": tray_scene}
