"""Triangle meshes as numpy arrays (no GL here).

A mesh is an (N, 11) float32 array of vertices: position (3), normal (3), uv (2), colour (3),
drawn as a plain triangle list. Dice faces carry atlas UVs chosen from the face table
(deboule/data/assets/deboule_faces.json) so that the face drawn on the +axis side of the cube is the
face the physics reports when that local axis points up.
"""

from __future__ import annotations

import math

import numpy as np

from deboule.render.shapes import pack
from deboule.render.textures import atlas_uv_rect

VERTEX_FLOATS = 11

# For each local axis: (normal, u axis, v axis) with u x v = normal, so glyphs are not mirrored.
FACE_FRAMES: dict[str, tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]] = {
    "+x": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "-x": ((-1, 0, 0), (0, -1, 0), (0, 0, 1)),
    "+y": ((0, 1, 0), (-1, 0, 0), (0, 0, 1)),
    "-y": ((0, -1, 0), (1, 0, 0), (0, 0, 1)),
    "+z": ((0, 0, 1), (1, 0, 0), (0, 1, 0)),
    "-z": ((0, 0, -1), (1, 0, 0), (0, -1, 0)),
}


def _band_coords(segments: int, bevel: float) -> np.ndarray:
    """Grid coordinates along one face edge in [-1, 1], dense in the rounded bands."""
    inner = 1.0 - bevel
    angles = np.linspace(0.0, math.pi / 2.0, segments + 1)
    band = inner + bevel * np.sin(angles)  # inner .. 1
    return np.concatenate([-band[::-1], band])


def rounded_cube(faces: dict[str, object] | None, bevel: float = 0.14, segments: int = 3):
    """Unit cube [-0.5, 0.5]^3 with rounded edges; bevel is a fraction of the half edge.

    faces: local axis -> atlas face key ('fleche', 1, ...); None maps every face to 'blank'.
    """
    coords = _band_coords(segments, bevel)
    n = len(coords)
    inner = 1.0 - bevel
    chunks = []
    for axis, (normal, u_axis, v_axis) in FACE_FRAMES.items():
        normal_v = np.array(normal, dtype=np.float64)
        u_v = np.array(u_axis, dtype=np.float64)
        v_v = np.array(v_axis, dtype=np.float64)
        su, sv = np.meshgrid(coords, coords, indexing="ij")
        cube_pts = (
            normal_v[None, None, :]
            + su[..., None] * u_v[None, None, :]
            + sv[..., None] * v_v[None, None, :]
        )
        core = np.clip(cube_pts, -inner, inner)
        out = cube_pts - core
        out_len = np.linalg.norm(out, axis=-1, keepdims=True)
        nrm = out / np.maximum(out_len, 1e-12)
        pts = (core + nrm * bevel) * 0.5
        key = "blank" if faces is None else faces[axis]
        u0, v0, u1, v1 = atlas_uv_rect(key)
        tex_u = u0 + (su + 1.0) * 0.5 * (u1 - u0)
        tex_v = v0 + (sv + 1.0) * 0.5 * (v1 - v0)
        grid = np.concatenate(
            [pts, nrm, tex_u[..., None], tex_v[..., None], np.ones((n, n, 3))], axis=-1
        )
        tris = []
        for i in range(n - 1):
            for j in range(n - 1):
                a, b, c, d = grid[i, j], grid[i + 1, j], grid[i + 1, j + 1], grid[i, j + 1]
                tris.extend([a, b, c, a, c, d])
        chunks.append(np.array(tris))
    return np.concatenate(chunks).astype(np.float32)


def box(lo, hi, colour=(1.0, 1.0, 1.0), uv_scale: float = 1.0) -> np.ndarray:
    """Axis-aligned box; UVs are world-planar (metres * uv_scale) so wood grain runs along x."""
    lo = np.asarray(lo, dtype=np.float64)
    hi = np.asarray(hi, dtype=np.float64)
    verts = []
    for axis in range(3):
        for sign in (-1.0, 1.0):
            others = [a for a in range(3) if a != axis]
            a0, a1 = others
            fixed = hi[axis] if sign > 0 else lo[axis]
            corners = []
            for s0, s1 in ((0, 0), (1, 0), (1, 1), (0, 1)):
                p = np.zeros(3)
                p[axis] = fixed
                p[a0] = hi[a0] if s0 else lo[a0]
                p[a1] = hi[a1] if s1 else lo[a1]
                corners.append(p)
            normal = np.zeros(3)
            normal[axis] = sign
            # keep counter-clockwise winding seen from outside
            if np.dot(np.cross(corners[1] - corners[0], corners[2] - corners[0]), normal) < 0:
                corners = corners[::-1]
            for idx in (0, 1, 2, 0, 2, 3):
                p = corners[idx]
                uv = (p[0], p[1]) if axis == 2 else ((p[0], p[2]) if axis == 1 else (p[1], p[2]))
                verts.append(pack(p, normal, np.array(uv) * uv_scale, colour))
    return np.concatenate(verts)


