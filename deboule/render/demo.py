"""Hand-placed scenes (known poses) for tests, benchmarks and screenshots."""

from __future__ import annotations

from pathlib import Path

from deboule.physics.tables import DebouleTable, TraySpec
from deboule.render.camera import behind_throw_camera, frame_point, top_camera
from deboule.render.headless import HeadlessRenderer, save_png
from deboule.render.reach import reach_for_power
from deboule.render.scene import AimArrow, Drawable, highlight_for, in_hand, quat_axis_up

_TABLE = DebouleTable.load()  # the physics' own sizes (RULINGS D2)
DEBOULE_EDGE = _TABLE.deboule_edge
COCHONDE_EDGE = _TABLE.cochonde_edge
TOWER_RADIUS = _TABLE.tower_radius
TOWER_HEIGHT = _TABLE.tower_height
DIE_EDGE = TraySpec().die_edge
COLOURS = _TABLE.colours


def repere(index: int) -> tuple[float, float]:
    """(x, y) of repère 0..8 (RULINGS D2)."""
    return _TABLE.repere(index)


def deboule_demo_drawables(towers=(0, 2, 6, 8)) -> list[Drawable]:
    """All eight déboules, the cochondé and four towers at fixed, varied poses."""
    items = []
    for index in towers:
        x, y = repere(index)
        items.append(
            Drawable("tower", TOWER_RADIUS, "wood", (x, y, TOWER_HEIGHT / 2), height=TOWER_HEIGHT,
                     id=f"tower-{index}")
        )
    spots = [
        (0.34, 0.10, "+z", 10.0), (0.42, -0.12, "+x", 35.0),
        (0.58, 0.04, "-x", -20.0), (0.66, -0.20, "+y", 50.0),
        (0.80, 0.16, "-z", 5.0), (0.86, -0.02, "-y", -40.0),
        (1.02, 0.10, "+z", 70.0), (1.06, -0.25, "+x", 15.0),
    ]
    half = DEBOULE_EDGE / 2
    for k, (x, y, axis, yaw) in enumerate(spots):
        colour = COLOURS[k // 2]
        items.append(
            Drawable("deboule", DEBOULE_EDGE, colour, (x, y, half), quat_axis_up(axis, yaw),
                     id=f"{colour}-{k % 2 + 1}")
        )
    items.append(
        Drawable("cochonde", COCHONDE_EDGE, "pink", (0.74, 0.0, COCHONDE_EDGE / 2),
                 quat_axis_up("+x", 25.0), id="cochonde")
    )
    return items


def tray_demo_drawables() -> list[Drawable]:
    """Three pip dice in the Cul de Chouette tray."""
    half = DIE_EDGE / 2
    return [
        Drawable("die", DIE_EDGE, "ivory", (-0.06, 0.03, half), quat_axis_up("+z", 15.0),
                 id="die-1"),
        Drawable("die", DIE_EDGE, "ivory", (0.02, -0.04, half), quat_axis_up("+x", -30.0),
                 id="die-2"),
        Drawable("die", DIE_EDGE, "ivory", (0.07, 0.05, half), quat_axis_up("-y", 50.0),
                 id="die-3"),
    ]


def hidden_cochonde_drawables() -> list[Drawable]:
    """The demo scene with the cochondé just behind a tower, as the thrower sees it."""
    items = [d for d in deboule_demo_drawables() if d.id != "cochonde"]
    x, y = repere(4)
    items.append(Drawable("tower", TOWER_RADIUS, "wood", (x, y, TOWER_HEIGHT / 2),
                          height=TOWER_HEIGHT, id="tower-4"))
    items.append(Drawable("cochonde", COCHONDE_EDGE, "pink", (x + 0.035, y, COCHONDE_EDGE / 2),
                          quat_axis_up("-z", 10.0), id="cochonde"))
    return items


def write_demo_pngs(directory: str = "/tmp", size: tuple[int, int] = (1280, 720)) -> list[str]:
    """Representative renders as render_*.png in `directory` (no MSAA: as in the window);
    returns the paths."""
    out = Path(directory)
    items = deboule_demo_drawables()
    targets = [highlight_for(d) for d in items if d.id in ("blue-1", "tower-8")]
    start = (0.07, 0.05, 0.001)
    aim = AimArrow(start, (1.0, -0.12), 0.3, reach=reach_for_power(0.3))
    held = in_hand(Drawable("deboule", DEBOULE_EDGE, "yellow", (0, 0, 0), id="yellow-3"),
                   start, 0.8)
    hidden = hidden_cochonde_drawables()
    aspect = size[0] / size[1]
    shots = [
        ("render_throw_view.png", [*items, held], behind_throw_camera(), "deboule", targets,
         aim, {"badges": ("cochonde",)}),
        ("render_hidden_cochonde.png", hidden, behind_throw_camera(), "deboule", (), None,
         {"xray": ("cochonde",), "badges": ("cochonde",)}),
        ("render_top.png", items, top_camera(aspect), "deboule", (), None, {}),
        ("render_closeup.png", items, frame_point((0.74, 0.0, 0.0), 0.12, 200.0, 40.0),
         "deboule", (), None, {}),
        ("render_tray.png", tray_demo_drawables(), top_camera(aspect, table="tray"), "tray",
         (), None, {}),
    ]
    paths = []
    with HeadlessRenderer() as headless:
        for name, drawables, camera, table, highlights, arrow, extra in shots:
            image = headless.image(drawables, camera, table=table, size=size,
                                   highlights=highlights, aim=arrow, **extra)
            paths.append(str(save_png(out / name, image)))
        headless.renderer.colour_safe = True
        image = headless.image(items, frame_point((0.7, 0.0, 0.0), 0.30, 200.0, 50.0),
                               size=size)
        paths.append(str(save_png(out / "render_colour_safe.png", image)))
    return paths


if __name__ == "__main__":
    import sys

    from deboule.text.terminal import say

    for written in write_demo_pngs(*(sys.argv[1:2] or ["/tmp"])):
        say(written)
