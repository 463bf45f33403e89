"""Mesh building blocks for the static scene, as numpy arrays of the renderer's 11 floats
(position, normal, uv, colour): quads and grids, lathed and extruded profiles, rounded
profiles, and the wood's stain and wear. No GL here."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import numpy as np

from deboule.render.lighting import prelit_screen
from deboule.render.textures import wood_texture

GRAIN_TILE_METRES = 0.256  # one wood tile on the ground, see textures.wood_texture


def pack(pos, nrm, uv, col) -> np.ndarray:
    """Vertices of the renderer's 11 floats: positions with their normal, uv and colour (one
    for all, or one each)."""
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
    return pack(corners[list(order)], normal, uvs[list(order)], colour)


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
                rows.append(pack(corners[idx], normals[idx], uvs[idx], (1.0, 1.0, 1.0)))
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
            rows.append(pack(corners[idx], normals[idx], uvs[idx], (1.0, 1.0, 1.0)))
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
                    rows.append(pack(p, normal, ((p @ side) / GRAIN_TILE_METRES,
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


def flip_uv(mesh: np.ndarray) -> np.ndarray:
    out = mesh.copy()
    out[:, [6, 7]] = out[:, [7, 6]]
    return out
