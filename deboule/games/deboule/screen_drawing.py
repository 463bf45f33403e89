"""Drawing Le Déboulé's table in the window: the 3D scene (kept between frames, redrawn where
pieces moved), the rings and the aim arrow over it, the HUD and the throw's face in large print.
Functions given the screen (deboule.games.deboule.screen.DebouleScreen, which holds the state
they read and calls them)."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from deboule.rules.deboule import Basculer, ChooseTowersRequest, EffectRequest


def camera(screen: Any):
    """The thrower's view while aiming, the throw followed while it rolls, a close-up
    where it stops, the table from above for decisions (deboule.render.camera.ThrowDirector:
    eased transitions, never a cut); or the mode the player chose with C."""
    return screen.view.camera


def highlights(screen: Any) -> list:
    # loaded on first use, not with this module: OpenGL, Pillow, the rules' core (31 ms)
    from deboule.render import Highlight

    targets = set()
    actions = screen.choices()
    if actions:
        focused = actions[screen.focus % len(actions)]
        for attr in ("target", "piece"):
            value = getattr(focused, attr, None)
            if isinstance(value, str):
                targets.add(value)
    if isinstance(screen.match.pending, EffectRequest):
        targets.add(screen.match.pending.piece)
    piece = screen.current_piece()
    if piece and screen.match.world.status(piece) == "play":
        targets.add(piece)
    poses = screen.match.world.poses()
    rings = []
    for pid in sorted(targets):
        if pid in poses:
            x, y, _ = poses[pid][0]
            radius = 0.024 if pid.startswith("tower") else 0.02
            rings.append(Highlight((x, y, 0.0), radius))
    if screen.measuring is not None:  # the déboules that score, ringed in gold
        for item in screen.measuring.pieces:
            if item.counted and item.piece in poses:
                x, y, _ = poses[item.piece][0]
                rings.append(Highlight((x, y, 0.0), 0.022, (1.0, 0.84, 0.35, 0.95)))
    # loaded on first use, not with this module: OpenGL, Pillow, the rules' core (31 ms)
    from deboule.games.deboule.marks import conceded_rings

    # each conceded tower ringed in the colour of the side it belongs to now (D10, R5)
    rings += conceded_rings(screen.match.game.conceded, poses, screen.hud.side_colour)
    if isinstance(screen.match.pending, ChooseTowersRequest) and screen.match.human_to_act():
        # loaded on first use, not with this module: OpenGL, Pillow, the rules' core (32 ms)
        from deboule.games.deboule.marks import repere_spots

        # the chosen repères ringed, those in the table's uncovered view only (a ring under
        # the log's panel showed through its lines, its number left out: marks.py)
        view, chosen = screen.hud.view(), {i + 1 for i in screen.towers_choice}
        table = screen.match.world.arena.table
        for number, x, y in repere_spots(table, screen.camera(), screen.app.size):
            if number in chosen and view.contains(x, y):
                rings.append(Highlight((*table.repere(number - 1), 0.0), 0.03,
                                       (0.3, 0.9, 1.0, 0.9)))
    return rings


def aim_arrow(screen: Any):
    # loaded on first use, not with this module: OpenGL, Pillow, the rules' core (32 ms)
    from deboule.render import AimArrow

    actions = screen.choices()
    focused = actions[screen.focus % len(actions)] if actions else None
    if isinstance(focused, Basculer) and isinstance(screen.match.pending, EffectRequest):
        # the bascule's direction drawn from the die (D8: a quarter turn that way)
        x, y, _ = screen.match.world.poses()[screen.match.pending.piece][0]
        dx, dy = {"far": (1, 0), "near": (-1, 0), "left": (0, 1), "right": (0, -1)}[
            focused.direction]
        return AimArrow((x + 0.015 * dx, y + 0.015 * dy, 0.001), (dx, dy), 0.15)
    if screen.throw_request() is None or screen.measuring is not None:
        return None
    if screen.samples:
        return screen.drag_arrow()
    angle = math.radians(screen.aim["angle"])
    # as long as such a throw rolls on an empty table (deboule.render.reach, from the physics)
    return screen.view.aim(screen.aim_start(), (math.cos(angle), math.sin(angle)),
                         screen.aim["power"], screen.thrown_kind())


def camera_moving(screen: Any) -> bool:
    """The camera moves this frame (every frame a full redraw; GameApp's quality governor
    judges these frames)."""
    return screen.view.camera_moving


def draw_scene(screen: Any) -> None:
    # loaded on first use, not with this module: OpenGL, Pillow, the rules' core (35 ms)
    from deboule.render import drawables_from_poses
    from deboule.render.gpu import gl_flush

    screen.panels_in_frame = False

    poses = screen.match.world.poses()
    camera, highlights, aim = screen.camera(), screen.highlights(), screen.aim_arrow()
    selected = [h for h in _selected(screen) if h in poses]
    xray, badges = screen.view.markers(poses, selected, screen.match.flight is not None)
    piece = screen.current_piece()
    hand = screen.view.hand(screen.match.world.pieces[piece], screen.aim_start()) \
        if piece and screen.throw_request() is not None and not screen.samples else None
    cache = screen.scene_cache
    extra = {"xray": xray, "badges": badges}
    if screen.view.camera_moving:
        # the camera glides: every frame is new, draw straight into the window (the
        # saved frame would cost a copy and be of no use next frame), or at quality low
        # into a frame half the size, scaled up (deboule.render.renderer.MOVING_SCALE)
        drawables = drawables_from_poses(screen.match.world.pieces, poses)
        renderer = screen.app.renderer
        scale = renderer.moving_scale[0]
        target = cache.moving_target(scale) if scale < 1.0 else screen.app.ctx.screen
        renderer.render(target, [*drawables, *([hand] if hand else [])], camera,
                        highlights=highlights, aim=aim, camera_moving=True,
                        pixel_scale=scale, **extra)
        if scale < 1.0:
            # The scale-up samples the 3D frame: its draw waits until llvmpipe's raster
            # threads have drawn it. Flushed first, the frame's update runs meanwhile; the
            # scale-up flushed, its raster overlaps the HUD's Python (docs/rendering.md,
            # "Flush, then work").
            screen.app.ctx.screen.use()
            gl_flush()
            if not screen.app.update_in_frame():
                return
            # the HUD's panels go on in the scale-up's pass (draw_hud leaves them out)
            cache.show_moving(screen.hud.scale_up_tints())
            gl_flush()
            screen.panels_in_frame = True
        cache.valid = False
        cache.full += 1
        return
    framebuffer = cache.target()
    overlays = (camera, tuple(highlights), aim, xray, badges,
                None if hand is None else (hand.position, hand.quaternion))
    box = None
    if cache.valid and overlays == screen.drawn_overlays:
        moved = [pid for pid in set(poses) | set(screen.drawn_poses)
                 if poses.get(pid) != screen.drawn_poses.get(pid)]
        if not moved:
            cache.hits += 1
            cache.show()
            return
        box = screen.dirty_box(moved, poses, camera)
    drawables = drawables_from_poses(screen.match.world.pieces, poses)
    screen.app.renderer.render(framebuffer, [*drawables, *([hand] if hand else [])], camera,
                             highlights=highlights, aim=aim, scissor=box, **extra)
    if box is None:
        cache.full += 1
    else:
        cache.partial += 1
    cache.valid = True
    screen.drawn_poses, screen.drawn_overlays = poses, overlays
    cache.show()


def _selected(screen: Any) -> list[str]:
    """The pieces the focused decision is about (shown through what hides them)."""
    actions = screen.choices()
    if not actions:
        return []
    focused = actions[screen.focus % len(actions)]
    return [v for v in (getattr(focused, "target", None), getattr(focused, "piece", None))
            if isinstance(v, str)]


def dirty_box(screen: Any, moved: list[str], poses: dict,
              camera) -> tuple[int, int, int, int] | None:
    """Screen box (bottom-left x, y, w, h) holding the moved pieces, before and after, with
    their shadows on the table; None when a full redraw is simpler."""
    # loaded on first use, not with this module: OpenGL, Pillow, the rules' core (30 ms)
    from deboule.render.renderer import LIGHT_DIR

    points = []
    for pid in moved:
        info = screen.match.world.pieces[pid]
        reach = max(info.size, info.height) * 0.9 + 0.004
        for pose in (poses.get(pid), screen.drawn_poses.get(pid)):
            if pose is None:
                continue
            centre = np.asarray(pose[0], dtype=float)
            if centre[2] < -0.1:  # parked off the table: nothing to redraw there
                continue
            shadow = centre - LIGHT_DIR * (max(centre[2], 0.0) + reach) / LIGHT_DIR[2]
            for point in (centre, shadow):
                for corner in np.array(np.meshgrid(*[[-reach, reach]] * 3)).T.reshape(-1, 3):
                    points.append(point + corner)
    if not points:
        return (0, 0, 1, 1)
    width, height = screen.app.size
    pixels = camera.project(np.array(points), (width, height))
    if not np.all(np.isfinite(pixels)):
        return None
    pad = 6
    x0, x1 = np.floor(pixels[:, 0].min()) - pad, np.ceil(pixels[:, 0].max()) + pad
    top, bottom = np.floor(pixels[:, 1].min()) - pad, np.ceil(pixels[:, 1].max()) + pad
    x0, x1 = max(0, int(x0)), min(width, int(x1))
    y0, y1 = max(0, int(height - bottom)), min(height, int(height - top))
    if x1 <= x0 or y1 <= y0:
        return (0, 0, 1, 1)
    if (x1 - x0) * (y1 - y0) > 0.6 * width * height:
        return None
    return (x0, y0, x1 - x0, y1 - y0)


def draw(screen: Any) -> None:
    screen.draw_scene()
    if screen.app.running:  # the frame's update, run while drawing the scene, may close it
        screen.draw_hud()


def draw_hud(screen: Any) -> None:
    screen.hud.draw()
    screen.draw_big_face()


def draw_big_face(screen: Any) -> None:
    """The top face of the piece just thrown in large print once it rests, and the Z loupe
    (deboule.screens.big_face), between the HUD's two bands."""
    # loaded on first use, not with this module: OpenGL, Pillow, the rules' core (33 ms)
    from deboule.render import drawables_from_poses
    from deboule.screens.big_face import card_of, window_projector
    from deboule.screens.layout import Rect

    world, safe = screen.match.world, screen.app.settings.colour_safe
    poses = world.poses()
    in_play = [pid for pid in poses if world.status(pid) == "play"]
    thrown = next((i["piece"] for i in reversed(screen.match.inputs) if "throw" in i), None)
    resting = screen.match.flight is None and screen.measuring is None and not screen.match.over
    cards = [card_of(d, safe) for d in drawables_from_poses(
        world.pieces, {thrown: poses[thrown]})] if resting and thrown in in_play else []
    camera = screen.camera()
    project = window_projector(camera, (0, 0, *screen.app.size))
    boxes = screen.hud.regions()
    (top, _), (bottom, _) = screen.hud.bands(boxes)
    # the left side first (menus and the measure are on the right), where no piece lies
    middle = Rect(0, bottom.top, top.w, top.y - bottom.top)
    screen.big_face.draw(cards, [(middle, corner) for corner in (
        "top-left", "bottom-left", "top-right", "bottom-right")],
        avoid=[tuple(p) for p in project([poses[pid][0] for pid in in_play])] if cards else (),
        blocked=[panel for panel, _ in screen.hud.panels(boxes)])
    table = drawables_from_poses(world.pieces, poses) if screen.big_face.loupe_held(
        screen.app) else []
    screen.big_face.draw_loupe([d for d in table if d.kind != "tower" and d.id in in_play],
                             lambda d: card_of(d, safe), project, camera,
                             lambda close, box: screen.app.renderer.render(
                                 screen.app.ctx.screen, table, close, viewport=box))


def notices_below(screen: Any) -> float:
    """The app's notices go under the HUD's top band: the scores stay in sight."""
    return screen.app.size[1] - screen.hud.top_band().y
