"""The static scene as numpy meshes: the Déboulé table (bevelled rails, bullnose edge, apron,
turned legs), the Cul de Chouette piste on a tavern table, the room around them, and the
turned DéTours (the building blocks: deboule/render/shapes.py; the room: deboule/render/room.py). No
GL here.

Vertices are the renderer's 11 floats: position, normal, uv, colour. Two kinds of static parts:
- *baked* surfaces (table top, felt): uv addresses a texture baked once by
deboule/data/shaders/bake.frag
  that holds the surface's colour with its light and ambient occlusion;
- *prelit* parts (rails, edges, legs, walls of the piste): uv addresses the wood grain tile
  (one unit = one tile, ~26 cm) and colour is the wood's stain times the diffuse light baked per
  vertex (deboule.render.lighting.prelit), so the runtime shader fetches one texture;
- the *room* is coloured per vertex and needs no texture at all.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from deboule.physics.tables import DebouleTable, TraySpec
from deboule.render.room import room
from deboule.render.shapes import (
    extrude,
    flip_uv,
    grid_quad,
    lathe,
    rounded_profile,
    tint,
)

# Déboulé table (RULINGS D2): the physics' own sizes (deboule/data/assets/deboule_table.json)
_TABLE = DebouleTable.load()
LENGTH, HALF_W = _TABLE.length, _TABLE.width / 2
RAIL_H, RAIL_T = _TABLE.rail_height, _TABLE.rail_thickness
SLAB = 0.035  # thickness of the top
TABLE_HEIGHT = 0.76  # floor to playing surface
# the Cul de Chouette piste: its inside and wall height are the physics'
# (deboule.physics.tables.TraySpec); the wall and base are drawn 12 mm thick, outward of where the
# dice bounce (a look, not a size)
_TRAY = TraySpec()
TRAY_HX, TRAY_HY, TRAY_WALL_H = _TRAY.length / 2, _TRAY.width / 2, _TRAY.wall_height
TRAY_WALL_T, TRAY_BASE = 0.012, 0.012
TAVERN_HX, TAVERN_HY = 0.80, 0.46  # the table the piste stands on

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
    # a grid: the varnish highlight is lit per vertex (deboule/data/shaders/static.vert). 24 x 12
    # cells of about 5 cm: rendered from 16 orbit views, 48 x 24 differed in 9 pixels of 3.7
    # million, and each triangle costs llvmpipe set-up work (a fifth of the table's raster at 48 x
    # 24)
    top = _baked_grid((nose, -half_w - rail_t), (end, half_w + rail_t),
                      (0.0, -half_w - rail_t, end, half_w + rail_t), 0.0, (24, 12))
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
        tint(flip_uv(apron), STAIN_FRAME, lambda p: np.full(len(p), 0.8)),
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
        tint(flip_uv(apron), STAIN_FRAME, lambda p: np.full(len(p), 0.8)),
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
