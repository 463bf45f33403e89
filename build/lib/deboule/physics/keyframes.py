"""A throw's motion as compact pose keyframes (issue 33): the server simulates, clients draw.

MuJoCo runs on the server only (its bits differ across machines, docs/physics.md P12), so a
client never re-simulates: it gets each motion as keyframes and interpolates them at its frame
rate; a record keeps them, so a game can be watched again anywhere.

- **Recording.** A `MotionRecorder` is a World's `pose_listener`: it hears the poses every 17 ms
  of simulated time and keeps a keyframe at least 1/30 s after the last (so at most 30 a
  second), and always the last poses heard (at rest), in place of a keyframe closer than that.
- **Quantisation.** Positions in steps of 0.1 mm (error at most 0.05 mm per axis); quaternions
  as "smallest three" (the largest component dropped, made positive, the others in 16 bits over
  ±1/√2): at most QUAT_ERROR radians of turn (measured in tests/test_keyframes.py).
- **Encoding.** Per keyframe: its time (ms), then only the pieces whose quantised pose changed
  (a piece that does not move is not repeated), a position as an int16 delta from its last one
  (int32 when it first appears or jumps), and the pieces that left; the bytes are zlib-packed
  and base64'd in a JSON-ready dict. `decode` checks everything (it comes from the network).
- **Playing.** `Motion.poses_at(t)`: positions lerped, quaternions nlerped (normalised).
"""

from __future__ import annotations

import base64
import binascii
import bisect
import json
import math
import re
import struct
import zlib
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from deboule.spatial.exact import dot, norm, row_norms

FORMAT_VERSION = 1
POSITION_STEP = 1e-4  # metres: 0.1 mm
QUAT_SCALE = 32767 * math.sqrt(2.0)  # a smallest-three component in [-1/√2, 1/√2] -> int16
QUAT_ERROR = 1e-4  # radians: the most a quantised orientation turns from the true one
MIN_GAP_MS = 34  # keyframes at least this far apart (ms): at most 30 a second
MAX_PIECES = 32  # the Déboulé's 13 pieces and more: a decoded motion stays a few MB at most
MAX_FRAMES = 1800  # a minute at 30 a second (a throw rests within 10 s, D4, then settles)
MAX_DATA_CHARS = 600_000  # base64 characters of packed keyframes accepted
MAX_RAW_BYTES = 2_000_000  # unpacked keyframe bytes accepted
MAX_TIME_MS = 3_600_000
NAME = re.compile(r"[A-Za-z0-9_.-]{1,64}")
ABSOLUTE = 0x80  # a piece byte's flag: an int32 position follows, not an int16 delta
KEYS = frozenset({"v", "pieces", "frames", "data"})

QPose = tuple[int, int, int, int, int, int, int]  # x, y, z (0.1 mm), dropped index, a, b, c
Pose = tuple[tuple[float, float, float], tuple[float, float, float, float]]


def quantise(position: Iterable[float], quaternion: Iterable[float]) -> QPose:
    """A pose (position in metres, unit quaternion w, x, y, z) as integers."""
    x, y, z = (int(round(v / POSITION_STEP)) for v in position)
    quat = np.asarray(tuple(quaternion), dtype=float)
    quat = quat / norm(quat)
    largest = int(np.argmax(np.abs(quat)))
    if quat[largest] < 0:
        quat = -quat
    a, b, c = (int(np.clip(round(v * QUAT_SCALE), -32767, 32767))
               for v in np.delete(quat, largest))
    return (x, y, z, largest, a, b, c)


def quantise_all(poses: Mapping[str, tuple]) -> dict[str, QPose]:
    """`quantise` of every pose of {id: (position, quaternion)} at once (the same integers)."""
    if not poses:
        return {}
    positions = np.array([position for position, _ in poses.values()], dtype=float)
    quats = np.array([quat for _, quat in poses.values()], dtype=float)
    quats /= row_norms(quats)[:, None]
    rows = np.arange(len(quats))
    largest = np.argmax(np.abs(quats), axis=1)
    quats *= np.where(quats[rows, largest] < 0, -1.0, 1.0)[:, None]
    others = np.array([[j for j in range(4) if j != i] for i in range(4)])[largest]
    three = np.clip(np.round(quats[rows[:, None], others] * QUAT_SCALE), -32767, 32767)
    grid = np.round(positions / POSITION_STEP)
    return {pid: (*map(int, grid[k]), int(largest[k]), *map(int, three[k]))  # type: ignore[misc]
            for k, pid in enumerate(poses)}


