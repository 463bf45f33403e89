"""How a Déboulé bot values a table (deboule/rules/deboule/bots.py): the points a side would score
if the round ended now, the margin, and, while a trailing side still throws (D7), how hard the lead
is to beat; and the table as it would be without a piece (a Déchole)."""

from __future__ import annotations

import math

from deboule.rules.deboule.game import DebouleGame
from deboule.rules.deboule.scoring import side_distances, valid_pieces
from deboule.rules.deboule.table import COCHONDE, PieceObs, TableObs


def evaluate(game: DebouleGame, obs: TableObs, side: int, faulty: int | None = None,
             in_hand: dict[int, int] | None = None) -> float:
    """How good the table is for `side`: the points it would score if the round ended now
    (negative: the leader's points), plus a small reward for the margin. `faulty`: the side
    that knocked towers down (they are conceded, D10). `in_hand` (issue 35): the déboules each
    side still holds; when a trailing side still throws (D7), the lead's worth is how hard it
    is to beat (the leader's own distance), not its gap to the second piece (`_holding`)."""
    lay = game.layout
    if not obs.in_play(COCHONDE):
        return 0.0  # void round
    conceded = dict(game.conceded)
    order = list(game.turn_order) or list(range(lay.n_sides))
    for tower in obs.fallen_towers:
        if faulty is not None and faulty in order:
            conceded[tower] = order[(order.index(faulty) + 1) % len(order)]
    pieces = valid_pieces(obs, lay, conceded)
    best = side_distances(pieces, lay.n_sides)
    stake = int(obs.pieces[COCHONDE].top_face)  # type: ignore[arg-type]
    mine = best[side]
    rival = min((best[s] for s in range(lay.n_sides) if s != side), default=math.inf)
    if mine < rival:
        value = stake + sum(1 for p in pieces if p.side == side and p.distance < rival)
    elif math.isinf(mine) and math.isinf(rival):
        value = 0.0
    else:
        leader = min(range(lay.n_sides), key=lambda s: best[s])
        value = -(stake + sum(1 for p in pieces if p.side == leader and p.distance < mine))
    margin = (min(rival, 0.5) if math.isfinite(rival) else 0.5) - \
        (min(mine, 0.5) if math.isfinite(mine) else 0.5)
    if in_hand is not None:
        margin = _holding(margin, best, side, in_hand)
    value += 6.0 * margin
    if faulty == side and obs.fallen_towers:
        value -= 1.5 * len(obs.fallen_towers)  # the symbol of this turn is lost too
    return value


def _holding(margin: float, best: list[float], side: int, in_hand: dict[int, int]) -> float:
    """The margin term when a trailing side may still throw: D7 gives the next throw to a side
    behind, which then has to beat the leader's piece, so a lead is worth the leader's
    closeness (0 at 50 cm, 0.5 touching the cochondé), for `side` or against it. With nothing
    left in the trailers' hands the gap stands (the leader's later throws count past it)."""
    leader = min(range(len(best)), key=lambda s: best[s])
    if not math.isfinite(best[leader]) or sum(1 for d in best if d == best[leader]) > 1:
        return margin
    if sum(n for s, n in in_hand.items() if s != leader) <= 0:
        return margin
    closeness = 0.5 - min(best[leader], 0.5)
    return closeness if leader == side else -closeness


def without(obs: TableObs, pid: str) -> TableObs:
    """The table with `pid` gone (a Déchole), without touching physics."""
    pieces = dict(obs.pieces)
    p = pieces[pid]
    pieces[pid] = PieceObs(p.id, p.kind, p.footprint, p.top_face, "hand", False, p.flat)
    for other, q in list(pieces.items()):
        if q.in_play and q.resting_on == pid:  # what stood on it drops in place
            pieces[other] = PieceObs(q.id, q.kind, q.footprint, q.top_face, "table", True,
                                     q.flat)
    return TableObs(pieces)
