"""A World's exact state at rest as JSON-ready data, and read back (issue 33: a client's Le
Déboulé bot practises throws on its own copy of the server's table, so the state travels).

What is written: MuJoCo's integration state (`mj_getState(..., mjSTATE_INTEGRATION)`: time,
qpos, qvel, warm start, the hand's mocap poses...) as little-endian float64 in base64, which
bodies sleep (MuJoCo's island sleeping: not part of that state, yet it decides who moves), each
piece's status, the parts' own state (the Tasse turned over), the contact pairs heard last (for
the impact sounds) and the world's random stream (PCG64). A fresh World of the same kind given
it throws the very same bits as the original, on the same machine and MuJoCo (docs/physics.md
P12). What is read comes from the network: every field is checked before anything changes, and
anything malformed is a ValueError.
"""

from __future__ import annotations

import base64
import binascii
import math
from dataclasses import dataclass, field
from typing import Any

import mujoco
import numpy as np

from deboule.physics.flight import Flight

STATE_VERSION = 1
INTEGRATION = mujoco.mjtState.mjSTATE_INTEGRATION
STATUSES = ("hand", "play", "out", "removed")
KEYS = frozenset({"version", "arena", "pieces", "mujoco", "integration", "asleep", "status",
                  "parts", "touching", "rng"})
MAX_QUIET = 1_000_000  # an awake tree's countdown to sleep is a small negative number
MAX_TOUCHING = 4096  # contact pairs: far more than a table of 13 pieces can hold
MAX_NAME = 64  # characters of a piece, part or geom name
MAX_PART_VALUES = 32
AWAKE = int(mujoco.mjtSleepState.mjS_AWAKE)
ASLEEP = int(mujoco.mjtSleepState.mjS_ASLEEP)
STATIC = int(mujoco.mjtSleepState.mjS_STATIC)
RNG_KEYS = frozenset({"bit_generator", "state", "inc", "has_uint32", "uinteger"})


@dataclass
class StateParts:
    """The World's own bookkeeping that travels with the MuJoCo state."""

    status: dict[str, str]
    parts: dict[str, dict]
    touching: frozenset
    rng: np.random.Generator


def write_state(model: mujoco.MjModel, data: mujoco.MjData, arena: str,
                piece_ids: tuple[str, ...], book: StateParts) -> dict:
    """The world's state as JSON-ready data (see the module's docstring)."""
    state = np.empty(mujoco.mj_stateSize(model, INTEGRATION))
    mujoco.mj_getState(model, data, state, INTEGRATION)
    generator = book.rng.bit_generator.state
    return {
        "version": STATE_VERSION,
        "arena": arena,
        "pieces": list(piece_ids),
        "mujoco": mujoco.__version__,  # for the reader's information: bits are one engine's
        "integration": base64.b64encode(state.astype("<f8").tobytes()).decode("ascii"),
        "asleep": [int(v) for v in data.tree_asleep],
        "status": [book.status[pid] for pid in piece_ids],
        "parts": {name: dict(values) for name, values in sorted(book.parts.items())},
        "touching": sorted([a, b] for a, b in book.touching),
        "rng": {
            "bit_generator": generator["bit_generator"],
            "state": format(generator["state"]["state"], "x"),
            "inc": format(generator["state"]["inc"], "x"),
            "has_uint32": int(generator["has_uint32"]),
            "uinteger": int(generator["uinteger"]),
        },
    }


