"""Cameras as pure numpy: look_at / perspective matrices, projection and unprojection, and the
game's fixed views (orbit, behind the throw, from above).

Convention: column vectors (clip = P @ V @ world), right-handed world with z up (table frame).
Pixel coordinates count from the top-left corner of the image, x right, y down, like PIL rows.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from deboule.physics.tables import DebouleTable

Vec3 = tuple[float, float, float]

_TABLE = DebouleTable.load()  # RULINGS D2, the physics' own sizes
TABLE_LENGTH = _TABLE.length
TABLE_HALF_WIDTH = _TABLE.width / 2
REGLETTE_X = _TABLE.reglette_x


class CameraError(ValueError):
    """A camera that cannot be built (non-finite numbers, eye on the target, bad angles)."""


def finite_vec(name: str, value, size: int = 3) -> np.ndarray:
    arr = np.asarray(value, dtype=np.float64).reshape(-1)
    if arr.size != size or not np.all(np.isfinite(arr)):
        raise CameraError(f"{name} must be {size} finite numbers, got {value!r}")
    return arr


def _finite3(name: str, value) -> tuple[float, float, float]:
    """Three finite floats (plain Python: look_at runs several times a frame, and numpy's
    overhead on 3-vectors costs more than the arithmetic)."""
    try:
        x, y, z = (float(v) for v in value)
    except (TypeError, ValueError):
        raise CameraError(f"{name} must be 3 finite numbers, got {value!r}") from None
    if not (math.isfinite(x) and math.isfinite(y) and math.isfinite(z)):
        raise CameraError(f"{name} must be 3 finite numbers, got {value!r}")
    return x, y, z


def look_at(eye, target, up=(0.0, 0.0, 1.0)) -> np.ndarray:
    """4x4 view matrix (world -> camera; camera looks down its -z)."""
    ex, ey, ez = _finite3("eye", eye)
    tx, ty, tz = _finite3("target", target)
    ux, uy, uz = _finite3("up", up)
    fx, fy, fz = tx - ex, ty - ey, tz - ez
    dist = math.sqrt(fx * fx + fy * fy + fz * fz)
    if dist < 1e-12:
        raise CameraError("eye and target coincide")
    fx, fy, fz = fx / dist, fy / dist, fz / dist
    rx, ry, rz = fy * uz - fz * uy, fz * ux - fx * uz, fx * uy - fy * ux  # forward x up
    norm = math.sqrt(rx * rx + ry * ry + rz * rz)
    if norm < 1e-9:
        raise CameraError("up is parallel to the viewing direction")
    rx, ry, rz = rx / norm, ry / norm, rz / norm
    vx, vy, vz = ry * fz - rz * fy, rz * fx - rx * fz, rx * fy - ry * fx  # right x forward
    return np.array([
        [rx, ry, rz, -(rx * ex + ry * ey + rz * ez)],
        [vx, vy, vz, -(vx * ex + vy * ey + vz * ez)],
        [-fx, -fy, -fz, fx * ex + fy * ey + fz * ez],
        [0.0, 0.0, 0.0, 1.0],
    ])


def perspective(fov_y_deg: float, aspect: float, near: float, far: float) -> np.ndarray:
    """4x4 OpenGL perspective projection (depth -1..1 in NDC)."""
    values = (fov_y_deg, aspect, near, far)
    if not all(math.isfinite(v) for v in values):
        raise CameraError(f"perspective needs finite numbers, got {values}")
    if not 0.0 < fov_y_deg < 180.0 or aspect <= 0.0 or not 0.0 < near < far:
        raise CameraError(f"bad perspective fov={fov_y_deg} aspect={aspect} near={near} far={far}")
    f = 1.0 / math.tan(math.radians(fov_y_deg) / 2.0)
    proj = np.zeros((4, 4))
    proj[0, 0] = f / aspect
    proj[1, 1] = f
    proj[2, 2] = (far + near) / (near - far)
    proj[2, 3] = 2.0 * far * near / (near - far)
    proj[3, 2] = -1.0
    return proj


def orthographic(left, right, bottom, top, near, far) -> np.ndarray:
    """4x4 OpenGL orthographic projection."""
    proj = np.eye(4)
    proj[0, 0] = 2.0 / (right - left)
    proj[1, 1] = 2.0 / (top - bottom)
    proj[2, 2] = -2.0 / (far - near)
    proj[0, 3] = -(right + left) / (right - left)
    proj[1, 3] = -(top + bottom) / (top - bottom)
    proj[2, 3] = -(far + near) / (far - near)
    return proj


@dataclass(frozen=True)
class Camera:
    """A perspective camera looking from `eye` at `target`."""

    eye: Vec3
    target: Vec3
    up: Vec3 = (0.0, 0.0, 1.0)
    fov_y_deg: float = 40.0
    near: float = 0.02
    far: float = 10.0

    def __post_init__(self) -> None:
        look_at(self.eye, self.target, self.up)  # validates
        perspective(self.fov_y_deg, 1.0, self.near, self.far)

    def view(self) -> np.ndarray:
        return look_at(self.eye, self.target, self.up)

    def projection(self, aspect: float) -> np.ndarray:
        return perspective(self.fov_y_deg, aspect, self.near, self.far)

    def view_projection(self, size: tuple[int, int]) -> np.ndarray:
        width, height = size
        return self.projection(width / height) @ self.view()

    def project(self, points, size: tuple[int, int]) -> np.ndarray:
        """World points (N,3) or (3,) -> pixel coordinates (N,2) from the top-left corner.

        Points behind the camera come out as NaN.
        """
        pts = np.atleast_2d(np.asarray(points, dtype=np.float64))
        homo = np.hstack([pts, np.ones((len(pts), 1))])
        clip = homo @ self.view_projection(size).T
        w = clip[:, 3]
        with np.errstate(divide="ignore", invalid="ignore"):
            ndc = clip[:, :3] / w[:, None]
        width, height = size
        px = (ndc[:, 0] + 1.0) * 0.5 * width
        py = (1.0 - ndc[:, 1]) * 0.5 * height
        out = np.stack([px, py], axis=1)
        out[w <= 1e-9] = np.nan
        return out

    def ray(self, px: float, py: float, size: tuple[int, int]) -> tuple[np.ndarray, np.ndarray]:
        """The world ray (origin, unit direction) through pixel (px, py) (top-left origin)."""
        width, height = size
        ndc = np.array([2.0 * px / width - 1.0, 1.0 - 2.0 * py / height])
        inv = np.linalg.inv(self.view_projection(size))
        near_pt = inv @ np.array([ndc[0], ndc[1], -1.0, 1.0])
        far_pt = inv @ np.array([ndc[0], ndc[1], 1.0, 1.0])
        near_pt = near_pt[:3] / near_pt[3]
        far_pt = far_pt[:3] / far_pt[3]
        direction = far_pt - near_pt
        return near_pt, direction / np.linalg.norm(direction)

    def unproject_to_plane(
        self, px: float, py: float, size: tuple[int, int], plane_z: float = 0.0
    ) -> np.ndarray | None:
        """Where the ray through pixel (px, py) meets the plane z = plane_z; None if it does not
        (ray parallel to the plane or pointing away from it)."""
        origin, direction = self.ray(px, py, size)
        if abs(direction[2]) < 1e-9:
            return None
        t = (plane_z - origin[2]) / direction[2]
        if not math.isfinite(t) or t <= 0.0:
            return None
        return origin + t * direction


def orbit_camera(
    target: Vec3 = (0.6, 0.0, 0.0),
    yaw_deg: float = 180.0,
    pitch_deg: float = 35.0,
    distance: float = 1.6,
    fov_y_deg: float = 40.0,
) -> Camera:
    """Free orbit: yaw around z (0 = eye on the +x side of the target), pitch above the horizon."""
    for name, value in (("yaw", yaw_deg), ("pitch", pitch_deg), ("distance", distance)):
        if not math.isfinite(value):
            raise CameraError(f"{name} must be finite, got {value}")
    if not -89.0 <= pitch_deg <= 89.0:
        raise CameraError(f"pitch must be within ±89°, got {pitch_deg}")
    if distance <= 0.0:
        raise CameraError(f"distance must be positive, got {distance}")
    yaw, pitch = math.radians(yaw_deg), math.radians(pitch_deg)
    offset = np.array(
        [math.cos(pitch) * math.cos(yaw), math.cos(pitch) * math.sin(yaw), math.sin(pitch)]
    )
    eye = np.asarray(target, dtype=np.float64) + distance * offset
    near = max(0.005, distance * 0.02)
    return Camera(tuple(eye), tuple(target), fov_y_deg=fov_y_deg, near=near, far=distance + 5.0)


def behind_throw_camera(lateral_y: float = 0.0, fov_y_deg: float = 42.0) -> Camera:
    """The thrower's view: standing at the open near end, looking down the table."""
    return Camera(
        eye=(-0.50, 0.6 * lateral_y, 0.42),
        target=(0.60, 0.0, 0.0),
        fov_y_deg=fov_y_deg,
        near=0.05,
        far=5.0,
    )


