"""The Déboulé's HUD: each kind of information in its own region, laid out from the window size.

    ┌ scores ──────┬──────── status (whose turn and why; a refusal) ────────┬── camera ┐
    │              │                                                         │          │
    │                         the table                          ┌ choices / measure ──┐ │
    │                                                            └─────────────────────┘ │
    ├ log (the last lines of the match) ─────┬ prompt (the piece, the aim, the keys) ────┤
    └────────────────────────────────────────┴───────────────────────────────────────────┘

`regions()` is pure (tests check at many sizes that the regions lie inside the window and never
overlap); `DebouleHud.draw` fills them (deboule.screens.hud wraps and shortens the text).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from deboule.games.deboule import measure
from deboule.games.deboule.measure import WATCH_MEASURE_SECONDS
from deboule.screens.base import GOLD, GREY, PANEL_ALPHA, PANEL_RGB, RED, WHITE
from deboule.screens.hud import Hud, Line
from deboule.screens.layout import Rect, font_size, line_height, ui_scale, window_rect
from deboule.text.i18n import tr, tr_count

SIDE_COLOURS = {"red": (235, 90, 80, 255), "blue": (110, 150, 255, 255),
                "green": (90, 210, 120, 255), "yellow": (250, 215, 80, 255)}
LOG_LINES = 5


def _row(points: float, scale: float) -> float:
    return line_height(font_size(points, scale))


def regions(width: int, height: int, sides: int = 2, choices: int = 0,
            measuring: bool = False, over: bool = False,
            avoid: Sequence[tuple[float, float]] = ()) -> dict[str, Rect]:
    """The HUD's regions for a window of this size (pyglet pixels, from the bottom left).
    `avoid`: where the pieces on the table are seen; the menu and the round's result go up or
    down their column to cover as few as they can (issue 30 point 3)."""
    s = ui_scale(width, height)
    pad = 10 * s
    window = window_rect(width, height)
    scores_h = sides * _row(16, s) + _row(14, s)
    status_h = 2 * _row(20, s) + _row(14, s)
    top, rest = window.cut_top(2 * pad + max(scores_h, status_h))
    prompt_h = _row(16, s) + _row(14, s) + 3 * _row(12, s)
    bottom, middle = rest.cut_bottom(2 * pad + max(LOG_LINES * _row(13, s), prompt_h))
    scores, top_rest = top.cut_left(min(0.34 * width, 420 * s))
    camera, status = top_rest.cut_right(min(0.16 * width, 240 * s))
    log, prompt = bottom.cut_left(0.4 * width)
    out = {"scores": scores.inset(pad), "status": status.inset(pad),
           "camera": camera.inset(pad), "log": log.inset(pad), "prompt": prompt.inset(pad)}
    side = middle.inset(pad)
    # "view": the part of the table no panel covers; the camera frames there what the player
    # must see (the close-up, a decision's pieces, the measured ones: issue 30 point 3)
    view = side
    if choices:
        column, view = side.cut_right(min(0.42 * width, 480 * s))
        rows_h = 2 * pad + choices * _row(17, s) * 1.15
        out["choices"] = _placed(column, min(column.h, rows_h), ("middle", "top", "bottom"),
                                 avoid).inset(pad, 0)
    if measuring:
        # compact (issue 30 point 4): as wide as the result's longest line, as high as its
        # lines (the title and the detail may wrap once), up or down its column
        column, view = side.cut_right(min(0.3 * width, 380 * s))
        h = min(column.h, 2 * pad + 16 * s + 2 * _row(18, s) + 2 * _row(14, s)
                + sides * _row(15, s))
        out["measure"] = _placed(column, h, ("top", "bottom"), avoid).inset(pad, 0)
    if not over:
        out["view"] = view.inset(pad)
    else:
        h = min(side.h, _row(34, s) + _row(24, s) + _row(14, s) + 2 * pad)
        w = min(side.w, 640 * s)
        out["over"] = Rect(side.centre_x - w / 2, side.centre_y - h / 2, w, h)
    return out


def _placed(column: Rect, h: float, places: tuple[str, ...],
            avoid: Sequence[tuple[float, float]]) -> Rect:
    """A panel `h` high in `column`: at the first of `places` where it covers the fewest of
    the points `avoid`."""
    spots = {"top": Rect(column.x, column.top - h, column.w, h),
             "middle": Rect(column.x, column.centre_y - h / 2, column.w, h),
             "bottom": Rect(column.x, column.y, column.w, h)}
    return min((spots[name] for name in places),
               key=lambda box: sum(box.contains(x, y) for x, y in avoid))


def short_piece(piece: str, lang: str, patterned: bool = False) -> str:
    """A piece's short name for labels: "rouge 1", "tour 3", "cochondé"; `patterned` (the
    colour-blind-safe setting) names the pattern drawn too: "rouge rayée 1"."""
    # loaded on first use, not with this module: Le Déboulé's rules
    from deboule.rules.deboule.messages import colour_name

    if piece.startswith("tower-"):
        return tr("deboule.tower_short", lang, n=int(piece.split("-")[1]) + 1)
    if piece == "cochonde":
        return "cochondé"
    colour, number = piece.rsplit("-", 1)
    return f"{colour_name(colour, lang, patterned)} {number}"


class DebouleHud:
    """Draws the Déboulé's HUD for a DebouleScreen."""

    def __init__(self, screen) -> None:
        self.screen = screen
        self.hud = Hud(screen.app)
        self._seen: tuple | None = None  # pieces_seen's last answer, with what it depends on

    def regions(self) -> dict[str, Rect]:
        screen = self.screen
        width, height = screen.app.size
        choices = len(screen.choices())
        measuring = screen.measuring is not None
        return regions(width, height, sides=len(screen.match.game.scores), choices=choices,
                       measuring=measuring, over=screen.match.over and not measuring,
                       avoid=self.pieces_seen() if choices or measuring else ())

    def pieces_seen(self) -> list[tuple[float, float]]:
        """Where the pieces on the table are seen once the camera rests (its goal: a panel
        does not move while the camera glides), pyglet pixels; remembered while neither the
        camera's goal, the window nor the table changed (regions() runs several times a
        frame)."""
        screen = self.screen
        size = screen.app.size
        goal = screen.view.director.rig.goal
        key = (goal, size, len(getattr(screen.match, "inputs", ())), id(screen.measuring))
        if self._seen is None or self._seen[0] != key:
            poses = screen.match.world.poses()
            points = [poses[pid][0] for pid in sorted(poses)]
            pixels = goal.camera().project(points, size) if points else []
            self._seen = (key, [(float(x), float(size[1] - y)) for x, y in pixels
                                if math.isfinite(x + y)])
        return self._seen[1]

    def view(self, boxes: dict[str, Rect] | None = None) -> Rect:
        """The part of the window no panel covers, where the camera frames what matters."""
        boxes = self.regions() if boxes is None else boxes
        if "view" in boxes:
            return boxes["view"]
        return Rect(0, boxes["log"].top, self.hud.window.w, boxes["scores"].y - boxes["log"].top)

    def pieces_that_matter(self) -> list[str]:
        """The pieces a decision shown in the menu is about: the die just thrown (its
        effects), every piece an offered action targets, and the cochondé (issue 30 point 3:
        no panel covers them). Empty when no menu is shown."""
        screen = self.screen
        actions = screen.choices()
        if not actions:
            return []
        found = []
        pending = screen.match.pending
        for name in [getattr(pending, "piece", None), getattr(pending, "tower", None),
                     *(getattr(action, attr, None) for action in actions
                       for attr in ("target", "piece")), "cochonde"]:
            if isinstance(name, str) and name and name not in found:
                found.append(name)
        poses = screen.match.world.poses()
        found = [name for name in found if name in poses]
        # a choice about no piece (who starts, where the lead stands): the table as it is
        return found if any(name != "cochonde" for name in found) else []

    def patterned(self) -> bool:
        """Whether the déboules wear the colour-blind-safe patterns: texts then name them."""
        return self.screen.app.settings.colour_safe

    def side_colour(self, side: int):
        layout = self.screen.match.game.layout
        return SIDE_COLOURS.get(layout.colours[layout.members[side][0]][0], WHITE)

    def top_band(self, boxes: dict[str, Rect] | None = None) -> Rect:
        """The dark band across the top: the scores, whose turn, the camera."""
        boxes = self.regions() if boxes is None else boxes
        bottom = boxes["scores"].y - self.hud.px(10)
        return Rect(0, bottom, self.hud.window.w, self.hud.window.h - bottom)

    def bands(self, boxes: dict[str, Rect] | None = None) -> list[tuple[Rect, int]]:
        """The two dark bands across the window, with their opacity: the top one (scores,
        status, camera) and the bottom one (log, prompt)."""
        boxes = self.regions() if boxes is None else boxes
        bottom = Rect(0, 0, self.hud.window.w, boxes["log"].top + self.hud.px(10))
        return [(self.top_band(boxes), 140), (bottom, 130)]

    def panels(self, boxes: dict[str, Rect] | None = None) -> list[tuple[Rect, int]]:
        """Every dark translucent panel the HUD lays under its text, with its opacity, in the
        order they are blended: the two bands, then the choices and the measure beside the
        table when they are shown."""
        boxes = self.regions() if boxes is None else boxes
        panels = self.bands(boxes)
        for name in ("choices", "measure"):
            if name in boxes:
                panels.append((boxes[name].inset(-self.hud.px(8), 0), PANEL_ALPHA))
        return panels

    def scale_up_tints(self) -> list[tuple[tuple[int, int, int, int], tuple[int, int, int, int]]]:
        """The panels as the scale-up lays them on (Renderer.upscale): boxes rounded as a
        drawn panel rounds them (TextCache.panel), and their colour."""
        return [((round(box.x), round(box.y), round(box.w), round(box.h)), (*PANEL_RGB, alpha))
                for box, alpha in self.panels() if not box.empty]

    # ------------------------------------------------------------------ drawing
    def draw(self) -> None:
        screen, hud = self.screen, self.hud
        lang = screen.lang
        boxes = self.regions()
        # panels and text only: drawn together in one batch (the measure draws lines)
        with screen.app.text.batched("deboule-hud"):
            if not screen.panels_in_frame:  # else the scaled-up 3D frame has them already
                for box, alpha in self.panels(boxes):
                    hud.panel(box, alpha=alpha)
            self.draw_scores(boxes["scores"])
            hud.block(boxes["camera"], [Line(tr("deboule.camera", lang, mode=tr(
                "camera." + screen.camera_mode, lang)), 13, GREY, max_lines=2)], "camera",
                align="right")
            said = screen.status()
            if screen.message:  # a refusal is read whole: the turn's "why" line makes room
                said = said[:1]
            status = [Line(line, 20, WHITE, bold=True, max_lines=2) for line in said]
            if screen.message:
                status.append(Line(screen.message, 14, RED, max_lines=2))
            hud.block(boxes["status"], status, "status", align="center")
            log = screen.match.log[-12:]
            # three lines each: a round's result with the score ends uncut in a narrow window
            hud.block(boxes["log"], [Line(line, 13, WHITE if i == len(log) - 1 else GREY,
                                          max_lines=3) for i, line in enumerate(log)], "log",
                      bottom_up=True)
            hud.block(boxes["prompt"], self.prompt_lines(), "prompt", align="center")
            if "choices" in boxes:
                self.draw_choices(boxes["choices"])
        # loaded on first use, not with this module: a game's modules
        from deboule.games.deboule.marks import draw_repere_numbers

        draw_repere_numbers(screen, hud)  # while the towers are placed (keys 1–9)
        if "measure" in boxes:
            self.draw_measure(boxes["measure"], boxes["view"])
        if "over" in boxes:
            self.draw_over(boxes["over"])

    def draw_scores(self, box: Rect) -> None:
        game, lang = self.screen.match.game, self.screen.lang
        layout = game.layout
        lines = []
        for side, score in enumerate(game.scores):
            left = sum(1 for p in layout.side_pieces(side) if p not in game.thrown)
            line = tr("hud.side_score", lang, side=layout_side(layout, side, lang),
                      score=score, target=game.options.target)
            if game.table is not None:
                line += f"   ({tr('hud.left', lang, n=left)})"
            lines.append(Line(line, 16, self.side_colour(side), bold=True, max_lines=1))
        if game.stake is not None:
            lines.append(Line(tr("hud.stake", lang, n=game.stake), 14, GOLD, max_lines=1))
        self.hud.block(box, lines, "scores")

    def prompt_lines(self) -> list[Line]:
        screen, lang = self.screen, self.screen.lang
        match = screen.match
        if screen.measuring is not None and screen.watched:  # it goes on by itself
            left = max(1, math.ceil(WATCH_MEASURE_SECONDS - screen.measured_for))
            # the last round's measure: the game does not go on, its end comes
            key = "deboule.measure_watch_end" if match.over else "deboule.measure_watch"
            return [Line(tr(key, lang, n=left), 16, GOLD, bold=True)]
        if screen.measuring is not None:
            return [Line(tr("deboule.measure_go_on", lang), 16, GOLD, bold=True)]
        if match.over:
            return [Line(tr("deboule.over_keys", lang), 16, GOLD, bold=True)]
        if screen.choosing_towers():
            chosen = ", ".join(str(i + 1) for i in sorted(screen.towers_choice))
            return [Line(tr("deboule.tower_picked", lang, reperes=chosen), 16, GOLD),
                    Line(tr("deboule.tower_keys", lang), 12, GREY),
                    Line(tr("deboule.more_keys", lang), 12, GREY)]
        if screen.throw_request() is not None:
            lines = []
            piece = screen.current_piece()
            if piece and len(screen.throwable()) > 1:
                lines.append(Line(tr("deboule.piece", lang, piece=short_piece(
                    piece, lang, self.patterned())), 16, GOLD, max_lines=1))
            aim, dragged = screen.aim, screen.drag_power()
            if dragged is not None:  # a flick being drawn: what a release now would throw
                text = tr("deboule.flick_power", lang, power=dragged) if dragged \
                    else tr("deboule.flick_slow", lang)
                lines.append(Line(text, 14, WHITE, max_lines=1))
            else:
                lines.append(Line(tr("deboule.aim", lang, angle=aim["angle"],
                                     power=round(aim["power"] * 100), spin=aim["spin"] * 100),
                                  14, WHITE, max_lines=1))
            lines.append(Line(tr("deboule.flick", lang), 12, GREY))
            lines.append(Line(tr("deboule.keys", lang) + " · " + tr("deboule.more_keys", lang),
                              12, GREY))
            return lines
        if screen.choices():
            return [Line(tr("deboule.choice_keys", lang), 12, GREY),
                    Line(tr("deboule.more_keys", lang), 12, GREY)]
        return [Line(tr("deboule.more_keys", lang), 12, GREY)]

    def draw_choices(self, box: Rect) -> None:
        screen, hud = self.screen, self.hud
        actions = screen.choices()
        lines = []
        for i, action in enumerate(actions):
            focused = i == screen.focus
            lines.append(Line(("▶ " if focused else "   ") + screen.describe(action), 17,
                              GOLD if focused else WHITE, bold=focused, max_lines=1))
        hud.block(box.inset(0, hud.px(8)), lines, "choices")

    def draw_measure(self, box: Rect, view: Rect) -> None:
        """The round's result beside the table, and each measured distance on the table."""
        screen, hud = self.screen, self.hud
        lang = screen.lang
        m = screen.measuring
        result, layout = m.result, screen.match.game.layout
        score = result.score
        lines = []
        if result.void or score is None:
            lines.append(Line(tr("deboule.void", lang), 18, GOLD, bold=True))
        elif score.winner is None:
            lines.append(Line(tr("deboule.tie", lang), 18, GOLD, bold=True))
        else:
            lines.append(Line(tr_count("deboule.round_won", score.points, lang,
                                       side=layout_side(layout, score.winner, lang)), 18,
                              GOLD, bold=True))
            lines.append(Line(tr_count("deboule.round_detail", score.valid, lang,
                                       stake=score.stake), 14, WHITE))
        if score is not None:
            for side, distance in enumerate(score.distances):
                shown = tr("deboule.none", lang) if math.isinf(distance) else \
                    distance_text(distance, lang)
                lines.append(Line(tr("deboule.closest", lang, side=layout_side(layout, side,
                                                                                 lang),
                                     distance=shown), 15, self.side_colour(side), max_lines=1))
        hud.block(box.inset(0, hud.px(8)), lines, "measure")
        self.draw_distances(view)

    def draw_distances(self, view: Rect) -> None:
        """A line from each measured piece to the cochondé, with its length beside it; the
        valid déboules (those that score) are ringed in gold (the screen's highlights) and
        their lengths ticked. Each length is placed clear of every piece on the table, of the
        lengths already placed and of the panels (inside the view): issue 30 point 4."""
        # loaded on first use, not with this module: pyglet (1 ms)
        import pyglet

        screen, hud = self.screen, self.hud
        m = screen.measuring
        camera = screen.camera()
        width, height = screen.app.size
        ends, pieces = measure_pixels(m, screen.match.world.poses(), camera, (width, height))
        lines = pyglet.graphics.Batch()  # one draw for all the lines
        shapes = [pyglet.shapes.Line(x0, y0, x1, y1, thickness=max(2.0, hud.px(
            3 if item.closest else 2)), color=(255, 214, 90, 255) if item.counted
            else (235, 235, 235, 230), batch=lines) for item, (x0, y0), (x1, y1) in ends]
        lines.draw()
        del shapes
        labels = []
        for item, _, _ in ends:
            label = distance_text(item.distance, screen.lang)
            if item.counted:
                label = "✓ " + label
            labels.append((label, (hud.measure(label, hud.pt(14), True) + 8, hud.row(14))))
        spots = place_labels([(a, b) for _, a, b in ends], [size for _, size in labels],
                             view, pieces, gap=hud.px(4))
        # a length placed away from its piece (the places beside it were taken) is tied to it
        # by a thin line: "✓ 8,5 cm" by a tower read as the tower's (issue 48)
        ties = pyglet.graphics.Batch()
        tie_shapes = []
        for (item, a, _), spot in zip(ends, spots, strict=True):
            tie = connector(spot, a, hud.px(12))
            if tie is not None:
                colour = (255, 214, 90, 230) if item.counted else (235, 235, 235, 200)
                tie_shapes.append(pyglet.shapes.Line(*tie[0], *tie[1], thickness=max(
                    1.0, hud.px(1.5)), color=colour, batch=ties))
        ties.draw()
        del tie_shapes
        # the lengths over the lines, panels and text in one batch (TextCache.batched)
        with screen.app.text.batched("deboule-distances"):
            for number, ((item, _, _), (label, (_, h)), spot) in enumerate(
                    zip(ends, labels, spots, strict=True)):
                # slots: the camera turns round the table, the lengths follow the pieces
                slot = f"distance-{number}"
                screen.app.text.panel(spot.x, spot.y, spot.w, spot.h, alpha=200, slot=slot)
                # in its side's colour (the die's): a label tells whose piece it measures
                # even where the lines meet at the cochondé; the ones that score in gold
                hud.text(label, spot.x + 4, spot.y + h * 0.3, 14, "distances", color=GOLD
                         if item.counted else self.side_colour(item.side), bold=True,
                         slot=slot)

    def draw_over(self, box: Rect) -> None:
        game, lang = self.screen.match.game, self.screen.lang
        name = layout_side(game.layout, game.winner, lang) if game.winner is not None else "—"
        self.hud.panel(box, alpha=190)
        self.hud.block(box.inset(self.hud.px(10)), [
            Line(tr("game.over", lang), 34, GOLD, bold=True, max_lines=1),
            Line(tr("game.winner", lang, name=name), 24, WHITE, max_lines=1)], "over",
            align="center")


