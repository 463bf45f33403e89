"""Pose keyframes (issue 33): the World's pose listener changes no bit of any outcome; a
MotionRecorder keeps at most 30 keyframes a second, never repeats a piece that does not move,
quantises within the stated bounds, ends on the rest poses; `decode` refuses what is malformed.

`python -m pytest -s tests/test_keyframes.py -k bytes` prints the bytes per throw."""

from __future__ import annotations

import base64
import json
import math
import struct
import zlib

import numpy as np
import pytest

from deboule.physics import Throw, World
from deboule.physics.keyframes import (
    MAX_FRAMES,
    MIN_GAP_MS,
    POSITION_STEP,
    QUAT_ERROR,
    Motion,
    MotionRecorder,
    decode,
    dequantise,
    encode,
    encoded_size,
    quantise,
    quantise_all,
    recording,
    stored_entries,
)

H = 0.011  # half edge of a déboule


def angle_between(q1, q2) -> float:
    return 2.0 * math.acos(min(1.0, abs(float(np.dot(q1, q2)))))


# ------------------------------------------------------------------ the listener changes nothing
def deboule_story(world: World) -> list:
    """Throws, then each kinematic move of the table (placed, tipped, erected, removed, a new
    round): what each returned."""
    rng = np.random.default_rng(7)
    results = [world.throw("red-1", Throw.towards(world, "red-1", (0.6, 0.1), rng=rng))]
    world.set_pose("blue-1", (0.45, -0.1, H))
    world.set_pose("green-1", (0.35, 0.15, H))
    world.set_pose("tower-1", (0.3, -0.2, 0.015), (math.cos(math.pi / 4), math.sin(math.pi / 4),
                                                   0.0, 0.0))
    results.append(world.settle())
    results.append(world.place_on("green-1", "blue-1"))
    results.append(world.tip("red-1", "near"))
    results.append(world.erect("tower-1"))
    results.append(world.remove("green-1"))
    world.launch("yellow-1", Throw.towards(world, "yellow-1", (0.8, -0.1), rng=rng))
    world.advance(0.3)
    results.append(world.finish())
    results.append(world.new_round(towers=(2, 6)))
    return results


def tray_story(world: World) -> list:
    rng = np.random.default_rng(11)
    return [world.throw_many(world.random_throws(rng, world.piece_ids)) for _ in range(2)]


def cup_story(world: World) -> list:
    return [world.shake(), world.turn_over(), world.turn_over(), world.lift_cup(), world.cover()]


STORIES = {
    "deboule": (lambda: World.deboule(seed=3, towers=(0, 4)), deboule_story),
    "tray": (lambda: World.dice_tray(3, seed=5), tray_story),
    "cup": (lambda: World.cup(2, seed=9), cup_story),
}


def bits(world: World) -> tuple:
    return (world.data.qpos.tobytes(), world.data.qvel.tobytes(),
            world.data.mocap_pos.tobytes(), world.data.mocap_quat.tobytes(), world.time)


