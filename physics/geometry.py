"""Small rigid-body geometry helpers: rotations, face reading, rounded-cube meshes."""

from __future__ import annotations

import math

import numpy as np

AXES = ("+x", "-x", "+y", "-y", "+z", "-z")
_AXIS_INDEX = {"+x": (0, 1.0), "-x": (0, -1.0), "+y": (1, 1.0), "-y": (1, -1.0),
               "+z": (2, 1.0), "-z": (2, -1.0)}


def quat_to_mat(quat) -> np.ndarray:
    """Rotation matrix (body to world) of a unit quaternion (w, x, y, z)."""
    w, x, y, z = (float(v) for v in quat)
    return np.array(
        [
            [1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y)],
            [2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x)],
            [2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)],
        ]
    )


def mat_to_quat(mat: np.ndarray) -> np.ndarray:
    """Unit quaternion (w, x, y, z) with w >= 0 of a rotation matrix."""
    m = np.asarray(mat, dtype=float)
    trace = m[0, 0] + m[1, 1] + m[2, 2]
    if trace > 0:
        s = 2.0 * math.sqrt(trace + 1.0)
        q = [0.25 * s, (m[2, 1] - m[1, 2]) / s, (m[0, 2] - m[2, 0]) / s, (m[1, 0] - m[0, 1]) / s]
    elif m[0, 0] > m[1, 1] and m[0, 0] > m[2, 2]:
        s = 2.0 * math.sqrt(1.0 + m[0, 0] - m[1, 1] - m[2, 2])
        q = [(m[2, 1] - m[1, 2]) / s, 0.25 * s, (m[0, 1] + m[1, 0]) / s, (m[0, 2] + m[2, 0]) / s]
    elif m[1, 1] > m[2, 2]:
        s = 2.0 * math.sqrt(1.0 + m[1, 1] - m[0, 0] - m[2, 2])
        q = [(m[0, 2] - m[2, 0]) / s, (m[0, 1] + m[1, 0]) / s, 0.25 * s, (m[1, 2] + m[2, 1]) / s]
    else:
        s = 2.0 * math.sqrt(1.0 + m[2, 2] - m[0, 0] - m[1, 1])
        q = [(m[1, 0] - m[0, 1]) / s, (m[0, 2] + m[2, 0]) / s, (m[1, 2] + m[2, 1]) / s, 0.25 * s]
    quat = np.array(q)
    quat /= np.linalg.norm(quat)
    return -quat if quat[0] < 0 else quat


def axis_angle_mat(axis, angle: float) -> np.ndarray:
    """Rotation matrix of `angle` radians about the unit vector `axis` (right-hand rule)."""
    x, y, z = np.asarray(axis, dtype=float) / np.linalg.norm(axis)
    c, s = math.cos(angle), math.sin(angle)
    t = 1 - c
    return np.array(
        [
            [t * x * x + c, t * x * y - s * z, t * x * z + s * y],
            [t * x * y + s * z, t * y * y + c, t * y * z - s * x],
            [t * x * z - s * y, t * y * z + s * x, t * z * z + c],
        ]
    )


def up_axis(mat: np.ndarray) -> tuple[str, float]:
    """The local axis pointing most upward, and the tilt in degrees between it and world up."""
    up_components = mat[2, :]  # world-z component of each local axis
    index = int(np.argmax(np.abs(up_components)))
    value = float(up_components[index])
    name = ("+" if value > 0 else "-") + "xyz"[index]
    tilt = math.degrees(math.acos(min(1.0, abs(value))))
    return name, tilt


def snap_flat(mat: np.ndarray) -> np.ndarray:
    """The nearest orientation with a face exactly up, keeping the up face and the yaw."""
    name, _ = up_axis(mat)
    index, sign = _AXIS_INDEX[name]
    up_local = np.zeros(3)
    up_local[index] = sign
    current_up = mat @ up_local
    target = np.array([0.0, 0.0, 1.0])
    axis = np.cross(current_up, target)
    norm = float(np.linalg.norm(axis))
    if norm < 1e-12:
        return mat.copy()
    angle = math.atan2(norm, float(np.dot(current_up, target)))
    return axis_angle_mat(axis / norm, angle) @ mat


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


def random_quaternion(rng: np.random.Generator) -> tuple[float, float, float, float]:
    """A uniformly distributed unit quaternion."""
    q = rng.normal(size=4)
    q /= np.linalg.norm(q)
    return tuple(float(v) for v in q)  # type: ignore[return-value]