def top_camera(
    aspect: float = 16 / 9,
    table: str = "deboule",
    fov_y_deg: float = 30.0,
    margin: float = 1.06,
) -> Camera:
    """Straight down on the whole table (or tray), table length across the screen (+x right)."""
    if table == "deboule":
        centre = (0.6, 0.0)
        half_x, half_y = 0.64, 0.34  # play area + rails + a strip of the near end
    elif table == "tray":
        centre = (0.0, 0.0)
        half_x, half_y = 0.20, 0.14
    else:
        raise CameraError(f"unknown table {table!r} (expected 'deboule' or 'tray')")
    tan_half = math.tan(math.radians(fov_y_deg) / 2.0)
    height = margin * max(half_y / tan_half, half_x / (tan_half * aspect))
    return Camera(
        eye=(centre[0], centre[1], height + 0.03),
        target=(centre[0], centre[1], 0.0),
        up=(0.0, 1.0, 0.0),
        fov_y_deg=fov_y_deg,
        near=0.05,
        far=height + 1.0,
    )


def frame_point(
    point: Vec3,
    radius: float = 0.08,
    yaw_deg: float = 180.0,
    pitch_deg: float = 50.0,
    fov_y_deg: float = 40.0,
) -> Camera:
    """A camera that shows a sphere of `radius` around `point` filling the view height."""
    if not math.isfinite(radius) or radius <= 0.0:
        raise CameraError(f"radius must be positive, got {radius}")
    distance = radius / math.sin(math.radians(fov_y_deg) / 2.0)
    return orbit_camera(point, yaw_deg, pitch_deg, distance, fov_y_deg)