@pytest.mark.parametrize("kind", sorted(STORIES))
def test_a_pose_listener_changes_no_bit_and_hears_everything_move(kind):
    build, story = STORIES[kind]
    quiet_world, heard_world = build(), build()
    heard: list[tuple[float, dict]] = []
    heard_world.pose_listener = lambda time, poses: heard.append((time, poses))
    assert quiet_world.pose_listener is None  # off by default

    assert repr(story(quiet_world)) == repr(story(heard_world))  # every outcome, every float
    assert bits(quiet_world) == bits(heard_world)
    assert quiet_world.poses() == heard_world.poses()

    assert len(heard) > 20
    assert heard[-1] == (heard_world.time, heard_world.drawn_poses())  # the rest, at the end
    steps = np.diff([time for time, _ in heard])
    # while the physics runs, it hears every pose_every steps (17 ms of simulated time)
    assert np.count_nonzero(np.isclose(steps, 0.017, atol=1e-9)) > 0.6 * len(steps)
    if kind == "cup":  # the hand's shake is heard, cup and saucer with the dice
        assert {"cup", "saucer", "die-1", "die-2"} <= set(heard[len(heard) // 2][1])


@pytest.mark.parametrize("every, gap", [(5, 0.005), (0, 0.001)])
def test_pose_every_sets_how_often_the_listener_hears(every, gap):
    world = World.dice_tray(1, seed=2)
    times: list[float] = []
    world.pose_listener = lambda time, poses: times.append(time)
    world.pose_every = every  # 0 or less: every step (never a step of nothing)
    world.throw("die-1", world.random_throw(np.random.default_rng(3), "die-1"))
    gaps = np.diff(times)
    assert len(times) > 20 and np.isclose(np.median(gaps), gap, atol=1e-9)


def test_a_copy_of_the_world_does_not_tell_the_listener():
    world = World.dice_tray(3, seed=2)
    heard: list = []
    world.pose_listener = lambda time, poses: heard.append(time)
    practice = world.copy()  # a bot's practice throws are not drawn
    practice.throw_many(practice.random_throws(np.random.default_rng(1), practice.piece_ids))
    assert heard == [] and practice.pose_listener is None


# ------------------------------------------------------------------ recording a motion
def record(world: World, act) -> Motion:
    recorder = MotionRecorder()
    world.pose_listener = recorder
    act(world)
    world.pose_listener = None
    return recorder.take()


def deboule_throw(world: World) -> None:
    world.throw("red-1", Throw.towards(world, "red-1", (0.35, -0.05),
                                       rng=np.random.default_rng(4)))


def tray_throw(world: World) -> None:
    world.throw_many(world.random_throws(np.random.default_rng(6), world.piece_ids))


def cup_shake(world: World) -> None:
    world.shake()


THROWS = {
    "deboule throw": (lambda: World.deboule(seed=1, towers=(2, 6)), deboule_throw),
    "three dice in the tray": (lambda: World.dice_tray(3, seed=1), tray_throw),
    "cup shake": (lambda: World.cup(2, seed=1), cup_shake),
}


@pytest.mark.parametrize("name", sorted(THROWS))
def test_a_motion_ends_on_the_rest_poses_with_at_most_30_keyframes_a_second(name):
    build, act = THROWS[name]
    world = build()
    motion = record(world, act)
    gaps = np.diff(motion.times_ms)
    assert len(motion.frames) >= 5 and (gaps >= MIN_GAP_MS).all()
    assert len(motion.frames) <= 30 * motion.duration + 1
    assert motion.times_ms[0] == 0
    rest = world.drawn_poses()
    final = motion.final_poses()
    assert set(final) == set(rest)
    for pid, (position, quat) in rest.items():
        assert np.abs(np.subtract(final[pid][0], position)).max() <= POSITION_STEP / 2 + 1e-12
        assert angle_between(final[pid][1], quat) <= QUAT_ERROR
    assert decode(json.loads(json.dumps(encode(motion)))) == motion


def test_recording_hears_the_block_and_puts_the_listener_back():
    world = World.dice_tray(2, seed=4)
    with recording(world) as heard:
        tray_throw(world)
    assert world.pose_listener is None
    motion = heard.take()
    assert len(motion.frames) > 3 and set(motion.pieces()) == {"die-1", "die-2"}
    assert motion.final_poses().keys() == world.drawn_poses().keys()


def test_a_piece_that_does_not_move_is_not_repeated():
    world = World.deboule(seed=1, towers=(2, 6))
    motion = record(world, deboule_throw)
    first, last = motion.frames[0], motion.frames[-1]
    towers = [pid for pid in first if pid.startswith("tower")]
    assert len(towers) == 2 and all(first[t] == last[t] for t in towers)  # the throw missed them
    assert stored_entries(motion.without(["red-1"])) == len(towers)  # each stored once
    moving = motion.without(towers)
    assert stored_entries(motion) == stored_entries(moving) + len(towers)
    assert stored_entries(moving) > 5


@pytest.mark.parametrize("name", sorted(THROWS))
def test_bytes_per_throw_are_small(name):
    build, act = THROWS[name]
    world = build()
    heard: list = []
    recorder = MotionRecorder()

    def listen(time, poses):
        heard.append((time, poses))
        recorder(time, poses)

    world.pose_listener = listen
    act(world)
    motion = recorder.take()
    size = encoded_size(motion)
    plain = len(json.dumps(heard))  # every sample heard, as JSON floats
    print(f"\n{name}: {size} bytes for {motion.duration:.2f} s, {len(motion.frames)} keyframes "
          f"({plain} bytes as plain JSON samples)")
    assert size <= 4000
    assert size * 20 < plain


# ------------------------------------------------------------------ quantisation
def test_quantisation_stays_within_its_error_bounds():
    rng = np.random.default_rng(0)
    quats = rng.normal(size=(20_000, 4))
    quats /= np.linalg.norm(quats, axis=1)[:, None]
    positions = rng.uniform(-1.5, 1.5, size=(20_000, 3))
    worst_angle = worst_position = 0.0
    for position, quat in zip(positions, quats, strict=True):
        back_position, back_quat = dequantise(quantise(position, quat))
        worst_angle = max(worst_angle, angle_between(back_quat, quat))
        worst_position = max(worst_position, float(np.abs(back_position - position).max()))
    assert worst_position <= POSITION_STEP / 2 + 1e-12
    assert 1e-6 < worst_angle <= QUAT_ERROR


def test_the_recorder_quantises_all_poses_at_once_as_one_by_one():
    rng = np.random.default_rng(1)
    quats = rng.normal(size=(3000, 4))
    quats[:10] = [(-1, 0, 0, 0), (0, -1, 0, 0), (0.5, -0.5, 0.5, -0.5), (0, 0, 0, 1), (1, 0, 0, 0),
                  (0, 0.7, -0.7, 0), (-0.2, 0.1, 0.9, -0.3), (2, 0, 0, 0), (0, 0, -3, 0),
                  (0.6, 0.6, 0.3, 0.3)]
    positions = rng.uniform(-2, 2, size=(3000, 3))
    poses = {f"p{i}": (tuple(positions[i]), tuple(quats[i])) for i in range(3000)}
    one_by_one = {pid: quantise(*pose) for pid, pose in poses.items()}
    assert quantise_all(poses) == one_by_one and quantise_all({}) == {}


def test_poses_between_keyframes_are_lerped_and_nlerped():
    q0 = (1.0, 0.0, 0.0, 0.0)
    q1 = (math.cos(0.5), 0.0, 0.0, math.sin(0.5))  # one radian about z
    motion = Motion((0, 100), ({"a": quantise((0, 0, 0), q0), "b": quantise((1, 1, 1), q0)},
                               {"a": quantise((0.1, 0.2, 0), q1)}))
    middle = motion.poses_at(0.025)
    assert middle["a"][0] == pytest.approx((0.025, 0.05, 0.0), abs=1e-9)
    expected = np.array(q0) * 0.75 + np.array(q1) * 0.25
    assert middle["a"][1] == pytest.approx(tuple(expected / np.linalg.norm(expected)), abs=1e-4)
    assert middle["b"][0] == pytest.approx((1, 1, 1))  # shown until it leaves
    assert set(motion.poses_at(0.1)) == {"a"} and motion.duration == 0.1
    assert motion.poses_at(-3) == motion.poses_at(0.0) == motion.poses_at(math.nan)
    assert motion.poses_at(9) == motion.final_poses()
    # the short way round: q and -q are the same turn
    flipped = Motion((0, 100), ({"a": quantise((0, 0, 0), q1)},
                                {"a": quantise((0, 0, 0), tuple(-v for v in q1))}))
    assert angle_between(flipped.poses_at(0.05)["a"][1], q1) < 1e-4


def test_a_recorder_keeps_bounded_memory_and_the_last_poses():
    recorder = MotionRecorder()
    for step in range(MAX_FRAMES * 2 + 100):
        recorder(step * 0.034, {"die-1": ((step * 1e-3, 0.0, 0.0), (1.0, 0.0, 0.0, 0.0))})
    motion = recorder.take()
    assert len(motion.frames) == MAX_FRAMES
    assert motion.final_poses()["die-1"][0][0] == pytest.approx((MAX_FRAMES * 2 + 99) * 1e-3)
    assert recorder.take() == Motion((), ())  # it starts over


def test_without_leaves_hidden_pieces_out_of_the_bytes():
    motion = record(World.cup(2, seed=1), cup_shake)
    shown = motion.without(["die-1", "die-2"])
    data = encode(shown)
    assert data["pieces"] == ["saucer", "cup"] and shown.pieces() == ["saucer", "cup"]
    assert encoded_size(shown) < encoded_size(motion) / 2


# ------------------------------------------------------------------ decoding what the network gives
def packed(raw: bytes) -> str:
    return base64.b64encode(zlib.compress(raw)).decode("ascii")


ONE = struct.pack(">IBB", 0, 1, 0) + struct.pack(">BBiiihhh", 0x80, 0, 1, 2, 3, 0, 0, 0)


def good(**changes) -> dict:
    return {"v": 1, "pieces": ["die-1"], "frames": 1, "data": packed(ONE), **changes}


MALFORMED = {
    "not a dict": [good()],
    "missing key": {"v": 1, "pieces": ["die-1"], "frames": 1},
    "extra key": good(extra=1),
    "other version": good(v=2),
    "version as bool": good(v=True),
    "pieces not a list": good(pieces="die-1"),
    "odd piece name": good(pieces=["die 1\x1b[2J"]),
    "twice the same piece": good(pieces=["die-1", "die-1"]),
    "too many pieces": good(pieces=[f"p{i}" for i in range(33)]),
    "no keyframe": good(frames=0),
    "frames as bool": good(frames=True),
    "too many keyframes": good(frames=MAX_FRAMES + 1),
    "more keyframes than data": good(frames=2),
    "data not text": good(data=123),
    "data too long": good(data="A" * 700_000),
    "not base64": good(data="@@@@"),
    "not zlib": good(data=base64.b64encode(b"hello world").decode()),
    "a zlib bomb": good(data=base64.b64encode(zlib.compress(b"\0" * 5_000_000)).decode()),
    "trailing bytes": good(data=packed(ONE + b"\0")),
    "cut short": good(data=packed(ONE[:-3])),
    "two zlib streams": good(data=base64.b64encode(zlib.compress(ONE) * 2).decode()),
    "no such piece": good(data=packed(ONE[:6] + bytes([0x81]) + ONE[7:])),
    "no such axis": good(data=packed(ONE[:7] + bytes([4]) + ONE[8:])),
    "first time not 0": good(data=packed(struct.pack(">I", 5) + ONE[4:])),
    "time going back": good(frames=3, data=packed(
        ONE + struct.pack(">IBB", 50, 0, 0) + struct.pack(">IBB", 20, 0, 0))),
    "a delta before it appears": good(data=packed(
        struct.pack(">IBB", 0, 1, 0) + struct.pack(">BBhhhhhh", 0, 0, 1, 2, 3, 0, 0, 0))),
    "not a smallest three": good(data=packed(
        struct.pack(">IBB", 0, 1, 0) + struct.pack(">BBiiihhh", 0x80, 0, 1, 2, 3, 32000,
                                                   32000, 32000))),
    "takes away what is not shown": good(data=packed(struct.pack(">IBB", 0, 0, 1) + b"\0")),
}


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_decode_refuses_malformed_input_with_a_value_error(case):
    with pytest.raises(ValueError):
        decode(MALFORMED[case])


@pytest.mark.parametrize("times", [(5, 50), (0, 50, 20), (0, 3_600_001)])
def test_encode_refuses_times_decode_would_refuse(times):
    motion = Motion(times, tuple({"a": quantise((0, 0, 0), (1, 0, 0, 0))} for _ in times))
    with pytest.raises(ValueError):
        encode(motion)


def test_decode_reads_the_hand_made_sample():
    motion = decode(good())
    assert motion.frames == ({"die-1": (1, 2, 3, 0, 0, 0, 0)},)


def test_decode_of_damaged_bytes_is_a_motion_or_a_value_error():
    motion = record(World.dice_tray(3, seed=1), tray_throw)
    data = encode(motion)
    raw = bytearray(zlib.decompress(base64.b64decode(data["data"])))
    rng = np.random.default_rng(3)
    refused = 0
    for _ in range(400):
        damaged = bytearray(raw)
        for at in rng.integers(0, len(raw), size=int(rng.integers(1, 4))):
            damaged[at] = int(rng.integers(0, 256))
        try:
            decode({**data, "data": packed(bytes(damaged))})
        except ValueError:
            refused += 1
    assert refused > 50  # and nothing else than ValueError was raised
