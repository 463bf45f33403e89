"""The pieces and the table a browser seat draws, from the same worlds and colours as the
window (deboule.physics.world's pieces and arenas, deboule/render/scene.py's palette): served as
/scene/GAME.json (deboule/online/web_http.py), made once per game."""

from __future__ import annotations

import functools
from typing import Any

from deboule.render.scene import DEFAULT_COLOUR, DEFAULT_INK, NAMED_COLOURS

GAMES = ("deboule", "cul-de-chouette", "enculette", "chamot")


def _world(game: str) -> Any:
    from deboule.physics.world import World

    if game == "deboule":
        return World.deboule()
    if game == "cul-de-chouette":
        return World.dice_tray(3)
    if game == "enculette":
        return World.cup(2)
    return None


def _hex(rgb: tuple[float, float, float]) -> str:
    return "#" + "".join(f"{round(max(0.0, min(1.0, c)) * 255):02x}" for c in rgb)


@functools.cache
def scene(game: str) -> dict[str, Any]:
    """{"arena": its kind and sizes (metres), "pieces": [...], "poses": {id: [pos, quat]}}."""
    world = _world(game)
    if world is None:
        return {"arena": {"kind": "cards"}, "pieces": [], "poses": {}}
    arena = world.arena
    if game == "deboule":
        t = arena.table
        shape = {"kind": "deboule", "length": t.length, "width": t.width,
                 "rail_height": t.rail_height, "rail_thickness": t.rail_thickness,
                 "reglette_x": t.reglette_x}
    elif game == "enculette":
        s = arena.spec
        shape = {"kind": "tasse", "saucer_radius": s.saucer_radius,
                 "saucer_thickness": s.saucer_thickness, "cup_radius": s.cup_inner_radius,
                 "cup_wall": s.cup_wall, "cup_height": s.cup_height}
    else:
        s = arena.spec
        shape = {"kind": "tray", "length": s.length, "width": s.width,
                 "wall_height": s.wall_height, "wall_thickness": s.wall_thickness}
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
