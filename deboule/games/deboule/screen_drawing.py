"""Drawing Le Déboulé's table in the window: the 3D scene (kept between frames, redrawn where
pieces moved), the rings and the aim arrow over it, the HUD and the throw's face in large print.
A part of deboule.games.deboule.screen.DebouleScreen, which holds the state these methods read."""

from __future__ import annotations

import math

import numpy as np

from deboule.rules.deboule import Basculer, ChooseTowersRequest, EffectRequest


class DebouleDrawing:
    """DebouleScreen's drawing (deboule/games/deboule/screen.py holds its state, the aim and the
    moves)."""

    def camera(self):
        """The thrower's view while aiming, the throw followed while it rolls, a close-up
        where it stops, the table from above for decisions (deboule.render.camera.ThrowDirector:
        eased transitions, never a cut); or the mode the player chose with C."""
        return self.view.camera

    def highlights(self) -> list:
        # loaded on first use, not with this module: OpenGL, Pillow, the rules' core (31 ms)
        from deboule.render import Highlight

        targets = set()
        actions = self.choices()
        if actions:
            focused = actions[self.focus % len(actions)]
            for attr in ("target", "piece"):
                value = getattr(focused, attr, None)
                if isinstance(value, str):
                    targets.add(value)
        if isinstance(self.match.pending, EffectRequest):
            targets.add(self.match.pending.piece)
        piece = self.current_piece()
        if piece and self.match.world.status(piece) == "play":
            targets.add(piece)
        poses = self.match.world.poses()
        rings = []
        for pid in sorted(targets):
            if pid in poses:
                x, y, _ = poses[pid][0]
                radius = 0.024 if pid.startswith("tower") else 0.02
                rings.append(Highlight((x, y, 0.0), radius))
        if self.measuring is not None:  # the déboules that score, ringed in gold
            for item in self.measuring.pieces:
                if item.counted and item.piece in poses:
                    x, y, _ = poses[item.piece][0]
                    rings.append(Highlight((x, y, 0.0), 0.022, (1.0, 0.84, 0.35, 0.95)))
        # loaded on first use, not with this module: OpenGL, Pillow, the rules' core (31 ms)
        from deboule.games.deboule.marks import conceded_rings

        # each conceded tower ringed in the colour of the side it belongs to now (D10, R5)
        rings += conceded_rings(self.match.game.conceded, poses, self.hud.side_colour)
        if isinstance(self.match.pending, ChooseTowersRequest) and self.match.human_to_act():
            # loaded on first use, not with this module: OpenGL, Pillow, the rules' core (32 ms)
            from deboule.games.deboule.marks import repere_spots

            # the chosen repères ringed, those in the table's uncovered view only (a ring under
            # the log's panel showed through its lines, its number left out: marks.py)
            view, chosen = self.hud.view(), {i + 1 for i in self.towers_choice}
            table = self.match.world.arena.table
            for number, x, y in repere_spots(table, self.camera(), self.app.size):
                if number in chosen and view.contains(x, y):
                    rings.append(Highlight((*table.repere(number - 1), 0.0), 0.03,
                                           (0.3, 0.9, 1.0, 0.9)))
        return rings

    def aim_arrow(self):
        # loaded on first use, not with this module: OpenGL, Pillow, the rules' core (32 ms)
        from deboule.render import AimArrow

        actions = self.choices()
        focused = actions[self.focus % len(actions)] if actions else None
        if isinstance(focused, Basculer) and isinstance(self.match.pending, EffectRequest):
            # the bascule's direction drawn from the die (D8: a quarter turn that way)
            x, y, _ = self.match.world.poses()[self.match.pending.piece][0]
            dx, dy = {"far": (1, 0), "near": (-1, 0), "left": (0, 1), "right": (0, -1)}[
                focused.direction]
            return AimArrow((x + 0.015 * dx, y + 0.015 * dy, 0.001), (dx, dy), 0.15)
        if self.throw_request() is None or self.measuring is not None:
            return None
        if self.samples:
            return self.drag_arrow()
        angle = math.radians(self.aim["angle"])
        # as long as such a throw rolls on an empty table (deboule.render.reach, from the physics)
        return self.view.aim(self.aim_start(), (math.cos(angle), math.sin(angle)),
                             self.aim["power"], self._thrown_kind())

    @property
    def camera_moving(self) -> bool:
        """The camera moves this frame (every frame a full redraw; GameApp's quality governor
        judges these frames)."""
        return self.view.camera_moving

    def draw_scene(self) -> None:
        # loaded on first use, not with this module: OpenGL, Pillow, the rules' core (35 ms)
        from deboule.render import drawables_from_poses
        from deboule.render.gpu import gl_flush

        self.panels_in_frame = False

        poses = self.match.world.poses()
        camera, highlights, aim = self.camera(), self.highlights(), self.aim_arrow()
        selected = [h for h in self._selected() if h in poses]
        xray, badges = self.view.markers(poses, selected, self.match.flight is not None)
        piece = self.current_piece()
        hand = self.view.hand(self.match.world.pieces[piece], self.aim_start()) \
            if piece and self.throw_request() is not None and not self.samples else None
        cache = self.scene_cache
        extra = {"xray": xray, "badges": badges}
        if self.view.camera_moving:
            # the camera glides: every frame is new, draw straight into the window (the
            # saved frame would cost a copy and be of no use next frame), or at quality low
            # into a frame half the size, scaled up (deboule.render.renderer.MOVING_SCALE)
            drawables = drawables_from_poses(self.match.world.pieces, poses)
            renderer = self.app.renderer
            scale = renderer.moving_scale[0]
            target = cache.moving_target(scale) if scale < 1.0 else self.app.ctx.screen
            renderer.render(target, [*drawables, *([hand] if hand else [])], camera,
                            highlights=highlights, aim=aim, camera_moving=True,
                            pixel_scale=scale, **extra)
            if scale < 1.0:
                # The scale-up samples the 3D frame: its draw waits until llvmpipe's raster
                # threads have drawn it. Flushed first, the frame's update runs meanwhile; the
                # scale-up flushed, its raster overlaps the HUD's Python (docs/rendering.md,
                # "Flush, then work").
                self.app.ctx.screen.use()
                gl_flush()
                if not self.app.update_in_frame():
                    return
                # the HUD's panels go on in the scale-up's pass (draw_hud leaves them out)
                cache.show_moving(self.hud.scale_up_tints())
                gl_flush()
                self.panels_in_frame = True
            cache.valid = False
            cache.full += 1
            return
        framebuffer = cache.target()
        overlays = (camera, tuple(highlights), aim, xray, badges,
                    None if hand is None else (hand.position, hand.quaternion))
        box = None
        if cache.valid and overlays == self._drawn_overlays:
            moved = [pid for pid in set(poses) | set(self._drawn_poses)
                     if poses.get(pid) != self._drawn_poses.get(pid)]
            if not moved:
                cache.hits += 1
                cache.show()
                return
            box = self.dirty_box(moved, poses, camera)
        drawables = drawables_from_poses(self.match.world.pieces, poses)
        self.app.renderer.render(framebuffer, [*drawables, *([hand] if hand else [])], camera,
                                 highlights=highlights, aim=aim, scissor=box, **extra)
        if box is None:
            cache.full += 1
        else:
            cache.partial += 1
        cache.valid = True
        self._drawn_poses, self._drawn_overlays = poses, overlays
        cache.show()

    def _selected(self) -> list[str]:
        """The pieces the focused decision is about (shown through what hides them)."""
        actions = self.choices()
        if not actions:
            return []
        focused = actions[self.focus % len(actions)]
        return [v for v in (getattr(focused, "target", None), getattr(focused, "piece", None))
                if isinstance(v, str)]

    def dirty_box(self, moved: list[str], poses: dict, camera) -> tuple[int, int, int, int] | None:
        """Screen box (bottom-left x, y, w, h) holding the moved pieces, before and after, with
        their shadows on the table; None when a full redraw is simpler."""
        # loaded on first use, not with this module: OpenGL, Pillow, the rules' core (30 ms)
        from deboule.render.renderer import LIGHT_DIR

        points = []
        for pid in moved:
            info = self.match.world.pieces[pid]
            reach = max(info.size, info.height) * 0.9 + 0.004
            for pose in (poses.get(pid), self._drawn_poses.get(pid)):
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
        width, height = self.app.size
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

    def draw(self) -> None:
        self.draw_scene()
        if self.app.running:  # the frame's update, run while drawing the scene, may close it
            self.draw_hud()

    def draw_hud(self) -> None:
        self.hud.draw()
        self.draw_big_face()

    def draw_big_face(self) -> None:
        """The top face of the piece just thrown in large print once it rests, and the Z loupe
        (deboule.screens.big_face), between the HUD's two bands."""
        # loaded on first use, not with this module: OpenGL, Pillow, the rules' core (33 ms)
        from deboule.render import drawables_from_poses
        from deboule.screens.big_face import card_of, window_projector
        from deboule.screens.layout import Rect

        world, safe = self.match.world, self.app.settings.colour_safe
        poses = world.poses()
        in_play = [pid for pid in poses if world.status(pid) == "play"]
        thrown = next((i["piece"] for i in reversed(self.match.inputs) if "throw" in i), None)
        resting = self.match.flight is None and self.measuring is None and not self.match.over
        cards = [card_of(d, safe) for d in drawables_from_poses(
            world.pieces, {thrown: poses[thrown]})] if resting and thrown in in_play else []
        camera = self.camera()
        project = window_projector(camera, (0, 0, *self.app.size))
        boxes = self.hud.regions()
        (top, _), (bottom, _) = self.hud.bands(boxes)
        # the left side first (menus and the measure are on the right), where no piece lies
        middle = Rect(0, bottom.top, top.w, top.y - bottom.top)
        self.big_face.draw(cards, [(middle, corner) for corner in (
            "top-left", "bottom-left", "top-right", "bottom-right")],
            avoid=[tuple(p) for p in project([poses[pid][0] for pid in in_play])] if cards else (),
            blocked=[panel for panel, _ in self.hud.panels(boxes)])
        table = drawables_from_poses(world.pieces, poses) if self.big_face.loupe_held(
            self.app) else []
        self.big_face.draw_loupe([d for d in table if d.kind != "tower" and d.id in in_play],
                                 lambda d: card_of(d, safe), project, camera,
                                 lambda close, box: self.app.renderer.render(
                                     self.app.ctx.screen, table, close, viewport=box))

    def notices_below(self) -> float:
        """The app's notices go under the HUD's top band: the scores stay in sight."""
        return self.app.size[1] - self.hud.top_band().y