def _covers(spots: list[Rect], placed: list[Rect]) -> list[float]:
    """For each spot, the area it shares with all the placed rectangles: `_overlap` summed in
    order, for all spots at once (the measure view places ~8 labels a frame among ~20
    rectangles; one by one that was ~10 ms of Python a frame, and the camera moves)."""
    if not placed:
        return [0] * len(spots)
    a = np.array([(r.x, r.y, r.right, r.top) for r in spots])[:, None, :]
    b = np.array([(r.x, r.y, r.right, r.top) for r in placed])[None, :, :]
    across = np.maximum(0.0, np.minimum(a[..., 2], b[..., 2]) - np.maximum(a[..., 0], b[..., 0]))
    up = np.maximum(0.0, np.minimum(a[..., 3], b[..., 3]) - np.maximum(a[..., 1], b[..., 1]))
    # summed in Python, in order: the same bits as summing _overlap one by one
    return [sum(row) for row in (across * up).tolist()]


PIECE_REACH = {"tower": 0.022, "cochonde": 0.012}  # metres round a piece's centre, from
DEBOULE_REACH = 0.018  # above (a 2.4 cm cube's half diagonal; a tower's top; the cochondé)


def measure_pixels(m, poses: dict, camera, size: tuple[int, int]):
    """The measurement seen through `camera` (pyglet pixels, from the bottom left): each
    measured piece's segment (item, piece end, cochondé end), and the square every piece on
    the table covers (obstacles for the labels). One projection call for all points (each
    call has its fixed cost)."""
    width, height = size
    points = [(*p, 0.012) for item in m.pieces for p in (item.start, item.end)]
    names = sorted(poses)
    for pid in names:
        x, y, z = poses[pid][0]
        top = 2 * z if pid.startswith("tower") else z + 0.012  # nearest the eye: the largest
        reach = PIECE_REACH.get(pid.split("-")[0], DEBOULE_REACH)
        points += [(x, y, top), (x + reach, y, top)]
    projected = camera.project(points, size) if points else []
    pixels = [(float(x), float(height - y)) if math.isfinite(x + y) else None
              for x, y in projected]
    ends = [(item, pixels[2 * i], pixels[2 * i + 1]) for i, item in enumerate(m.pieces)]
    ends = [(item, a, b) for item, a, b in ends if a is not None and b is not None]
    pieces = []
    base = 2 * len(m.pieces)
    for k in range(len(names)):
        centre, edge = pixels[base + 2 * k], pixels[base + 2 * k + 1]
        if centre is None or edge is None:
            continue
        r = max(3.0, math.hypot(edge[0] - centre[0], edge[1] - centre[1]))
        pieces.append(Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r))
    return ends, pieces


