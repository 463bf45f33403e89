"""Moving cameras: a pose that blends smoothly into any other (`CameraPose`), the rig that eases
from pose to pose and follows a moving goal (`CameraRig`), and `EasedCamera` for a screen with
fixed camera modes. Every change of view in the game glides (docs/rendering.md)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from deboule.render.projection import Camera, CameraError, Vec3, finite_vec


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
        finite_vec("target", self.target)
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
