"""Impacts for the sound: contacts that began since the last check, loud as the closing speed.
The World collects them when `listen_impacts` is on; nothing here changes the physics."""

from __future__ import annotations

from typing import NamedTuple

import mujoco

from deboule.physics.bodies import Bodies
from deboule.spatial.exact import norm

HEARD_SPEED = 0.05  # m/s: slower meetings make no sound


class Impact(NamedTuple):
    """Two things started touching: `a` and `b` are piece ids or 'table', 'rail', 'cup'..."""

    time: float
    a: str
    b: str
    speed: float  # m/s, the sum of the pieces' speeds when they met


def new_impacts(data: mujoco.MjData, bodies: Bodies, touching: frozenset
                ) -> tuple[list[Impact], frozenset]:
    """The contacts of `data` not in `touching` (the pairs at the last check) as Impacts, and
    the pairs touching now (pieces by id, other geoms by name: 'table', 'rail'...)."""
    geom_owner, names = bodies.geom_owner, bodies.static_names
    index, dof_index = bodies.index, bodies.dof_index
    now = set()
    for c in range(data.ncon):
        contact = data.contact[c]
        a = geom_owner.get(contact.geom1) or names.get(contact.geom1, "table")
        b = geom_owner.get(contact.geom2) or names.get(contact.geom2, "table")
        now.add((a, b) if a <= b else (b, a))
    heard = []
    for a, b in now - touching:
        speed = sum(
            norm(data.qvel[dof_index[index[p], :3]])
            for p in (a, b) if p in index
        )
        if speed > HEARD_SPEED:
            heard.append(Impact(float(data.time), a, b, speed))
    return heard, frozenset(now)
