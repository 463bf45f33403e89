"""The checks a throw passes before it starts (RULINGS D3): a die, thrown from its arena's
throwing zone, the hands' starting points clear of each other and of the pieces already on the
table. All checks run first, so a refused throw changes nothing. The World calls these from
`launch_many` and `check_throws`; they use its public core interface only."""

from __future__ import annotations

from typing import Protocol

import mujoco
import numpy as np

from deboule.physics.arenas import Arena
from deboule.physics.flight import CUBE_KINDS
from deboule.physics.types import PieceInfo, Throw, ThrowError
from deboule.spatial.exact import norm

START_PENETRATION = 2e-4  # metres a hand's starting pose may overlap a piece on the table


class ThrowTable(Protocol):
    """What checking throws needs of a World."""

    arena: Arena
    pieces: dict[str, PieceInfo]

    def throwable(self, piece_id: str) -> PieceInfo: ...
    def in_play(self) -> set[str]: ...
    def trial_state(self, poses: dict[str, tuple]) -> mujoco.MjData: ...
    def gap(self, piece_id: str, other: str, data: mujoco.MjData | None = None) -> float: ...


def throwable_piece(pieces: dict[str, PieceInfo], piece_id: str) -> PieceInfo:
    """The piece `piece_id` of `pieces` when it can be thrown (a die); else ThrowError."""
    if piece_id not in pieces:
        raise ThrowError(f"unknown piece {piece_id!r}; pieces are {', '.join(pieces)}")
    piece = pieces[piece_id]
    if piece.kind not in CUBE_KINDS:
        raise ThrowError(f"{piece_id} is a {piece.kind} and cannot be thrown")
    return piece


def validate_throws(world: ThrowTable, throws: dict[str, Throw]) -> None:
    """RULINGS D3: all checks first, so a refused throw changes nothing."""
    if not isinstance(throws, dict) or not throws:
        raise ThrowError("give at least one throw as {piece_id: Throw}")
    for pid, thrown in throws.items():
        piece = world.throwable(pid)
        if not isinstance(thrown, Throw):
            raise ThrowError(f"a throw must be a physics.Throw, got {type(thrown).__name__}")
        zone = world.arena.throw_zone(piece)
        if not zone.contains(thrown.position):
            raise ThrowError(
                f"{pid} must be thrown from the throwing zone x {zone.x}, y {zone.y}, "
                f"z {zone.z} (behind the réglette on the Déboulé table); got {thrown.position}"
            )
    starts = [(pid, np.asarray(t.position)) for pid, t in throws.items()]
    for a in range(len(starts)):
        for b in range(a + 1, len(starts)):
            gap = norm(starts[a][1] - starts[b][1])
            reach = (world.pieces[starts[a][0]].size + world.pieces[starts[b][0]].size) * 0.87
            if gap < reach:
                raise ThrowError(f"{starts[a][0]} and {starts[b][0]} start inside each other")
    check_starts_clear(world, throws)


def check_starts_clear(world: ThrowTable, throws: dict[str, Throw]) -> None:
    """A hand cannot start a throw inside a piece already on the table."""
    scratch = world.trial_state({pid: (t.position, t.orientation) for pid, t in throws.items()})
    for pid in throws:
        for other in sorted(world.in_play() - set(throws)):
            if world.gap(pid, other, scratch) < -START_PENETRATION:
                raise ThrowError(f"{pid} would start inside {other}")


class RandomThrower(ThrowTable, Protocol):
    """A World that draws a plausible hand throw for a piece."""

    def random_throw(self, rng: np.random.Generator | None = None, piece_id: str | None = None
                     ) -> Throw: ...


def clear_random_throws(world: RandomThrower, rng: np.random.Generator, piece_ids
                        ) -> dict[str, Throw]:
    """Plausible hand throws for several pieces at once, starting clear of each other (drawn
    again from `rng` until `validate_throws` takes them, at most a thousand times)."""
    ids = list(piece_ids)
    for _ in range(1000):
        throws = {pid: world.random_throw(rng, pid) for pid in ids}
        try:
            validate_throws(world, throws)
        except ThrowError:
            continue
        return throws
    raise ThrowError(f"could not find clear starting points for {ids}")