def read_state(data: Any, model: mujoco.MjModel, target: mujoco.MjData, arena: str,
               piece_ids: tuple[str, ...], part_names: tuple[str, ...]) -> StateParts:
    """Check `data` (written by `write_state` for a world of this kind), then set `target`'s
    MuJoCo state from it and return the bookkeeping. ValueError, `target` unchanged, on
    anything malformed: wrong keys or types, another arena or pieces, wrong sizes, NaN."""
    if not isinstance(data, dict) or set(data) != KEYS:
        raise ValueError(f"a world state is a dict with the keys {sorted(KEYS)}")
    if data["version"] != STATE_VERSION or isinstance(data["version"], bool):
        raise ValueError(f"world state version {data['version']!r} is not {STATE_VERSION}")
    if data["arena"] != arena or data["pieces"] != list(piece_ids):
        raise ValueError("a world state of another kind of world (arena or pieces differ)")
    if not isinstance(data["mujoco"], str) or len(data["mujoco"]) > MAX_NAME:
        raise ValueError("the world state's MuJoCo version must be a short string")
    state = _integration(data["integration"], mujoco.mj_stateSize(model, INTEGRATION))
    asleep = _asleep(data["asleep"], model.ntree)
    status = _statuses(data["status"], piece_ids)
    parts = _parts(data["parts"], part_names)
    touching = _touching(data["touching"])
    rng = _generator(data["rng"])
    # Every body's positions, inertia... computed with all awake (a sleeping body keeps those
    # it had when it fell asleep: the same, as it has not moved since), then the state again
    # (forward wrote the warm start) and who sleeps.
    mujoco.mj_setState(model, target, state, INTEGRATION)
    target.tree_asleep[:] = -(1 + mujoco.mjMINAWAKE)
    update_sleep(model, target)
    mujoco.mj_forward(model, target)
    mujoco.mj_setState(model, target, state, INTEGRATION)
    target.tree_asleep[:] = asleep
    update_sleep(model, target)
    return StateParts(status=status, parts=parts, touching=touching, rng=rng)


def update_sleep(model: mujoco.MjModel, data: mujoco.MjData) -> None:
    """MuJoCo's sleep arrays and counts computed from `data.tree_asleep`, as its
    mj_updateSleep does (engine_sleep.c, MuJoCo 3.3 to 4.0), which the Python bindings do not
    offer: which trees, bodies and dofs are awake, and their index lists."""
    awake_tree = np.asarray(data.tree_asleep) < 0
    data.tree_awake[:] = awake_tree
    tree = np.asarray(model.body_treeid)
    body = np.where(tree < 0, np.where(np.asarray(model.body_mocapid) >= 0, AWAKE, STATIC),
                    np.where(awake_tree[np.maximum(tree, 0)], AWAKE, ASLEEP))
    data.body_awake[:] = body
    listed = np.flatnonzero(body != ASLEEP)
    data.body_awake_ind[:len(listed)] = listed
    parents = np.flatnonzero((body[np.asarray(model.body_parentid)] != ASLEEP)
                             & (np.arange(model.nbody) > 0))
    data.parent_awake_ind[:len(parents)] = parents
    dof_body = np.asarray(model.dof_bodyid)
    dofs = np.flatnonzero((tree[dof_body] >= 0) & (body[dof_body] == AWAKE))
    data.dof_awake_ind[:len(dofs)] = dofs
    data.ntree_awake = int(awake_tree.sum())
    data.nbody_awake = len(listed)
    data.nparent_awake = len(parents)
    data.nv_awake = len(dofs)


def _integration(text: Any, size: int) -> np.ndarray:
    expected = 4 * math.ceil(size * 8 / 3)  # base64 of `size` float64, checked before decoding
    if not isinstance(text, str) or len(text) != expected:
        raise ValueError(f"the integration state must be {size} float64 in base64 "
                         f"({expected} characters)")
    try:
        raw = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError) as exc:
        raise ValueError(f"the integration state is not base64: {exc}") from None
    if len(raw) != size * 8:
        raise ValueError(f"the integration state must be {size} float64")
    state = np.frombuffer(raw, dtype="<f8").astype(np.float64)
    if not np.isfinite(state).all():
        raise ValueError("the integration state holds NaN or infinite numbers")
    return state


def _asleep(values: Any, trees: int) -> list[int]:
    """MuJoCo's tree_asleep: below 0 an awake tree's countdown, else the next sleeping tree of
    its island; checked to form whole cycles of sleeping trees (MuJoCo follows them)."""
    if not isinstance(values, list) or len(values) != trees or not all(
            isinstance(v, int) and not isinstance(v, bool) and -MAX_QUIET <= v < trees
            for v in values):
        raise ValueError(f"asleep must list {trees} numbers from {-MAX_QUIET} to {trees - 1}")
    sleeping = [i for i, v in enumerate(values) if v >= 0]
    if sorted(values[i] for i in sleeping) != sleeping:
        raise ValueError("asleep must link the sleeping trees in whole cycles")
    return values


