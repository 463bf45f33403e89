"""The face table (RULINGS D1) read from deboule/data/assets/deboule_faces.json: local axis -> face
on top."""

from __future__ import annotations

import functools
import json
from importlib.resources import files

from deboule.spatial import AXES

# a checkout's or the installed copy
FACES_PATH = files("deboule.data.assets") / "deboule_faces.json"


@functools.lru_cache(maxsize=1)
def face_table() -> dict[str, dict[str, object]]:
    """{'deboule': {'+z': 'fleche', ...}, 'numbered': {'+z': 1, ...}} with all six axes each."""
    data = json.loads(FACES_PATH.read_text(encoding="utf-8"))
    table = {}
    for kind in ("deboule", "numbered"):
        faces = data[kind]
        missing = [axis for axis in AXES if axis not in faces]
        if missing:
            raise ValueError(f"{FACES_PATH.name}: {kind} lacks axes {missing}")
        table[kind] = {axis: faces[axis] for axis in AXES}
    return table


def faces_for_kind(kind: str) -> dict[str, object]:
    """Face layout drawn on a piece kind: déboules use symbols, cochondé and dice numbers."""
    return face_table()["deboule" if kind == "deboule" else "numbered"]