def cylinder(radius: float, height: float, segments: int = 24, colour=(1.0, 1.0, 1.0)):
    """Closed cylinder standing on z=0 (local origin at the base centre is shifted to the
    middle: z in [-h/2, h/2], matching a physics body whose pose is its centre)."""
    angles = np.linspace(0.0, 2.0 * math.pi, segments + 1)
    z0, z1 = -height / 2.0, height / 2.0
    verts = []
    for k in range(segments):
        a, b = angles[k], angles[k + 1]
        pa = np.array([math.cos(a), math.sin(a)])
        pb = np.array([math.cos(b), math.sin(b)])
        ua, ub = a * radius * 4.0, b * radius * 4.0
        quad = [
            ((pa[0] * radius, pa[1] * radius, z0), (pa[0], pa[1], 0), (ua, z0)),
            ((pb[0] * radius, pb[1] * radius, z0), (pb[0], pb[1], 0), (ub, z0)),
            ((pb[0] * radius, pb[1] * radius, z1), (pb[0], pb[1], 0), (ub, z1)),
            ((pa[0] * radius, pa[1] * radius, z1), (pa[0], pa[1], 0), (ua, z1)),
        ]
        for idx in (0, 1, 2, 0, 2, 3):
            p, n, uv = quad[idx]
            verts.append(pack(p, n, uv, colour))
        for z, sign in ((z1, 1.0), (z0, -1.0)):
            tri = [(0.0, 0.0), tuple(pa * radius), tuple(pb * radius)]
            if sign < 0:
                tri = [tri[0], tri[2], tri[1]]
            for x, y in tri:
                verts.append(pack((x, y, z), (0, 0, sign), (x * 2.0 + 0.5, y * 2.0), colour))
    return np.concatenate(verts)


def disc(radius: float, z: float, segments: int = 20, colour=(1.0, 1.0, 1.0)) -> np.ndarray:
    """Flat disc facing +z."""
    angles = np.linspace(0.0, 2.0 * math.pi, segments + 1)
    verts = []
    for k in range(segments):
        a, b = angles[k], angles[k + 1]
        for x, y in ((0.0, 0.0), (radius * math.cos(a), radius * math.sin(a)),
                     (radius * math.cos(b), radius * math.sin(b))):
            verts.append(pack((x, y, z), (0, 0, 1), (x, y), colour))
    return np.concatenate(verts)


def ring(inner: float, outer: float, segments: int = 48) -> np.ndarray:
    """Flat annulus in the z=0 plane facing +z (overlay: highlight of a chosen piece)."""
    angles = np.linspace(0.0, 2.0 * math.pi, segments + 1)
    verts = []
    for k in range(segments):
        a, b = angles[k], angles[k + 1]
        ca, sa, cb, sb = math.cos(a), math.sin(a), math.cos(b), math.sin(b)
        quad = [(inner * ca, inner * sa), (outer * ca, outer * sa),
                (outer * cb, outer * sb), (inner * cb, inner * sb)]
        for idx in (0, 1, 2, 0, 2, 3):
            x, y = quad[idx]
            verts.append(pack((x, y, 0.0), (0, 0, 1), (0, 0), (1, 1, 1)))
    return np.concatenate(verts)


def arrow_2d() -> np.ndarray:
    """Flat arrow in the z=0 plane pointing along +x, from x=0 to x=1, shaft width 0.16."""
    shaft = [(0.0, -0.08), (0.72, -0.08), (0.72, 0.08), (0.0, 0.08)]
    verts = []
    for idx in (0, 1, 2, 0, 2, 3):
        x, y = shaft[idx]
        verts.append(pack((x, y, 0.0), (0, 0, 1), (0, 0), (1, 1, 1)))
    for x, y in ((0.72, -0.22), (1.0, 0.0), (0.72, 0.22)):
        verts.append(pack((x, y, 0.0), (0, 0, 1), (0, 0), (1, 1, 1)))
    return np.concatenate(verts)
