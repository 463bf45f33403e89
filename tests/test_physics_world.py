"""The dice engine: tables, throws to rest, out pieces, snapshots (RULINGS D2, D3, D4)."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from deboule.physics import ActionError, Throw, ThrowError, World

ROOT = Path(__file__).resolve().parent.parent


def test_deboule_table_has_its_pieces_and_towers_on_reperes():
    world = World.deboule(seed=0, towers=(0, 4, 5, 8))
    state = world.state()
    deboules = [p for p in state.pieces.values() if p.kind == "deboule"]
    assert len(deboules) == 8
    assert {world.pieces[p.id].colour for p in deboules} == {"red", "blue", "green", "yellow"}
    assert "cochonde" in state.pieces and state.pieces["cochonde"].kind == "cochonde"
    towers = sorted((p for p in state.pieces.values() if p.kind == "tower"), key=lambda p: p.id)
    # RULINGS D2: repères at 40/60/80 % of the length and 25/50/75 % of the width.
    expected = [(0.48, -0.15), (0.72, 0.0), (0.72, 0.15), (0.96, 0.15)]
    for tower, (x, y) in zip(towers, expected, strict=True):
        assert tower.in_play and not tower.fallen
        assert tower.position[0] == pytest.approx(x, abs=1e-6)
        assert tower.position[1] == pytest.approx(y, abs=1e-6)
        assert tower.position[2] == pytest.approx(0.03, abs=1e-3)
    assert all(not p.in_play and p.resting_on == "hand" for p in deboules)


def test_deboule_faces_come_from_the_assets_table():
    table = ROOT / "deboule" / "data" / "assets" / "deboule_faces.json"
    faces = json.loads(table.read_text())["deboule"]
    world = World.deboule()
    assert world.pieces["red-1"].faces == faces
    # RULINGS D1: opposite pairs Flèche/Chapeau, Arc/Losange, Blank/Blank.
    opposite = {"+x": "-x", "+y": "-y", "+z": "-z"}
    pairs = {frozenset((faces[a], faces[b])) for a, b in opposite.items()}
    assert pairs == {frozenset(("fleche", "chapeau")), frozenset(("arc", "losange")),
                     frozenset(("blank",))}


@pytest.mark.parametrize("towers", [(0, 0), (9,), (1, 2, 3, 4, 5), ("a",), (1.5,)])
def test_bad_tower_layouts_are_refused(towers):
    with pytest.raises(ValueError):
        World.deboule(towers=towers)


def test_a_throw_comes_to_rest_with_a_flat_readable_die():
    world = World.deboule(seed=0)
    outcome = world.throw("red-1", Throw((0.05, 0.0, 0.05), (2.0, 0.05, 0.2), (5.0, -8.0, 3.0)))
    die = outcome.pieces["red-1"]
    assert die.in_play and die.flat and die.resting_on == "table"
    assert die.top_face in {"fleche", "chapeau", "arc", "losange", "blank"}
    assert 0.1 < die.position[0] < 1.2 and abs(die.position[1]) < 0.3
    assert 0.1 < outcome.seconds < 10.0
    assert not outcome.capped
    # D4: nothing moves any more.
    assert np.abs(world.data.qvel).max() < 0.05


def test_stepped_throw_ends_on_the_same_outcome_as_throw():
    thrown = Throw((0.0, 0.1, 0.08), (2.4, -0.3, 0.2), (10.0, 4.0, -7.0), (0.3, 0.5, 0.1, 0.8))
    direct = World.deboule(seed=3).throw("blue-2", thrown)
    world = World.deboule(seed=3)
    world.launch("blue-2", thrown)
    frames = 0
    while not world.at_rest():
        world.advance(1 / 60)
        poses = world.poses()
        assert "blue-2" in poses or "blue-2" in world.state().out | {"blue-2"}
        frames += 1
    stepped = world.finish()
    assert frames > 10
    assert stepped == direct


def _signature(outcome) -> list:
    pieces = sorted(outcome.pieces.items())
    return [(pid, p.position, p.quaternion, p.top_face) for pid, p in pieces]


def _play_sequence(seed: int) -> list:
    world = World.deboule(seed=seed)
    rng = np.random.default_rng(seed)
    return [_signature(world.throw(pid, world.random_throw(rng, pid)))
            for pid in ("red-1", "blue-1", "red-2", "cochonde", "blue-2")]


def test_same_seed_and_throws_give_bit_identical_outcomes_in_one_process():
    assert _play_sequence(11) == _play_sequence(11)
    assert _play_sequence(11) != _play_sequence(12)


def test_same_seed_and_throws_give_bit_identical_outcomes_in_two_processes():
    code = (
        "import json, sys; sys.path.insert(0, 'tests');"
        "from test_physics_world import _play_sequence;"
        "print(json.dumps(_play_sequence(11)))"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                            text=True, check=True)
    other = json.loads(result.stdout)
    here = json.loads(json.dumps(_play_sequence(11)))
    assert other == here


def test_snapshot_restore_and_copy_replay_the_same_throw():
    world = World.deboule(seed=5)
    rng = np.random.default_rng(5)
    world.throw("red-1", world.random_throw(rng, "red-1"))
    snap = world.snapshot()
    clone = world.copy()
    thrown = world.random_throw(rng, "blue-1")
    first = world.throw("blue-1", thrown)
    on_clone = clone.throw("blue-1", thrown)
    world.restore(snap)
    again = world.throw("blue-1", thrown)
    assert first == again == on_clone
    # The copy is independent: throwing on it did not touch the live world's other pieces.
    clone.remove("red-1")
    assert world.state().pieces["red-1"].in_play


@pytest.mark.parametrize(
    "kwargs",
    [
        {"position": (0.05, 0.0, 0.05), "velocity": (float("nan"), 0.0, 0.0)},
        {"position": (0.05, 0.0, float("inf")), "velocity": (1.0, 0.0, 0.0)},
        {"position": (0.05, 0.0, 0.05), "velocity": (7.0, 0.0, 0.0)},  # D3: > 6 m/s
        {"position": (0.05, 0.0, 0.05), "velocity": (1.0, 0.0, 0.0), "spin": (0, 0, 61.0)},
        {"position": (0.05, 0.0), "velocity": (1.0, 0.0, 0.0)},
        {"position": (0.05, 0.0, 0.05), "velocity": (1.0, 0.0, 0.0), "orientation": (0, 0, 0, 0)},
        {"position": "abc", "velocity": (1.0, 0.0, 0.0)},
    ],
)
def test_bad_throws_are_refused_on_construction(kwargs):
    with pytest.raises(ThrowError):
        Throw(**kwargs)


@pytest.mark.parametrize(
    "piece, position",
    [
        ("red-1", (0.5, 0.0, 0.05)),  # beyond the réglette
        ("red-1", (0.05, 0.35, 0.05)),  # beside the table
        ("red-1", (0.05, 0.0, 0.5)),  # too high for a hand
        ("tower-0", (0.05, 0.0, 0.05)),  # towers are not thrown
        ("purple-1", (0.05, 0.0, 0.05)),  # no such piece
    ],
)
def test_the_world_refuses_throws_outside_its_zone_and_changes_nothing(piece, position):
    world = World.deboule(seed=1)
    world.throw("blue-1", Throw((0.05, 0.1, 0.05), (2.0, 0.0, 0.0)))
    before = world.snapshot()
    state = world.state()
    with pytest.raises(ThrowError):
        world.throw(piece, Throw(position, (2.0, 0.0, 0.0)))
    assert world.state() == state
    assert np.array_equal(world.data.qpos, before[0].qpos)
    assert world.at_rest()


def test_actions_are_refused_during_a_throw():
    world = World.deboule(seed=1)
    world.launch("red-1", Throw((0.05, 0.0, 0.05), (2.0, 0.0, 0.0)))
    with pytest.raises(ActionError):
        world.throw("blue-1", Throw((0.05, 0.1, 0.05), (2.0, 0.0, 0.0)))
    with pytest.raises(ActionError):
        world.new_round()
    world.finish()
    with pytest.raises(ActionError):
        world.finish()


def test_over_a_rail_is_out():
    world = World.deboule(seed=0, towers=())
    # D3: a fast high throw across the table goes over the left rail.
    outcome = world.throw("red-1", Throw((0.05, 0.2, 0.12), (1.5, 3.5, 1.5)))
    assert "red-1" in outcome.out
    assert not outcome.pieces["red-1"].in_play
    assert world.status("red-1") == "out"


def test_off_the_open_near_end_is_out():
    world = World.deboule(seed=0, towers=())
    # Thrown backwards from behind the réglette: it falls off the open near end.
    outcome = world.throw("red-1", Throw((0.02, 0.0, 0.05), (-1.5, 0.0, 0.0)))
    assert outcome.out == {"red-1"}


def test_short_of_the_reglette_is_out():
    world = World.deboule(seed=0, towers=())
    outcome = world.throw("red-1", Throw((0.03, 0.0, 0.03), (0.3, 0.0, 0.0)))
    assert outcome.out == {"red-1"}


def test_a_good_throw_is_not_out():
    world = World.deboule(seed=0, towers=())
    outcome = world.throw("red-1", Throw((0.03, 0.0, 0.03), (2.0, 0.0, 0.0)))
    assert outcome.out == frozenset()
    assert outcome.pieces["red-1"].position[0] > 0.1


def test_a_three_metre_per_second_throw_at_a_tower_topples_it():
    world = World.deboule(seed=0, towers=(1,))
    x, y = world.arena.table.repere(1)
    outcome = world.throw("red-1", Throw((0.05, y, 0.045), (3.0, 0.0, 0.1)))
    assert outcome.fallen_towers == {"tower-0"}
    tower = outcome.pieces["tower-0"]
    assert tower.fallen and tower.tilt_deg > 45
    # D10: set upright where its base lies.
    erected = world.erect("tower-0").pieces["tower-0"]
    assert not erected.fallen and erected.tilt_deg < 1.0
    assert math.hypot(erected.position[0] - x, erected.position[1] - y) < 0.15


def test_a_gentle_roll_at_a_tower_leaves_it_standing():
    world = World.deboule(seed=0, towers=(1,))
    _, y = world.arena.table.repere(1)
    outcome = world.throw("red-1", Throw((0.05, y, 0.012), (1.2, 0.0, 0.0)))
    assert outcome.fallen_towers == frozenset()
    assert not outcome.pieces["tower-0"].fallen


def test_tray_dice_thrown_two_then_one_all_rest_in_the_tray():
    world = World.dice_tray(n=3, seed=4)
    rng = np.random.default_rng(4)
    first = world.throw_many({pid: world.random_throw(rng, pid) for pid in ("die-1",)} | {
        "die-2": Throw((-0.12, 0.06, 0.08), (1.0, -0.2, 0.0), (3.0, 9.0, -4.0))})
    assert first.pieces["die-1"].in_play and first.pieces["die-2"].in_play
    second = world.throw("die-3", world.random_throw(rng, "die-3"))
    for pid in ("die-1", "die-2", "die-3"):
        die = second.pieces[pid]
        assert die.pips in range(1, 7)
        assert die.flat
        assert abs(die.position[0]) < 0.18 and abs(die.position[1]) < 0.12


def test_tray_refuses_two_dice_starting_inside_each_other():
    world = World.dice_tray(n=2)
    thrown = Throw((-0.12, 0.0, 0.08), (1.0, 0.0, 0.0))
    with pytest.raises(ThrowError):
        world.throw_many({"die-1": thrown, "die-2": thrown})


def test_new_round_puts_every_die_back_in_hand():
    world = World.deboule(seed=2)
    world.throw("red-1", Throw((0.05, 0.0, 0.05), (2.0, 0.0, 0.0)))
    state = world.new_round(towers=(3, 4)).pieces
    assert not state["red-1"].in_play
    assert sum(p.in_play for p in state.values()) == 2


def test_impacts_are_heard_with_their_speed_and_listening_changes_nothing():
    thrown = Throw((0.05, -0.15, 0.045), (3.0, 0.0, 0.1))
    quiet = World.deboule(seed=0, towers=(0,)).throw("red-1", thrown)
    world = World.deboule(seed=0, towers=(0,))
    world.listen_impacts = True
    heard = world.throw("red-1", thrown)
    impacts = world.impacts()
    assert heard == quiet
    hit = [i for i in impacts if {i.a, i.b} == {"red-1", "tower-0"}]
    assert hit and hit[0].speed > 0.5
    assert any("table" in (i.a, i.b) for i in impacts)
    assert all(i.speed > 0.05 for i in impacts)
    assert world.impacts() == []  # drained


def test_random_throws_for_several_dice_start_clear_of_each_other():
    world = World.dice_tray(n=3, seed=0)
    rng = np.random.default_rng(0)
    for _ in range(50):
        throws = world.random_throws(rng, ("die-1", "die-2", "die-3"))
        starts = [np.array(t.position) for t in throws.values()]
        gaps = [np.linalg.norm(a - b) for i, a in enumerate(starts) for b in starts[i + 1:]]
        assert min(gaps) >= 0.016 * 1.74
    outcome = world.throw_many(throws)
    assert all(outcome.pieces[p].in_play for p in throws)


def test_a_throw_read_back_from_json_is_the_very_same_throw():
    rng = np.random.default_rng(0)
    world = World.deboule()
    for _ in range(200):
        thrown = world.random_throw(rng)
        again = Throw.from_dict(json.loads(json.dumps(thrown.to_dict())))
        assert again == thrown
    assert math.isclose(sum(v * v for v in Throw((0, 0, 0.05), (1, 0, 0), orientation=(2, 0, 0, 0))
                            .orientation), 1.0)


def test_a_throw_cannot_start_inside_a_piece_on_the_table_and_changes_nothing():
    world = World.deboule(seed=0, towers=())
    world.set_pose("blue-1", (0.105, 0.0, 0.011))
    world.settle()
    before = world.state()
    with pytest.raises(ThrowError, match="inside blue-1"):
        world.throw("red-1", Throw((0.089, 0.0, 0.012), (2.0, 0.0, 0.0)))
    assert world.state() == before


def test_copies_are_silent_and_bad_snapshots_or_steps_are_refused():
    world = World.deboule(seed=0)
    world.listen_impacts = True
    clone = world.copy()
    clone.throw("red-1", Throw((0.05, -0.15, 0.045), (3.0, 0.0, 0.1)))
    assert world.impacts() == [] and not clone.listen_impacts
    with pytest.raises(ValueError):
        world.restore(World.dice_tray().snapshot())
    world.launch("red-1", Throw((0.05, 0.0, 0.05), (2.0, 0.0, 0.0)))
    world.advance(1e308)  # capped at the 10 s of D4, no overflow
    assert world.at_rest()
    for bad in (float("nan"), -1.0, True):
        with pytest.raises(ValueError):
            world.advance(bad)
    world.finish()
    with pytest.raises(ThrowError):
        Throw((True, 0.0, 0.05), (1.0, 0.0, 0.0))
    with pytest.raises(ActionError):
        world.set_pose("red-1", (0.5, 0.0), (0.011, 1.0, 0.0, 0.0, 0.0))
