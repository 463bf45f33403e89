"""A throw's result in large print (issue 30, point 5), shared by every dice game's screen.

On the table a face is 15–25 px across and the Cul de Chouette tray's pips ~30 px: once the
piece just thrown rests, its top face is drawn again in a HUD corner, at least 64 px a face at
720p (`FACE_PX` at the HUD's scale), with the name of what is on top under it. Holding Z is a
loupe: the piece under the pointer seen close up beside the pointer (the screen's table drawn
again into a small viewport from a camera near the piece), its top face enlarged in the corner
(the mouse wheel already zooms the camera or turns a menu's value in every game).

The faces are the renderer's own: the same glyphs (deboule.render.textures.glyph_mask, the atlas'
drawing), the piece's body and ink colours, and with the colour-blind-safe setting the déboule's
safe colour and its pattern (stripes, dots, checks: deboule/data/shaders/piece.frag's `pattern`).
What a screen hands in is only what its player may see: L'Enculette passes the dice under the Tasse
only while they are peeked at by the player at the screen or lifted for everyone (EC-P1).

The layout (`big_face_box`, `loupe_box`, `pointed`) is pure; `BigFace` draws it with pyglet.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from deboule.screens.hud import row_baseline, text_width
from deboule.screens.layout import Rect, font_size, line_height, ui_scale
from deboule.spatial import quat_to_mat, up_axis
from deboule.text.i18n import tr

FACE_PX = 72.0  # a face's side at 1280 × 720, scaled with the HUD
MIN_FACE_PX = 64.0  # never smaller (issue 30: ≥ 64 px a face at 720p)
LOUPE_TIMES = 2.0  # the loupe's face, in faces of the result box
POINT_CLEARANCE_PX = 24.0  # how far a piece's centre stays out of the result box
POINTER_REACH_PX = 60.0  # how near the pointer a piece's centre must be for the loupe
CAPTION_PT = 13.0
HINT_PT = 11.0
CAPTION_COLOUR = (255, 255, 255, 255)
HINT_COLOUR = (190, 190, 190, 255)
LOUPE_FRAME = (255, 214, 90)  # the HUD's gold
RIM = (0.08, 0.06, 0.05)  # the dark border of a face (as deboule/data/shaders/badge.frag)


@dataclass(frozen=True)
class FaceCard:
    """One face to draw: what is on it (a déboule symbol, or 1–6), the piece's body and ink
    colours (sRGB 0–1), and its colour-blind pattern (0 none, 1 stripes, 2 dots, 3 checks)."""

    face: object
    body: tuple[float, float, float]
    ink: tuple[float, float, float]
    pattern: float = 0.0


def top_face(item) -> object:
    """The face on top of a drawn piece (deboule.render.Drawable), as the table's dice read it
    (RULINGS D1: deboule/data/assets/deboule_faces.json)."""
    # loaded on first use, not with this module: OpenGL, Pillow, the rules' core (44 ms)
    from deboule.render.faces import faces_for_kind
    return faces_for_kind(item.kind)[up_axis(quat_to_mat(item.quaternion))[0]]


def card_of(item, colour_safe: bool = False, face: object | None = None) -> FaceCard:
    """The card of a drawn piece: its top face (or `face`, read by the rules) in the colours
    the renderer gives it (deboule.render.colour_safe: the safe set and its pattern when asked)."""
    # loaded on first use, not with this module: OpenGL, Pillow, the rules' core (45 ms)
    from deboule.render.colour_safe import piece_look

    body, pattern = piece_look(item, colour_safe)
    return FaceCard(top_face(item) if face is None else face, tuple(body), item.ink_rgb,
                    float(pattern))


def face_name(face: object, lang: str) -> str:
    """What is on a face, in words: the déboule symbol's name, or the number."""
    return tr(f"bigface.face.{face}", lang) if isinstance(face, str) else str(face)