def dequantise(qpose: QPose) -> tuple[np.ndarray, np.ndarray]:
    """The pose a QPose stands for: (position, unit quaternion) as arrays."""
    x, y, z, largest, *rest = qpose
    three = np.array(rest, dtype=float) / QUAT_SCALE
    quat = np.insert(three, largest, math.sqrt(max(0.0, 1.0 - dot(three, three))))
    return np.array((x, y, z), dtype=float) * POSITION_STEP, quat / norm(quat)


@dataclass
class Motion:
    """One motion: keyframe times (ms from the start) and, at each, the quantised pose of every
    piece shown then (pieces in play and moving fixtures such as the Tasse's cup)."""

    times_ms: tuple[int, ...]
    frames: tuple[dict[str, QPose], ...]
    _drawn: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    @property
    def duration(self) -> float:
        """Seconds from the first keyframe to the last (the rest)."""
        return self.times_ms[-1] / 1000.0 if self.times_ms else 0.0

    def pieces(self) -> list[str]:
        """Every piece shown at some keyframe, in order of first appearance."""
        return list(dict.fromkeys(pid for frame in self.frames for pid in frame))

    def final_poses(self) -> dict[str, Pose]:
        """The poses at the last keyframe (the rest), within quantisation."""
        return self.poses_at(self.duration)

    def poses_at(self, seconds: float) -> dict[str, Pose]:
        """Every piece shown at `seconds` from the start (clamped to the motion), interpolated
        between the keyframes around it: positions lerped, quaternions nlerped."""
        if not self.frames:
            return {}
        ms = float(seconds) * 1000.0
        ms = min(max(ms, 0.0), float(self.times_ms[-1])) if math.isfinite(ms) else 0.0
        after = bisect.bisect_right(self.times_ms, ms)
        if after >= len(self.times_ms):
            return {pid: _plain(p, q) for pid, (p, q) in self._frame(len(self.frames) - 1).items()}
        before = after - 1
        start, end = self._frame(before), self._frame(after)
        span = self.times_ms[after] - self.times_ms[before]
        alpha = (ms - self.times_ms[before]) / span if span else 1.0
        poses = {}
        for pid, (position, quat) in start.items():
            if pid not in end:  # it leaves at the next keyframe: shown where it was till then
                poses[pid] = _plain(position, quat)
                continue
            next_position, next_quat = end[pid]
            if dot(quat, next_quat) < 0.0:
                next_quat = -next_quat
            mixed = (1.0 - alpha) * quat + alpha * next_quat
            poses[pid] = _plain((1.0 - alpha) * position + alpha * next_position,
                                mixed / norm(mixed))
        return poses

    def _frame(self, index: int) -> dict[str, tuple[np.ndarray, np.ndarray]]:
        """Keyframe `index` dequantised; the few last asked are kept (a screen plays in order)."""
        if index not in self._drawn:
            if len(self._drawn) >= 4:
                self._drawn.clear()
            self._drawn[index] = {pid: dequantise(q) for pid, q in self.frames[index].items()}
        return self._drawn[index]

    def without(self, hidden: Iterable[str]) -> Motion:
        """The same motion with the pieces `hidden` left out (what a seat may not see)."""
        gone = set(hidden)
        return Motion(self.times_ms, tuple({pid: q for pid, q in frame.items() if pid not in gone}
                                           for frame in self.frames))


def _plain(position: np.ndarray, quat: np.ndarray) -> Pose:
    return tuple(position.tolist()), tuple(quat.tolist())  # type: ignore[return-value]


