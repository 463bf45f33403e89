"""Hand-placed tables for tests, tutorials and replays without physics."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from deboule.rules.deboule.geometry import (
    COCHONDE_HALF,
    DEBOULE_HALF,
    TOWER_RADIUS,
    Disc,
    Square,
    repere_position,
)
from deboule.rules.deboule.setup import COLOURS
from deboule.rules.deboule.table import COCHONDE, PieceObs, TableObs

ALL_DEBOULES = tuple(f"{c}-{n}" for c in COLOURS for n in (1, 2))
HAND = (-1.0, 0.0)


class TableBuilder:
    """Build observations step by step: pieces start in hand, towers on the given repères
    (tower-i on reperes[i]). Every `build()` returns an immutable TableObs and clears the
    per-move lists (out, fallen towers)."""

    def __init__(self, reperes: tuple[int, ...] = (0, 2, 6, 8),
                 pieces: Mapping[str, PieceObs] | None = None) -> None:
        """A fresh table (déboules and cochondé in hand, towers on `reperes`), or the given
        `pieces` as they lie."""
        self._out: set[str] = set()
        self._fallen: set[str] = set()
        if pieces is not None:
            self._pieces: dict[str, PieceObs] = dict(pieces)
            return
        self._pieces = {}
        for pid in ALL_DEBOULES:
            self._hand(pid, "deboule", DEBOULE_HALF)
        self._hand(COCHONDE, "cochonde", COCHONDE_HALF)
        for i, rep in enumerate(reperes):
            self._pieces[f"tower-{i}"] = PieceObs(f"tower-{i}", "tower",
                                                  Disc(repere_position(rep), TOWER_RADIUS),
                                                  None, "table", True)

    @classmethod
    def from_table(cls, table: TableObs) -> TableBuilder:
        """Go on from a settled table (its outs and fallen towers were the last move's)."""
        return cls((), pieces=table.pieces)

    @property
    def pieces(self) -> Mapping[str, PieceObs]:
        """Every piece as it lies now (read-only)."""
        return MappingProxyType(self._pieces)

    def _hand(self, pid: str, kind: str, half: float) -> None:
        self._pieces[pid] = PieceObs(pid, kind, Square(HAND, half), None, "hand", False)

    def place(self, pid: str, x: float | None = None, y: float | None = None,
              face: str | int | None = "blank", *, on: str = "table", yaw: float = 0.0
              ) -> TableBuilder:
        """Put a déboule or the cochondé at (x, y) on the table, or on top of piece `on`
        (then x, y default to the support's centre)."""
        old = self._pieces[pid]
        if on != "table" and (x is None or y is None):
            x, y = self._pieces[on].footprint.centre
        assert x is not None and y is not None
        half = COCHONDE_HALF if old.kind == "cochonde" else DEBOULE_HALF
        self._pieces[pid] = PieceObs(pid, old.kind, Square((x, y), half, yaw), face, on, True)
        return self

    def cochonde(self, x: float, y: float, face: int = 3) -> TableBuilder:
        return self.place(COCHONDE, x, y, face)

    def face(self, pid: str, face: str | int) -> TableBuilder:
        old = self._pieces[pid]
        self._pieces[pid] = PieceObs(pid, old.kind, old.footprint, face, old.resting_on,
                                     old.in_play)
        return self

    def out(self, pid: str) -> TableBuilder:
        """The piece left the play area during this move (D3)."""
        old = self._pieces[pid]
        self._pieces[pid] = PieceObs(pid, old.kind, old.footprint, old.top_face, "floor", False)
        self._out.add(pid)
        return self

    def remove(self, pid: str) -> TableBuilder:
        old = self._pieces[pid]
        self._pieces[pid] = PieceObs(pid, old.kind, old.footprint, old.top_face, "hand", False)
        return self

    def tower(self, tid: str, x: float, y: float, *, fallen: bool = False) -> TableBuilder:
        """Move a tower (it is erect); fallen=True reports it fell during this move (D10)."""
        self._pieces[tid] = PieceObs(tid, "tower", Disc((x, y), TOWER_RADIUS), None, "table",
                                     True)
        if fallen:
            self._fallen.add(tid)
        return self

    def build(self) -> TableObs:
        obs = TableObs(dict(self._pieces), frozenset(self._out), frozenset(self._fallen))
        self._out.clear()
        self._fallen.clear()
        return obs