DIRECTIONS = 16  # candidate directions round a piece for its label


def connector(spot: Rect, piece: tuple[float, float], reach: float
              ) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """A line from the label's edge nearest the piece to the piece's end of its measured line,
    when the label lies farther than `reach` from it (else None: beside it, it reads as its)."""
    px, py = piece
    nx, ny = min(max(px, spot.x), spot.right), min(max(py, spot.y), spot.top)
    if math.hypot(px - nx, py - ny) <= reach:
        return None
    return (nx, ny), (px, py)


def place_labels(segments, sizes, view: Rect, obstacles: list[Rect], gap: float = 4.0
                 ) -> list[Rect]:
    """Greedy placement of the lengths' labels (issue 30 point 4), in the order given (the
    closest first: the lengths that decide get the best spots). For each, candidates round
    its piece (`segments`: (piece end, cochondé end) in pixels) at two rings, the side away
    from the cochondé first (the middle of the group is crowded), then along its line; the
    first candidate inside `view` that touches no obstacle and no label placed is taken, else
    the one that covers least. Obstacles: every piece on the table."""
    placed = list(obstacles)
    spots = []
    for (piece, cochonde), size in zip(segments, sizes, strict=True):
        spot = _label_spot(piece, cochonde, size, view, placed, gap)
        placed.append(spot)
        spots.append(spot)
    return spots


