"""Dice turned in the hand so that they show chosen faces: how the guided lessons
(deboule/games/cul_de_chouette/tutorial.py, deboule/games/enculette/tutorial.py) get the dice their
script needs on every machine (physics results are bit-identical on one machine only: another CPU or
MuJoCo version gives other faces, so a lesson may not count on a seed's bits).

A die is a cube: turned by one of the 24 rotations of the cube onto itself, it keeps its shape,
mass and place; only which pips are painted where changes (`turned`). Where the dice rest out of
sight (under L'Enculette's cup), a lesson turns them once they rest. Where they roll in view
(Cul de Chouette's tray), it simulates the throw ahead on a copy of the world, turns each die
showing a wrong face before the throw, and simulates again: a turned cube starts the very same
motion, but the solver's rounding differs with the orientation and may drift to another
ending; hence a bounded search (`arrange`) before the real throw.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping, Sequence
from typing import TypeVar

import numpy as np

from deboule.spatial import quat_multiply
from deboule.spatial.exact import matvec
from deboule.spatial.rotation import Quat, mat_to_quat

# a die's local axis ('+x' ... '-z') -> the face shown when it is up: a physics.Face ("3") or
# its number; the faces are compared by their numbers
Faces = Mapping[str, object]
Hand = TypeVar("Hand")  # what a lesson turns: a throw per die, or the dice lying in the Tasse

def _determinant(m: np.ndarray) -> float:
    """The determinant of a 3x3 matrix, written out (no LAPACK: docs/physics.md P19)."""
    return float(m[0, 0] * (m[1, 1] * m[2, 2] - m[1, 2] * m[2, 1])
                 - m[0, 1] * (m[1, 0] * m[2, 2] - m[1, 2] * m[2, 0])
                 + m[0, 2] * (m[1, 0] * m[2, 1] - m[1, 1] * m[2, 0]))


# the rotations of the cube onto itself (signed permutation matrices of determinant +1), in a
# fixed order: the first one that fits is the turn used, the same on every run
CUBE_TURNS: list[np.ndarray] = [
    matrix for perm in itertools.permutations(range(3))
    for signs in itertools.product((1, -1), repeat=3)
    if _determinant(matrix := np.array([[signs[r] if c == perm[r] else 0 for c in range(3)]
                                         for r in range(3)], dtype=float)) > 0
]
_AXES = {"+x": (0, 1), "-x": (0, -1), "+y": (1, 1), "-y": (1, -1), "+z": (2, 1), "-z": (2, -1)}


def _axis(name: str) -> np.ndarray:
    index, sign = _AXES[name]
    vector = np.zeros(3)
    vector[index] = sign
    return vector


def cube_turn(faces: Faces, came_up: int, wanted: int) -> Quat:
    """The quaternion, in the die's own frame, of the cube symmetry that puts face `wanted`
    where face `came_up` was (the first such turn of `CUBE_TURNS`)."""
    axis_of = {int(face): axis for axis, face in faces.items()}  # type: ignore[call-overload]
    up_axis, wanted_axis = _axis(axis_of[int(came_up)]), _axis(axis_of[int(wanted)])
    turn = next(m for m in CUBE_TURNS if np.allclose(matvec(m, wanted_axis), up_axis))
    return tuple(float(v) for v in mat_to_quat(turn))  # type: ignore[return-value]


def turned(orientation: Quat, faces: Faces, came_up: int, wanted: int) -> Quat:
    """`orientation` turned in the hand so that the die would show `wanted` where it showed
    `came_up`: the same cube in the same place, its pips moved."""
    return quat_multiply(orientation, cube_turn(faces, came_up, wanted))


def paired(got: Sequence[int | None], wanted: Sequence[int]) -> list[int]:
    """`wanted` reordered so that as many dice as possible already show their face: when the
    order of the dice does not matter, a die on a wanted face is left alone."""
    left = list(wanted)
    pairing: list[int | None] = [None] * len(got)
    for index, face in enumerate(got):
        if face in left:
            pairing[index] = face
            left.remove(face)
    return [face if face is not None else left.pop(0) for face in pairing]


def arrange(start: Hand, wanted: Sequence[int], land: Callable[[Hand], Sequence[int | None] | None],
            turn: Callable[[Hand, Sequence[int | None], Sequence[int]], Hand],
            redraw: Callable[[Hand], Hand], tries: int, relabel_tries: int) -> Hand | None:
    """Search the hand, from `start`, whose motion ends on `wanted`; None when `tries`
    simulations did not find one.

    `land(hand)` simulates the motion on a copy of the world and gives the faces each die ended
    on (None for a die that left the play), or None when the try is unusable (dice that had to
    stay put moved). `turn(hand, got, target)` turns the dice showing `got` towards `target`
    (die by die); `redraw(hand)` draws a fresh hand, after a die left, an unusable try, or
    every `relabel_tries` relabellings (a turn that keeps drifting)."""
    current = start
    for attempt in range(tries):
        got = land(current)
        if got is not None and None not in got and list(got) == list(wanted):
            return current
        if got is None or None in got or attempt % relabel_tries == relabel_tries - 1:
            current = redraw(current)
            continue
        current = turn(current, got, wanted)
    return None
