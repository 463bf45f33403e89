"""Unit quaternions (w, x, y, z) and rotation matrices (body to world), written once."""

from __future__ import annotations

import math

import numpy as np

from deboule.spatial.exact import norm

Quat = tuple[float, float, float, float]
AXES = ("+x", "-x", "+y", "-y", "+z", "-z")  # a body's local axes, by name


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


def quats_to_mats(quats) -> np.ndarray:
    """Rotation matrices (N, 3, 3) of unit quaternions (N, 4) (w, x, y, z): `quat_to_mat` for
    many at once, the same arithmetic in the same order (the same bits)."""
    q = np.asarray(quats, dtype=np.float64).reshape(-1, 4)
    w, x, y, z = q[:, 0], q[:, 1], q[:, 2], q[:, 3]
    out = np.empty((len(q), 3, 3))
    out[:, 0, 0] = 1 - 2 * (y * y + z * z)
    out[:, 0, 1] = 2 * (x * y - w * z)
    out[:, 0, 2] = 2 * (x * z + w * y)
    out[:, 1, 0] = 2 * (x * y + w * z)
    out[:, 1, 1] = 1 - 2 * (x * x + z * z)
    out[:, 1, 2] = 2 * (y * z - w * x)
    out[:, 2, 0] = 2 * (x * z - w * y)
    out[:, 2, 1] = 2 * (y * z + w * x)
    out[:, 2, 2] = 1 - 2 * (x * x + y * y)
    return out


def mat_to_quat(mat: np.ndarray) -> np.ndarray:
    """Unit quaternion (w, x, y, z) with w >= 0 of a rotation matrix."""
    # Python floats: the same IEEE operations as on numpy's scalars, without their cost (the
    # Tasse's shake turns a matrix into a quaternion at each of its thousand steps)
    (m00, m01, m02), (m10, m11, m12), (m20, m21, m22) = np.asarray(mat, dtype=float).tolist()
    trace = m00 + m11 + m22
    if trace > 0:
        s = 2.0 * math.sqrt(trace + 1.0)
        q = [0.25 * s, (m21 - m12) / s, (m02 - m20) / s, (m10 - m01) / s]
    elif m00 > m11 and m00 > m22:
        s = 2.0 * math.sqrt(1.0 + m00 - m11 - m22)
        q = [(m21 - m12) / s, 0.25 * s, (m01 + m10) / s, (m02 + m20) / s]
    elif m11 > m22:
        s = 2.0 * math.sqrt(1.0 + m11 - m00 - m22)
        q = [(m02 - m20) / s, (m01 + m10) / s, 0.25 * s, (m12 + m21) / s]
    else:
        s = 2.0 * math.sqrt(1.0 + m22 - m00 - m11)
        q = [(m10 - m01) / s, (m02 + m20) / s, (m12 + m21) / s, 0.25 * s]
    quat = np.array(q)
    quat /= norm(quat)
    return -quat if quat[0] < 0 else quat


def axis_angle_mat(axis, angle: float) -> np.ndarray:
    """Rotation matrix of `angle` radians about the unit vector `axis` (right-hand rule)."""
    x, y, z = (np.asarray(axis, dtype=float) / norm(axis)).tolist()  # Python floats, same bits
    c, s = math.cos(angle), math.sin(angle)
    t = 1 - c
    return np.array(
        [
            [t * x * x + c, t * x * y - s * z, t * x * z + s * y],
            [t * x * y + s * z, t * y * y + c, t * y * z - s * x],
            [t * x * z - s * y, t * y * z + s * x, t * z * z + c],
        ]
    )


def quat_multiply(a, b) -> Quat:
    """The rotation `b` then `a` (Hamilton product a * b)."""
    aw, ax, ay, az = a
    bw, bx, by, bz = b
    return (aw * bw - ax * bx - ay * by - az * bz, aw * bx + ax * bw + ay * bz - az * by,
            aw * by - ax * bz + ay * bw + az * bx, aw * bz + ax * by - ay * bx + az * bw)


def up_axis(mat: np.ndarray) -> tuple[str, float]:
    """The local axis pointing most upward, and the tilt in degrees between it and world up."""
    up_components = mat[2, :]  # world-z component of each local axis
    index = int(np.argmax(np.abs(up_components)))
    value = float(up_components[index])
    name = ("+" if value > 0 else "-") + "xyz"[index]
    tilt = math.degrees(math.acos(min(1.0, abs(value))))
    return name, tilt


def random_quaternion(rng: np.random.Generator) -> Quat:
    """A uniformly distributed unit quaternion."""
    q = rng.normal(size=4)
    q /= norm(q)
    return tuple(float(v) for v in q)  # type: ignore[return-value]
