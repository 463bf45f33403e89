"""Table specifications and the MJCF models built from them (arenas + pieces).

Settings from design/PHYSICS.md: 1 ms step, implicitfast, elliptic cone, noslip, island sleeping,
soft contacts that bounce about 0.38 and do not micro-hop at rest.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib.resources import files

from physics.geometry import rounded_cube_vertices
from physics.types import PieceInfo

ASSETS = files("assets")  # the data package: a checkout's assets/ or the installed copy

FLOOR_Z = -0.5  # the room floor, where parked pieces wait
PARK_Y = 2.0  # parked pieces stand in a row far from every table


def load_json(name: str) -> dict:
    return json.loads((ASSETS / name).read_text(encoding="utf-8"))


def face_table(kind: str) -> dict[str, object]:
    """RULINGS D1: which face shows for each local axis pointing up (assets/deboule_faces.json)."""
    faces = load_json("deboule_faces.json")
    return dict(faces["deboule" if kind == "deboule" else "numbered"])


@dataclass(frozen=True)
class Zone:
    """An axis-aligned box (world frame) where a throw may start."""

    x: tuple[float, float]
    y: tuple[float, float]
    z: tuple[float, float]

    def contains(self, point, margin: float = 0.0) -> bool:
        return all(
            low + margin <= float(value) <= high - margin
            for value, (low, high) in zip(point, (self.x, self.y, self.z), strict=True)
        )


@dataclass(frozen=True)
class DebouleTable:
    """RULINGS D2, read from assets/deboule_table.json."""

    length: float
    width: float
    rail_height: float
    rail_thickness: float
    reglette_x: float
    deboule_edge: float
    deboule_mass: float
    edge_radius: float
    cochonde_edge: float
    cochonde_mass: float
    tower_radius: float
    tower_height: float
    tower_mass: float
    repere_length_fractions: tuple[float, ...]
    repere_width_fractions: tuple[float, ...]
    colours: tuple[str, ...]
    default_towers: tuple[int, ...]

    @classmethod
    def load(cls) -> DebouleTable:
        data = {k: v for k, v in load_json("deboule_table.json").items() if not k.startswith("_")}
        return cls(
            length=data["play_length"],
            width=data["play_width"],
            rail_height=data["rail_height"],
            rail_thickness=data["rail_thickness"],
            reglette_x=data["reglette_x"],
            deboule_edge=data["deboule_edge"],
            deboule_mass=data["deboule_mass"],
            edge_radius=data["edge_radius"],
            cochonde_edge=data["cochonde_edge"],
            cochonde_mass=data["cochonde_mass"],
            tower_radius=data["tower_radius"],
            tower_height=data["tower_height"],
            tower_mass=data["tower_mass"],
            repere_length_fractions=tuple(data["repere_length_fractions"]),
            repere_width_fractions=tuple(data["repere_width_fractions"]),
            colours=tuple(data["colours"]),
            default_towers=tuple(data["default_towers"]),
        )

    def repere(self, index: int) -> tuple[float, float]:
        """Centre (x, y) of repère `index` (0..8, row-major: length fraction, then width)."""
        if not isinstance(index, int) or not 0 <= index < 9:
            raise ValueError(f"a repère is an index 0..8, got {index!r}")
        fx = self.repere_length_fractions[index // 3]
        fy = self.repere_width_fractions[index % 3]
        return self.length * fx, -self.width / 2 + self.width * fy

    def throw_zone(self, half_edge: float) -> Zone:
        """RULINGS D3: behind the réglette, over the near end or just behind it, hand-high."""
        return Zone(
            x=(-0.10, self.reglette_x - half_edge),
            y=(-self.width / 2 + half_edge, self.width / 2 - half_edge),
            z=(half_edge, 0.30),
        )


@dataclass(frozen=True)
class TraySpec:
    """The Cul de Chouette piste: a felt tray with walls."""

    length: float = 0.36
    width: float = 0.24
    wall_height: float = 0.06
    wall_thickness: float = 0.01
    die_edge: float = 0.016
    die_mass: float = 0.005
    edge_radius: float = 0.0012

    def throw_zone(self, half_edge: float) -> Zone:
        return Zone(
            x=(-self.length / 2 + half_edge, self.length / 2 - half_edge),
            y=(-self.width / 2 + half_edge, self.width / 2 - half_edge),
            z=(half_edge, 0.30),
        )


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


def _vertex_attr(half_edge: float, radius: float) -> str:
    points = rounded_cube_vertices(half_edge, radius)
    return " ".join(f"{v:.7f}" for v in points.ravel())


def _box(name: str, centre, half) -> str:
    cx, cy, cz = centre
    hx, hy, hz = half
    return (
        f'<geom name="{name}" type="box" pos="{cx:.5f} {cy:.5f} {cz:.5f}" '
        f'size="{hx:.5f} {hy:.5f} {hz:.5f}" rgba="0.6 0.4 0.2 1"/>'
    )


def _cube_body(piece: PieceInfo, mesh: str, slot: int) -> str:
    x, y, z = park_position(slot, piece.size / 2)
    return (
        f'<body name="{piece.id}" pos="{x:.4f} {y:.4f} {z:.5f}"><freejoint/>'
        f'<geom name="{piece.id}" type="mesh" mesh="{mesh}" mass="{piece.mass}" condim="3"/></body>'
    )


def park_position(slot: int, half_height: float) -> tuple[float, float, float]:
    """Where a piece waits off-table (in hand, out or removed): its own spot on the floor."""
    return -1.0 - 0.08 * slot, PARK_Y, FLOOR_Z + half_height


def deboule_pieces(table: DebouleTable) -> list[PieceInfo]:
    """The 8 déboules (4 colours x 2), the cochondé and the 4 DéTours, in a fixed order."""
    faces = face_table("deboule")
    numbered = face_table("cochonde")
    pieces = [
        PieceInfo(
            id=f"{colour}-{n}", kind="deboule", size=table.deboule_edge, mass=table.deboule_mass,
            colour=colour, owner_index=index, faces=faces,
        )
        for index, colour in enumerate(table.colours)
        for n in (1, 2)
    ]
    pieces.append(
        PieceInfo(id="cochonde", kind="cochonde", size=table.cochonde_edge,
                  mass=table.cochonde_mass, faces=numbered)
    )
    pieces.extend(
        PieceInfo(id=f"tower-{n}", kind="tower", size=2 * table.tower_radius, mass=table.tower_mass,
                  radius=table.tower_radius, height=table.tower_height)
        for n in range(4)
    )
    return pieces


def deboule_xml(table: DebouleTable, pieces: list[PieceInfo]) -> str:
    """The Déboulé table of RULINGS D2: play area, rails on three sides, open near end."""
    length, width, t, rh = table.length, table.width, table.rail_thickness, table.rail_height
    statics = [
        f'<geom name="floor" type="plane" pos="0 0 {FLOOR_Z:.3f}" size="6 6 0.1"/>',
        _box("table", (length / 2 + t / 2, 0, -0.015), (length / 2 + t / 2, width / 2 + t, 0.015)),
        _box("rail-left", (length / 2 + t / 2, width / 2 + t / 2, rh / 2),
             (length / 2 + t / 2, t / 2, rh / 2)),
        _box("rail-right", (length / 2 + t / 2, -width / 2 - t / 2, rh / 2),
             (length / 2 + t / 2, t / 2, rh / 2)),
        _box("rail-far", (length + t / 2, 0, rh / 2), (t / 2, width / 2 + t, rh / 2)),
    ]
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
            bodies.append(_cube_body(piece, piece.kind, slot))
    assets = (
        f'<mesh name="deboule" vertex="{_vertex_attr(table.deboule_edge / 2, table.edge_radius)}"/>'
        f'<mesh name="cochonde" vertex="{_vertex_attr(table.cochonde_edge / 2, 0.001)}"/>'
    )
    return (
        f'<mujoco model="deboule">{MJCF_OPTIONS}<asset>{assets}</asset>'
        f'<worldbody>{"".join(statics)}{"".join(bodies)}</worldbody></mujoco>'
    )


def tray_pieces(spec: TraySpec, n: int) -> list[PieceInfo]:
    faces = face_table("die")
    return [
        PieceInfo(id=f"die-{i + 1}", kind="die", size=spec.die_edge, mass=spec.die_mass,
                  faces=faces)
        for i in range(n)
    ]


def tray_xml(spec: TraySpec, pieces: list[PieceInfo]) -> str:
    hl, hw, wh, t = spec.length / 2, spec.width / 2, spec.wall_height, spec.wall_thickness
    statics = [
        f'<geom name="floor" type="plane" pos="0 0 {FLOOR_Z:.3f}" size="6 6 0.1"/>',
        _box("table", (0, 0, -0.01), (hl + t, hw + t, 0.01)),
        _box("rail-left", (0, hw + t / 2, wh / 2), (hl + t, t / 2, wh / 2)),
        _box("rail-right", (0, -hw - t / 2, wh / 2), (hl + t, t / 2, wh / 2)),
        _box("rail-far", (hl + t / 2, 0, wh / 2), (t / 2, hw, wh / 2)),
        _box("rail-near", (-hl - t / 2, 0, wh / 2), (t / 2, hw, wh / 2)),
    ]
    bodies = [_cube_body(piece, "die", slot) for slot, piece in enumerate(pieces)]
    assets = f'<mesh name="die" vertex="{_vertex_attr(spec.die_edge / 2, spec.edge_radius)}"/>'
    return (
        f'<mujoco model="tray">{MJCF_OPTIONS}<asset>{assets}</asset>'
        f'<worldbody>{"".join(statics)}{"".join(bodies)}</worldbody></mujoco>'
    )
