"""Le Déboulé's towers at a new round (RULINGS D2): which repères they may stand on, and
standing them upright there. The World calls these from `new_round`; they use its public core
interface only (pieces, arena, `put`)."""

from __future__ import annotations

from typing import Protocol

from deboule.physics.arenas import Arena, DebouleArena
from deboule.physics.types import PieceInfo


class TowerTable(Protocol):
    """What standing the towers needs of a World."""

    arena: Arena
    pieces: dict[str, PieceInfo]
    piece_ids: tuple[str, ...]

    def put(self, piece_id: str, position, quaternion) -> None: ...


def tower_layout(arena: Arena, towers) -> tuple[int, ...]:
    """The repère indices `towers`, checked: at most 4, distinct, each 0..8, and only on the
    Déboulé table; else ValueError (nothing changed)."""
    try:
        layout = tuple(towers)
    except TypeError as exc:
        raise ValueError(f"towers must be repère indices, got {towers!r}") from exc
    if not layout:
        return ()
    if not isinstance(arena, DebouleArena):
        raise ValueError("only the Déboulé table has towers")
    if len(layout) > 4 or len(set(layout)) != len(layout):
        raise ValueError(f"at most 4 towers on distinct repères, got {layout}")
    for index in layout:
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < 9:
            raise ValueError(f"a repère is an index 0..8, got {index!r}")
    return layout


def stand_towers(world: TowerTable, layout: tuple[int, ...]) -> None:
    """The world's towers, in piece order, upright and in play on the repères of `layout`."""
    tower_ids = [pid for pid in world.piece_ids if world.pieces[pid].kind == "tower"]
    for tower_id, repere in zip(tower_ids, layout, strict=False):
        x, y = world.arena.table.repere(repere)
        height = world.pieces[tower_id].height
        world.put(tower_id, (x, y, height / 2), (1.0, 0.0, 0.0, 0.0))
