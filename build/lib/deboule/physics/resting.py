"""When the pieces in play rest (RULINGS D4): slow enough for long enough, and no die balanced
on an edge. The World's 10 ms check calls these with its arrays (whole-array numpy, no
per-piece Python: it runs a hundred times per simulated second)."""

from __future__ import annotations

import mujoco
import numpy as np

from deboule.physics.bodies import Bodies
from deboule.physics.flight import EDGE_GUARD_COS, REST_SPEED, REST_SPIN


def quiet(qvel: np.ndarray, active: np.ndarray) -> bool:
    """D4: every piece in play (`active`) moves slower than REST_SPEED and spins slower than
    REST_SPIN; `qvel` holds one row of 6 per piece (a free joint's velocity), in piece order."""
    return not active.any() or (
        float(np.max(np.einsum("ij,ij->i", qvel[:, :3], qvel[:, :3]), where=active,
                     initial=0.0)) < REST_SPEED**2
        and float(np.max(np.einsum("ij,ij->i", qvel[:, 3:], qvel[:, 3:]), where=active,
                         initial=0.0)) < REST_SPIN**2
    )


def balanced_on_edge(data: mujoco.MjData, play, quats: np.ndarray, bodies: Bodies) -> bool:
    """RULINGS D4 edge guard: a die tilted 5° or more that touches no piece and no rail.

    `play` are the indices of the pieces in play, `quats` their orientations."""
    piece_ids, is_cube = bodies.piece_ids, bodies.is_cube
    geom_owner, rail_geoms = bodies.geom_owner, bodies.rail_geoms
    w, x, y, z = quats.T
    up = np.abs(np.stack([2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)]))
    tilted = [
        piece_ids[i] for i, cos_tilt in zip(play, up.max(axis=0), strict=True)
        if is_cube[i] and cos_tilt < EDGE_GUARD_COS
    ]
    if not tilted:
        return False
    leaning: set[str] = set()
    for c in range(data.ncon):
        contact = data.contact[c]
        owners = (geom_owner.get(contact.geom1), geom_owner.get(contact.geom2))
        rail = contact.geom1 in rail_geoms or contact.geom2 in rail_geoms
        if owners[0] and (owners[1] or rail):
            leaning.add(owners[0])
        if owners[1] and (owners[0] or rail):
            leaning.add(owners[1])
    return any(pid not in leaning for pid in tilted)
