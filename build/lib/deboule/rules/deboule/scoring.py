"""Valid pieces, who throws next (D7) and the round score (D11)."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from deboule.rules.deboule.geometry import TIE_EPS, Footprint, footprint_distance
from deboule.rules.deboule.setup import Layout
from deboule.rules.deboule.table import COCHONDE, TableObs

MAX_ROUND_POINTS = 10  # D11, seed: "Le score maximal est de 10 points"


@dataclass(frozen=True)
class ScoringPiece:
    """A valid piece of a side: an uncovered déboule in play, or an owned tower with no
    déboule on it (a conceded tower, D10). `piece` is the déboule id or the tower id."""

    piece: str
    side: int
    footprint: Footprint
    distance: float
    tower: bool = False  # a bare conceded tower: may win the stake, adds no point (D11)


def tower_owner(table: TableObs, layout: Layout, conceded: Mapping[str, int], tower: str
                ) -> int | None:
    """D10: a tower with a déboule on it belongs to that déboule's owner; else to whom it was
    conceded; else nobody (a free tower)."""
    top = table.tower_top(tower)
    if top is not None and top in layout.owner:
        return layout.side_of_piece(top)
    return conceded.get(tower)


def valid_pieces(table: TableObs, layout: Layout, conceded: Mapping[str, int]
                 ) -> list[ScoringPiece]:
    cochonde = table.get(COCHONDE)
    if cochonde is None or not cochonde.in_play:
        return []
    target = cochonde.footprint
    result: list[ScoringPiece] = []
    for pid in layout.deboules:
        piece = table.get(pid)
        if piece is None or not piece.in_play or table.covered(pid):
            continue  # seed: "un dé chapeauté est réputé éliminé"
        footprint = table.scoring_footprint(pid)  # D6: tower base or stack base
        result.append(
            ScoringPiece(pid, layout.side_of_piece(pid), footprint,
                         footprint_distance(footprint, target))
        )
    for tower in table.ids_of_kind("tower"):
        piece = table.pieces[tower]
        if not piece.in_play or table.tower_top(tower) is not None or tower not in conceded:
            continue
        result.append(ScoringPiece(tower, conceded[tower], piece.footprint,
                                   footprint_distance(piece.footprint, target), tower=True))
    return result


def side_distances(pieces: Sequence[ScoringPiece], n_sides: int) -> list[float]:
    """Each side's closest valid piece; a side with none is farthest of all (inf, D7)."""
    best = [math.inf] * n_sides
    for p in pieces:
        best[p.side] = min(best[p.side], p.distance)
    return best


def next_side(distances: Sequence[float], candidates: Sequence[int], turn_order: Sequence[int],
              last_side: int | None) -> int:
    """D7: the farthest side throws; ties go round the turn order starting after the side
    that threw last (with two sides: "the side that did not throw last"; R4). D7: with three or
    four sides, among several sides with no valid piece, the one earliest in the round's turn
    order throws."""
    if not candidates:
        raise ValueError("no side has anything left to throw")
    far = max(distances[s] for s in candidates)
    tied = [s for s in candidates if distances[s] == far or abs(distances[s] - far) <= TIE_EPS]
    if len(tied) == 1:
        return tied[0]
    order = list(turn_order)
    if math.isinf(far) and len(order) >= 3:  # D7: several sides with no valid piece
        return next(s for s in order if s in tied)
    start = order.index(last_side) + 1 if last_side in order else 0
    rotated = order[start:] + order[:start]
    return next(s for s in rotated if s in tied)


@dataclass(frozen=True)
class RoundScore:
    winner: int | None  # None: no single closest valid piece
    stake: int
    valid: int  # winner's pieces closer than every opponent's closest
    points: int
    pieces: tuple[str, ...]  # those pieces
    distances: tuple[float, ...]  # each side's closest


def score_round(pieces: Sequence[ScoringPiece], stake: int, n_sides: int) -> RoundScore:
    """D11: the side with the single closest valid piece scores the cochondé's current value
    plus one per valid déboule closer than the opponents' closest, 10 at most."""
    best = side_distances(pieces, n_sides)
    closest = min(best)
    leaders = [s for s in range(n_sides) if abs(best[s] - closest) <= TIE_EPS]
    if math.isinf(closest) or len(leaders) != 1:  # R7: no single closest piece, no points
        return RoundScore(None, stake, 0, 0, (), tuple(best))
    winner = leaders[0]
    rival = min(best[s] for s in range(n_sides) if s != winner)
    # D11: only déboules add +1 ("A bare tower ... can win the stake as the closest piece but
    # adds no point"), and "Le score maximal est de 10 points".
    counted = tuple(sorted(
        p.piece for p in pieces
        if p.side == winner and not p.tower and p.distance < rival - TIE_EPS
    ))
    points = min(MAX_ROUND_POINTS, stake + len(counted))
    return RoundScore(winner, stake, len(counted), points, counted, tuple(best))
