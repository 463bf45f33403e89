"""Reading a world's table from its bodies' poses: tilts, heights, what rests on what (P8), the
face on top (D1). Plain numpy over every piece at once; the World passes its arrays in."""

from __future__ import annotations

import numpy as np

from deboule.physics.flight import EDGE_GUARD_DEG, FLAT_TOLERANCE_DEG, TOWER_FALLEN_DEG
from deboule.physics.types import PieceInfo, PieceState


def table_arrays(qpos: np.ndarray, is_cube: np.ndarray, half_edge: np.ndarray,
                 tower_half: np.ndarray, tower_radius: np.ndarray, active: np.ndarray
                 ) -> dict[str, np.ndarray]:
    """Every piece's pose, tilt, vertical half extent and horizontal reach, vectorised, from
    the free joints' positions (one row of 7 per piece, in piece order) and the pieces' shapes."""
    position, quat = qpos[:, :3].copy(), qpos[:, 3:].copy()
    w, x, y, z = quat.T
    up = np.stack([2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)], axis=1)
    cos_tilt = np.minimum(1.0, np.where(is_cube, np.abs(up).max(axis=1),
                                        np.abs(up[:, 2])))
    tilt = np.degrees(np.arccos(cos_tilt))
    axis_up = np.abs(up[:, 2])
    side = np.sqrt(np.maximum(0.0, 1.0 - axis_up * axis_up))
    half_height = np.where(is_cube, half_edge * np.abs(up).sum(axis=1),
                           tower_half * axis_up + tower_radius * side)
    reach = np.where(is_cube, half_edge,
                     np.where(tilt <= TOWER_FALLEN_DEG, tower_radius, tower_half))
    return {"position": position, "quat": quat, "up": up, "tilt": tilt,
            "half_height": half_height, "reach": reach, "active": active}


def supports(arrays: dict[str, np.ndarray], piece_ids: tuple[str, ...]) -> list[str]:
    """P8: what each piece rests on — the highest piece in play whose top lies within 4 mm
    of its lowest point and whose footprint reaches under it; else the table."""
    position, active = arrays["position"], arrays["active"]
    bottom = position[:, 2] - arrays["half_height"]
    top = position[:, 2] + arrays["half_height"]
    gap = np.hypot(position[:, None, 0] - position[None, :, 0],
                   position[:, None, 1] - position[None, :, 1])
    under = ((np.abs(top[None, :] - bottom[:, None]) <= 0.004)
             & (gap < arrays["reach"][:, None] + arrays["reach"][None, :])
             & active[None, :] & ~np.eye(len(position), dtype=bool))
    supports = []
    # Python values read once for the loop (the same numbers: one conversion per array)
    for i, (playing, low, below) in enumerate(zip(active.tolist(), bottom.tolist(),
                                                  under.any(axis=1).tolist(), strict=True)):
        if not playing:
            supports.append("hand")
        elif low < 0.0015:
            supports.append("table" if low > -0.02 else "floor")
        elif below:
            candidates = np.flatnonzero(under[i])
            supports.append(piece_ids[candidates[np.argmax(top[candidates])]])
        else:
            supports.append("table")
    return supports


def piece_states(arrays: dict[str, np.ndarray], pieces: dict[str, PieceInfo],
                 piece_ids: tuple[str, ...]) -> dict[str, PieceState]:
    """Each piece as it lies: pose, face on top (D1), tilt, what it rests on (P8), in play."""
    resting_on = supports(arrays, piece_ids)
    # each array read once as Python values (the same numbers as row by row: a throw's cost)
    up = arrays["up"]
    axis_up = np.argmax(np.abs(up), axis=1).tolist()
    rows = zip(piece_ids, arrays["tilt"].tolist(), up.tolist(), axis_up,
               arrays["position"].tolist(), arrays["quat"].tolist(), arrays["active"].tolist(),
               resting_on, strict=True)
    states = {}
    for pid, tilt, up_row, k, position, quaternion, playing, support in rows:
        info = pieces[pid]
        if info.kind == "tower":
            top_face, fallen, flat = None, tilt > TOWER_FALLEN_DEG, tilt < EDGE_GUARD_DEG
        else:
            top_face = info.faces.get(("+" if up_row[k] > 0 else "-") + "xyz"[k])
            fallen, flat = False, tilt < FLAT_TOLERANCE_DEG
        states[pid] = PieceState(
            id=pid, kind=info.kind, position=tuple(position), quaternion=tuple(quaternion),
            top_face=top_face, flat=flat, tilt_deg=tilt, resting_on=support,
            in_play=playing, fallen=fallen,
        )
    return states
