"""The pieces and the table a browser seat draws, from the same worlds and colours as the
window (deboule.physics.world's pieces and arenas, deboule/render/scene.py's palette): served as
/scene/GAME.json (deboule/online/web_http.py), made once per game."""

from __future__ import annotations

import functools
from typing import Any

from deboule import registry
from deboule.render.scene import DEFAULT_COLOUR, DEFAULT_INK, NAMED_COLOURS


def _maker(game: str) -> Any:
    """The game's browser-table module (its `scene_world()` and `arena_shape(world)`), or None."""
    entry = registry.by_name(game)
    return entry.web_table() if entry is not None else None


def _hex(rgb: tuple[float, float, float]) -> str:
    return "#" + "".join(f"{round(max(0.0, min(1.0, c)) * 255):02x}" for c in rgb)


@functools.cache
def scene(game: str) -> dict[str, Any]:
    """{"arena": its kind and sizes (metres), "pieces": [...], "poses": {id: [pos, quat]}}."""
    maker = _maker(game)
    world = maker.scene_world() if maker is not None and hasattr(maker, "scene_world") else None
    if world is None:
        return {"arena": {"kind": "cards"}, "pieces": [], "poses": {}}
    shape = maker.arena_shape(world.arena)
    pieces = []
    for p in world.pieces.values():
        colour = p.colour or DEFAULT_COLOUR.get(p.kind, "ivory")
        ink = DEFAULT_INK.get(colour, "black")
        pieces.append({"id": p.id, "kind": p.kind, "size": p.size, "radius": p.radius,
                       "height": p.height, "colour": _hex(NAMED_COLOURS[colour]),
                       "ink": _hex(NAMED_COLOURS[ink]),
                       "faces": {axis: str(getattr(face, "value", face))
                                 for axis, face in (p.faces or {}).items()}})
    poses = {pid: [list(pos), list(quat)] for pid, (pos, quat) in world.poses().items()}
    world.close() if hasattr(world, "close") else None
    return {"arena": shape, "pieces": pieces, "poses": poses}
