"""What the Déboulé screen shows in 3D besides the game's own overlays, kept here so that the
screen only asks: the camera (deboule.render.camera.ThrowDirector: eased modes, the chase of a
throw, the close-up where it stops), the piece in hand before a throw, the aim's reach from the
physics (deboule.render.reach), and the reading aids (the cochondé's number, pieces seen through
what hides them).
"""

from __future__ import annotations

import math

import numpy as np

from deboule.render.camera import Camera, CameraPose, ThrowDirector
from deboule.render.reach import arrow_reach, reaches_far_rail, speed_for_power
from deboule.render.scene import AimArrow, Drawable, in_hand
from deboule.screens.layout import Rect

ORBIT_TARGET = (0.6, 0.0, 0.0)
MOVING = 2e-5  # metres a piece must move between two updates to count as moving


class DebouleView:
    def __init__(self, aspect: float = 16 / 9) -> None:
        self.director = ThrowDirector(aspect)
        self.clock = 0.0
        self._last: dict[str, np.ndarray] = {}
        self._moving: tuple[list, list] | None = None

    @property
    def camera(self) -> Camera:
        return self.director.camera

    @property
    def camera_moving(self) -> bool:
        """Whether the camera moved at the last update (then every frame is a full redraw)."""
        return self.director.rig.moved

    def update(self, dt: float, poses: dict, *, mode: str, aiming: bool, rolling: bool,
               orbit: tuple[float, float, float], lateral: float, aspect: float,
               window: tuple[int, int] | None = None, free: Rect | None = None,
               focus=()) -> Camera:
        """One step of time. poses: the world's poses (id -> (position, quaternion));
        orbit: the free camera's (yaw, pitch, distance); window, free, focus: the window's
        size, the part of it no panel covers and the points a decision is about
        (ThrowDirector.update frames them there)."""
        self.clock += dt
        moving, velocities = [], []
        current = {pid: np.asarray(pose[0], dtype=np.float64) for pid, pose in poses.items()}
        if rolling and dt > 0.0:
            for pid, position in current.items():
                before = self._last.get(pid)
                if before is not None and np.linalg.norm(position - before) > MOVING:
                    moving.append(position)
                    velocities.append((position - before) / dt)
        if rolling and not moving and self._moving:
            moving, velocities = self._moving  # no physics step since: keep the chase
        self._moving = (moving, velocities) if moving else None
        self._last = current
        yaw, pitch, distance = orbit
        pose = CameraPose(ORBIT_TARGET, yaw, max(-89.0, min(89.0, pitch)), distance, 40.0)
        return self.director.update(dt, mode, aiming=aiming, rolling=rolling, moving=moving,
                                    velocities=velocities, orbit=pose, lateral=lateral * 0.2,
                                    aspect=aspect, window=window, free=free, focus=focus,
                                    cochonde=current.get("cochonde"))

    @staticmethod
    def hand(piece, start) -> Drawable:
        """The piece about to be thrown, held above where the throw starts, tilted to show
        three faces (still: a turning die would redraw every frame while the player aims)."""
        return in_hand(piece, start, 0.8)

    @staticmethod
    def aim(start, direction, power: float, kind: str = "deboule") -> AimArrow:
        """The keyboard aim: as long as the throw should roll on an empty table (to the far
        rail, red, when it meets it: deboule.render.reach.arrow_reach)."""
        speed = speed_for_power(power, kind)
        return AimArrow(start, direction, power, reach=arrow_reach(speed, start, direction, kind),
                        far_rail=reaches_far_rail(speed, kind))

    @staticmethod
    def flick_aim(start, velocity, kind: str = "deboule", max_speed: float = 6.0) -> AimArrow:
        """The aim of a flick being drawn: its speed read on the physics' reach table."""
        speed = math.hypot(velocity[0], velocity[1], velocity[2] if len(velocity) > 2 else 0.0)
        power = min(1.0, speed / max_speed)
        direction = (velocity[0], velocity[1])
        return AimArrow(start, direction, power,
                        reach=arrow_reach(speed, start, direction, kind),
                        far_rail=reaches_far_rail(speed, kind))

    @staticmethod
    def flick_stub(start, direction=(1.0, 0.0)) -> AimArrow:
        """A flick that would throw nothing yet (too slow, just pressed): a short arrow where
        the hand is, that grows as the gesture speeds up."""
        return AimArrow(start, direction, 0.0)

    @staticmethod
    def markers(poses: dict, selected=(), rolling: bool = False
                ) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """(x-ray, badges): the cochondé and the selected pieces show through what hides
        them; the cochondé's number is shown above it once it rests."""
        xray = tuple(pid for pid in ("cochonde", *selected) if pid in poses)
        badges = ("cochonde",) if "cochonde" in poses and not rolling else ()
        return xray, badges