class MotionRecorder:
    """A World's pose listener that collects one motion: `world.pose_listener = recorder`,
    then `recorder.take()` after the throw (or any moves) for the Motion, and it starts over.

    Memory is bounded: past MAX_FRAMES keyframes, the newest poses replace the last one."""

    def __init__(self) -> None:
        self._clear()

    def _clear(self) -> None:
        self._start: float | None = None
        self._times: list[int] = []
        self._frames: list[dict[str, QPose]] = []
        self._latest: tuple[int, dict[str, tuple]] | None = None  # heard, not (yet) kept

    def __call__(self, time: float, poses: Mapping[str, tuple]) -> None:
        if self._start is None:
            self._start = time
        ms = int(round((time - self._start) * 1000.0))
        if self._times:  # time only goes on (a new round restarts the world's clock)
            ms = max(ms, self._times[-1], self._latest[0] if self._latest else 0)
        if not self._times or (ms - self._times[-1] >= MIN_GAP_MS
                               and len(self._times) < MAX_FRAMES):
            self._times.append(ms)
            self._frames.append(quantise_all(poses))
            self._latest = None
        else:  # kept only if it is the last: quantised then
            self._latest = (ms, dict(poses))

    def take(self) -> Motion:
        """The motion heard since the last take (its last keyframe: the last poses heard), and
        the recorder empty again."""
        times, frames = self._times, self._frames
        if self._latest is not None:
            if len(times) > 1:  # the rest replaces a keyframe closer than MIN_GAP_MS to it
                times.pop()
                frames.pop()
            times.append(self._latest[0])
            frames.append(quantise_all(self._latest[1]))
        self._clear()
        return Motion(tuple(times), tuple(frames))


@contextmanager
def recording(world) -> Iterator[MotionRecorder]:
    """A fresh recorder as `world`'s pose listener for the block, the listener before put back
    after: `with recording(world) as heard: world.throw(...)`, then `heard.take()`."""
    before, recorder = world.pose_listener, MotionRecorder()
    world.pose_listener = recorder
    try:
        yield recorder
    finally:
        world.pose_listener = before


# ------------------------------------------------------------------------------- encoding
def encode(motion: Motion) -> dict:
    """The motion as JSON-ready data: {"v", "pieces", "frames", "data": base64 of the packed
    keyframes}. ValueError when it is past the limits `decode` accepts."""
    pieces = motion.pieces()
    if len(pieces) > MAX_PIECES or not 1 <= len(motion.frames) <= MAX_FRAMES or not all(
            NAME.fullmatch(pid) for pid in pieces):
        raise ValueError(f"a motion has 1 to {MAX_FRAMES} keyframes and at most {MAX_PIECES} "
                         "pieces with plain names")
    times = motion.times_ms
    if times[0] != 0 or times[-1] > MAX_TIME_MS or any(np.diff(times) < 0):
        raise ValueError("a motion's keyframe times start at 0, never go back, end within an hour")
    index = {pid: i for i, pid in enumerate(pieces)}
    out = bytearray()
    shown: dict[str, QPose] = {}
    for ms, frame in zip(motion.times_ms, motion.frames, strict=True):
        changed = [pid for pid, q in frame.items() if shown.get(pid) != q]
        left = [pid for pid in shown if pid not in frame]
        out += struct.pack(">IBB", ms, len(changed), len(left))
        for pid in changed:
            out += _entry(index[pid], shown.get(pid), frame[pid])
        out += bytes(index[pid] for pid in left)
        shown = dict(frame)
    data = base64.b64encode(zlib.compress(bytes(out), 9)).decode("ascii")
    return {"v": FORMAT_VERSION, "pieces": pieces, "frames": len(motion.frames), "data": data}


def _entry(i: int, before: QPose | None, now: QPose) -> bytes:
    x, y, z, largest, a, b, c = now
    delta = None if before is None else (x - before[0], y - before[1], z - before[2])
    if delta is not None and all(-32768 <= d <= 32767 for d in delta):
        return struct.pack(">BBhhhhhh", i, largest, *delta, a, b, c)
    return struct.pack(">BBiiihhh", i | ABSOLUTE, largest, x, y, z, a, b, c)


def encoded_size(motion: Motion) -> int:
    """Bytes of the encoded motion as compact JSON (what travels or is recorded)."""
    return len(json.dumps(encode(motion), separators=(",", ":")).encode("utf-8"))


