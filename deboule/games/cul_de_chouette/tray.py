"""The dice tray's side of Cul de Chouette's controller: which dice a throw takes and which stay
where they lie, the dice picked up before it, one hand's throw spread over several dice, a
recorded throw read back bit for bit, and the poses drawn between two physics steps."""

from __future__ import annotations

import math
from dataclasses import dataclass

from deboule.physics import Throw
from deboule.physics.tables import TraySpec
from deboule.shell.flick import FlickSettings, keyboard_throw, tray_zone
from deboule.spatial import quat_multiply

DICE = ("die-1", "die-2", "die-3")
TRAY = TraySpec()  # the physics' piste: its sizes bound a hand of dice
HAND_SPACING = 0.034  # m between the dice of one hand (edge 0.016; they must not overlap)


def exact_throw(data: dict) -> Throw:
    """A recorded throw, bit for bit: `Throw` normalises its quaternion again, which may move
    the last bits of an already unit one, and the dice are chaotic enough to notice."""
    throw = Throw.from_dict(data)
    recorded = tuple(float(v) for v in data.get("orientation", throw.orientation))
    if len(recorded) == 4 and abs(math.fsum(v * v for v in recorded) - 1.0) < 1e-9:
        object.__setattr__(throw, "orientation", recorded)
    return throw


def hand_throws(throw: Throw, ids) -> dict[str, Throw]:
    """One hand's throw for several dice: side by side across the throw, same motion.

    Each die gets a quarter turn more than the previous one so they do not land alike.
    """
    ids = list(ids)
    n = len(ids)
    vx, vy, _ = throw.velocity
    heading = math.atan2(vy, vx) if (vx or vy) else 0.0
    across = (-math.sin(heading), math.cos(heading))
    x0, y0, z0 = throw.position
    # the hand stays inside the piste: 4 mm off the side walls, 1 mm off the ends
    half_y = TRAY.width / 2 - TRAY.die_edge / 2 - 0.004
    x_limit = TRAY.length / 2 - 0.009  # a die's half edge and 1 mm
    offsets = [(k - (n - 1) / 2) * HAND_SPACING for k in range(n)]
    ys = [y0 + o * across[1] for o in offsets]
    shift = 0.0
    if ys and max(ys) > half_y:
        shift = half_y - max(ys)
    if ys and min(ys) + shift < -half_y:
        shift = -half_y - min(ys)
    out = {}
    quarter = (math.sqrt(0.5), math.sqrt(0.5), 0.0, 0.0)
    orientation = throw.orientation
    for k, pid in enumerate(ids):
        x = x0 + offsets[k] * across[0]
        x = min(max(x, -x_limit), x_limit)
        out[pid] = Throw((x, ys[k] + shift, z0), throw.velocity, throw.spin, orientation)
        orientation = quat_multiply(quarter, orientation)
    return out


@dataclass(frozen=True)
class Planned:
    """Stands for the chouettes' chance node while the pre-roll phase is still open."""

    n_dice: int
    prompt: str
    info: dict


def planned_node(node):
    """The chance node a throw answers (the chouettes when thrown from the pre-roll)."""
    if node.kind == "chance":
        return node
    return Planned(n_dice=2, prompt="chouettes", info={})


def dice_faces(world) -> dict[str, int]:
    """Top faces of the dice lying in the tray (at rest)."""
    state = world.state()
    return {pid: state.pieces[pid].pips for pid in DICE if state.pieces[pid].in_play}  # type: ignore[misc]


def dice_plan(node, world) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Which dice leave the hand for this throw and which stay where they lie."""
    n, purpose = node.n_dice, node.prompt
    if purpose in ("cul", "challenge_cul") and n == 1:
        return ("die-3",), ("die-1", "die-2")  # the chouettes stay where they lie
    if purpose in ("sirotage", "challenge_sirotage") and n == 1:
        odd = odd_die(dice_faces(world))
        return (odd,), tuple(d for d in DICE if d != odd)
    if purpose == "soufflette":
        kept = list(node.info.get("kept", []))
        faces = dice_faces(world)
        keep: list[str] = []
        for value in kept:
            pid = next((d for d in DICE if faces.get(d) == value and d not in keep), None)
            if pid is not None:
                keep.append(pid)
        throw = tuple(d for d in DICE if d not in keep)
        if len(keep) == len(kept) and len(throw) == n:
            return throw, tuple(keep)
    return DICE[:n], ()


def odd_die(faces: dict[str, int]) -> str:
    """The die that is not part of the Chouette (the one a Sirotage throws again)."""
    for pid in ("die-3", "die-2", "die-1"):
        others = [faces.get(d) for d in DICE if d != pid]
        if None not in others and others[0] == others[1] and faces.get(pid) != others[0]:
            return pid
    return "die-3"


def prepare_tray(world, node, thrown) -> None:
    """Pick up every die that is neither thrown nor kept (they go back to the hand)."""
    _, keep = dice_plan(node, world)
    for pid in DICE:
        if pid not in thrown and pid not in keep and world.status(pid) == "play":
            world.remove(pid)


def between(before: dict, now: dict, a: float) -> dict[str, tuple[tuple, tuple]]:
    """Poses a fraction `a` of the way from `before` to `now` (quaternions on the short way,
    normalised), for drawing between two 1 ms physics steps."""
    out = {}
    for pid, (pos, quat) in now.items():
        old = before.get(pid)
        if old is None:
            out[pid] = (pos, quat)
            continue
        p0, q0 = old
        if sum(x * y for x, y in zip(q0, quat, strict=True)) < 0:
            q0 = tuple(-x for x in q0)
        position = tuple(x0 + a * (x1 - x0) for x0, x1 in zip(p0, pos, strict=True))
        q = [x0 + a * (x1 - x0) for x0, x1 in zip(q0, quat, strict=True)]
        norm = math.sqrt(sum(x * x for x in q)) or 1.0
        out[pid] = (position, tuple(x / norm for x in q))
    return out


# keyboard aim in the tray (CDCS-14): speeds of a hand throw in a 36 cm tray
TRAY_MIN_SPEED = 0.6  # m/s at power 0
TRAY_MAX_SPEED = 2.6  # m/s at power 1
AIM_LIMIT_DEG = 45.0


def aimed_throw(aim_deg: float, power: float, lateral: float, orientation) -> Throw:
    """The arrows' hand throw from the tray's near end (`deboule.shell.flick.keyboard_throw`); a bad
    aim raises FlickError."""
    return keyboard_throw(aim_deg, power, 0.0, lateral, zone=tray_zone(),
                          settings=FlickSettings(max_speed=TRAY_MAX_SPEED),
                          min_speed=TRAY_MIN_SPEED, orientation=orientation)