# ------------------------------------------------------------------ the picture of a face
def _pattern(u: np.ndarray, v: np.ndarray, pattern: float) -> np.ndarray:
    """deboule/data/shaders/piece.frag's colour-blind cue across a face (u, v in -1..1)."""
    if pattern < 0.5 or pattern > 3.5:
        return np.zeros(u.shape)
    if pattern < 1.5:  # stripes
        return (np.mod((u + v) * 2.2, 1.0) >= 0.55).astype(float)
    if pattern < 2.5:  # dots
        fu, fv = np.mod(u * 2.0 + 0.5, 1.0) - 0.5, np.mod(v * 2.0 + 0.5, 1.0) - 0.5
        return (np.hypot(fu, fv) <= 0.2).astype(float)
    return np.mod(np.floor(u * 2.5 + 8.0) + np.floor(v * 2.5 + 8.0), 2.0)  # checks


@functools.lru_cache(maxsize=64)
def face_image(card: FaceCard, side: int) -> np.ndarray:
    """(side, side, 4) uint8 RGBA, row 0 at the bottom (as pyglet's ImageData): the face as a
    rounded square of the body colour (its pattern on it) with a dark rim, the glyph in ink."""
    # loaded on first use, not with this module: OpenGL, Pillow, the rules' core (46 ms)
    from deboule.render.textures import glyph_mask

    ss = 2
    n = side * ss
    coords = (np.arange(n) + 0.5) / n * 2.0 - 1.0
    v, u = np.meshgrid(coords, coords, indexing="ij")
    # the badge's rounded square (deboule/data/shaders/badge.frag)
    d = np.sqrt(np.sqrt(u ** 4 + v ** 4))
    body = np.asarray(card.body, dtype=float)
    colour = np.broadcast_to(body, (n, n, 3)) * (1.0 - 0.5 * _pattern(u, v, card.pattern))[
        ..., None]
    inner = max(1, round(n * 0.84))  # the glyph spans the inner 84 %, as on the badge
    ink = np.zeros((n, n))
    start = (n - inner) // 2
    ink[start:start + inner, start:start + inner] = glyph_mask(card.face, inner, 1)
    colour = colour * (1.0 - ink[..., None]) + np.asarray(card.ink, dtype=float) * ink[..., None]
    rim = np.clip((d - 0.88) / 0.04, 0.0, 1.0)[..., None]
    colour = colour * (1.0 - rim) + np.asarray(RIM) * rim
    alpha = (d <= 1.0).astype(float)
    rgba = np.concatenate([colour, alpha[..., None]], axis=-1)
    rgba = rgba.reshape(side, ss, side, ss, 4).mean(axis=(1, 3))
    image = np.round(np.clip(rgba, 0.0, 1.0) * 255.0).astype(np.uint8)
    image.setflags(write=False)
    return image


# ------------------------------------------------------------------ where it goes
@dataclass(frozen=True)
class FaceBox:
    """The result box: its panel, one square per face, and the text rows under them."""

    panel: Rect
    faces: tuple[Rect, ...]
    caption: Rect
    hint: Rect


def face_side(width: float, height: float) -> float:
    """A face's side in pixels at this window size (≥ MIN_FACE_PX)."""
    return max(MIN_FACE_PX, round(FACE_PX * ui_scale(width, height)))


def big_face_box(area: Rect, count: int, window: tuple[int, int], corner: str = "top-left",
                 text_w: float = 0.0) -> FaceBox:
    """`count` faces side by side, a caption and a hint row under them (`text_w` pixels the
    widest of the two needs), in a panel set in `corner` ("top-left", "top-right",
    "bottom-left" or "bottom-right") of `area`, a margin in from its sides."""
    s = ui_scale(*window)
    side = face_side(*window)
    pad, gap, margin = 10 * s, 12 * s, 8 * s
    caption_h = line_height(font_size(CAPTION_PT, s))
    hint_h = line_height(font_size(HINT_PT, s))
    faces_w = count * side + max(0, count - 1) * gap
    w = 2 * pad + max(faces_w, text_w)
    h = 2 * pad + side + caption_h + hint_h
    x = area.x + margin if corner.endswith("left") else area.right - margin - w
    y = area.top - margin - h if corner.startswith("top") else area.y + margin
    panel = Rect(x, y, w, h)
    left = panel.centre_x - faces_w / 2
    top = panel.top - pad
    faces = tuple(Rect(left + i * (side + gap), top - side, side, side) for i in range(count))
    caption = Rect(panel.x + pad, top - side - caption_h, w - 2 * pad, caption_h)
    hint = Rect(panel.x + pad, caption.y - hint_h, w - 2 * pad, hint_h)
    return FaceBox(panel, faces, caption, hint)


