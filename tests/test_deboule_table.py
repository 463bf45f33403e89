"""The observation handed in by the caller: validation, stacks, conversion from physics."""

from __future__ import annotations

import math
from types import SimpleNamespace

import pytest

from deboule.rules.deboule import Disc, IllegalAction, PieceObs, Square, TableObs
from deboule.rules.deboule.geometry import repere_position
from deboule.rules.deboule.scripted import TableBuilder


def _piece(pid, kind="deboule", on="table", face="blank", in_play=True, at=(0.5, 0.0)):
    fp = Disc(at, 0.015) if kind == "tower" else Square(at, 0.011)
    return PieceObs(pid, kind, fp, None if kind == "tower" else face, on, in_play)


def test_piece_validation():
    with pytest.raises(IllegalAction, match="kind"):
        _piece("x", kind="dragon")
    with pytest.raises(IllegalAction, match="1..6"):
        _piece("cochonde", kind="cochonde", face=7)
    with pytest.raises(IllegalAction, match="rests on"):
        _piece("red-1", on="hand")
    with pytest.raises(IllegalAction):
        PieceObs("red-1", "deboule", Square((0, 0), 0.011), "blank", "table", 1)  # not a bool


def test_table_validation():
    a = _piece("red-1", on="green-1")
    with pytest.raises(IllegalAction, match="not in play"):
        TableObs({"red-1": a})
    with pytest.raises(IllegalAction, match="is not the PieceObs"):
        TableObs({"red-2": _piece("red-1")})
    with pytest.raises(IllegalAction, match="unknown"):
        TableObs({"red-1": _piece("red-1")}, out=frozenset({"blue-1"}))
    with pytest.raises(IllegalAction, match="towers"):
        TableObs({"red-1": _piece("red-1")}, fallen_towers=frozenset({"red-1"}))
    data = TableObs({"red-1": _piece("red-1")}).to_dict()
    data["pieces"].append(data["pieces"][0])
    with pytest.raises(IllegalAction, match="twice"):
        TableObs.from_dict(data)
    with pytest.raises(IllegalAction):
        TableObs.from_dict({"pieces": [{"id": "red-1"}]})


def test_stacks_bases_and_tops():
    b = TableBuilder()
    b.place("red-1", 0.6, 0.0).place("green-1", on="red-1").place("red-2", on="green-1")
    b.place("blue-1", on="tower-0")
    obs = b.build()
    assert obs.stack_base("red-2") == "red-1"
    assert obs.covered("red-1") and obs.covered("green-1") and not obs.covered("red-2")
    assert obs.on_tower("blue-1") == "tower-0" and obs.on_tower("red-2") is None
    assert obs.tower_top("tower-0") == "blue-1" and obs.tower_top("tower-1") is None
    assert obs.scoring_footprint("blue-1") == obs.pieces["tower-0"].footprint
    assert TableObs.from_dict(obs.to_dict()).to_dict() == obs.to_dict()


def test_from_outcome_reads_a_physics_outcome_by_attribute_names():
    angle = 0.4
    quat = (math.cos(angle / 2), 0.0, 0.0, math.sin(angle / 2))

    def state(pid, kind, pos, face, on="table", in_play=True):
        return SimpleNamespace(id=pid, kind=kind, position=pos, quaternion=quat,
                               top_face=face, flat=True, resting_on=on, in_play=in_play,
                               fallen=False)

    outcome = SimpleNamespace(
        pieces={
            "red-1": state("red-1", "deboule", (0.6, 0.1, 0.011), "arc"),
            "cochonde": state("cochonde", "cochonde", (0.8, 0.0, 0.007), 5),
            "tower-0": state("tower-0", "tower", (0.48, -0.15, 0.03), None),
            "blue-1": state("blue-1", "deboule", (-1.0, 2.0, 0.0), "blank", "hand", False),
        },
        out=frozenset({"blue-1"}), fallen_towers=frozenset(),
    )
    obs = TableObs.from_outcome(outcome)
    red = obs.pieces["red-1"]
    assert isinstance(red.footprint, Square) and red.footprint.half_edge == pytest.approx(0.011)
    assert red.footprint.yaw == pytest.approx(angle)
    assert obs.pieces["cochonde"].footprint.half_edge == pytest.approx(0.007)
    assert obs.pieces["tower-0"].footprint == Disc((0.48, -0.15), 0.015)
    assert obs.out == frozenset({"blue-1"}) and not obs.in_play("blue-1")


def test_from_outcome_on_the_real_world():
    from deboule.physics import World

    world = World.deboule(seed=0, towers=(1, 3, 5, 7))
    obs = TableObs.from_outcome(world.state())
    towers = [obs.pieces[t].footprint.centre for t in obs.ids_of_kind("tower")]
    expected = [repere_position(r) for r in (1, 3, 5, 7)]
    for got, want in zip(sorted(towers), sorted(expected), strict=True):
        assert got == pytest.approx(want, abs=1e-9)
    assert not any(obs.in_play(p) for p in obs.ids_of_kind("deboule"))
    assert len(obs.ids_of_kind("deboule")) == 8
