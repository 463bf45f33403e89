"""The table as the rules see it: a plain observation handed in by the caller.

The caller (deboule/ or the sim) runs the physics and hands over, for every piece, the fields of
the physics `PieceState` the rules need. Rules never import physics: `TableObs.from_outcome`
reads those fields by name (duck typing).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from deboule.rules.core import IllegalAction
from deboule.rules.deboule.geometry import (
    COCHONDE_HALF,
    DEBOULE_HALF,
    TOWER_RADIUS,
    Disc,
    Footprint,
    Square,
    footprint_from_dict,
    yaw_from_quaternion,
)

# RULINGS D1: the face names of a déboule; the cochondé shows 1..6.
DEBOULE_FACES = ("fleche", "chapeau", "losange", "arc", "blank")
KINDS = ("deboule", "cochonde", "tower")
SUPPORT_WORDS = ("table", "floor", "hand")
COCHONDE = "cochonde"


@dataclass(frozen=True)
class PieceObs:
    """One piece of an observation. resting_on: 'table', 'floor', 'hand' or a piece id."""

    id: str
    kind: str
    footprint: Footprint
    top_face: str | int | None
    resting_on: str
    in_play: bool
    flat: bool = True

    def __post_init__(self) -> None:
        if not isinstance(self.id, str) or not self.id:
            raise IllegalAction(f"a piece id must be a non-empty string, got {self.id!r}")
        if self.kind not in KINDS:
            raise IllegalAction(f"piece {self.id}: unknown kind {self.kind!r} (one of {KINDS})")
        if not isinstance(self.footprint, (Square, Disc)):
            raise IllegalAction(f"piece {self.id}: footprint must be a Square or a Disc")
        if not isinstance(self.resting_on, str) or not self.resting_on:
            raise IllegalAction(f"piece {self.id}: resting_on must be a string")
        if not isinstance(self.in_play, bool) or not isinstance(self.flat, bool):
            raise IllegalAction(f"piece {self.id}: in_play and flat must be booleans")
        if self.in_play:
            if self.kind == "deboule" and self.top_face not in DEBOULE_FACES:
                raise IllegalAction(
                    f"déboule {self.id}: top face {self.top_face!r} is not one of {DEBOULE_FACES}"
                )
            if self.kind == "cochonde" and (
                isinstance(self.top_face, bool) or self.top_face not in (1, 2, 3, 4, 5, 6)
            ):
                raise IllegalAction(f"cochondé: top face {self.top_face!r} is not 1..6 (D1)")
            if self.resting_on in ("floor", "hand") or self.resting_on == self.id:
                raise IllegalAction(
                    f"piece {self.id} is in play but rests on {self.resting_on!r}"
                )

    def __deepcopy__(self, memo: dict) -> PieceObs:
        return self  # immutable

    def to_dict(self) -> dict:
        return {
            "id": self.id,
            "kind": self.kind,
            "footprint": self.footprint.to_dict(),
            "top_face": self.top_face,
            "resting_on": self.resting_on,
            "in_play": self.in_play,
            "flat": self.flat,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PieceObs:
        if not isinstance(data, Mapping):
            raise IllegalAction(f"a piece must be a mapping, got {type(data).__name__}")
        try:
            return cls(
                id=data["id"],
                kind=data["kind"],
                footprint=footprint_from_dict(data["footprint"]),
                top_face=data.get("top_face"),
                resting_on=data["resting_on"],
                in_play=data["in_play"],
                flat=data.get("flat", True),
            )
        except KeyError as exc:
            raise IllegalAction(f"a piece needs {exc.args[0]!r}") from exc


@dataclass(frozen=True)
class TableObs:
    """A settled table: every piece, plus what went out and which towers fell in the last move."""

    pieces: Mapping[str, PieceObs]
    out: frozenset[str] = frozenset()
    fallen_towers: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        if not isinstance(self.pieces, Mapping):
            raise IllegalAction("an observation needs a mapping of pieces")
        pieces = dict(self.pieces)
        for pid, piece in pieces.items():
            if not isinstance(piece, PieceObs) or piece.id != pid:
                raise IllegalAction(f"observation entry {pid!r} is not the PieceObs of {pid!r}")
        for pid, piece in pieces.items():
            if piece.in_play and piece.resting_on not in SUPPORT_WORDS:
                support = pieces.get(piece.resting_on)
                if support is None or not support.in_play:
                    raise IllegalAction(
                        f"piece {pid} rests on {piece.resting_on!r}, which is not in play"
                    )
        out = frozenset(self.out)
        fallen = frozenset(self.fallen_towers)
        for name, ids in (("out", out), ("fallen_towers", fallen)):
            unknown = sorted(i for i in ids if i not in pieces)
            if unknown:
                raise IllegalAction(f"{name} names unknown pieces {unknown}")
        if any(pieces[t].kind != "tower" for t in fallen):
            raise IllegalAction("fallen_towers may only name towers")
        object.__setattr__(self, "pieces", pieces)
        object.__setattr__(self, "out", out)
        object.__setattr__(self, "fallen_towers", fallen)

    def __deepcopy__(self, memo: dict) -> TableObs:
        return self  # treated as immutable: the rules never mutate an observation

    # -- queries -----------------------------------------------------------------------------
    def get(self, pid: str) -> PieceObs | None:
        return self.pieces.get(pid)

    def in_play(self, pid: str) -> bool:
        piece = self.pieces.get(pid)
        return piece is not None and piece.in_play

    def ids_of_kind(self, kind: str) -> list[str]:
        return sorted(pid for pid, p in self.pieces.items() if p.kind == kind)

    def children(self, pid: str) -> list[str]:
        """In-play déboules resting directly on `pid`."""
        return sorted(
            c for c, p in self.pieces.items()
            if p.in_play and p.kind == "deboule" and p.resting_on == pid
        )

    def covered(self, pid: str) -> bool:
        """A déboule with another déboule on it is chapeauté (seed: "réputé éliminé"); the
        cochondé lying on a déboule does not cover it (R12)."""
        return bool(self.children(pid))

    def stack_base(self, pid: str) -> str:
        """Bottom of the stack under `pid`: a tower id, or the lowest déboule (maybe pid)."""
        current = pid
        seen = {pid}
        while True:
            support = self.pieces[current].resting_on
            below = self.pieces.get(support)
            if below is None or not below.in_play or support in seen:
                return current
            if below.kind == "tower":
                return support
            if below.kind != "deboule":  # resting on the cochondé: the stack ends here
                return current
            seen.add(support)
            current = support

    def on_tower(self, pid: str) -> str | None:
        base = self.stack_base(pid)
        return base if self.pieces[base].kind == "tower" else None

    def scoring_footprint(self, pid: str) -> Footprint:
        """D6: on a tower, the tower's base; in a stack, the footprint of the stack's base."""
        return self.pieces[self.stack_base(pid)].footprint

    def tower_top(self, tower: str) -> str | None:
        """The uncovered déboule on top of the tower's stack, if any."""
        current = tower
        seen = {tower}
        while True:
            kids = self.children(current)
            if not kids:
                return None if current == tower else current
            nxt = kids[0]
            if nxt in seen:
                return current if current != tower else None
            seen.add(nxt)
            current = nxt

    # -- serialisation -----------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "pieces": [self.pieces[pid].to_dict() for pid in sorted(self.pieces)],
            "out": sorted(self.out),
            "fallen_towers": sorted(self.fallen_towers),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TableObs:
        if not isinstance(data, Mapping):
            raise IllegalAction(f"an observation must be a mapping, got {type(data).__name__}")
        raw = data.get("pieces")
        if not isinstance(raw, list):
            raise IllegalAction("an observation needs a list of pieces")
        pieces: dict[str, PieceObs] = {}
        for item in raw:
            piece = PieceObs.from_dict(item)
            if piece.id in pieces:
                raise IllegalAction(f"piece {piece.id} appears twice in the observation")
            pieces[piece.id] = piece
        return cls(pieces, frozenset(data.get("out", ())), frozenset(data.get("fallen_towers", ())))

    @classmethod
    def from_outcome(cls, outcome: Any, pieces: Iterable[str] | None = None) -> TableObs:
        """Build an observation from a physics Outcome (read by attribute names only)."""
        wanted = set(pieces) if pieces is not None else None
        obs: dict[str, PieceObs] = {}
        for pid, state in outcome.pieces.items():
            if wanted is not None and pid not in wanted:
                continue
            if state.kind not in KINDS:
                continue
            x, y = float(state.position[0]), float(state.position[1])
            if state.kind == "tower":
                footprint: Footprint = Disc((x, y), TOWER_RADIUS)
                top = None
            else:
                half = DEBOULE_HALF if state.kind == "deboule" else COCHONDE_HALF
                footprint = Square((x, y), half, yaw_from_quaternion(state.quaternion))
                top = _rules_face(state.top_face)
            in_play = bool(state.in_play)
            obs[pid] = PieceObs(
                id=pid,
                kind=state.kind,
                footprint=footprint,
                top_face=top,
                resting_on=str(state.resting_on),
                in_play=in_play,
                flat=bool(state.flat),
            )
        known = set(obs)
        return cls(
            obs,
            frozenset(i for i in outcome.out if i in known),
            frozenset(i for i in outcome.fallen_towers if i in known),
        )


def _rules_face(face):
    """The physics' face (a `physics.Face`, read by duck typing) as the rules keep it (D1): the
    cochondé's number as an int, a déboule's symbol as its plain name."""
    pips = getattr(face, "pips", None)
    if pips is not None:
        return int(pips)
    return face if face is None or isinstance(face, int) else str(face)
