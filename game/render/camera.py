"""Cameras as pure numpy: look_at / perspective matrices, projection and unprojection.

Convention: column vectors (clip = P @ V @ world), right-handed world with z up (table frame).
Pixel coordinates count from the top-left corner of the image, x right, y down, like PIL rows.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from game.screens.layout import Rect
from physics.tables import DebouleTable

Vec3 = tuple[float, float, float]

_TABLE = DebouleTable.load()  # RULINGS D2, the physics' own sizes
TABLE_LENGTH = _TABLE.length
TABLE_HALF_WIDTH = _TABLE.width / 2
REGLETTE_X = _TABLE.reglette_x


class CameraError(ValueError):
    """A camera that cannot be built (non-finite numbers, eye on the target, bad angles)."""


def _finite_vec(name: str, value, size: int = 3) -> np.ndarray:
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


# ---------------------------------------------------------------- moving cameras


@dataclass(frozen=True)
class CameraPose:
    """A camera as the player moves it: a target, and the eye's direction and distance from it
    (yaw around z, 0 = eye on the target's +x side; pitch above the horizon, up to 90° straight
    down). Any two poses blend smoothly (blend_poses), which a look_at camera does not: the eye
    swings round the target instead of cutting through the table."""

    target: Vec3
    yaw: float
    pitch: float
    distance: float
    fov_y_deg: float = 40.0

    def __post_init__(self) -> None:
        _finite_vec("target", self.target)
        for name in ("yaw", "pitch", "distance", "fov_y_deg"):
            if not math.isfinite(getattr(self, name)):
                raise CameraError(f"{name} must be finite, got {getattr(self, name)!r}")
        if not -90.0 <= self.pitch <= 90.0:
            raise CameraError(f"pitch must be within ±90°, got {self.pitch}")
        if self.distance <= 0.0 or not 0.0 < self.fov_y_deg < 180.0:
            raise CameraError(f"bad distance {self.distance} or fov {self.fov_y_deg}")

    def camera(self) -> Camera:
        yaw, pitch = math.radians(self.yaw), math.radians(self.pitch)
        offset = np.array([math.cos(pitch) * math.cos(yaw), math.cos(pitch) * math.sin(yaw),
                           math.sin(pitch)])
        target = np.asarray(self.target, dtype=np.float64)
        eye = target + self.distance * offset
        # the camera's own up vector: never parallel to the view, even looking straight down
        up = (-math.sin(pitch) * math.cos(yaw), -math.sin(pitch) * math.sin(yaw), math.cos(pitch))
        near = max(0.005, self.distance * 0.02)
        return Camera(tuple(eye), tuple(target), up=up, fov_y_deg=self.fov_y_deg, near=near,
                      far=self.distance + 8.0)

    @classmethod
    def from_camera(cls, camera: Camera) -> CameraPose:
        """The pose of a look_at camera (its roll is dropped: the poses keep the horizon level)."""
        target = np.asarray(camera.target, dtype=np.float64)
        offset = np.asarray(camera.eye, dtype=np.float64) - target
        distance = float(np.linalg.norm(offset))
        pitch = math.degrees(math.asin(max(-1.0, min(1.0, offset[2] / distance))))
        if math.hypot(offset[0], offset[1]) < 1e-9 * distance:
            up = np.asarray(camera.up, dtype=np.float64)  # straight down: the yaw is in `up`
            yaw = math.degrees(math.atan2(-up[1], -up[0]))
        else:
            yaw = math.degrees(math.atan2(offset[1], offset[0]))
        return cls(tuple(float(v) for v in target), yaw, pitch, distance, camera.fov_y_deg)


def ease(t: float) -> float:
    """Smooth start and stop (smootherstep) for t in 0..1."""
    t = min(1.0, max(0.0, t))
    return t * t * t * (t * (6.0 * t - 15.0) + 10.0)


def blend_poses(a: CameraPose, b: CameraPose, t: float) -> CameraPose:
    """The pose a fraction t of the way from a to b: target straight, yaw the short way round,
    distance geometrically (a zoom feels even), pitch and field of view linearly."""
    t = min(1.0, max(0.0, float(t)))
    target = tuple(float(x + (y - x) * t) for x, y in zip(a.target, b.target, strict=True))
    turn = (b.yaw - a.yaw + 180.0) % 360.0 - 180.0
    distance = a.distance * (b.distance / a.distance) ** t
    return CameraPose(target, a.yaw + turn * t, a.pitch + (b.pitch - a.pitch) * t, distance,
                      a.fov_y_deg + (b.fov_y_deg - a.fov_y_deg) * t)


def pose_gap(a: CameraPose, b: CameraPose) -> float:
    """A rough size of the move from a to b (metres, angles counted at the mean distance)."""
    turn = math.radians(abs((b.yaw - a.yaw + 180.0) % 360.0 - 180.0) + abs(b.pitch - a.pitch))
    reach = (a.distance + b.distance) / 2.0
    move = float(np.linalg.norm(np.subtract(a.target, b.target)))
    return move + turn * reach + abs(math.log(b.distance / a.distance)) * reach \
        + math.radians(abs(b.fov_y_deg - a.fov_y_deg)) * reach


class CameraRig:
    """The camera the player sees. `cut_to` a new goal starts an eased transition from wherever
    the camera is (no cuts, even in the middle of another transition); `follow` tracks a goal
    that moves every frame (a rolling throw) with a critically damped lag; `update(dt)` moves.

    The transition time grows with the size of the move (0.45 s to `transition` seconds)."""

    def __init__(self, pose: CameraPose, transition: float = 0.9, lag: float = 0.22) -> None:
        self.pose = pose
        self.goal = pose
        self.transition = transition
        self.lag = lag
        self._start = pose
        self._elapsed = 0.0
        self._duration = 0.0
        self._following = False
        self.moved = False
        self._shown = pose  # the pose at the last update: `moved` is judged against it

    @property
    def camera(self) -> Camera:
        return self.pose.camera()

    @property
    def settled(self) -> bool:
        """True when the camera rests on its goal."""
        return self.pose == self.goal and self._elapsed >= self._duration

    def cut_to(self, goal: CameraPose) -> None:
        """Go to a fixed goal by an eased transition (nothing happens if it is the goal)."""
        if goal == self.goal and not self._following:
            return
        gap = pose_gap(self.pose, goal)
        self._start = self.pose
        self.goal = goal
        self._elapsed = 0.0
        self._duration = 0.0 if gap < 1e-6 else min(self.transition, 0.45 + 0.5 * gap)
        self._following = False

    def follow(self, goal: CameraPose) -> None:
        """Track a goal that moves (called every frame with the new goal)."""
        if not self._following:
            self._start = self.pose
            self._elapsed = 0.0
            self._duration = self.lag * 3.0  # ease into the chase, then damp
        self.goal = goal
        self._following = True

    def steer_to(self, goal: CameraPose) -> None:
        """The player moves the goal (a mouse turning the free camera): at rest, the camera
        follows at once; in the middle of a transition, the transition goes on to the moved goal
        on its own clock. (`cut_to` would start it again at every frame of the drag, and the
        camera would hardly move until the mouse stopped.)"""
        if self.settled:
            shown = self._shown
            self.jump_to(goal)
            # a turn, not a placement: the next update reports the camera as moved (at rest it
            # jumps before `update`, which saw no move, and a settled free camera turned by the
            # mouse was drawn as a still one: full size at quality low, issue 31 point 8)
            self._shown = shown
        elif self._following:
            self.cut_to(goal)
        else:
            self.goal = goal

    def jump_to(self, pose: CameraPose) -> None:
        """Place the camera at once (a new game, a resumed game: nothing to ease from)."""
        self.pose = self.goal = self._start = self._shown = pose
        self._elapsed = self._duration = 0.0
        self._following = False

    def update(self, dt: float) -> None:
        before = self._shown
        dt = max(0.0, float(dt))
        if self._following:
            # exponential approach (critically damped feel), faded in over the first frames
            self._elapsed += dt
            weight = 1.0 - math.exp(-dt / self.lag)
            if self._duration > 0.0:
                weight *= ease(min(1.0, self._elapsed / self._duration))
            pose = blend_poses(self.pose, self.goal, weight)
            self.pose = self.goal if pose_gap(pose, self.goal) < 1e-5 else pose
        elif self.pose != self.goal or self._elapsed < self._duration:
            # (the clock runs to the end even when the blend lands on the goal a frame early,
            # else the rig would never count as settled)
            self._elapsed += dt
            t = 1.0 if self._duration <= 0.0 else self._elapsed / self._duration
            self.pose = self.goal if t >= 1.0 else blend_poses(self._start, self.goal, ease(t))
        self.moved = self.pose != before
        self._shown = self.pose


# ---------------------------------------------------------------- the Déboulé's director

THROWER_POSE = CameraPose.from_camera(behind_throw_camera())


def top_pose(aspect: float = 16 / 9, table: str = "deboule") -> CameraPose:
    return CameraPose.from_camera(top_camera(aspect, table=table))


# ---------------------------------------------------------------- framing inside the HUD
# The HUD's bands and panels cover parts of the window (game/deboule/hud.py `regions`): what
# the camera must show is framed in the part they leave free (issue 30 point 3), not in the
# whole window. `free` rectangles are in pyglet's pixels (from the bottom left), as the HUD's.

FILL = 0.82  # the share of the free area's width or height the framed points span
# the play area from above, with 2 cm round it (the rails may go under the bands: a piece
# at rest never lies on them)
TABLE_EXTENT = ((-0.02, -TABLE_HALF_WIDTH - 0.01), (TABLE_LENGTH + 0.02, TABLE_HALF_WIDTH + 0.01))
MIN_DISTANCE, MAX_DISTANCE = 0.15, 4.0


def fit_pose(pose: CameraPose, points, window: tuple[int, int], free: Rect,
             fill: float = FILL, rounds: int = 6) -> CameraPose:
    """`pose` turned the same way (yaw, pitch, field of view), its target moved and its
    distance changed so that `points` (world, N×3) lie inside `free`, spanning `fill` of its
    width or height, their box centred on it.

    Moving the camera sideways by Δ moves what a pixel shows by Δ: the target is shifted by
    the gap, on the points' plane, between what the free area's centre shows and what the
    points' centre shows; the distance is scaled by how much too big or too small their box
    is. A few rounds settle both (the zoom is about the target, not the free centre); the
    last step is a shift, so the centring is exact."""
    pts = np.asarray(points, dtype=np.float64).reshape(-1, 3)
    if not len(pts) or free.empty:
        return pose
    width, height = window
    centre = (free.centre_x, height - free.centre_y)  # pixels from the top left
    plane = float(pts[:, 2].mean())
    for last in [False] * (rounds - 1) + [True]:
        camera = pose.camera()
        pixels = camera.project(pts, window)
        if not np.all(np.isfinite(pixels)):  # some behind the eye: step back and look again
            pose = _posed(pose, pose.target, pose.distance * 1.6)
            continue
        low, high = pixels.min(axis=0), pixels.max(axis=0)
        distance = pose.distance
        if not last:
            ratio = max((high[0] - low[0]) / (free.w * fill),
                        (high[1] - low[1]) / (free.h * fill), 1e-3)
            distance *= ratio
        shown = camera.unproject_to_plane(*((low + high) / 2), window, plane)
        wanted = camera.unproject_to_plane(*centre, window, plane)
        target = np.asarray(pose.target, dtype=np.float64)
        if shown is not None and wanted is not None:
            target = target + (shown - wanted)
        pose = _posed(pose, target, distance)
    return pose


def _posed(pose: CameraPose, target, distance: float) -> CameraPose:
    distance = min(MAX_DISTANCE, max(MIN_DISTANCE, float(distance)))
    return CameraPose(tuple(float(v) for v in target), pose.yaw, pose.pitch, distance,
                      pose.fov_y_deg)


def ring(centre, radius: float, z: float = 0.0) -> list[tuple[float, float, float]]:
    """Four points round `centre` at `radius` (a framing at least that wide)."""
    x, y = float(centre[0]), float(centre[1])
    return [(x + radius, y, z), (x - radius, y, z), (x, y + radius, z), (x, y - radius, z)]


def top_down(points, window: tuple[int, int], free: Rect, fill: float = FILL,
             fov_y_deg: float = 34.0) -> CameraPose:
    """Straight down (table length across the screen, +x right), framing `points` in `free`."""
    pts = np.asarray(points, dtype=np.float64).reshape(-1, 3)
    centre = pts.mean(axis=0) if len(pts) else np.array([0.6, 0.0, 0.0])
    start = CameraPose((float(centre[0]), float(centre[1]), 0.0), -90.0, 90.0, 1.2, fov_y_deg)
    return fit_pose(start, pts, window, free, fill)


def table_top_pose(window: tuple[int, int], free: Rect) -> CameraPose:
    """The whole table from above, inside the free area (not under the HUD's bands)."""
    (x0, y0), (x1, y1) = TABLE_EXTENT
    corners = [(x0, y0, 0.0), (x1, y0, 0.0), (x0, y1, 0.0), (x1, y1, 0.0)]
    return top_down(corners, window, free, fill=1.0, fov_y_deg=30.0)


def follow_pose(points, velocities=None, aspect: float = 16 / 9) -> CameraPose:
    """A pose behind and above the rolling pieces, a little ahead of them, framing them all."""
    pts = np.atleast_2d(np.asarray(points, dtype=np.float64))
    centre = pts.mean(axis=0)
    ahead = np.zeros(3)
    if velocities is not None:
        vel = np.atleast_2d(np.asarray(velocities, dtype=np.float64)).mean(axis=0)
        ahead[:2] = np.clip(vel[:2] * 0.18, -0.12, 0.12)
    spread = float(np.max(np.linalg.norm(pts[:, :2] - centre[:2], axis=1))) if len(pts) else 0.0
    target = centre + ahead
    target[0] = min(max(target[0], 0.15), TABLE_LENGTH)
    target[1] = min(max(target[1], -TABLE_HALF_WIDTH), TABLE_HALF_WIDTH)
    target[2] = 0.0
    # seen from the thrower's side, a little to the side the throw drifts to
    yaw = 180.0 - 25.0 * float(np.clip(target[1] / TABLE_HALF_WIDTH, -1.0, 1.0))
    distance = float(np.clip(0.85 + 1.6 * spread, 0.85, 1.3))
    return CameraPose(tuple(target), yaw, 30.0, distance, 40.0)


CLOSEUP_RADIUS = 0.06  # metres: the close-up shows at least this much round the piece
CLOSEUP_NEAR = 0.3  # metres: a cochondé this near what came to rest is in the close-up too
PIECE_ROOM = 0.03  # metres round a framed piece's centre: the piece (~2.4 cm) and a margin


def closeup_pose(point, yaw: float = 200.0, *, window: tuple[int, int] | None = None,
                 free: Rect | None = None, also=()) -> CameraPose:
    """A short look at where a throw came to rest: a 12 cm circle fills the view. Given the
    window and its `free` area, the circle and the points `also` (the other pieces that came
    to rest, the cochondé nearby) are framed there: above the HUD's bottom band."""
    target = (float(point[0]), float(point[1]), 0.0)
    pose = CameraPose(target, yaw, 42.0, 0.34, 40.0)
    if window is None or free is None:
        return pose
    points = ring(target, CLOSEUP_RADIUS)
    for piece in also:  # each piece whole, with a little table round it
        points += ring(piece, PIECE_ROOM)
    return fit_pose(pose, points, window, free, fill=0.9)


class ThrowDirector:
    """Chooses the Déboulé's camera from what happens, and moves it with a CameraRig:
    aiming -> the thrower's view; rolling -> following the throw; at rest -> a short close-up
    where it stopped, then the view of what comes next (the thrower's view for the next throw,
    the whole table from above otherwise, or the pieces a decision is about). A fixed mode
    chosen by the player ('behind', 'top', 'orbit') is honoured, reached by a transition too.

    Given the window's size and the part of it the HUD leaves `free`, the close-up, the view
    from above and a decision's pieces are framed there (issue 30 point 3)."""

    CLOSEUP_SECONDS = 1.4

    def __init__(self, aspect: float = 16 / 9) -> None:
        self.rig = CameraRig(THROWER_POSE)
        self.aspect = aspect
        self._was_rolling = False
        self._closeup_left = 0.0
        self._closeup: tuple[np.ndarray, float] | None = None  # where, and the yaw
        self._last_moving: np.ndarray | None = None
        self._mode = "auto"

    @property
    def camera(self) -> Camera:
        return self.rig.camera

    @property
    def in_closeup(self) -> bool:
        return self._closeup_left > 0.0

    def update(self, dt: float, mode: str, *, aiming: bool, rolling: bool, moving=(),
               velocities=(), orbit: CameraPose | None = None, lateral: float = 0.0,
               aspect: float | None = None, window: tuple[int, int] | None = None,
               free: Rect | None = None, focus=(), cochonde=None) -> Camera:
        """One frame. mode: 'auto', 'behind', 'top' or 'orbit' (then `orbit` is the pose).
        moving, velocities: positions and velocities of the pieces in flight.
        window, free: the window's size and the part of it no panel covers (pyglet pixels);
        focus: the table points a decision is about (the die, its targets, the cochondé);
        cochonde: where the cochondé lies (shown in a close-up nearby)."""
        if aspect is not None:
            self.aspect = aspect
        framed = window is not None and free is not None and not free.empty
        moving = np.asarray(moving, dtype=np.float64).reshape(-1, 3)
        if rolling and len(moving):
            self._last_moving = moving
        if self._was_rolling and not rolling and self._last_moving is not None:
            centre = self._last_moving.mean(axis=0)
            self._closeup = (self._last_moving, 180.0 + 25.0 * float(np.clip(
                -centre[1] / TABLE_HALF_WIDTH, -1.0, 1.0)))
            self._closeup_left = self.CLOSEUP_SECONDS
        self._was_rolling = rolling
        if self._closeup_left > 0.0:
            self._closeup_left = max(0.0, self._closeup_left - dt)
        thrower = CameraPose.from_camera(behind_throw_camera(lateral_y=lateral))
        above = table_top_pose(window, free) if framed else top_pose(self.aspect)
        if mode == "orbit" and orbit is not None:
            if self._mode == "orbit":
                self.rig.steer_to(orbit)  # the player turns it: it follows the mouse
            else:
                self.rig.cut_to(orbit)
        elif mode == "behind":
            self.rig.cut_to(thrower)
        elif mode == "top":
            self.rig.cut_to(above)
        elif rolling and len(moving):
            self.rig.follow(follow_pose(moving, velocities if len(velocities) else None,
                                        self.aspect))
        elif self._closeup_left > 0.0 and self._closeup is not None:
            self.rig.cut_to(self._closeup_pose(window if framed else None, free, cochonde))
        elif aiming:
            self.rig.cut_to(thrower)
        elif framed and len(focus):
            self.rig.cut_to(decision_pose(focus, window, free))
        else:
            self.rig.cut_to(above)
        self._mode = mode
        self.rig.update(dt)
        return self.rig.camera

    def _closeup_pose(self, window, free, cochonde) -> CameraPose:
        rested, yaw = self._closeup
        centre = rested.mean(axis=0)
        if window is None:
            return closeup_pose(centre, yaw)
        also = [tuple(p[:2]) for p in rested]
        if cochonde is not None and min(math.hypot(p[0] - cochonde[0], p[1] - cochonde[1])
                                        for p in rested) < CLOSEUP_NEAR:
            also.append((float(cochonde[0]), float(cochonde[1])))
        return closeup_pose(centre, yaw, window=window, free=free, also=also)


DECISION_RADIUS = 0.15  # metres: a decision's view shows at least this much round its pieces


def decision_pose(points, window: tuple[int, int], free: Rect) -> CameraPose:
    """From above, the pieces a decision is about (the die just thrown, the pieces it may
    target, the cochondé), framed in the free area: the menu beside them covers none."""
    pts = np.asarray(points, dtype=np.float64).reshape(-1, 3)
    # at least DECISION_RADIUS all round their middle: some of the table round them is seen
    middle = (pts.min(axis=0) + pts.max(axis=0)) / 2
    room = [p for point in pts for p in ring(point, PIECE_ROOM)]
    return top_down([*room, *ring(middle, DECISION_RADIUS)], window, free)


class EasedCamera:
    """For a screen with fixed camera modes: hand it the mode's camera every frame (`view`),
    step it with the clock (`update`); a change of mode becomes an eased transition."""

    def __init__(self) -> None:
        self.rig: CameraRig | None = None

    def view(self, camera: Camera) -> Camera:
        return self._rig(camera, CameraRig.cut_to)

    def steer(self, camera: Camera) -> Camera:
        """For a camera the player turns (the mouse): `CameraRig.steer_to`, not a new glide."""
        return self._rig(camera, CameraRig.steer_to)

    def _rig(self, camera: Camera, go) -> Camera:
        goal = CameraPose.from_camera(camera)
        if self.rig is None:
            self.rig = CameraRig(goal)
        go(self.rig, goal)
        return self.rig.camera

    def update(self, dt: float) -> None:
        if self.rig is not None:
            self.rig.update(dt)
