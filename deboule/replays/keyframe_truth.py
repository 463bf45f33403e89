"""Whether an online record's keyframes show what its rules' log says (issue 44).

A record made with another engine is not played through the physics here (its bits would
differ, docs/physics.md P12); what it claims is checked against its own keyframes instead
(deboule/replays/record_motions.py): where each motion leaves the pieces must give the outcome the
rules logged at that moment (the step the motion ended at, its entry's `actions` count), and the
end:

- a step that carries the table as the rules saw it (`obs`, Le Déboulé's `thrown` and
  `observed`): every piece in play where the keyframes left it (its footprint's centre), and
  the face on top that the keyframes' orientation shows (RULINGS D1,
  deboule/data/assets/deboule_faces.json);
- a roll-off (`roll_off`, the cochondé's face) and dice rolled (`dice_rolled`, Cul de Chouette's
  faces): those faces among the ones the motion's dice show;
- `final.poses`: each piece where the last keyframes left it.

Positions agree within POSITION_TOLERANCE (keyframes are quantised to 0.1 mm), orientations
within ANGLE_TOLERANCE. `keyframe_problem(record)` names the first disagreement, or None.

`inputs_problem(record)` ties the log to the record's inputs: every decision of the inputs is a
step of the log, in order, and there is a throw come to rest (`settled`) per throw input.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from typing import Any

from deboule.replays.record_motions import MOTIONS_KEY, decoded

POSITION_TOLERANCE = 2e-4  # metres: twice a keyframe's 0.1 mm step
ANGLE_TOLERANCE = 2e-3  # radians: twenty times a keyframe's quantisation (QUAT_ERROR)


def top_face(kind: str, quaternion) -> str | None:
    """The face on top of a piece of `kind` turned by `quaternion` (w, x, y, z), as the
    physics reads it (deboule/physics/reading.py): the local axis nearest to vertical; None for a
    tower."""
    # loaded on first use, not with this module: numpy, the physics (114 ms)
    from deboule.physics.tables import face_table

    if kind == "tower":
        return None
    w, x, y, z = quaternion
    up = (2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y))
    axis = max(range(3), key=lambda k: abs(up[k]))
    face = face_table(kind).get(("+" if up[axis] > 0 else "-") + "xyz"[axis])  # by kind
    return None if face is None else str(face)


def keyframe_problem(record: dict) -> str | None:
    """The first place the record's keyframes disagree with its rules' log or its end (French
    and English), or None."""
    steps = record.get("actions")
    steps = steps if isinstance(steps, list) else []
    poses: dict[str, Any] = {}
    for index, (entry, (_, motion)) in enumerate(zip(record[MOTIONS_KEY], decoded(record),
                                                     strict=True)):
        shown = motion.final_poses()
        poses.update(shown)
        done = entry["actions"]
        if 0 < done <= len(steps) and isinstance(steps[done - 1], dict):
            problem = _step_problem(steps[done - 1], shown, poses)
            if problem is not None:
                return (f"motions[{index}] / étape / step {done} : {problem} (images-clés / "
                        "keyframes)")
    return _final_problem(record["final"]["poses"], poses)


def _step_problem(step: dict, shown: dict, poses: dict) -> str | None:
    obs = step.get("obs")
    if isinstance(obs, dict) and isinstance(obs.get("pieces"), list):
        for piece in obs["pieces"]:
            problem = _piece_problem(piece, poses)
            if problem is not None:
                return problem
    if step.get("type") == "roll_off" and "cochonde" in shown:
        face = top_face("cochonde", shown["cochonde"][1])
        if str(step.get("face")) != face:
            return f"roll_off : face {step.get('face')!r:.20}, montrée / shown {face}"
    if step.get("type") == "dice_rolled" and isinstance(step.get("faces"), list):
        faces = Counter(top_face("die", quat) for _, quat in shown.values())
        logged = Counter(str(face) for face in step["faces"])
        if logged - faces:
            return (f"dice_rolled : faces {step['faces']!r:.40}, montrées / shown "
                    f"{sorted(f for f in faces.elements() if f is not None)!r:.60}")
    return None


def _piece_problem(piece: Any, poses: dict) -> str | None:
    if not isinstance(piece, dict) or not piece.get("in_play") or piece.get("id") not in poses:
        return None
    position, quaternion = poses[piece["id"]]
    name = str(piece["id"])[:20]
    centre = (piece.get("footprint") or {}).get("centre")
    if isinstance(centre, list) and len(centre) == 2 and not all(
            isinstance(v, int | float) and abs(v - p) <= POSITION_TOLERANCE
            for v, p in zip(centre, position[:2], strict=True)):
        return f"{name} : centre {centre!r:.60}, montré / shown {list(position[:2])!r:.60}"
    if "top_face" in piece and piece["top_face"] is not None:
        face = top_face(str(piece.get("kind")), quaternion)
        if str(piece["top_face"]) != face:
            return f"{name} : face {piece['top_face']!r:.20}, montrée / shown {face}"
    return None


def _final_problem(final: dict, poses: dict) -> str | None:
    for pid, (position, quaternion) in sorted(final.items()):
        if pid not in poses:
            return f"final.poses.{str(pid)[:20]} : aucune image-clé / no keyframe"
        shown_position, shown_quaternion = poses[pid]
        if any(abs(a - b) > POSITION_TOLERANCE for a, b in zip(position, shown_position,
                                                                 strict=True)):
            return (f"final.poses.{str(pid)[:20]} : {list(position)!r:.60}, images-clés / "
                    f"keyframes {list(shown_position)!r:.60}")
        norm = math.sqrt(sum(v * v for v in quaternion)) or 1.0
        dot = abs(sum(a * b for a, b in zip(quaternion, shown_quaternion, strict=True))) / norm
        if 2 * math.acos(min(1.0, dot)) > ANGLE_TOLERANCE:
            return (f"final.poses.{str(pid)[:20]} : orientation {list(quaternion)!r:.60}, "
                    f"images-clés / keyframes {list(shown_quaternion)!r:.60}")
    return None


def inputs_problem(record: dict) -> str | None:
    """Where the record's inputs and its rules' log part (French and English), or None: each
    decision input (`{"action": {...}}`) must be a step of the log, in order (as JSON values),
    and each throw input a throw come to rest."""
    steps = record.get("actions")
    if not isinstance(steps, list):
        return None
    logged = [json.dumps(step, sort_keys=True) for step in steps]
    at, throws = 0, 0
    for index, entry in enumerate(record["inputs"]):
        throws += "throw" in entry
        if "action" not in entry:
            continue
        wanted = json.dumps(entry["action"], sort_keys=True)
        try:
            at = logged.index(wanted, at) + 1
        except ValueError:
            return (f"entrée {index + 1} / input {index + 1} : {wanted[:80]} absente du journal "
                    "des règles / not in the rules' log")
    if throws != len(record["settled"]):
        return (f"{throws} lancers en entrées, {len(record['settled'])} au repos / throw "
                "inputs, at rest")
    return None
