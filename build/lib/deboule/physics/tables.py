"""Table specifications, their pieces, and the model fragments of the Déboulé table and the
Cul de Chouette tray (composed with the room by deboule.physics.model)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib.resources import files

from deboule.physics.model import Fragment, box, piece_bodies, rounded_cube_mesh
from deboule.physics.types import Face, PieceInfo

# the data package: a checkout's deboule/data/assets/ or the installed copy
ASSETS = files("deboule.data.assets")


def load_json(name: str) -> dict:
    return json.loads((ASSETS / name).read_text(encoding="utf-8"))


def face_table(kind: str) -> dict[str, Face]:
    """RULINGS D1: which face shows for each local axis pointing up
    (deboule/data/assets/deboule_faces.json)."""
    faces = load_json("deboule_faces.json")
    return {axis: Face.of(face)
            for axis, face in faces["deboule" if kind == "deboule" else "numbered"].items()}


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
    """RULINGS D2, read from deboule/data/assets/deboule_table.json."""

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


def deboule_table(table: DebouleTable) -> Fragment:
    """The Déboulé table of RULINGS D2: play area, rails on three sides, open near end."""
    length, width, t, rh = table.length, table.width, table.rail_thickness, table.rail_height
    return Fragment(statics=(
        box("table", (length / 2 + t / 2, 0, -0.015), (length / 2 + t / 2, width / 2 + t, 0.015)),
        box("rail-left", (length / 2 + t / 2, width / 2 + t / 2, rh / 2),
            (length / 2 + t / 2, t / 2, rh / 2)),
        box("rail-right", (length / 2 + t / 2, -width / 2 - t / 2, rh / 2),
            (length / 2 + t / 2, t / 2, rh / 2)),
        box("rail-far", (length + t / 2, 0, rh / 2), (t / 2, width / 2 + t, rh / 2)),
    ))


def deboule_set(table: DebouleTable, pieces: list[PieceInfo]) -> Fragment:
    """The Déboulé's pieces: déboules and cochondé (two meshes) and the DéTours."""
    assets = (rounded_cube_mesh("deboule", table.deboule_edge / 2, table.edge_radius),
              rounded_cube_mesh("cochonde", table.cochonde_edge / 2, 0.001))
    return piece_bodies(pieces, {"deboule": "deboule", "cochonde": "cochonde"}, assets)


def tray_pieces(spec: TraySpec, n: int) -> list[PieceInfo]:
    faces = face_table("die")
    return [
        PieceInfo(id=f"die-{i + 1}", kind="die", size=spec.die_edge, mass=spec.die_mass,
                  faces=faces)
        for i in range(n)
    ]


def tray_walls(spec: TraySpec) -> Fragment:
    """Cul de Chouette's piste: a felt floor walled on four sides."""
    hl, hw, wh, t = spec.length / 2, spec.width / 2, spec.wall_height, spec.wall_thickness
    return Fragment(statics=(
        box("table", (0, 0, -0.01), (hl + t, hw + t, 0.01)),
        box("rail-left", (0, hw + t / 2, wh / 2), (hl + t, t / 2, wh / 2)),
        box("rail-right", (0, -hw - t / 2, wh / 2), (hl + t, t / 2, wh / 2)),
        box("rail-far", (hl + t / 2, 0, wh / 2), (t / 2, hw, wh / 2)),
        box("rail-near", (-hl - t / 2, 0, wh / 2), (t / 2, hw, wh / 2)),
    ))


def pip_dice(spec: TraySpec, pieces: list[PieceInfo]) -> Fragment:
    """Pip dice of the tray's size (Cul de Chouette's, L'Enculette's)."""
    return piece_bodies(pieces, {"die": "die"},
                        (rounded_cube_mesh("die", spec.die_edge / 2, spec.edge_radius),))
