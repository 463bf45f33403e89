"""A World's exact state travels as JSON (issue 33): imported into a fresh World of the same kind,
it throws the very same bits as the original; anything malformed is refused with a ValueError
and changes nothing."""

from __future__ import annotations

import base64
import copy
import json

import numpy as np
import pytest

from deboule.physics import ActionError, Throw, World
from deboule.physics.world_state import update_sleep


def bits(world: World) -> tuple:
    return (world.data.qpos.tobytes(), world.data.qvel.tobytes(),
            world.data.mocap_pos.tobytes(), world.data.mocap_quat.tobytes(), world.time)


def deboule_throws(world: World, count: int) -> list:
    """Throws drawn from the world's own random stream, so it must travel too."""
    results = []
    for pid in ("red-1", "blue-1", "green-1", "yellow-1")[:count]:
        results.append(world.throw(pid, world.random_throw(piece_id=pid)))
    return results


def tray_throws(world: World, count: int) -> list:
    return [world.throw_many(world.random_throws(piece_ids=world.piece_ids))
            for _ in range(count)]


def cup_moves(world: World, count: int) -> list:
    moves = [world.shake, world.turn_over, world.shake, world.lift_cup, world.cover]
    return [move() for move in moves[:count]]


KINDS = {
    "deboule": (lambda seed: World.deboule(seed=seed, towers=(1, 4, 7) if seed == 12 else ()),
                deboule_throws),
    "tray": (lambda seed: World.dice_tray(3, seed=seed), tray_throws),
    "cup": (lambda seed: World.cup(2, seed=seed), cup_moves),
}


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_an_imported_world_throws_the_very_same_bits(kind):
    build, play = KINDS[kind]
    original = build(12)
    play(original, 2)
    data = json.loads(json.dumps(original.export_state()))  # JSON-ready
    imported = build(99)  # another seed (and no towers): the state replaces all of it
    assert bits(imported) != bits(original)
    imported.import_state(data)
    assert bits(imported) == bits(original)
    assert imported.export_state() == original.export_state()
    assert repr(imported.state()) == repr(original.state())
    later = play(original, 3), play(imported, 3)
    assert repr(later[0]) == repr(later[1])
    assert bits(imported) == bits(original)


def test_the_tasse_turned_over_travels():
    original = World.cup(2, seed=4)
    original.turn_over()
    imported = World.cup(2, seed=4)
    imported.import_state(original.export_state())
    assert imported.parts["tasse"].flipped
    with pytest.raises(ActionError):
        imported.lift_cup()  # upside down: as the original would say


def test_only_a_world_at_rest_is_exported_or_imported():
    world = World.deboule(seed=1, towers=())
    data = world.export_state()
    world.launch("red-1", Throw.towards(world, "red-1", (0.6, 0.0)))
    with pytest.raises(ActionError):
        world.export_state()
    with pytest.raises(ActionError):
        world.import_state(data)


def with_integration(data: dict, values: np.ndarray) -> dict:
    return {**data, "integration": base64.b64encode(values.astype("<f8").tobytes()).decode()}


def malformed(data: dict) -> dict:
    state = np.frombuffer(base64.b64decode(data["integration"]), dtype="<f8").copy()
    nan = state.copy()
    nan[5] = np.nan
    rng = data["rng"]
    return {
        "not a dict": [data],
        "missing key": {k: v for k, v in data.items() if k != "rng"},
        "extra key": {**data, "more": 1},
        "other version": {**data, "version": 2},
        "another arena": {**data, "arena": "tray"},
        "other pieces": {**data, "pieces": data["pieces"][::-1]},
        "short integration": with_integration(data, state[:-1]),
        "long integration": with_integration(data, np.append(state, 0.0)),
        "NaN in the state": with_integration(data, nan),
        "infinity in the state": with_integration(data, np.where(np.arange(len(state)) == 3,
                                                                 np.inf, state)),
        "integration not base64": {**data, "integration": "!" * len(data["integration"])},
        "integration not text": {**data, "integration": list(state)},
        "a status missing": {**data, "status": data["status"][:-1]},
        "an unknown status": {**data, "status": ["flying"] * len(data["status"])},
        "an unknown part": {**data, "parts": {"oven": {}}},
        "a part's state not plain": {**data, "parts": {"table": {"x": [1, 2]}}},
        "touching not pairs": {**data, "touching": [["a"]]},
        "too many touching": {**data, "touching": [["a", "b"]] * 5000},
        "rng of another kind": {**data, "rng": {**rng, "bit_generator": "MT19937"}},
        "rng state not hex": {**data, "rng": {**rng, "state": "xyz"}},
        "rng state too big": {**data, "rng": {**rng, "state": "f" * 40}},
        "rng uinteger a bool": {**data, "rng": {**rng, "uinteger": True}},
        "mujoco not text": {**data, "mujoco": 4},
    }


def test_malformed_states_are_refused_and_change_nothing():
    world = World.deboule(seed=2, towers=(4,))
    world.throw("red-1", world.random_throw(piece_id="red-1"))
    data = world.export_state()
    source = World.deboule(seed=3, towers=(0,))
    source.throw("blue-1", source.random_throw(piece_id="blue-1"))
    good = source.export_state()
    before = (bits(world), copy.deepcopy(data))
    cases = malformed(good)
    for name, bad in cases.items():
        with pytest.raises(ValueError):
            world.import_state(bad)
        assert (bits(world), world.export_state()) == before, name
    world.import_state(good)  # and the good one is taken
    assert world.export_state() == good


def test_a_tray_state_is_not_a_table_state():
    tray = World.dice_tray(3, seed=1)
    with pytest.raises(ValueError, match="another kind"):
        World.dice_tray(2, seed=1).import_state(tray.export_state())
    with pytest.raises(ValueError, match="another kind"):
        World.deboule(seed=1, towers=()).import_state(tray.export_state())


def test_the_sleep_arrays_are_computed_as_mujoco_computes_them():
    """deboule.physics.world_state.update_sleep stands in for MuJoCo's mj_updateSleep (not in its
    Python bindings): mid-throw, some dice asleep and one flying, it gives the arrays MuJoCo
    left after its last step."""
    world = World.deboule(seed=5, towers=(4,))
    deboule_throws(world, 3)
    world.launch("red-2", world.random_throw(piece_id="red-2"))
    world.advance(0.2)
    data = world.data
    assert (data.tree_asleep >= 0).any() and (data.tree_asleep < 0).any()
    lists = {"body_awake_ind": "nbody_awake", "parent_awake_ind": "nparent_awake",
             "dof_awake_ind": "nv_awake"}
    mujoco_counts = {n: int(getattr(data, n)) for n in (*lists.values(), "ntree_awake")}
    mujoco_made = {name: np.array(getattr(data, name))
                   for name in ("tree_awake", "body_awake", *lists)}
    scratch = copy.copy(data)
    for name in mujoco_made:
        getattr(scratch, name)[:] = -7
    update_sleep(world.model, scratch)
    assert {n: int(getattr(scratch, n)) for n in mujoco_counts} == mujoco_counts
    for name, made in mujoco_made.items():
        size = mujoco_counts[lists[name]] if name in lists else len(made)
        assert np.array_equal(getattr(scratch, name)[:size], made[:size]), name