def _statuses(values: Any, piece_ids: tuple[str, ...]) -> dict[str, str]:
    if not isinstance(values, list) or len(values) != len(piece_ids) or not all(
            isinstance(v, str) and v in STATUSES for v in values):
        raise ValueError(f"status must list one of {', '.join(STATUSES)} per piece")
    return dict(zip(piece_ids, values, strict=True))


def _parts(values: Any, part_names: tuple[str, ...]) -> dict[str, dict]:
    if not isinstance(values, dict) or not set(values) <= set(part_names):
        raise ValueError(f"parts must be a dict of this world's parts ({', '.join(part_names)})")
    parts: dict[str, dict] = {}
    for name, own in values.items():
        if not isinstance(own, dict) or len(own) > MAX_PART_VALUES:
            raise ValueError(f"part {name}'s state must be a small dict")
        for key, value in own.items():
            plain = isinstance(value, bool | int | str) or (
                isinstance(value, float) and math.isfinite(value))
            if not isinstance(key, str) or len(key) > MAX_NAME or not plain or (
                    isinstance(value, str) and len(value) > MAX_NAME):
                raise ValueError(f"part {name}'s state holds {key!r}: {value!r}")
        parts[name] = dict(own)
    return parts


def _touching(values: Any) -> frozenset:
    if not isinstance(values, list) or len(values) > MAX_TOUCHING:
        raise ValueError(f"touching must be a list of at most {MAX_TOUCHING} pairs")
    pairs = set()
    for pair in values:
        if not (isinstance(pair, list) and len(pair) == 2 and all(
                isinstance(name, str) and 0 < len(name) <= MAX_NAME for name in pair)):
            raise ValueError(f"a touching pair is two names, got {pair!r}")
        pairs.add((pair[0], pair[1]))
    return frozenset(pairs)


def _generator(values: Any) -> np.random.Generator:
    if not isinstance(values, dict) or set(values) != RNG_KEYS or \
            values["bit_generator"] != "PCG64":
        raise ValueError(f"rng must be a PCG64 state with the keys {sorted(RNG_KEYS)}")
    numbers = []
    for key in ("state", "inc"):
        text = values[key]
        if not isinstance(text, str) or not 0 < len(text) <= 32 or \
                not all(c in "0123456789abcdef" for c in text):
            raise ValueError(f"rng {key} must be up to 32 lowercase hex digits")
        numbers.append(int(text, 16))
    has_uint32, uinteger = values["has_uint32"], values["uinteger"]
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (has_uint32, uinteger)
               ) or has_uint32 not in (0, 1) or not 0 <= uinteger < 2**32:
        raise ValueError("rng has_uint32 must be 0 or 1 and uinteger a 32-bit number")
    bit_generator = np.random.PCG64()
    bit_generator.state = {"bit_generator": "PCG64",
                           "state": {"state": numbers[0], "inc": numbers[1]},
                           "has_uint32": has_uint32, "uinteger": uinteger}
    return np.random.Generator(bit_generator)


@dataclass
class Book:
    """Everything of a World that is not MuJoCo state (deboule/physics/world.py)."""

    status: dict[str, str]  # 'hand', 'play', 'out', 'removed'
    flight: Flight | None = None
    extra_steps: int = 0  # steps spent settling after the flight (flatten, actions)
    touching: frozenset = frozenset()  # contact pairs at the last check (for impact sounds)
    parts: dict[str, dict] = field(default_factory=dict)  # each part's own state, by its name
    # where each piece was when it last left the play area (D3), before it was parked: which
    # rail a throw went over, for the thrower (deboule/shell/flick_outs.py); changes no physics
    left_at: dict[str, tuple[float, float, float]] = field(default_factory=dict)
