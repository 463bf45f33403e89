"""Small rigid-body geometry helpers: a cube's flat poses and extents, rounded-cube meshes
(rotations themselves are deboule/spatial/)."""

from __future__ import annotations

import math

import numpy as np

from deboule.physics.types import PieceInfo
from deboule.spatial import axis_angle_mat, exact, up_axis
from deboule.spatial.exact import matvec

_AXIS_INDEX = {"+x": (0, 1.0), "-x": (0, -1.0), "+y": (1, 1.0), "-y": (1, -1.0),
               "+z": (2, 1.0), "-z": (2, -1.0)}


def snap_flat(mat: np.ndarray) -> np.ndarray:
    """The nearest orientation with a face exactly up, keeping the up face and the yaw."""
    name, _ = up_axis(mat)
    index, sign = _AXIS_INDEX[name]
    up_local = np.zeros(3)
    up_local[index] = sign
    current_up = matvec(mat, up_local)
    target = np.array([0.0, 0.0, 1.0])
    axis = np.cross(current_up, target)
    norm = exact.norm(axis)
    if norm < 1e-12:
        return mat.copy()
    angle = math.atan2(norm, exact.dot(current_up, target))
    return exact.matmul(axis_angle_mat(axis / norm, angle), mat)


def half_height(mat: np.ndarray, half_edge: float) -> float:
    """Vertical half extent of a cube of the given half edge in orientation `mat`."""
    return float(half_edge * np.sum(np.abs(mat[2, :])))


def footprint_half_extents(mat: np.ndarray, half_edge: float) -> tuple[float, float]:
    """Half extents along world x and y of a cube's bounding box."""
    extents = half_edge * np.sum(np.abs(mat[:2, :]), axis=1)
    return float(extents[0]), float(extents[1])


def rounded_cube_vertices(half_edge: float, radius: float) -> np.ndarray:
    """Points whose convex hull is a cube with rounded (chamfered twice) edges and corners.

    Seven points per corner: three on the faces, three on the edges, one on the corner sphere,
    56 in all (PHYSICS.md: such a mesh rolls fairly).
    """
    inner = half_edge - radius
    diag2 = radius / math.sqrt(2.0)
    diag3 = radius / math.sqrt(3.0)
    points = []
    for sx in (-1.0, 1.0):
        for sy in (-1.0, 1.0):
            for sz in (-1.0, 1.0):
                centre = np.array([sx, sy, sz]) * inner
                offsets = [
                    (sx * radius, 0, 0), (0, sy * radius, 0), (0, 0, sz * radius),
                    (sx * diag2, sy * diag2, 0), (sx * diag2, 0, sz * diag2),
                    (0, sy * diag2, sz * diag2), (sx * diag3, sy * diag3, sz * diag3),
                ]
                points.extend(centre + np.array(offset) for offset in offsets)
    return np.array(points)


def piece_tilt(info: PieceInfo, mat: np.ndarray) -> float:
    """Degrees a piece turned by `mat` is from lying flat (a die) or from upright (a tower)."""
    if info.kind == "tower":
        return math.degrees(math.acos(min(1.0, abs(float(mat[2, 2])))))
    return up_axis(mat)[1]


def piece_half_height(info: PieceInfo, mat: np.ndarray) -> float:
    """Half a piece's vertical extent as it lies, turned by `mat` (m)."""
    if info.kind == "tower":
        axis_up = abs(float(mat[2, 2]))
        side = math.sqrt(max(0.0, 1.0 - axis_up * axis_up))
        return info.height / 2 * axis_up + info.radius * side
    return half_height(mat, info.size / 2)
