"""Le Déboulé's camera director (`ThrowDirector`): the thrower's view while aiming, the throw
followed while it rolls, a close-up where it stops, the table from above for decisions; and the
framing of what must be seen inside the part of the window the HUD leaves free."""

from __future__ import annotations

import math

import numpy as np

from deboule.render.camera_rig import CameraPose, CameraRig
from deboule.render.projection import (
    TABLE_HALF_WIDTH,
    TABLE_LENGTH,
    Camera,
    behind_throw_camera,
    top_camera,
)
from deboule.screens.layout import Rect

THROWER_POSE = CameraPose.from_camera(behind_throw_camera())


def top_pose(aspect: float = 16 / 9, table: str = "deboule") -> CameraPose:
    return CameraPose.from_camera(top_camera(aspect, table=table))


# ---------------------------------------------------------------- framing inside the HUD
# The HUD's bands and panels cover parts of the window (deboule/games/deboule/hud.py `regions`):
# what the camera must show is framed in the part they leave free (issue 30 point 3), not in the
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
