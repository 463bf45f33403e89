"""The MuJoCo model of a world, composed from the fragments its parts contribute.

Every world has the room (the solver's settings and the floor where pieces wait off the table)
and its pieces (free bodies: dice and DéTours); each game adds its own part: the Déboulé table
with its rails, Cul de Chouette's walled tray, or L'Enculette's Tasse (a cup and a saucer held
by a hand). `compose` puts the fragments together in order: assets first, then the static geoms,
then the bodies. (MJCF text: MuJoCo's own model format; the settings are design/PHYSICS.md's.)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from deboule.physics.geometry import rounded_cube_vertices
from deboule.physics.types import PieceInfo

FLOOR_Z = -0.5  # the room floor, where parked pieces wait
PARK_Y = 2.0  # parked pieces stand in a row far from every table

# 1 ms step, implicitfast, elliptic cone, noslip, island sleeping, soft contacts that bounce
# about 0.38 and do not micro-hop at rest (design/PHYSICS.md).
MJCF_OPTIONS = """
  <compiler angle="radian" autolimits="true"/>
  <option timestep="0.001" integrator="implicitfast" cone="elliptic" iterations="50"
          ls_iterations="20" noslip_iterations="10">
    <flag sleep="enable"/>
  </option>
  <default>
    <geom solref="0.004 0.4" solimp="0.5 0.95 0.001 0.5 2" friction="0.4 0.005 0.0001"/>
  </default>
"""


@dataclass(frozen=True)
class Fragment:
    """What one part adds to the model: assets (meshes), static geoms, and bodies."""

    assets: tuple[str, ...] = ()
    statics: tuple[str, ...] = ()
    bodies: tuple[str, ...] = ()


def compose(name: str, fragments: Iterable[Fragment]) -> str:
    """The MJCF text of a model named `name` made of `fragments`, in order."""
    parts = tuple(fragments)
    assets = "".join(a for part in parts for a in part.assets)
    statics = "".join(s for part in parts for s in part.statics)
    bodies = "".join(b for part in parts for b in part.bodies)
    return (f'<mujoco model="{name}">{MJCF_OPTIONS}<asset>{assets}</asset>'
            f'<worldbody>{statics}{bodies}</worldbody></mujoco>')


def room() -> Fragment:
    """The floor under every table: pieces in hand, out or removed wait there."""
    return Fragment(statics=(f'<geom name="floor" type="plane" pos="0 0 {FLOOR_Z:.3f}" '
                             f'size="6 6 0.1"/>',))


def park_position(slot: int, half_height: float) -> tuple[float, float, float]:
    """Where a piece waits off-table (in hand, out or removed): its own spot on the floor."""
    return -1.0 - 0.08 * slot, PARK_Y, FLOOR_Z + half_height


def rounded_cube_mesh(name: str, half_edge: float, radius: float) -> str:
    """A die's mesh asset: a cube with rounded edges and corners."""
    points = rounded_cube_vertices(half_edge, radius)
    vertices = " ".join(f"{v:.7f}" for v in points.ravel())
    return f'<mesh name="{name}" vertex="{vertices}"/>'


def box(name: str, centre, half) -> str:
    """A static wooden box geom (table tops, rails)."""
    cx, cy, cz = centre
    hx, hy, hz = half
    return (
        f'<geom name="{name}" type="box" pos="{cx:.5f} {cy:.5f} {cz:.5f}" '
        f'size="{hx:.5f} {hy:.5f} {hz:.5f}" rgba="0.6 0.4 0.2 1"/>'
    )


def piece_bodies(pieces: list[PieceInfo], meshes: dict[str, str], assets: tuple[str, ...]
                 ) -> Fragment:
    """The free bodies of `pieces`, parked in piece order: a die is the mesh `meshes[kind]`
    (from `assets`), a DéTour an upright cylinder."""
    bodies = []
    for slot, piece in enumerate(pieces):
        if piece.kind == "tower":
            x, y, z = park_position(slot, piece.height / 2)
            bodies.append(
                f'<body name="{piece.id}" pos="{x:.4f} {y:.4f} {z:.5f}"><freejoint/>'
                f'<geom name="{piece.id}" type="cylinder" size="{piece.radius} {piece.height / 2}" '
                f'mass="{piece.mass}" condim="6" friction="0.4 0.005 0.002"/></body>'
            )
        else:
            x, y, z = park_position(slot, piece.size / 2)
            bodies.append(
                f'<body name="{piece.id}" pos="{x:.4f} {y:.4f} {z:.5f}"><freejoint/>'
                f'<geom name="{piece.id}" type="mesh" mesh="{meshes[piece.kind]}" '
                f'mass="{piece.mass}" condim="3"/></body>'
            )
    return Fragment(assets=assets, bodies=tuple(bodies))
