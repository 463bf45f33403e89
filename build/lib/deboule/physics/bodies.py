"""Where each piece lives in a World's MuJoCo model: its body's slots in qpos/qvel, its geom,
the model's other geoms (table, rails...) by name, and the pieces' shapes as arrays. Built once
per model; read-only after (a World's copies share it)."""

from __future__ import annotations

import mujoco
import numpy as np

from deboule.physics.flight import CUBE_KINDS
from deboule.physics.types import PieceInfo


class Bodies:
    """The index tables of one model's pieces, in piece order (one free body each)."""

    def __init__(self, model: mujoco.MjModel, pieces: dict[str, PieceInfo]) -> None:
        self.piece_ids = piece_ids = tuple(pieces)
        self.index = {pid: i for i, pid in enumerate(piece_ids)}

        def ids(kind: mujoco.mjtObj) -> list[int]:
            return [mujoco.mj_name2id(model, kind, pid) for pid in piece_ids]

        body = ids(mujoco.mjtObj.mjOBJ_BODY)
        self.geom = dict(zip(piece_ids, ids(mujoco.mjtObj.mjOBJ_GEOM), strict=True))
        self.geom_owner = {g: pid for pid, g in self.geom.items()}
        self.static_names = {
            g: (mujoco.mj_id2name(model, mujoco.mjtObj.mjOBJ_GEOM, g) or "table").split("-")[0]
            for g in range(model.ngeom) if g not in self.geom_owner
        }
        self.rail_geoms = frozenset(
            g for g in range(model.ngeom)
            if (mujoco.mj_id2name(model, mujoco.mjtObj.mjOBJ_GEOM, g) or "").startswith("rail")
        )
        # The arena's moving fixtures (the Tasse's cup and saucer: mocap bodies), by body name.
        self.fixtures = {
            mujoco.mj_id2name(model, mujoco.mjtObj.mjOBJ_BODY, b): int(model.body_mocapid[b])
            for b in range(model.nbody) if model.body_mocapid[b] >= 0
        }
        qpos = np.array([model.jnt_qposadr[model.body_jntadr[b]] for b in body])
        dof = np.array([model.body_dofadr[b] for b in body])
        count = len(piece_ids)
        if not (np.array_equal(qpos, 7 * np.arange(count))
                and np.array_equal(dof, 6 * np.arange(count))):
            raise RuntimeError("every piece must be one free body, in piece order")
        self.qpos_index = qpos[:, None] + np.arange(7)
        self.dof_index = dof[:, None] + np.arange(6)
        self.is_cube = np.array([pieces[p].kind in CUBE_KINDS for p in piece_ids])
        infos = [pieces[p] for p in piece_ids]
        self.half_edge = np.array([p.size / 2 for p in infos])
        self.tower_half = np.array([p.height / 2 for p in infos])
        self.tower_radius = np.array([p.radius for p in infos])

    def fixture_poses(self, data: mujoco.MjData) -> dict[str, tuple[tuple, tuple]]:
        """Each moving fixture's (position, quaternion) in `data`, by name."""
        return {name: (tuple(data.mocap_pos[m].tolist()), tuple(data.mocap_quat[m].tolist()))
                for name, m in self.fixtures.items()}