Place = tuple[Rect, str]  # an area of the window and a corner of it ("top-left"...)


def place_box(places: Sequence[Place], count: int, window: tuple[int, int], text_w: float = 0.0,
              avoid: Sequence[tuple[float, float]] = (), blocked: Sequence[Rect] = ()
              ) -> FaceBox | None:
    """The result box at the first of `places` where it fits its area, covers none of the
    `avoid` points (pieces' centres on screen, with POINT_CLEARANCE_PX round them) and none of
    the `blocked` rectangles (panels with text: the HUD's, a lesson's); else at the first place
    that only covers pieces; None when every place covers a panel (never text over text)."""
    boxes = [big_face_box(area, count, window, corner, text_w) for area, corner in places]
    free = [box for box, (area, _) in zip(boxes, places, strict=True)
            if box.panel.inside(area, slack=1.0)
            and not any(box.panel.intersects(rect) for rect in blocked)]
    return next((box for box in free
                 if not any(box.panel.inset(-POINT_CLEARANCE_PX).contains(*point)
                            for point in avoid)), free[0] if free else None)


def loupe_box(pointer: tuple[float, float], window: tuple[int, int]) -> Rect:
    """The loupe's square: beside the pointer (up and to the right, or the other way where the
    window ends), never over the pointed piece itself."""
    width, height = window
    side = LOUPE_TIMES * face_side(width, height)
    offset = 0.35 * side
    px, py = pointer
    x = px + offset if px + offset + side <= width else px - offset - side
    y = py + offset if py + offset + side <= height else py - offset - side
    return Rect(max(0.0, x), max(0.0, y), side, side)


LOUPE_FOV = 30.0  # degrees: the close-up's narrow lens
LOUPE_PITCH = 62.0  # degrees above the table: the top face and two sides in sight
LOUPE_DISTANCE = 4.2  # piece sizes from the piece: it fills about half the loupe


def loupe_camera(item, view):
    """A camera close to a drawn piece, looking down at it from the side `view` (the screen's
    camera) looks from."""
    # loaded on first use, not with this module: OpenGL, Pillow, the rules' core (47 ms)
    from deboule.render.camera import orbit_camera

    target = np.asarray(item.position, dtype=float)
    eye = np.asarray(view.eye, dtype=float)
    yaw = math.degrees(math.atan2(eye[1] - target[1], eye[0] - target[0]))
    return orbit_camera(tuple(target), yaw_deg=yaw, pitch_deg=LOUPE_PITCH,
                        distance=LOUPE_DISTANCE * float(item.size), fov_y_deg=LOUPE_FOV)


Projector = Callable[[Sequence[Sequence[float]]], np.ndarray]


def pointed(items: Sequence, pointer: tuple[float, float], project: Projector,
            reach: float = POINTER_REACH_PX) -> int | None:
    """Index of the item (anything with a `.position`) whose centre `project`s (to window
    pixels from the bottom left) nearest the pointer, within `reach` pixels; None if none."""
    if not items:
        return None
    pixels = np.asarray(project([item.position for item in items]), dtype=float)
    best, best_distance = None, reach
    for index, (x, y) in enumerate(pixels[:, :2]):
        distance = math.hypot(x - pointer[0], y - pointer[1])
        if math.isfinite(distance) and distance <= best_distance:
            best, best_distance = index, distance
    return best


