"""Rotations, once for the whole project: unit quaternions (w, x, y, z) and 3x3 rotation
matrices (body to world). Pure numeric helpers with no knowledge of any game, so that the rules
(which read the orientation the physics hands them), the physics and the renderer share them.

    from deboule.spatial import quat_to_mat, quat_multiply, up_axis
"""

from deboule.spatial.rotation import (
    AXES,
    axis_angle_mat,
    mat_to_quat,
    quat_multiply,
    quat_to_mat,
    random_quaternion,
    up_axis,
)

__all__ = ["AXES", "axis_angle_mat", "mat_to_quat", "quat_multiply", "quat_to_mat",
           "random_quaternion", "up_axis"]