def _label_spot(piece, cochonde, size, view: Rect, placed: list[Rect], gap: float) -> Rect:
    w, h = size
    px, py = piece
    dx, dy = px - cochonde[0], py - cochonde[1]
    length = math.hypot(dx, dy) or 1.0
    away = (dx / length, dy / length)
    # the piece's own square among the obstacles (the segment starts on its edge): the
    # candidates go round it, clear of it by `gap`
    own = next((r for r in placed if r.contains(px, py)), None)
    reach = 0.0
    if own is not None:
        px, py, reach = own.centre_x, own.centre_y, own.w / 2
    directions = sorted(
        ((math.cos(2 * math.pi * k / DIRECTIONS), math.sin(2 * math.pi * k / DIRECTIONS))
         for k in range(DIRECTIONS)),
        key=lambda d: (-round(d[0] * away[0] + d[1] * away[1], 9), d))
    candidates = []
    for ring_gap in (gap, gap + h):
        for ux, uy in directions:
            # the label's centre so that its nearest edge is ring_gap from the piece's square
            scale = min((reach + ring_gap + w / 2) / abs(ux) if abs(ux) > 1e-9 else math.inf,
                        (reach + ring_gap + h / 2) / abs(uy) if abs(uy) > 1e-9 else math.inf)
            candidates.append((px + ux * scale - w / 2, py + uy * scale - h / 2))
    nx, ny = -away[1], away[0]
    for t in (0.5, 0.3, 0.7):
        for step in (0.9, -0.9, 1.8, -1.8):
            candidates.append((cochonde[0] + dx * t + nx * step * h - w / 2,
                               cochonde[1] + dy * t + ny * step * h - h / 2))
    spots = [Rect(min(max(x, view.x), view.right - w), min(max(y, view.y), view.top - h), w, h)
             for x, y in candidates]
    best, best_cover = spots[0], math.inf
    for spot, cover in zip(spots, _covers(spots, placed), strict=True):
        if cover == 0:
            return spot
        if cover < best_cover:
            best, best_cover = spot, cover
    return best


def _overlap(a: Rect, b: Rect) -> float:
    """The area two rectangles share."""
    return max(0.0, min(a.right, b.right) - max(a.x, b.x)) * \
        max(0.0, min(a.top, b.top) - max(a.y, b.y))


def layout_side(layout, side: int, lang: str) -> str:
    # loaded on first use, not with this module: Le Déboulé's rules
    from deboule.rules.deboule.messages import side_name

    return side_name(layout, side, lang)


def distance_text(distance: float, lang: str) -> str:
    return measure.distance_text(distance, lang)