def stored_entries(motion: Motion) -> int:
    """How many piece poses the encoding stores (a piece that does not move is not repeated)."""
    count, shown = 0, {}
    for frame in motion.frames:
        count += sum(1 for pid, q in frame.items() if shown.get(pid) != q)
        shown = frame
    return count


def decode(data: Any) -> Motion:
    """The Motion `encode` wrote. Everything is checked (it comes from the network): anything
    malformed, inconsistent or past the limits is a ValueError."""
    if not isinstance(data, dict) or set(data) != KEYS:
        raise ValueError(f"a motion is a dict with the keys {sorted(KEYS)}")
    if data["v"] != FORMAT_VERSION or isinstance(data["v"], bool):
        raise ValueError(f"motion format {data['v']!r} is not {FORMAT_VERSION}")
    pieces, count, text = data["pieces"], data["frames"], data["data"]
    if not isinstance(pieces, list) or len(pieces) > MAX_PIECES or not all(
            isinstance(pid, str) and NAME.fullmatch(pid) for pid in pieces) or \
            len(set(pieces)) != len(pieces):
        raise ValueError(f"a motion's pieces are at most {MAX_PIECES} distinct plain names")
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= MAX_FRAMES:
        raise ValueError(f"a motion has 1 to {MAX_FRAMES} keyframes")
    if not isinstance(text, str) or len(text) > MAX_DATA_CHARS:
        raise ValueError(f"a motion's data is base64 of at most {MAX_DATA_CHARS} characters")
    try:
        packed = base64.b64decode(text, validate=True)
        unpacker = zlib.decompressobj()
        raw = unpacker.decompress(packed, MAX_RAW_BYTES)
    except (binascii.Error, ValueError, zlib.error) as exc:
        raise ValueError(f"a motion's data is not base64 of zlib bytes: {exc}") from None
    if not unpacker.eof or unpacker.unconsumed_tail or unpacker.unused_data:
        raise ValueError(f"a motion's data must be one zlib stream of at most {MAX_RAW_BYTES} "
                         "bytes")
    try:
        return _parse(raw, pieces, count)
    except struct.error:
        raise ValueError("a motion's keyframes end too soon") from None


def _parse(raw: bytes, pieces: list[str], count: int) -> Motion:
    times: list[int] = []
    frames: list[dict[str, QPose]] = []
    shown: dict[str, QPose] = {}
    offset = 0
    for _ in range(count):
        ms, n_changed, n_left = struct.unpack_from(">IBB", raw, offset)
        offset += 6
        if ms > MAX_TIME_MS or (times and ms < times[-1]) or (not times and ms != 0):
            raise ValueError("a motion's keyframe times start at 0 and never go back")
        frame = dict(shown)
        for _ in range(n_changed):
            flags, largest = struct.unpack_from(">BB", raw, offset)
            i = flags & ~ABSOLUTE
            if i >= len(pieces) or largest > 3:
                raise ValueError("a motion's keyframe names no such piece or quaternion axis")
            pid = pieces[i]
            if flags & ABSOLUTE:
                x, y, z, a, b, c = struct.unpack_from(">iiihhh", raw, offset + 2)
                offset += 20
            else:
                if pid not in shown:
                    raise ValueError(f"a motion moves {pid} before it appears")
                dx, dy, dz, a, b, c = struct.unpack_from(">hhhhhh", raw, offset + 2)
                offset += 14
                x, y, z = shown[pid][0] + dx, shown[pid][1] + dy, shown[pid][2] + dz
            if (a * a + b * b + c * c) / QUAT_SCALE**2 > 0.7501 or -32768 in (a, b, c):
                raise ValueError("a motion's quaternion is not a smallest three")
            frame[pid] = (x, y, z, largest, a, b, c)
        for i in raw[offset:offset + n_left]:
            if i >= len(pieces) or pieces[i] not in frame:
                raise ValueError("a motion takes away a piece that is not shown")
            del frame[pieces[i]]
        if len(raw) < offset + n_left:
            raise struct.error("short")
        offset += n_left
        times.append(ms)
        frames.append(frame)
        shown = frame
    if offset != len(raw):
        raise ValueError("a motion's data goes on past its keyframes")
    return Motion(tuple(times), tuple(frames))
