"""Issue 30, point 5: a throw's result in large print, and a loupe (deboule/screens/big_face.py).

On the table the faces are 15–25 px across; once the piece just thrown rests, its top face is
drawn again in a HUD corner, ≥ 64 px a face at 720p, in every dice game; holding Z shows the
piece under the mouse close up. L'Enculette's dice under the closed Tasse are never shown to
someone who may not see them (hot seat included).

The pictures and the layout are checked without a window; the three games' screens in a
headless window (GameApp(headless=True), 1280×720, only humans at the table so that nothing
but the test acts), each throw really rolled by the physics and read back from it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from scipy import ndimage

from deboule.screens.big_face import (
    FaceCard,
    big_face_box,
    card_of,
    face_image,
    loupe_box,
    place_box,
    pointed,
)
from deboule.screens.layout import Rect
from tests.headless_app import headless_app

SIZE = (1280, 720)
IVORY, BLACK = (0.94, 0.91, 0.82), (0.05, 0.05, 0.05)


def _ink(image: np.ndarray) -> np.ndarray:
    """The dark marks on a light face: inside the face, off its rim."""
    side = image.shape[0]
    coords = (np.arange(side) + 0.5) / side * 2.0 - 1.0
    v, u = np.meshgrid(coords, coords, indexing="ij")
    inside = (u ** 4 + v ** 4) ** 0.25 < 0.85  # the rim of the rounded square left out
    rgb = image[..., :3].astype(float) / 255.0
    return (rgb.mean(axis=2) < 0.35) & (image[..., 3] > 200) & inside


# ------------------------------------------------------------------ the pictures
def test_each_die_face_is_drawn_with_its_number_of_pips():
    """Failing, the large print would show a die face with the wrong number of pips."""
    for number in range(1, 7):
        image = face_image(FaceCard(number, IVORY, BLACK), 72)
        assert image.shape == (72, 72, 4)
        _, pips = ndimage.label(_ink(image))
        assert pips == number, f"face {number} shows {pips} pips"


def test_each_deboule_symbol_is_drawn_and_no_two_look_alike():
    """Failing, two symbols (or a symbol and the blank face) would look the same."""
    marks = {face: _ink(face_image(FaceCard(face, IVORY, BLACK), 96))
             for face in ("fleche", "chapeau", "losange", "arc", "blank")}
    assert not marks["blank"].any()
    symbols = [face for face in marks if face != "blank"]
    for face in symbols:
        assert marks[face].mean() > 0.04, f"{face} has almost no ink"
    for i, a in enumerate(symbols):
        for b in symbols[i + 1:]:
            overlap = (marks[a] & marks[b]).sum() / (marks[a] | marks[b]).sum()
            assert overlap < 0.7, (a, b, overlap)
    # the arrow points up the picture (row 0 is the bottom, as pyglet draws it)
    rows = np.nonzero(marks["fleche"].any(axis=1))[0]
    widest = int(np.argmax(marks["fleche"].sum(axis=1)))
    assert widest > (rows[0] + rows[-1]) / 2


def test_a_colour_safe_deboule_keeps_its_safe_colour_and_pattern_in_large_print():
    """Failing, a player who chose the colour-blind-safe déboules would read the large face in
    the colour the table no longer uses, without the pattern that tells the colours apart."""
    from deboule.render import Drawable
    from deboule.render.renderer import COLOUR_SAFE

    die = Drawable("deboule", 0.02, "red", (0.5, 0.0, 0.01))
    plain, safe = card_of(die, colour_safe=False), card_of(die, colour_safe=True)
    assert plain.body == pytest.approx(die.rgb) and plain.pattern == 0.0
    assert safe.body == pytest.approx(COLOUR_SAFE["red"][0])
    assert safe.pattern == COLOUR_SAFE["red"][1] > 0
    # the stripes: a good part of the face's ground darkened, none on the plain face
    for card, low, high in ((plain, 0.0, 0.0), (safe, 0.2, 0.6)):
        image = face_image(FaceCard("blank", card.body, card.ink, card.pattern), 96)
        ground = image[20:76, 20:76, :3].astype(float) / 255.0
        darkened = (ground.sum(axis=2) < 0.75 * sum(card.body)).mean()
        assert low <= darkened <= high, (card, darkened)


# ------------------------------------------------------------------ where it goes
@pytest.mark.parametrize("window", [(960, 540), (1280, 720), (1920, 1080), (2560, 1440)])
def test_the_box_fits_its_corner_with_faces_of_64_px_or_more(window):
    """Failing, the large print would leave its area, be too small to read at 720p, or not
    grow with the window."""
    width, height = window
    area = Rect(0, 0.2 * height, 0.6 * width, 0.6 * height)
    for count in (1, 2, 3):
        for corner in ("top-left", "top-right", "bottom-left", "bottom-right"):
            box = big_face_box(area, count, window, corner, text_w=150)
            assert box.panel.inside(area), (count, corner, box.panel, area)
            assert len(box.faces) == count
            for i, face in enumerate(box.faces):
                assert face.inside(box.panel)
                assert face.w == face.h >= 64
                assert face.w >= 72 * height / 720 - 1 or height < 720
                assert face.y >= box.caption.top - 0.5  # the caption under the faces
                for other in box.faces[i + 1:]:
                    assert not face.intersects(other)
            assert box.caption.inside(box.panel) and box.hint.inside(box.panel)
            assert box.hint.top <= box.caption.y + 0.5
            if corner.startswith("top"):
                assert box.panel.top > area.top - 0.05 * height
            if corner.endswith("left"):
                assert box.panel.x < area.x + 0.05 * width


def test_the_box_leaves_a_place_where_a_piece_lies_and_never_covers_a_panel():
    area, window = Rect(0, 100, 1280, 500), SIZE
    places = [(area, "top-left"), (area, "bottom-left")]
    first = big_face_box(area, 1, window, "top-left")
    piece = (first.panel.centre_x, first.panel.centre_y)
    moved = place_box(places, 1, window, avoid=[piece])
    assert moved.panel.y < first.panel.y and not moved.panel.contains(*piece)
    assert place_box(places, 1, window, avoid=[(1200, 150)]) == first
    # a panel (a lesson's text) over the first place: the second; over both: no box at all
    lesson = Rect(0, 400, 400, 200)
    assert place_box(places, 1, window, blocked=[lesson]).panel.y < first.panel.y
    assert place_box(places, 1, window, blocked=[lesson, Rect(0, 100, 400, 200)]) is None
    # a piece under every place free of panels: covered rather than the panel
    assert place_box(places, 1, window, avoid=[piece], blocked=[
        Rect(0, 100, 400, 200)]) == first


def test_a_lessons_panel_over_the_game_counts_as_a_panel_to_keep_clear():
    """Failing, the large print would be drawn under the text of the lesson (deboule.screens.coach
    draws its panel over the game's screen)."""
    from types import SimpleNamespace

    from deboule.screens.big_face import BigFace

    panel = Rect(10, 300, 400, 200)
    game = SimpleNamespace(screen=None)
    lesson = SimpleNamespace(inner=object(), panel_rect=lambda: panel)
    game.screen = lesson
    assert BigFace(game)._lesson_panel() == [panel]
    game.screen = SimpleNamespace()  # the game's own screen on top: no lesson
    assert BigFace(game)._lesson_panel() == []


def test_the_loupe_sits_beside_the_pointer_inside_the_window():
    for pointer in ((640, 360), (1270, 710), (5, 5), (1270, 5), (5, 710)):
        box = loupe_box(pointer, SIZE)
        assert box.inside(Rect(0, 0, *SIZE)), (pointer, box)
        assert not box.contains(*pointer)
        assert box.w >= 128


def test_the_loupe_picks_the_piece_nearest_the_pointer_within_reach():
    class Piece:
        def __init__(self, x: float, y: float) -> None:
            self.position = (x, y, 0.0)

    pieces = [Piece(100, 100), Piece(130, 100), Piece(400, 400)]
    identity = lambda points: np.asarray(points, dtype=float)[:, :2]  # noqa: E731
    assert pointed(pieces, (125, 102), identity) == 1
    assert pointed(pieces, (390, 395), identity) == 2
    assert pointed(pieces, (250, 250), identity) is None
    assert pointed([], (0, 0), identity) is None


# ------------------------------------------------------------------ in the games' screens
@pytest.fixture(scope="module")
def app(tmp_path_factory) -> Iterator[Any]:
    """The game's window, headless, 1280×720, its saves and settings in a temporary folder;
    `app.viewports` lists the viewport of every 3D frame drawn."""
    with headless_app(tmp_path_factory.mktemp("bigface"), SIZE) as app:
        app.viewports = []
        real = app.renderer.render

        def render(*args: Any, **kwargs: Any) -> None:
            app.viewports.append(kwargs.get("viewport"))
            real(*args, **kwargs)

        app.renderer.render = render
        yield app


def _faces(screen) -> list[object]:
    return [card.face for card, _ in screen.big_face.shown]


def _hold_z(app, held: bool) -> None:
    from pyglet.window import key

    app.window.dispatch_event("on_key_press" if held else "on_key_release", key.Z, 0)


def _point_at(app, pixel) -> None:
    """The mouse moved to `pixel` (framebuffer pixels from the bottom left)."""
    width, height = app.size
    x = pixel[0] * app.window.width / width
    y = pixel[1] * app.window.height / height
    app.window.dispatch_event("on_mouse_motion", round(x), round(y), 0, 0)


def _loupe_frame(app) -> list:
    """One frame; the viewports of the close-ups it drew (not the whole window's)."""
    app.viewports.clear()
    app.frame(1 / 30)
    return [v for v in app.viewports if v is not None and v[2] < app.size[0] / 2]


def test_deboule_shows_the_thrown_piece_face_once_it_rests_and_z_magnifies_it(app):
    """Failing, a Déboulé player would have to read a 15–25 px symbol on the table: the
    roll-off's cochondé number, then a déboule's symbol, must be shown in large print as the
    physics reads them once the piece rests (not while it rolls), away from the pieces; and
    Z held over a piece must show it close up."""
    from deboule.games.deboule.match import DebouleMatch, Seat
    from deboule.games.deboule.screen import DebouleScreen
    from deboule.screens.big_face import window_projector
    from deboule.shell.flick import keyboard_throw
    from tests.test_deboule_screen_wiring import _to_a_deboule_throw

    match = DebouleMatch([Seat("human", name="A"), Seat("human", name="B")], seed=1,
                         headless=True, pace=0.0)
    screen = DebouleScreen(app, match)
    app.push(screen)
    try:
        app.frame()
        assert _faces(screen) == []  # nothing thrown yet

        def throw_and_rest(throw) -> str:
            piece = screen.current_piece()
            screen.throw(throw)
            assert match.flight is not None, screen.message
            app.frame(1 / 30)
            assert _faces(screen) == [], "a face was shown while the piece rolled"
            for _ in range(2000):
                if match.flight is None:
                    break
                match.update(0.1)
            app.frame(1 / 30)
            return piece

        piece = throw_and_rest(keyboard_throw(0.0, 0.3, 0.0, 0.0))
        assert piece == "cochonde"
        read = match.world.state().pieces["cochonde"]
        assert read.in_play and _faces(screen) == [read.pips]
        assert isinstance(read.pips, int)

        _to_a_deboule_throw(app, screen)
        piece = throw_and_rest(keyboard_throw(0.0, 0.5, 0.0, 0.0))
        read = match.world.state().pieces[piece]
        assert read.in_play, "the test's throw left the table"
        assert _faces(screen) == [read.top_face]
        _, rect = screen.big_face.shown[0]
        assert rect.w >= 64
        project = window_projector(screen.camera(), (0, 0, *app.size))
        on_screen = project([pose[0] for pid, pose in match.world.poses().items()
                             if match.world.status(pid) == "play"])
        panel = screen.big_face.panel
        assert rect.inside(panel)
        assert not any(panel.contains(*p) for p in on_screen), "the box hides a piece"

        # the loupe: nothing without Z, the piece close up with Z held over it
        pixel = project([match.world.poses()[piece][0]])[0]
        _point_at(app, pixel)
        assert _loupe_frame(app) == [] and screen.big_face.loupe_shown is None
        _hold_z(app, True)
        close_ups = _loupe_frame(app)
        assert screen.big_face.loupe_shown is not None
        shown, box = screen.big_face.loupe_shown
        assert shown.face == read.top_face
        assert close_ups == [box.rounded()]
        assert not box.contains(*pixel) and box.w >= 128
        _point_at(app, (5, app.size[1] / 2))  # nothing there
        assert _loupe_frame(app) == [] and screen.big_face.loupe_shown is None
        _hold_z(app, False)
    finally:
        app.pop()


def test_cul_de_chouette_shows_the_dice_just_thrown_as_the_rules_read_them(app):
    """Failing, a Cul de Chouette player would read the ~30 px pips in the tray: once a
    throw's dice rest, the dice in the tray (the cul's throw: all three, the combination) must
    be shown in large print, as the rules' reading of the tray."""
    from deboule.games.cul_de_chouette.screen import CdcScreen

    screen = CdcScreen.new(app, ["human", "human"], seed=4)
    app.push(screen)
    match = screen.match
    counts = []
    try:
        app.frame()
        for _ in range(6):
            if match.over or match.human_to_throw() is None:
                break
            match.human_random_throw()
            app.frame(1 / 30)
            assert _faces(screen) == [], "dice were shown while they rolled"
            for _ in range(2000):
                if match.flight is None:
                    break
                match.update(0.05)
            app.frame(1 / 30)
            thrown = sorted(next(e["throw"] for e in reversed(match.entries) if "throw" in e))
            faces = match.dice_faces()
            if set(thrown) <= set(faces):  # every die lying in the tray: after the cul,
                # the chouettes thrown before it too (the combination)
                assert _faces(screen) == [faces[pid] for pid in sorted(faces)]
                counts.append(len(faces))
                for _, rect in screen.big_face.shown:
                    assert rect.w >= 64 and rect.inside(screen.hud.regions()["tray"])
            else:  # a die out of the tray is thrown again (CDC-D1): nothing to read
                assert _faces(screen) == []
            while match.human_to_decide() is not None and match.legal_actions():
                match.human_action(match.legal_actions()[0])
        assert counts and max(counts) == 3, counts
    finally:
        app.pop()


def test_l_enculette_shows_the_dice_only_to_who_may_see_them_even_in_hot_seat(app):
    """Failing, the dice under the closed Tasse would be shown in large print (or under the
    loupe) to the whole table: they must show only while the player at the screen peeks on
    their turn, as the rules let them (EC-P1), never during a hand-over."""
    from pyglet.window import key

    from deboule.games.enculette.screen import EnculetteScreen
    from deboule.screens.big_face import window_projector

    screen = EnculetteScreen.new(app, ["human", "human", "novice"], seed=1)
    app.push(screen)
    match = screen.match

    def press(symbol: int) -> None:
        app.window.dispatch_event("on_key_press", symbol, 0)
        app.frame(1 / 30)

    def settle() -> None:
        for _ in range(300):
            if not match.busy():
                break
            app.frame(0.05)
        app.frame(1 / 30)

    try:
        app.frame()
        press(key.ENTER)  # the first player sits at the screen
        press(key.SPACE)  # and shakes
        settle()
        seat = match.human_turn()
        faces = match.visible_faces(seat)
        assert faces is not None
        dice = [d for d in screen.drawables(screen.views()) if d.kind == "die"]
        project = window_projector(screen.camera(), (0, 0, *app.size))
        # the Tasse closed: no large print, and the loupe over the dice shows nothing
        assert _faces(screen) == []
        _point_at(app, project([dice[0].position])[0])
        _hold_z(app, True)
        assert _loupe_frame(app) == [] and screen.big_face.loupe_shown is None
        _hold_z(app, False)
        # P: the server peeks, the dice are shown to them
        press(key.P)
        assert _faces(screen) == list(faces)
        _point_at(app, project([d.position for d in screen.drawables(screen.views())
                                if d.kind == "die"][:1])[0])
        _hold_z(app, True)
        assert len(_loupe_frame(app)) == 1 and screen.big_face.loupe_shown is not None
        assert screen.big_face.loupe_shown[0].face in faces
        _hold_z(app, False)
        # the announcement passes the Tasse to the second player: the hand-over hides it all
        press(key.ENTER)
        assert screen.handover_pending()
        press(key.P)
        assert _faces(screen) == []
        _hold_z(app, True)
        assert _loupe_frame(app) == [] and screen.big_face.loupe_shown is None
        _hold_z(app, False)
        # once sat at the screen, they see only what the rules let them see
        press(key.ENTER)
        assert _faces(screen) == []
        press(key.P)
        allowed = match.visible_faces(match.human_turn())
        assert _faces(screen) == ([] if allowed is None else list(allowed))
    finally:
        app.pop()
