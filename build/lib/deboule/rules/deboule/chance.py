"""A stand-in for the physics: chance outcomes of Le Déboulé from a generator the caller seeds.

The rules never throw nor move anything (deboule.rules.core): the window and the sim hand in what
the physics world settled on. Tests and the conformance run need outcomes without a world: this
module answers a state's `chance_request()` with a crude but consistent table (pieces land at
random spots or on another piece, sometimes out; now and then a tower falls or the cochondé is
knocked), built on the table the rules last saw (`info["table"]`).
"""

from __future__ import annotations

import random

from deboule.rules.core import ChanceRequest
from deboule.rules.deboule.actions import DIRECTIONS, Action, Observed, RollOff, Thrown
from deboule.rules.deboule.geometry import DEBOULE_HALF, SPEC
from deboule.rules.deboule.scripted import TableBuilder
from deboule.rules.deboule.table import COCHONDE, DEBOULE_FACES

# the table of RULINGS D2 (deboule/data/assets/deboule_table.json)
LENGTH = float(SPEC["play_length"])
HALF_WIDTH = float(SPEC["play_width"]) / 2
EDGE = 2 * DEBOULE_HALF
# where a tipped déboule lands: a quarter turn moves it about one edge
TIP_STEP = {"far": (EDGE, 0.0), "near": (-EDGE, 0.0), "left": (0.0, EDGE), "right": (0.0, -EDGE)}
ROLL_OFF_FACES = (1, 2, 3, 4, 5, 6, None)  # None: the cochondé went out (R17)


def sample_outcome(request: ChanceRequest, rng: random.Random) -> Action:
    """A random outcome for `request` (a DebouleGame's `chance_request()`)."""
    if request.kind == "roll_off":
        return RollOff(rng.choice(ROLL_OFF_FACES))
    table = request.info.get("table")
    builder = TableBuilder.from_table(table) if table is not None else TableBuilder()
    if request.kind == "throw":
        return _throw(builder, rng.choice(request.info["pieces"]), rng)
    return Observed(_kinematic(builder, request.info, rng))


def _drop_riders(b: TableBuilder, pid: str) -> None:
    """Whatever rested on `pid` now lies where it was, on the table."""
    for other, piece in list(b.pieces.items()):
        if piece.in_play and piece.resting_on == pid:
            x, y = piece.footprint.centre
            b.place(other, x, y, piece.top_face)


def _random_rest(b: TableBuilder, pid: str, rng: random.Random) -> None:
    face = rng.randint(1, 6) if pid == COCHONDE else rng.choice(DEBOULE_FACES)
    _drop_riders(b, pid)
    roll = rng.random()
    if roll < 0.08:
        b.place(pid, LENGTH / 2, 0.0, face).out(pid)
        return
    if roll < 0.2 and pid != COCHONDE:
        supports = [q for q, p in b.pieces.items()
                    if p.in_play and q not in (pid, COCHONDE)
                    and not any(r.in_play and r.resting_on == q for r in b.pieces.values())]
        if supports:
            b.place(pid, face=face, on=rng.choice(sorted(supports)))
            return
    edge = HALF_WIDTH - 0.02  # anywhere past the réglette, clear of the rails
    b.place(pid, rng.uniform(0.15, LENGTH - 0.05), rng.uniform(-edge, edge), face)


def _throw(b: TableBuilder, piece: str, rng: random.Random) -> Thrown:
    _random_rest(b, piece, rng)
    if piece != COCHONDE and rng.random() < 0.05 and b.pieces[COCHONDE].in_play:
        b.face(COCHONDE, rng.randint(1, 6))  # knocked to a new face (D11: a new stake)
    if piece != COCHONDE and rng.random() < 0.01:
        b.out(COCHONDE)  # a void round (D11)
    if rng.random() < 0.05:  # a tower falls (D10)
        tower = f"tower-{rng.randint(0, 3)}"
        if tower in b.pieces and b.pieces[tower].in_play:
            _drop_riders(b, tower)
            x, y = b.pieces[tower].footprint.centre
            b.tower(tower, x + 0.03, y, fallen=True)
    tips = tuple(d for d in DIRECTIONS if rng.random() < 0.6)
    return Thrown(piece, b.build(), tip_directions=tips)


def _kinematic(b: TableBuilder, info, rng: random.Random):
    op, piece = info["op"], info["piece"]
    if op == "new_round":
        return TableBuilder(tuple(info["towers"])).build()
    if op == "place_on":
        _drop_riders(b, piece)
        b.place(piece, face=b.pieces[piece].top_face, on=info["target"])
    elif op == "tip":
        _drop_riders(b, piece)
        dx, dy = TIP_STEP[info["direction"]]
        x, y = b.pieces[piece].footprint.centre
        b.place(piece, x + dx, y + dy, rng.choice(DEBOULE_FACES))
    elif op == "remove":
        _drop_riders(b, piece)
        b.remove(piece)
    elif op == "erect":
        x, y = b.pieces[piece].footprint.centre
        b.tower(piece, x, y)
    return b.build()