def window_projector(camera, viewport: tuple[int, int, int, int]) -> Projector:
    """World points -> window pixels from the bottom left, for a camera drawn into `viewport`
    (x, y, w, h from the bottom left; Camera.project counts from the viewport's top left)."""
    vx, vy, w, h = viewport

    def project(points):
        points = np.asarray(points, dtype=float).reshape(-1, 3)
        if not len(points):
            return np.zeros((0, 2))
        pixels = np.asarray(camera.project(points, (w, h)), dtype=float)
        return np.stack([vx + pixels[:, 0], vy + h - pixels[:, 1]], axis=1)

    return project


# ------------------------------------------------------------------ drawing
class BigFace:
    """Draws the result box and the loupe for one screen (pyglet sprites, kept between
    frames). `shown` and `loupe_shown` keep what the last frame drew, for tests."""

    def __init__(self, app) -> None:
        self.app = app
        self._textures: dict[tuple[FaceCard, int], object] = {}
        self._sprites: dict[int, object] = {}
        self.shown: list[tuple[FaceCard, Rect]] = []
        self.panel: Rect | None = None
        self._widths: tuple[object, float] = (None, 0.0)  # (texts and scale, widest width)
        self.loupe_shown: tuple[FaceCard, Rect] | None = None

    @staticmethod
    def loupe_held(app) -> bool:
        """Z is held down (GameApp.keys_held: pyglet's key state)."""
        # pyglet.window needs a display: imported once the window is open
        from pyglet.window import key

        held = getattr(app, "keys_held", None)
        return bool(held is not None and held[key.Z])

    def _texture(self, card: FaceCard, side: int):
        # loaded on first use, not with this module: pyglet (2 ms)
        import pyglet

        cache_key = (card, side)
        texture = self._textures.get(cache_key)
        if texture is None:
            if len(self._textures) > 64:
                self._textures.clear()
                for sprite in self._sprites.values():
                    sprite.delete()
                self._sprites.clear()
            image = face_image(card, side)
            texture = pyglet.image.ImageData(side, side, "RGBA", image.tobytes(),
                                             pitch=side * 4).get_texture()
            self._textures[cache_key] = texture
        return texture

    def _blit(self, slot: int, card: FaceCard, rect: Rect) -> None:
        # loaded on first use, not with this module: pyglet (1 ms)
        import pyglet

        side = max(1, round(rect.w))
        texture = self._texture(card, side)
        sprite = self._sprites.get(slot)
        if sprite is None or sprite.image is not texture:
            if sprite is not None:
                sprite.delete()
            sprite = pyglet.sprite.Sprite(texture, x=round(rect.x), y=round(rect.y))
            self._sprites[slot] = sprite
        else:
            sprite.position = (round(rect.x), round(rect.y), 0)
        sprite.draw()

    def draw(self, cards: Sequence[FaceCard], places: Sequence[Place],
             avoid: Sequence[tuple[float, float]] = (), blocked: Sequence[Rect] = ()
             ) -> Rect | None:
        """The result box (none without cards) at the first of `places` free of the `avoid`
        points (the pieces on screen, window pixels) and of the `blocked` panels, a lesson's
        panel included (`place_box`); its panel, or None when it was not drawn."""
        self.shown, self.panel = [], None
        if not cards:
            return None

        app, lang = self.app, self.app.settings.lang
        window = app.size
        s = ui_scale(*window)
        caption = tr("bigface.top", lang, faces=" · ".join(face_name(c.face, lang)
                                                           for c in cards))
        hint = tr("bigface.hint", lang)
        widths = (caption, hint, s)
        if widths != self._widths[0]:  # measured once, not every frame
            self._widths = (widths, max(text_width(caption, font_size(CAPTION_PT, s), True),
                                        text_width(hint, font_size(HINT_PT, s))))
        text_w = self._widths[1]
        band = getattr(app, "notice_band", None)
        if band is not None:  # the app's notice across the top (quality lowered...): under it
            places = [(Rect(area.x, area.y, area.w, max(0.0, min(area.top, band.y) - area.y)),
                       corner) for area, corner in places]
        box = place_box(places, len(cards), window, text_w, avoid,
                        [*blocked, *self._lesson_panel()])
        if box is None:
            return None
        app.text.panel(box.panel.x, box.panel.y, box.panel.w, box.panel.h, alpha=190,
                       slot="bigface")
        for index, (card, rect) in enumerate(zip(cards, box.faces, strict=True)):
            self._blit(index, card, rect)
            self.shown.append((card, rect))
        self._label(caption, box.caption, CAPTION_PT, CAPTION_COLOUR, bold=True)
        self._label(hint, box.hint, HINT_PT, HINT_COLOUR)
        self.panel = box.panel
        return box.panel

    def _lesson_panel(self) -> list[Rect]:
        """The panel of the lesson whose game this screen is (deboule.screens.coach: drawn over
        the game after it), if one is on top."""
        top = self.app.screen
        if getattr(top, "inner", None) is None or not hasattr(top, "panel_rect"):
            return []
        return [top.panel_rect()]

    def _label(self, text: str, rect: Rect, points: float, colour, bold: bool = False) -> None:
        size = font_size(points, ui_scale(*self.app.size))
        baseline = row_baseline(rect.top, rect.h, size, bold)  # as Hud.block places a line
        self.app.text.draw(text, rect.centre_x, baseline, size=size, color=colour, bold=bold,
                           anchor_x="center", region="big_face")

    def draw_loupe(self, items: Sequence, card: Callable[[object], FaceCard],
                   project: Projector, view=None,
                   render: Callable[[object, tuple[int, int, int, int]], None] | None = None
                   ) -> None:
        """While Z is held: the piece of `items` (drawables) nearest the pointer, seen close
        up beside it, with its top face (`card(item)`) enlarged in the corner. `render(camera,
        viewport)` draws the screen's table into the window's `viewport` (the close-up; without
        it the face alone is shown); `view` is the screen's camera (the close-up looks from the
        same side). Hand in only pieces the player may see."""
        self.loupe_shown = None
        pointer = getattr(self.app, "pointer", None)
        if not self.loupe_held(self.app) or pointer is None:
            return
        index = pointed(items, pointer, project)
        if index is None:
            return
        item, window = items[index], self.app.size
        rect = loupe_box(pointer, window)
        self._frame(rect.inset(-max(2.0, 3 * ui_scale(*window))))
        shown = card(item)
        if render is None or view is None:
            self._blit(-1, shown, rect)
        else:
            self._close_up(item, view, rect, render)
            side = face_side(*window) * 0.75
            self._blit(-1, shown, Rect(rect.right - side, rect.y, side, side))
        self.loupe_shown = (shown, rect)

    def _close_up(self, item, view, rect: Rect, render) -> None:
        """The 3D close-up of `item` in `rect`, then the window's viewport and the overlay's
        GL state as the HUD needs them."""
        # loaded on first use, not with this module: OpenGL (2 ms)
        import moderngl

        render(loupe_camera(item, view), rect.rounded())
        ctx, size = self.app.ctx, self.app.size
        ctx.screen.use()
        ctx.screen.viewport = (0, 0, *size)
        ctx.screen.scissor = None
        ctx.viewport = (0, 0, *size)
        ctx.disable(moderngl.DEPTH_TEST | moderngl.CULL_FACE)
        ctx.enable(moderngl.BLEND)

    def _frame(self, rect: Rect) -> None:
        # loaded on first use, not with this module: pyglet (6 ms)
        import pyglet

        border = getattr(self, "_border", None)
        box = (round(rect.x), round(rect.y), round(rect.w), round(rect.h))
        if border is None:
            border = self._border = pyglet.shapes.Rectangle(*box, color=(*LOUPE_FRAME, 235))
        else:
            border.position = box[:2]
            border.width, border.height = box[2:]
        border.draw()
