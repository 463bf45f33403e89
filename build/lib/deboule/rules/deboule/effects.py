"""The legal targets of the symbols (D8) and the Déchole combination (D9)."""

from __future__ import annotations

from collections.abc import Mapping

from deboule.rules.deboule.geometry import TIE_EPS, footprint_distance
from deboule.rules.deboule.setup import Layout
from deboule.rules.deboule.table import TableObs


def _nearest(candidates: list[tuple[str, float]]) -> tuple[str, ...]:
    """All candidates at the smallest distance (an exact tie offers each of them, R9)."""
    if not candidates:
        return ()
    best = min(d for _, d in candidates)
    return tuple(sorted(pid for pid, d in candidates if d - best <= TIE_EPS))


def _live(table: TableObs, pid: str) -> bool:
    """In play and uncovered: a chapeauté déboule "n'existe plus"."""
    return table.in_play(pid) and not table.covered(pid)


def chapeau_targets(table: TableObs, layout: Layout, conceded: Mapping[str, int], piece: str
                    ) -> tuple[str, ...]:
    """D8: the opposing déboule nearest to the thrower's die (an occupied tower counts as an
    opposing déboule) or the nearest free tower; the thrower picks one of the two."""
    mine = table.pieces[piece].footprint
    side = layout.side_of_piece(piece)
    opposing: list[tuple[str, float]] = []
    free: list[tuple[str, float]] = []
    for pid in layout.deboules:
        if pid != piece and _live(table, pid) and layout.side_of_piece(pid) != side:
            opposing.append((pid, footprint_distance(mine, table.scoring_footprint(pid))))
    for tower in table.ids_of_kind("tower"):
        if not table.in_play(tower) or table.tower_top(tower) is not None:
            continue
        gap = footprint_distance(mine, table.pieces[tower].footprint)
        owner = conceded.get(tower)
        if owner is None:
            free.append((tower, gap))
        elif owner != side:  # a tower conceded to an opponent counts as theirs (R5)
            opposing.append((tower, gap))
    return _nearest(opposing) + _nearest(free)


def force_targets(table: TableObs, layout: Layout, thrower: int) -> tuple[str, ...]:
    """D8: any déboule but the thrower's own and one on a tower (a partner's is allowed)."""
    return tuple(
        pid for pid in layout.deboules
        if layout.owner[pid] != thrower and _live(table, pid) and table.on_tower(pid) is None
    )


def dechole_targets(table: TableObs, layout: Layout, thrower: int) -> tuple[str, ...]:
    """D9: one opposing déboule not on a tower."""
    side = layout.side_of[thrower]
    return tuple(
        pid for pid in layout.deboules
        if layout.side_of_piece(pid) != side and _live(table, pid) and table.on_tower(pid) is None
    )


def combinations(table: TableObs, layout: Layout, thrower: int) -> tuple[str, ...]:
    """D9: the thrower's colours whose two déboules, in play and uncovered, show Arc and
    Flèche ("une combinaison n'est valide que si les deux déboules ... de même couleur")."""
    found = []
    for colour in layout.colours[thrower]:
        pair = (f"{colour}-1", f"{colour}-2")
        if all(_live(table, p) for p in pair):
            faces = {table.pieces[p].top_face for p in pair}
            if faces == {"arc", "fleche"}:
                found.append(colour)
    return tuple(found)
